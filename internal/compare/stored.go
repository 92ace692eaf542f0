package compare

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/diff"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// compareStored compares a tool result's stored copy: content text exactly,
// a marker by kind, a content array's texts joined, structured data as a
// JSON value.
func compareStored(want vectors.Expectation, obs adapters.Observation, fs *findings, tx *texts) (norm, exact string) {
	if obs.Text == nil {
		p := lanePlace(adapters.ToolResultStored)
		fs.add(p.at(storedWantKind(want, tx), kindNothing), ClassKind, "the observation has no stored text")
		return diff.Of(storedWantDoc(want, tx), diff.Observation(obs)), ""
	}
	got := *obs.Text
	if want.JSON != nil {
		p := placeOf(jsonClauses)
		w, err := tx.parse(want.JSON)
		if err != nil {
			fs.add(p.at(kindJSON, ""), ClassContent, "the vector's expectation is not JSON: %v", err)
			return "the vector's expectation is not JSON: " + err.Error(), ""
		}
		g, err := parseShown(got, tx)
		if err != nil {
			fs.add(p.at(kindJSON, textKind(got, nil)), ClassKind, "structured data's stored copy is its JSON text; this is not JSON: %v", err)
			return diff.Of(storedWantDoc(want, tx), diff.Member("text", diff.String(got))), ""
		}
		return compareValues(w, g, storedMarker, fs, jsonAt{place: p, member: "text", text: got})
	}
	e := storedExpected(want, tx)
	var content []string
	if e.marker == nil {
		content = append(contentTexts(e.parts), contentTexts([]expected{e})...)
	}
	g := shown{Type: "text", Text: got}
	if !e.judge(g, nil, content, fs) {
		return diff.Of(diff.Member("text", diff.String(e.Text)), diff.Member("text", diff.String(got))), ""
	}
	if got != e.Text {
		return "", diff.Of(diff.Member("text", diff.String(e.Text)), diff.Member("text", diff.String(got)))
	}
	return "", ""
}

// storedExpected is the stored copy an expectation without JSON shows: a
// content array's parts joined, or one text (a marker when it names one).
func storedExpected(want vectors.Expectation, tx *texts) expected {
	switch {
	case want.Parts != nil:
		return joinRun(expectedOf(want.Parts, tx))
	case want.Text != nil:
		e := expected{shown: shown{Type: "text", Text: *want.Text}}
		if want.Marker != "" {
			e.marker = &markerWant{kind: want.Marker, text: *want.Text, mentions: want.Mentions, bytes: want.Bytes, copyText: true}
		}
		return e
	}
	return expected{}
}

// storedWantDoc is the stored copy an expectation shows, as the diffs
// print it: {"text": …}, structured data's text as its value.
func storedWantDoc(want vectors.Expectation, tx *texts) diff.Node {
	if want.JSON != nil {
		if v, err := tx.parse(want.JSON); err == nil {
			return diff.Member("text", diff.Value(replaceMarkers(v, storedMarker)))
		}
		return diff.Member("text", diff.String(string(want.JSON)))
	}
	return diff.Member("text", diff.String(storedExpected(want, tx).Text))
}

// storedWantKind is the kind SPEC shows first in a stored copy.
func storedWantKind(want vectors.Expectation, tx *texts) string {
	switch {
	case want.JSON != nil:
		return kindJSON
	case want.Parts != nil:
		return firstWant(expectedOf(want.Parts, tx))
	}
	return wantKind(storedExpected(want, tx))
}
