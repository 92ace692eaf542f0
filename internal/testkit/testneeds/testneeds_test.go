package testneeds

import (
	"fmt"
	"strings"
	"testing"
)

// recorder is a testing.TB that records a skip or a failure instead of
// stopping.
type recorder struct {
	testing.TB
	skipped, failed string
}

func (r *recorder) Helper()                       {}
func (r *recorder) Skipf(format string, a ...any) { r.skipped = fmt.Sprintf(format, a...) }
func (r *recorder) Fatalf(format string, a ...any) {
	r.failed = fmt.Sprintf(format, a...)
}

// TestMissingSkipsOrFails pins the one rule: a missing need is a skip that
// says what to install, and under CI a failure.
func TestMissingSkipsOrFails(t *testing.T) {
	for _, tt := range []struct {
		ci         string
		skip, fail bool
	}{
		{"", true, false},
		{"false", true, false},
		{"0", true, false},
		{"true", false, true},
		{"1", false, true},
	} {
		t.Run("CI="+tt.ci, func(t *testing.T) {
			t.Setenv("CI", tt.ci)
			r := &recorder{TB: t}
			Program(r, "rfc005-no-such-program", "it from nowhere")
			if (r.skipped != "") != tt.skip || (r.failed != "") != tt.fail {
				t.Fatalf("skipped %q, failed %q; want skip %t, fail %t", r.skipped, r.failed, tt.skip, tt.fail)
			}
			if said := r.skipped + r.failed; !strings.Contains(said, "rfc005-no-such-program") || !strings.Contains(said, "install it from nowhere") {
				t.Errorf("%q does not say what is missing and how to get it", said)
			}
		})
	}
}

// TestProgramFound: a program on PATH is found, and nothing is skipped.
func TestProgramFound(t *testing.T) {
	t.Setenv("CI", "true")
	r := &recorder{TB: t}
	if path := Program(r, "go", "Go"); path == "" || r.skipped != "" || r.failed != "" {
		t.Errorf("go: path %q, skipped %q, failed %q", path, r.skipped, r.failed)
	}
	File(r, "testneeds.go", "this package's source", "nothing")
	if r.skipped != "" || r.failed != "" {
		t.Errorf("an existing file: skipped %q, failed %q", r.skipped, r.failed)
	}
}
