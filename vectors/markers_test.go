package vectors_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// markerFile wraps one case (its input and expect members) into a vector
// file of family "fixture".
func markerFile(input, expect string) string {
	return `{"format": "rfc005-lanes/1", "family": "fixture", "title": "Fixture", "cases": [
  {"id": "fixture/one", "title": "One", "spec": ["SPEC 3"], "level": "must", "security": false, "tags": [],
   "input": ` + input + `,
   "expect": ` + expect + `}]}`
}

func loadOne(t *testing.T, file string) []vectors.Problem {
	t.Helper()
	_, problems := vectors.Load(fstest.MapFS{"fixture.json": {Data: []byte(file)}}, "fix")
	return problems
}

const (
	pdfInput = `{"content": [{"type": "resource", "resource": {"uri": "memo://a", "mimeType": "application/pdf", "blob": "AAAA"}}]}`
	pdfText  = `[Resource not shown: this host can't display its data (application/pdf, 3B).]`
	refInput = `{"content": [{"type": "text", "text": "see"}, {"type": "resource", "uri": "memo://ref/Token-77"}]}`
	imgInput = `{"content": [{"type": "resource", "resource": {"uri": "memo://i", "mimeType": "image/png", "blob": "iVBORw0KGgo="}}]}`
)

// TestMarkerChecks: a vector whose non-profile check requires a uri line,
// or whose marker lacks what its kind must carry, is rejected with a
// problem naming the file, the case and the place.
func TestMarkerChecks(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name          string
		input, expect string
		want          []string // each on one problem's line
	}{
		{"uri_line_as_content_text", refInput,
			`{"push": {"blocks": [{"type": "text", "text": "see"}, {"type": "text", "text": "[Reference: memo://ref/Token-77]"}]}}`,
			[]string{`fix/fixture.json: /cases/0/expect/push/blocks/1/text: case fixture/one: content text "[Reference: memo://ref/Token-77]" requires a uri line`, "(SPEC 6)"}},
		{"uri_line_as_stored_text", refInput,
			`{"tool-result/stored": {"text": "see\n[Reference: memo://ref/Token-77]"}}`,
			[]string{`/cases/0/expect/tool-result~1stored/text: case fixture/one: content text`, "requires a uri line"}},
		{"uri_line_as_stored_part", refInput,
			`{"tool-result/stored": {"parts": [{"type": "text", "text": "see"}, {"type": "text", "text": "[Reference: memo://ref/Token-77]"}]}}`,
			[]string{`/cases/0/expect/tool-result~1stored/parts/1/text: case fixture/one: content text`}},
		{"uri_line_in_a_view", refInput,
			`{"script": {"view": [{"type": "text", "text": "see"}, {"type": "text", "text": "[Reference: memo://ref/Token-77]"}]}}`,
			[]string{`/cases/0/expect/script/view/1/text: case fixture/one: content text`}},
		{"uri_line_beside_a_text_that_reads_like_one", `{"content": [{"type": "text", "text": "[Reference: memo://x]"}, {"type": "resource", "uri": "memo://ref/Token-77"}]}`,
			`{"tool-result/stored": {"text": "[Reference: memo://x]\n[Reference: memo://ref/Token-77]"}}`,
			[]string{`/cases/0/expect/tool-result~1stored/text: case fixture/one: content text`, "requires a uri line"}},
		{"uri_mentioned_by_a_marker", refInput,
			`{"push": {"blocks": [{"type": "text", "text": "see"}, {"type": "text", "marker": "reference-line", "text": "[Reference: memo://ref/Token-77]", "mentions": ["MEMO://ref/token-77"]}]}}`,
			[]string{`/cases/0/expect/push/blocks/1/mentions/0: case fixture/one: marker reference-line mentions the uri of the MCPL reference at /cases/0/input/content/1`, "is a MAY (SPEC 6)"}},
		{"uri_mentioned_in_json", `{"data": {"links": [{"type": "resource", "uri": "memo://ref/deep-9"}]}}`,
			`{"tool-result/stored": {"json": {"links": [{"$marker": "reference-line", "text": "[Reference: memo://ref/deep-9]", "mentions": ["memo://ref/deep-9"]}]}}}`,
			[]string{`/cases/0/expect/tool-result~1stored/json/links/0/mentions/0: case fixture/one: marker reference-line mentions the uri of the MCPL reference at /cases/0/input/data/links/0`}},
		{"unsupported_type_without_bytes", pdfInput,
			`{"push": {"blocks": [{"type": "text", "marker": "unsupported-type", "text": "` + pdfText + `", "mentions": ["application/pdf"]}]}}`,
			[]string{`/cases/0/expect/push/blocks/0: case fixture/one: marker unsupported-type has no "bytes"`}},
		{"stored_image_without_bytes_in_stored_text", imgInput,
			`{"tool-result/stored": {"text": "[image: image/png, 8B]", "marker": "stored-image", "mentions": ["image/png"]}}`,
			[]string{`/cases/0/expect/tool-result~1stored: case fixture/one: marker stored-image has no "bytes"`}},
		{"audio_marker_without_bytes_in_json", `{"data": {"a": {"type": "resource", "resource": {"uri": "memo://w", "mimeType": "audio/wav", "blob": "AAAA"}}}}`,
			`{"tool-result/stored": {"json": {"a": {"$marker": "tool-result-audio", "text": "[Audio not shown: this host's tool results carry only text and images (audio/wav, 3B).]", "mentions": ["audio/wav"]}}}}`,
			[]string{`/cases/0/expect/tool-result~1stored/json/a: case fixture/one: marker tool-result-audio has no "bytes"`}},
		{"bytes_naming_no_size_of_the_input", pdfInput,
			`{"push": {"blocks": [{"type": "text", "marker": "unsupported-type", "text": "` + pdfText + `", "mentions": ["application/pdf"], "bytes": 4}]}}`,
			[]string{`/cases/0/expect/push/blocks/0/bytes: case fixture/one: marker unsupported-type names 4 bytes, the size of nothing in the input (its sizes: 3)`}},
		{"bytes_not_an_integer_in_a_view", pdfInput,
			`{"script": {"view": [{"type": "text", "marker": "unsupported-type", "text": "` + pdfText + `", "bytes": 3.5}]}}`,
			[]string{`/cases/0/expect/script/view/0/bytes: case fixture/one: "bytes" must be an integer ≥ 0`}},
		{"system_image_without_image", imgInput,
			`{"injection/system": {"blocks": [{"type": "text", "marker": "system-image", "text": "[image block not shown: the system prompt carries text only.]"}]}}`,
			[]string{`/cases/0/expect/injection~1system/blocks/0: case fixture/one: marker system-image has no mention of "image"`}},
		{"audio_no_data_without_audio", `{"content": [{"type": "resource", "resource": {"uri": "memo://w", "mimeType": "audio/wav", "blob": ""}}]}`,
			`{"push": {"blocks": [{"type": "text", "marker": "audio-no-data", "text": "[Audio: no data]", "mentions": ["no data"]}]}}`,
			[]string{`/cases/0/expect/push/blocks/0: case fixture/one: marker audio-no-data has no mention of "audio"`}},
		{"bytes_without_marker", pdfInput,
			`{"push": {"blocks": [{"type": "text", "text": "x", "bytes": 3}]}}`,
			[]string{`/cases/0/expect/push: case fixture/one: does not match the schema`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			problems := loadOne(t, markerFile(tt.input, tt.expect))
			if len(problems) == 0 {
				t.Fatal("loaded without a problem")
			}
			var lines []string
			for _, p := range problems {
				lines = append(lines, p.Error())
			}
			for _, want := range tt.want {
				found := false
				for _, l := range lines {
					found = found || strings.Contains(l, want)
				}
				if !found {
					t.Errorf("no problem says %q:\n%s", want, strings.Join(lines, "\n"))
				}
			}
		})
	}
}

