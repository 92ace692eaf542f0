package compare

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/diff"
)

// outcome describes a lane's answer beside what was expected of it, for
// lanes whose observation may be blocks or something else (a refusal, a
// render outcome).
type outcome struct {
	Refused string
	Render  string
	Blocks  []shown
	// asSent, when set, is the observation the host sent where it sent no
	// blocks and no refusal: the diff shows it as it is.
	asSent *adapters.Observation
}

// equal reports whether two outcomes are the same: a nil list of blocks is
// unequal to an empty one.
func (o outcome) equal(p outcome) bool {
	if o.Refused != p.Refused || o.Render != p.Render || (o.Blocks == nil) != (p.Blocks == nil) || len(o.Blocks) != len(p.Blocks) {
		return false
	}
	for i := range o.Blocks {
		if o.Blocks[i] != p.Blocks[i] {
			return false
		}
	}
	return true
}

// capped returns o with its blocks as a diff shows them (diff.Capped):
// two outcomes are compared as their diffs would show them.
func capped(o outcome) outcome {
	o.Blocks = diff.Capped(o.Blocks)
	return o
}

// doc returns the outcome as the observation that shows it.
func (o outcome) doc() diff.Node {
	if o.asSent != nil {
		return diff.Observation(*o.asSent)
	}
	var members []any
	if o.Render != "" {
		members = append(members, "render", diff.String(o.Render))
	}
	blocksLane := o.Refused == "" && (o.Render == "" || o.Render == adapters.RenderShown)
	if len(o.Blocks) > 0 || blocksLane {
		members = append(members, "blocks", diff.Blocks(o.Blocks))
	}
	if o.Refused != "" {
		members = append(members, "refused", diff.String(o.Refused))
	}
	return diff.Object(members...)
}
