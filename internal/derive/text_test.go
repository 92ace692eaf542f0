package derive

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

func TestLabel(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("a", 118)
	for _, tc := range []struct{ in, want string }{
		{"application/pdf", "application/pdf"},
		{"app\u0001lic\u0085ation/\u202epdf\u2069", "application/pdf"},
		// A pair a control split joins again; a lone surrogate is U+FFFD.
		{"text/" + gen.Surrogate(0xD83D) + "\u0001" + gen.Surrogate(0xDE00), "text/😀"},
		{"text/x" + gen.Surrogate(0xD800), "text/x\uFFFD"},
		{strings.Repeat("b", 120), strings.Repeat("b", 120)},
		{strings.Repeat("b", 121), strings.Repeat("b", 119) + "…"},
		// The cut at 119 units falls inside a pair: U+FFFD.
		{long + "😀tail", long + "\uFFFD…"},
		{long[1:] + "😀tail", long[1:] + "😀…"},
	} {
		if got := refhost.Label(tc.in); got != tc.want {
			t.Errorf("refhost.Label(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestPlaceholderMention(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"Image/PNG ", "image/png"},
		{"image/png; charset=x", "image/png; charset=x"},
		{"image/png\u0085", "image/png"},
		{"Image/X-İCON", "image/x-"},
		{"image/ΑΣ", "image/"},
		{"\u202eimage/png", "image/png"}, // revision 3: the label drops bidi marks
		{"image/p\u0001ng\u202e", "image/png"},
		{"image/a\u200bb", "image/a"}, // a format character a label keeps
		{"image/" + strings.Repeat("x", 200), "image/" + strings.Repeat("x", 113)},
		{"image/x-" + gen.Surrogate(0xD800), "image/x-\uFFFD"},
		{"image/😀", "image/😀"},
	} {
		if got := placeholderMention(tc.in); got != tc.want {
			t.Errorf("placeholderMention(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := refhost.Trim("\uFEFF a \u0085"); got != "a \u0085" {
		t.Errorf("refhost.Trim keeps U+0085 and drops U+FEFF: got %q", got)
	}
}

func TestSizes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n    int64
		want string
	}{
		{0, "0B"}, {1023, "1023B"}, {1024, "~1KB"}, {1535, "~1KB"}, {1536, "~2KB"},
		{1048063, "~1023KB"}, {1048064, "~1024KB"}, {1048576, "~1.0MB"},
		{1101004, "~1.0MB"}, {1101005, "~1.1MB"}, {1 << 30, "~1.0GB"},
		{1<<53 - 1, "~8388608.0GB"},
	} {
		if got := refhost.Size(tc.n); got != tc.want {
			t.Errorf("refhost.Size(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	for _, tc := range []struct {
		blob string
		want int64
	}{
		{"", 0}, {"=", 0}, {"==", 0}, {"===", 0}, {"AAAA", 3}, {"AA==", 1}, {"AAA=", 2},
		{"AAAA====", 4}, {"AA", 1}, {"😀😀😀😀", 6},
	} {
		if got := spec.DecodedSize(tc.blob); got != tc.want {
			t.Errorf("spec.DecodedSize(%q) = %d, want %d", tc.blob, got, tc.want)
		}
	}
}

// expect derives one lane's expectation from an observation given by hand.
func expect(t *testing.T, lane adapters.Lane, input string, obs adapters.Observation) vectors.Expectation {
	t.Helper()
	e, err := Expect(lane, adapters.Input(input), obs)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestMarkersNameWhatTheInputHas(t *testing.T) {
	t.Parallel()
	// Two blobs whose sizes format alike: the block's own size is named.
	input := `{"content":[{"type":"resource","resource":{"uri":"memo://a","mimeType":"application/pdf","blob":"` +
		strings.Repeat("A", 4096) + `"}},{"type":"resource","resource":{"uri":"memo://b","mimeType":"text/\ud83d\u0001\ude00","blob":"` +
		strings.Repeat("A", 4100) + `"}}]}`
	obs := adapters.Observation{Blocks: []adapters.Block{
		adapters.TextBlock("[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"),
		adapters.TextBlock("[Resource not shown: this host can't display its data (text/😀, ~3KB).]"),
	}}
	e := expect(t, adapters.Push, input, obs)
	if b := e.Blocks[1]; b.Marker != "unsupported-type" || *b.Bytes != 3075 || len(b.Mentions) != 1 || b.Mentions[0] != "text/😀" {
		t.Errorf("the second marker reads %+v (bytes %d), want unsupported-type naming text/😀 and 3075 bytes", b, *b.Bytes)
	}
	if *e.Blocks[0].Bytes != 3072 {
		t.Errorf("the first marker names %d bytes, want 3072", *e.Blocks[0].Bytes)
	}

	// A stub names its valid name and media type, not a name over 255 units.
	input = `{"content":[{"type":"resource","uri":"https://h/x","name":"a, b.pdf","mimeType":"application/pdf","sizeBytes":3.0},` +
		`{"type":"resource","uri":"https://h/y","name":"` + strings.Repeat("n", 256) + `","sizeBytes":9007199254740991}]}`
	obs = adapters.Observation{Blocks: []adapters.Block{
		adapters.TextBlock("[Reference ref_1: a, b.pdf, application/pdf, 3B claimed]"),
		adapters.TextBlock("[Reference ref_2: ~8388608.0GB claimed]"),
	}}
	e = expect(t, adapters.Push, input, obs)
	if b := e.Blocks[0]; b.Marker != "reference-stub" || strings.Join(b.Mentions, "|") != "a, b.pdf|application/pdf" || *b.Bytes != 3 {
		t.Errorf("the first stub reads %+v", b)
	}
	if b := e.Blocks[1]; len(b.Mentions) != 0 || *b.Bytes != 1<<53-1 {
		t.Errorf("the second stub reads %+v", b)
	}

	// A size nothing in the input has is an error: the reference is wrong.
	_, err := Expect(adapters.Push, adapters.Input(`{"content":[{"type":"resource","uri":"https://h/x","sizeBytes":9007199254740992}]}`),
		adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock("[Reference ref_1: ~8388608.0GB claimed]")}})
	if err == nil {
		t.Error("a stub claiming 2^53 bytes, which is no valid sizeBytes, derives without an error")
	}
}

func TestMarkersInStructuredData(t *testing.T) {
	t.Parallel()
	input := `{"data":{"doc":{"type":"resource","resource":{"uri":"memo://a","mimeType":"IMAGE/ΑΣ ","blob":"AAAA"}},"note":"[Image: no data]","t":{"type":"text","text":"x"}}}`
	stored := `{"doc":"[image: image/ας, 3B]","note":"[Image: no data]","t":{"type":"text","text":"x"}}`
	e := expect(t, adapters.ToolResultStored, input, adapters.Observation{Text: &stored})
	want := `{"doc":{"$marker":"stored-image","text":"[image: image/ας, 3B]","mentions":["image/"],"bytes":3},"note":"[Image: no data]","t":{"type":"text","text":"x"}}`
	if string(e.JSON) != want {
		t.Errorf("stored json\n got %s\nwant %s", e.JSON, want)
	}
	view := `{"doc":{"type":"image","data":"AAAA","mimeType":"IMAGE/ΑΣ "},"note":"[Image: no data]","t":{"type":"text","text":"x"}}`
	e = expect(t, adapters.Script, input, adapters.Observation{View: []byte(view)})
	if string(e.View) != view {
		t.Errorf("view\n got %s\nwant %s", e.View, view)
	}
	input = `{"data":[{"type":"text","text":"[Image: no data]"},{"type":"resource","uri":"memo://r","disposition":"never"}]}`
	view = `[{"type":"text","text":"[Image: no data]"},{"type":"text","text":"[Reference ref_1]"}]`
	e = expect(t, adapters.Script, input, adapters.Observation{View: []byte(view)})
	want = `[{"type":"text","text":"[Image: no data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}]`
	if string(e.View) != want {
		t.Errorf("view\n got %s\nwant %s", e.View, want)
	}
}

func TestStoredPartsSplitByBlock(t *testing.T) {
	t.Parallel()
	input := `{"content":[{"type":"text","text":"a\nb"},{"type":"resource","resource":{"uri":"memo://x","text":"c\n"}},{"type":"image","data":"","mimeType":"image/png"}]}`
	stored := "a\nb\nc\n\n[Image: no data]"
	e := expect(t, adapters.ToolResultStored, input, adapters.Observation{Text: &stored})
	if len(e.Parts) != 3 || e.Parts[0].Text != "a\nb" || e.Parts[1].Text != "c\n" || e.Parts[2].Marker != "image-no-data" {
		t.Errorf("parts %+v", e.Parts)
	}
	if _, err := Expect(adapters.ToolResultStored, adapters.Input(`{"content":[{"$marker":"x","type":"text","text":"a"}]}`),
		adapters.Observation{Text: &stored}); err == nil {
		t.Error("an input holding a $marker member derives: a vector would read it as a marker")
	}
}
