package refhost

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
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
	t.Parallel()
	const line = "[Reference: " + linkURI + "]"
	tests := []struct {
		name   string
		blocks []string
		marked bool
	}{
		{"control_link_shows_its_uri", []string{embedded(`"text":"t"`), link("")}, false},
		// An embedded resource with the link's uri keeps the link to its stub
		// whatever it claims (SPEC 6, the same-uri rule): that ref or another
		// value marks nothing shows with references and inline blocks.
		{"embedded_never_on_block_marks", []string{embeddedAt(`"disposition":"never"`, `"text":"t"`), link("")}, true},
		{"embedded_never_on_resource_marks", []string{embeddedAt("", `"disposition":"never","text":"t"`), link("")}, true},
		{"embedded_never_after_the_link_marks", []string{link(""), embeddedAt(`"disposition":"never"`, `"text":"t"`)}, true},
		{"embedded_ref_with_the_same_uri_hides_it", []string{embeddedAt(`"disposition":"ref"`, `"text":"t"`), link("")}, true},
		{"embedded_other_disposition_with_the_same_uri_hides_it", []string{embeddedAt(`"disposition":"Never"`, `"text":"t"`), link("")}, true},
		{"reference_ref_marks_nothing", []string{link(`"disposition":"ref"`), link("")}, false},
		{"inline_image_other_disposition_marks_nothing", []string{
			`{"type":"image","data":"AAAA","mimeType":"image/png","uri":"` + linkURI + `","disposition":"Never"}`, link("")}, false},
		{"never_inside_meta_marks_nothing", []string{
			embedded(`"text":"t","_meta":{"x":{"type":"resource","uri":"` + linkURI + `","disposition":"never"}}`),
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
	t.Parallel()
	never := embeddedAt(`"disposition":"never"`, `"text":"t"`)
	d := data(`{"a":{"b":[` + never + `]},"c":{"d":` + link("") + `}}`)
	expect(t, adapters.ToolResultStored, d, storedObs(`{"a":{"b":["`+spec.WithheldText+`"]},"c":{"d":"[Reference ref_1]"}}`))
	expect(t, adapters.Script, d, viewObs(`{"a":{"b":[`+textBlock(spec.WithheldText)+`]},"c":{"d":`+textBlock("[Reference ref_1]")+`}}`))
	control := data(`{"a":{"b":[` + embedded(`"text":"t"`) + `]},"c":{"d":` + link("") + `}}`)
	expect(t, adapters.ToolResultStored, control, storedObs(`{"a":{"b":["t"]},"c":{"d":"[Reference: `+linkURI+`]"}}`))
	expect(t, adapters.Script, control, viewObs(`{"a":{"b":[`+textBlock("t")+`]},"c":{"d":`+textBlock("[Reference: "+linkURI+"]")+`}}`))
}

// TestReferenceLine pins the reference profile's line and stub (SPEC 6).
func TestReferenceLine(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, block, want string
	}{
		{"line_for_an_unfetchable_uri", `{"type":"resource","uri":"memo://a/b"}`, "[Reference: memo://a/b]"},
		{"line_for_disposition_ref", `{"type":"resource","uri":"memo://a","disposition":"ref"}`, "[Reference: memo://a]"},
		{"stub_for_a_mailto_at", `{"type":"resource","uri":"mailto:a@b.example"}`, "[Reference ref_1]"},
		{"stub_for_a_relative_uri", `{"type":"resource","uri":"notes/today.md"}`, "[Reference ref_1]"},
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
		{"non_string_uri_gives_no_link", `{"type":"resource","uri":true}`, spec.NoLinkText},
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
	t.Parallel()
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

// TestReferenceLineRule pins SPEC 6's reading of "can't fetch it and can't
// carry a credential" on the uri as a string: a scheme that is neither http
// nor https, and none of @ ? #, a backslash, ECMAScript whitespace or a C0/C1
// control anywhere in it.
func TestReferenceLineRule(t *testing.T) {
	t.Parallel()
	const stub = "[Reference ref_1]"
	tests := []struct {
		name, uri, want string // uri: the inside of a JSON string
	}{
		{"urn", `urn:isbn:0451450523`, "[Reference: urn:isbn:0451450523]"},
		{"scheme_alone", `memo:`, "[Reference: memo:]"},
		{"scheme_with_digits_and_signs", `m+-.9://a/b`, "[Reference: m+-.9://a/b]"},
		{"httpx_is_another_scheme", `httpx://a/b`, "[Reference: httpx://a/b]"},
		{"zero_width_space_is_a_format_character", `memo://a\u200bb`, stub},
		{"soft_hyphen", `memo://a\u00adb`, stub},
		{"right_to_left_override", `memo:invoice\u202efdp.exe`, stub},
		{"arabic_letter_mark", `memo://a\u061cb`, stub},
		{"mongolian_vowel_separator", `memo://a\u180eb`, stub},
		{"word_joiner", `memo://a\u2060b`, stub},
		{"tag_character", `memo://a\udb40\udc01b`, stub},
		{"zero_width_letters_are_not_format", `memo://a\u3164b`, "[Reference: memo://a\u3164b]"},
		{"credential_not_after_slashes", `ftp:user:pw@h/x`, stub},
		{"backslashes", `ws:\\\\u:pw@h\\x`, stub},
		{"a_single_backslash", `memo:a\\b`, stub},
		{"leading_space_hides_the_scheme", ` http://h/x`, stub},
		{"tab_inside_the_scheme", `ht\ttp://u:pw@h/x`, stub},
		{"http_without_slashes", `http:a`, stub},
		{"https_in_mixed_case", `hTTpS:x`, stub},
		{"http_with_a_fragment", `http://h/x#f`, stub},
		{"at_sign_in_the_path", `memo://h/a@b`, stub},
		{"empty_query", `memo://h/a?`, stub},
		{"empty_fragment", `memo://h/a#`, stub},
		{"space", `memo://a b`, stub},
		{"no_break_space", `memo://a\u00a0b`, stub},
		{"byte_order_mark", `memo://a\ufeffb`, stub},
		{"line_separator", `memo://a\u2028b`, stub},
		{"ideographic_space", `memo://a\u3000b`, stub},
		{"c0_control", `memo://a\u0001b`, stub},
		{"trailing_newline", `memo://a\n`, stub},
		{"delete", `memo://a\u007fb`, stub},
		{"c1_control_next_line", `memo://a\u0085b`, stub},
		{"no_scheme", `//h/x`, stub},
		{"scheme_starting_with_a_digit", `1memo://a`, stub},
		{"empty_scheme", `:memo`, stub},
		{"non_ascii_in_the_scheme", `mémo://a`, stub},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			input := content(`{"type":"resource","uri":"` + tt.uri + `"}`)
			expect(t, adapters.Push, input, blocksObs(textBlock(tt.want)))
			expect(t, adapters.ToolResultStored, input, storedObs(tt.want))
		})
	}
}

// TestReferenceFieldRules pins RFC-005's field rules as SPEC 6 reads them: a
// name or mimeType that is not a string or is longer than 255 UTF-16 units,
// and a sizeBytes that is not an integer in 0 … 2^53−1, are absent; a valid
// one still goes through the label (bound 120, controls removed); " claimed"
// follows the size only.
func TestReferenceFieldRules(t *testing.T) {
	t.Parallel()
	n255 := strings.Repeat("n", 255)
	pairs := strings.Repeat("😀", 127) // 254 units
	tests := []struct {
		name, members, want string
	}{
		{"name_of_255_units_is_labelled", `"name":"` + n255 + `"`, "[Reference ref_1: " + n255[:119] + "…]"},
		{"name_of_256_units_is_absent", `"name":"` + n255 + `n","sizeBytes":1`, "[Reference ref_1: 1B claimed]"},
		{"name_of_255_units_with_pairs", `"name":"` + pairs + `x"`, "[Reference ref_1: " + strings.Repeat("😀", 59) + "\uFFFD…]"},
		{"name_of_256_units_with_pairs_is_absent", `"name":"` + pairs + `😀"`, "[Reference ref_1]"},
		{"mime_type_of_256_units_is_absent", `"name":"n","mimeType":"` + n255 + `m"`, "[Reference ref_1: n]"},
		{"mime_type_of_255_units_is_labelled", `"mimeType":"` + n255 + `"`, "[Reference ref_1: " + n255[:119] + "…]"},
		{"name_counted_before_its_controls_go", `"name":"` + n255 + `\u0007"`, "[Reference ref_1]"},
		{"name_of_a_megabyte_is_absent", `"name":"` + strings.Repeat("n", 1<<20) + `","mimeType":"text/plain"`, "[Reference ref_1: text/plain]"},
		{"name_not_a_string", `"name":["n"],"mimeType":"text/plain"`, "[Reference ref_1: text/plain]"},
		{"name_only_has_no_claimed", `"name":"report"`, "[Reference ref_1: report]"},
		{"name_and_type_have_no_claimed", `"name":"report","mimeType":"text/csv"`, "[Reference ref_1: report, text/csv]"},
		{"every_part", `"name":"r","mimeType":"text/csv","sizeBytes":2048`, "[Reference ref_1: r, text/csv, ~2KB claimed]"},
		{"size_3.0_is_3", `"sizeBytes":3.0`, "[Reference ref_1: 3B claimed]"},
		{"size_minus_zero_is_0", `"sizeBytes":-0`, "[Reference ref_1: 0B claimed]"},
		{"size_2^53-1", `"sizeBytes":9007199254740991`, "[Reference ref_1: ~8388608.0GB claimed]"},
		{"size_2^53_is_absent", `"sizeBytes":9007199254740992`, "[Reference ref_1]"},
		{"size_above_2^53_is_absent", `"name":"n","sizeBytes":1e300`, "[Reference ref_1: n]"},
		{"size_string_is_absent", `"sizeBytes":"12"`, "[Reference ref_1]"},
		{"size_negative_is_absent", `"sizeBytes":-1`, "[Reference ref_1]"},
		{"size_fraction_is_absent", `"sizeBytes":3.5`, "[Reference ref_1]"},
		{"size_infinite_is_absent", `"sizeBytes":1e400`, "[Reference ref_1]"},
		{"size_in_gigabytes", `"sizeBytes":1610612736`, "[Reference ref_1: ~1.5GB claimed]"},
		{"expires_at_changes_nothing", `"expiresAt":"2030-01-01T00:00:00Z","digest":"sha256:x","name":"n"`, "[Reference ref_1: n]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			input := content(`{"type":"resource","uri":"https://a.example/x",` + tt.members + `}`)
			expect(t, adapters.Push, input, blocksObs(textBlock(tt.want)))
		})
	}
}

