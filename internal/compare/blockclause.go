package compare

import (
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
)

// The clauses of a check are the block's own (docs/ARCHITECTURE.md, "What the gate
// promises (revision 3)"): the no-media-type marker of an inline image or
// audio block is the README's decision, a SHOULD, where an embedded
// resource's is SPEC 2.1's, a MUST; and a render refused for a marker
// cites the clause that makes its block a marker.

// clauseInlineNoMediaType is the README's decision for an inline image or
// audio block with no media type.
const clauseInlineNoMediaType = "README inline no media type"

// ownClauses gives each finding of fs about a marker the clause of the
// input's blocks that show as that marker: a no-media-type marker stands
// for inline blocks alone when no embedded resource of the input shows
// one, and then cites the README's decision. On the render lane, a
// refusal SPEC 4 wants cites the clause that makes its block a marker
// (refusalPlace).
func (in *inputParts) ownClauses(lane adapters.Lane, fs findings) {
	defer lanesClauses(lane, fs)
	if in == nil {
		return
	}
	for i, n := range fs {
		switch {
		case n.at.want == "marker:"+refhost.MarkerNoMediaType && in.inlineOnly(refhost.MarkerNoMediaType):
			fs[i].at = in.markerPlace(refhost.MarkerNoMediaType).at(n.at.want, n.at.got)
		case lane == adapters.Render && n.at.want == "refused" && n.at.clause == clauseRender:
			fs[i].at = in.refusalPlace().at("refused", n.at.got)
		}
	}
}

// markerPlace is markerPlace(kind) as the input's blocks make it: the
// no-media-type marker of inline blocks alone (inlineOnly) is the
// README's decision.
func (in *inputParts) markerPlace(kind string) place {
	if kind == refhost.MarkerNoMediaType && in.inlineOnly(kind) {
		return place{want: "marker:" + kind, clause: clauseInlineNoMediaType}
	}
	return markerPlace(kind)
}

// clauseNeverRefused is SPEC 5's rule that tool results are never
// refused, which holds on the lanes of a tool result alone.
const clauseNeverRefused = "SPEC 5 never refused"

// lanesClauses keeps each finding of fs from citing a clause that does not
// hold on lane: off a tool result's lanes, SPEC 5 never refused; a place
// whose own clause it is cites SPEC 7 visibly empty instead, the rule of
// push, channel and render.
func lanesClauses(lane adapters.Lane, fs findings) {
	switch lane {
	case adapters.ToolResultLive, adapters.ToolResultStored, adapters.Script, adapters.Guard:
		return
	}
	for i, n := range fs {
		if !slices.Contains(n.at.prefer, clauseNeverRefused) && n.at.clause != clauseNeverRefused {
			continue
		}
		fs[i].at.prefer = slices.DeleteFunc(slices.Clone(n.at.prefer), func(c string) bool { return c == clauseNeverRefused })
		if n.at.clause == clauseNeverRefused {
			fs[i].at.clause = clauseEmpty
		}
	}
}

// inlineOnly reports whether every block of the input that shows the
// marker kind is an inline image or audio block, and one does.
func (in *inputParts) inlineOnly(kind string) bool {
	found := false
	for _, m := range in.markers {
		if m.kind == kind {
			if !m.inline {
				return false
			}
			found = true
		}
	}
	return found
}

// refusalPlace is the place of a check that the render lane refuses
// content: the clause that makes the first block of the content array
// that shows as a marker one (its own, as ownClauses reads it), else
// SPEC 4 render's; its want is "refused".
func (in *inputParts) refusalPlace() place {
	if in != nil {
		for _, m := range in.markers {
			if m.top {
				return in.markerPlace(m.kind).at("refused", "")
			}
		}
	}
	return place{clause: clauseRender, want: "refused"}
}
