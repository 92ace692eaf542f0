package refhost

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

func textBlock(s string) string { return `{"type":"text","text":` + quote(s) + `}` }

// TestLaneTable pins every cell of SPEC section 4's table: an embedded
// resource that is a block of a content array, on every lane. The push
// column stands for push, channel and injection/user alike.
func TestLaneTable(t *testing.T) {
	t.Parallel()
	pdf := embedded(`"mimeType":"application/pdf","blob":"AAAA"`)
	pdfMarker := "[Resource not shown: this host can't display its data (application/pdf, 3B).]"
	rows := []struct {
		name  string
		block string
		want  map[adapters.Lane]string
	}{
		{"text", embedded(`"mimeType":"text/markdown","text":"# notes"`), map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(textBlock("# notes")),
			adapters.ToolResultStored: storedObs("# notes"),
			adapters.Script:           viewObs(`[` + textBlock("# notes") + `]`),
			adapters.Push:             blocksObs(textBlock("# notes")),
			adapters.InjectionSystem:  blocksObs(textBlock("# notes")),
			adapters.Render:           shownObs(textBlock("# notes")),
		}},
		{"image", embedded(`"mimeType":"image/png","blob":"` + pngBlob + `"`), map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(image(pngBlob, "image/png")),
			adapters.ToolResultStored: storedObs("[image: image/png, 8B]"),
			adapters.Script:           viewObs(`[` + image(pngBlob, "image/png") + `]`),
			adapters.Push:             blocksObs(image(pngBlob, "image/png")),
			adapters.InjectionSystem:  blocksObs(textBlock(spec.SystemImageText)),
			adapters.Render:           shownObs(image(pngBlob, "image/png")),
		}},
		{"image_m_as_sent", embedded(`"mimeType":"Image/PNG","blob":"` + pngBlob + `"`), map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(image(pngBlob, "Image/PNG")),
			adapters.ToolResultStored: storedObs("[image: image/png, 8B]"),
			adapters.Script:           viewObs(`[` + image(pngBlob, "Image/PNG") + `]`),
			adapters.Push:             blocksObs(image(pngBlob, "Image/PNG")),
			adapters.InjectionSystem:  blocksObs(textBlock(spec.SystemImageText)),
			adapters.Render:           shownObs(image(pngBlob, "Image/PNG")),
		}},
		{"image_blob_empty", embedded(`"mimeType":"image/png","blob":""`), map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(textBlock(spec.ImageNoDataText)),
			adapters.ToolResultStored: storedObs(spec.ImageNoDataText),
			adapters.Script:           viewObs(`[` + image("", "image/png") + `]`),
			adapters.Push:             blocksObs(textBlock(spec.ImageNoDataText)),
			adapters.InjectionSystem:  blocksObs(textBlock(spec.SystemImageText)),
			adapters.Render:           refusedRen,
		}},
		{"audio", embedded(`"mimeType":"audio/wav","blob":"` + wavBlob + `"`), map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(textBlock(host{}.ToolResultAudioText("audio/wav", wavBlob))),
			adapters.ToolResultStored: storedObs("[Audio not shown: this host's tool results carry only text and images (audio/wav, 4B).]"),
			adapters.Script:           viewObs(`[` + audio(wavBlob, "audio/wav") + `]`),
			adapters.Push:             blocksObs(audio(wavBlob, "audio/wav")),
			adapters.InjectionSystem:  blocksObs(textBlock(spec.SystemAudioText)),
			adapters.Render:           shownObs(audio(wavBlob, "audio/wav")),
		}},
		{"audio_blob_empty", embedded(`"mimeType":"audio/wav","blob":""`), map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(textBlock("[Audio not shown: this host's tool results carry only text and images (audio/wav, 0B).]")),
			adapters.ToolResultStored: storedObs("[Audio not shown: this host's tool results carry only text and images (audio/wav, 0B).]"),
			adapters.Script:           viewObs(`[` + audio("", "audio/wav") + `]`),
			adapters.Push:             blocksObs(textBlock(spec.AudioNoDataText)),
			adapters.InjectionSystem:  blocksObs(textBlock(spec.SystemAudioText)),
			adapters.Render:           refusedRen,
		}},
		{"withheld", embedded(`"disposition":"ref","mimeType":"image/png","blob":"` + pngBlob + `"`), map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(textBlock(spec.WithheldText)),
			adapters.ToolResultStored: storedObs(spec.WithheldText),
			adapters.Script:           viewObs(`[` + textBlock(spec.WithheldText) + `]`),
			adapters.Push:             blocksObs(textBlock(spec.WithheldText)),
			adapters.InjectionSystem:  blocksObs(textBlock(spec.WithheldText)),
			adapters.Render:           refusedRen,
		}},
		{"other_marker", pdf, map[adapters.Lane]string{
			adapters.ToolResultLive:   blocksObs(textBlock(pdfMarker)),
			adapters.ToolResultStored: storedObs(pdfMarker),
			adapters.Script:           viewObs(`[` + textBlock(pdfMarker) + `]`),
			adapters.Push:             blocksObs(textBlock(pdfMarker)),
			adapters.InjectionSystem:  blocksObs(textBlock(pdfMarker)),
			adapters.Render:           refusedRen,
		}},
	}
	for _, row := range rows {
		input := content(row.block)
		for _, lane := range everyLane {
			want, ok := row.want[lane]
			switch lane {
			case adapters.Channel, adapters.InjectionUser:
				want, ok = row.want[adapters.Push]
			case adapters.Guard:
				want, ok = `{"kept":`+strings.TrimSuffix(strings.TrimPrefix(row.want[adapters.Script], `{"view":`), `}`)+`}`, true
			}
			if !ok {
				t.Fatalf("row %s has no cell for %s", row.name, lane)
			}
			t.Run(row.name+"/"+strings.ReplaceAll(string(lane), "/", "_"), func(t *testing.T) {
				expect(t, lane, input, want)
			})
		}
		t.Run(row.name+"/uri_shown_nowhere", func(t *testing.T) { assertNoSecret(t, input) })
	}
}

