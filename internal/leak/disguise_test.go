package leak

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// noteURI is a hidden uri of the kind a vector lists: long enough for every
// form revision 4 adds.
const noteURI = "memo://notes/secret-token-7f3a"

// idnURI is a hidden uri whose host is not ASCII, and aLabelURI the same
// uri with its host as an A-label.
const (
	idnURI    = "https://bücher.example/notes/tok-1234"
	aLabelURI = "https://xn--bcher-kva.example/notes/tok-1234"
)

// fullwidth writes the ASCII letters, digits and punctuation of s in their
// fullwidth forms, which NFKC maps back.
func fullwidth(s string) string {
	return strings.Map(func(r rune) rune {
		if '!' <= r && r <= '~' {
			return r - '!' + 0xFF01
		}
		return r
	}, s)
}

// insertEvery inserts sep between the characters of s.
func insertEvery(s, sep string) string {
	return strings.Join(strings.Split(s, ""), sep)
}

func image() adapters.Block {
	return adapters.Block{Type: "image", Data: "iVBORw0KGgo=", MimeType: "image/png"}
}

// TestFindDisguised pins revision 4's forms of a hidden string (R4-13):
// with invisible characters inserted, in compatibility form, split across
// adjacent text blocks, with its host in IDNA form; each named in the
// reason. Beside each, an observation that holds the same disguise of
// something else, or the hidden string cut by what is not adjacent, shows
// nothing.
func TestFindDisguised(t *testing.T) {
	t.Parallel()
	type test struct {
		name   string
		hidden string
		obs    adapters.Observation
		want   string // a substring of the reason; "" when nothing may be reported
	}
	tests := []test{
		{"zero_width_space", noteURI, blocks(text("see memo://notes/secret\u200b-token-7f3a.")), `as sent, with invisible characters inserted`},
		{"soft_hyphens", noteURI, blocks(text(insertEvery(noteURI, "\u00ad"))), `with invisible characters inserted`},
		{"upper_cased_with_a_word_joiner", noteURI, blocks(text(strings.ToUpper("memo://notes/\u2060secret-token-7f3a"))), `as sent, in other letter case, with invisible characters inserted`},
		{"fullwidth", noteURI, blocks(text("ref " + fullwidth(noteURI))), `as sent, in compatibility form (NFKC)`},
		{"fullwidth_upper_cased", noteURI, blocks(text(fullwidth(strings.ToUpper(noteURI)))), `in compatibility form (NFKC)`},
		{"fullwidth_and_invisible", noteURI, blocks(text(insertEvery(fullwidth(noteURI), "\u200c"))), `in compatibility form (NFKC), with invisible characters inserted`},
		{"split_in_two", noteURI, blocks(text("see memo://notes/sec"), text("ret-token-7f3a")), `as sent, split across adjacent text blocks`},
		{"split_in_three", noteURI, blocks(text("memo://"), text("notes/secret"), text("-token-7f3a and more")), `split across adjacent text blocks`},
		{"split_and_invisible", noteURI, blocks(text("memo://notes/sec\u200b"), text("\ufeffret-token-7f3a")), `split across adjacent text blocks, with invisible characters inserted`},
		{"split_fullwidth", noteURI, blocks(text(fullwidth("memo://notes/")), text(fullwidth("secret-token-7f3a"))), `split across adjacent text blocks, in compatibility form (NFKC)`},
		{"percent_encoded_with_a_zwsp", noteURI, blocks(text("memo%3A%2F%2Fnotes%2Fsecret\u200b-token-7f3a")), `percent-encoded (upper-case hex), with invisible characters inserted`},
		{"host_as_a_label", idnURI, blocks(text("at " + aLabelURI)), `"https:…" (37 characters) with its host as an IDNA A-label`},
		{"host_as_a_label_upper_cased", idnURI, blocks(text(strings.ToUpper(aLabelURI))), `with its host as an IDNA A-label`},
		{"host_as_u_label", aLabelURI, blocks(text("at " + idnURI)), `with its host as an IDNA U-label`},
		{"host_as_a_label_without_scheme", idnURI, blocks(text("xn--bcher-kva.example/notes/tok-1234")), `as the uri without its scheme and "//" of the hidden uri`},
		{"host_as_a_label_in_a_view", idnURI, adapters.Observation{View: json.RawMessage(`{"u":"https://xn--bcher-kva.example/notes/tok-1234"}`)}, `IDNA A-label`},
		{"query_value_with_a_zwsp", secretURI, blocks(text("sig SECRET\u200b-sig-9c1e")), `with invisible characters inserted, as the query value of the hidden uri`},
		{"escaped_zwsp_in_a_view", noteURI, adapters.Observation{View: json.RawMessage(`["memo://notes/secret\u200b-token-7f3a"]`)}, `with invisible characters inserted`},

		// Right but different: nothing to report.
		{"zwsp_elsewhere", noteURI, blocks(text("see\u200b the notes\u00ad, memo://notes/other-token")), ""},
		{"fullwidth_other_uri", noteURI, blocks(text(fullwidth("memo://notes/secret-token-0000"))), ""},
		{"split_by_an_image", noteURI, blocks(text("memo://notes/sec"), image(), text("ret-token-7f3a")), ""},
		{"split_by_a_refusal", noteURI, adapters.Observation{Blocks: []adapters.Block{text("memo://notes/sec")}, Text: ptr("ret-token-7f3a")}, ""},
		{"markers_side_by_side", noteURI, blocks(text("[Resource not shown: this host can't display its data (application/pdf, 3B).]"), text("memo://notes/")), ""},
		{"another_idn_host", idnURI, blocks(text("https://xn--caf-dma.example/notes/tok-1234 and xn--bcher-kva.example alone")), ""},
		{"another_a_label_host", aLabelURI, blocks(text("https://café.example/notes/tok-1234")), ""},
		{"the_masked_forms_in_pieces", noteURI, blocks(text(Mask(noteURI)), text(maskLabel(noteURI))), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Find([]string{tt.hidden}, tt.obs)
			if !foundAsWanted(t, got, tt.want) {
				return
			}
			if strings.Contains(got, tt.hidden) || strings.Contains(got, "\n") {
				t.Errorf("reason shows the secret or is not one line: %q", got)
			}
		})
	}
}

