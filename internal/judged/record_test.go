//go:build record

package judged

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// record, when set, is a directory of recordings (lines of {"lane",
// "input", "answer"}, one file a host: <host>.jsonl, or
// <host>-<variant>.jsonl for a broken copy) that TestWriteRecords turns
// into testdata/recorded.jsonl, judging each answer by the rules of
// variantRules, never by the judge under test:
//
//	go test -tags record ./internal/judged -run TestWriteRecords -record /tmp/rec
var record = flag.String("record", "", "write testdata/recorded.jsonl from the recordings in this directory")

// maxAnswer is the longest answer kept: the set stays small enough to
// read.
const maxAnswer = 64 << 10

type recorded struct {
	Lane   adapters.Lane `json:"lane"`
	Input  string        `json:"input"`
	Answer string        `json:"answer"`
}

// TestWriteRecords writes testdata/recorded.jsonl from -record's
// recordings. It is built only with the tag record: a development tool,
// never a test that CI runs or skips.
func TestWriteRecords(t *testing.T) {
	t.Parallel()
	if *record == "" {
		t.Fatal("give -record DIR, a directory of recordings")
	}
	corpus := testCorpus(t)
	byInput := map[string][]*vectors.Case{}
	for _, c := range corpus.Cases {
		in := string(esjson.Compact(c.Input))
		byInput[in] = append(byInput[in], c)
	}
	answers := map[string]map[key]string{} // file name → answers
	files, _ := filepath.Glob(filepath.Join(*record, "*.jsonl"))
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		if host, _ := hostOf(name); host == "" {
			continue
		}
		answers[name] = readRecorded(t, f, byInput)
	}
	rng := rand.New(rand.NewPCG(24, 24))
	var out []Record
	cases := map[string]*vectors.Case{}
	for _, c := range corpus.Cases {
		cases[c.ID] = c
	}
	add := func(name string, k key, ans string, w Want, item, why string) {
		host, variant := hostOf(name)
		out = append(out, Record{Host: host, Variant: variant, Case: k.c, Lane: k.lane, Answer: ans, Want: w, Item: item, Why: why})
	}
	names := make([]string, 0, len(answers))
	for n := range answers {
		names = append(names, n)
	}
	sort.Strings(names)
	twins := map[string]map[key]bool{}
	for _, name := range names {
		host, variant := hostOf(name)
		if variant == "" && host != "mcpl-ts" {
			continue
		}
		rule := variantRules[name]
		for _, k := range sortedKeys(answers[name]) {
			ans := answers[name][k]
			c := cases[k.c]
			right, hasRight := answers[host][k]
			switch {
			case host == "mcpl-ts":
				w, item, why, ok := tsWant(c, k.lane, ans, answers)
				if ok {
					add(name, k, ans, w, item, why)
				}
			case hasRight && sameAnswer(k.lane, ans, right):
				if rng.IntN(12) == 0 || c.Vector != nil { // a sample of the answers the mistake leaves alone, every one of MCPL's vectors
					w, why := rightWant(c, k.lane, ans)
					add(name, k, ans, w, "", "the same answer as the host without its mistake: "+why)
				}
			case rule.want != nil:
				w, item, why := rule.want(c, k.lane, ans, right)
				add(name, k, ans, w, item, why)
				if hasRight {
					if twins[host] == nil {
						twins[host] = map[key]bool{}
					}
					twins[host][k] = true
				}
			}
		}
	}
	// The right-but-different twin of every wrong answer, and a sample of
	// the rest of each right host.
	for _, host := range []string{"indep-js", "indep-py"} {
		for _, k := range sortedKeys(answers[host]) {
			if twins[host][k] || rng.IntN(20) == 0 || cases[k.c].Vector != nil {
				ans := answers[host][k]
				item := ""
				if twins[host][k] {
					item = "twin"
				}
				w, why := rightWant(cases[k.c], k.lane, ans)
				add(host, k, ans, w, item, why)
			}
		}
	}
	var b bytes.Buffer
	for _, r := range out {
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	if err := os.WriteFile("testdata/recorded.jsonl", b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d records", len(out))
}

// hostOf splits a recording's name into its host and variant.
func hostOf(name string) (host, variant string) {
	for _, h := range []string{"indep-js", "indep-py", "mcpl-ts"} {
		if name == h {
			return h, ""
		}
		if v, ok := strings.CutPrefix(name, h+"-"); ok {
			return h, v
		}
	}
	return "", ""
}

func readRecorded(t *testing.T, path string, byInput map[string][]*vectors.Case) map[key]string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[key]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var r recorded
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if len(r.Answer) > maxAnswer {
			continue
		}
		for _, c := range byInput[r.Input] {
			if slices.Contains(c.Lanes(), r.Lane) && c.OutOfScope == "" {
				out[key{c.ID, r.Lane}] = r.Answer
			}
		}
	}
	return out
}

