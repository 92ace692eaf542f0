package compare

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestMentionsNameWhatIsMissing pins that a marker failing a mention says
// which one and its value, and cites its clause.
func TestMentionsNameWhatIsMissing(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, got, what string
	}{
		{"size", "[Resource not shown: this host can't display its data (application/pdf, ~2KB).]",
			"mention: the unsupported-type marker must name the size 3,072 bytes (in bytes, or in KB, MB or GB rounded half up), got "},
		{"media_type", "[Resource not shown: a file of 3KB]",
			"mention: the unsupported-type marker must name the media type application/pdf, got "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(caseWith(t, adapters.Push, `{"blocks":[`+pdfBytes+`]}`), adapters.Push, blocks(text(tt.got)), nil)
			var found []string
			for _, f := range r.Findings {
				if f.Class == ClassMention {
					found = append(found, f.String())
					if f.Clause != "SPEC 2.1 unsupported type" {
						t.Errorf("clause %q", f.Clause)
					}
				}
			}
			if len(found) != 1 || !strings.HasPrefix(found[0], tt.what) {
				t.Errorf("mention findings %q, want one starting %q", found, tt.what)
			}
		})
	}
	// A case citing the size rule has the check cite it.
	c := caseWith(t, adapters.Push, `{"blocks":[`+pdfBytes+`]}`)
	c.Spec = []string{"SPEC 2.1 unsupported type", "SPEC 3 size"}
	r := Check(c, adapters.Push, blocks(text(tests[0].got)), nil)
	if len(r.Findings) == 0 || r.Findings[0].Clause != "SPEC 3 size" {
		t.Errorf("findings %+v, want the size check citing SPEC 3 size", r.Findings)
	}
}