func ptr(s string) *string { return &s }

// TestEveryInvisibleCharacter: each kind of character that shows as
// nothing, inserted inside a hidden uri, is found, and so is a run of
// them; a visible character inserted is not.
func TestEveryInvisibleCharacter(t *testing.T) {
	t.Parallel()
	for _, c := range []string{"\u00ad", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u034f", "\u180b", "\u180e", "\u180f",
		"\ufe00", "\ufe0f", "\U000e0041", "\U000e0001", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\u3164", "\U000e0100",
		"\u200b\u200c\u200d\u2060"} {
		shown := "memo://notes/secret-" + c + "token-7f3a"
		if got := Find([]string{noteURI}, blocks(text(shown))); !strings.Contains(got, formInvisible) {
			t.Errorf("%+q inserted: reason %q", c, got)
		}
	}
	if got := Find([]string{noteURI}, blocks(text("memo://notes/secret-\u00a0token-7f3a"))); got != "" {
		t.Errorf("a no-break space (visible) inserted: reason %q", got)
	}
}

// TestShortTargetKeepsItsRules: a hidden string shorter than MinPart is
// found as sent, but not across blocks, nor with characters inserted, nor
// in compatibility form: so short a string turns up by chance.
func TestShortTargetKeepsItsRules(t *testing.T) {
	t.Parallel()
	const short = "k9zq"
	if got := Find([]string{short}, blocks(text("x k9zq y"))); got == "" {
		t.Fatal("a short hidden string as sent: not found")
	}
	for _, obs := range []adapters.Observation{
		blocks(text("k9"), text("zq")),
		blocks(text("k9\u200bzq")),
		blocks(text(fullwidth("k9zq"))),
	} {
		if got := Find([]string{short}, obs); got != "" {
			t.Errorf("%v: reported %q", obs.Blocks, got)
		}
	}
	// Six characters as sent, five as it reads: short too (a 20,000-input
	// differential run found "\ufffbal.pd" in "signal.pdf" across a run).
	const invisiblyLong = "\ufffbal.pd"
	if got := Find([]string{invisiblyLong}, blocks(text("[Reference: file:///x/signal.pdf]"), text("\u200b"))); got != "" {
		t.Errorf("%+q, five characters as it reads, found across a run: %q", invisiblyLong, got)
	}
}

