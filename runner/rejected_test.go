package runner

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// rejectCorpus returns two built-in cases, each copied with its MCP set
// here rather than by the loader: references/http-stub, an MCPL
// reference (no resource: not valid MCP), and text/plain, an embedded
// text resource (valid MCP). Either may be left out.
func rejectCorpus(t *testing.T, invalid, valid bool) *vectors.Corpus {
	t.Helper()
	corpus := &vectors.Corpus{Digest: "sha256:" + strings.Repeat("0", 64)}
	for id, mcp := range map[string]bool{"references/http-stub": false, "text/plain": true} {
		if mcp && !valid || !mcp && !invalid {
			continue
		}
		c, ok := testcorpus.Builtin(t).Case(id)
		if !ok {
			t.Fatalf("the built-in corpus has no %s", id)
		}
		copied := *c
		copied.MCP = mcp
		corpus.Cases = append(corpus.Cases, &copied)
	}
	return corpus
}

// byVerdict splits a report's results by case: the verdicts of each.
func byVerdict(r Report) map[string][]compare.Verdict {
	out := map[string][]compare.Verdict{}
	for _, res := range r.Results {
		out[res.Case] = append(out[res.Case], res.Verdict)
	}
	return out
}

// TestRejectedVerdict scores a host that rejects every input
// (wronghost.RejectsEverything) on a case whose input is not valid MCP
// and one whose input is, and pins what each report shows: rejected on
// the first, neither passed nor failed, never gating and never in a
// baseline, counted apart and left out of the score; a failure of one
// MUST check on the second.
func TestRejectedVerdict(t *testing.T) {
	t.Parallel()
	r := Run(context.Background(), wronghost.RejectsEverything(), rejectCorpus(t, true, true), Selection{})
	verdicts := byVerdict(r)
	invalid, valid := len(verdicts["references/http-stub"]), len(verdicts["text/plain"])
	if invalid == 0 || valid == 0 {
		t.Fatalf("results %v", verdicts)
	}
	for _, res := range r.Results {
		switch res.Case {
		case "references/http-stub":
			if res.Verdict != compare.Rejected || res.Gating() || res.Unexcusable() || res.Reason != wronghost.RejectsWhy {
				t.Errorf("%s on %s: %s, gating %t, unexcusable %t, reason %q; want rejected, neither gating nor unexcusable (a security case too), the host's reason",
					res.Case, res.Lane, res.Verdict, res.Gating(), res.Unexcusable(), res.Reason)
			}
		default:
			if res.Verdict != compare.Fail || !res.Gating() || len(res.Findings) != 1 {
				t.Errorf("%s on %s: %s, gating %t, checks %v; want a gating failure of one check", res.Case, res.Lane, res.Verdict, res.Gating(), res.Findings)
			}
		}
	}

	scores := r.Scores()
	wantScores := fmt.Sprintf("normative 0/%d (0.0%%) on 8 of 8 lanes (%d of %d observations scored) · wording 0/%d (0.0%%) · failed %d · errors 0 · skipped 0 · rejected %d\n",
		valid, valid, valid+invalid, valid, valid, invalid)
	if scores != wantScores {
		t.Errorf("the scores line:\n%s\nwant\n%s", scores, wantScores)
	}
	wantLine := fmt.Sprintf("Rejected as invalid MCP: %d observations of 1 case, not scored and never gating (the input is not valid MCP); e.g. references/http-stub on tool-result/live: %s; references/http-stub on tool-result/stored: %[2]s; references/http-stub on script: %[2]s\n",
		invalid, wronghost.RejectsWhy)
	if d := r.Details(); !strings.Contains(d, wantLine) || strings.Contains(r.Failures(true), "references/http-stub") {
		t.Errorf("the terminal report does not say the rejections in one line, or lists them as failures:\n%s\nwant the line\n%s", d, wantLine)
	}

	var stub, plain Result
	for _, res := range r.Results {
		switch {
		case res.Case == "references/http-stub" && res.Lane == adapters.Push:
			stub = res
		case res.Case == "text/plain" && res.Lane == adapters.Push:
			plain = res
		}
	}
	if got, want := stub.Describe(), "references/http-stub on push: rejected: "+wronghost.RejectsWhy+"\nspec book: docs/references.md#references-http-stub\n"; got != want {
		t.Errorf("Describe of a rejection:\n%s\nwant\n%s", got, want)
	}
	if got, want := plain.Describe(), "text/plain on push: rejected: "+wronghost.RejectsWhy+"\nfailed checks:\n  kind: the host rejected valid MCP input: "+wronghost.RejectsWhy+" (SPEC 4 lane by lane, MUST)\n"; !strings.HasPrefix(got, want) {
		t.Errorf("Describe of a rejection of valid MCP:\n%s\nwant it to start\n%s", got, want)
	}

	g := r.Gate(nil)
	if g.Exit != 1 || len(g.New) != valid || len(g.Unexcusable) != 0 {
		t.Errorf("the gate: exit %d, %d new, %d unexcusable; want 1, %d, 0", g.Exit, len(g.New), len(g.Unexcusable), valid)
	}
	path := filepath.Join(t.TempDir(), "baseline.json")
	if untracked, err := r.WriteBaseline(path, ""); err != nil || len(untracked) != 0 {
		t.Fatalf("WriteBaseline: %v, %d written without their link", err, len(untracked))
	}
	b, err := ReadBaseline(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range b.Failures {
		if f.Case != "text/plain" {
			t.Errorf("the baseline lists %s on %s: a rejection has nothing to excuse", f.Case, f.Lane)
		}
	}
	if len(b.Failures) != valid {
		t.Errorf("the baseline lists %d entries, want %d", len(b.Failures), valid)
	}
	if g := r.Gate(b); g.Exit != 0 || len(g.Stale) != 0 {
		t.Errorf("gated on its own baseline: exit %d, stale %v; want 0, none", g.Exit, g.Stale)
	}

	data, err := r.jsonReport()
	if err != nil {
		t.Fatal(err)
	}
	wantValidReport(t, data)
	var f reportfile.File
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if f.Summary.Rejected != invalid || f.Coverage.ObservationsRejected != invalid || f.Coverage.ObservationsScored != valid {
		t.Errorf("the JSON report: summary.rejected %d, coverage.observationsRejected %d, observationsScored %d; want %d, %d, %d",
			f.Summary.Rejected, f.Coverage.ObservationsRejected, f.Coverage.ObservationsScored, invalid, invalid, valid)
	}
	for _, jr := range f.Results {
		if jr.Case == "references/http-stub" && (jr.Verdict != "rejected" || jr.Reason != wronghost.RejectsWhy || jr.Gating || jr.Cause != "" || jr.Diff != "") {
			t.Errorf("the JSON report's result: %+v; want the verdict rejected with the host's reason, not gating, no cause, no diff", jr)
		}
	}

	junit, err := r.junitReport()
	if err != nil {
		t.Fatal(err)
	}
	wantSkipped := `<skipped message="rejected: ` + wronghost.RejectsWhy + `"></skipped>`
	if n := strings.Count(string(junit), wantSkipped); n != invalid {
		t.Errorf("the JUnit report holds %s %d times, want %d:\n%s", wantSkipped, n, invalid, junit)
	}
	if want := fmt.Sprintf(`<property name="rfc005.observationsRejected" value="%d"></property>`, invalid); !strings.Contains(string(junit), want) {
		t.Errorf("the JUnit report does not hold %s", want)
	}

	md := string(r.markdownReport(0))
	wantMD := fmt.Sprintf("**Rejected as invalid MCP: %d observations** of 1 case: the input is not valid MCP and the host refused it, neither passed nor failed, never scored, never gating. For example `references/http-stub` on tool-result/live: `%s`;",
		invalid, wronghost.RejectsWhy)
	if !strings.Contains(md, wantMD) {
		t.Errorf("the Markdown report does not say\n%s\n:\n%s", wantMD, md)
	}
}

// wantValidReport checks a JSON report against report.schema.json.
func wantValidReport(t *testing.T, data []byte) {
	t.Helper()
	schema := reportSchema(t)
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(v); err != nil {
		t.Errorf("the JSON report does not match report.schema.json: %v", err)
	}
}

// TestRejectedAloneScoresNothing pins that a run whose every observation
// the host rejected as invalid MCP scored nothing, and so never passes,
// as a run of skipped lanes never does, and says how to score something.
func TestRejectedAloneScoresNothing(t *testing.T) {
	t.Parallel()
	r := Run(context.Background(), wronghost.RejectsEverything(), rejectCorpus(t, true, false), Selection{})
	g := r.Gate(nil)
	if want := "❌ gate failed: it scored nothing (every observation rejected as invalid MCP)"; g.Exit != 1 || g.Line() != want {
		t.Errorf("the gate: exit %d, %q; want 1, %q", g.Exit, g.Line(), want)
	}
	if want := "(every one rejected as invalid MCP): a run that scores nothing never passes, whatever the flags; the host rejected every input it was asked as invalid MCP ("; !strings.Contains(g.Explain(false), want) {
		t.Errorf("the gate's explanation does not say %q:\n%s", want, g.Explain(false))
	}
}

// TestRejectingNothingKeepsVerdicts pins the right-but-different hosts
// around a rejection: the reference, which rejects nothing, passes both
// cases whatever their MCP; a host that errs on every input gets errors,
// not rejections, on input that is not valid MCP too.
func TestRejectingNothingKeepsVerdicts(t *testing.T) {
	t.Parallel()
	corpus := rejectCorpus(t, true, true)
	for _, res := range Run(context.Background(), reference.New(), corpus, Selection{}).Results {
		if res.Verdict != compare.Pass {
			t.Errorf("the reference: %s", res.Describe())
		}
	}
	var errs wronghost.Host
	for _, w := range wronghost.Gallery() {
		if w.Name == "error-everywhere" {
			errs = w
		}
	}
	for _, res := range Run(context.Background(), errs.New(), corpus, Selection{}).Results {
		if res.Verdict != compare.Error || !res.Gating() {
			t.Errorf("a host that errs: %s", res.Describe())
		}
	}
}

// rejectingHostEnv makes this test binary a host over the protocol that
// rejects every input, quoting it: an SDK's validation error that echoes
// what it read.
const rejectingHostEnv = "RFC005_TEST_REJECTING_HOST"

// rejectingHost is the host rejectingHostEnv starts.
func rejectingHost() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 64<<20)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		var req struct {
			Op    string          `json:"op"`
			Seq   int             `json:"seq"`
			Input json.RawMessage `json:"input"`
		}
		if json.Unmarshal(in.Bytes(), &req) != nil {
			os.Exit(2)
		}
		switch req.Op {
		case "hello":
			lanes, _ := json.Marshal(adapters.AllLanes())
			fmt.Fprintf(out, `{"op":"hello","protocol":1,"host":{"name":"rejecting","version":"1"},"lanes":%s}`+"\n", lanes)
		case "observe":
			why, _ := json.Marshal("invalid MCP: " + string(req.Input))
			fmt.Fprintf(out, `{"seq":%d,"rejected":%s}`+"\n", req.Seq, why)
		default:
			os.Exit(0)
		}
		out.Flush()
	}
}