func sortedKeys(m map[key]string) []key {
	out := make([]key, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].c != out[j].c {
			return out[i].c < out[j].c
		}
		return out[i].lane < out[j].lane
	})
	return out
}

// sameAnswer reports whether two answer lines say the same observation on
// lane (or, holding none, are the same line).
func sameAnswer(lane adapters.Lane, a, b string) bool {
	ga, oka := decodeOn(lane, a)
	gb, okb := decodeOn(lane, b)
	if !oka || !okb {
		return a == b
	}
	return ga == gb
}

// decodeOn is observationText on lane.
func decodeOn(lane adapters.Lane, answer string) (string, bool) {
	obs, err := subprocess.Decode(lane, seqOf(answer), []byte(answer))
	if err != nil {
		return "", false
	}
	b, _ := obs.MarshalJSON()
	return string(b), true
}

const rightWhy = "a host written from SPEC alone, whose author and the suite agree it is right here: every normative check passes; pass when it says exactly what the reference says, else its own wording"

// rightVerdict is rightWant's verdict alone.
func rightVerdict(c *vectors.Case, lane adapters.Lane, ans string) Want {
	w, _ := rightWant(c, lane, ans)
	return w
}

// rightWant is the verdict of a right host's answer: pass when it is the
// reference's observation, else a wording difference; on a case of MCPL's
// vectors, whose checks read expect keys, the normative checks pass.
func rightWant(c *vectors.Case, lane adapters.Lane, ans string) (Want, string) {
	got, _ := decodeOn(lane, ans)
	switch {
	case c.Vector != nil:
		return Want{Verdict: VerdictNormative}, rightWhy
	case quotesWholeData(c, lane, got):
		w := failing(compare.ClassKind, true, c)
		w.Clause = "SPEC 5 whole data"
		return w, wholeDataWhy
	case got == referenceText(c, lane):
		return Want{Verdict: compare.Pass}, rightWhy
	}
	return Want{Verdict: compare.Wording}, rightWhy
}

// wholeDataWhy is why a right host's answer fails revision 4's whole data.
const wholeDataWhy = "SPEC 5 whole data (revision 4, R4-10): where the whole data is a block that shows as a text at depth, both tool-result copies are that text, not its JSON string; this host, written from revision 3, wrote the string, quotes and all (a MUST)"

// quotesWholeData reports whether got, an observation on lane of case c,
// shows the whole data (a block a tool result's copy shows as one text) as
// the JSON text of a string: revision 3's letter, which revision 4 turns
// down.
func quotesWholeData(c *vectors.Case, lane adapters.Lane, got string) bool {
	if lane != adapters.ToolResultStored && lane != adapters.ToolResultLive {
		return false
	}
	in, err := esjson.Parse(c.Input)
	if err != nil {
		return false
	}
	data, ok := in.Get("data")
	if !ok || !gen.IsWholeText(data) {
		return false
	}
	obs, err := esjson.ParseString(got)
	if err != nil {
		return false
	}
	var texts []string
	if t, ok := obs.GetString("text"); ok {
		texts = append(texts, t)
	}
	blocks, _ := obs.Get("blocks")
	for _, b := range blocks.Items() {
		if t, ok := b.GetString("text"); ok {
			texts = append(texts, t)
		}
	}
	for _, t := range texts {
		if v, err := esjson.ParseString(t); err == nil && v.Kind() == esjson.String {
			return true
		}
	}
	return false
}

// variantRule says what SPEC makes of a broken copy's answer where it
// differs from its host's (right).
type variantRule struct {
	want func(c *vectors.Case, lane adapters.Lane, ans, right string) (w Want, item, why string)
}

func failing(class compare.Class, must bool, c *vectors.Case) Want {
	w := Want{Verdict: compare.Fail, Class: class, Gating: must || class == compare.ClassLeak || class == compare.ClassWithheld}
	w.Unexcusable = class == compare.ClassLeak || class == compare.ClassWithheld || c.Security && w.Gating && class != compare.ClassMention
	w.Leak = class == compare.ClassLeak
	return w
}