// TestOtherCaseBeyondASCII: a hidden string shown with its letters past
// ASCII in other case is found, and named in other letter case (a host
// that upper-cases a uri whose host is bücher shows BÜCHER).
func TestOtherCaseBeyondASCII(t *testing.T) {
	t.Parallel()
	hidden := []string{"memo://bücher.example/tok-2231"}
	got := Find(hidden, blocks(text("see MEMO://BÜCHER.EXAMPLE/TOK-2231")))
	if !strings.Contains(got, "in other letter case") || strings.Contains(got, formCompat) {
		t.Errorf("upper-cased past ASCII: %q, want it found in other letter case", got)
	}
	if got := Find(hidden, blocks(text("see memo://bucher.example/tok-2231"))); got != "" {
		t.Errorf("another host (no umlaut): %q, want nothing", got)
	}
}

// TestSplitMeansAcrossBlocks: a run of text blocks reports only a match
// that runs across two of them; what one block holds is that block's, and
// read there (a differential run found a uri holding U+FFFB read into a
// reference line beside a block of a lone zero-width space).
func TestSplitMeansAcrossBlocks(t *testing.T) {
	t.Parallel()
	hidden := []string{"\ufffbal.pdf"}
	if got := Find(hidden, blocks(text("[Reference: file:///x/signal.pdf]"), text("\u200b"))); got != "" {
		t.Errorf("a match within one block of a run reported as split: %q", got)
	}
	if got := Find(hidden, blocks(text("see sign\u200bal."), text("pdf now"))); !strings.Contains(got, formSplit) {
		t.Errorf("a match across two blocks: %q, want it split", got)
	}
}

// TestRawAnswersAreSearchedForDisguises: an answer the protocol refuses
// is searched for every form too: the runs of text blocks of its JSON
// when it parses, its escapes read as characters when it does not.
func TestRawAnswersAreSearchedForDisguises(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ name, raw, want string }{
		{"split_in_a_malformed_answer", `{"seq":1,"observation":{"blocks":[{"type":"text","text":"memo://notes/sec"},{"type":"text","text":"ret-token-7f3a"}],"extra":true}}`, formSplit},
		{"escaped_zwsp_in_a_malformed_answer", `{"seq":1,"observation":{"blocks":[{"type":"text","text":"memo://notes/secret\u200b-token-7f3a"}]},"bogus":1}`, formInvisible},
		{"escaped_zwsp_in_text_that_is_not_json", `oops {"blocks":[{"type":"text","text":"memo://notes/secret\u200b-token-7f3a"`, formInvisible},
		{"escaped_fullwidth_in_text_that_is_not_json", `oops "` + jsonEscapeAll(fullwidth(noteURI)) + `"`, formCompat},
		{"soft_hyphen_in_text_that_is_not_json", "oops memo://notes/\u00adsecret-token-7f3a", formInvisible},
	} {
		hit, found := NewSet([]string{noteURI}).Find(RawHaystacks([]byte(tt.raw)))
		if !found || !strings.Contains(hit.Reason, tt.want) {
			t.Errorf("%s: found %v, reason %q, want one saying %q", tt.name, found, hit.Reason, tt.want)
		}
	}
	for _, raw := range []string{
		`{"seq":1,"observation":{"blocks":[{"type":"text","text":"memo://notes/sec"},{"type":"image","data":"","mimeType":"image/png"},{"type":"text","text":"ret-token-7f3a"}]}}`,
		`oops "memo://notes/secret\\u200b-token-7f3a"`, // an escaped backslash: the text is "\u200b", six visible characters
	} {
		if hit, found := NewSet([]string{noteURI}).Find(RawHaystacks([]byte(raw))); found {
			t.Errorf("%s: reported %q", raw, hit.Reason)
		}
	}
}

// jsonEscapeAll writes every character of s outside ASCII as \uXXXX.
func jsonEscapeAll(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		b.WriteString(`\u`)
		b.WriteString(strings.ToLower(strings.TrimPrefix(strings.ToUpper(hex4String(r)), "0X")))
	}
	return b.String()
}

func hex4String(r rune) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[r>>12&0xF], digits[r>>8&0xF], digits[r>>4&0xF], digits[r&0xF]})
}

