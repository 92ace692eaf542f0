//go:build mutate

package fuzz

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// planted are the faults TestFuzzFindsPlantedFaults plants in the
// reference, one at a time: a rule of each kind (recognition, the uri
// line's credential check, size rounding, the script view's idempotence,
// inline claims).
var planted = []string{
	"embedded-shows-no-link",
	"reference-credential-check-off",
	"size-kb-floors",
	"script-view-not-idempotent",
	"inline-never-claims-nothing",
}

// fuzzPlanted plants each fault of planted (the first only, unless the
// build has the tag long) in turn and fuzzes the Python
// example against it: each must make a group.
func fuzzPlanted(t *testing.T) {
	start := example(t, "python3", "python/host.py")
	names := planted
	if !longrun.Enabled {
		names = planted[:1] // the quick run's sample; -tags long plants them all
	}
	for _, name := range names {
		f, ok := faultNamed(name)
		if !ok {
			t.Fatalf("no fault %s in reference/fault", name)
		}
		r, err := Run(context.Background(), Options{Seed: 1, Count: 300, Jobs: 2, Start: start, PerCause: 1, Shrink: 300, Fault: f.ID})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Groups) == 0 {
			t.Errorf("fault %s (%s): 300 inputs find nothing", name, f.Rule)
			continue
		}
		t.Logf("fault %s: %d group(s), the first: %s, %s", name, len(r.Groups), headline(r.Groups[0]), r.Groups[0].Example.Input)
	}
}

func faultNamed(name string) (fault.Fault, bool) {
	for _, f := range fault.All {
		if f.Name == name {
			return f, true
		}
	}
	return fault.Fault{}, false
}
