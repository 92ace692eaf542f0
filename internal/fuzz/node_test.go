package fuzz

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// example starts an example host of adapters/examples with interpreter;
// without it the test is skipped, visibly, unless CI is set: then it
// fails (testneeds.Program).
func example(t *testing.T, interpreter, script string) func(context.Context) (adapters.Host, error) {
	t.Helper()
	path := testneeds.Program(t, interpreter, interpreter+" to fuzz "+script)
	return func(ctx context.Context) (adapters.Host, error) {
		return subprocess.New(ctx, []string{path, "../../adapters/examples/" + script}, subprocess.Options{})
	}
}

// legacyInputs is how many inputs of seed 1 the Node legacy example is
// fuzzed on, as `rfc005 fuzz --host "node
// adapters/examples/node/legacy-host.mjs" --seed 1 --count 300` does.
const legacyInputs = 300

// legacyQuickInputs is how many of those inputs (the first, as seed 1
// makes them) go test ./... fuzzes: enough for a leak group and a group
// where SPEC shows text, each replayed, and for groups to be checked as
// causes; all legacyInputs, and the bound legacyMaxGroups on what they
// make, run with -tags long (.ci/run).
const legacyQuickInputs = 100

// legacyCount is how many inputs this build fuzzes the Node legacy
// example on.
func legacyCount() int {
	if longrun.Enabled {
		return legacyInputs
	}
	return legacyQuickInputs
}

// legacyMaxGroups bounds the groups those inputs make. A group is one
// root cause (rootOf: what the host did wrong, whatever the lane, the
// input's shape or what SPEC shows there), so the bound is near the
// example's deviations from SPEC: 23 that fuzz can see (legacyDeviations),
// and TestLegacyBound holds this figure to at most 1.5 × 23 = 34. These
// inputs make 16 groups (seeds 2 and 3 make 19 and 16): its claimed
// objects kept as they came are two, one where the rest of the data is
// walked and one where the data is shown whole as it came; keyed on run's
// exact cause, as before, they made 55 from 48 causes.
const legacyMaxGroups = 16

var legacy struct {
	once sync.Once
	r    Report
	err  error
}

// legacyRun fuzzes the Node legacy example once for the tests that read
// the run.
func legacyRun(t *testing.T) (Report, func(context.Context) (adapters.Host, error)) {
	t.Helper()
	start := example(t, "node", "node/legacy-host.mjs")
	legacy.once.Do(func() {
		legacy.r, legacy.err = Run(context.Background(), Options{Seed: 1, Count: legacyCount(), Jobs: 2, Start: start})
	})
	if legacy.err != nil {
		t.Fatal(legacy.err)
	}
	return legacy.r, start
}

// TestNodeLegacy fuzzes the Node example of a host from before the change
// SPEC describes: it shows an embedded resource's uri and never its text,
// so a few hundred inputs must show a leak group and a group where SPEC
// shows text, each shrunk to at most 3 blocks, and each vector must fail
// the host again, with its group's cause, when replayed.
func TestNodeLegacy(t *testing.T) {
	t.Parallel()
	r, start := legacyRun(t)
	var b strings.Builder
	WriteSummary(&b, r, false)
	t.Logf("\n%s", b.String())
	leak, text := false, false
	for _, g := range r.Groups {
		if g.Who != "host" {
			t.Errorf("a group of the suite's own: %s", headline(g))
		}
		switch {
		case g.Cause.Class == compare.ClassLeak:
			leak = true
		case g.Cause.Want == "text":
			text = true
		default:
			continue
		}
		if n := Blocks(g.Example.Input); n > 3 {
			t.Errorf("%s: the example keeps %d blocks: %s", headline(g), n, g.Example.Input)
		}
	}
	if !leak || !text {
		t.Errorf("want a leak group and a group where SPEC shows text; got leak %t, text %t", leak, text)
	}
	h, err := start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for _, g := range r.Groups {
		if g.Cause.Class == compare.ClassLeak || g.Cause.Want == "text" {
			replay(t, r, g, h)
		}
	}
}

// TestNodeLegacyGroupsAreCauses pins that the legacy example's failures
// make one group per root cause: at most legacyMaxGroups groups from
// legacyCount() inputs, no root cause in two groups on one lane, and each
// group's example failing with its cause (as rfc005 run computes it), and
// so its root, on each of its lanes.
func TestNodeLegacyGroupsAreCauses(t *testing.T) {
	t.Parallel()
	r, _ := legacyRun(t)
	if len(r.Groups) > legacyMaxGroups {
		var b strings.Builder
		WriteSummary(&b, r, false)
		t.Errorf("%d inputs make %d groups, want at most %d:\n%s", r.Inputs, len(r.Groups), legacyMaxGroups, b.String())
	}
	seen := map[string]string{}
	for _, g := range r.Groups {
		if g.Cause.IsZero() || g.Root == "" {
			t.Errorf("a group with no cause: %s", headline(g))
		}
		for _, lane := range g.Lanes {
			k := again(g.Again) + " " + string(lane) + " " + g.Root
			if other, ok := seen[k]; ok {
				t.Errorf("one root cause on %s in two groups:\n  %s\n  %s", lane, other, headline(g))
			}
			seen[k] = headline(g)
		}
		if got := causeOf(g.Example); got != g.Cause {
			t.Errorf("%s: the example fails with cause %q", headline(g), got.Key())
		}
		if got := rootOf(g.Example); got != g.Root {
			t.Errorf("%s: the example fails with root %q, want %q", headline(g), got, g.Root)
		}
	}
}
