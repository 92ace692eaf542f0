// Package refhost is the reference host's implementation: the rules of the
// project's SPEC (SPEC.md) for MCP's embedded resource on every RFC-005
// lane, in Go. Package reference is its public face, on bytes.
//
// One classifier, Classify, decides what every block shows as; each lane
// turns that one answer into what it shows. Observe is the entry point:
//
//	obs, err := refhost.Observe(adapters.Push, []byte(`{"content":[
//	  {"type":"resource","resource":{"uri":"memo://n","mimeType":"text/markdown","text":"# notes"}}]}`))
//	// obs.Blocks: [{"type":"text","text":"# notes"}]
//
// The reading is the unexported type host, which carries the fault the
// mutation run plants in it (package fault); New(f) serves it as a host.
// The package's functions (Observe, Classify, Label …) are the sound
// reading's. The answers no fault weakens (marker ids and texts, what a
// block is, the decoded size) are internal/spec's, read here.
//
// Where SPEC is silent the reference decides, and says so in a doc comment:
// a text block whose text is not a string (spec.NonStringTextText), a block of a
// type no lane shows (UnsupportedBlockText), the guard's stub for data that
// is not an embedded resource (guardKept), lengths counted in UTF-16 code
// units, as an ECMAScript host counts them (Label, DecodedSize), and where
// SPEC revision 2 left a reading open: same uri decodes %XX before it
// lower-cases (sameURIKey), and DEL counts as a control in a label and in a
// reference's uri (Label, lineMayShow).
package refhost