var variantRules = map[string]variantRule{
	"indep-js-truncate-fields": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		return failing(compare.ClassContent, true, c), "1", "SPEC 6 field rules: an over-long name or mimeType, or an invalid sizeBytes, is absent: never shown, truncated or whole (a MUST)"
	}},
	"indep-py-size-invalid": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		return failing(compare.ClassContent, true, c), "1", "SPEC 6 field rules: an invalid sizeBytes (not an integer in 0 … 2^53−1) is absent: the stub leaves the size out (a MUST)"
	}},
	"indep-js-ref-id-withheld": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		return rightVerdict(c, lane, ans), "2", "a withheld marker in the host's own words that carries an id-like token is still a withheld marker (SPEC 3 words it, any wording passes): no reference stub"
	}},
	"indep-js-http-line": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		return failing(compare.ClassLeak, true, c), "8", "SPEC 6 reference line: an http or https uri never shows as a line; shown, the uri leaks"
	}},
	"indep-py-uri-of-own-line": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		if got, ok := decodeOn(lane, ans); ok && got == referenceText(c, lane) {
			return rightVerdict(c, lane, ans), "8", "SPEC 6 allows the line here: showing it is right"
		}
		beyond, specShows := showsInputURI(c, lane, ans)
		switch {
		case !beyond:
			return failing(compare.ClassKind, true, c), "8", "SPEC 6 reference line: the line is not allowed here, so the stub shows; the uri shows elsewhere in the same input anyway, so it is no secret revealed: a wrong kind, not a leak"
		case specShows:
			return failing(compare.ClassLeak, true, c), "8", "SPEC 6 reference line: the line is not allowed here, so the stub shows; SPEC's own answer shows the uri elsewhere on this lane, but the line shows it once more: a host may show a uri SPEC hides no more often than SPEC itself does (revision 4, R4-2), so it leaks"
		}
		return failing(compare.ClassLeak, true, c), "8", "SPEC 6 reference line: the line shows only when every condition holds; else the uri is hidden on every case alike, whether or not the vector lists it"
	}},
	"indep-js-extra-member-leak": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		w := Want{Verdict: compare.Error, Gating: true, Unexcusable: c.Security}
		why := "a block with an extra member breaks the protocol: an error"
		if beyond, specShows := showsInputURI(c, lane, ans); beyond {
			w.Leak, w.Unexcusable, w.Class = true, true, compare.ClassLeak
			why += ", and the uri it shows leaks all the same: the leak search reads the raw answer, so no baseline excuses it"
			if specShows {
				why += " (SPEC's own answer shows that uri on this lane, but fewer times: revision 4, R4-2)"
			}
		}
		return w, "9", why
	}},
	"indep-js-sort-keys": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		if !unsortedData(c, lane) {
			return rightVerdict(c, lane, ans), "11", "only the blocks the host makes have their members sorted, and their order is the host's own: SPEC 5 member order is the data's"
		}
		return Want{Verdict: compare.Fail, Class: compare.ClassContent, Clause: "SPEC 5 member order"}, "11",
			"SPEC 5 member order is a SHOULD (revision 3, R3-11): the data's own objects with their members sorted fail it, which gates only under --gate should"
	}},
	"indep-js-render-inline-no-mime": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		return Want{Verdict: compare.Fail, Class: compare.ClassKind, Clause: "README inline no media type", Cause: "instead of a refusal"}, "5",
			"an inline image or audio block with no media type is a marker by the README's decision, a SHOULD; render refuses content with a marker: the cause is a refusal, not nothing"
	}},
	"indep-py-empty-refused-tool": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		return failing("", true, c), "", "SPEC 5 never refused and SPEC 2.1 text: a tool result shows blank text as blank text"
	}},
	"indep-py-meta-leak": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		if beyond, _ := showsInputURI(c, lane, ans); !beyond {
			return failing("", true, c), "", "SPEC 2.1 text: the text shows verbatim; the uri appended is empty or shown elsewhere, so nothing leaks, but the text is not the text"
		}
		return failing(compare.ClassLeak, true, c), "", "SPEC 2.1 uri never shown: the embedded resource's uri shows on no lane"
	}},
	"indep-py-no-mime-as-image": {func(c *vectors.Case, lane adapters.Lane, ans, right string) (Want, string, string) {
		w := failing(compare.ClassKind, true, c)
		why := "SPEC 2.1 no media type: a blob whose media type is not a non-empty string shows the no-media-type marker, never an image"
		if lane == adapters.InjectionSystem {
			// The system position's own line for an image, in the host's
			// words, stands where the no-media-type marker belongs: the
			// judge can tell only that the marker does not say what it
			// stands for (a mention), not which marker it is.
			w.Class = ""
			why += "; at the system position the host shows its system-image line in its own words instead"
		}
		return w, "", why
	}},
}

