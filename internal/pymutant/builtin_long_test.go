//go:build long

package pymutant

import (
	"context"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// TestIndependentMutants, built with -tags long (.ci/run runs it), checks
// every one of the repository's independent mutants
// (adapters/examples/python/mutants) as CI must: every patch well formed,
// naming an anchor of SPEC.md and applying to host.py; kills.json listing
// exactly the patches present; the sound host.py passing each recorded
// killing case; and each mutant still killed by each of its recorded
// killing cases, run alone. A mutant recorded as surviving fails it: a
// surviving mutant is a missing case, never a dropped mutant.
func TestIndependentMutants(t *testing.T) {
	needPython(t)
	set := Builtin
	for _, p := range []*string{&set.Dir, &set.Host, &set.Spec} {
		*p = filepath.Join("..", "..", *p)
	}
	start := time.Now()
	for _, p := range Verify(context.Background(), set, testcorpus.Builtin(t), runtime.GOMAXPROCS(0)) {
		t.Error(p)
	}
	l, _ := set.load()
	if l != nil {
		took := time.Since(start)
		t.Logf("checked %d independent mutants in %s (%s a mutant, %d at once)", len(l.mutants), took.Round(time.Millisecond),
			(took / time.Duration(max(len(l.mutants), 1))).Round(time.Millisecond), runtime.GOMAXPROCS(0))
	}
}
