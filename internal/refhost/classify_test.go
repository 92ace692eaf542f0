package refhost

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// shape is the part of Shown a test compares.
type shape struct {
	Kind     Kind
	Embedded bool
	Marker   string
	Text     string
	Data     string
	MimeType string
	Never    string
}

func classifyJSON(t *testing.T, block string) shape {
	t.Helper()
	v, err := esjson.Parse([]byte(block))
	if err != nil {
		t.Fatalf("parse %s: %v", block, err)
	}
	s := Classify(v)
	return shape{s.Kind, s.Embedded, s.Marker, s.Text, s.Data, s.MimeType, s.Never}
}

func embeddedMarker(id, text string) shape {
	return shape{Kind: ShowsMarker, Embedded: true, Marker: id, Text: text}
}

var (
	withheldEmbedded   = embeddedMarker(spec.MarkerWithheld, spec.WithheldText)
	unreadableEmbedded = embeddedMarker(spec.MarkerUnreadable, spec.UnreadableText)
	noMediaEmbedded    = embeddedMarker(spec.MarkerNoMediaType, spec.NoMediaTypeText)
	noLink             = shape{Kind: ShowsMarker, Marker: spec.MarkerNoLink, Text: spec.NoLinkText}
	embeddedText       = shape{Kind: ShowsText, Embedded: true, Text: "hello"}
	embeddedPNG        = shape{Kind: ShowsImage, Embedded: true, Data: pngBlob, MimeType: "image/png"}
)

func unsupportedEmbedded(m, blob string) shape {
	return embeddedMarker(spec.MarkerUnsupportedType, host{}.UnsupportedTypeText(m, blob))
}

