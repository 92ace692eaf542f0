package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// floodHost is the reference, except that it answers every observation
// with blocks text blocks (and, on the stored lane, a text of as many
// lines).
type floodHost struct {
	adapters.Host
	blocks int
}

func (h floodHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil {
		return obs, err
	}
	blocks := make([]adapters.Block, h.blocks)
	var text []byte
	for i := range blocks {
		blocks[i] = adapters.TextBlock("block " + strconv.Itoa(i) + " of a host that says too much")
		text = append(text, blocks[i].Text+"\n"...)
	}
	obs.Blocks = blocks
	if obs.Text != nil {
		s := string(text)
		obs.Text = &s
	}
	return obs, nil
}

// maxJSONPerObservation is the most the JSON report grows by for one
// observation, whatever the host answers: its reason and diff, its checks,
// their cut notes, and the fixed members, each string at most doubled by
// JSON's escapes.
const maxJSONPerObservation = 2*(maxReason+maxDiff+(maxChecks+6)*(maxCheck+64)) + 1024

// TestFloodedReportIsBounded scores a host answering every observation
// with 10,000 text blocks: every result keeps a bounded excerpt, and the
// JSON report stays under maxJSONPerObservation per observation. Three
// cases by default (the whole corpus takes minutes, most of it in
// compare: RFC005_FLOOD=all runs it and logs the figures).
func TestFloodedReportIsBounded(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	sel := Selection{Cases: []string{"text/plain", "text/huge", "image/png-blob"}}
	if os.Getenv("RFC005_FLOOD") == "all" {
		sel = Selection{}
	}
	start := time.Now()
	r := Run(context.Background(), floodHost{reference.New(), 10_000}, corpus, sel)
	took := time.Since(start)
	c := r.Count()
	if c.Fail == 0 || c.Observations != len(r.Results) {
		t.Fatalf("the flood host should fail: %+v", c)
	}
	for _, res := range r.Results {
		if body := cutBody(res.Reason); len(body) > maxReason {
			t.Errorf("%s on %s: reason of %d bytes", res.Case, res.Lane, len(body))
		}
		if body := cutBody(res.Diff); len(body) > maxDiff {
			t.Errorf("%s on %s: diff of %d bytes", res.Case, res.Lane, len(body))
		}
	}
	data, err := r.jsonReport()
	if err != nil {
		t.Fatal(err)
	}
	limit := c.Observations*maxJSONPerObservation + 64<<10
	if len(data) > limit {
		t.Errorf("the JSON report of %d observations is %d bytes, over %d", c.Observations, len(data), limit)
	}
	junit, _ := r.junitReport()
	t.Logf("%d observations of 10,000 blocks each in %s: JSON report %d bytes (%d per observation; the bound is %d per observation); terminal %d, Markdown %d, JUnit %d bytes",
		c.Observations, took.Round(time.Millisecond), len(data), len(data)/c.Observations, maxJSONPerObservation,
		len(r.Summary()), len(r.markdownReport(0)), len(junit))
}

// TestBoundedKeepsWhatGates pins that cutting a result's checks keeps
// one of every class, so the gate decides the same.
func TestBoundedKeepsWhatGates(t *testing.T) {
	t.Parallel()
	var fs []compare.Finding
	for i := range 1000 {
		fs = append(fs, compare.Finding{Class: compare.ClassContent, What: strings.Repeat("x", 2000) + strconv.Itoa(i)})
	}
	fs = append(fs, compare.Finding{Class: compare.ClassLeak, What: "the uri, \x1b[2Jmasked"})
	res := Result{Case: "a/b", Lane: adapters.Push, Verdict: compare.Fail, Findings: fs,
		Reason: strings.Repeat("r", 10_000), Diff: strings.Repeat("d\x1b", 20_000), Level: "should"}
	b := res.Bounded()
	if len(b.Findings) != maxChecks+1 || b.Findings[maxChecks].Class != compare.ClassLeak {
		t.Fatalf("%d checks kept, the last %v", len(b.Findings), b.Findings[len(b.Findings)-1].Class)
	}
	if !strings.HasSuffix(b.Findings[maxChecks].What, "(and 968 more failed checks, not kept)") ||
		strings.Contains(b.Findings[maxChecks].What, "\x1b") {
		t.Errorf("the last check: %q", b.Findings[maxChecks].What)
	}
	if b.Unexcusable() != res.Unexcusable() || b.Gating() != res.Gating() || !b.Unexcusable() {
		t.Errorf("bounding changed what the gate decides")
	}
	for _, f := range b.Findings {
		if body, _, _ := strings.Cut(f.What, "…(cut:"); len(body) > maxCheck {
			t.Errorf("a check of %d bytes", len(f.What))
		}
	}
	if !strings.HasSuffix(b.Reason, "\n…(cut: 5904 more bytes)\n") || strings.Contains(b.Diff, "\x1b") ||
		!strings.HasSuffix(b.Diff, " more bytes)\n") {
		t.Errorf("reason %q…, diff %q…", b.Reason[len(b.Reason)-40:], b.Diff[len(b.Diff)-40:])
	}
	again := b.Bounded()
	if again.Reason != b.Reason || again.Diff != b.Diff || len(again.Findings) != len(b.Findings) ||
		again.Findings[maxChecks].What != b.Findings[maxChecks].What {
		t.Errorf("Bounded is not idempotent")
	}
}

