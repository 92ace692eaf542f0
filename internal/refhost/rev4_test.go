package refhost

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// TestHiddenURIObject pins SPEC 5's hidden uri object (revision 4): an
// object no other rule replaces that carries a uri the result hides is the
// withheld marker's text in data, and a text block holding it where it is a
// block of a content array in the script view; content lanes show blocks
// per section 4 and are unchanged.
func TestHiddenURIObject(t *testing.T) {
	t.Parallel()
	emb := `{"type":"resource","resource":{"uri":"memo://p1/S","text":"body"}}`
	link := `{"type":"resource_link","uri":"memo://p1/S","name":"n"}`
	// The script view of a content array: the link becomes a text block.
	expect(t, adapters.Script, data(`[`+link+`,`+emb+`]`), viewObs(`[`+text(spec.WithheldText)+`,`+text("body")+`]`))
	// Its own claim makes it a string there (SPEC 5, claimed object in script).
	own := `{"type":"resource_link","uri":"memo://p1/S","name":"n","disposition":"never"}`
	expect(t, adapters.Script, data(`[`+own+`,`+emb+`]`), viewObs(`[`+withheldJSON+`,`+text("body")+`]`))
	// An array with a non-block is data: the object is a string there.
	expect(t, adapters.Script, data(`[1,`+link+`,`+emb+`]`), viewObs(`[1,`+withheldJSON+`,`+text("body")+`]`))
	// Inside a block the view keeps as it came (SPEC 5, script view).
	kept := `{"type":"text","text":"t","_meta":{"see":{"uri":"memo://P1/%53"}}}`
	expect(t, adapters.Script, data(`[`+kept+`,`+emb+`]`),
		viewObs(`[{"type":"text","text":"t","_meta":{"see":`+withheldJSON+`}},`+text("body")+`]`))
	// A text block that carries it shows its text on push.
	carrier := `{"type":"text","text":"see","uri":"memo://p1/S"}`
	expect(t, adapters.Push, content(carrier, emb), blocksObs(text("see"), text("body")))
	// A claimed uri counts as an embedded one does.
	claim := `{"type":"resource","uri":"memo://c","disposition":"never"}`
	expect(t, adapters.ToolResultStored, data(`{"a":`+claim+`,"b":{"href":"x","uri":"memo://c"}}`),
		storedObs(`{"a":"[Reference ref_1]","b":`+withheldJSON+`}`))
	// The guard keeps the view, so it hides it too.
	expect(t, adapters.Guard, data(`{"a":`+claim+`,"b":{"uri":"memo://c"}}`), `{"kept":{"a":`+text("[Reference ref_1]")+`,"b":`+withheldJSON+`}}`)
	// An empty uri hides nothing.
	empty := `{"type":"resource","resource":{"uri":"","text":"e"}}`
	expect(t, adapters.ToolResultStored, data(`{"e":`+empty+`,"o":{"uri":""}}`), storedObs(`{"e":"e","o":{"uri":""}}`))
}

// TestSameURIOctets pins SPEC 6's same uri (revision 4): %XX decodes to an
// octet over the uri's WTF-8 bytes, a lone surrogate being its own three.
func TestSameURIOctets(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"memo://caf%C3%A9", "memo://café", true},
		{"memo://caf%E9", "memo://café", false},
		{"memo://x\xed\xa0\x80", "memo://x%ED%A0%80", true},
		{"memo://x\xed\xa0\x80", "memo://x\xed\xa0\x81", false},
		{"memo://x\xed\xa0\x80", "memo://x\uFFFD", false},
		{"MEMO://%4d", "memo://m", true},
	} {
		if got := (host{}).sameURIKey(tt.a) == (host{}).sameURIKey(tt.b); got != tt.same {
			t.Errorf("same(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.same)
		}
	}
	// Through the input: a claim on a lone surrogate hides its escape's octets.
	never := `{"type":"image","mimeType":"image/png","uri":"memo://x\ud800","disposition":"never"}`
	got := observe(t, adapters.Push, content(never, `{"type":"resource","uri":"memo://x%ED%A0%80"}`))
	if !strings.Contains(got, "[Reference ref_1]") {
		t.Errorf("push shows %s: want the stub", got)
	}
	// Another lone surrogate is another uri: the object stays data.
	in := data(`{"e":{"type":"resource","resource":{"uri":"memo://x\ud800","text":"t"}},"o":{"uri":"memo://x\ud801"}}`)
	expect(t, adapters.ToolResultStored, in, storedObs(`{"e":"t","o":{"uri":"memo://x`+"\uFFFD"+`"}}`))
	// A reference whose uri holds a lone surrogate shows its stub (by the team).
	expect(t, adapters.Push, content(`{"type":"resource","uri":"memo://x\ud800"}`), blocksObs(text("[Reference ref_1]")))
}

// TestWholeDataText pins SPEC 5's whole data (revision 4) on the live copy
// too: one text block holding the text, not its JSON string.
func TestWholeDataText(t *testing.T) {
	t.Parallel()
	in := data(`{"type":"resource","uri":"memo://ok"}`)
	expect(t, adapters.ToolResultLive, in, blocksObs(text("[Reference: memo://ok]")))
	expect(t, adapters.Script, in, viewObs(text("[Reference: memo://ok]")))
}

// TestTopURIWrittenTwice pins SPEC 6's overwritten members (revision 4):
// an embedded resource whose top-level uri is written twice, the last "",
// claims every written uri when its disposition is never, on the block or
// on R.
func TestTopURIWrittenTwice(t *testing.T) {
	t.Parallel()
	for _, where := range []string{
		`{"type":"resource","uri":"memo://x","uri":"","disposition":"never","resource":{"uri":"memo://r","text":"T"}}`,
		`{"type":"resource","uri":"memo://x","uri":"","resource":{"uri":"memo://r","text":"T","disposition":"never"}}`,
	} {
		got := observe(t, adapters.Push, content(where, `{"type":"resource","uri":"memo://x"}`))
		if !strings.Contains(got, "[Reference ref_1]") || strings.Contains(got, "memo://x") {
			t.Errorf("push of %s shows %s: want the stub and no memo://x", where, got)
		}
	}
}
