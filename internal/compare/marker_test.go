package compare

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// The markers of these tests, as vectors write them.
const (
	pdfBytes     = `{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}`
	withheldText = "[inline content withheld: nonconformant bulk disposition on inline data]"
	withheldMark = `{"type":"text","marker":"withheld","text":"` + withheldText + `"}`
	noLinkText   = "[Reference not shown: it arrived without a link.]"
	lineMark     = `{"type":"text","marker":"reference-line","text":"[Reference: memo://r/1]"}`
	pdfText      = "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"
)

// caseOn returns a case with input and one lane's expectation.
func caseOn(t *testing.T, lane adapters.Lane, input, want string, hidden ...string) *vectors.Case {
	t.Helper()
	c := caseWith(t, lane, want, hidden...)
	c.Input = adapters.Input(input)
	return c
}

// TestMarkerChecks pins each check a marker gets and its class: every
// wrong observation fails exactly the class named, and a right observation
// in other words passes every normative check.
func TestMarkerChecks(t *testing.T) {
	t.Parallel()
	img := adapters.Block{Type: "image", Data: "iVBORw0KGgoAAAANSUhEUg==", MimeType: "image/png"}
	const withheldInput = `{"content":[{"type":"resource","disposition":"never","resource":{"uri":"memo://w","mimeType":"image/png","blob":"iVBORw0KGgoAAAANSUhEUg=="}}]}`
	const bothInput = `{"content":[{"type":"resource","resource":{"uri":"memo://b","text":"the text of both","blob":"aGVsbG8gd29ybGQ="}}]}`
	const shownAndWithheld = `{"content":[{"type":"text","text":"a paragraph shown as it came"},{"type":"resource","disposition":"ref","resource":{"uri":"memo://w2","text":"the withheld paragraph body"}}]}`
	noMediaMark := `{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"}`
	unreadable := `{"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"}`
	tests := []struct {
		name    string
		lane    adapters.Lane
		input   string
		want    string
		obs     adapters.Observation
		verdict Verdict
		classes []Class // the failed checks' classes but profile, gravest first
	}{
		// Right but different: must not fail.
		{"other_words_size_in_kib", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("(an APPLICATION/PDF file of 3 KiB is not shown)")), Wording, nil},
		{"size_in_bytes_with_a_separator", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("<application/pdf, 3,072 B>")), Wording, nil},
		{"size_with_a_decimal", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("[application/pdf ~3.0KB]")), Wording, nil},
		{"stub_where_the_line_may_be", adapters.Push, `{}`, `{"blocks":[` + lineMark + `]}`,
			blocks(text("[Reference ref_1]")), Wording, nil},
		{"withheld_in_own_words", adapters.Push, withheldInput, `{"blocks":[` + withheldMark + `]}`,
			blocks(text("(held back: it claims a disposition)")), Wording, nil},
		{"label_holding_a_line_separator", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (text/\u2028x, ~3KB).]","mentions":["text/\u2028x"],"bytes":3072}]}`,
			blocks(text("(a text/\u2028x file of 3 KiB is not shown)")), Wording, nil},
		{"stub_label_holding_a_line_separator", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"reference-stub","text":"[Reference ref_1: \u2028]"}]}`,
			blocks(text("[Reference ref_1 (\u2028)]")), Wording, nil},
		{"live_merged_around_a_marker", adapters.ToolResultLive, `{}`, `{"blocks":[{"type":"text","text":"a"},` + pdfBytes + `,{"type":"text","text":"b"}]}`,
			blocks(text("a\napplication/pdf (3 KB)\nb")), Wording, nil},

		// Wrong: each fails its class.
		{"empty_marker", adapters.Push, `{}`, `{"blocks":[` + withheldMark + `]}`,
			blocks(text("")), Fail, []Class{ClassKind}},
		{"blank_marker", adapters.Push, `{}`, `{"blocks":[` + withheldMark + `]}`,
			blocks(text(" \ufeff ")), Fail, []Class{ClassKind}},
		{"marker_repeated", adapters.Push, `{}`, `{"blocks":[` + withheldMark + `]}`,
			blocks(text(withheldText + withheldText + withheldText)), Fail, []Class{ClassKind}},
		{"marker_repeated_with_spaces", adapters.Push, `{}`, `{"blocks":[` + withheldMark + `]}`,
			blocks(text(withheldText + " " + withheldText)), Fail, []Class{ClassKind}},
		{"text_joined_by_a_line_separator", adapters.Push, `{}`, `{"blocks":[` + withheldMark + `]}`,
			blocks(text(withheldText + "\u2028see the attachment")), Fail, []Class{ClassKind}},
		{"marker_repeated_in_lines", adapters.Push, `{}`, `{"blocks":[` + withheldMark + `]}`,
			blocks(text(withheldText + "\n" + withheldText)), Fail, []Class{ClassKind}},
		{"marker_plus_a_block_live", adapters.ToolResultLive, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text(pdfText), text("see the attachment")), Fail, []Class{ClassKind}},
		{"marker_plus_a_block_push", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text(pdfText), text("see the attachment")), Fail, []Class{ClassKind}},
		{"marker_plus_text_in_stored", adapters.ToolResultStored, `{}`, `{"text":"` + withheldText + `","marker":"withheld"}`,
			stored(withheldText + "\nmore"), Fail, []Class{ClassKind}},
		{"another_markers_words", adapters.Push, withheldInput, `{"blocks":[` + withheldMark + `]}`,
			blocks(text(noLinkText)), Fail, []Class{ClassKind}},
		{"marker_words_where_content_belongs", adapters.Push, `{}`, `{"blocks":[{"type":"text","text":"hello"}]}`,
			blocks(text(noLinkText)), Fail, []Class{ClassKind}},
		{"arbitrary_text_as_withheld", adapters.Push, `{}`, `{"blocks":[` + withheldMark + `]}`,
			blocks(text("hello")), Fail, []Class{ClassKind}},
		{"arbitrary_text_as_no_link", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"no-link","text":"` + noLinkText + `"}]}`,
			blocks(text("(nothing to see)")), Fail, []Class{ClassKind}},
		// A marker is a marker only when its words say what it stands
		// for (issue 38): "[]", brackets around nothing and a generic
		// line are text where the marker belongs, a wrong kind, not a
		// marker short of a word.
		{"empty_json_as_withheld", adapters.Push, withheldInput, `{"blocks":[` + withheldMark + `]}`,
			blocks(text("[]")), Fail, []Class{ClassKind}},
		{"bare_brackets_as_a_pdf", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("[ ]")), Fail, []Class{ClassKind}},
		{"generic_line_as_withheld", adapters.Push, withheldInput, `{"blocks":[` + withheldMark + `]}`,
			blocks(text("[unrecognized content block: reference without string uri]")), Fail, []Class{ClassKind}},
		{"generic_line_as_a_pdf", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("[unrecognized content block]")), Fail, []Class{ClassKind}},
		{"withheld_block_in_own_words", adapters.Push, withheldInput, `{"blocks":[` + withheldMark + `]}`,
			blocks(text("[content block withheld]")), Wording, nil},
		{"generic_line_that_says_no_link", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"no-link","text":"` + noLinkText + `"}]}`,
			blocks(text("[unrecognized content block: reference without string uri]")), Wording, nil},
		{"a_pdf_that_names_its_size_only", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("[not shown: 3 KB]")), Fail, []Class{ClassMention}},
		{"a_stub_that_names_its_name_only", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"reference-stub","text":"[Reference ref_1: q3.pdf]","mentions":["q3.pdf"]}]}`,
			blocks(text("(q3.pdf)")), Fail, []Class{ClassMention}},
		{"no_link_in_own_words", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"no-link","text":"` + noLinkText + `"}]}`,
			blocks(text("(a resource came with no URL)")), Wording, nil},
		{"arbitrary_text_as_unreadable", adapters.Push, bothInput, `{"blocks":[` + unreadable + `]}`,
			blocks(text("(nothing to see)")), Fail, []Class{ClassKind}},
		{"unreadable_in_own_words", adapters.Push, bothInput, `{"blocks":[` + unreadable + `]}`,
			blocks(text("(a resource with both a text and a blob)")), Wording, nil},
		{"arbitrary_text_as_no_media_type", adapters.Push, `{}`, `{"blocks":[` + noMediaMark + `]}`,
			blocks(text("(not shown)")), Fail, []Class{ClassKind}},
		{"no_media_type_in_own_words", adapters.Push, `{}`, `{"blocks":[` + noMediaMark + `]}`,
			blocks(text("(a blob with no MIME given)")), Wording, nil},
		{"arbitrary_text_as_a_line", adapters.Push, `{}`, `{"blocks":[` + lineMark + `]}`,
			blocks(text("(something)")), Fail, []Class{ClassKind}},
		{"line_in_own_words", adapters.Push, `{}`, `{"blocks":[` + lineMark + `]}`,
			blocks(text("(link: memo://r/1)")), Wording, nil},
		{"arbitrary_text_as_a_stub", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}]}`,
			blocks(text("(something)")), Fail, []Class{ClassKind}},
		{"stub_in_own_words", adapters.Push, `{}`, `{"blocks":[{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}]}`,
			blocks(text("(a link, not shown)")), Wording, nil},
		{"content_shown_where_it_belongs", adapters.Push, shownAndWithheld, `{"blocks":[{"type":"text","text":"a paragraph shown as it came"},` + withheldMark + `]}`,
			blocks(text("a paragraph shown as it came"), text("(held back: a disposition)")), Wording, nil},
		{"withheld_text_in_place_of_its_marker", adapters.Push, shownAndWithheld, `{"blocks":[{"type":"text","text":"a paragraph shown as it came"},` + withheldMark + `]}`,
			blocks(text("a paragraph shown as it came"), text("the withheld paragraph body")), Fail, []Class{ClassWithheld}},
		{"wrong_size", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("[Resource not shown: this host can't display its data (application/pdf, ~2KB).]")), Fail, []Class{ClassMention}},
		{"no_type", adapters.Push, `{}`, `{"blocks":[` + pdfBytes + `]}`,
			blocks(text("[a file of 3KB]")), Fail, []Class{ClassMention}},
		{"image_where_withheld", adapters.Push, withheldInput, `{"blocks":[` + withheldMark + `]}`,
			blocks(img), Fail, []Class{ClassWithheld}},
		{"withheld_data_beside_the_marker", adapters.Push, withheldInput, `{"blocks":[` + withheldMark + `]}`,
			blocks(text(withheldText), img), Fail, []Class{ClassWithheld, ClassKind}},
		{"text_where_unreadable", adapters.Push, bothInput, `{"blocks":[` + unreadable + `]}`,
			blocks(text("the text of both")), Fail, []Class{ClassKind}},
		{"withheld_in_view_as_an_image", adapters.Script, withheldInput, `{"view":[` + withheldMark + `]}`,
			adapters.Observation{View: json.RawMessage(`[{"type":"image","data":"iVBORw0KGgoAAAANSUhEUg==","mimeType":"image/png"}]`)}, Fail, []Class{ClassWithheld}},
		{"view_marker_empty", adapters.Script, `{}`, `{"view":[` + withheldMark + `]}`,
			adapters.Observation{View: json.RawMessage(`[{"type":"text","text":""}]`)}, Fail, []Class{ClassKind}},
		// SPEC 5 whole data (revision 4): a tool result's copy is the
		// marker itself; its JSON string, quotes and all, is the reading
		// revision 4 turned down. Quotes in a host's own words elsewhere
		// are wording, and content is compared as content.
		{"whole_data_marker_quoted_stored", adapters.ToolResultStored, `{"data":{"type":"resource","uri":"memo://r/1"}}`,
			`{"text":"[Reference: memo://r/1]","marker":"reference-line"}`, stored(`"[Reference: memo://r/1]"`), Fail, []Class{ClassKind}},
		{"whole_data_marker_quoted_live", adapters.ToolResultLive, `{"data":{"type":"resource","uri":"memo://r/1"}}`,
			`{"blocks":[` + lineMark + `]}`, blocks(text(`"[Reference: memo://r/1]"`)), Fail, []Class{ClassKind}},
		{"whole_data_marker_in_own_words", adapters.ToolResultStored, `{"data":{"type":"resource","uri":"memo://r/1"}}`,
			`{"text":"[Reference: memo://r/1]","marker":"reference-line"}`, stored(`link "memo://r/1"`), Wording, nil},
		{"quoted_marker_on_push_is_wording", adapters.Push, `{}`, `{"blocks":[` + lineMark + `]}`,
			blocks(text(`"[Reference: memo://r/1]"`)), Wording, nil},
		{"stored_json_marker_wrong_size", adapters.ToolResultStored, `{}`,
			`{"json":{"f":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"],"bytes":8}}}`,
			stored(`{"f":"[image: image/png, 9B]"}`), Fail, []Class{ClassMention}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(caseOn(t, tt.lane, tt.input, tt.want), tt.lane, tt.obs, nil)
			got := r.FailedClasses()
			if r.Verdict != tt.verdict || !sameClasses(got, tt.classes) {
				t.Errorf("verdict %s, classes %v; want %s, %v:\n%s", r.Verdict, got, tt.verdict, tt.classes, r)
			}
		})
	}
}