// TestClassify pins SPEC section 2, rule by rule: recognition (2), what an
// embedded resource shows as (2.1), and the other blocks every lane meets.
func TestClassify(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		block string
		want  shape
	}{
		// SPEC 2, rule 1: a uri of its own makes an MCPL reference.
		{"uri_of_its_own_makes_a_reference",
			`{"type":"resource","uri":"memo://a","resource":{"uri":"memo://b","text":"t"}}`,
			shape{Kind: ShowsReference}},
		{"non_string_uri_of_its_own_gives_no_link",
			`{"type":"resource","uri":42,"resource":{"uri":"memo://b","text":"t"}}`, noLink},
		{"object_uri_of_its_own_gives_no_link",
			`{"type":"resource","uri":{},"resource":{"uri":"memo://b","text":"t"}}`, noLink},
		{"top_level_uri_null_is_none_of_its_own",
			`{"type":"resource","uri":null,"resource":{"uri":"x","text":"hello"}}`, embeddedText},
		{"top_level_uri_empty_is_none_of_its_own",
			`{"type":"resource","uri":"","resource":{"uri":"x","text":"hello"}}`, embeddedText},
		// SPEC 2, rules 2 and 3.
		{"resource_with_string_uri_is_embedded", embedded(`"text":"hello"`), embeddedText},
		{"empty_resource_uri_is_embedded", `{"type":"resource","resource":{"uri":"","text":"hello"}}`, embeddedText},
		{"resource_without_uri_gives_no_link", `{"type":"resource","resource":{"text":"hello"}}`, noLink},
		{"resource_uri_null_gives_no_link", `{"type":"resource","resource":{"uri":null,"text":"hello"}}`, noLink},
		{"resource_uri_number_gives_no_link", `{"type":"resource","resource":{"uri":7,"text":"hello"}}`, noLink},
		{"resource_null_gives_no_link", `{"type":"resource","resource":null}`, noLink},
		{"resource_array_gives_no_link", `{"type":"resource","resource":[{"uri":"x","text":"hello"}]}`, noLink},
		{"resource_string_gives_no_link", `{"type":"resource","resource":"x"}`, noLink},
		{"no_resource_gives_no_link", `{"type":"resource"}`, noLink},
		// SPEC 2.1, rule 1: any disposition, on the block or on R, withholds.
		{"disposition_never_on_block_withholds", embeddedWith(`"disposition":"never"`, `"text":"hello"`),
			withNever(withheldEmbedded)},
		{"disposition_ref_on_block_withholds", embeddedWith(`"disposition":"ref"`, `"text":"hello"`), withheldEmbedded},
		{"disposition_null_on_block_withholds", embeddedWith(`"disposition":null`, `"text":"hello"`), withheldEmbedded},
		{"disposition_false_on_block_withholds", embeddedWith(`"disposition":false`, `"text":"hello"`), withheldEmbedded},
		{"disposition_empty_on_block_withholds", embeddedWith(`"disposition":""`, `"text":"hello"`), withheldEmbedded},
		{"disposition_zero_on_block_withholds", embeddedWith(`"disposition":0`, `"text":"hello"`), withheldEmbedded},
		{"disposition_never_on_resource_withholds", embedded(`"disposition":"never","text":"hello"`),
			withNever(withheldEmbedded)},
		{"disposition_ref_on_resource_withholds", embedded(`"disposition":"ref","text":"hello"`), withheldEmbedded},
		{"disposition_null_on_resource_withholds", embedded(`"disposition":null,"text":"hello"`), withheldEmbedded},
		{"disposition_false_on_resource_withholds", embedded(`"disposition":false,"text":"hello"`), withheldEmbedded},
		{"disposition_empty_on_resource_withholds", embedded(`"disposition":"","text":"hello"`), withheldEmbedded},
		{"disposition_zero_on_resource_withholds", embedded(`"disposition":0,"text":"hello"`), withheldEmbedded},
		{"disposition_before_unreadable_contents_withholds", embedded(`"disposition":"ref"`), withheldEmbedded},
		// SPEC 2.1, rule 2: exactly one of a string text and a string blob.
		{"text_shows_as_text", embedded(`"mimeType":"text/plain","text":"hello"`), embeddedText},
		{"empty_text_shows_as_text", embedded(`"text":""`), shape{Kind: ShowsText, Embedded: true}},
		{"text_with_blob_type_shows_as_text", embedded(`"mimeType":"image/png","text":"hello"`), embeddedText},
		{"non_string_text_counts_as_absent", embedded(`"text":42,"mimeType":"image/png","blob":"` + pngBlob + `"`), embeddedPNG},
		{"non_string_blob_counts_as_absent", embedded(`"text":"hello","blob":null`), embeddedText},
		{"image_blob_shows_as_image", embedded(`"mimeType":"image/png","blob":"` + pngBlob + `"`), embeddedPNG},
		{"image_type_in_any_case_keeps_m_as_sent", embedded(`"mimeType":"Image/PNG","blob":"` + pngBlob + `"`),
			shape{Kind: ShowsImage, Embedded: true, Data: pngBlob, MimeType: "Image/PNG"}},
		{"image_type_with_parameters_is_an_image", embedded(`"mimeType":"image/png; charset=x","blob":"` + pngBlob + `"`),
			shape{Kind: ShowsImage, Embedded: true, Data: pngBlob, MimeType: "image/png; charset=x"}},
		{"empty_image_blob_is_an_image", embedded(`"mimeType":"image/png","blob":""`),
			shape{Kind: ShowsImage, Embedded: true, MimeType: "image/png"}},
		{"audio_blob_shows_as_audio", embedded(`"mimeType":"audio/wav","blob":"` + wavBlob + `"`),
			shape{Kind: ShowsAudio, Embedded: true, Data: wavBlob, MimeType: "audio/wav"}},
		{"audio_type_in_any_case_is_audio", embedded(`"mimeType":"AUDIO/Ogg","blob":"` + wavBlob + `"`),
			shape{Kind: ShowsAudio, Embedded: true, Data: wavBlob, MimeType: "AUDIO/Ogg"}},
		{"bare_image_type_is_unsupported", embedded(`"mimeType":"image","blob":"` + pngBlob + `"`),
			unsupportedEmbedded("image", pngBlob)},
		{"empty_subtype_is_unsupported", embedded(`"mimeType":"image/","blob":"` + pngBlob + `"`),
			unsupportedEmbedded("image/", pngBlob)},
		{"slash_subtype_is_unsupported", embedded(`"mimeType":"image//png","blob":"` + pngBlob + `"`),
			unsupportedEmbedded("image//png", pngBlob)},
		{"imagery_is_not_an_image_type", embedded(`"mimeType":"imagery/png","blob":"` + pngBlob + `"`),
			unsupportedEmbedded("imagery/png", pngBlob)},
		{"leading_space_is_not_an_image_type", embedded(`"mimeType":" image/png","blob":"` + pngBlob + `"`),
			unsupportedEmbedded(" image/png", pngBlob)},
		{"dotless_i_is_not_an_image_type", embedded(`"mimeType":"ımage/png","blob":"` + pngBlob + `"`),
			unsupportedEmbedded("ımage/png", pngBlob)},
		{"other_type_is_unsupported", embedded(`"mimeType":"application/pdf","blob":"AAAA"`),
			unsupportedEmbedded("application/pdf", "AAAA")},
		{"text_type_blob_is_unsupported", embedded(`"mimeType":"text/plain","blob":"AAAA"`),
			unsupportedEmbedded("text/plain", "AAAA")},
		{"blob_without_media_type_has_no_media_type", embedded(`"blob":"AAAA"`), noMediaEmbedded},
		{"blob_with_empty_media_type_has_no_media_type", embedded(`"mimeType":"","blob":"AAAA"`), noMediaEmbedded},
		{"blob_with_non_string_media_type_has_no_media_type", embedded(`"mimeType":["image/png"],"blob":"AAAA"`),
			noMediaEmbedded},
		// SPEC 2.1, rule 3.
		{"both_text_and_blob_are_unreadable", embedded(`"mimeType":"image/png","text":"hello","blob":"AAAA"`),
			unreadableEmbedded},
		{"neither_text_nor_blob_is_unreadable", embedded(`"mimeType":"text/plain"`), unreadableEmbedded},
		{"non_string_text_and_blob_are_unreadable", embedded(`"text":1,"blob":false`), unreadableEmbedded},
		// The other blocks every lane meets.
		{"text_block_shows_as_text", `{"type":"text","text":"hello"}`, shape{Kind: ShowsText, Text: "hello"}},
		{"text_block_with_non_string_text", `{"type":"text","text":null}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerNonStringText, Text: spec.NonStringTextText}},
		{"inline_image_shows_as_image", `{"type":"image","data":"` + pngBlob + `","mimeType":"image/png"}`,
			shape{Kind: ShowsImage, Data: pngBlob, MimeType: "image/png"}},
		{"inline_audio_shows_as_audio", `{"type":"audio","data":"` + wavBlob + `","mimeType":"audio/wav"}`,
			shape{Kind: ShowsAudio, Data: wavBlob, MimeType: "audio/wav"}},
		{"inline_image_without_media_type", `{"type":"image","data":"` + pngBlob + `"}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerNoMediaType, Text: spec.NoMediaTypeText}},
		{"inline_image_with_disposition_withholds", `{"type":"image","data":"AAAA","mimeType":"image/png","disposition":"ref"}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerWithheld, Text: spec.WithheldText}},
		{"inline_audio_with_uri_withholds", `{"type":"audio","data":"AAAA","mimeType":"audio/wav","uri":"memo://a"}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerWithheld, Text: spec.WithheldText}},
		// SPEC 8, revision 4: a uri that is "", null or 42 makes no claim;
		// any written non-empty one does, an overwritten one included.
		{"inline_audio_with_empty_uri_shows", `{"type":"audio","data":"AAAA","mimeType":"audio/wav","uri":""}`,
			shape{Kind: ShowsAudio, Data: "AAAA", MimeType: "audio/wav"}},
		{"inline_image_with_null_uri_shows", `{"type":"image","data":"AAAA","mimeType":"image/png","uri":null}`,
			shape{Kind: ShowsImage, Data: "AAAA", MimeType: "image/png"}},
		{"inline_image_with_overwritten_uri_withholds", `{"type":"image","data":"AAAA","mimeType":"image/png","uri":"memo://i","uri":null}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerWithheld, Text: spec.WithheldText}},
		{"inline_image_with_never_marks_its_uri", `{"type":"image","data":"AAAA","mimeType":"image/png","uri":"memo://i","disposition":"never"}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerWithheld, Text: spec.WithheldText, Never: "memo://i"}},
		{"inline_image_without_string_data", `{"type":"image","data":7,"mimeType":"image/png"}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerUnsupportedBlock, Text: host{}.UnsupportedBlockText("image")}},
		{"block_of_another_type", `{"type":"resource_link","uri":"memo://x"}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerUnsupportedBlock, Text: host{}.UnsupportedBlockText("resource_link")}},
		{"object_without_type_is_no_block", `{"text":"hello"}`, shape{}},
		{"non_string_type_is_no_block", `{"type":1}`, shape{}},
		{"array_is_no_block", `[{"type":"text","text":"hello"}]`, shape{}},
		// SPEC 6: what an embedded resource marks never.
		{"never_with_empty_uri_marks_nothing",
			`{"type":"resource","disposition":"never","resource":{"uri":"","text":"t"}}`,
			embeddedMarker(spec.MarkerWithheld, spec.WithheldText)},
		{"reference_with_never_marks_its_uri", `{"type":"resource","uri":"memo://r","disposition":"never"}`,
			shape{Kind: ShowsReference, Never: "memo://r"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := classifyJSON(t, tt.block); got != tt.want {
				t.Errorf("%s: mismatch (-want +got):\n%s", tt.block, cmp.Diff(tt.want, got))
			}
		})
	}
}