// TestReferenceURITooLong pins that a uri longer than 4,096 UTF-16 units is
// no reference: the no-link line, and no id; and that such a block still
// claims.
func TestReferenceURITooLong(t *testing.T) {
	t.Parallel()
	at4096 := "memo://" + strings.Repeat("a", 4096-7)
	at4097 := at4096 + "a"
	pairs4097 := "memo://" + strings.Repeat("😀", 2045) // 7 + 4090 units
	t.Run("4096_units_is_a_reference", func(t *testing.T) {
		expect(t, adapters.Push, content(`{"type":"resource","uri":"`+at4096+`"}`),
			blocksObs(textBlock("[Reference: "+at4096+"]")))
	})
	for name, uri := range map[string]string{"4097_units": at4097, "4097_units_in_pairs": pairs4097} {
		t.Run(name+"_is_no_reference_and_takes_no_id", func(t *testing.T) {
			input := content(`{"type":"resource","uri":"`+uri+`","name":"n"}`, `{"type":"resource","uri":"https://a/x"}`)
			expect(t, adapters.Push, input, blocksObs(textBlock(spec.NoLinkText), textBlock("[Reference ref_1]")))
			expect(t, adapters.ToolResultStored, input, storedObs(spec.NoLinkText+"\n[Reference ref_1]"))
			expect(t, adapters.Script, input, viewObs(`[`+textBlock(spec.NoLinkText)+`,`+textBlock("[Reference ref_1]")+`]`))
			expect(t, adapters.Render, input, refusedRen)
		})
	}
	t.Run("too_long_still_claims", func(t *testing.T) {
		// %61 is "a": the long uri is the same uri as a short one.
		long := "memo://" + strings.Repeat("%61", 1400)
		short := "memo://" + strings.Repeat("a", 1400)
		input := content(`{"type":"resource","uri":"`+long+`","disposition":"never"}`, `{"type":"resource","uri":"`+short+`"}`)
		expect(t, adapters.Push, input, blocksObs(textBlock(spec.NoLinkText), textBlock("[Reference ref_1]")))
		control := content(`{"type":"resource","uri":"`+long+`","disposition":"ref"}`, `{"type":"resource","uri":"`+short+`"}`)
		expect(t, adapters.Push, control, blocksObs(textBlock(spec.NoLinkText), textBlock("[Reference: "+short+"]")))
	})
}

