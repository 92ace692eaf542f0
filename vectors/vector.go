// Package vectors holds the suite's case corpus: one JSON file per case
// family in this directory, validated by schema.json, and the Go types that
// read them. The corpus is embedded, so a built binary carries it.
//
//	corpus, err := vectors.Builtin()
//	for _, c := range corpus.Cases { … c.Input … c.Expect[adapters.Push] … }
//
// A case's input is kept as the raw bytes of its file (after expanding
// {"$repeat": s, "count": n}), so a lone-surrogate escape reaches a host
// exactly as written.
package vectors

import (
	"encoding/json"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
)

// The formats of the vector files the suite reads, and the schema of its
// own beside them.
const (
	// Format is the value of every vector file's "format" member.
	Format = "rfc005-lanes/1"
	// FormatMCPL is the "format" of MCPL's own RFC-005 vector file
	// (conformance/bulk-reference-vectors.json in the anima-research/mcpl
	// repository), which --vectors reads beside this suite's own format.
	FormatMCPL = "mcpl-bulk-references-1"
	// SchemaFile is the name of the schema beside the vector files.
	SchemaFile = "schema.json"
)

// Levels of a case.
const (
	LevelMust   = "must"
	LevelShould = "should"
)

// File is one vector file: a family of cases.
type File struct {
	Format      string `json:"format"`
	Family      string `json:"family"`
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	Cases       []*Case
}

// Case is one input and what each lane must show of it.
type Case struct {
	ID       string
	Title    string
	Spec     []string // the SPEC and RFC-005 clauses it pins
	Level    string   // LevelMust or LevelShould
	Security bool     // a leak of a uri, a claim or data; never excused
	// MCP says whether the case's input is valid MCP: the input's
	// content, as a CallToolResult, matches vectors/mcp.schema.json.
	// The mcp profile selects the cases where it is true; a host's
	// rejection of the input is its own verdict where it is false.
	MCP      bool
	Tags     []string
	Input    adapters.Input // raw bytes, repeats expanded
	RawInput []byte         // the input as the file writes it, repeats and all
	Hidden   []string       // strings no lane may show, in any encoding the leak check searches (README, "Hidden strings")
	Expect   map[adapters.Lane]Expectation
	// Vector is set on a case read from a file of MCPL's RFC-005 vectors
	// (format FormatMCPL): compare checks what its expect keys ask
	// (RFCVector) instead of Expect's blocks, which are empty.
	Vector *RFCVector
	// OutOfScope, when set, says why the case is listed but never observed
	// ("operation fetch is out of scope"): each of its lanes is a skip that
	// never passes and never gates.
	OutOfScope string

	Family string // the family of the file it is in
	Path   string // the file it is in
	Index  int    // its place in the file's cases, for JSON pointers
}

// Lanes returns the lanes the case expects something of, in the order of
// adapters.AllLanes: for a case of MCPL's RFC-005 vectors, rfcvec.Lanes.
func (c *Case) Lanes() []adapters.Lane {
	if c.Vector != nil && c.Vector.Operation == OperationRegistry {
		return []adapters.Lane{adapters.Push} // no lane shows a registry: one result, on the lane every MCPL host has, says how it went
	}
	if c.Vector != nil && len(c.Expect) == 0 {
		return rfcvec.Lanes() // checked by its expect keys on every content lane
	}
	var lanes []adapters.Lane
	for _, l := range adapters.AllLanes() {
		if _, ok := c.Expect[l]; ok {
			lanes = append(lanes, l)
		}
	}
	return lanes
}

// Pointer returns the JSON pointer of the case, or of a path below it.
func (c *Case) Pointer(below ...string) string {
	return "/cases/" + itoa(c.Index) + esjson.Pointer(below...)
}

// Expectation is what one lane must show. Which members are set depends on
// the lane, as schema.json says:
//
//   - tool-result/live, push, channel, injection/*: Blocks, or Refused on
//     push and channel;
//   - tool-result/stored: Text (content, or a marker when Marker is set),
//     Parts (a content array's texts, joined by "\n"), or JSON (structured
//     data's text, compared as a JSON value);
//   - script: View;
//   - render: Render, with Blocks when "shown";
//   - guard: Kept.
type Expectation struct {
	Blocks   []Block         `json:"blocks"`
	Refused  string          `json:"refused,omitempty"`
	Text     *string         `json:"text,omitempty"`
	Marker   string          `json:"marker,omitempty"`
	Mentions []string        `json:"mentions,omitempty"`
	Bytes    *int64          `json:"bytes,omitempty"`
	Parts    []Block         `json:"parts,omitempty"`
	JSON     json.RawMessage `json:"json,omitempty"`
	View     json.RawMessage `json:"view,omitempty"`
	Render   string          `json:"render,omitempty"`
	Kept     json.RawMessage `json:"kept,omitempty"`
	// Later is what the lane shows instead on the tables of later Unicode
	// versions, where a character's properties SPEC reads differ from
	// Unicode 15.0's (SPEC 1 unicode version, revision 4): a host showing
	// one passes every MUST check and fails one SHOULD check. A vector file
	// writes them in its case's "unicode" list (Case.Unicode).
	Later []LaneReading `json:"-"`
}

// Block is an expected block. A text block with Marker is a marker: checked
// normatively by kind (a text block that contains each of Mentions and no
// hidden string), its Text being the reference profile's exact wording. A
// text block with JSON instead of Text holds structured data's JSON text
// (the live copy of a tool result whose data is neither a content array
// nor an embedded resource): compared as a JSON value, a marker in it
// written {"$marker": id, "text": …}. Any other text block is content: its
// Text must match exactly.
type Block struct {
	Type     string          `json:"type"`
	Text     string          `json:"text,omitempty"`
	JSON     json.RawMessage `json:"json,omitempty"`
	Marker   string          `json:"marker,omitempty"`
	Mentions []string        `json:"mentions,omitempty"`
	Bytes    *int64          `json:"bytes,omitempty"`
	Data     string          `json:"data,omitempty"`
	MimeType string          `json:"mimeType,omitempty"`
}

// IsMarker reports whether the block is a marker expectation.
func (b Block) IsMarker() bool { return b.Marker != "" }
