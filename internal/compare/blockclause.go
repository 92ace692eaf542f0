package compare

import (
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The clauses of a check are the block's own (docs/ARCHITECTURE.md, "What the gate
// promises (revision 3)"): the no-media-type marker of an inline image or
// audio block is the README's decision, a SHOULD, where an embedded
// resource's is SPEC 2.1's, a MUST; and a render refused for a marker
// cites the clause that makes its block a marker.

// clauseInlineNoMediaType is the README's decision for an inline image or
// audio block with no media type.
const clauseInlineNoMediaType = "README inline no media type"

// inlineSuffix ends the kind of a marker that stands for inline image or
// audio blocks alone ("marker:unsupported-type:inline"), so that a cause
// says what the input was: an inline block, not a resource's blob.
const inlineSuffix = ":inline"

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
		kind, marker := strings.CutPrefix(n.at.want, "marker:")
		if p, ok := in.inlinePlace(kind, n.shownData); ok && marker && n.Class != ClassProfile {
			fs[i].at = p.at(n.at.want+inlineSuffix, n.at.got)
			continue
		}
		if n.objectAt != "" {
			if p, ok := in.objectPlace(n.objectAt); ok {
				fs[i].at = p.at(n.at.want, n.at.got)
				continue
			}
		}
		switch {
		case marker && n.Class != ClassProfile && ownMarkerClause(kind, n.at.clause):
			own := in.markerPlaceOn(lane, kind)
			// What the check names besides the marker (its size, its
			// label) stays what it may cite first.
			var rest []string
			for _, c := range n.at.prefer {
				if !slices.Contains(markerClauses[kind], c) && c != n.at.clause {
					rest = append(rest, c)
				}
			}
			if len(rest) > 0 {
				own.prefer = append(rest, append(own.prefer, own.clause)...)
			}
			want := n.at.want
			if own.clause == clauseInlineMediaType || own.clause == clauseInlineNoMediaType {
				want += inlineSuffix
			}
			fs[i].at = own.at(want, n.at.got)
		case marker && n.countOfOne && n.Class != ClassProfile && in.contentArray && (lane == adapters.ToolResultLive || lane == adapters.ToolResultStored) &&
			n.at.clause == clauseContent && len(n.at.prefer) == 0:
			// A block count of a content array where SPEC shows one
			// marker: the marker's own rule, as on the lanes that count
			// blocks one by one.
			fs[i].at = in.markerPlaceOn(lane, kind).at(n.at.want, n.at.got)
		case lane == adapters.Render && n.at.want == "refused" && n.at.clause == clauseRender:
			fs[i].at = in.refusalPlace().at("refused", n.at.got)
		case (lane == adapters.ToolResultLive || lane == adapters.ToolResultStored) && n.at.clause == clauseContent && len(n.at.prefer) == 0:
			fs[i].at = in.dataPlace().at(n.at.want, n.at.got)
		case (lane == adapters.ToolResultLive || lane == adapters.ToolResultStored) && in.empty && n.at.clause == clauseText:
			fs[i].at = place{clause: clauseContent}.at(n.at.want, n.at.got)
		case n.at.clause == clauseImage && !in.resourceImage:
			// No embedded resource shows an image: it is an inline
			// block's, section 4's.
			fs[i].at = place{clause: "SPEC 4 image", prefer: n.at.prefer}.at(n.at.want, n.at.got)
		case n.at.clause == clauseAudio && !in.resourceAudio:
			fs[i].at = place{clause: "SPEC 4 audio", prefer: n.at.prefer}.at(n.at.want, n.at.got)
		case n.at.clause == clauseText && !in.resourceText:
			// No embedded resource shows a text: the text is a text
			// block's or data's, as sections 4 and 5 show them.
			p := lanePlace(lane)
			if lane == adapters.ToolResultLive || lane == adapters.ToolResultStored {
				p = in.dataPlace()
			}
			fs[i].at = p.at(n.at.want, n.at.got)
		}
	}
}

// ownMarkerClause reports whether a check at the marker kind citing
// clause takes the clause the input's blocks give that marker
// (markerPlaceOn): the kinds only some blocks show, where the check says
// no more than that the marker belongs there (its marker's clauses, or the
// lane's). A check that names a rule of its own (SPEC 5 whole data, say)
// keeps it.
func ownMarkerClause(kind, clause string) bool {
	switch kind {
	case spec.MarkerNoMediaType:
		return true
	case spec.MarkerToolResultAudio:
		return clause == clauseLanes || clause == clauseMarkers || slices.Contains(markerClauses[kind], clause)
	case spec.MarkerUnsupportedType, spec.MarkerWithheld:
	default:
		return false
	}
	switch clause {
	case clauseLanes, clauseContent, clauseMarkers, clauseRender:
		return true
	}
	return slices.Contains(markerClauses[kind], clause)
}

