package runner

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/junitfile"
)

// dropsText is a cause many results below share: a text shown as a
// marker, on every lane.
var dropsText = compare.Cause{Class: compare.ClassKind, Want: "text", Got: "marker"}

// failing returns a MUST failure of case id on lane with cause.
func failing(id string, lane adapters.Lane, cause compare.Cause) Result {
	return Result{
		Case: id, Lane: lane, Verdict: compare.Fail, Cause: cause, Diff: "-a\n+b\n",
		Findings: []compare.Finding{{Class: cause.Class, What: "what SPEC shows differs", Clause: "SPEC 2.1 text"}},
		Family:   strings.Split(id, "/")[0], Level: "must", Spec: []string{"SPEC 2.1 text"},
	}
}

func passing(id string, lane adapters.Lane) Result {
	return Result{Case: id, Lane: lane, Verdict: compare.Pass, Family: strings.Split(id, "/")[0], Level: "must", Spec: []string{}}
}

// syntheticReport is a report of results on every lane, every case known.
func syntheticReport(results ...Result) Report {
	r := Report{Suite: Version, Host: adapters.Identity{Name: "myhost", Version: "0.0.2"}, Digest: "sha256:" + strings.Repeat("0", 64),
		Results: results, LanesSelected: adapters.AllLanes(), LanesServed: adapters.AllLanes(), caseIDs: map[string]bool{}}
	for _, res := range results {
		r.caseIDs[res.Case] = true
	}
	r.Cases = len(r.caseIDs)
	return r
}

func TestCausesGroupAcrossLanes(t *testing.T) {
	t.Parallel()
	other := compare.Cause{Class: compare.ClassLeak, Want: "hidden", Got: "uri"}
	var results []Result
	for _, l := range adapters.AllLanes() {
		results = append(results, failing("text/plain", l, dropsText), failing("text/markdown", l, dropsText))
	}
	results = append(results, failing("references/one", adapters.Push, other), passing("image/png", adapters.Push))
	causes := syntheticReport(results...).causes()
	if len(causes) != 2 {
		t.Fatalf("%d causes, want 2: %+v", len(causes), causes)
	}
	first := causes[0]
	if first.Cause != dropsText || len(first.Results) != 18 || first.Gating != 18 || len(first.Lanes) != 9 {
		t.Errorf("first cause %v: %d results, %d gating, lanes %v; want the text one, 18, 18, every lane", first.Cause, len(first.Results), first.Gating, first.Lanes)
	}
	ex := first.examples(2)
	if len(ex) != 2 || ex[0].Case != "text/plain" || ex[1].Case != "text/markdown" {
		t.Errorf("examples %v, want one of each case", ex)
	}
	if causes[1].Cause != other || len(causes[1].Results) != 1 {
		t.Errorf("second cause %+v", causes[1])
	}
}

func TestGateLine(t *testing.T) {
	t.Parallel()
	f := func(id string) Result { return failing(id, adapters.Push, dropsText) }
	base := &Baseline{Format: baselineFormat, Failures: []KnownFailure{{Case: "text/plain", Lane: adapters.Push}, {Case: "text/gone", Lane: adapters.Push}}}
	tests := []struct {
		name     string
		r        Report
		b        *Baseline
		wantLine string
	}{
		{"pass", syntheticReport(passing("text/plain", adapters.Push)), nil, "✅ gate passed: every gating check passed"},
		{"no_baseline", syntheticReport(f("text/plain"), f("text/markdown")), nil, "❌ gate failed: 2 gating failures"},
		{"excused", syntheticReport(f("text/plain")), &Baseline{Format: baselineFormat, Failures: base.Failures[:1]},
			"✅ gate passed: nothing new; 1 known failure excused by the baseline"},
		{"new_and_stale", syntheticReport(f("text/plain"), f("text/markdown"), passing("text/gone", adapters.Push)), base,
			"❌ gate failed: 1 new gating failure the baseline does not list; 1 stale baseline entry (listed, but passing now: remove them)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.r.Gate(tt.b).Line(); got != tt.wantLine {
				t.Errorf("line %q\nwant %q", got, tt.wantLine)
			}
		})
	}
}