// showsInputURI reports whether an answer shows a uri of the case's input
// (6 characters or longer) more often, or in more of its strings, than
// SPEC's own answer on the lane does (beyond), and whether SPEC's answer
// shows that uri there at all: a uri SPEC does not show there shows once
// too often, and one SPEC itself shows (a reference line, the server's own
// text) may show as often as SPEC shows it, no more (revision 4, R4-2:
// what a host must never do is add one). A uri the lane does not hide at
// all (every object carrying it a reference whose line shows there) may
// show any number of times.
func showsInputURI(c *vectors.Case, lane adapters.Lane, ans string) (beyond, specShows bool) {
	v, err := esjson.Parse(c.Input)
	if err != nil {
		return false, false
	}
	var uris []string
	esjson.Walk(v, struct{}{}, func(v esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		if s, ok := v.Str(); ok && at.Member() && at.Name == "uri" && len(s) >= 6 {
			uris = append(uris, s)
		}
		return struct{}{}, true
	})
	got := answerStrings(ans)
	if got == nil {
		got = []string{ans}
	}
	ref := referenceText(c, lane)
	spec := answerStrings(ref)
	for _, u := range uris {
		// A uri whose every object is a reference that shows its line here
		// is hidden nowhere on the lane: it may show any number of times.
		if n, _ := countIn(uris, u); strings.Count(ref, "[Reference: "+u+"]") >= n {
			continue
		}
		times, places := countIn(got, u)
		specTimes, specPlaces := countIn(spec, u)
		if times > specTimes || places > specPlaces {
			return true, specTimes > 0
		}
	}
	return false, false
}

// countIn returns how often the strings hold u, and how many of them do.
func countIn(strs []string, u string) (times, places int) {
	for _, s := range strs {
		if n := strings.Count(s, u); n > 0 {
			times += n
			places++
		}
	}
	return times, places
}

// rewrite, when set, makes TestRecordsFollowTheRules write what the rules
// give into testdata/recorded.jsonl, for a rule that changed when the
// recordings are not at hand:
//
//	go test -tags record ./internal/judged -run TestRecordsFollowTheRules -rewrite
var rewrite = flag.Bool("rewrite", false, "rewrite testdata/recorded.jsonl's verdicts by the rules")

// TestRecordsFollowTheRules re-judges by the rules of variantRules the
// records of testdata/recorded.jsonl that a broken copy's rule gave (their
// rules read the answer, not the host's right one), and requires the
// verdict recorded: after a rule changes (revision 4 counts SPEC's own
// strings), the records that change with it are the ones the judge's
// change flips in TestRecordedVerdicts, and none other.
func TestRecordsFollowTheRules(t *testing.T) {
	const path = "testdata/recorded.jsonl"
	recs, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, cases := loadRecorded(t)
	var b bytes.Buffer
	for i, r := range recs {
		// A right host's answer, or a broken copy's where it is the right
		// host's, follows rightWant: revision 4 turned some down.
		if prefix, rest, _ := strings.Cut(r.Why, "the same answer as the host without its mistake: "); prefix == "" && (rest == rightWhy || rest == wholeDataWhy) || r.Why == rightWhy || r.Why == wholeDataWhy {
			w, why := rightWant(cases[r.Case], r.Lane, r.Answer)
			if r.Variant != "" && strings.HasPrefix(r.Why, "the same answer") {
				why = "the same answer as the host without its mistake: " + why
			}
			if !reflect.DeepEqual(w, r.Want) || why != r.Why {
				t.Logf("%s on %s (%s-%s): rightWant gives %+v, %q; recorded %+v, %q", r.Case, r.Lane, r.Host, r.Variant, w, why, r.Want, r.Why)
				if !*rewrite {
					t.Fail()
				}
				recs[i].Want, recs[i].Why = w, why
			}
		}
		rule, ok := variantRules[r.Host+"-"+r.Variant]
		if r.Variant != "" && ok && r.Item != "" {
			w, item, why := rule.want(cases[r.Case], r.Lane, r.Answer, "")
			if !reflect.DeepEqual(w, r.Want) || item != r.Item || why != r.Why {
				t.Logf("%s on %s (%s-%s): the rule gives %+v, %q; recorded %+v, %q", r.Case, r.Lane, r.Host, r.Variant, w, why, r.Want, r.Why)
				if !*rewrite {
					t.Fail()
				}
				recs[i].Want, recs[i].Item, recs[i].Why = w, item, why
			}
		}
		line, err := json.Marshal(recs[i])
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	if *rewrite {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// answerStrings returns the strings an answer line holds, decoded.
func answerStrings(ans string) []string {
	v, err := esjson.Parse([]byte(ans))
	if err != nil {
		return nil
	}
	var out []string
	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if s, ok := v.Str(); ok {
			out = append(out, s)
		}
		return struct{}{}, true
	})
	return out
}

// unsortedData reports whether what SPEC shows of c on lane (its
// expectation) holds an object of the data, not a marker, whose members
// are not in sorted order: one a host that sorts keys changes.
func unsortedData(c *vectors.Case, lane adapters.Lane) bool {
	want := c.Expect[lane]
	raws := [][]byte{want.View, want.Kept, want.JSON}
	for _, b := range want.Blocks {
		raws = append(raws, b.JSON)
	}
	for _, raw := range raws {
		if raw == nil {
			continue
		}
		v, err := esjson.Parse(raw)
		if err == nil && hasUnsorted(v) {
			return true
		}
	}
	return false
}

func hasUnsorted(v esjson.Value) bool {
	found := false
	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if v.Has("marker") || v.Has("$marker") {
			return struct{}{}, false
		}
		ms := v.Members()
		for i := 1; i < len(ms) && !found; i++ {
			found = ms[i-1].Name > ms[i].Name
		}
		return struct{}{}, !found
	})
	return found
}

