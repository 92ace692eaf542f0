package compare

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestJSONTextForm pins the SHOULD checks of how structured data's text is
// written (SPEC 5 json text form, README number output): a text with the
// same value written otherwise fails one SHOULD check, never a MUST check;
// the text JSON.stringify writes passes; a script view, which is data and
// not a text shown to the model, is not held to it.
func TestJSONTextForm(t *testing.T) {
	t.Parallel()
	const want = `{"json":{"n":"é","k":1e-7,"big":12345678901234567000}}`
	tests := []struct {
		name   string
		lane   adapters.Lane
		want   string
		obs    adapters.Observation
		clause string // the one failed check's clause, "" for none
	}{
		{"as_stringify_writes_it", adapters.ToolResultStored, want,
			stored(`{"n":"é","k":1e-7,"big":12345678901234567000}`), ""},
		{"non_ascii_escaped", adapters.ToolResultStored, want,
			stored(`{"n":"\u00e9","k":1e-7,"big":12345678901234567000}`), clauseJSONTextForm},
		{"whitespace_between_tokens", adapters.ToolResultStored, want,
			stored(`{"n": "é", "k": 1e-7, "big": 12345678901234567000}`), clauseJSONTextForm},
		{"exponent_as_python_writes_it", adapters.ToolResultStored, want,
			stored(`{"n":"é","k":1e-07,"big":12345678901234567000}`), clauseNumberOutput},
		{"integer_digits_past_a_double", adapters.ToolResultLive, `{"blocks":[{"type":"text","json":{"n":"é","k":1e-7,"big":12345678901234567000}}]}`,
			blocks(text(`{"n":"é","k":1e-7,"big":12345678901234567890}`)), clauseNumberOutput},
		{"view_is_data_not_text", adapters.Script, `{"view":{"n":"é"}}`,
			adapters.Observation{View: json.RawMessage(`{"n": "\u00e9"}`)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(caseWith(t, tt.lane, tt.want), tt.lane, tt.obs, nil)
			var failed []string
			for _, f := range r.Findings {
				if f.Class != ClassProfile {
					failed = append(failed, f.Clause)
				}
			}
			switch {
			case tt.clause == "" && (r.Verdict != Pass || len(failed) > 0):
				t.Errorf("verdict %s, failed %v; want a pass:\n%s", r.Verdict, failed, r)
			case tt.clause != "" && (len(failed) != 1 || failed[0] != tt.clause || !r.ShouldOnly(vectors.LevelMust)):
				t.Errorf("verdict %s, failed %v; want one SHOULD check of %s:\n%s", r.Verdict, failed, tt.clause, r)
			}
		})
	}
}

// TestShortPath pins how a check writes a deep path: whole up to eight
// levels, else its first and last four with the levels between counted.
func TestShortPath(t *testing.T) {
	t.Parallel()
	deep := strings.Repeat("/a", 10000)
	for _, tt := range []struct{ in, want string }{
		{"", "the value"},
		{"/files/0", "at /files/0"},
		{strings.Repeat("/a", 8), "at " + strings.Repeat("/a", 8)},
		{strings.Repeat("/a", 9), "at /a/a/a/a/…(1 level)/a/a/a/a"},
		{deep, "at /a/a/a/a/…(9,992 levels)/a/a/a/a"},
	} {
		var path *valuePath
		for _, step := range strings.Split(tt.in, "/")[1:] {
			path = path.below(step)
		}
		if got := place2(path); got != tt.want {
			t.Errorf("place2(%.40q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
