package compare

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// The five disguises of a hidden uri revision 4 names (R4-13), each on a
// lane of the corpus's text/plain case (an embedded resource whose uri is
// memo://notes/secret-token-7f3a) or, for the host in IDNA form, of that
// case with a uri whose host is not ASCII.
const (
	plainURI = "memo://notes/secret-token-7f3a"
	idnURI   = "https://bücher.example/notes/secret-token-7f3a"
)

// fullwidthOf writes the printable ASCII of s in its fullwidth forms.
func fullwidthOf(s string) string {
	return strings.Map(func(r rune) rune {
		if '!' <= r && r <= '~' {
			return r - '!' + 0xFF01
		}
		return r
	}, s)
}

// disguiseCases returns the text/plain case and its twin with idnURI.
func disguiseCases(t *testing.T) (plain, idn *vectors.Case) {
	t.Helper()
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	plain, ok := corpus.Case("text/plain")
	if !ok || len(plain.Hidden) != 1 || plain.Hidden[0] != plainURI {
		t.Fatalf("the text/plain case no longer hides %s", plainURI)
	}
	c := *plain
	c.ID = "text/plain-idn"
	c.Input = adapters.Input(strings.Replace(string(plain.Input), plainURI, idnURI, 1))
	c.Hidden = []string{idnURI}
	return plain, &c
}

// TestDisguisedURIsLeak: each disguise of the hidden uri is a failure
// with a leak finding (class leak, which no baseline excuses), named in
// the reason, and masked in the whole report; beside each, an observation
// that differs from SPEC's without showing the uri is no leak.
func TestDisguisedURIsLeak(t *testing.T) {
	t.Parallel()
	plain, idn := disguiseCases(t)
	const hello = "hello from the server"
	for _, tt := range []struct {
		name   string
		c      *vectors.Case
		lane   adapters.Lane
		leaky  adapters.Observation
		how    string
		absent []string // what the report must not hold
		right  adapters.Observation
	}{
		{"zero_width_space_on_push", plain, adapters.Push,
			blocks(text(hello), text("source: memo://notes/secret\u200b-token-7f3a")), "with invisible characters inserted",
			[]string{"secret\u200b-token-7f3a", "token-7f3a"},
			blocks(text("hello\u200b from the server"))},
		{"fullwidth_on_channel", plain, adapters.Channel,
			blocks(text(hello + " (" + fullwidthOf(plainURI) + ")")), "in compatibility form (NFKC)",
			[]string{fullwidthOf("token-7f3a")},
			blocks(text(fullwidthOf(hello)))},
		{"split_on_injection_user", plain, adapters.InjectionUser,
			blocks(text(hello), text("memo://notes/sec"), text("ret-token-7f3a")), "split across adjacent text blocks",
			[]string{"memo://notes/sec", "ret-token-7f3a"},
			blocks(text(hello), text("memo://notes/"))},
		{"soft_hyphens_on_tool_result_live", plain, adapters.ToolResultLive,
			blocks(text(hello + " memo://no\u00adtes/se\u00adcret-to\u00adken-7f3a")), "with invisible characters inserted",
			[]string{"to\u00adken-7f3a"},
			blocks(text("hel\u00adlo from the server"))},
		{"punycode_host_on_push", idn, adapters.Push,
			blocks(text(hello), text("https://xn--bcher-kva.example/notes/secret-token-7f3a")), "with its host as an IDNA A-label",
			[]string{"xn--bcher-kva", "token-7f3a"},
			blocks(text(hello), text("mirror: https://xn--caf-dma.example/notes/"))},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(tt.c, tt.lane, tt.leaky, nil)
			if r.Verdict != Fail || !r.Leak || !r.Has(ClassLeak) || !strings.Contains(r.Reason, tt.how) {
				t.Fatalf("want a failure with a leak finding saying %q, got:\n%s", tt.how, r)
			}
			s := r.String()
			for _, a := range tt.absent {
				if strings.Contains(s, a) {
					t.Errorf("the report holds %q:\n%s", a, s)
				}
			}
			if !strings.Contains(s, "[hidden ") {
				t.Errorf("the report does not show the mask:\n%s", s)
			}
			right := Check(tt.c, tt.lane, tt.right, nil)
			if right.Leak || right.Has(ClassLeak) {
				t.Errorf("an observation that does not show the uri is a leak:\n%s", right)
			}
		})
	}
}

