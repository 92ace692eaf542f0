package fuzz

import (
	"slices"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestVectorLevelIsTheChecks pins a written vector's level and first
// clauses to its example's failed checks (issue 24, item 10): an inline
// image shown with no media type fails the README's decision, a SHOULD,
// and its vector says so; the same marker missing for an embedded blob
// fails SPEC 2.1, a MUST.
func TestVectorLevelIsTheChecks(t *testing.T) {
	t.Parallel()
	group := func(clause string) Group {
		input := adapters.Input(`{"content":[{"type":"image","data":"iVBORw0KGgo="}]}`)
		return Group{Who: differential.WhoHost, Lanes: []adapters.Lane{adapters.Push}, Cause: compare.Cause{Class: compare.ClassKind, Want: "marker:no-media-type", Got: "image"},
			Example: differential.Finding{Who: differential.WhoHost, Lane: adapters.Push, Class: compare.ClassKind, Input: input,
				Result: compare.Result{Verdict: compare.Fail, Findings: []compare.Finding{{Class: compare.ClassKind, What: "an image where the marker belongs", Clause: clause}}}}}
	}
	for _, tt := range []struct {
		clause, level string
	}{
		{"README inline no media type", vectors.LevelShould},
		{"SPEC 2.1 no media type", vectors.LevelMust},
	} {
		v := vectorOf(group(tt.clause))
		if v.Level != tt.level || len(v.Spec) == 0 || v.Spec[0] != tt.clause {
			t.Errorf("a failed check of %s: vector level %s, spec %q; want %s, first %q", tt.clause, v.Level, v.Spec, tt.level, tt.clause)
		}
		if tt.level == vectors.LevelShould && slices.ContainsFunc(v.Spec, func(c string) bool { return compare.ClauseLevel(c) == vectors.LevelMust && c != "SPEC 4" }) {
			t.Errorf("a failed check of %s: the vector cites a MUST rule beside it: %q", tt.clause, v.Spec)
		}
	}
}
