package runner

import (
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
)

// gateRank is where a result comes in gate order: leaks first, then
// withheld content, then the other security failures, then the rest. A host author reads the worst first.
func gateRank(r Result) int {
	switch {
	case r.Leak || r.Has(compare.ClassLeak):
		return 0
	case r.Has(compare.ClassWithheld):
		return 1
	case r.Unexcusable():
		return 2
	case r.Gating():
		return 3
	}
	return 4
}

// inGateOrder returns results in gate order (gateRank), corpus order
// within each rank; results is not changed.
func inGateOrder(results []Result) []Result {
	out := slices.Clone(results)
	slices.SortStableFunc(out, func(a, b Result) int { return gateRank(a) - gateRank(b) })
	return out
}
