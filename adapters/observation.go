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

// The words of an Observation: its Render on the render lane, and its
// Refused on push and channel.
const (
	RenderShown   = "shown"   // the render lane shows the content (Blocks)
	RenderRefused = "refused" // the render lane refuses it
	RenderNothing = "nothing" // the render lane shows nothing
	// RefusedEmpty is the reason a push or channel lane refuses visibly
	// empty content.
	RefusedEmpty = "empty"
)

// Observation is what a host shows of one input on one lane. Which fields are
// set depends on the lane (adapters/PROTOCOL.md, "Observations, by lane"):
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

// MarshalJSON writes the members that are set, in the order of adapters/PROTOCOL.md's
// table ("render" before "blocks"), without re-escaping View and Kept.
func (o Observation) MarshalJSON() ([]byte, error) {
	return o.AppendJSON(nil)
}

// AppendJSON appends what MarshalJSON writes to dst and returns the
// extended buffer; on an error dst is returned as it was given.
func (o Observation) AppendJSON(dst []byte) ([]byte, error) {
	start := len(dst)
	if o.Render != "" {
		dst = appendName(dst, start, "render")
		dst = esjson.AppendString(dst, o.Render)
	}
	if o.Blocks != nil {
		dst = appendName(dst, start, "blocks")
		dst = append(dst, '[')
		for i, b := range o.Blocks {
			if i > 0 {
				dst = append(dst, ',')
			}
			out, err := b.appendJSON(dst)
			if err != nil {
				return dst[:start], err
			}
			dst = out
		}
		dst = append(dst, ']')
	}
	if o.Refused != "" {
		dst = appendName(dst, start, "refused")
		dst = esjson.AppendString(dst, o.Refused)
	}
	if o.Text != nil {
		dst = appendName(dst, start, "text")
		dst = esjson.AppendString(dst, *o.Text)
	}
	if o.View != nil {
		dst = appendName(dst, start, "view")
		dst = append(dst, o.View...)
	}
	if o.Kept != nil {
		dst = appendName(dst, start, "kept")
		dst = append(dst, o.Kept...)
	}
	if o.Unsupported {
		dst = appendName(dst, start, "unsupported")
		dst = append(dst, "true"...)
	}
	if len(dst) == start {
		return append(dst, "{}"...), nil
	}
	return append(dst, '}'), nil
}

// appendName appends a member's name and colon to an object begun at
// dst[start], opening it when it has no member yet.
func appendName(dst []byte, start int, name string) []byte {
	if len(dst) == start {
		dst = append(dst, '{', '"')
	} else {
		dst = append(dst, ',', '"')
	}
	dst = append(dst, name...)
	return append(dst, '"', ':')
}