// TestSameURI pins when two uris are the same (SPEC 6): equal after ASCII
// lower-casing and decoding every %XX escape, for the claims and for the
// embedded-resource rule. The reference decodes first, then lower-cases, so
// that %53 is "s" too (the reading that hides more).
func TestSameURI(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, never, link string
		same              bool
	}{
		{"identical", "memo://s", "memo://s", true},
		{"ascii_case", "memo://s", "MEMO://S", true},
		{"escaped", "memo://s", "memo://%73", true},
		{"escaped_upper_hex", "memo://%2F", "memo:///", true},
		{"escaped_lower_hex", "memo://%2f", "memo://%2F", true},
		{"escaped_upper_case_letter", "memo://%53", "memo://s", true},
		{"escaped_utf8", "memo://%C3%A9", "memo://é", true},
		{"escape_decoded_once", "memo://%2573", "memo://%73", false},
		{"escape_decoded_once_is_itself", "memo://%2573", "memo://%2573", true},
		{"broken_escape_kept", "memo://%7", "memo://%7", true},
		{"broken_escape_lower_cased", "memo://%7g", "memo://%7G", true},
		{"non_ascii_case_differs", "memo://é", "memo://É", false},
		{"kelvin_is_not_k", "memo://k", "memo://\u212a", false},
		{"other_uri", "memo://s", "memo://t", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := "[Reference: " + tt.link + "]"
			if tt.same {
				want = "[Reference ref_2]"
			}
			input := content(`{"type":"resource","uri":"`+tt.never+`","disposition":"never"}`, `{"type":"resource","uri":"`+tt.link+`"}`)
			expect(t, adapters.Push, input, blocksObs(textBlock("[Reference ref_1]"), textBlock(want)))
			if tt.same {
				want = "[Reference ref_1]"
			}
			shared := content(`{"type":"resource","resource":{"uri":"`+tt.never+`","text":"t"}}`, `{"type":"resource","uri":"`+tt.link+`"}`)
			expect(t, adapters.Push, shared, blocksObs(textBlock("t"), textBlock(want)))
		})
	}
}

