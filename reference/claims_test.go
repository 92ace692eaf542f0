package reference

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

const linkURI = "memo://shared/report" // a uri a reference may show

func link(extra string) string {
	return `{"type":"resource","uri":"` + linkURI + `"` + prefixComma(extra) + `}`
}

// embeddedAt returns an embedded resource whose uri is linkURI.
func embeddedAt(blockMembers, resourceMembers string) string {
	return `{"type":"resource"` + prefixComma(blockMembers) + `,"resource":{"uri":"` + linkURI + `"` +
		prefixComma(resourceMembers) + `}}`
}

// TestNeverClaims pins SPEC section 6: what a result's claims mark never,
// and that a reference so marked shows its stub on every lane.
func TestNeverClaims(t *testing.T) {
	const line = "[Reference: " + linkURI + "]"
	tests := []struct {
		name   string
		blocks []string
		marked bool
	}{
		{"control_link_shows_its_uri", []string{embeddedAt("", `"text":"t"`), link("")}, false},
		{"embedded_never_on_block_marks", []string{embeddedAt(`"disposition":"never"`, `"text":"t"`), link("")}, true},
		{"embedded_never_on_resource_marks", []string{embeddedAt("", `"disposition":"never","text":"t"`), link("")}, true},
		{"embedded_never_after_the_link_marks", []string{link(""), embeddedAt(`"disposition":"never"`, `"text":"t"`)}, true},
		{"embedded_ref_marks_nothing", []string{embeddedAt(`"disposition":"ref"`, `"text":"t"`), link("")}, false},
		{"embedded_other_disposition_marks_nothing", []string{embeddedAt(`"disposition":"Never"`, `"text":"t"`), link("")}, false},
		{"never_inside_meta_marks_nothing", []string{
			embeddedAt("", `"text":"t","_meta":{"x":{"type":"resource","uri":"`+linkURI+`","disposition":"never"}}`),
			link("")}, false},
		{"never_inside_embedded_resource_block_meta_marks_nothing", []string{
			`{"type":"resource","_meta":{"type":"resource","uri":"` + linkURI + `","disposition":"never"},"resource":{"uri":"u","text":"t"}}`,
			link("")}, false},
		{"inline_image_never_marks", []string{
			`{"type":"image","data":"AAAA","mimeType":"image/png","uri":"` + linkURI + `","disposition":"never"}`, link("")}, true},
		{"reference_never_marks_another", []string{link(`"disposition":"never"`), link("")}, true},
		{"never_at_depth_in_a_text_block_marks", []string{
			`{"type":"text","text":"x","meta":[` + embeddedAt(`"disposition":"never"`, `"text":"t"`) + `]}`, link("")}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			input := content(tt.blocks...)
			for _, lane := range everyLane {
				got := observe(t, lane, input)
				shows := strings.Contains(got, line)
				if lane == adapters.Render {
					continue // a reference makes a render result refused either way
				}
				if tt.marked && shows {
					t.Errorf("on %s: the claims mark %s never, yet it shows: %s", lane, linkURI, got)
				}
				if !tt.marked && !shows {
					t.Errorf("on %s: nothing marks %s, yet its line is missing: %s", lane, linkURI, got)
				}
			}
		})
	}
}

// TestNeverClaimsAtDepth pins that the claims walk covers a tool's data at
// any depth, and the script view, never descending into an embedded
// resource.
func TestNeverClaimsAtDepth(t *testing.T) {
	never := embeddedAt(`"disposition":"never"`, `"text":"t"`)
	d := data(`{"a":{"b":[` + never + `]},"c":{"d":` + link("") + `}}`)
	expect(t, adapters.ToolResultStored, d, storedObs(`{"a":{"b":["`+WithheldText+`"]},"c":{"d":"[Reference ref_1]"}}`))
	expect(t, adapters.Script, d, viewObs(`{"a":{"b":[`+textBlock(WithheldText)+`]},"c":{"d":`+textBlock("[Reference ref_1]")+`}}`))
	control := data(`{"a":{"b":[` + embeddedAt("", `"text":"t"`) + `]},"c":{"d":` + link("") + `}}`)
	expect(t, adapters.ToolResultStored, control, storedObs(`{"a":{"b":["t"]},"c":{"d":"[Reference: `+linkURI+`]"}}`))
	expect(t, adapters.Script, control, viewObs(`{"a":{"b":[`+textBlock("t")+`]},"c":{"d":`+textBlock("[Reference: "+linkURI+"]")+`}}`))
}

