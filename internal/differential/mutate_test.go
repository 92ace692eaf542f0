//go:build mutate

package differential

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// TestDifferentialFindsFaults plants each fault of reference/fault in the
// reference and runs the differential run against the Python example: a
// fault the generator's inputs never expose is a part of SPEC's space the
// generator does not reach.
func TestDifferentialFindsFaults(t *testing.T) {
	n, seed := settings(t)
	h := hostUnderTest(t)
	j := Judge{Host: h}
	ctx := context.Background()
	cases := gen.Generate(seed, n)
	defer fault.Plant(fault.None)
	var missed []string
	normative := 0
	for _, f := range fault.All {
		if f.WordingOnly {
			continue // only a wording difference shows it, and the run reports none
		}
		normative++
		fault.Plant(f.ID)
		found := false
	search:
		for _, c := range cases {
			for _, lane := range c.Lanes {
				if len(j.Check(ctx, lane, c.Input, c.Hidden)) > 0 {
					found = true
					break search
				}
			}
		}
		if !found {
			missed = append(missed, f.Name)
		}
	}
	fault.Plant(fault.None)
	t.Logf("%d of %d normative faults found by %d generated inputs", normative-len(missed), normative, n)
	for _, name := range missed {
		t.Errorf("fault %s: no generated input exposes it", name)
	}
}