// tsWant judges an answer of the real TypeScript host where a rule can:
// the same observation as the reference or a right host; an over-long
// field shown cut (its stubs' "…(119 units)…" of the fields cases); an
// embedded resource shown as the module's "unrecognized" marker where
// SPEC shows its content; the withheld marker in its own words, with an
// id, on MCPL's vectors. Other answers are left out.
func tsWant(c *vectors.Case, lane adapters.Lane, ans string, answers map[string]map[key]string) (Want, string, string, bool) {
	k := key{c.ID, lane}
	got, ok := decodeOn(lane, ans)
	switch {
	case !ok:
		return Want{}, "", "", false
	case got == referenceText(c, lane) || sameAnswer(lane, ans, answers["indep-js"][k]) || sameAnswer(lane, ans, answers["indep-py"][k]):
		return rightVerdict(c, lane, ans), "", "the same observation as the reference or a host written from SPEC: " + rightWhy, true
	case c.ID == "references/size-bytes-invalid":
		return rightVerdict(c, lane, ans), "1", "the module leaves every invalid sizeBytes out of its stubs, as SPEC 6's field rules say: right, in its own words", true
	case c.ID == "references/fields-256" || c.ID == "references/fields-1-mib":
		return failing(compare.ClassContent, true, c), "1", "SPEC 6 field rules: the module cuts an over-long field to 255 units, or shows an invalid size: an absent field is never shown truncated", true
	case c.Vector != nil && strings.Contains(got, "inline content withheld"):
		return Want{Verdict: VerdictNormative}, "2", "the module's withheld marker \"[ref_1] inline content withheld (…)\" is a withheld marker in its own words, not a reference stub", true
	case c.Vector == nil && strings.Contains(got, "[unrecognized content block") && strings.Count(got, `"type":"image"`) == 0 && textContent(c, lane):
		return failing(compare.ClassKind, true, c), "", "SPEC 2.1 text: an embedded resource with text shows its text; the module knows no embedded resource and shows a marker instead", true
	}
	return Want{}, "", "", false
}

// textContent reports whether SPEC shows c on lane as the text of an
// embedded resource alone: one text block, or the stored copy's text.
func textContent(c *vectors.Case, lane adapters.Lane) bool {
	v, err := esjson.Parse(c.Input)
	if err != nil {
		return false
	}
	content, ok := v.Get("content")
	items := content.Items()
	if !ok || len(items) != 1 {
		return false
	}
	s := refhost.Classify(items[0])
	return s.Embedded && s.Kind == refhost.ShowsText && strings.TrimSpace(s.Text) != "" &&
		lane != adapters.Render && lane != adapters.Script && lane != adapters.Guard
}