// sameClasses reports whether got, profile aside, is want.
func sameClasses(got, want []Class) bool {
	var g []Class
	for _, c := range got {
		if c != ClassProfile {
			g = append(g, c)
		}
	}
	return strings.Join(classNames(g), ",") == strings.Join(classNames(want), ",")
}

func classNames(cs []Class) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}

// TestTextThatIsNoMarker pins that a text saying nothing a marker says,
// outside the uris it quotes, is text where the marker belongs, and only
// that: not also a marker with lines joined into it (a client's
// "Resource (uri):\nbody" whose uri's path says "held"). A marker's words
// with a line joined to it are still that marker, joined.
func TestTextThatIsNoMarker(t *testing.T) {
	t.Parallel()
	m := markerWant{kind: "withheld", text: withheldText}
	for _, tt := range []struct {
		got, want string
		n         int
	}{
		{"Resource (https://files.example/held/x.txt?sig=1):\nbody", "so it is text, not the marker", 1},
		{"[held back]\nbody", "is one line, got 2 lines", 1},
		{"[omitted: https://files.example/x]", "", 0},
	} {
		var fs findings
		m.checkAfresh(tt.got, &fs)
		var normative []string
		for _, f := range fs {
			if f.Class != ClassProfile {
				normative = append(normative, f.What)
			}
		}
		if len(normative) != tt.n || tt.n > 0 && !strings.Contains(normative[0], tt.want) {
			t.Errorf("%q: checks %q, want %d saying %q", tt.got, normative, tt.n, tt.want)
		}
	}
}
