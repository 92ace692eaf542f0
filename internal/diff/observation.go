package diff

import (
	"encoding/json"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// A diff prints what a lane shows as the observation a host sends
// (adapters/PROTOCOL.md): {"blocks": […]}, {"refused": "empty"},
// {"render": "shown", "blocks": […]}, {"text": "…"}, {"view": …},
// {"kept": …}, members in the order the protocol and the host write them.

// NoteType is the type of a block that stands among the blocks for what
// the diff says of them, its text a note: how many blocks are left out
// (Capped), or what the suite did with the blocks above it.
const NoteType = "…"

// Capped returns blocks as a diff shows them: at most MaxItems, then a
// block of NoteType saying how many more there were.
func Capped(blocks []adapters.Block) []adapters.Block {
	if len(blocks) <= MaxItems {
		return blocks
	}
	more := len(blocks) - MaxItems
	return append(blocks[:MaxItems:MaxItems], adapters.Block{Type: NoteType, Text: strconv.Itoa(more) + " more blocks"})
}

// Blocks returns the array of blocks, each as Block writes it.
func Blocks(blocks []adapters.Block) Node {
	n := Node{kind: nodeArray}
	for _, b := range blocks {
		n.kids = append(n.kids, Block(b))
	}
	return n
}

// Block returns a block as the protocol writes it: a text block's type
// and text, an image or audio block's type, data and media type; a block
// of NoteType is its note.
func Block(b adapters.Block) Node {
	switch b.Type {
	case "text":
		return Object("type", String("text"), "text", String(b.Text))
	case "image", "audio":
		return Object("type", String(b.Type), "data", String(b.Data), "mimeType", String(b.MimeType))
	case NoteType:
		return Note(b.Text)
	}
	members := []any{"type", String(b.Type)}
	if b.Text != "" {
		members = append(members, "text", String(b.Text))
	}
	if b.Data != "" {
		members = append(members, "data", String(b.Data))
	}
	if b.MimeType != "" {
		members = append(members, "mimeType", String(b.MimeType))
	}
	return Object(members...)
}

// Observation returns a whole observation as the host sent it, its
// members in the order adapters.Observation writes them, its blocks
// Capped.
func Observation(obs adapters.Observation) Node {
	var members []any
	if obs.Render != "" {
		members = append(members, "render", String(obs.Render))
	}
	if obs.Blocks != nil {
		members = append(members, "blocks", Blocks(Capped(obs.Blocks)))
	}
	if obs.Refused != "" {
		members = append(members, "refused", String(obs.Refused))
	}
	if obs.Text != nil {
		members = append(members, "text", String(*obs.Text))
	}
	if obs.View != nil {
		members = append(members, "view", Raw(obs.View))
	}
	if obs.Kept != nil {
		members = append(members, "kept", Raw(obs.Kept))
	}
	if obs.Unsupported {
		members = append(members, "unsupported", Literal("true"))
	}
	return Object(members...)
}

// Raw returns a JSON text a host sent as its value, or a note holding
// the text when it is not JSON.
func Raw(raw json.RawMessage) Node {
	v, err := esjson.Parse(raw)
	if err != nil {
		return NotJSON(string(raw))
	}
	return Value(v)
}

// NotJSON stands for a text that should be JSON and is not: the text,
// quoted and shortened when long.
func NotJSON(s string) Node {
	return Note("not JSON: " + quoteJSON(Abbreviate(s)))
}