// TestInlineDataWithClaim pins SPEC section 8: an image or audio block with
// string data and a disposition, or a written non-empty string uri
// (revision 4), is withheld on every lane.
func TestInlineDataWithClaim(t *testing.T) {
	t.Parallel()
	for name, block := range map[string]string{
		"image_with_disposition":  `{"type":"image","data":"AAAA","mimeType":"image/png","disposition":"ref"}`,
		"image_with_uri":          `{"type":"image","data":"AAAA","mimeType":"image/png","uri":"memo://i"}`,
		"audio_with_null_disp":    `{"type":"audio","data":"AAAA","mimeType":"audio/wav","disposition":null}`,
		"audio_with_uri_and_null": `{"type":"audio","data":"","mimeType":"audio/wav","uri":"memo://a","uri":null}`,
	} {
		t.Run(name, func(t *testing.T) {
			input := content(block)
			for _, lane := range []adapters.Lane{adapters.ToolResultLive, adapters.Push, adapters.Channel,
				adapters.InjectionUser, adapters.InjectionSystem} {
				expect(t, lane, input, blocksObs(textBlock(spec.WithheldText)))
			}
			expect(t, adapters.ToolResultStored, input, storedObs(spec.WithheldText))
			expect(t, adapters.Script, input, viewObs(`[`+textBlock(spec.WithheldText)+`]`))
			expect(t, adapters.Render, input, refusedRen)
			expect(t, adapters.ToolResultStored, data(`{"x":`+block+`}`), storedObs(`{"x":"`+spec.WithheldText+`"}`))
		})
	}
}

// TestInlineMedia pins how plain inline image and audio blocks show, the
// behaviour an embedded image or audio follows (SPEC section 4).
func TestInlineMedia(t *testing.T) {
	t.Parallel()
	img := `{"type":"image","data":"` + pngBlob + `","mimeType":"image/png"}`
	aud := `{"type":"audio","data":"` + wavBlob + `","mimeType":"audio/wav"}`
	emptyImg := `{"type":"image","data":"","mimeType":"image/png"}`
	expect(t, adapters.ToolResultLive, content(img, aud), blocksObs(image(pngBlob, "image/png"),
		textBlock(host{}.ToolResultAudioText("audio/wav", wavBlob))))
	expect(t, adapters.ToolResultStored, content(img, aud), storedObs("[image: image/png, 8B]\n"+
		host{}.ToolResultAudioText("audio/wav", wavBlob)))
	expect(t, adapters.Push, content(img, aud, emptyImg), blocksObs(image(pngBlob, "image/png"),
		audio(wavBlob, "audio/wav"), textBlock(spec.ImageNoDataText)))
	expect(t, adapters.InjectionSystem, content(img, aud), blocksObs(textBlock(spec.SystemImageText), textBlock(spec.SystemAudioText)))
	expect(t, adapters.Script, content(img, emptyImg), viewObs(`[`+img+`,`+emptyImg+`]`))
	expect(t, adapters.Render, content(img, aud), shownObs(image(pngBlob, "image/png"), audio(wavBlob, "audio/wav")))
	expect(t, adapters.Render, content(emptyImg), refusedRen)
}