// TestMarkerChecksAccept: what the checks ask for is enough, and a uri line
// as a marker's own text (the reference profile) is allowed, as is a text
// of the input that merely reads like one.
func TestMarkerChecksAccept(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, input, expect string }{
		{"uri_line_as_a_markers_text", refInput,
			`{"push": {"blocks": [{"type": "text", "text": "see"}, {"type": "text", "marker": "reference-line", "text": "[Reference: memo://ref/Token-77]"}]}}`},
		{"unsupported_type_with_bytes", pdfInput,
			`{"push": {"blocks": [{"type": "text", "marker": "unsupported-type", "text": "` + pdfText + `", "mentions": ["application/pdf"], "bytes": 3}]}}`},
		{"stub_naming_the_claimed_size", `{"content": [{"type": "resource", "uri": "https://h/x", "sizeBytes": 2048}]}`,
			`{"push": {"blocks": [{"type": "text", "marker": "reference-stub", "text": "[Reference ref_1: ~2KB claimed]", "bytes": 2048}]}}`},
		{"markers_in_json_and_a_view", `{"data": {"a": {"type": "resource", "resource": {"uri": "memo://w", "mimeType": "image/png", "blob": "iVBORw0KGgo="}}}}`,
			`{"tool-result/stored": {"json": {"a": {"$marker": "stored-image", "text": "[image: image/png, 8B]", "mentions": ["image/png"], "bytes": 8}}},
			  "script": {"view": {"a": {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}}}}`},
		{"text_that_reads_like_a_uri_line", `{"content": [{"type": "text", "text": "[Reference: memo://x]"}]}`,
			`{"push": {"blocks": [{"type": "text", "text": "[Reference: memo://x]"}]}, "tool-result/stored": {"text": "[Reference: memo://x]"}}`},
		{"system_image_with_image", imgInput,
			`{"injection/system": {"blocks": [{"type": "text", "marker": "system-image", "text": "[image block not shown: the system prompt carries text only.]", "mentions": ["Image"]}]}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, p := range loadOne(t, markerFile(tt.input, tt.expect)) {
				t.Error(p)
			}
		})
	}
}