// TestDisguisedURIInAnErrorLeaks: an answer the protocol refuses that
// splits the uri across two of its text blocks is an error with a leak
// finding, its reason masked.
func TestDisguisedURIInAnErrorLeaks(t *testing.T) {
	t.Parallel()
	plain, _ := disguiseCases(t)
	raw := []byte(`{"seq":1,"observation":{"blocks":[{"type":"text","text":"memo://notes/sec"},{"type":"text","text":"ret-token-7f3a"}],"bogus":1}}`)
	err := &rawanswer.Error{Raw: raw, Err: errString("protocol error: answer quotes memo://notes/sec and ret-token-7f3a")}
	r := Check(plain, adapters.Push, adapters.Observation{}, err)
	if r.Verdict != Error || !r.Leak || len(r.Findings) != 1 || !strings.Contains(r.Findings[0].What, "split across adjacent text blocks") {
		t.Fatalf("want an error with a leak finding, got %s with findings %+v", r, r.Findings)
	}
	if what := r.Findings[0].What; !strings.HasPrefix(what, "the answer, which the protocol refuses, shows the hidden string ") {
		t.Errorf("the leak check says %q", what)
	}
	if strings.Contains(r.Reason, "memo://notes/sec") || strings.Contains(r.Reason, "ret-token-7f3a") {
		t.Errorf("the reason quotes a piece of the uri: %s", r.Reason)
	}
}

type errString string

func (e errString) Error() string { return string(e) }

// TestSpecsOwnStringCounts pins R4-2 in the judge: a uri SPEC hides as an
// embedded resource's, which the input's own text also holds, shows on a
// lane as often as SPEC's own answer shows it there (once, the server's
// own text) and no leak; shown in place of the embedded resource too
// (twice, or in a second place, in any form), it is a leak, and the
// vector listing it makes it a leak wherever it shows.
func TestSpecsOwnStringCounts(t *testing.T) {
	t.Parallel()
	const u = "memo://p1/S-notes"
	input := `{"content":[{"type":"text","text":"see memo://p1/S-notes"},{"type":"resource","resource":{"uri":"memo://p1/S-notes","mimeType":"text/plain","text":"the notes"}}]}`
	want := `{"blocks":[{"type":"text","text":"see memo://p1/S-notes"},{"type":"text","text":"the notes"}]}`
	c := caseOn(t, adapters.Push, input, want)
	for _, tt := range []struct {
		name string
		obs  adapters.Observation
		leak string // "" for no leak
	}{
		{"as_spec", blocks(text("see "+u), text("the notes")), ""},
		{"the_text_in_upper_case", blocks(text("SEE "+strings.ToUpper(u)), text("the notes")), ""},
		{"in_place_of_the_resource", blocks(text("see "+u), text(u)), "2 times in 2 places"},
		{"twice_in_one_text", blocks(text("see "+u+" "+u), text("the notes")), "2 times in 1 place"},
		{"beside_the_resource", blocks(text("see "+u), text("the notes "+u)), "2 times in 2 places"},
		{"disguised_in_a_second_place", blocks(text("see "+u), text("the notes memo://p1/S\u200b-notes")), "2 times in 2 places"},
	} {
		r := Check(c, adapters.Push, tt.obs, nil)
		switch {
		case tt.leak == "" && (r.Leak || r.Has(ClassLeak)):
			t.Errorf("%s: a leak where the host shows what SPEC shows:\n%s", tt.name, r)
		case tt.leak != "" && (!r.Leak || !strings.Contains(r.Reason, tt.leak)):
			t.Errorf("%s: want a leak saying %q, got:\n%s", tt.name, tt.leak, r)
		}
	}
	// A data string on the stored lane: SPEC stores it once.
	data := `{"data":{"note":"memo://p1/S-notes","file":{"type":"resource","resource":{"uri":"memo://p1/S-notes","mimeType":"text/plain","text":"the notes"}}}}`
	stored := caseOn(t, adapters.ToolResultStored, data, `{"text":"{\"note\":\"memo://p1/S-notes\",\"file\":\"the notes\"}"}`)
	for _, tt := range []struct {
		name, text string
		leak       bool
	}{
		{"as_spec", `{"note":"memo://p1/S-notes","file":"the notes"}`, false},
		{"the_file_as_its_uri", `{"note":"memo://p1/S-notes","file":"memo://p1/S-notes"}`, true},
	} {
		if r := Check(stored, adapters.ToolResultStored, adapters.Observation{Text: &tt.text}, nil); r.Leak != tt.leak {
			t.Errorf("stored %s: leak %v, want %v:\n%s", tt.name, r.Leak, tt.leak, r)
		}
	}
	// The leak names what the host added, not the server's own string it
	// kept: the uri added in upper case, or percent-encoded, after it.
	for _, tt := range []struct{ name, text, how string }{
		{"added_in_upper_case", `{"note":"memo://p1/S-notes","file":"the notes (MEMO://P1/S-NOTES)"}`, "in other letter case"},
		{"added_percent_encoded", `{"note":"memo://p1/S-notes","file":"the notes (memo%3A%2F%2Fp1%2FS-notes)"}`, "percent-encoded"},
	} {
		r := Check(stored, adapters.ToolResultStored, adapters.Observation{Text: &tt.text}, nil)
		if !r.Leak || !strings.Contains(r.Cause.Key(), tt.how) {
			t.Errorf("stored %s: leak %v, cause %q; want a leak %s:\n%s", tt.name, r.Leak, r.Cause.Key(), tt.how, r)
		}
	}
	// Listed by the vector: a leak wherever it shows, SPEC's answer too.
	listed := caseOn(t, adapters.Push, input, want, u)
	if r := Check(listed, adapters.Push, blocks(text("see "+u), text("the notes")), nil); !r.Leak {
		t.Errorf("a listed uri shown as SPEC shows it is no leak:\n%s", r)
	}
}

