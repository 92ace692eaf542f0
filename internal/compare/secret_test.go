package compare

import (
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestNotWithheld: a hidden list may add the strings SPEC withholds and no
// other (issue 38, item 3): each row's list holds one string, reported or
// not.
func TestNotWithheld(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, input, hidden string
		lanes               []adapters.Lane
		reported            bool
	}{
		{"an embedded resource's uri", `{"content":[{"type":"resource","resource":{"uri":"memo://a/tok-1","text":"body one"}}]}`, "memo://a/tok-1", nil, false},
		{"a part of a uri", `{"content":[{"type":"resource","resource":{"uri":"https://h/x?sig=SECRET-1","text":"body one"}}]}`, "SECRET-1", nil, false},
		{"a string of an embedded resource's _meta", `{"content":[{"type":"resource","resource":{"uri":"memo://a","text":"t","_meta":{"trace":"meta-9"}}}]}`, "meta-9", nil, false},
		{"a string of a block's annotations", `{"content":[{"type":"resource","annotations":{"g":"grant-9"},"resource":{"uri":"memo://a","text":"t"}}]}`, "grant-9", nil, false},
		{"a body a disposition withholds", `{"content":[{"type":"resource","disposition":"never","resource":{"uri":"memo://a","text":"withheld body"}}]}`, "withheld body", nil, false},
		{"inline data a claim withholds", `{"content":[{"type":"image","data":"QUJDREVG","mimeType":"image/png","disposition":"ref"}]}`, "QUJDREVG", nil, false},
		{"the body the guard withholds", `{"data":{"type":"resource","resource":{"uri":"memo://g","text":"guarded body"}}}`, "guarded body", []adapters.Lane{adapters.Guard}, false},
		{"a string the input does not hold", `{"content":[{"type":"text","text":"t"}]}`, "http://127.0.0.1:47005", nil, false},
		// Wrong twins: content, which a host that shows it fails a kind or
		// content check for.
		{"the text SPEC shows as a marker (both text and blob)", `{"content":[{"type":"resource","resource":{"uri":"memo://a","text":"both body","blob":"QUJD"}}]}`, "both body", nil, true},
		{"the record under a uri of its own", `{"content":[{"type":"resource","uri":"https://h/own","resource":{"uri":"memo://in","text":"inner body"}}]}`, "inner body", nil, true},
		{"a guarded body on a lane that is not the guard", `{"data":{"type":"resource","resource":{"uri":"memo://g","text":"guarded body"}}}`, "guarded body", []adapters.Lane{adapters.ToolResultStored}, true},
		{"a name of a reference", `{"content":[{"type":"resource","uri":"https://h/r","name":"report.pdf"}]}`, "report.pdf", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lanes := tt.lanes
			if lanes == nil {
				lanes = []adapters.Lane{adapters.Push}
			}
			c := &vectors.Case{ID: "t/one", Input: adapters.Input(tt.input), Hidden: []string{tt.hidden}, Expect: map[adapters.Lane]vectors.Expectation{}}
			for _, l := range lanes {
				c.Expect[l] = vectors.Expectation{}
			}
			got := NotWithheld(c)
			reported := slices.ContainsFunc(got, func(u Unwithheld) bool { return u.Hidden == tt.hidden })
			if reported != tt.reported {
				t.Errorf("reported %v, want %v (%v)", reported, tt.reported, got)
			}
		})
	}
}

// TestNoLinkClauses pins the clause a leak of a uri inside a block that
// shows the no-link marker cites: the rule that makes that block the
// marker, not another block's (recognition/at-depth: the record's uri sits
// under a block whose own uri is 42, beside a block whose resource is
// null).
func TestNoLinkClauses(t *testing.T) {
	t.Parallel()
	input, err := esjson.Parse([]byte(`{"data":{"items":[
		{"type":"resource","resource":null},
		{"type":"resource","uri":42,"resource":{"uri":"memo://recog/inner-8818","text":"t"}},
		{"type":"resource","resource":[{"uri":"memo://recog/in-array-8818"}]},
		{"type":"resource","uri":"` + strings.Repeat("x", 4097) + `","resource":{"uri":"memo://recog/long-8818"}},
		{"type":"resource","resource":{"uri":7,"x":{"uri":"memo://recog/deeper-8818"}}}]}}`))
	if err != nil {
		t.Fatal(err)
	}
	in := walkInput(input)
	for h, want := range map[string]string{
		"memo://recog/inner-8818":    "SPEC 2 non-string uri",
		"memo://recog/in-array-8818": "SPEC 2 non-object resource",
		"memo://recog/long-8818":     "SPEC 6 uri too long",
		"memo://recog/deeper-8818":   "SPEC 2 no string uri",
	} {
		if got := in.what(h); got.clause != want || got.want != leakResourceURI {
			t.Errorf("a leak of %s cites %q (%s), want %q", h, got.clause, got.want, want)
		}
	}
}

// TestEscapedURI pins the text a uri holding a lone surrogate is also
// looked for as: the uri as a JSON text writes it, every escape of
// JSON.stringify's (the surrogate as \uXXXX in lower-case hex, a quote as
// \"), and its well formed form, which another uri may share.
func TestEscapedURI(t *testing.T) {
	t.Parallel()
	got := escapeSurrogates("memo://x\xed\xa0\x80/q\"-8814")
	if want := (escapedURI{`memo://x\ud800/q\"-8814`, "memo://x\uFFFD/q\"-8814"}); got != want {
		t.Errorf("escapeSurrogates = %q, want %q", got, want)
	}
}