// TestDisguisesAreMasked: what MaskObservation and MaskText leave of an
// observation or a text that shows a disguised hidden string shows it in
// no form, each piece of a split one masked in its own block, and keeps
// what is not hidden.
func TestDisguisesAreMasked(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name   string
		hidden string
		obs    adapters.Observation
	}{
		{"zwsp", noteURI, blocks(text("before memo://notes/secret\u200b-token-7f3a after"))},
		{"soft_hyphens", noteURI, blocks(text("before " + insertEvery(noteURI, "\u00ad") + " after"))},
		{"fullwidth", noteURI, blocks(text("before " + fullwidth(noteURI) + " after"))},
		{"split", noteURI, blocks(text("before memo://notes/sec"), text("ret-token-7f3a after"))},
		{"split_with_a_short_piece", noteURI, blocks(text("before memo://notes/secret-token-7f"), text("3a after"))},
		{"split_three_ways_with_invisibles", noteURI, blocks(text("before memo://\u200b"), text("notes/\u00adsecret"), text("-token-7f3a after"))},
		{"a_label", idnURI, blocks(text("before " + aLabelURI + " after"))},
		{"in_a_view", noteURI, adapters.Observation{View: json.RawMessage(`["before memo://notes/secret\u200b-token-7f3a after"]`)}},
		{"in_stored_text", noteURI, adapters.Observation{Text: ptr("before " + fullwidth(noteURI) + " after")}},
	} {
		hs := NewSet([]string{tt.hidden})
		hays := Haystacks(tt.obs, Strings(tt.obs, nil))
		if _, found := hs.Find(hays); !found {
			t.Fatalf("%s: not found", tt.name)
		}
		masked := MaskObservation(tt.obs, hs.Shown(hays))
		if hit, found := hs.Find(Haystacks(masked, Strings(masked, nil))); found {
			t.Errorf("%s: the masked observation still shows %s:\n%+v", tt.name, hit.Reason, masked)
		}
		j, _ := masked.MarshalJSON()
		if !strings.Contains(string(j), "[hidden ") || !strings.Contains(string(j), "before") || !strings.Contains(string(j), "after") {
			t.Errorf("%s: masked to %s", tt.name, j)
		}
		if strings.HasPrefix(tt.name, "split") && (!strings.Contains(masked.Blocks[0].Text, "[hidden ") || !strings.Contains(masked.Blocks[1].Text, "[hidden ")) {
			t.Errorf("split: each piece is not masked in its block: %q", masked.Blocks)
		}
		// The words of a check or an error quoting the observation's text.
		words := "host error: " + string(j)
		if tt.obs.Blocks != nil {
			words = "host error: " + tt.obs.Blocks[0].Text
		}
		got := MaskText(words, hs.Shown([]*Haystack{TextHaystack(words)}))
		if hit, found := hs.Find([]*Haystack{TextHaystack(got)}); found && !strings.HasPrefix(tt.name, "split") {
			t.Errorf("%s: the masked text still shows %s: %q", tt.name, hit.Reason, got)
		}
	}
}

