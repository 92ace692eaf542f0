package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// gateReports are the reports of one run, as files.
type gateReports struct {
	junit struct {
		Failures int `xml:"failures,attr"`
		Skipped  int `xml:"skipped,attr"`
	}
	md   string
	json reportfile.File
}

func readGateReports(t *testing.T, dir string) gateReports {
	t.Helper()
	var r gateReports
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	if err := xml.Unmarshal(read("r.xml"), &r.junit); err != nil {
		t.Fatal(err)
	}
	r.md = string(read("r.md"))
	if err := json.Unmarshal(read("r.json"), &r.json); err != nil {
		t.Fatal(err)
	}
	return r
}

func gateReportArgs(dir string) []string {
	return []string{"--junit", filepath.Join(dir, "r.xml"), "--markdown", filepath.Join(dir, "r.md"), "--json", filepath.Join(dir, "r.json")}
}

// TestReportsSayWhatTheGateDecided pins that every report follows the
// gate: every failure excused (exit 0) is no JUnit failure and a ✅
// Markdown; a stale entry (exit 1) is a JUnit failure, a ❌ Markdown and a
// JSON gate that did not pass.
func TestReportsSayWhatTheGateDecided(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	baseline := filepath.Join(dir, "baseline.json")
	sel := []string{"--case", "text/plain,text/markdown", "--lanes", "push"}
	code, stdout, stderr := runRFC005(t, "drops-text", append(sel, "--update-baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)

	code, stdout, stderr = runRFC005(t, "drops-text", append(append(sel, "--baseline", baseline), gateReportArgs(dir)...)...)
	wantExit(t, code, 0, stdout, stderr)
	r := readGateReports(t, dir)
	if r.junit.Failures != 0 || r.junit.Skipped != 2 {
		t.Errorf("every failure excused: JUnit failures=%d skipped=%d, want 0 and 2", r.junit.Failures, r.junit.Skipped)
	}
	if !strings.HasPrefix(r.md, "## ✅ gate passed: nothing new; 2 known failures excused by the baseline\n") {
		t.Errorf("the Markdown starts %q", r.md[:min(len(r.md), 200)])
	}
	if g := r.json.Gate; g == nil || !g.Pass || g.Excused != 2 || g.New != 0 {
		t.Errorf("JSON gate %+v", g)
	}

	code, stdout, stderr = runRFC005(t, "reference", append(append(sel, "--baseline", baseline), gateReportArgs(dir)...)...)
	wantExit(t, code, 1, stdout, stderr)
	r = readGateReports(t, dir)
	if r.junit.Failures != 3 {
		t.Errorf("two stale entries: JUnit failures=%d, want 3 (the gate and each entry)", r.junit.Failures)
	}
	if !strings.HasPrefix(r.md, "## ❌ gate failed: 2 stale baseline entries") || !strings.Contains(r.md, "### Stale baseline entries: 2") {
		t.Errorf("the Markdown: %s", r.md[:min(len(r.md), 600)])
	}
	if g := r.json.Gate; g == nil || g.Pass || g.Exit != 1 || len(g.Stale) != 2 {
		t.Errorf("JSON gate %+v", g)
	}
}

// TestLegacyMarkdownStartsWithItsCauses pins the Node legacy example's
// Markdown report: within 64 KB, its gate line, then its scores, then its
// top causes.
func TestLegacyMarkdownStartsWithItsCauses(t *testing.T) {
	t.Parallel()
	node := testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	dir := t.TempDir()
	args := []string{"--host", node + " ../../adapters/examples/node/legacy-host.mjs", "--jobs", "2"}
	if !longrun.Enabled {
		// The host's stack overflows on the cases nested ten thousand
		// levels deep, a restart for each lane of each: most of the run's
		// time, and no part of what is checked here.
		args = append(args, "--tags", "~@deep")
	}
	code, stdout, stderr := runRFC005(t, "", append(args, gateReportArgs(dir)...)...)
	wantExit(t, code, 1, stdout, stderr)
	r := readGateReports(t, dir)
	const markdownMax = 64_000 // Report.MarkdownLimit's default
	if len(r.md) > markdownMax {
		t.Errorf("the Markdown is %d bytes, over %d", len(r.md), markdownMax)
	}
	if len(r.json.Causes) < 5 {
		t.Fatalf("%d causes", len(r.json.Causes))
	}
	headings := regexpHeadings(r.md)
	top := r.json.Causes[0]
	if !strings.HasPrefix(r.md, "## ❌ gate failed: ") || len(headings) == 0 || !strings.HasPrefix(headings[0], "### Failures that gate: ") ||
		!strings.Contains(r.md, headings[0]+"\n\n| results | cause | lanes | for example |\n|---|---|---|---|\n| ") {
		t.Errorf("the Markdown does not start with its gate line, then its causes: headings %q", headings)
	}
	row := headings[0] + "\n\n| results | cause | lanes | for example |\n|---|---|---|---|\n| " + itoa(top.Gating) + " | "
	if !strings.Contains(r.md, row) {
		t.Errorf("the first cause row is not the top cause %+v", top)
	}
	t.Logf("Node legacy: Markdown %d bytes, %d causes, the top one %d results: %s", len(r.md), len(r.json.Causes), top.Count, top.Words)
}

func regexpHeadings(md string) []string {
	var out []string
	for _, l := range strings.Split(md, "\n") {
		if strings.HasPrefix(l, "### ") {
			out = append(out, l)
		}
	}
	return out
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
