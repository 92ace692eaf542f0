package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReportCommand writes two JSON reports with rfc005 run, then puts
// them side by side with rfc005 report, badges included.
func TestReportCommand(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	if code, stdout, stderr := runRFC005(t, "", "--case", "text/*", "--json", a, "--html", filepath.Join(dir, "a.html"), "--badge", filepath.Join(dir, "a.svg")); code != 0 {
		t.Fatalf("run: exit %d\n%s%s", code, stdout, stderr)
	}
	if code, stdout, stderr := runRFC005(t, "drops-text", "--case", "text/*", "--json", b); code != 1 {
		t.Fatalf("run against a wrong host: exit %d\n%s%s", code, stdout, stderr)
	}
	for _, f := range []string{"a.html", "a.svg"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("run did not write %s: %v", f, err)
		}
	}
	page := filepath.Join(dir, "page.html")
	var out, errOut bytes.Buffer
	if code := run([]string{"report", "--html", page, "--badges", dir, a, b}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("report: exit %d\n%s%s", code, out.String(), errOut.String())
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), "<h2>rfc005-reference 0.1.0</h2>") || strings.Count(string(html), `<div class="host"`) != 2 {
		t.Errorf("the page does not show both hosts")
	}
	if _, err := os.Stat(filepath.Join(dir, "rfc005-reference.svg")); err != nil {
		t.Errorf("no badge: %v", err)
	}
	for _, args := range [][]string{{"report", a}, {"report", "--html", page}, {"report", "--nope"}} {
		if code := run(args, strings.NewReader(""), &out, &errOut); code != 2 {
			t.Errorf("rfc005 %q: exit %d, want 2", args, code)
		}
	}
	if code := run([]string{"report", "--html", page, filepath.Join(dir, "missing.json")}, strings.NewReader(""), &out, &errOut); code != 1 {
		t.Errorf("a missing report: exit %d, want 1", code)
	}
}
