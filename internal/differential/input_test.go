package differential

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// TestCheckKeepsFewInputs checks that judging many fresh inputs keeps none
// of them in compare.Check's cache, which would keep thousands, each with
// its input (a fuzzer's inputs can be megabytes): the judge keeps only the
// last few it read.
func TestCheckKeepsFewInputs(t *testing.T) {
	// Not parallel: it counts the entries of a cache every check shares.
	j := Judge{Host: reference.New()}
	ctx := context.Background()
	before := compare.CachedCases()
	n := 200
	if testing.Short() {
		n = 40
	}
	var last gen.Case
	for i := range n {
		last = gen.One(7, i)
		for _, lane := range last.Lanes {
			j.Check(ctx, lane, last.Input, last.Hidden)
		}
	}
	if after := compare.CachedCases(); after != before {
		t.Errorf("compare.Check's cache holds %d cases after %d inputs were judged, %d before", after, n, before)
	}
	recent.Lock()
	defer recent.Unlock()
	if s := recent.inputs[0]; s == nil || s.text != string(last.Input) {
		t.Error("the judge does not keep the input it judged last")
	}
}

// TestCheckReadsAnInputOnce checks that an input judged on each of its
// lanes in turn is read once, and read again when it comes back changed.
func TestCheckReadsAnInputOnce(t *testing.T) {
	t.Parallel()
	c := gen.One(7, 3)
	first := stateOf(c.Input, c.Hidden)
	for range c.Lanes {
		if s := stateOf(c.Input, c.Hidden); s != first {
			t.Fatal("an input judged again is read again")
		}
	}
	changed := append([]byte(nil), c.Input...)
	changed[len(changed)-2] = ' '
	if s := stateOf(changed, c.Hidden); s == first || s.text != string(changed) {
		t.Error("a changed input is taken for the one judged before")
	}
	if s := stateOf(c.Input, append(c.Hidden, "memo://another/hidden")); s == first {
		t.Error("an input with other hidden strings is taken for the one judged before")
	}
}
