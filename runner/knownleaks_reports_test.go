package runner

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/junitfile"
)

// knownLeakReport is a report of one excused failure and one known leak,
// tracked at issue.
func knownLeakReport() Report {
	leak := failing("text/leaks", adapters.Push, compare.Cause{Class: compare.ClassLeak, Want: "hidden", Got: "uri"})
	leak.Leak, leak.Security = true, true
	r := syntheticReport(failing("text/plain", adapters.Push, dropsText), leak)
	r.Baseline = &Baseline{Format: baselineFormat, Failures: []KnownFailure{
		{Case: "text/plain", Lane: adapters.Push}, {Case: "text/leaks", Lane: adapters.Push, Link: issue}}}
	return r
}

// TestKnownLeakReports pins that the JSON, Markdown and JUnit reports of
// a run that passes with a known leak lead with it and give its link.
func TestKnownLeakReports(t *testing.T) {
	t.Parallel()
	r := knownLeakReport()
	line := "⚠️ 1 known leak · gate passed: nothing new fails; 1 known failure excused by the baseline"

	f := readJSON(t, r)
	if !f.Gate.Pass || f.Gate.Line != line || len(f.Gate.KnownLeaks) != 1 || f.Gate.KnownLeaks[0] != (reportfile.KnownLeak{Case: "text/leaks", Lane: "push", Link: issue}) {
		t.Errorf("JSON gate: %+v", f.Gate)
	}
	for _, res := range f.Results {
		if tracked := res.Case == "text/leaks"; (res.Tracked == issue) != tracked || res.Excused == tracked {
			t.Errorf("JSON result %s: tracked %q, excused %v", res.Case, res.Tracked, res.Excused)
		}
	}

	md := string(r.markdownReport(0))
	if want := "## ⚠️ 1 known leak · gate passed: nothing new fails; 1 known failure excused by the baseline\n\n" +
		"**1 known leak**: security failures the baseline lists with the issue tracking each. They are excused, and they still leak.\n\n" +
		"| known leak | lane | why | tracked at |\n|---|---|---|---|\n" +
		"| `text/leaks` | push | leak (a security case) | [" + issue + "](" + issue + ") |\n"; !strings.HasPrefix(md, want) {
		t.Errorf("Markdown starts:\n%s\nwant\n%s", md[:min(len(md), 600)], want)
	}
	if strings.Contains(md, "New failures") || strings.Contains(md, "Failures that gate") {
		t.Errorf("Markdown counts the known leak as a new failure:\n%s", md)
	}

	j := readJUnit(t, r)
	if j.Failures != 0 || j.Skipped != 2 {
		t.Errorf("JUnit failures=%d skipped=%d, want 0 and 2", j.Failures, j.Skipped)
	}
	var skipped []string
	for _, s := range j.Suites {
		for _, tc := range s.Testcases {
			if tc.Skipped != nil {
				skipped = append(skipped, tc.Name+": "+tc.Skipped.Message)
			}
		}
	}
	if want := "text/leaks on push: known leak, tracked at " + issue + " (excused by the baseline; it still fails)"; !strings.Contains(strings.Join(skipped, "\n"), want) {
		t.Errorf("JUnit skipped:\n%s\nwant\n%s", strings.Join(skipped, "\n"), want)
	}
	data, _ := r.junitReport()
	head := junitfile.Parse(t, data)
	if head.Name != "rfc005-lanes myhost (1 known leak)" {
		t.Errorf("JUnit testsuites name %q", head.Name)
	}
	for _, s := range head.Suites {
		if p := s.Properties[0]; p.Name != "rfc005.knownLeaks" || p.Value != "1" {
			t.Errorf("JUnit first property %+v, want rfc005.knownLeaks 1", p)
		}
		for _, tc := range s.Testcases {
			if tc.Name == "the gate" && tc.SystemOut != line {
				t.Errorf("JUnit gate's system-out %q", tc.SystemOut)
			}
		}
	}
}

// TestMdLink pins what mdLink percent-encodes in a link's destination,
// each character that would end it, the cell or the code span on its
// own: a link CheckLink takes may hold every one.
func TestMdLink(t *testing.T) {
	t.Parallel()
	for c, enc := range map[string]string{"(": "%28", ")": "%29", "<": "%3C", ">": "%3E", "|": "%7C", "`": "%60", `\`: "%5C"} {
		link := "https://x.example/a" + c + "b"
		if err := suite.CheckLink(link); err != nil {
			t.Errorf("CheckLink(%q): %v", link, err)
		}
		if got, want := mdLink(link), "["+mdText(link)+"](https://x.example/a"+enc+"b)"; got != want {
			t.Errorf("mdLink(%q) = %q, want %q", link, got, want)
		}
	}
	if got, want := mdLink(issue), "["+issue+"]("+issue+")"; got != want {
		t.Errorf("mdLink(%q) = %q, want %q", issue, got, want)
	}
}
