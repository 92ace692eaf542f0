package compare

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// caseWith returns a case expecting want (a lane expectation's JSON) on
// lane, with the hidden strings given.
func caseWith(t *testing.T, lane adapters.Lane, want string, hidden ...string) *vectors.Case {
	t.Helper()
	var e vectors.Expectation
	if err := json.Unmarshal([]byte(want), &e); err != nil {
		t.Fatalf("expectation %s: %v", want, err)
	}
	return &vectors.Case{ID: "family/case", Hidden: hidden, Expect: map[adapters.Lane]vectors.Expectation{lane: e}}
}

func text(s string) adapters.Block { return adapters.TextBlock(s) }

func blocks(b ...adapters.Block) adapters.Observation { return adapters.Observation{Blocks: b} }

func stored(s string) adapters.Observation { return adapters.Observation{Text: &s} }

const pdfMarker = `{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf","3KB"]}`

func TestCheck(t *testing.T) {
	t.Parallel()
	img := adapters.Block{Type: "image", Data: "iVBORw0KGgo=", MimeType: "image/png"}
	tests := []struct {
		name    string
		lane    adapters.Lane
		want    string
		hidden  []string
		obs     adapters.Observation
		err     error
		verdict Verdict
		leak    bool
	}{
		{"content_text_exact", adapters.Push, `{"blocks":[{"type":"text","text":"# notes"}]}`, nil,
			blocks(text("# notes")), nil, Pass, false},
		{"content_text_differs", adapters.Push, `{"blocks":[{"type":"text","text":"# notes"}]}`, nil,
			blocks(text("# note")), nil, Fail, false},
		{"marker_in_other_words", adapters.Push, `{"blocks":[` + pdfMarker + `]}`, nil,
			blocks(text("(application/pdf file, 3KB, not shown)")), nil, Wording, false},
		{"marker_missing_a_mention", adapters.Push, `{"blocks":[` + pdfMarker + `]}`, nil,
			blocks(text("(a file, not shown)")), nil, Fail, false},
		{"marker_as_an_image", adapters.Push, `{"blocks":[` + pdfMarker + `]}`, nil,
			blocks(img), nil, Fail, false},
		{"image_where_system_line_expected", adapters.InjectionSystem,
			`{"blocks":[{"type":"text","marker":"system-image","text":"[image block not shown: the system prompt carries text only.]"}]}`, nil,
			blocks(img), nil, Fail, false},
		{"image_media_type_differs", adapters.Push, `{"blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"Image/PNG"}]}`, nil,
			blocks(img), nil, Fail, false},
		{"extra_block", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`, nil,
			blocks(text("a"), text("b")), nil, Fail, false},
		{"live_texts_merged_by_the_host", adapters.ToolResultLive,
			`{"blocks":[{"type":"text","text":"a"},{"type":"text","text":"b"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`, nil,
			blocks(text("a\nb"), img), nil, Wording, false},
		{"live_merged_with_a_marker", adapters.ToolResultLive, `{"blocks":[{"type":"text","text":"a"},` + pdfMarker + `]}`, nil,
			blocks(text("a\npdf (application/pdf, 3KB)")), nil, Wording, false},
		{"live_merged_marker_missing_a_mention", adapters.ToolResultLive, `{"blocks":[{"type":"text","text":"a"},` + pdfMarker + `]}`, nil,
			blocks(text("a\npdf")), nil, Fail, false},
		{"live_json_text_as_a_value", adapters.ToolResultLive,
			`{"blocks":[{"type":"text","json":{"b":"\ufffd","i":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"]}}}]}`, nil,
			blocks(text(`{"i":"image/png (8 bytes)","b":"\udbff"}`)), nil, Fail, false}, // as a value it passes; its member order fails SPEC 5's SHOULD
		{"live_json_text_as_a_value_in_order", adapters.ToolResultLive,
			`{"blocks":[{"type":"text","json":{"b":"\ufffd","i":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"]}}}]}`, nil,
			blocks(text(`{"b":"\udbff","i":"image/png (8 bytes)"}`)), nil, Wording, false},
		{"live_json_text_differs", adapters.ToolResultLive, `{"blocks":[{"type":"text","json":{"b":1}}]}`, nil,
			blocks(text(`{"b":2}`)), nil, Fail, false},
		{"live_json_text_exact", adapters.ToolResultLive, `{"blocks":[{"type":"text","json":{"b":1,"a":[true]}}]}`, nil,
			blocks(text(`{"b":1,"a":[true]}`)), nil, Pass, false},
		{"push_merged_is_not_allowed", adapters.Push, `{"blocks":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}`, nil,
			blocks(text("a\nb")), nil, Fail, false},
		{"refused_as_expected", adapters.Channel, `{"refused":"empty"}`, nil,
			adapters.Observation{Refused: "empty"}, nil, Pass, false},
		{"shown_where_refusal_expected", adapters.Channel, `{"refused":"empty"}`, nil,
			blocks(text("\ufeff")), nil, Fail, false},
		{"refused_where_blocks_expected", adapters.Push, `{"blocks":[{"type":"text","text":"\u0085"}]}`, nil,
			adapters.Observation{Refused: "empty"}, nil, Fail, false},
		{"render_outcome_differs", adapters.Render, `{"render":"refused"}`, nil,
			adapters.Observation{Render: "shown", Blocks: []adapters.Block{img}}, nil, Fail, false},
		{"render_shown_blocks", adapters.Render, `{"render":"shown","blocks":[{"type":"text","text":"x"}]}`, nil,
			adapters.Observation{Render: "shown", Blocks: []adapters.Block{text("x")}}, nil, Pass, false},
		{"stored_marker_by_mentions", adapters.ToolResultStored,
			`{"text":"[image: image/png, 8B]","marker":"stored-image","mentions":["image/png"]}`, nil,
			stored("<image/png 8 bytes>"), nil, Wording, false},
		{"stored_parts_joined", adapters.ToolResultStored,
			`{"parts":[{"type":"text","text":"a"},{"type":"text","marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"]}]}`, nil,
			stored("a\n[image: image/png, 8B]"), nil, Pass, false},
		{"stored_parts_content_differs", adapters.ToolResultStored,
			`{"parts":[{"type":"text","text":"a"},{"type":"text","marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"]}]}`, nil,
			stored("b\n[image: image/png, 8B]"), nil, Fail, false},
		{"stored_json_member_order", adapters.ToolResultStored, `{"json":{"b":1,"a":"x"}}`, nil,
			stored(`{"a":"x","b":1}`), nil, Fail, false}, // SPEC 5 member order, a SHOULD (R3-11): its own failure,
		{"stored_json_value_differs", adapters.ToolResultStored, `{"json":{"b":1,"a":"x"}}`, nil,
			stored(`{"b":1,"a":"y"}`), nil, Fail, false},
		{"stored_json_marker_by_kind", adapters.ToolResultStored,
			`{"json":{"f":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"]}}}`, nil,
			stored(`{"f":"an image/png of 8 bytes"}`), nil, Wording, false},
		{"stored_json_not_json", adapters.ToolResultStored, `{"json":{"a":1}}`, nil,
			stored(`a: 1`), nil, Fail, false},
		{"stored_missing", adapters.ToolResultStored, `{"text":"x"}`, nil,
			blocks(text("x")), nil, Fail, false},
		{"view_marker_block", adapters.Script,
			`{"view":[{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}]}`, nil,
			adapters.Observation{View: json.RawMessage(`[{"type":"text","text":"(withheld)"}]`)}, nil, Wording, false},
		{"view_marker_block_with_an_extra_member", adapters.Script,
			`{"view":[{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}]}`, nil,
			adapters.Observation{View: json.RawMessage(`[{"type":"text","text":"(withheld)","resource":{}}]`)}, nil, Fail, false},
		{"view_keeps_the_record", adapters.Script, `{"view":[{"type":"text","text":"t"}]}`, nil,
			adapters.Observation{View: json.RawMessage(`[{"type":"resource","resource":{"text":"t"}}]`)}, nil, Fail, false},
		{"kept_null", adapters.Guard, `{"kept":null}`, nil,
			adapters.Observation{Kept: json.RawMessage(`null`)}, nil, Pass, false},
		{"kept_the_text", adapters.Guard, `{"kept":null}`, nil,
			adapters.Observation{Kept: json.RawMessage(`{"type":"text","text":"body"}`)}, nil, Fail, false},
		{"hidden_raw", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`, []string{"memo://s?k=1"},
			blocks(text("a"), text("see memo://s?k=1")), nil, Fail, true},
		{"hidden_json_escaped_in_a_view", adapters.Script, `{"view":[]}`, []string{"memo://s\"q"},
			adapters.Observation{View: json.RawMessage(`["memo://s\"q"]`)}, nil, Fail, true},
		{"hidden_with_escaped_slashes_in_a_view", adapters.Script, `{"view":[]}`, []string{"memo://s"},
			adapters.Observation{View: json.RawMessage(`["memo:\/\/s"]`)}, nil, Fail, true},
		{"hidden_percent_encoded", adapters.Push, `{"blocks":[]}`, []string{"memo://s?k=1"},
			blocks(text(url.QueryEscape("memo://s?k=1"))), nil, Fail, true},
		{"hidden_base64", adapters.Push, `{"blocks":[]}`, []string{"memo://s?k=1"},
			blocks(text(base64.StdEncoding.EncodeToString([]byte("memo://s?k=1")))), nil, Fail, true},
		{"hidden_in_stored_text", adapters.ToolResultStored, `{"text":"a"}`, []string{"memo://s?k=1"},
			stored("a memo://s?k=1"), nil, Fail, true},
		{"host_error", adapters.Push, `{"blocks":[]}`, nil, adapters.Observation{}, errors.New("timed out"), Error, false},
		{"unsupported_lane", adapters.Push, `{"blocks":[]}`, nil, adapters.Observation{Unsupported: true}, nil, Skip, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(caseWith(t, tt.lane, tt.want, tt.hidden...), tt.lane, tt.obs, tt.err)
			if r.Verdict != tt.verdict || r.Leak != tt.leak {
				t.Errorf("verdict %s (leak %v), want %s (leak %v):\n%s", r.Verdict, r.Leak, tt.verdict, tt.leak, r)
			}
		})
	}
}

// TestReport pins how a failure reads: "<case> on <lane>: mismatch
// (-want +got):" and a diff in which long data is cut.
func TestReport(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("A", 10_000)
	c := caseWith(t, adapters.Push, `{"blocks":[{"type":"image","data":"`+long+`","mimeType":"image/png"}]}`)
	r := Check(c, adapters.Push, blocks(text("[image]")), nil)
	s := r.String()
	if !strings.HasPrefix(s, "family/case on push: mismatch (-want +got):\n") {
		t.Errorf("report starts %q", s[:min(len(s), 60)])
	}
	if !strings.Contains(s, "10000 bytes, sha256") || strings.Contains(s, long) {
		t.Errorf("the diff does not cut the long data:\n%s", s)
	}
	w := Check(caseWith(t, adapters.Push, `{"blocks":[`+pdfMarker+`]}`), adapters.Push, blocks(text("application/pdf 3KB")), nil)
	if !strings.HasPrefix(w.String(), "family/case on push: wording differs from the reference profile (-want +got):\n") {
		t.Errorf("wording report: %s", w)
	}
	h := Check(caseWith(t, adapters.Push, `{"blocks":[]}`, "memo://x"), adapters.Push, blocks(text("memo://x")), nil)
	if hs := h.String(); !strings.HasPrefix(hs, "family/case on push: mismatch (-want +got):\n") ||
		!strings.Contains(hs, "failed checks:\n  leak: shows the hidden string") {
		t.Errorf("leak report: %q", h)
	}
}
