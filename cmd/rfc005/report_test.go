package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/htmlreport"
)

// TestReportCommand writes two JSON reports with rfc005 run, then puts
// them side by side with rfc005 report, badges included.
func TestReportCommand(t *testing.T) {
	t.Parallel()
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
	if strings.Count(string(html), `<div class="host"`) != 2 {
		t.Errorf("the page does not show both hosts")
	}
	labels := reportLabels(t, a, b)
	if labels[0] == labels[1] {
		t.Errorf("both hosts are labelled %q", labels[0])
	}
	for _, label := range labels {
		if !strings.Contains(string(html), "<h2>"+label+"</h2>") {
			t.Errorf("the page does not show the host %q", label)
		}
		if _, err := os.Stat(filepath.Join(dir, badgeFileName(label))); err != nil {
			t.Errorf("no badge: %v", err)
		}
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

// reportLabels returns the labels of the reports at paths, as the page
// shows them.
func reportLabels(t *testing.T, paths ...string) []string {
	t.Helper()
	var reports [][]byte
	for _, p := range paths {
		data, err := os.ReadFile(p)
		must(t, err)
		reports = append(reports, data)
	}
	files, err := htmlreport.Files(reports)
	must(t, err)
	return htmlreport.Labels(files)
}

// TestReportBadgesOnePerReport puts three reports of one host, name and
// version alike, side by side: three badge files, each named after its
// column's label.
func TestReportBadgesOnePerReport(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var paths []string
	for _, name := range []string{"a.json", "b.json", "c.json"} {
		p := filepath.Join(dir, name)
		if code, stdout, stderr := runRFC005(t, "", "--case", "text/plain*", "--json", p); code != 0 {
			t.Fatalf("run: exit %d\n%s%s", code, stdout, stderr)
		}
		paths = append(paths, p)
	}
	badges := filepath.Join(dir, "badges")
	must(t, os.Mkdir(badges, 0o755))
	code, out, errOut := rfc005(append([]string{"report", "--html", filepath.Join(dir, "page.html"), "--badges", badges}, paths...)...)
	if code != 0 {
		t.Fatalf("report: exit %d\n%s%s", code, out, errOut)
	}
	entries, _ := os.ReadDir(badges)
	if len(entries) != 3 {
		t.Fatalf("%d badge files for 3 reports:\n%s", len(entries), out)
	}
	for i, label := range reportLabels(t, paths...) {
		path := filepath.Join(badges, badgeFileName(label))
		data, err := os.ReadFile(path)
		if err != nil || !strings.HasPrefix(string(data), "<svg") || !strings.Contains(string(data), "<title>"+label+": ") {
			t.Errorf("report %d: no badge %s labelled %q: %v", i+1, path, label, err)
		}
		if !strings.Contains(out, "wrote "+path+"\n") {
			t.Errorf("stdout does not name %s:\n%s", path, out)
		}
	}
}

func TestBadgeFileNames(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ labels, want []string }{
		{[]string{"node 1.0", "python"}, []string{"node-1.0.svg", "python.svg"}},
		{[]string{"a b", "a/b", "a-b", "A-B", "x"}, []string{"a-b.svg", "a-b-2.svg", "a-b-3.svg", "A-B-4.svg", "x.svg"}},
		{[]string{"a-b-2", "a b", "a/b"}, []string{"a-b-2.svg", "a-b.svg", "a-b-3.svg"}},
		{[]string{"", "\x00", ".."}, []string{"host.svg", "host-2.svg", "host-3.svg"}},
	} {
		got := badgeFileNames(tt.labels)
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("badgeFileNames(%q) = %q, want %q", tt.labels, got, tt.want)
		}
	}
}

// TestReportReadsOnlyRegularFiles: rfc005 report refuses, before reading
// a byte, a device (/dev/zero once took it to 1.6 GB), a FIFO (which hung
// it) and a file over 64 MiB, naming each, as rfc005 run refuses its
// inputs.
func TestReportReadsOnlyRegularFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo, big := filepath.Join(dir, "r.json"), filepath.Join(dir, "big.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 65<<20); err != nil { // sparse: no 65 MiB written
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{"/dev/zero", "/dev/zero: a character device, not a regular file"},
		{fifo, fifo + ": a named pipe (FIFO), not a regular file"},
		{big, big + ": "},
	} {
		done := make(chan struct{})
		var code int
		var stdout, stderr string
		go func() {
			defer close(done)
			code, stdout, stderr = rfc005("report", "--html", filepath.Join(dir, "out.html"), tc.path)
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("report %s: still reading after 20 s", tc.path)
		}
		if code != 1 || !strings.HasPrefix(stderr, "rfc005 report: "+tc.want) || stdout != "" {
			t.Errorf("report %s: exit %d, stdout %q, stderr %q; want exit 1 and %q", tc.path, code, stdout, stderr, tc.want)
		}
	}
}
