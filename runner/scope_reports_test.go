package runner

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/junitfile"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// vectorReport is a report of two cases out of scope, each on every
// lane of RFCLanes, a failing case of RFC-005 vector 9 on push, and a
// passing built-in case.
func vectorReport() Report {
	var results []Result
	for _, c := range []*vectors.Case{outOfScopeCase(3, "verified"), outOfScopeCase(4, "stale")} {
		for _, l := range rfcvec.Lanes() {
			results = append(results, outOfScope(c, l))
		}
	}
	nine := failing("rfc-005/09-control-label", adapters.Push, dropsText)
	nine.Family, nine.Spec, nine.Vector = rfcvec.Family, []string{rfcvec.Clause(9)}, 9
	nine.Findings[0].Clause = rfcvec.Clause(9)
	results = append(results, nine, passing("text/plain", adapters.Push))
	return syntheticReport(results...)
}

var vectorNine = "RFC-005 vector 9 " + rfcvec.Link

// TestDescribeVectorsAndScope pins the vector line and a skip's reason in
// Describe and String.
func TestDescribeVectorsAndScope(t *testing.T) {
	t.Parallel()
	r := vectorReport()
	oos, nine := r.Results[0], r.Results[10]
	plainSkip := result("text/plain", adapters.Render, compare.Skip, "must", false, false)
	tests := []struct {
		name, got, want string
	}{
		{"describe_out_of_scope", oos.Describe(),
			"rfc-005/03-verified on tool-result/live: out of scope: operation fetch is out of scope\nRFC-005 vector 3 " + rfcvec.Link + "\n"},
		{"string_out_of_scope", oos.String(),
			"rfc-005/03-verified on tool-result/live: out of scope: operation fetch is out of scope\nRFC-005 vector 3 " + rfcvec.Link},
		{"describe_skip", plainSkip.Describe(), "text/plain on render: skipped: the host does not serve this lane\n"},
		{"string_skip", plainSkip.String(), "text/plain on render: skipped: the host does not serve this lane"},
		{"describe_vector_failure", nine.Describe(),
			"rfc-005/09-control-label on push: mismatch (-want +got):\n-a\n+b\nfailed checks:\n  kind: what SPEC shows differs (RFC-005 vector 9, MUST)\n" +
				vectorNine + "\n"},
		{"string_vector_failure", nine.String(),
			"rfc-005/09-control-label on push: mismatch (-want +got):\n-a\n+b\nfailed checks:\n  kind: what SPEC shows differs (RFC-005 vector 9)\n" + vectorNine},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", tt.got, tt.want)
			}
		})
	}
	if nine.Link() != rfcvec.Link || oos.Link() != rfcvec.Link || r.Results[11].Link() != "docs/text.md#text-plain" {
		t.Errorf("links %q %q %q", nine.Link(), oos.Link(), r.Results[11].Link())
	}
}

