package fuzz

import (
	"context"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
)

// galleryInputs is how many inputs of seed 1 a gallery host is fuzzed on.
const galleryInputs = 150

// galleryRuns holds the run of each gallery host on galleryInputs inputs
// of seed 1, made once for the tests that read it: TestGallery reads every
// host's, TestWrittenHiddenListsValidate the leaking hosts' (the same run
// both asked for on their own before). A run is read, never changed.
var galleryRuns sync.Map // host name → *onceRun

// onceRun is one run, made by the first test that asks for it.
type onceRun struct {
	once sync.Once
	r    Report
	err  error
}

// galleryRun returns the run of h, a gallery host or another a test makes
// with a name of its own, fuzzed on galleryInputs
// inputs of seed 1 with the default shrink budget, one failure shrunk per
// cause.
func galleryRun(t *testing.T, h wronghost.Host) Report {
	t.Helper()
	v, _ := galleryRuns.LoadOrStore(h.Name, &onceRun{})
	run := v.(*onceRun)
	run.once.Do(func() {
		run.r, run.err = Run(context.Background(), Options{Seed: 1, Count: galleryInputs, Jobs: 2, Start: starting(h.New), PerCause: 1})
	})
	if run.err != nil {
		t.Fatal(run.err)
	}
	if run.r.Inputs != galleryInputs {
		t.Fatalf("judged %d inputs, want %d", run.r.Inputs, galleryInputs)
	}
	return run.r
}
