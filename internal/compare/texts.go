package compare

import "github.com/rfc005-lanes/rfc005-lanes/internal/esjson"

// texts parses the JSON texts one check reads, each once: an expectation's
// JSON and an observation's view are each read by several of its checks.
// The texts must not change while it is used. A nil texts parses afresh.
type texts struct {
	parsed map[textKey]parsedText
}

// textKey names a JSON text by where it is, not by what it holds.
type textKey struct {
	first *byte
	n     int
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
	k := textKey{&raw[0], len(raw)}
	if p, ok := tx.parsed[k]; ok {
		return p.v, p.err
	}
	_, v, err := esjson.ParseCopy(raw)
	if tx.parsed == nil {
		tx.parsed = map[textKey]parsedText{}
	}
	tx.parsed[k] = parsedText{v, err}
	return v, err
}
