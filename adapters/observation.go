package adapters

import (
	"encoding/json"
	"fmt"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Block is one block of an observation: text, or inline image or audio.
type Block struct {
	Type     string // "text", "image" or "audio"
	Text     string // a text block's text
	Data     string // an image or audio block's base64 data
	MimeType string // an image or audio block's media type, as sent
}

// TextBlock returns a text block holding s.
func TextBlock(s string) Block { return Block{Type: "text", Text: s} }

// MarshalJSON writes a text block as {"type","text"} and an image or audio
// block as {"type","data","mimeType"}, with nothing else, escaping strings as
// JSON.stringify does.
func (b Block) MarshalJSON() ([]byte, error) {
	return b.appendJSON(nil)
}

func (b Block) appendJSON(dst []byte) ([]byte, error) {
	switch b.Type {
	case "text":
		dst = append(dst, `{"type":"text","text":`...)
		dst = esjson.AppendString(dst, b.Text)
	case "image", "audio":
		dst = append(dst, `{"type":`...)
		dst = esjson.AppendString(dst, b.Type)
		dst = append(dst, `,"data":`...)
		dst = esjson.AppendString(dst, b.Data)
		dst = append(dst, `,"mimeType":`...)
		dst = esjson.AppendString(dst, b.MimeType)
	default:
		return nil, fmt.Errorf("block of unknown type %q", b.Type)
	}
	return append(dst, '}'), nil
}

// Render outcomes of the render lane.
const (
	RenderShown   = "shown"
	RenderRefused = "refused"
	RenderNothing = "nothing"
)

// RefusedEmpty is the reason a push or channel lane refuses visibly empty
// content.
const RefusedEmpty = "empty"

// Observation is what a host shows of one input on one lane. Which fields are
// set depends on the lane (DESIGN, "Observations, by lane"):
//
//   - tool-result/live, push, channel, injection/*: Blocks (never nil), or
//     Refused on push and channel;
//   - tool-result/stored: Text;
//   - script: View;
//   - render: Render, with Blocks when shown;
//   - guard: Kept, which is the JSON text "null" when nothing is kept;
//   - any lane the host lacks: Unsupported.
//
// View and Kept are JSON texts, written as JSON.stringify writes them.
type Observation struct {
	Blocks      []Block
	Refused     string
	Text        *string
	View        json.RawMessage
	Render      string
	Kept        json.RawMessage
	Unsupported bool
}

// MarshalJSON writes the members that are set, in the order of DESIGN's
// table ("render" before "blocks"), without re-escaping View and Kept.
func (o Observation) MarshalJSON() ([]byte, error) {
	var out []byte
	add := func(name string, value []byte) {
		if out == nil {
			out = append(out, '{')
		} else {
			out = append(out, ',')
		}
		out = append(out, '"')
		out = append(out, name...)
		out = append(out, '"', ':')
		out = append(out, value...)
	}
	str := func(s string) []byte { return esjson.AppendString(nil, s) }
	if o.Render != "" {
		add("render", str(o.Render))
	}
	if o.Blocks != nil {
		b, err := marshalBlocks(o.Blocks)
		if err != nil {
			return nil, err
		}
		add("blocks", b)
	}
	if o.Refused != "" {
		add("refused", str(o.Refused))
	}
	if o.Text != nil {
		add("text", str(*o.Text))
	}
	if o.View != nil {
		add("view", o.View)
	}
	if o.Kept != nil {
		add("kept", o.Kept)
	}
	if o.Unsupported {
		add("unsupported", []byte("true"))
	}
	if out == nil {
		return []byte("{}"), nil
	}
	return append(out, '}'), nil
}

func marshalBlocks(blocks []Block) ([]byte, error) {
	out := []byte{'['}
	for i, b := range blocks {
		if i > 0 {
			out = append(out, ',')
		}
		var err error
		if out, err = b.appendJSON(out); err != nil {
			return nil, err
		}
	}
	return append(out, ']'), nil
}
