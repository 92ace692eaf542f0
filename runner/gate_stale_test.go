package runner

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// staleReport is a report of n passing cases, each listed in a baseline
// read from path, and of the failures given.
func staleReport(n int, path string, failures ...Result) Report {
	var results []Result
	var listed []KnownFailure
	for i := range n {
		id := fmt.Sprintf("text/fixed-%02d", i)
		results = append(results, passing(id, adapters.Push))
		listed = append(listed, KnownFailure{Case: id, Lane: adapters.Push, Reason: "was failing"})
	}
	r := syntheticReport(append(results, failures...)...)
	r.Baseline = &Baseline{Format: baselineFormat, Failures: listed, Path: path}
	return r
}

// TestExplainStale: after an improvement, the gate's explanation names
// the first few stale entries, counts the rest, and gives in one line
// the command that drops them all, the run's own with --update-baseline
// of the user's baseline added; a new failure makes it wait for the fix.
func TestExplainStale(t *testing.T) {
	t.Parallel()
	command := []string{"rfc005", "run", "--host", "node dist/host.mjs", "--baseline", "ci/base line.json"}
	r := staleReport(17, "ci/base line.json")
	g := r.Gate(r.Baseline)
	g.Command = command
	var stale []string
	for _, l := range strings.Split(g.Explain(true), "\n") {
		if strings.HasPrefix(l, "STALE ") || strings.HasPrefix(l, "FIX ") {
			stale = append(stale, l)
		}
	}
	want := []string{
		"STALE     text/fixed-00 on push is listed in the baseline but does not fail",
		"STALE     text/fixed-01 on push is listed in the baseline but does not fail",
		"STALE     text/fixed-02 on push is listed in the baseline but does not fail",
		"STALE     text/fixed-03 on push is listed in the baseline but does not fail",
		"STALE     text/fixed-04 on push is listed in the baseline but does not fail",
		"STALE     …and 12 more entries that no longer fail (the JSON report lists every one)",
		"FIX       drop the 17 stale entries by rewriting the baseline in place with this run's failures: rfc005 run --host 'node dist/host.mjs' --baseline 'ci/base line.json' --update-baseline 'ci/base line.json'",
	}
	if strings.Join(stale, "\n") != strings.Join(want, "\n") {
		t.Errorf("the stale lines:\n%s\nwant:\n%s", strings.Join(stale, "\n"), strings.Join(want, "\n"))
	}

	// Six are all named: a count of one would save no line.
	r = staleReport(6, "b.json")
	if got := strings.Count(r.Gate(r.Baseline).Explain(true), " is listed in the baseline but does not fail\n"); got != 6 {
		t.Errorf("6 stale entries: %d named, want 6", got)
	}

	// A new failure: an update now would excuse it.
	r = staleReport(1, "b.json", failing("text/broken", adapters.Push, dropsText))
	g = r.Gate(r.Baseline)
	want1 := "FIX       once the new failures above are fixed, drop the 1 stale entry by rewriting the baseline in place with the run's failures (an update now would list the new failures as known): run it again with --baseline b.json --update-baseline b.json\n"
	if got := g.Explain(true); !strings.Contains(got, want1) {
		t.Errorf("with a new failure, the explanation lacks %q:\n%s", want1, got)
	}
	md := string(r.markdownReport(0))
	if want := "Listed in the baseline as known failures, these pass now. Once the new failures are fixed, drop them by rewriting the baseline in place with the run's failures: run it again with `--baseline b.json --update-baseline b.json` (an update now would list the new failures as known)."; !strings.Contains(md, want) {
		t.Errorf("the Markdown lacks %q:\n%s", want, md)
	}
	r = staleReport(2, "b.json")
	if want := "Listed in the baseline as known failures, these pass now. To drop them, rewrite the baseline in place with the run's failures: run it again with `--baseline b.json --update-baseline b.json`."; !strings.Contains(string(r.markdownReport(0)), want) {
		t.Errorf("the Markdown lacks %q", want)
	}
}