// TestRender pins the render lane's three outcomes (SPEC sections 4 and 7).
func TestRender(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, input, want string
	}{
		{"embedded_text_shown", content(text("a"), embedded(`"text":"b"`)), shownObs(textBlock("a"), textBlock("b"))},
		{"blank_text_beside_image_shown", content(text(" "), embedded(`"mimeType":"image/png","blob":"`+pngBlob+`"`)),
			shownObs(textBlock(" "), image(pngBlob, "image/png"))},
		{"marker_refused", content(text("a"), embedded(`"blob":"AAAA"`)), refusedRen},
		{"no_link_refused", content(`{"type":"resource"}`), refusedRen},
		{"reference_refused", content(`{"type":"resource","uri":"memo://r"}`), refusedRen},
		{"withheld_refused", content(embedded(`"disposition":"never","text":"t"`)), refusedRen},
		{"unreadable_refused", content(embedded(``)), refusedRen},
		{"non_string_text_beside_text_refused", content(text("a"), `{"type":"text","text":1}`), refusedRen},
		{"blank_embedded_text_is_nothing", content(embedded(`"text":" \n"`)), nothingObs},
		{"empty_content_is_nothing", content(), nothingObs},
		{"blank_and_non_string_text_is_nothing", content(text("\t"), `{"type":"text"}`), nothingObs},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expect(t, adapters.Render, tt.input, tt.want) })
	}
}

// TestVisiblyEmpty pins SPEC section 7 on the push and channel lanes, with
// ECMAScript's whitespace, and that other lanes never refuse.
func TestVisiblyEmpty(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, input string
		empty       bool
	}{
		{"empty_array", content(), true},
		{"blank_text", content(text(" \t\n\r\v\f")), true},
		{"feff_is_whitespace", content(text("\ufeff")), true},
		{"nbsp_and_zs_are_whitespace", content(text("\u00a0\u1680\u2000\u200a\u202f\u205f\u3000")), true},
		{"line_separators_are_whitespace", content(text("\u2028\u2029")), true},
		{"u0085_is_not_whitespace", content(text("\u0085")), false},
		{"u180e_is_not_whitespace", content(text("\u180e")), false},
		{"zero_width_space_is_not_whitespace", content(text("\u200b")), false},
		{"non_string_text", content(`{"type":"text","text":false}`), true},
		{"missing_text", content(`{"type":"text"}`), true},
		{"embedded_blank_text", content(embedded(`"text":"\ufeff "`)), true},
		{"embedded_empty_text", content(embedded(`"text":""`)), true},
		{"blank_text_and_embedded_blank_text", content(text(" "), embedded(`"mimeType":"text/plain","text":"\n"`)), true},
		{"embedded_u0085_text", content(embedded(`"text":"\u0085"`)), false},
		{"image", content(`{"type":"image","data":"AAAA","mimeType":"image/png"}`), false},
		{"empty_image_shows_a_marker", content(embedded(`"mimeType":"image/png","blob":""`)), false},
		{"marker", content(embedded(`"blob":"AAAA"`)), false},
		{"withheld", content(embedded(`"disposition":0,"text":" "`)), false},
		{"no_link", content(`{"type":"resource"}`), false},
		{"reference", content(`{"type":"resource","uri":"memo://r"}`), false},
		{"unknown_block", content(`{"type":"video"}`), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, lane := range []adapters.Lane{adapters.Push, adapters.Channel} {
				got := observe(t, lane, tt.input)
				if empty := got == refusedObs; empty != tt.empty {
					t.Errorf("on %s: refused = %v, want %v: %s", lane, empty, tt.empty, got)
				}
			}
			got := observe(t, adapters.Render, tt.input)
			if nothing := got == nothingObs; nothing != tt.empty {
				t.Errorf("on render: nothing = %v, want %v: %s", nothing, tt.empty, got)
			}
			for _, lane := range []adapters.Lane{adapters.InjectionUser, adapters.InjectionSystem, adapters.ToolResultLive} {
				if got := observe(t, lane, tt.input); !strings.HasPrefix(got, `{"blocks":[`) {
					t.Errorf("on %s: want blocks, never a refusal: %s", lane, got)
				}
			}
		})
	}
}

// TestToolResultsShowBlankText pins that tool results are never refused:
// blank text shows as blank text (SPEC section 5).
func TestToolResultsShowBlankText(t *testing.T) {
	t.Parallel()
	input := content(text(" "), embedded(`"text":"\t"`))
	expect(t, adapters.ToolResultLive, input, blocksObs(textBlock(" "), textBlock("\t")))
	expect(t, adapters.ToolResultStored, input, storedObs(" \n\t"))
	expect(t, adapters.ToolResultLive, content(), blocksObs())
	expect(t, adapters.ToolResultStored, content(), storedObs(""))
}
