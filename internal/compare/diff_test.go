package compare

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// goWords are what a diff made by printing Go values shows and a diff in
// the protocol's terms never does.
var goWords = []string{"compare.", "adapters.", "map[", "[]", "strings.Join", "Blocks:", "Refused:", "esjson", "any("}

// TestDiffsInProtocolTerms pins how a diff reads on each kind of lane: the
// observation as the host sends it, one member or block a line, strings
// whole, members in the order sent, both sides.
func TestDiffsInProtocolTerms(t *testing.T) {
	t.Parallel()
	img := adapters.Block{Type: "image", Data: "iVBORw0KGgo=", MimeType: "image/png"}
	tests := []struct {
		name string
		lane adapters.Lane
		want string
		obs  adapters.Observation
		diff string
	}{
		{"blocks", adapters.Push, `{"blocks":[{"type":"text","text":"# notes"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`,
			blocks(text(noLinkText), img), `` +
				" {\n" +
				"   \"blocks\": [\n" +
				"-    {\"type\": \"text\", \"text\": \"# notes\"},\n" +
				"+    {\"type\": \"text\", \"text\": \"[Reference not shown: it arrived without a link.]\"},\n" +
				"     {\"type\": \"image\", \"data\": \"iVBORw0KGgo=\", \"mimeType\": \"image/png\"}\n" +
				"   ]\n" +
				" }\n"},
		{"view_member_order_kept", adapters.Script, `{"view":{"b":{"type":"text","text":"x"},"a":1,"c":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}}`,
			adapters.Observation{View: json.RawMessage(`{"c":[{"type":"text","text":"[image]"}],"a":1,"b":{"type":"text","text":"x"}}`)}, `` +
				" {\n" +
				"   \"view\": {\n" +
				"-    \"b\": {\"type\": \"text\", \"text\": \"x\"},\n" +
				"-    \"a\": 1,\n" +
				"     \"c\": [\n" +
				"-      {\"type\": \"image\", \"data\": \"iVBORw0KGgo=\", \"mimeType\": \"image/png\"}\n" +
				"+      {\"type\": \"text\", \"text\": \"[image]\"}\n" +
				"     ],\n" +
				"+    \"a\": 1,\n" +
				"+    \"b\": {\"type\": \"text\", \"text\": \"x\"}\n" +
				"   }\n" +
				" }\n"},
		{"guard_both_sides", adapters.Guard, `{"kept":null}`, adapters.Observation{Kept: json.RawMessage(`{"type":"text","text":"body"}`)}, `` +
			" {\n" +
			"-  \"kept\": null\n" +
			"+  \"kept\": {\"type\": \"text\", \"text\": \"body\"}\n" +
			" }\n"},
		{"stored", adapters.ToolResultStored, `{"text":"hello from the server"}`, stored("[Resource not shown: application/pdf, ~3KB]"), `` +
			" {\n" +
			"-  \"text\": \"hello from the server\"\n" +
			"+  \"text\": \"[Resource not shown: application/pdf, ~3KB]\"\n" +
			" }\n"},
		{"stored_structured", adapters.ToolResultStored, `{"json":{"b":1,"a":"x"}}`, stored(`{"a":"x","b":2}`), `` +
			" {\n" +
			"   \"text\": {\n" +
			"-    \"b\": 1,\n" +
			"     \"a\": \"x\",\n" +
			"+    \"b\": 2\n" +
			"   }\n" +
			" }\n"},
		{"render", adapters.Render, `{"render":"refused"}`, adapters.Observation{Render: "shown", Blocks: []adapters.Block{img}}, `` +
			" {\n" +
			"-  \"render\": \"refused\"\n" +
			"+  \"render\": \"shown\",\n" +
			"+  \"blocks\": [\n" +
			"+    {\"type\": \"image\", \"data\": \"iVBORw0KGgo=\", \"mimeType\": \"image/png\"}\n" +
			"+  ]\n" +
			" }\n"},
		{"refused", adapters.Channel, `{"refused":"empty"}`, blocks(text("\ufeff")), `` +
			" {\n" +
			"-  \"refused\": \"empty\"\n" +
			"+  \"blocks\": [\n" +
			"+    {\"type\": \"text\", \"text\": \"\\ufeff\"}\n" +
			"+  ]\n" +
			" }\n"},
		{"observation_of_another_lane", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`, stored("a"), `` +
			" {\n" +
			"-  \"blocks\": [\n" +
			"-    {\"type\": \"text\", \"text\": \"a\"}\n" +
			"-  ]\n" +
			"+  \"text\": \"a\"\n" +
			" }\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(caseWith(t, tt.lane, tt.want), tt.lane, tt.obs, nil)
			if r.Verdict != Fail {
				t.Fatalf("verdict %s, want fail:\n%s", r.Verdict, r)
			}
			if r.Diff != tt.diff {
				t.Errorf("diff:\n%s\nwant:\n%s", r.Diff, tt.diff)
			}
			for _, w := range goWords {
				if strings.Contains(r.String(), w) {
					t.Errorf("the report shows %q:\n%s", w, r)
				}
			}
			if s := r.String(); !strings.HasPrefix(s, "family/case on "+string(tt.lane)+": mismatch (-want +got):\n"+tt.diff) {
				t.Errorf("report:\n%s", s)
			}
		})
	}
}

// TestDiffKeepsStringsWhole pins that a string is never split across
// lines, and that a long one is shortened to its start, its length in
// bytes and a hash, so that two long strings that differ still differ.
func TestDiffKeepsStringsWhole(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("applicati", 30) + "on/pdf, ~3KB"
	r := Check(caseWith(t, adapters.Push, `{"blocks":[{"type":"text","text":"`+long+`"}]}`), adapters.Push, blocks(text(long+"!")), nil)
	var minus, plus []string
	for _, l := range strings.Split(r.Diff, "\n") {
		switch {
		case strings.HasPrefix(l, "-"):
			minus = append(minus, l)
		case strings.HasPrefix(l, "+"):
			plus = append(plus, l)
		}
	}
	if len(minus) != 1 || len(plus) != 1 {
		t.Fatalf("want one line each side:\n%s", r.Diff)
	}
	start := strings.Repeat("applicati", 9) // the first 80 bytes
	for _, l := range append(minus, plus...) {
		if !strings.Contains(l, `"text": "`+start[:80]+`…(`) || !strings.Contains(l, " bytes, sha256 ") {
			t.Errorf("a long string is not shown by its start, length and hash: %s", l)
		}
	}
	if !strings.Contains(minus[0], "(282 bytes,") || !strings.Contains(plus[0], "(283 bytes,") {
		t.Errorf("lengths:\n%s", r.Diff)
	}
}