// TestDisguisedURIInErrorWordsMasked: an error whose words quote the
// hidden uri disguised (a host's stderr echoing its input with a soft
// hyphen, a zero-width space or in fullwidth) stays an error, no leak, and
// its reason shows the mask where the disguise was.
func TestDisguisedURIInErrorWordsMasked(t *testing.T) {
	t.Parallel()
	plain, _ := disguiseCases(t)
	for _, shown := range []string{"memo://notes/secret\u200b-token-7f3a", "memo://notes/se\u00adcret-token-7f3a", fullwidthOf(plainURI)} {
		r := Check(plain, adapters.Push, adapters.Observation{}, errString("host error: cannot render "+shown+"\n  host stderr (last lines):\n    request: "+shown))
		if r.Verdict != Error || r.Leak || strings.Contains(estext.Readable(r.Reason), "token-7f3a") || strings.Count(r.Reason, "[hidden memo:/…") != 2 {
			t.Errorf("%+q: verdict %s, leak %v, reason %q; want an error, the uri masked twice", shown, r.Verdict, r.Leak, r.Reason)
		}
	}
}

// TestAllowedLinesAreFree: an MCPL reference's uri whose every reference
// shows its line on the lane, and which no other block carries, is hidden
// nowhere there: a host that repeats the line fails for the repeat, not
// for a leak. Where one reference of the uri shows its stub, the uri is
// hidden there, and a second line shows it once more than SPEC: a leak.
func TestAllowedLinesAreFree(t *testing.T) {
	t.Parallel()
	const line = "[Reference: memo://notes/ok-ref-1]"
	free := caseOn(t, adapters.Push, `{"content":[{"type":"resource","uri":"memo://notes/ok-ref-1"}]}`,
		`{"blocks":[{"type":"text","marker":"reference-line","text":"`+line+`"}]}`)
	if r := Check(free, adapters.Push, blocks(text(line), text(line), text(line)), nil); r.Verdict != Fail || r.Leak || r.Has(ClassLeak) {
		t.Errorf("an allowed line shown three times: want a failure that is no leak, got:\n%s", r)
	}
	stubbed := caseOn(t, adapters.Push, `{"content":[{"type":"resource","uri":"memo://notes/ok-ref-1","disposition":"inline"},{"type":"resource","uri":"memo://notes/ok-ref-1"}]}`,
		`{"blocks":[{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-line","text":"`+line+`"}]}`)
	if r := Check(stubbed, adapters.Push, blocks(text("[Reference ref_1]"), text(line)), nil); r.Leak {
		t.Errorf("SPEC's own answer is a leak:\n%s", r)
	}
	if r := Check(stubbed, adapters.Push, blocks(text(line), text(line)), nil); !r.Leak || !strings.Contains(r.Reason, "2 times in 2 places") {
		t.Errorf("the stub shown as a second line: want a leak, got:\n%s", r)
	}
}
