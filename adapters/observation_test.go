package adapters

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestObservationJSON(t *testing.T) {
	empty := ""
	tests := []struct {
		name string
		obs  Observation
		want string
	}{
		{"blocks", Observation{Blocks: []Block{TextBlock("<a&b>"), {Type: "image", Data: "AA==", MimeType: "image/png"}}},
			`{"blocks":[{"type":"text","text":"<a&b>"},{"type":"image","data":"AA==","mimeType":"image/png"}]}`},
		{"no_blocks_is_an_empty_array", Observation{Blocks: []Block{}}, `{"blocks":[]}`},
		{"refused", Observation{Refused: RefusedEmpty}, `{"refused":"empty"}`},
		{"empty_stored_text_is_present", Observation{Text: &empty}, `{"text":""}`},
		{"stored_text_escaped_as_json_stringify", Observation{Text: ptr("a\n\u2028\x01")}, "{\"text\":\"a\\n\u2028\\u0001\"}"},
		{"view_written_as_given", Observation{View: json.RawMessage(`{"b":1,"a":"<"}`)}, `{"view":{"b":1,"a":"<"}}`},
		{"render_before_blocks", Observation{Render: RenderShown, Blocks: []Block{{Type: "audio", Data: "", MimeType: "audio/wav"}}},
			`{"render":"shown","blocks":[{"type":"audio","data":"","mimeType":"audio/wav"}]}`},
		{"render_refused", Observation{Render: RenderRefused}, `{"render":"refused"}`},
		{"kept_null", Observation{Kept: json.RawMessage("null")}, `{"kept":null}`},
		{"unsupported", Observation{Unsupported: true}, `{"unsupported":true}`},
		{"nothing_set", Observation{}, `{}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := tt.obs.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if got := string(b); got != tt.want {
				t.Errorf("mismatch (-want +got):\n%s", cmp.Diff(tt.want, got))
			}
			if !json.Valid(b) {
				t.Errorf("not valid JSON: %s", b)
			}
		})
	}
	if _, err := (Observation{Blocks: []Block{{Type: "video"}}}).MarshalJSON(); err == nil ||
		!strings.Contains(err.Error(), `block of unknown type "video"`) {
		t.Errorf("a block of unknown type: error %v, want one naming the type", err)
	}
}

func ptr(s string) *string { return &s }

func TestParseLane(t *testing.T) {
	for _, l := range AllLanes() {
		if got, err := ParseLane(string(l)); err != nil || got != l {
			t.Errorf("ParseLane(%q) = %q, %v", l, got, err)
		}
	}
	if _, err := ParseLane("tool-result"); err == nil || !strings.Contains(err.Error(), "tool-result/live") {
		t.Errorf("ParseLane(tool-result): error %v, want one listing the lane ids", err)
	}
	if len(AllLanes()) != 9 {
		t.Errorf("SPEC section 1 has nine lanes, AllLanes has %d", len(AllLanes()))
	}
	takes := map[Lane]bool{ToolResultLive: true, ToolResultStored: true, Script: true, Guard: true}
	for _, l := range AllLanes() {
		if l.TakesData() != takes[l] {
			t.Errorf("%s.TakesData() = %v, want %v", l, l.TakesData(), takes[l])
		}
	}
}

// TestObservationAppendJSON pins that AppendJSON appends what MarshalJSON
// writes after what dst holds, and leaves dst as it was on an error.
func TestObservationAppendJSON(t *testing.T) {
	obs := Observation{Render: RenderShown, Blocks: []Block{TextBlock("t")}}
	got, err := obs.AppendJSON([]byte(`{"seq":1,"observation":`))
	if want := `{"seq":1,"observation":{"render":"shown","blocks":[{"type":"text","text":"t"}]}`; err != nil || string(got) != want {
		t.Errorf("AppendJSON = %s, %v; want %s", got, err, want)
	}
	got, err = (Observation{}).AppendJSON([]byte("x"))
	if string(got) != "x{}" || err != nil {
		t.Errorf("AppendJSON of nothing set = %s, %v", got, err)
	}
	bad := Observation{Render: RenderShown, Blocks: []Block{TextBlock("t"), {Type: "video"}}}
	got, err = bad.AppendJSON([]byte("kept"))
	if err == nil || string(got) != "kept" {
		t.Errorf("AppendJSON of a bad block = %q, %v; want the buffer as given and an error", got, err)
	}
}
