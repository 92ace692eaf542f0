package refhost

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// expectBothCopies checks that a tool result's live copy is the one text
// block want and its stored copy the text want.
func expectBothCopies(t *testing.T, input, want string) {
	t.Helper()
	expect(t, adapters.ToolResultLive, input, blocksObs(textBlock(want)))
	expect(t, adapters.ToolResultStored, input, storedObs(want))
}

// TestToolResultData pins SPEC section 5: a tool's data at any depth.
func TestToolResultData(t *testing.T) {
	t.Parallel()
	img := embedded(`"mimeType":"image/png","blob":"` + pngBlob + `"`)
	tests := []struct {
		name, data, want string
	}{
		// An embedded resource as the whole data: the one text its stored copy shows.
		{"whole_data_text", embedded(`"text":"# notes"`), "# notes"},
		{"whole_data_image_is_its_placeholder_never_an_image", img, "[image: image/png, 8B]"},
		{"whole_data_empty_image", embedded(`"mimeType":"image/png","blob":""`), spec.ImageNoDataText},
		{"whole_data_audio", embedded(`"mimeType":"audio/wav","blob":"` + wavBlob + `"`), host{}.ToolResultAudioText("audio/wav", wavBlob)},
		{"whole_data_marker", embedded(`"blob":"AAAA"`), spec.NoMediaTypeText},
		{"whole_data_withheld", embedded(`"disposition":false,"text":"t"`), spec.WithheldText},
		{"whole_data_unreadable", embedded(`"text":"a","blob":"AAAA"`), spec.UnreadableText},
		// Anything else: its JSON text, member order kept, blocks replaced.
		{"embedded_text_at_depth", `{"b":1,"a":{"file":` + embedded(`"text":"hi"`) + `}}`, `{"b":1,"a":{"file":"hi"}}`},
		{"embedded_image_at_depth_is_its_placeholder", `{"shot":` + img + `}`, `{"shot":"[image: image/png, 8B]"}`},
		{"embedded_marker_at_depth", `[1,` + embedded(`"mimeType":"application/pdf","blob":"AAAA"`) + `]`,
			`[1,"[Resource not shown: this host can't display its data (application/pdf, 3B).]"]`},
		{"embedded_withheld_at_depth", `{"x":` + embedded(`"disposition":"never","text":"t"`) + `}`, `{"x":"` + spec.WithheldText + `"}`},
		{"embedded_deep", `{"a":[{"b":[{"c":` + embedded(`"text":"deep"`) + `}]}]}`, `{"a":[{"b":[{"c":"deep"}]}]}`},
		{"no_link_at_depth", `{"r":{"type":"resource","resource":7}}`, `{"r":"` + spec.NoLinkText + `"}`},
		{"reference_at_depth", `{"r":{"type":"resource","uri":"memo://r"}}`, `{"r":"[Reference: memo://r]"}`},
		{"inline_image_at_depth", `{"i":{"type":"image","data":"` + pngBlob + `","mimeType":"IMAGE/PNG "}}`, `{"i":"[image: image/png, 8B]"}`},
		{"inline_audio_at_depth", `{"a":{"type":"audio","data":"` + wavBlob + `","mimeType":"audio/wav"}}`,
			`{"a":"` + host{}.ToolResultAudioText("audio/wav", wavBlob) + `"}`},
		{"inline_empty_image_at_depth", `{"i":{"type":"image","data":"","mimeType":"image/png"}}`, `{"i":"[Image: no data]"}`},
		{"text_block_at_depth_stays_data", `{"t":{"type":"text","text":"x"}}`, `{"t":{"type":"text","text":"x"}}`},
		{"walk_descends_into_text_blocks", `{"t":{"type":"text","text":"x","meta":` + embedded(`"text":"in"`) + `}}`,
			`{"t":{"type":"text","text":"x","meta":"in"}}`},
		{"member_order_kept", `{"z":1,"a":2,"m":{"y":3,"b":4}}`, `{"z":1,"a":2,"m":{"y":3,"b":4}}`},
		{"repeated_name_keeps_first_place_last_value", `{"a":1,"b":2,"a":3}`, `{"a":3,"b":2}`},
		{"whitespace_removed", "{ \"a\" : [ 1 , 2 ] ,\n\"b\":null }", `{"a":[1,2],"b":null}`},
		{"escapes_as_json_stringify", `{"s":"\u0001\b\t\n\f\r\"\\/<>&\u2028\u007f\u00e9"}`,
			"{\"s\":\"\\u0001\\b\\t\\n\\f\\r\\\"\\\\/<>&\u2028\u007f\u00e9\"}"},
		{"numbers_as_json_stringify", `[1.0,-0,1e21,1e-7,0.1,1E2,123456789012345678901,1e400]`,
			`[1,0,1e+21,1e-7,0.1,100,123456789012345680000,null]`},
		{"string_data_is_its_json_text", `"hello"`, `"hello"`},
		{"null_data", `null`, `null`},
		{"array_with_a_non_block_is_data", `[{"type":"text","text":"a"},2]`, `[{"type":"text","text":"a"},2]`},
		{"block_that_is_no_embedded_resource_is_data", `{"type":"text","text":"a"}`, `{"type":"text","text":"a"}`},
		// SPEC 5, whole data, revision 4: a block replaced by a text at
		// depth is that text as the whole data, not its JSON string.
		{"reference_as_whole_data_is_its_line", `{"type":"resource","uri":"memo://r"}`, `[Reference: memo://r]`},
		{"no_link_as_whole_data_is_its_line", `{"type":"resource"}`, spec.NoLinkText},
		{"inline_image_as_whole_data_is_its_placeholder", `{"type":"image","data":"QUJD","mimeType":"image/png"}`, `[image: image/png, 3B]`},
		{"claimed_object_as_whole_data_is_the_withheld_text", `{"uri":"memo://c","disposition":"never"}`, spec.WithheldText},
		// SPEC 5, hidden uri object, revision 4: an object that carries a
		// uri the result hides is the withheld text in data.
		{"object_carrying_a_claimed_uri", `{"a":{"type":"resource","uri":"memo://p1/S","disposition":"never"},"b":{"href":"x","uri":"memo://p1/S"}}`,
			`{"a":"[Reference ref_1]","b":"` + spec.WithheldText + `"}`},
		{"object_carrying_an_embedded_uri", `{"e":` + embedded(`"uri":"memo://e","text":"t"`) + `,"l":{"type":"resource_link","uri":"MEMO://%65","name":"e"}}`,
			`{"e":"t","l":"` + spec.WithheldText + `"}`},
		{"object_carrying_an_overwritten_hidden_uri", `{"e":` + embedded(`"uri":"memo://e","text":"t"`) + `,"l":{"uri":"memo://e","uri":"memo://other"}}`,
			`{"e":"t","l":"` + spec.WithheldText + `"}`},
		{"object_carrying_another_uri_stays", `{"e":` + embedded(`"uri":"memo://e","text":"t"`) + `,"l":{"uri":"memo://f","href":"memo://e"}}`,
			`{"e":"t","l":{"uri":"memo://f","href":"memo://e"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			input := data(tt.data)
			expectBothCopies(t, input, tt.want)
			assertNoSecret(t, input)
		})
	}
}

// TestToolResultContent pins a content array's two copies (SPEC section 5).
func TestToolResultContent(t *testing.T) {
	t.Parallel()
	input := content(text("a"), embedded(`"text":"b"`), embedded(`"mimeType":"image/gif","blob":"`+pngBlob+`"`),
		`{"type":"resource","uri":"memo://r"}`, `{"type":"resource"}`)
	expect(t, adapters.ToolResultLive, input, blocksObs(textBlock("a"), textBlock("b"), image(pngBlob, "image/gif"),
		textBlock("[Reference: memo://r]"), textBlock(spec.NoLinkText)))
	expect(t, adapters.ToolResultStored, input, storedObs("a\nb\n[image: image/gif, 8B]\n[Reference: memo://r]\n"+spec.NoLinkText))
	// The same array as data gives the same copies.
	expect(t, adapters.ToolResultStored, data(strings.TrimSuffix(strings.TrimPrefix(input, `{"content":`), `}`)),
		storedObs("a\nb\n[image: image/gif, 8B]\n[Reference: memo://r]\n"+spec.NoLinkText))
	assertNoSecret(t, input)
}

// TestScriptView pins the script lane (SPEC sections 4 and 5): the same
// structure with each resource block replaced by the block its contents
// make, at any depth, never the uri, and idempotent.
func TestScriptView(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, data, want string
	}{
		{"text", `[` + embedded(`"text":"hi"`) + `]`, `[` + textBlock("hi") + `]`},
		{"image", `[` + embedded(`"mimeType":"image/png","blob":"`+pngBlob+`"`) + `]`, `[` + image(pngBlob, "image/png") + `]`},
		{"empty_image_is_inline_data", `[` + embedded(`"mimeType":"image/png","blob":""`) + `]`, `[` + image("", "image/png") + `]`},
		{"audio", `[` + embedded(`"mimeType":"audio/ogg","blob":"`+wavBlob+`"`) + `]`, `[` + audio(wavBlob, "audio/ogg") + `]`},
		{"withheld", `[` + embedded(`"disposition":"ref","text":"t"`) + `]`, `[` + textBlock(spec.WithheldText) + `]`},
		{"no_media_type", `[` + embedded(`"blob":"AAAA"`) + `]`, `[` + textBlock(spec.NoMediaTypeText) + `]`},
		{"unreadable", `[` + embedded(``) + `]`, `[` + textBlock(spec.UnreadableText) + `]`},
		{"whole_data", embedded(`"text":"hi"`), textBlock("hi")},
		{"at_depth_member_order_kept", `{"z":{"y":[` + embedded(`"text":"hi"`) + `]},"a":1}`, `{"z":{"y":[` + textBlock("hi") + `]},"a":1}`},
		{"reference", `{"r":{"type":"resource","uri":"memo://r","name":"n"}}`, `{"r":` + textBlock("[Reference: memo://r]") + `}`},
		{"no_link", `{"r":{"type":"resource","resource":[]}}`, `{"r":` + textBlock(spec.NoLinkText) + `}`},
		{"inline_image_kept", `{"i":{"type":"image","data":"AAAA","mimeType":"image/png"}}`, `{"i":{"type":"image","data":"AAAA","mimeType":"image/png"}}`},
		{"inline_image_keeps_its_other_members", `[{"type":"image","data":"AAAA","mimeType":"Image/PNG","annotations":{"audience":["user"]},"_meta":{"k":1}}]`,
			`[{"type":"image","data":"AAAA","mimeType":"Image/PNG","annotations":{"audience":["user"]},"_meta":{"k":1}}]`},
		{"inline_audio_without_media_type_kept", `[{"type":"audio","data":"AAAA","x":1}]`, `[{"type":"audio","data":"AAAA","x":1}]`},
		{"inline_image_with_claim_withheld", `{"i":{"type":"image","data":"AAAA","mimeType":"image/png","uri":"memo://i"}}`,
			`{"i":` + textBlock(spec.WithheldText) + `}`},
		{"nested_in_a_kept_block_replaced", `[{"type":"text","text":"a","meta":{"f":` + embedded(`"text":"b"`) + `}}]`,
			`[{"type":"text","text":"a","meta":{"f":` + textBlock("b") + `}}]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			expect(t, adapters.Script, data(tt.data), viewObs(tt.want))
			expect(t, adapters.Script, data(tt.want), viewObs(tt.want)) // viewed twice
			assertNoSecret(t, data(tt.data))
		})
	}
}

// TestGuard pins the guard lane (SPEC section 5): a withheld result whose
// data is an embedded resource keeps nothing.
func TestGuard(t *testing.T) {
	t.Parallel()
	for _, d := range []string{
		embedded(`"text":"secret body"`),
		embedded(`"mimeType":"image/png","blob":"` + pngBlob + `"`),
		embedded(`"disposition":"never","text":"t"`),
		embedded(`"blob":"AAAA"`),
		`{"type":"resource","uri":null,"resource":{"uri":"","text":"t"}}`,
	} {
		expect(t, adapters.Guard, data(d), `{"kept":null}`)
	}
	// Other data is outside SPEC; the reference keeps its script view.
	expect(t, adapters.Guard, data(`{"status":"ok","file":`+embedded(`"text":"t"`)+`}`),
		`{"kept":{"status":"ok","file":`+textBlock("t")+`}}`)
	expect(t, adapters.Guard, data(`{"type":"resource"}`), `{"kept":`+textBlock(spec.NoLinkText)+`}`)
	assertNoSecret(t, data(`{"status":"ok","file":`+embedded(`"text":"t"`)+`}`))
}