// TestRejectionLeaksOverSubprocess pins that the leak search reads a
// rejection's answer as every answer, through the subprocess adapter: a
// host that rejects input that is not valid MCP quoting it shows the
// case's hidden uri, a failure with a leak check that no baseline may
// list, its reason masked.
func TestRejectionLeaksOverSubprocess(t *testing.T) {
	t.Parallel()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	h, err := subprocess.New(context.Background(), []string{exe}, subprocess.Options{Env: append(os.Environ(), rejectingHostEnv+"=1")})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	corpus := rejectCorpus(t, true, false)
	r := Run(context.Background(), h, corpus, Selection{})
	if len(r.Results) == 0 {
		t.Fatal("no result")
	}
	hidden := corpus.Cases[0].Hidden
	for _, res := range r.Results {
		if res.Verdict != compare.Fail || !res.Leak || !res.Has(compare.ClassLeak) || !res.Unexcusable() {
			t.Errorf("%s on %s: %s, leak %t, checks %v; want a failure with a leak check no baseline excuses", res.Case, res.Lane, res.Verdict, res.Leak, res.Findings)
		}
		for _, s := range hidden {
			if strings.Contains(res.Describe()+res.Reason, s) {
				t.Errorf("%s on %s shows the hidden %q:\n%s", res.Case, res.Lane, s, res.Describe())
			}
		}
	}
	// Each is a leak: a baseline lists it only as a known leak, written
	// with "link": "" until the issue tracking it is named.
	if untracked, err := r.WriteBaseline(filepath.Join(t.TempDir(), "baseline.json"), ""); err != nil || len(untracked) != len(r.Results) {
		t.Errorf("WriteBaseline: %v, %d of %d written without their link", err, len(untracked), len(r.Results))
	}
}
