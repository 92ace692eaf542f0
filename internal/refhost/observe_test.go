package refhost

import (
	"errors"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// TestObserveRefusesBadInput pins the errors a malformed input gets: each
// says what is wrong and what to give instead.
func TestObserveRefusesBadInput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		lane  adapters.Lane
		input string
		want  string
	}{
		{"not_json", adapters.Push, `{"content":[`, "input: not valid JSON at byte 12"},
		{"not_an_object", adapters.Push, `[1]`, "input is a JSON array: want an object"},
		{"neither", adapters.Push, `{}`, `input holds neither "content" nor "data"`},
		{"both", adapters.Script, `{"content":[],"data":1}`, `input holds both "content" and "data"`},
		{"another_member", adapters.ToolResultStored, `{"data":1,"":1}`, `input holds "": an input holds only "content" or "data"`},
		{"data_on_a_content_lane", adapters.Push, `{"data":1}`, `input holds "data", which lane push does not take`},
		{"data_on_render", adapters.Render, `{"data":[]}`, `which lane render does not take`},
		{"content_not_an_array", adapters.Channel, `{"content":{"type":"text"}}`, "input.content is a JSON object: want an array"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Observe(tt.lane, []byte(tt.input))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Observe(%s, %s) error = %v, want one containing %q", tt.lane, tt.input, err, tt.want)
			}
		})
	}
}

// TestContentTakesAnyValue pins R4-8 of SPEC revision 4: an element of
// "content" may be any JSON value, never an error. A content lane shows one
// that is not a block as the unsupported-block marker naming its JSON type
// (an object with no string type names "object"), something to see that
// render refuses; a lane that takes data reads the array as its data, whose
// JSON text it shows (SPEC 5).
func TestContentTakesAnyValue(t *testing.T) {
	t.Parallel()
	tests := []struct{ element, jsonType string }{
		{`"s"`, "string"}, {`" "`, "string"}, {`42`, "number"}, {`true`, "boolean"},
		{`null`, "null"}, {`[1]`, "array"}, {`{"text":"t"}`, "object"}, {`{"type":5}`, "object"},
	}
	for _, tt := range tests {
		marker := adapters.TextBlock("[Block not shown: this host can't display it (" + tt.jsonType + ").]")
		alone := []byte(`{"content":[` + tt.element + `]}`)
		for _, lane := range []adapters.Lane{adapters.Push, adapters.Channel, adapters.InjectionUser, adapters.InjectionSystem} {
			o, err := Observe(lane, alone)
			if err != nil || o.Refused != "" || len(o.Blocks) != 1 || o.Blocks[0] != marker {
				t.Errorf("Observe(%s, %s) = %+v, %v; want the one block %q", lane, alone, o, err, marker.Text)
			}
		}
		if o, err := Observe(adapters.Render, alone); err != nil || o.Render != adapters.RenderRefused {
			t.Errorf("Observe(render, %s) = %+v, %v; want refused", alone, o, err)
		}
		beside := []byte(`{"content":[{"type":"text","text":"a"},` + tt.element + `]}`)
		o, err := Observe(adapters.ToolResultStored, beside)
		if want := `[{"type":"text","text":"a"},` + tt.element + `]`; err != nil || o.Text == nil || *o.Text != want {
			t.Errorf("Observe(tool-result/stored, %s) = %+v, %v; want the data's JSON text %s", beside, o, err, want)
		}
	}
}

func deepData(levels int, leaf string) []byte {
	return []byte(`{"data":` + strings.Repeat(`{"a":`, levels) + leaf + strings.Repeat(`}`, levels) + `}`)
}

// TestDeepData pins that structured data 10,000 levels deep is shown, with
// an embedded resource at the bottom, and that data deeper than the parser's
// limit is refused with an error rather than crashing the process.
func TestDeepData(t *testing.T) {
	t.Parallel()
	const levels = 10_000
	in := deepData(levels, embedded(`"text":"bottom"`))
	for _, lane := range []adapters.Lane{adapters.ToolResultLive, adapters.ToolResultStored, adapters.Script, adapters.Guard} {
		o, err := Observe(lane, in)
		if err != nil {
			t.Fatalf("on %s: %v", lane, err)
		}
		b, _ := o.MarshalJSON()
		if strings.Contains(string(b), secretURI) || !strings.Contains(string(b), "bottom") {
			t.Errorf("on %s: the embedded text at depth %d is not shown as text: %.200s…", lane, levels, b)
		}
	}
	_, err := Observe(adapters.ToolResultLive, deepData(esjson.MaxDepth, "1"))
	if !errors.Is(err, esjson.ErrTooDeep) {
		t.Fatalf("data %d levels deep: error %v, want one wrapping ErrTooDeep", esjson.MaxDepth, err)
	}
	if !strings.Contains(err.Error(), "nested deeper than the limit") {
		t.Errorf("the error does not say why: %v", err)
	}
}

// TestUnsupportedLane pins that the reference answers an unknown lane as
// unsupported rather than guessing.
func TestUnsupportedLane(t *testing.T) {
	t.Parallel()
	o, err := Observe(adapters.Lane("sidebar"), []byte(`{"content":[]}`))
	if err != nil || !o.Unsupported {
		t.Errorf("Observe(sidebar) = %+v, %v; want unsupported", o, err)
	}
}
