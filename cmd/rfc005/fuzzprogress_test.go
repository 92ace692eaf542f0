package main

import (
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/fuzz"
)

// TestFuzzProgressTellsTheFirstFailure holds rfc005 fuzz's progress lines
// to their rule, on a clock the test moves: one every 10 s, and one as
// soon as the first failure is found, not for the later ones.
func TestFuzzProgressTellsTheFirstFailure(t *testing.T) {
	t.Parallel()
	clock := time.Unix(0, 0)
	var stderr strings.Builder
	progress := fuzzProgress(&stderr, func() time.Time { return clock })
	steps := []struct {
		at       time.Duration
		findings int
		line     bool
	}{
		{1 * time.Second, 0, false},
		{2 * time.Second, 1, true}, // the first failure
		{3 * time.Second, 2, false},
		{11 * time.Second, 2, false}, // 9 s after the last line
		{12 * time.Second, 3, true},  // 10 s after it
		{13 * time.Second, 0, false},
	}
	for _, s := range steps {
		clock = time.Unix(0, 0).Add(s.at)
		before := stderr.Len()
		progress(fuzz.Progress{Inputs: int(s.at / time.Second), Findings: s.findings, Elapsed: s.at})
		if printed := stderr.Len() > before; printed != s.line {
			t.Errorf("at %v with %d failure(s): printed a line %v, want %v\n%s", s.at, s.findings, printed, s.line, stderr.String())
		}
	}
	if want := "rfc005 fuzz: 2 inputs, 0 observations, 1 failure(s), 2s\n"; !strings.HasPrefix(stderr.String(), want) {
		t.Errorf("the first line is %q, want %q", strings.SplitAfter(stderr.String(), "\n")[0], want)
	}
}
