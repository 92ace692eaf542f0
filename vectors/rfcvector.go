package vectors

import (
	"encoding/json"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
)

// The operations of a FormatMCPL case. Only render is observed here.
const (
	OperationRender   = "render"
	OperationFetch    = "fetch"
	OperationRegistry = "registry"
)

// RFCVector is a case of a FormatMCPL file as this suite checks it: its
// RFC-005 vector number and operation, and the expect keys this suite maps
// onto its own checks (README, "MCPL's RFC-005 vectors"). The reader makes
// a native case of the rest: the blocks are its Input, "rfc" its Spec,
// "hidden" its Hidden, judged by the leak search on every lane as every
// case's are, and an operation other than render its OutOfScope. Of the
// keys kept here, MissingFields widens the field-rule check every case has;
// the others read a host's own words against what SPEC shows of the same
// input, which no Expectation states.
type RFCVector struct {
	Number    int    // "rfc": RFC-005 vector Number
	Operation string // OperationRender, OperationFetch or OperationRegistry
	Source    string // the file's "source"

	// Stub, when set, says whether every MCPL reference the host keeps is
	// shown by a stub carrying a host reference id (true), or no stub is
	// shown (false). A kind check.
	Stub *bool
	// Includes are strings every lane that shows the content must show: a
	// content check for a string the input carries, a profile check for
	// one only a host's wording can (such as "claimed").
	Includes []string
	// MissingFields are members of the input's MCPL references whose values
	// must be absent from what is shown, neither cut nor coerced: the
	// field-rule check of SPEC 6, which every case has for name, mimeType
	// and sizeBytes, made to look at these members too. A content check.
	MissingFields []string
	// Bounded says every lane's view stays under the display bound
	// (rfcvec.DisplayBound). A content check.
	Bounded bool
	// TruncationMarked says a label cut for display is marked with "…";
	// CleanLabel that no label shows a C0 or C1 control or a bidi mark.
	// Mention checks.
	TruncationMarked bool
	CleanLabel       bool
	// Kind, when "invalid", says the block is no reference: no stub and no
	// uri line stands for it. A kind check.
	Kind string
	// Blocks is the case's content array, expanded ($ORIGIN and $repeat):
	// the input's "content".
	Blocks json.RawMessage
	// Unchecked are the expect keys (and case members) of the case this
	// suite does not observe, sorted: fetch and registry outcomes.
	Unchecked []string
}

// Clause returns the clause the vector's checks cite: rfcvec.Clause(Number).
func (v *RFCVector) Clause() string { return rfcvec.Clause(v.Number) }

// An RFCExpect is one expect key of a case as this suite checks it.
type RFCExpect struct {
	Key string // the expect key: "hidden", "stub", "includes", …
	// Value is what the key says where its check reads it: "true" or
	// "false" for stub, the kind for kind, the text for includes.
	Value string
}

// RFCExpects returns the expect keys of the case (read from MCPL's
// RFC-005 vectors, Vector set) this suite checks, one per key and one per text of "includes", in the order of
// README's table: hidden (the case's Hidden), stub, kind, includes,
// missingFields, bounded, truncationMarked, cleanLabel.
func (c *Case) RFCExpects() []RFCExpect {
	v := c.Vector
	var out []RFCExpect
	add := func(key, value string) { out = append(out, RFCExpect{Key: key, Value: value}) }
	if len(c.Hidden) > 0 {
		add("hidden", "")
	}
	if v.Stub != nil {
		add("stub", strconv.FormatBool(*v.Stub))
	}
	if v.Kind != "" {
		add("kind", v.Kind)
	}
	for _, s := range v.Includes {
		add("includes", s)
	}
	if len(v.MissingFields) > 0 {
		add("missingFields", "")
	}
	if v.Bounded {
		add("bounded", "")
	}
	if v.TruncationMarked {
		add("truncationMarked", "")
	}
	if v.CleanLabel {
		add("cleanLabel", "")
	}
	return out
}
