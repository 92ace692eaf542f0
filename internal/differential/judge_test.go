package differential

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// shows is a host that shows text on every lane, as one text block (or
// the stored copy's text).
type shows struct {
	adapters.Host
	text string
}

func (h shows) Observe(_ context.Context, lane adapters.Lane, _ adapters.Input) (adapters.Observation, error) {
	switch lane {
	case adapters.ToolResultStored:
		return adapters.Observation{Text: &h.text}, nil
	case adapters.Script:
		return adapters.Observation{View: []byte(`[{"type":"text","text":` + quote(h.text) + `}]`)}, nil
	}
	return adapters.Observation{Blocks: []adapters.Block{{Type: "text", Text: h.text}}}, nil
}

func quote(s string) string { return string(esjson.AppendString(nil, s)) }

// TestJudgeOnWhatSPECShows pins inputs where the judge once failed the
// reference itself (20,000-input differential runs, revision 3): what SPEC
// shows of an input is no leak and no field SPEC leaves out, in any form
// the checks search for. Each has a wrong host beside it that the same
// check still catches.
func TestJudgeOnWhatSPECShows(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	ref := Judge{Host: reference.New()}
	tests := []struct {
		name, input string
		wrong       string        // what a wrong host shows on the input's first lane
		class       compare.Class // the class that catches it
	}{
		// A reference's own line holds another block's uri, percent-encoded:
		// SPEC shows it once there, so a host may show it once, in any form
		// (revision 4, R4-2), and showing it beside the line is once more.
		{"line_holds_an_encoded_block_uri", `{"content":[{"type":"resource","uri":"memo://cbtpkwe%2fr"},{"type":"","uri":"pkwe/r"}]}`,
			"[Reference: memo://cbtpkwe%2fr] [Block not shown: pkwe/r]", compare.ClassLeak},
		// Data keeps a string that percent-encodes a claimed uri (SPEC 5).
		{"data_string_encodes_a_claim", `{"data":{"":{"uri":"qi:sum","disposition":"never"},"":{"":"qi%3asum"}}}`,
			`{"":{"uri":"qi:sum"},"":{"":"qi%3asum"}}`, compare.ClassLeak},
		{"data_string_decodes_a_query", `{"data":{"":{"":"raox7sa"},"s":{"type":"resource","uri":"https://ru7fqlp.example/report?sig=ra%4Fx7sa"}}}`,
			`{"":{"":"raox7sa"},"s":"https://ru7fqlp.example/report?sig=ra%4Fx7sa"}`, compare.ClassLeak},
		// An unknown block in data keeps its uri; its JSON text escapes a control.
		{"data_block_uri_with_a_control", `{"data":{"type":"","uri":"yq99vaaaaa\u0001"}}`, "", ""},
		// A string sizeBytes of "1" is no id's digit.
		{"string_size_one_beside_ref_1", `{"content":[{"type":"resource","uri":"w","sizeBytes":"1"}]}`,
			"[Reference ref_1: 1 B]", compare.ClassContent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lanes, err := gen.Lanes(adapters.Input(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			for _, lane := range lanes {
				for _, f := range ref.Check(ctx, lane, adapters.Input(tt.input), nil) {
					t.Errorf("the reference is failed:\n%s", f)
				}
			}
			if tt.wrong == "" {
				return
			}
			wrong := Judge{Host: shows{reference.New(), tt.wrong}}
			caught := false
			for _, f := range wrong.Check(ctx, lanes[0], adapters.Input(tt.input), nil) {
				caught = caught || f.Who == WhoHost && f.Class == tt.class
			}
			if !caught {
				t.Errorf("a host showing %q on %s is not failed for %s", tt.wrong, lanes[0], tt.class)
			}
		})
	}
}