// TestCauseOfEachFailure pins the cause of a failure: the gravest class,
// what SPEC and the host show where it failed, and its words.
func TestCauseOfEachFailure(t *testing.T) {
	t.Parallel()
	img := adapters.Block{Type: "image", Data: "iVBORw0KGgo=", MimeType: "image/png"}
	tests := []struct {
		name  string
		lane  adapters.Lane
		want  string
		obs   adapters.Observation
		key   string
		words string
	}{
		{"text_as_a_marker", adapters.Push, `{"blocks":[{"type":"text","text":"# notes"}]}`, blocks(text(noLinkText)),
			"kind: text → marker:no-link", "text content shows as the no-link marker instead of its text"},
		{"text_as_a_marker_stored", adapters.ToolResultStored, `{"text":"# notes"}`, stored(noLinkText),
			"kind: text → marker:no-link", "text content shows as the no-link marker instead of its text"},
		{"image_as_text", adapters.Push, `{"blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`, blocks(text("iVBORw0KGgo=")),
			"kind: image → other-text", "an image shows as other text instead of an image block"},
		{"marker_as_an_image", adapters.Push, `{"blocks":[` + pdfBytes + `]}`, blocks(img),
			"kind: marker:unsupported-type → image", "a blob of a type the host cannot show shows as an image block instead of the unsupported-type marker"},
		{"marker_without_size", adapters.Push, `{"blocks":[` + pdfBytes + `]}`, blocks(text("[application/pdf]")),
			"mention: marker:unsupported-type → marker-without-size", "the unsupported-type marker does not name the size"},
		{"media_type_changed", adapters.Push, `{"blocks":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"Image/PNG"}]}`, blocks(img),
			"content: image → other-media-type", "the media type of an image is not kept as sent"},
		{"empty_shown", adapters.Channel, `{"refused":"empty"}`, blocks(text(" ")),
			"kind: empty → shown", "visibly empty content is shown instead of a refusal (or a render of nothing)"},
		{"guard_keeps", adapters.Guard, `{"kept":null}`, adapters.Observation{Kept: []byte(`{"type":"text","text":"body"}`)},
			"kind: kept-nothing → kept", "the guard's stub of a withheld result keeps part of it instead of nothing"},
		{"extra_block", adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`, blocks(text("a"), text("b")),
			"kind: nothing → other-text", "the host shows other text where SPEC shows nothing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(caseWith(t, tt.lane, tt.want), tt.lane, tt.obs, nil)
			if r.Verdict != Fail || r.Cause.Key() != tt.key || r.Cause.String() != tt.words {
				t.Errorf("verdict %s, cause %q (%s); want fail, %q (%s)", r.Verdict, r.Cause.Key(), r.Cause, tt.key, tt.words)
			}
		})
	}
}

// TestLeakCauseSaysWhatLeaked pins that a leak's cause names what leaked
// and how, never the secret, the same on every lane.
func TestLeakCauseSaysWhatLeaked(t *testing.T) {
	t.Parallel()
	const uri = "https://files.example/q3.pdf?sig=SECRET-TOKEN-1"
	input := `{"content":[{"type":"resource","resource":{"uri":"` + uri + `","mimeType":"text/plain","text":"the body"}}]}`
	tests := []struct {
		lane  adapters.Lane
		want  string
		obs   adapters.Observation
		key   string
		words string
	}{
		{adapters.Push, `{"blocks":[{"type":"text","text":"the body"}]}`, blocks(text("the body"), text("(source: "+uri+")")),
			"leak: resource-uri → as sent", "the resource's uri reaches the model"},
		{adapters.ToolResultStored, `{"text":"the body"}`, stored("the body\n(source: " + strings.ToUpper(uri) + ")"),
			"leak: resource-uri → in other letter case", "the resource's uri reaches the model (in other letter case)"},
		{adapters.Script, `{"view":[{"type":"text","text":"the body"}]}`, adapters.Observation{View: []byte(`[{"type":"text","text":"the body SECRET-TOKEN-1"}]`)},
			"leak: resource-uri → the query value, as sent", "the resource's uri reaches the model (the query value, as sent)"},
	}
	for _, tt := range tests {
		r := Check(caseOn(t, tt.lane, input, tt.want, uri), tt.lane, tt.obs, nil)
		if !r.Leak || r.Cause.Key() != tt.key || r.Cause.String() != tt.words {
			t.Errorf("%s: leak %v, cause %q (%s); want %q (%s)", tt.lane, r.Leak, r.Cause.Key(), r.Cause, tt.key, tt.words)
		}
		if r.Findings[0].Clause != clauseNeverShown {
			t.Errorf("%s: the leak cites %q", tt.lane, r.Findings[0].Clause)
		}
		if strings.Contains(r.Cause.Key()+r.Cause.String(), "SECRET") {
			t.Errorf("%s: the cause shows the secret: %s", tt.lane, r.Cause.Key())
		}
	}
}

// TestErrorCauseLeavesOutSpecifics pins that errors that differ only in
// numbers and quoted text, on any case and lane, are one cause, and
// that a result with nothing to fix has none.
func TestErrorCauseLeavesOutSpecifics(t *testing.T) {
	t.Parallel()
	c := caseWith(t, adapters.Push, `{"blocks":[]}`)
	d := caseWith(t, adapters.Channel, `{"blocks":[]}`)
	d.ID = "other/case"
	a := Check(c, adapters.Push, adapters.Observation{}, errors.New("no answer within 5s\nstderr: panic at line 12"))
	b := Check(d, adapters.Channel, adapters.Observation{}, errors.New("no answer within 30s"))
	if a.Cause != b.Cause || a.Cause.Class != ClassError || a.Cause.String() != "the host errs: no answer within Ns" {
		t.Errorf("causes %q (%s) and %q", a.Cause.Key(), a.Cause, b.Cause.Key())
	}
	e := Check(c, adapters.Push, adapters.Observation{}, errors.New(`the answer is not JSON ("{seq: 9}"): at byte 4`))
	if got := e.Cause.Got; got != `the answer is not JSON ("…"): at byte N` {
		t.Errorf("cause words %q", got)
	}
	for _, r := range []Result{
		Check(c, adapters.Push, adapters.Observation{Blocks: []adapters.Block{}}, nil),
		Check(c, adapters.Push, adapters.Observation{Unsupported: true}, nil),
		Check(caseWith(t, adapters.Push, `{"blocks":[`+pdfBytes+`]}`), adapters.Push, blocks(text("(application/pdf, 3 KB)")), nil),
	} {
		if !r.Cause.IsZero() {
			t.Errorf("%s: cause %q, want none", r.Verdict, r.Cause.Key())
		}
	}
}

// TestMarkerForTextIsOneCauseOnEveryLane pins that a host showing the
// no-link marker's words where an embedded text belongs has one cause on
// every lane it does so, the script view and the live copy's joined texts
// included, though their checks compare the text whole.
func TestMarkerForTextIsOneCauseOnEveryLane(t *testing.T) {
	t.Parallel()
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	c, _ := corpus.Case("text/plain")
	ref := reference.New()
	keys := map[string][]adapters.Lane{}
	for _, lane := range c.Lanes() {
		obs, err := ref.Observe(context.Background(), lane, c.Input)
		if err != nil {
			t.Fatal(err)
		}
		const body = "hello from the server"
		for i := range obs.Blocks {
			obs.Blocks[i].Text = strings.ReplaceAll(obs.Blocks[i].Text, body, noLinkText)
		}
		if obs.Text != nil {
			s := strings.ReplaceAll(*obs.Text, body, noLinkText)
			obs.Text = &s
		}
		obs.View = json.RawMessage(strings.ReplaceAll(string(obs.View), body, noLinkText))
		r := Check(c, lane, obs, nil)
		if r.Verdict != Fail {
			if lane != adapters.Render && lane != adapters.Guard {
				t.Errorf("%s: %s, want a failure", lane, r.Verdict)
			}
			continue
		}
		keys[r.Cause.Key()] = append(keys[r.Cause.Key()], lane)
	}
	if len(keys) != 1 {
		t.Errorf("causes %v, want one", keys)
	}
	for k := range keys {
		if !strings.HasPrefix(k, "kind: ") {
			t.Errorf("cause %q, want a kind", k)
		}
	}
}

// TestLiveCountCauseIsTheFailingBlock pins that on the live lane, where
// texts are compared joined, a block shown as a marker's text beside a
// text is a failure of that block, not a change of the text it is joined
// to; that a count that differs block by block is still read joined; and
// that a host that joins the texts itself is not failed.
func TestLiveCountCauseIsTheFailingBlock(t *testing.T) {
	t.Parallel()
	const want = `{"blocks":[{"type":"text","text":"e"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`
	img := adapters.Block{Type: "image", Data: "iVBORw0KGgo=", MimeType: "image/png"}
	c := caseWith(t, adapters.ToolResultLive, want)
	r := Check(c, adapters.ToolResultLive, blocks(text("e"), text(noLinkText)), nil)
	if got := (Cause{Class: ClassKind, Want: "image", Got: "marker:no-link"}); r.Cause != got {
		t.Errorf("image as the no-link marker beside a text: cause %q, want %q", r.Cause.Key(), got.Key())
	}
	// Sent with a block fewer than SPEC shows, the texts are read joined.
	r = Check(c, adapters.ToolResultLive, blocks(text("e\n"+noLinkText)), nil)
	if r.Verdict != Fail || r.Cause.Class != ClassKind || r.Cause.Want != "text" {
		t.Errorf("one joined text for a text and an image: %s, cause %q, want a kind failure at the text", r.Verdict, r.Cause.Key())
	}
	// Right but different: the host joins SPEC's two texts into one.
	two := caseWith(t, adapters.ToolResultLive, `{"blocks":[{"type":"text","text":"a"},{"type":"text","text":"b"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}]}`)
	if r := Check(two, adapters.ToolResultLive, blocks(text("a\nb"), img), nil); r.Verdict == Fail {
		t.Errorf("texts joined by the host: %s, want no failure: %s", r.Verdict, r.Reason)
	}
}

// TestClaimedObjectInAViewIsAMarker pins that an object a claim replaces
// is judged as the withheld marker in a script view, as in the stored
// copy (SPEC 5 claimed object; SPEC 3: the wording is the profile's): a
// host's own withheld wording, as an independent host written from SPEC
// sent it, is a wording difference only, while another marker, plain
// text or the object itself fails.
func TestClaimedObjectInAViewIsAMarker(t *testing.T) {
	t.Parallel()
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"depth/claimed-object", "depth/claimed-text-block", "never-claims/text-block-never"} {
		c, ok := corpus.Case(id)
		if !ok {
			t.Fatalf("no case %s", id)
		}
		ref, err := reference.New().Observe(context.Background(), adapters.Script, c.Input)
		if err != nil {
			t.Fatal(err)
		}
		view := func(with string) adapters.Observation {
			v := strings.Replace(string(ref.View), `"`+spec.WithheldText+`"`, with, 1)
			if v == string(ref.View) {
				t.Fatalf("%s: the reference's view holds no withheld marker as a string: %s", id, ref.View)
			}
			return adapters.Observation{View: json.RawMessage(v)}
		}
		if r := Check(c, adapters.Script, view(`"<<withheld: inline data claimed a bulk disposition>>"`), nil); r.Verdict != Wording {
			t.Errorf("%s: the host's own withheld wording: %s, want wording: %s", id, r.Verdict, r.Reason)
		}
		for _, wrong := range []string{`"[Reference ref_9]"`, `"hello there"`, `{"name":"x"}`} {
			if r := Check(c, adapters.Script, view(wrong), nil); r.Verdict != Fail {
				t.Errorf("%s: %s in the marker's place: %s, want a failure", id, wrong, r.Verdict)
			}
		}
	}
}

// TestErrorWords pins what an error's cause keeps of its words: the first
// line, case specifics left out, one cause on every lane, and for a first
// line that only opens a JSON list of issues (zod's, through genkit), its
// first message.
func TestErrorWords(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ in, want string }{
		{"no answer within 5s\nstderr: x", "no answer within Ns"},
		{`the observation does not match the protocol schema for tool-result/live: at /blocks/0: missing properties: "text"`,
			`the observation does not match the protocol schema for its lane: at /blocks/N: missing properties: "…"`},
		{"the observation does not match the protocol schema for injection/system", "the observation does not match the protocol schema for its lane"},
		{"host error: [\n  {\n    \"code\": \"invalid_union\",\n    \"errors\": [[{\"path\": [\"type\"], \"message\": \"Invalid input: expected \\\"text\\\"\"}]]\n  }\n]",
			`host error: Invalid input: expected "…"`},
		{"host error: [\n  1, 2", "host error: ["},
		{"host error: [\n  {\"code\": \"x\", \"message\": \"Invalid input: expected object\"}, {\"message\": \"cut sh…(cut: 9 more bytes)", "host error: Invalid input: expected object"},
		{"host error: {\n\"message\": \"\", \"x\": {\"message\": \"bad block 7\\nmore\"}}", "host error: bad block N"},
		// A host's message holds what a terminal or a CI log would act on:
		// it is cut at its first break and its controls are left out.
		{"host error: [\n {\"message\": \"bad\\u001b[31m red\\r::error::forged\"}]", "host error: bad[Nm red"},
		{"host error: [\n {\"message\": \"a\\u202eb\\u2028::error::x\"}]", "host error: ab"},
		{"plain\tline\u0007 end", "plain line end"},
	} {
		if got := errorWords(tt.in); got != tt.want {
			t.Errorf("errorWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
