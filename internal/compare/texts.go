package compare

import "github.com/rfc005-lanes/rfc005-lanes/internal/esjson"

// texts parses the JSON texts one check reads, each once: an expectation's
// JSON and an observation's view are each read by several of its checks,
// and the two are often the same text (the reference's view, and the
// expectation derived from it). A text is known by what it holds, so one
// written alike in two places is read once. A nil texts parses afresh.
type texts struct {
	parsed map[string]parsedText
}

type parsedText struct {
	v   esjson.Value
	err error
}

// parse returns esjson.Parse(raw).
func (tx *texts) parse(raw []byte) (esjson.Value, error) {
	if tx == nil || len(raw) == 0 {
		return esjson.Parse(raw)
	}
	if p, ok := tx.parsed[string(raw)]; ok {
		return p.v, p.err
	}
	text, v, err := esjson.ParseCopy(raw)
	if tx.parsed == nil {
		tx.parsed = map[string]parsedText{}
	}
	tx.parsed[text] = parsedText{v, err}
	return v, err
}