// TestEmbeddedSameURI pins SPEC 6: a reference whose uri an embedded
// resource of the same input (found by the claims walk) has shows its stub,
// whatever the embedded resource's disposition, since its line would show
// the embedded resource's uri.
func TestEmbeddedSameURI(t *testing.T) {
	t.Parallel()
	const line = "[Reference: " + linkURI + "]"
	tests := []struct {
		name   string
		blocks []string
		want   []string
	}{
		{"embedded_before", []string{embeddedAt("", `"text":"t"`), link("")}, []string{"t", "[Reference ref_1]"}},
		{"embedded_after", []string{link(""), embeddedAt("", `"text":"t"`)}, []string{"[Reference ref_1]", "t"}},
		{"embedded_unreadable", []string{embeddedAt("", ``), link("")}, []string{spec.UnreadableText, "[Reference ref_1]"}},
		{"embedded_with_ref", []string{embeddedAt(`"disposition":"ref"`, `"text":"t"`), link("")}, []string{spec.WithheldText, "[Reference ref_1]"}},
		{"embedded_in_upper_case", []string{`{"type":"resource","resource":{"uri":"MEMO://Shared/Report","text":"t"}}`, link("")},
			[]string{"t", "[Reference ref_1]"}},
		{"embedded_at_depth_in_a_text_block", []string{`{"type":"text","text":"x","meta":[` + embeddedAt("", `"text":"t"`) + `]}`, link("")},
			[]string{"x", "[Reference ref_1]"}},
		{"embedded_inside_an_embedded_resource_is_not_found",
			[]string{embedded(`"text":"t","_meta":{"r":` + embeddedAt("", `"text":"u"`) + `}`), link("")}, []string{"t", line}},
		{"embedded_with_another_uri", []string{`{"type":"resource","resource":{"uri":"memo://other","text":"t"}}`, link("")},
			[]string{"t", line}},
		{"embedded_with_empty_uri", []string{`{"type":"resource","resource":{"uri":"","text":"t"}}`, link("")}, []string{"t", line}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var want []string
			for _, w := range tt.want {
				want = append(want, textBlock(w))
			}
			input := content(tt.blocks...)
			expect(t, adapters.Push, input, blocksObs(want...))
			expect(t, adapters.ToolResultStored, input, storedObs(strings.Join(tt.want, "\n")))
		})
	}
	t.Run("at_depth_in_data", func(t *testing.T) {
		d := data(`{"a":[` + embeddedAt("", `"text":"t"`) + `],"b":` + link("") + `}`)
		expect(t, adapters.ToolResultStored, d, storedObs(`{"a":["t"],"b":"[Reference ref_1]"}`))
		expect(t, adapters.Script, d, viewObs(`{"a":[`+textBlock("t")+`],"b":`+textBlock("[Reference ref_1]")+`}`))
		expect(t, adapters.Guard, d, `{"kept":{"a":[`+textBlock("t")+`],"b":`+textBlock("[Reference ref_1]")+`}}`)
	})
}

