package compare

import (
	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// storedText is a stored copy as the diffs print it.
type storedText struct {
	Text    string
	Present bool
}

// compareStored compares a tool result's stored copy: content text exactly,
// a marker by kind, a content array's texts joined, structured data as a
// JSON value.
func compareStored(want vectors.Expectation, obs adapters.Observation, fs *findings, tx *texts) (norm, exact string) {
	if obs.Text == nil {
		fs.add(ClassKind, "the observation has no stored text")
		return cmp.Diff(storedText{Text: wantText(want), Present: true}, storedText{}), ""
	}
	got := *obs.Text
	if want.JSON != nil {
		w, err := tx.parse(want.JSON)
		if err != nil {
			fs.add(ClassContent, "the vector's expectation is not JSON: %v", err)
			return "the vector's expectation is not JSON: " + err.Error(), ""
		}
		g, err := esjson.ParseString(got)
		if err != nil {
			fs.add(ClassKind, "structured data's stored copy is its JSON text; this is not JSON: %v", err)
			return cmp.Diff("structured data's JSON text", "text that is not JSON: "+abbreviate(got)), ""
		}
		return compareValues(w, g, storedMarker, fs)
	}
	var e expected
	switch {
	case want.Parts != nil:
		e = joinRun(expectedOf(want.Parts, tx))
	case want.Text != nil:
		e = expected{shown: shown{Type: "text", Text: *want.Text}}
		if want.Marker != "" {
			e.marker = &markerWant{kind: want.Marker, text: *want.Text, mentions: want.Mentions, bytes: want.Bytes}
		}
	}
	g := shown{Type: "text", Text: got}
	if !e.judge(g, fs) {
		return cmp.Diff(abbreviate(e.Text), abbreviate(got)), ""
	}
	if got != e.Text {
		return "", cmp.Diff(abbreviate(e.Text), abbreviate(got))
	}
	return "", ""
}

func wantText(want vectors.Expectation) string {
	switch {
	case want.Text != nil:
		return *want.Text
	case want.JSON != nil:
		return string(want.JSON)
	}
	return joinRun(expectedOf(want.Parts, nil)).Text
}
