package compare

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The clauses a check enforces are named as vectors cite them in their
// "spec" lists and internal/coverage/rules.txt lists them ("SPEC 2.1 unsupported
// type"), or, for what a section says as a whole, by the section's number
// and title: "SPEC 3 markers" (the reference profile's exact strings) and
// "SPEC 4 lane by lane" (what kind of block each lane shows, and how many).
const (
	clauseMarkers    = "SPEC 3 markers"
	clauseLanes      = "SPEC 4 lane by lane"
	clauseText       = "SPEC 2.1 text"
	clauseImage      = "SPEC 2.1 image"
	clauseAudio      = "SPEC 2.1 audio"
	clauseRender     = "SPEC 4 render"
	clauseEmpty      = "SPEC 7 visibly empty"
	clauseNeverShown = "SPEC 2.1 uri never shown"
	clauseContent    = "SPEC 5 content array"
	clauseJSONText   = "SPEC 5 json text"
	clauseView       = "SPEC 5 script view"
	clauseGuard      = "SPEC 5 guard"
	clauseSize       = "SPEC 3 size"
	clauseWholeData  = "SPEC 5 whole data"
)

// cite returns the first of p's preferred clauses that cites holds, or
// p's own clause.
func (p place) cite(cites []string) string {
	for _, c := range p.prefer {
		for _, have := range cites {
			if c == have {
				return c
			}
		}
	}
	return p.clause
}

// rule returns p citing the SPEC rule clause instead of its own: a check
// of a fetch or a registry, whose case cites only its RFC-005 vector.
func (p place) rule(clause string) place {
	p.clause = clause
	return p
}

// at returns p with the kinds SPEC and the host show there.
func (p place) at(want, got string) place {
	p.want, p.got = want, got
	return p
}

// Specific clauses a check may cite instead of its own, most specific
// first, when the case cites them.
var (
	textClauses = []string{"SPEC 9 well formed text", "SPEC 9 well formed whole data",
		"SPEC 2.1 non-string text or blob", "SPEC 2 empty resource uri", "SPEC 2 uri null or empty", "SPEC 2 embedded resource",
		"SPEC 5 whole data", clauseText}
	imageClauses = []string{"SPEC 2.1 media type case", `SPEC 4 image, blob ""`, "SPEC 4 image", clauseImage}
	audioClauses = []string{"SPEC 2.1 media type case", `SPEC 4 audio, blob ""`, "SPEC 4 audio", clauseAudio}
	emptyClauses = []string{"SPEC 7 ecmascript whitespace", "SPEC 7 non-string text", "SPEC 5 never refused", clauseEmpty}
	sizeClauses  = []string{"SPEC 3 size rounding", "SPEC 3 size padding", clauseSize}
	labelClauses = []string{"SPEC 3 label bound", "SPEC 3 label controls", "SPEC 3 label bidi", "SPEC 3 label surrogates",
		"SPEC 9 well formed media type", "SPEC 3 lower-casing", "SPEC 3 trimming", "SPEC 3 label"}
	profileClauses = append(append(append([]string{}, labelClauses...), sizeClauses...),
		"SPEC 3 stored image placeholder", "SPEC 6 reference ids", "SPEC 6 reference stub", "SPEC 6 reference line")
	jsonClauses = []string{"SPEC 5 depth references", "SPEC 6 claims at depth", "SPEC 5 depth", "SPEC 5 whole data", clauseJSONText}
	viewClauses = []string{"SPEC 5 script references", "SPEC 5 script keeps other blocks", "SPEC 5 script idempotent",
		"SPEC 6 claims at depth", clauseView}
)

// markerClauses are, for each marker, the clause that puts it where it
// belongs and the more specific ones a case may cite.
var markerClauses = map[string][]string{
	spec.MarkerWithheld: {"SPEC 8 inline data claim", "SPEC 2.1 disposition any value", "SPEC 2.1 disposition on resource",
		"SPEC 2.1 disposition on block"},
	spec.MarkerUnsupportedType: {"SPEC 2.1 media type ascii only", "SPEC 2.1 unsupported type"},
	spec.MarkerNoMediaType:     {"README inline no media type", "SPEC 2.1 no media type"},
	spec.MarkerUnreadable:      {"SPEC 2.1 non-string text or blob", "SPEC 2.1 both or neither"},
	spec.MarkerNoLink: {"SPEC 6 uri too long", "SPEC 2 non-string uri", "SPEC 2 non-object resource",
		"SPEC 2 no string uri"},
	spec.MarkerToolResultAudio: {`SPEC 4 audio, blob ""`, "SPEC 4 audio"},
	spec.MarkerSystemImage:     {"SPEC 4 system position"},
	spec.MarkerSystemAudio:     {"SPEC 4 system position"},
	spec.MarkerImageNoData:     {`SPEC 4 image, blob ""`},
	spec.MarkerAudioNoData:     {`SPEC 4 audio, blob ""`},
	spec.MarkerStoredImage:     {"SPEC 3 stored image placeholder"},
	spec.MarkerReferenceLine: {"SPEC 6 reference line scheme", "SPEC 6 reference line credential",
		"SPEC 6 reference line disposition", "SPEC 6 only never counts", "SPEC 6 reference line"},
	spec.MarkerReferenceStub: {"SPEC 6 reference line credential", "SPEC 6 reference line scheme",
		"SPEC 6 reference never claims", "SPEC 6 never claims", "SPEC 6 embedded same uri", "SPEC 6 same uri",
		"SPEC 6 field rules", "SPEC 6 reference ids", "SPEC 6 reference stub"},
	spec.MarkerNonStringText:    {"SPEC 7 non-string text", "README non-string text"},
	spec.MarkerUnsupportedBlock: {"README unknown block"},
}

// placeOf returns the place of a check that clauses name: the last is its
// own, the others more specific.
func placeOf(clauses []string) place {
	return place{clause: clauses[len(clauses)-1], prefer: clauses}
}

// markerPlace is the place of a check that a marker of kind belongs where
// it is.
func markerPlace(kind string) place {
	if c := markerClauses[kind]; c != nil {
		return placeOf(c).at("marker:"+kind, "")
	}
	return place{want: "marker:" + kind, clause: clauseMarkers}
}

// contentPlace is the place of a check that a block of type typ shows as
// SPEC shows it.
func contentPlace(typ string) place {
	switch typ {
	case "image":
		return placeOf(imageClauses).at("image", "")
	case "audio":
		return placeOf(audioClauses).at("audio", "")
	}
	return placeOf(textClauses).at(typ, "")
}

// wantPlace is the place of a check of what SPEC shows as the expected
// block e.
func wantPlace(e expected) place {
	switch {
	case e.marker != nil:
		return markerPlace(e.marker.kind)
	case e.json != nil:
		return placeOf(jsonClauses).at("json", "")
	}
	return contentPlace(e.Type)
}

// lanePlace is the place of a check of what a lane shows as a whole.
func lanePlace(lane adapters.Lane) place {
	switch lane {
	case adapters.ToolResultLive, adapters.ToolResultStored:
		return place{clause: clauseContent}
	case adapters.Script:
		return placeOf(viewClauses)
	case adapters.Guard:
		return place{clause: clauseGuard}
	case adapters.Render:
		return place{clause: clauseRender}
	}
	return place{clause: clauseLanes}
}

// profilePlace is the place of a check of the reference profile's exact
// wording.
func profilePlace() place { return place{clause: clauseMarkers, prefer: profileClauses} }