// TestAllowances pins R4-2 as the search reads it: a hidden string a
// judge found, which SPEC's own answer on a lane shows, is no leak there
// while the host shows it, in any form, no more often and in no more
// places; more often or in more places is a leak, and a hidden string the
// case lists is a leak wherever it shows.
func TestAllowances(t *testing.T) {
	t.Parallel()
	const u = "memo://p1/S-own-string"
	spec := blocks(text("the server says "+u), text("[Resource not shown: this host can't display its data (application/pdf, 3B).]"))
	hs := NewSet([]string{u})
	allow := hs.Allowances([]string{u}, map[adapters.Lane]adapters.Observation{adapters.Push: spec, adapters.Channel: blocks(text("nothing"))}, nil)
	if allow[adapters.Push] == nil || allow[adapters.Channel] != nil {
		t.Fatalf("allowances %v: want one for push alone", allow)
	}
	for _, tt := range []struct {
		name string
		obs  adapters.Observation
		want string // "" for no leak
	}{
		{"as_spec_shows_it", spec, ""},
		{"in_other_words", blocks(text("the server wrote "+u+" itself"), text("[Not shown: a pdf]")), ""},
		{"percent_encoded_instead", blocks(text("memo%3A%2F%2Fp1%2FS-own-string")), ""},
		{"twice_in_one_text", blocks(text(u + " and " + u)), "2 times in 1 place, where SPEC's own answer on this lane shows it 1 time in 1 place"},
		{"in_place_of_the_resource", blocks(text("the server says "+u), text(u)), "2 times in 2 places"},
		{"in_a_second_place_disguised", blocks(text("the server says "+u), text("memo://p1/S\u200b-own-string")), "2 times in 2 places"},
		{"split_beside_it", blocks(text("the server says "+u), image(), text("memo://p1/"), text("S-own-string")), "2 times in 2 places"},
	} {
		hit, found := hs.On(allow[adapters.Push]).Find(Haystacks(tt.obs, Strings(tt.obs, nil)))
		switch {
		case tt.want == "" && found:
			t.Errorf("%s: a leak where SPEC shows as much: %s", tt.name, hit.Reason)
		case tt.want != "" && (!found || !strings.Contains(hit.Reason, tt.want)):
			t.Errorf("%s: found %v, reason %q, want one saying %q", tt.name, found, hit.Reason, tt.want)
		}
		// Where it may show, it is not masked; beyond, it is.
		if masked := MaskObservation(tt.obs, hs.On(allow[adapters.Push]).Shown(Haystacks(tt.obs, Strings(tt.obs, nil)))); found == (masked.Blocks[0].Text == tt.obs.Blocks[0].Text) {
			t.Errorf("%s: leak %v, first block masked to %q", tt.name, found, masked.Blocks[0].Text)
		}
	}
	if _, found := hs.On(allow[adapters.Push]).Find(Haystacks(spec, Strings(spec, nil))); found {
		t.Error("SPEC's own answer is a leak")
	}
	// SPEC shows it twice in one text: the same twice in two texts shows
	// it in more places.
	twice := blocks(text(u + " or " + u))
	allow = hs.Allowances([]string{u}, map[adapters.Lane]adapters.Observation{adapters.Push: twice}, nil)
	if _, found := hs.On(allow[adapters.Push]).Find(Haystacks(twice, Strings(twice, nil))); found {
		t.Error("SPEC's own answer (twice in one text) is a leak")
	}
	split := blocks(text(u), text(u))
	if hit, found := hs.On(allow[adapters.Push]).Find(Haystacks(split, Strings(split, nil))); !found || !strings.Contains(hit.Reason, "2 times in 2 places, where SPEC's own answer on this lane shows it 2 times in 1 place") {
		t.Errorf("twice in two texts where SPEC shows it twice in one: found %v, %q", found, hit.Reason)
	}
	// Free on the lane (a reference's line shows it there): any number.
	allow = hs.Allowances([]string{u}, map[adapters.Lane]adapters.Observation{adapters.Push: spec}, map[adapters.Lane][]string{adapters.Push: {u}})
	thrice := blocks(text(u), text(u+" "+u))
	if hit, found := hs.On(allow[adapters.Push]).Find(Haystacks(thrice, Strings(thrice, nil))); found {
		t.Errorf("a string free on the lane, shown three times: %s", hit.Reason)
	}
	// Listed: no allowance, whatever SPEC shows.
	if a := hs.Allowances(nil, map[adapters.Lane]adapters.Observation{adapters.Push: spec}, nil); a != nil {
		t.Errorf("a listed string has allowances %v", a)
	}
	if _, found := hs.Find(Haystacks(spec, Strings(spec, nil))); !found {
		t.Error("a listed string SPEC shows is no leak")
	}
}

// TestRunWindowsFindWhatJoiningFinds holds the search of runs, which
// reads only the windows around each bound between blocks, to searching
// the blocks joined, and their derived text, whole: over random blocks of
// a small alphabet with invisible and fullwidth characters, a hidden
// string is found exactly when one of those holds it.
func TestRunWindowsFindWhatJoiningFinds(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(7, 2026))
	alphabet := []string{"a", "b", "B", "ａ", "\u200b", "\u00ad", "\U000e0061", " "}
	const hidden = "abaabba"
	holds := func(s string) bool {
		if strings.Contains(Fold(s), hidden) {
			return true
		}
		d := derive(s, false)
		return d != nil && strings.Contains(Fold(d.text), hidden)
	}
	found := 0
	for range 4000 {
		var texts []string
		var bs []adapters.Block
		for range 2 + r.IntN(5) {
			var b strings.Builder
			for range r.IntN(12) {
				b.WriteString(alphabet[r.IntN(len(alphabet))])
			}
			texts = append(texts, b.String())
			bs = append(bs, text(b.String()))
		}
		want := holds(strings.Join(texts, ""))
		got := Find([]string{hidden}, blocks(bs...)) != ""
		if got != want {
			t.Fatalf("blocks %+q: found %v, joined whole %v", texts, got, want)
		}
		if got {
			found++
		}
	}
	if found < 20 {
		t.Fatalf("only %d of the random runs hold the hidden string: the test tests little", found)
	}
}