// dataPlace is the place of a check of a tool result's copy as a whole:
// SPEC 5's rule for the data its lanes take, a content array's, the whole
// data's when section 5 replaces the whole by a text, else the JSON text's.
func (in *inputParts) dataPlace() place {
	switch {
	case in.contentArray:
		return place{clause: clauseContent}
	case in.wholeData:
		return place{clause: clauseWholeData}
	}
	return place{clause: clauseJSONText}
}

// inlinePlace is the place of a check that the unsupported-type or
// no-media-type marker stands where the host showed data, the content of
// an inline image or audio block of the input that shows that marker:
// the inline block's own rule, though other blocks of the input show the
// same marker by another (an embedded blob of a type the host cannot
// show). ok is false for any other check.
func (in *inputParts) inlinePlace(kind, data string) (p place, ok bool) {
	if data == "" || kind != spec.MarkerUnsupportedType && kind != spec.MarkerNoMediaType || in.inlineOnly(kind) {
		return place{}, false
	}
	for _, m := range in.markers {
		if m.kind == kind && m.inline && slices.Contains(m.content, data) {
			if kind == spec.MarkerNoMediaType {
				return place{clause: clauseInlineNoMediaType}, true
			}
			return place{clause: clauseInlineMediaType, prefer: []string{"SPEC 2.1 media type ascii only", clauseInlineMediaType}}, true
		}
	}
	return place{}, false
}

// markerPlace is markerPlace(kind) as the input's blocks make it: the
// no-media-type marker of inline blocks alone (inlineOnly) is the
// README's decision.
func (in *inputParts) markerPlace(kind string) place {
	if kind == spec.MarkerNoMediaType && in.inlineOnly(kind) {
		return place{want: "marker:" + kind, clause: clauseInlineNoMediaType}
	}
	return markerPlace(kind)
}

// The clauses of a marker that only some blocks show, as the input's
// blocks make it.
const (
	clauseInlineMediaType = "SPEC 2.1 inline media type"
	clauseClaimedObject   = "SPEC 5 claimed object"
	clauseClaimedInScript = "SPEC 5 claimed object in script"
	clauseHiddenURIObject = "SPEC 5 hidden uri object"
)

// markerPlaceOn is the place of a check of the marker kind on lane as the
// input's blocks make it: the marker's own clause where the blocks that
// show it say which (an inline block's media type of the wrong kind is
// SPEC 2.1 inline media type, not unsupported type; a withheld marker is
// the clause of what withholds it there: a disposition, an inline claim,
// an object's own claim in data or a script's view, else an object that
// carries a hidden uri), else markerPlace's.
func (in *inputParts) markerPlaceOn(lane adapters.Lane, kind string) place {
	switch {
	case kind == spec.MarkerUnsupportedType && in.inlineOnly(kind):
		return place{clause: clauseInlineMediaType, prefer: []string{"SPEC 2.1 media type ascii only", clauseInlineMediaType}}
	case kind == spec.MarkerWithheld:
		return in.withheldPlace(lane)
	case kind == spec.MarkerToolResultAudio && in.audioEmpty && !in.audioFull:
		// Only audio with empty data: SPEC 4's row for it.
		return place{clause: `SPEC 4 audio, blob ""`}
	}
	return in.markerPlace(kind)
}

// withheldPlace is the place of a check of the withheld marker on lane:
// its own clause is that of the first thing of the input that shows it
// there, and the clauses of the others are those the case may cite
// instead. An object's own claim shows it only where a lane shows
// objects: structured data's copies (not a content array's) and the
// script's view.
func (in *inputParts) withheldPlace(lane adapters.Lane) place {
	var clauses []string
	add := func(c ...string) {
		for _, x := range c {
			if !slices.Contains(clauses, x) {
				clauses = append(clauses, x)
			}
		}
	}
	for _, src := range in.withheldFrom {
		switch {
		case !src.claimed:
			if src.clause != "SPEC 8 inline data claim" {
				add("SPEC 2.1 disposition any value")
			}
			add(src.clause)
		case lane == adapters.Script && src.element:
			add(clauseClaimedInScript, clauseClaimedObject)
		case lane == adapters.Script, !in.contentArray && (lane == adapters.ToolResultLive || lane == adapters.ToolResultStored || lane == adapters.Guard):
			add(clauseClaimedObject)
		}
	}
	if len(clauses) == 0 {
		// Nothing withholds itself here: the marker stands for an object
		// that carries a uri the lane hides.
		return place{clause: clauseHiddenURIObject}
	}
	own := clauses[0]
	if own == "SPEC 2.1 disposition any value" && len(clauses) > 1 {
		own = clauses[1]
	}
	return place{clause: own, prefer: append(clauses, clauseHiddenURIObject)}
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
