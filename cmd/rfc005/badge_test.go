package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBadgeFileName(t *testing.T) {
	t.Parallel()
	for host, want := range map[string]string{
		"rfc005-reference":      "rfc005-reference.svg",
		"node/legacy host 0.9":  "node-legacy-host-0.9.svg",
		"../../etc/passwd":      "-..-etc-passwd.svg",
		"evil\x1b[2J\n<script>": "evil--2J--script-.svg",
		"":                      "host.svg",
		"\u202e\x00":            "host.svg",
		"..":                    "host.svg",
	} {
		if got := badgeFileName(host); got != want {
			t.Errorf("badgeFileName(%q) = %q, want %q", host, got, want)
		}
	}
}

// TestBadgesNamedAlike: --badges DIR means one thing in rfc005 run and
// rfc005 report: the badge of a run, named after its label, is the file
// report --badges writes of the run's JSON report, byte for byte, and
// the one --badge FILE writes. A --badges that is not a directory is a
// usage error before any host starts.
func TestBadgesNamedAlike(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fromRun, fromReport := filepath.Join(dir, "run"), filepath.Join(dir, "report")
	for _, d := range []string{fromRun, fromReport} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	js, one := filepath.Join(dir, "r.json"), filepath.Join(dir, "one.svg")
	code, stdout, stderr := runRFC005(t, "drops-text", "--case", "text/*", "--name", "my host/1", "--json", js, "--badge", one, "--badges", fromRun)
	wantExit(t, code, 1, stdout, stderr)
	if code, out, errOut := rfc005("report", "--html", filepath.Join(dir, "r.html"), "--badges", fromReport, js); code != 0 {
		t.Fatalf("report: exit %d\n%s\n%s", code, out, errOut)
	}
	a, _ := os.ReadDir(fromRun)
	b, _ := os.ReadDir(fromReport)
	if len(a) != 1 || len(b) != 1 || a[0].Name() != b[0].Name() || a[0].Name() != "my-host-1.svg" {
		t.Fatalf("run --badges wrote %v, report --badges %v; want one my-host-1.svg each", a, b)
	}
	x, _ := os.ReadFile(filepath.Join(fromRun, a[0].Name()))
	y, _ := os.ReadFile(filepath.Join(fromReport, b[0].Name()))
	z, _ := os.ReadFile(one)
	if string(x) != string(y) || string(x) != string(z) || !strings.Contains(string(x), "<svg") {
		t.Errorf("the badges differ:\nrun --badges:    %s\nreport --badges: %s\nrun --badge:     %s", x, y, z)
	}
	code, stdout, stderr = runRFC005(t, "", "--badges", one)
	if code != 2 || !strings.Contains(stderr, "--badges "+one+": not a directory") {
		t.Errorf("--badges FILE: exit %d\n%s\n%s", code, stdout, stderr)
	}
}
