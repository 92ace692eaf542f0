package compare

import (
	"encoding/json"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// The diffs print what a lane shows as the observation a host sends
// (adapters/PROTOCOL.md): {"blocks": […]}, {"refused": "empty"},
// {"render": "shown", "blocks": […]}, {"text": "…"}, {"view": …},
// {"kept": …}, members in the order the protocol and the host write them.

// doc returns the outcome as the observation that shows it.
func (o outcome) doc() node {
	if o.asSent != nil {
		return observationNode(*o.asSent)
	}
	var members []any
	if o.Render != "" {
		members = append(members, "render", stringNode(o.Render))
	}
	blocksLane := o.Refused == "" && (o.Render == "" || o.Render == adapters.RenderShown)
	if len(o.Blocks) > 0 || blocksLane {
		members = append(members, "blocks", blocksNode(o.Blocks))
	}
	if o.Refused != "" {
		members = append(members, "refused", stringNode(o.Refused))
	}
	return object(members...)
}

func blocksNode(blocks []shown) node {
	n := node{kind: nodeArray}
	for _, b := range blocks {
		n.kids = append(n.kids, blockNode(b))
	}
	return n
}

// blockNode returns a block as the protocol writes it: a text block's type
// and text, an image or audio block's type, data and media type.
func blockNode(b shown) node {
	switch b.Type {
	case "text":
		return object("type", stringNode("text"), "text", stringNode(b.Text))
	case "image", "audio":
		return object("type", stringNode(b.Type), "data", stringNode(b.Data), "mimeType", stringNode(b.MimeType))
	case capType:
		return noteNode(b.Text)
	}
	members := []any{"type", stringNode(b.Type)}
	if b.Text != "" {
		members = append(members, "text", stringNode(b.Text))
	}
	if b.Data != "" {
		members = append(members, "data", stringNode(b.Data))
	}
	if b.MimeType != "" {
		members = append(members, "mimeType", stringNode(b.MimeType))
	}
	return object(members...)
}

// observationNode returns a whole observation as the host sent it, its
// members in the order adapters.Observation writes them.
func observationNode(obs adapters.Observation) node {
	var members []any
	if obs.Render != "" {
		members = append(members, "render", stringNode(obs.Render))
	}
	if obs.Blocks != nil {
		blocks := gotOf(obs.Blocks)
		members = append(members, "blocks", blocksNode(capped(outcome{Blocks: blocks}).Blocks))
	}
	if obs.Refused != "" {
		members = append(members, "refused", stringNode(obs.Refused))
	}
	if obs.Text != nil {
		members = append(members, "text", stringNode(*obs.Text))
	}
	if obs.View != nil {
		members = append(members, "view", rawNode(obs.View))
	}
	if obs.Kept != nil {
		members = append(members, "kept", rawNode(obs.Kept))
	}
	if obs.Unsupported {
		members = append(members, "unsupported", node{text: "true"})
	}
	return object(members...)
}

// rawNode returns a JSON text a host sent as its value, or a note holding
// the text when it is not JSON.
func rawNode(raw json.RawMessage) node {
	v, err := esjson.Parse(raw)
	if err != nil {
		return notJSONNode(string(raw))
	}
	return valueNode(v, 1)
}

// notJSONNode stands for a text that should be JSON and is not: the text,
// quoted and shortened when long.
func notJSONNode(s string) node {
	return noteNode("not JSON: " + quoteJSON(abbreviate(s)))
}

// memberDoc returns the observation {member: v}.
func memberDoc(member string, v node) node { return object(member, v) }