// TestReferenceLine pins the reference profile's line and stub (SPEC 6).
func TestReferenceLine(t *testing.T) {
	tests := []struct {
		name, block, want string
	}{
		{"line_for_an_unfetchable_uri", `{"type":"resource","uri":"memo://a/b"}`, "[Reference: memo://a/b]"},
		{"line_for_disposition_ref", `{"type":"resource","uri":"memo://a","disposition":"ref"}`, "[Reference: memo://a]"},
		{"line_for_a_mailto_at", `{"type":"resource","uri":"mailto:a@b.example"}`, "[Reference: mailto:a@b.example]"},
		{"line_for_a_relative_uri", `{"type":"resource","uri":"notes/today.md"}`, "[Reference: notes/today.md]"},
		{"stub_for_http", `{"type":"resource","uri":"http://a.example/x"}`, "[Reference ref_1]"},
		{"stub_for_https_any_case", `{"type":"resource","uri":"HTTPS://a.example/x"}`, "[Reference ref_1]"},
		{"stub_for_a_query", `{"type":"resource","uri":"memo://a?token=1"}`, "[Reference ref_1]"},
		{"stub_for_a_fragment", `{"type":"resource","uri":"memo://a#k"}`, "[Reference ref_1]"},
		{"stub_for_userinfo", `{"type":"resource","uri":"s3://key:secret@bucket/o"}`, "[Reference ref_1]"},
		{"stub_for_disposition_never", `{"type":"resource","uri":"memo://a","disposition":"never"}`, "[Reference ref_1]"},
		{"stub_for_another_disposition", `{"type":"resource","uri":"memo://a","disposition":"inline"}`, "[Reference ref_1]"},
		{"stub_for_a_null_disposition", `{"type":"resource","uri":"memo://a","disposition":null}`, "[Reference ref_1]"},
		{"stub_with_every_part", `{"type":"resource","uri":"https://a/x","name":"report.pdf","mimeType":"application/pdf","sizeBytes":3072}`,
			"[Reference ref_1: report.pdf, application/pdf, ~3KB claimed]"},
		{"stub_with_size_only", `{"type":"resource","uri":"https://a/x","sizeBytes":1023}`, "[Reference ref_1: 1023B claimed]"},
		{"stub_drops_invalid_parts", `{"type":"resource","uri":"https://a/x","name":"","mimeType":7,"sizeBytes":-1}`, "[Reference ref_1]"},
		{"stub_drops_fractional_size", `{"type":"resource","uri":"https://a/x","name":"n","sizeBytes":1.5}`, "[Reference ref_1: n]"},
		{"stub_labels_its_name", `{"type":"resource","uri":"https://a/x","name":"a\u202eb\nc"}`, "[Reference ref_1: abc]"},
		{"stub_drops_a_part_whose_label_is_empty", `{"type":"resource","uri":"memo://a?x","name":"\u200e","mimeType":"x/y","sizeBytes":10}`,
			"[Reference ref_1: x/y, 10B claimed]"},
		{"stub_with_only_an_empty_label_is_bare", `{"type":"resource","uri":"memo://a?x","name":"\u0007"}`, "[Reference ref_1]"},
		{"non_string_uri_gives_no_link", `{"type":"resource","uri":true}`, NoLinkText},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			expect(t, adapters.Push, content(tt.block), blocksObs(textBlock(tt.want)))
		})
	}
	t.Run("ids_in_order_of_appearance", func(t *testing.T) {
		input := content(`{"type":"resource","uri":"https://a/1"}`, `{"type":"resource","uri":"memo://2"}`,
			`{"type":"resource","uri":"https://a/3","name":"three"}`)
		want := []string{textBlock("[Reference ref_1]"), textBlock("[Reference: memo://2]"), textBlock("[Reference ref_3: three]")}
		expect(t, adapters.Push, input, blocksObs(want...))
		expect(t, adapters.ToolResultLive, input, blocksObs(want...))
		expect(t, adapters.ToolResultStored, input, storedObs("[Reference ref_1]\n[Reference: memo://2]\n[Reference ref_3: three]"))
		expect(t, adapters.Script, input, viewObs(`[`+strings.Join(want, ",")+`]`))
	})
}

// TestWellFormed pins SPEC section 9: a lone surrogate becomes U+FFFD in
// every text a lane shows.
func TestWellFormed(t *testing.T) {
	loneText := embedded(`"text":"a\uD800b"`)
	loneMedia := embedded(`"mimeType":"application/x\uDFFF","blob":"AAAA"`)
	mediaMarker := "[Resource not shown: this host can't display its data (application/x\uFFFD, 3B).]"
	expect(t, adapters.Push, content(loneText, `{"type":"text","text":"c\udc00"}`), blocksObs(textBlock("a\uFFFDb"), textBlock("c\uFFFD")))
	expect(t, adapters.Push, content(loneMedia), blocksObs(textBlock(mediaMarker)))
	expect(t, adapters.ToolResultLive, content(loneMedia), blocksObs(textBlock(mediaMarker)))
	expect(t, adapters.Script, content(loneMedia), viewObs(`[`+textBlock(mediaMarker)+`]`))
	expectBothCopies(t, data(loneMedia), mediaMarker)
	expectBothCopies(t, data(loneText), "a\uFFFDb")
	expectBothCopies(t, data(`{"k\uD800":"v\uDBFF\uDBFF\uDC00"}`), "{\"k\uFFFD\":\"v\uFFFD\U0010FC00\"}")
	expect(t, adapters.ToolResultStored, data(`{"s":"\uD83D\uDE00"}`), storedObs(`{"s":"😀"}`))
	expect(t, adapters.InjectionSystem, content(`{"type":"text","text":"\uDE00"}`), blocksObs(textBlock("\uFFFD")))
}