// TestReportsNameVectorsAndScope pins, in every report, the vector
// number with its link, the count out of scope apart from the skipped,
// and the cases out of scope listed by reason, each once.
func TestReportsNameVectorsAndScope(t *testing.T) {
	t.Parallel()
	r := vectorReport()
	scopeLine := "Out of scope: operation fetch is out of scope — 2 cases: rfc-005/03-verified, rfc-005/04-stale\n"

	t.Run("terminal", func(t *testing.T) {
		s := r.Summary()
		for _, want := range []string{scopeLine, "skipped 0 · 10 out of scope", vectorNine + "\n"} {
			if !strings.Contains(s, want) {
				t.Errorf("the summary lacks %q:\n%s", want, s)
			}
		}
		if n := strings.Count(s, "rfc-005/03-verified"); n != 1 {
			t.Errorf("the summary names rfc-005/03-verified %d times, want once", n)
		}
	})

	t.Run("markdown", func(t *testing.T) {
		md := string(r.markdownReport(0))
		link := func(n string) string { return "[RFC-005 vector " + n + "](" + rfcvec.Link + ")" }
		for _, want := range []string{
			"**Out of scope: 10 observations**",
			"### Out of scope: 2 cases\n",
			"- **operation fetch is out of scope**: 2 cases: `rfc-005/03-verified` (" + link("3") + "), `rfc-005/04-stale` (" + link("4") + ")\n",
			"</summary>\n\n" + link("9") + "\n\n",
		} {
			if !strings.Contains(md, want) {
				t.Errorf("the Markdown lacks %q:\n%s", want, md)
			}
		}
		if n := strings.Count(md, "rfc-005/03-verified"); n != 1 {
			t.Errorf("the Markdown names rfc-005/03-verified %d times, want once", n)
		}
	})

	t.Run("json", func(t *testing.T) {
		f := readJSON(t, r)
		if f.Summary.OutOfScope != 10 || f.Summary.Skip != 0 || f.Coverage.ObservationsOutOfScope != 10 || f.Coverage.ObservationsScored != 2 {
			t.Errorf("summary %+v, coverage %+v", f.Summary, f.Coverage)
		}
		oos, nine, plain := f.Results[0], f.Results[10], f.Results[11]
		if !oos.OutOfScope || oos.Verdict != "skip" || oos.Reason != fetchOutOfScope || oos.Vector != 3 || oos.Link != rfcvec.Link {
			t.Errorf("out-of-scope result %+v", oos)
		}
		if nine.Vector != 9 || nine.Link != rfcvec.Link || nine.OutOfScope || plain.Vector != 0 || plain.Link != "docs/text.md#text-plain" {
			t.Errorf("results %+v and %+v", nine, plain)
		}
		want := []reportfile.Scope{{Reason: fetchOutOfScope, Cases: []reportfile.ScopeCase{
			{Case: "rfc-005/03-verified", Vector: 3, Link: rfcvec.Link}, {Case: "rfc-005/04-stale", Vector: 4, Link: rfcvec.Link}}}}
		if got, _ := json.Marshal(f.OutOfScope); string(got) != mustJSON(t, want) {
			t.Errorf("outOfScope %s\nwant %s", got, mustJSON(t, want))
		}
	})

	t.Run("junit", func(t *testing.T) {
		data, err := r.junitReport()
		if err != nil {
			t.Fatal(err)
		}
		j := junitfile.Parse(t, data)
		got := map[string]string{}
		for _, s := range j.Suites {
			for _, tc := range s.Testcases {
				switch {
				case tc.Skipped != nil:
					got[tc.Name] = "skipped " + tc.Skipped.Message + " | " + tc.SystemOut
				case tc.Failure != nil:
					got[tc.Name] = "failure | " + lastLine(tc.Failure.Body)
				}
			}
		}
		want := map[string]string{
			"rfc-005/03-verified (out of scope)": "skipped " + fetchOutOfScope + " | RFC-005 vector 3 " + rfcvec.Link,
			"rfc-005/04-stale (out of scope)":    "skipped " + fetchOutOfScope + " | RFC-005 vector 4 " + rfcvec.Link,
			"rfc-005/09-control-label on push":   "failure | " + vectorNine,
			"the gate":                           "failure | ",
		}
		for name, w := range want {
			if g := got[name]; !strings.HasPrefix(g, w) {
				t.Errorf("%s: %q, want %q", name, g, w)
			}
		}
		if len(got) != len(want) || j.Skipped != 2 {
			t.Errorf("test cases skipped or failing: %d (%v), skipped %d; want %d, 2: one per case out of scope", len(got), got, j.Skipped, len(want))
		}
	})
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestScopeListsAreBounded pins that the terminal and the Markdown report
// name at most scopeListMax cases of a reason, and say how many more the
// JSON report lists.
func TestScopeListsAreBounded(t *testing.T) {
	t.Parallel()
	var results []Result
	for n := 1; n <= scopeListMax+3; n++ {
		results = append(results, outOfScope(outOfScopeCase(n, "many"), adapters.Push))
	}
	r := syntheticReport(results...)
	lines := r.ScopeLines()
	if !strings.Contains(lines, "rfc-005/50-many, …and 3 more\n") || strings.Contains(lines, "rfc-005/51-many") {
		t.Errorf("terminal:\n%s", lines)
	}
	md := string(r.markdownReport(0))
	if !strings.Contains(md, "…and 3 more (the JSON report lists every one)\n") || strings.Contains(md, "rfc-005/51-many") {
		t.Errorf("Markdown does not stop at %d cases:\n%s", scopeListMax, md)
	}
	if f := readJSON(t, r); len(f.OutOfScope) != 1 || len(f.OutOfScope[0].Cases) != scopeListMax+3 {
		t.Errorf("the JSON report's groups: %+v", f.OutOfScope)
	}
}