func withNever(s shape) shape {
	s.Never = secretURI
	return s
}

func TestHasTopType(t *testing.T) {
	t.Parallel()
	for m, want := range map[string]bool{
		"image/png": true, "IMAGE/x": true, "iMaGe/p": true, "image/png;a=b": true,
		"image": false, "image/": false, "image//": false, "imag/png": false, "image\\png": false,
		"": false, "img/png": false, "xímage/png": false,
	} {
		if got := (host{}).hasTopType(m, "image"); got != want {
			t.Errorf("hasTopType(%q, image) = %v, want %v", m, got, want)
		}
	}
}

// TestMediaTypeMatch pins SPEC 2.1's match, ^(image|audio)/[^/] ignoring
// ASCII case only: no Unicode case folding, no look-alikes.
func TestMediaTypeMatch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		top, m string
		want   bool
	}{
		{"image", "Image/PNG", true},
		{"image", "image/png; charset=x", true},
		{"image", "image/\n", true}, // [^/] is any unit but "/"
		{"image", "IMAGE/ımage", true},
		{"image", "image", false},
		{"image", "image/", false},
		{"image", "imagery/png", false},
		{"image", "image//png", false},
		{"image", "ımage/png", false},      // dotless ı, which upper-cases to I
		{"image", "İmage/png", false},      // dotted İ, which lower-cases to i
		{"image", "ＩＭＡＧＥ/png", false},      // fullwidth
		{"image", "im\u0430ge/png", false}, // Cyrillic а
		{"audio", "AUDIO/wav", true},
		{"audio", "audıo/wav", false},
		{"audio", "AUDİO/wav", false},
		{"audio", "audio//wav", false},
	}
	for _, tt := range tests {
		if got := (host{}).hasTopType(tt.m, tt.top); got != tt.want {
			t.Errorf("hasTopType(%q, %s) = %v, want %v", tt.m, tt.top, got, tt.want)
		}
	}
	for _, m := range []string{"ımage/png", "İmage/png", "AUDİO/wav", "audıo/wav", "image//png"} {
		got := classifyJSON(t, embedded(`"mimeType":"`+m+`","blob":"`+pngBlob+`"`))
		if want := unsupportedEmbedded(m, pngBlob); got != want {
			t.Errorf("%s: mismatch (-want +got):\n%s", m, cmp.Diff(want, got))
		}
	}
}

