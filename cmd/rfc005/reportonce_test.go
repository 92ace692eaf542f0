package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/htmlreport"
)

// TestReportDecodesOnce pins that rfc005 report --badges decodes each JSON
// report once, for the page and the badges both: it allocates less than
// decoding a report twice and rendering it would (the decoded report
// takes many times its bytes). It measures bytes, never time.
func TestReportDecodesOnce(t *testing.T) {
	// Not parallel: the allocations are measured while no other test runs.
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString(`{"format":"rfc005-report-1","host":{"name":"big","version":"1"},"results":[`)
	for i := range 5000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"case":"c/%d","lane":"push","verdict":"fail","reason":"%s","checks":[{"class":"leak","what":"%s"}]}`,
			i, strings.Repeat("r", 200), strings.Repeat("w", 100))
	}
	b.WriteString("]}")
	data := []byte(b.String())
	path := filepath.Join(dir, "big.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	measure := func(f func()) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	var files []*htmlreport.File
	decode := measure(func() {
		var err error
		if files, err = htmlreport.Files([][]byte{data}); err != nil {
			t.Fatal(err)
		}
	})
	fresh, err := htmlreport.Files([][]byte{data}) // as the command renders them: not printable yet
	if err != nil {
		t.Fatal(err)
	}
	render := measure(func() {
		if _, err := htmlreport.RenderFiles(fresh); err != nil {
			t.Fatal(err)
		}
	})
	var out, errOut strings.Builder
	all := measure(func() {
		if code := run([]string{"report", "--html", filepath.Join(dir, "page.html"), "--badges", dir, path}, strings.NewReader(""), &out, &errOut); code != 0 {
			t.Fatalf("report: exit %d: %s", code, errOut.String())
		}
	})
	t.Logf("a report of %d bytes: decoded in %d bytes, rendered in %d, report --badges allocates %d", len(data), decode, render, all)
	if len(files) != 1 || all-render >= 2*decode {
		t.Errorf("report --badges allocates %d bytes, as if it decoded the report twice (once %d bytes, rendered %d)", all, decode, render)
	}
}