// TestClaimsRevision2 pins what marks a uri never (SPEC 6): only "never",
// from references, inline image or audio with data and a uri, and embedded
// resources; anywhere in the result but inside an embedded resource.
func TestClaimsRevision2(t *testing.T) {
	t.Parallel()
	const line = "[Reference: " + linkURI + "]"
	tests := []struct {
		name   string
		blocks []string
		marked bool
	}{
		{"reference_never_in_other_case_marks_nothing", []string{link(`"disposition":"Never"`), link("")}, false},
		{"reference_ref_marks_nothing", []string{link(`"disposition":"ref"`), link("")}, false},
		{"inline_audio_never_marks", []string{
			`{"type":"audio","data":"AAAA","mimeType":"audio/wav","uri":"` + linkURI + `","disposition":"never"}`, link("")}, true},
		{"inline_image_ref_marks_nothing", []string{
			`{"type":"image","data":"AAAA","mimeType":"image/png","uri":"` + linkURI + `","disposition":"ref"}`, link("")}, false},
		{"inline_image_without_data_marks", []string{ // revision 3: a claim needs a uri, not data
			`{"type":"image","mimeType":"image/png","uri":"` + linkURI + `","disposition":"never"}`, link("")}, true},
		{"resource_link_never_marks", []string{
			`{"type":"resource_link","uri":"` + linkURI + `","name":"x","disposition":"never"}`, link("")}, true},
		{"text_block_never_marks", []string{
			`{"type":"text","text":"t","uri":"` + linkURI + `","disposition":"never"}`, link("")}, true},
		{"object_in_a_block_never_marks", []string{
			`{"type":"text","text":"t","meta":{"uri":"` + linkURI + `","disposition":"never"}}`, link("")}, true},
		{"object_ref_marks_nothing", []string{
			`{"type":"text","text":"t","meta":{"uri":"` + linkURI + `","disposition":"ref"}}`, link("")}, false},
		{"overwritten_member_claims", []string{
			`{"type":"text","text":"t","meta":{"uri":"` + linkURI + `","disposition":"never"},"meta":{}}`, link("")}, true},
		{"overwritten_disposition_claims", []string{
			`{"type":"text","text":"t","uri":"` + linkURI + `","disposition":"never","disposition":"ref"}`, link("")}, true},
		{"overwritten_uri_claims", []string{
			`{"type":"text","text":"t","uri":"` + linkURI + `","uri":"memo://else","disposition":"never"}`, link("")}, true},
		{"overwritten_resource_never_claims", []string{
			`{"type":"resource","resource":{"uri":"` + linkURI + `","text":"a","disposition":"never"},"resource":{"uri":"memo://y","text":"b"}}`, link("")}, true},
		{"reference_never_at_depth_in_a_text_block_marks", []string{
			`{"type":"text","text":"x","meta":{"r":` + link(`"disposition":"never"`) + `}}`, link("")}, true},
		{"reference_never_inside_a_reference_marks", []string{
			`{"type":"resource","uri":"memo://other","meta":` + link(`"disposition":"never"`) + `}`, link("")}, true},
		{"reference_never_in_embedded_meta_marks_nothing", []string{
			`{"type":"resource","resource":{"uri":"memo://x","text":"t","_meta":` + link(`"disposition":"never"`) + `}}`, link("")}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := observe(t, adapters.Push, content(tt.blocks...))
			if shows := strings.Contains(got, line); shows == tt.marked {
				t.Errorf("marked %v, but the line shows %v: %s", tt.marked, shows, got)
			}
		})
	}
}

// TestStubLabelsRejoinSurrogates pins that a stub's parts are labelled as
// SPEC 3 labels a media type, on the UTF-16 sequence as sent.
func TestStubLabelsRejoinSurrogates(t *testing.T) {
	t.Parallel()
	input := content(`{"type":"resource","uri":"https://a/x","name":"a\ud83d\u0007\ude00","mimeType":"t/\ud83d\u202e\ude00\ud800"}`)
	expect(t, adapters.Push, input, blocksObs(textBlock("[Reference ref_1: a😀, t/😀\uFFFD]")))
}