// cancelAfter is the reference, cancelling the run's context once it has
// answered n observations; the next is cut short as a signal cuts it.
type cancelAfter struct {
	adapters.Host
	n      int
	cancel context.CancelCauseFunc
	seen   *int
}

func (h cancelAfter) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	*h.seen++
	if *h.seen > h.n {
		h.cancel(context.Canceled)
		<-ctx.Done()
		return adapters.Observation{}, ctx.Err()
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestRunStopped pins a run whose context ends mid-run: the results of
// what was observed, none for the observation in flight, marked
// incomplete in every report, and a gate that never passes.
func TestRunStopped(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	sel := Selection{Cases: []string{"text/*"}}
	full := Run(context.Background(), reference.New(), corpus, sel)
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	stopAt := 7
	var progress [][2]int
	r := RunWith(ctx, cancelAfter{reference.New(), stopAt, func(error) { cancel(errorString("interrupted by SIGINT")) }, new(int)},
		corpus, sel, Options{Progress: func(p Progress) { progress = append(progress, [2]int{p.Observed, p.Selected}) }})
	want := &Incomplete{Reason: "interrupted by SIGINT", Observed: stopAt, Selected: len(full.Results)}
	if r.Incomplete == nil || *r.Incomplete != *want {
		t.Fatalf("Incomplete %+v, want %+v", r.Incomplete, want)
	}
	if len(r.Results) != stopAt || r.Count().Error != 0 {
		t.Errorf("%d results (%d errors), want %d and none", len(r.Results), r.Count().Error, stopAt)
	}
	if len(progress) != stopAt+1 || progress[0] != [2]int{0, want.Selected} || progress[stopAt] != [2]int{stopAt, want.Selected} {
		t.Errorf("progress %v", progress)
	}
	if laneIDs(r.LanesSelected) != laneIDs(full.LanesSelected) {
		t.Errorf("lanes selected %v, want %v", r.LanesSelected, full.LanesSelected)
	}
	g := r.Gate(nil)
	if g.Exit != 1 || g.Incomplete == nil {
		t.Errorf("an incomplete run passed the gate: %+v", g)
	}
	line := "INCOMPLETE interrupted by SIGINT after 7 of " + strconv.Itoa(want.Selected) + " observations"
	if !strings.Contains(g.Explain(false), line) {
		t.Errorf("the gate does not say %q:\n%s", line, g.Explain(false))
	}
	if s := r.Scores(); !strings.Contains(s, "· INCOMPLETE: 7 of "+strconv.Itoa(want.Selected)+" observations (interrupted by SIGINT)") {
		t.Errorf("the score line: %s", s)
	}
	if lines := strings.SplitN(string(r.markdownReport(0)), "\n", 4); !strings.HasPrefix(lines[0], "## ❌ gate failed: the run is incomplete (interrupted by SIGINT after 7 of") ||
		!strings.Contains(lines[2], "INCOMPLETE: 7 of") {
		t.Errorf("the Markdown's gate line and headline: %q", lines)
	}
	junit, err := r.junitReport()
	if err != nil || !bytes.Contains(junit, []byte(`<property name="rfc005.incomplete" value="interrupted by SIGINT after 7 of`)) {
		t.Errorf("JUnit (%v): %s", err, junit)
	}
	file := readJSON(t, r)
	if file.Incomplete == nil || *file.Incomplete != (reportfile.Incomplete{Reason: "interrupted by SIGINT", Observed: 7, Selected: want.Selected}) {
		t.Errorf("JSON incomplete %+v", file.Incomplete)
	}
	// A whole run is not marked.
	if full.Incomplete != nil || full.Gate(nil).Incomplete != nil || strings.Contains(full.Scores(), "INCOMPLETE") {
		t.Errorf("a whole run is marked incomplete: %+v", full.Incomplete)
	}
	data, _ := full.jsonReport()
	if bytes.Contains(data, []byte(`"incomplete"`)) {
		t.Errorf("a whole run's JSON has an incomplete member")
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

func validate(t *testing.T, data []byte) {
	t.Helper()
	schema := reportSchema(t)
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(doc); err != nil {
		t.Errorf("the JSON report does not match its schema: %v", err)
	}
}

// reportSchema compiles report.schema.json.
func reportSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	schema, err := schemacheck.Compile("report.schema.json", ReportSchema)
	if err != nil {
		t.Fatal(err)
	}
	return schema
}

// hostileHost is the reference under a name and version made to attack
// whoever prints them, erring on every push observation with words made
// the same way.
type hostileHost struct{ adapters.Host }

const hostileName = "evil\x1b[2J\x1b]0;owned\x07\nFAIL: fake line <script>alert(1)</script> `code` *bold* [link](x) | \u202etxt.exe\x00"

func (hostileHost) Identity() adapters.Identity {
	return adapters.Identity{Name: hostileName, Version: "1.0\r\n\x1b[31m"}
}

func (h hostileHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if lane == adapters.Push {
		return adapters.Observation{}, errorString("crashed: \x1b[31mred\x1b[0m\n```\n</details><script>alert(2)</script>\x00\u2066\xff")
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestHostStringsArePrintable pins that what a host names itself and
// says in its errors reaches no report as control characters, bidi
// controls, Markdown or HTML.
func TestHostStringsArePrintable(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	r := Run(context.Background(), hostileHost{reference.New()}, corpus, Selection{Cases: []string{"text/plain"}})
	r.Command = "host --name \x1b[1m`x`"
	if r.Count().Error != 1 {
		t.Fatalf("want one error: %+v", r.Count())
	}
	raw := func(s string) []string {
		var found []string
		for _, bad := range []string{"\x1b", "\x00", "\x07", "\r", "\u202e", "\u2066", "\xff"} {
			if strings.Contains(s, bad) {
				found = append(found, strconv.Quote(bad))
			}
		}
		return found
	}
	junit, err := r.junitReport()
	if err != nil {
		t.Fatal(err)
	}
	data, _ := r.jsonReport()
	outputs := map[string]string{
		"terminal": r.Summary() + r.Gate(nil).Explain(true), "markdown": string(r.markdownReport(0)), "junit": string(junit), "json": string(data),
	}
	for name, out := range outputs {
		if found := raw(out); len(found) > 0 {
			t.Errorf("%s holds %v", name, found)
		}
	}
	if strings.Contains(outputs["terminal"], "\nFAIL: fake line") || !strings.Contains(outputs["terminal"], `evil\x1b[2J\x1b]0;owned\x07\nFAIL: fake line`) {
		t.Errorf("the terminal summary:\n%s", outputs["terminal"])
	}
	md := outputs["markdown"]
	for _, bad := range []string{"<script>", "</details><script>", "`code`", "*bold*", "[link](x)"} {
		if strings.Count(md, bad) > 0 && !insideFence(md, bad) {
			t.Errorf("the Markdown shows %q as markup:\n%s", bad, md)
		}
	}
	if !strings.Contains(md, `&lt;script&gt;alert(1)&lt;/script&gt; \`+"`code\\` \\*bold\\* \\[link\\](x) \\|") {
		t.Errorf("the Markdown headline is not escaped:\n%s", strings.SplitN(md, "\n", 2)[0])
	}
	if !strings.Contains(md, "host command `` host --name \\x1b[1m`x` ``") {
		t.Errorf("the host command is not inline code:\n%s", md)
	}
	var doc struct{}
	if err := xml.Unmarshal(junit, &doc); err != nil {
		t.Errorf("the JUnit report is not XML: %v", err)
	}
	dec := xml.NewDecoder(bytes.NewReader(junit))
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		if cd, ok := tok.(xml.CharData); ok && bytes.ContainsRune(cd, '\ufffd') {
			t.Errorf("the JUnit report lost a character to U+FFFD: %q", cd)
		}
	}
}

// insideFence reports whether every place s occurs in md is inside a
// fenced code block.
func insideFence(md, s string) bool {
	fence := ""
	for _, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimLeft(line, "`")
		if n := len(line) - len(trimmed); n >= 3 {
			switch {
			case fence == "":
				fence = line[:n]
				continue
			case line == fence:
				fence = ""
				continue
			}
		}
		if fence == "" && strings.Contains(line, s) {
			return false
		}
	}
	return true
}

// cutBody returns what precedes the cut note compare.Excerpt ends a text
// with, or the whole text.
func cutBody(s string) string {
	if i := strings.LastIndex(s, "\n…(cut: "); i >= 0 {
		return s[:i]
	}
	return s
}
