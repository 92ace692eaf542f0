package fuzz

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// TestProgressCountsAsTheReport pins that progress counts what a Report
// would of the results so far: the inputs judged in full from the first
// on, and only their observations and findings. A result judged out of
// order (input 3 while input 2 is still being judged) counts once the
// inputs before it are judged, not before: the summary leaves it out of a
// run stopped there.
func TestProgressCountsAsTheReport(t *testing.T) {
	t.Parallel()
	two := []found{{}, {}}
	results := []result{
		{done: true, observations: 4, findings: two}, // a seed
		{done: true, observations: 3},
		{observations: 1},                                        // being judged
		{done: true, observations: 8, findings: []found{{}, {}}}, // judged out of order
	}
	got := progressOf(results, 1)
	want := Progress{Seeds: 1, Inputs: 1, Observations: 7, Findings: 2}
	if got != want {
		t.Errorf("progressOf = %+v, want %+v", got, want)
	}
	if got := progressOf(results[:1], 3); got.Seeds != 1 || got.Inputs != 0 {
		t.Errorf("a run still judging its seeds: %+v, want 1 seed and no generated input", got)
	}
	if s := want.String(); s != "1 corpus input(s) from --vectors, then 1 inputs, 7 observations, 2 failure(s)" {
		t.Errorf("String = %q", s)
	}
}

// TestLastProgressIsTheSummary runs seeds and generated inputs with two
// jobs on a host that leaks: the last progress a run reports, as the
// shrinking starts, counts what the summary counts.
func TestLastProgressIsTheSummary(t *testing.T) {
	t.Parallel()
	var (
		mu   sync.Mutex
		seen []Progress
	)
	r, err := Run(context.Background(), Options{Seed: 1, Count: 30, Jobs: 2, Seeds: testSeeds(), PerCause: 1, Shrink: 20,
		Start: starting(func() adapters.Host { return plants{reference.New()} }),
		Progress: func(p Progress) {
			mu.Lock()
			defer mu.Unlock()
			seen = append(seen, p)
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) == 0 {
		t.Fatal("no progress reported")
	}
	last := seen[len(seen)-1]
	last.Elapsed = 0
	want := Progress{Seeds: r.Seeds, Inputs: r.Inputs, Observations: r.Observations, Findings: r.Findings, Shrinking: true}
	if last != want || r.Findings == 0 || r.Seeds != len(testSeeds()) {
		t.Errorf("the last progress is %+v; the report counts %+v", last, want)
	}
	var b strings.Builder
	WriteSummary(&b, r, false)
	for _, part := range []string{
		fmt.Sprintf("%d corpus input(s) from --vectors, then %d inputs ", want.Seeds, want.Inputs),
		fmt.Sprintf(", %d observations on ", want.Observations),
		fmt.Sprintf("\n%d failure(s) in ", want.Findings),
	} {
		if !strings.Contains(b.String(), part) {
			t.Errorf("the summary does not say %q:\n%s", part, b.String())
		}
	}
}