// readJSON returns r's JSON report, valid against the report schema,
// decoded.
func readJSON(t *testing.T, r Report) reportfile.File {
	t.Helper()
	data, err := r.jsonReport()
	if err != nil {
		t.Fatal(err)
	}
	validate(t, data)
	var f reportfile.File
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// readJUnit returns r's JUnit report, decoded.
func readJUnit(t *testing.T, r Report) junitfile.File {
	t.Helper()
	data, err := r.junitReport()
	if err != nil {
		t.Fatal(err)
	}
	return junitfile.Parse(t, data)
}

// TestJUnitKnowsTheBaseline pins that excused failures are skipped as
// known failures, and that a stale entry fails, as the gate does.
func TestJUnitKnowsTheBaseline(t *testing.T) {
	t.Parallel()
	r := syntheticReport(failing("text/plain", adapters.Push, dropsText), failing("text/plain", adapters.Channel, dropsText), passing("text/gone", adapters.Push))
	all := []KnownFailure{{Case: "text/plain", Lane: adapters.Push}, {Case: "text/plain", Lane: adapters.Channel}}
	r.Baseline = &Baseline{Format: baselineFormat, Failures: all}
	j := readJUnit(t, r)
	if r.Gate(r.Baseline).Exit != 0 || j.Failures != 0 || j.Skipped != 2 {
		t.Errorf("every failure excused: JUnit failures=%d skipped=%d, want 0 and 2", j.Failures, j.Skipped)
	}
	for _, s := range j.Suites {
		for _, tc := range s.Testcases {
			if strings.HasPrefix(tc.Name, "text/plain") && (tc.Skipped == nil || tc.Skipped.Message != "known failure (baseline)") {
				t.Errorf("%s: %+v, want skipped as a known failure", tc.Name, tc.Skipped)
			}
		}
	}

	r.Baseline = &Baseline{Format: baselineFormat, Failures: append(all, KnownFailure{Case: "text/gone", Lane: adapters.Push, Reason: "was dropped"}), Path: "ci/my baseline.json"}
	j = readJUnit(t, r)
	if r.Gate(r.Baseline).Exit != 1 || j.Failures != 2 {
		t.Errorf("a stale entry: JUnit failures=%d, want 2 (the gate and the entry)", j.Failures)
	}
	var gateFailures []string
	for _, s := range j.Suites {
		if s.Name != "gate" {
			continue
		}
		for _, tc := range s.Testcases {
			if tc.Failure != nil {
				gateFailures = append(gateFailures, tc.Name+": "+tc.Failure.Message)
			}
		}
	}
	want := []string{
		"the gate: ❌ gate failed: 1 stale baseline entry (listed, but passing now: remove them)",
		"text/gone on push (baseline entry): listed in the baseline as a known failure, but it no longer fails: drop it by rewriting the baseline in place with the run's failures (run it again with --baseline 'ci/my baseline.json' --update-baseline 'ci/my baseline.json')",
	}
	if fmt.Sprint(gateFailures) != fmt.Sprint(want) {
		t.Errorf("gate suite failures %q\nwant %q", gateFailures, want)
	}
}

// TestMarkdownStartsWithTheGate pins the Markdown's order: the gate's
// line, the causes of new failures, stale entries, the excused, and then
// details, within its limit.
func TestMarkdownStartsWithTheGate(t *testing.T) {
	t.Parallel()
	var results []Result
	for i := range 400 {
		for _, l := range adapters.AllLanes() {
			res := failing(fmt.Sprintf("text/case-%03d", i), l, dropsText)
			res.Diff = strings.Repeat("-want line\n+got line\n", 200)
			results = append(results, res)
		}
	}
	results = append(results, failing("image/png", adapters.Push, compare.Cause{Class: compare.ClassContent, Want: "image", Got: "image"}), passing("text/gone", adapters.Push))
	r := syntheticReport(results...)
	r.Baseline = &Baseline{Format: baselineFormat, Failures: []KnownFailure{{Case: "image/png", Lane: adapters.Push}, {Case: "text/gone", Lane: adapters.Push}}}
	md := string(r.markdownReport(0))
	if len(md) > markdownMax {
		t.Errorf("the Markdown is %d bytes, over %d", len(md), markdownMax)
	}
	lines := strings.Split(md, "\n")
	if lines[0] != "## ❌ gate failed: 3600 new gating failures the baseline does not list; 1 stale baseline entry (listed, but passing now: remove them)" {
		t.Errorf("first line %q", lines[0])
	}
	order := []string{"### New failures: 3600, in 1 cause", "| 3600 | " + mdText(dropsText.String()) + " (kind)", "### Stale baseline entries: 1", "- `text/gone` on `push`",
		"### Excused by the baseline: 1, in 1 cause", "### Details of the failures that gate (3600)", "…and ", "more not shown here"}
	at := 0
	for _, s := range order {
		i := strings.Index(md[at:], s)
		if i < 0 {
			t.Fatalf("the Markdown lacks %q after byte %d:\n%s", s, at, md[:min(len(md), 3000)])
		}
		at += i
	}
	if big := r.markdownReport(1 << 20); len(big) <= len(md) {
		t.Errorf("a 1 MiB limit gives %d bytes, no more than the default's %d", len(big), len(md))
	}
}

// TestJSONRecordsTheGate pins the JSON report's gate, causes, and each
// result's cause, excuse, link and checks' clauses.
func TestJSONRecordsTheGate(t *testing.T) {
	t.Parallel()
	r := syntheticReport(failing("text/plain", adapters.Push, dropsText), failing("made-up/case", adapters.Push, dropsText), passing("text/gone", adapters.Push))
	r.Results[0].Family = "text"
	r.Baseline = &Baseline{Format: baselineFormat, Failures: []KnownFailure{{Case: "text/plain", Lane: adapters.Push}, {Case: "text/gone", Lane: adapters.Push, Reason: "r"}}}
	file := readJSON(t, r)
	g := file.Gate
	if g == nil || g.Pass || g.Exit != 1 || !g.Baseline || g.New != 1 || g.Excused != 1 || len(g.Stale) != 1 || g.Stale[0] != (reportfile.Stale{Case: "text/gone", Lane: "push", Reason: "r"}) ||
		!strings.HasPrefix(g.Line, "❌ gate failed: 1 new gating failure") {
		t.Errorf("gate %+v", g)
	}
	if len(file.Causes) != 1 || file.Causes[0].Key != dropsText.Key() || file.Causes[0].Count != 2 || len(file.Causes[0].Examples) != 2 {
		t.Errorf("causes %+v", file.Causes)
	}
	first, second := file.Results[0], file.Results[1]
	if !first.Excused || second.Excused || first.Cause != dropsText.Key() || file.Results[2].Cause != "" {
		t.Errorf("results: excused %v %v, causes %q %q %q", first.Excused, second.Excused, first.Cause, second.Cause, file.Results[2].Cause)
	}
	if first.Link != "docs/text.md#text-plain" || second.Link != "" {
		t.Errorf("links %q and %q, want the book's section of the built-in case only", first.Link, second.Link)
	}
	if c := first.Checks[0]; c.Clause != "SPEC 2.1 text" || c.Level != "must" {
		t.Errorf("check %+v", c)
	}
}

func TestDescribe(t *testing.T) {
	t.Parallel()
	res := failing("text/plain", adapters.Push, dropsText)
	res.Findings = append(res.Findings, compare.Finding{Class: compare.ClassProfile, What: "wording"})
	got := res.Describe()
	want := "text/plain on push: mismatch (-want +got):\n-a\n+b\nfailed checks:\n  kind: what SPEC shows differs (SPEC 2.1 text, MUST)\nspec: SPEC.md#clause-spec-2-1-text\nspec book: docs/text.md#text-plain\n"
	if got != want {
		t.Errorf("Describe:\n%s\nwant:\n%s", got, want)
	}
}