// TestClassifyURILength pins SPEC 6: a top-level uri longer than 4,096
// UTF-16 units is no reference (the no-link line), yet with disposition
// "never" it still marks its uri never.
func TestClassifyURILength(t *testing.T) {
	t.Parallel()
	at4096 := "memo://" + strings.Repeat("a", 4089)
	tests := []struct {
		name, block string
		want        shape
	}{
		{"4096_units_is_a_reference", `{"type":"resource","uri":"` + at4096 + `"}`, shape{Kind: ShowsReference}},
		{"4097_units_is_no_link", `{"type":"resource","uri":"` + at4096 + `b"}`, noLink},
		{"4097_units_with_never_claims", `{"type":"resource","uri":"` + at4096 + `b","disposition":"never"}`,
			shape{Kind: ShowsMarker, Marker: spec.MarkerNoLink, Text: spec.NoLinkText, Never: at4096 + "b"}},
		{"4096_units_counting_a_pair_as_two", `{"type":"resource","uri":"` + at4096[:4095] + `😀"}`, noLink},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := classifyJSON(t, tt.block); got != tt.want {
				t.Errorf("mismatch (-want +got):\n%s", cmp.Diff(tt.want, got))
			}
		})
	}
}

// TestShownURIs pins what Classify tells of a block's uris: an embedded
// resource's R.uri, a reference's own uri, and neither for the other.
func TestShownURIs(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ block, embedded, ref string }{
		{`{"type":"resource","resource":{"uri":"memo://a","text":"x"}}`, "memo://a", ""},
		{`{"type":"resource","uri":"https://h/b","resource":{"uri":"memo://a","text":"x"}}`, "", "https://h/b"},
		{`{"type":"text","text":"memo://a"}`, "", ""},
	} {
		v, err := esjson.ParseString(tt.block)
		if err != nil {
			t.Fatal(err)
		}
		s := Classify(v)
		if s.EmbeddedURI() != tt.embedded || s.ReferenceURI() != tt.ref {
			t.Errorf("%s: embedded %q, reference %q; want %q, %q", tt.block, s.EmbeddedURI(), s.ReferenceURI(), tt.embedded, tt.ref)
		}
	}
	if !spec.SameURI("MEMO://%61", "memo://a") || spec.SameURI("memo://a", "memo://b") {
		t.Error("SameURI does not decode, then ignore ASCII case")
	}
}
