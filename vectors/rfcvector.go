package vectors

import (
	"encoding/json"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
)

// The operations of a FormatMCPL case: render is observed on each lane of
// rfcvec.Lanes; fetch and registry are asked of a host that declares them
// (adapters.Dereferencer), and are out of scope for any other.
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
// case's are. Of the
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
	// suite does not check, sorted.
	Unchecked []string

	// Fetch is what a fetch case expects of the fetch; nil for another
	// operation.
	Fetch *FetchExpect
	// Response is the fixture's "response" of a fetch case, as written
	// (fetchfixture.ParseResponse reads it); nil when the case has none.
	Response json.RawMessage
	// MaxBytes is a fetch case's ceiling on actual bytes ("maxBytes").
	MaxBytes int64
	// Registrations is how many times a registry case registers its
	// reference ("registrations").
	Registrations int
	// Token is the credential of the connection the case's content came
	// over (the file's "fixtures"."token"): hidden on every lane, and
	// never to reach an origin other than the one dialed.
	Token string
}

// FetchExpect is what a fetch case of MCPL's file expects of the fetch: each
// field one expect key, unset when the case does not say it.
type FetchExpect struct {
	OK                 *bool  // "ok": whether the fetch succeeds
	Requests           *int   // "requests": how many requests reach the origin
	DecodedBase64      string // "decodedBase64": the saved bytes, in base64
	DigestVerified     bool   // "digestVerified": the digest was verified
	SavedMime          string // "savedMime": the media type saved
	StubOrInlineBase64 string // "stubOrInlineBase64": after the fetch, the stub or these bytes
	Unchanged          bool   // "unchanged": after a refused fetch the view is as before
	RedirectSafe       bool   // "redirectSafe": a redirect's hop carries no credential
	AbortStream        bool   // "abortStream": a stream past the ceiling is cut, not buffered
	StorageFromID      bool   // "storageFromId": the file is named from the reference id
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
