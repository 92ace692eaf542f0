package runner

import (
	"sort"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
)

// causeGroup is the failures and errors of a report that have one cause
// whatever their lane (compare.Cause): one root cause on nine lanes and a
// hundred cases is one group.
type causeGroup struct {
	Cause   compare.Cause
	Results []Result        // in report order
	Gating  int             // how many of Results gate
	Lanes   []adapters.Lane // the lanes of Results, in SPEC section 1 order
}

// examples returns the first n results of the group, each of a case not
// given before when the group has enough cases.
func (g causeGroup) examples(n int) []Result {
	var out []Result
	seen := map[string]bool{}
	for _, res := range g.Results {
		if len(out) < n && !seen[res.Case] {
			out = append(out, res)
			seen[res.Case] = true
		}
	}
	for _, res := range g.Results {
		if len(out) >= n {
			break
		}
		if !containsResult(out, res) {
			out = append(out, res)
		}
	}
	return out
}

func containsResult(list []Result, res Result) bool {
	for _, r := range list {
		if r.Case == res.Case && r.Lane == res.Lane {
			return true
		}
	}
	return false
}

// causes groups the report's failures and errors by cause, those with the
// most gating results first, then the most results, then by key: the
// first group is what to fix first.
func (r Report) causes() []causeGroup {
	return causesOf(r.Results, func(Result) bool { return true })
}

// causesOf groups the failures and errors among results that keep takes.
func causesOf(results []Result, keep func(Result) bool) []causeGroup {
	var groups []causeGroup
	at := map[string]int{}
	for _, res := range results {
		if res.Verdict != compare.Fail && res.Verdict != compare.Error || !keep(res) {
			continue
		}
		key := res.Cause.Key()
		i, ok := at[key]
		if !ok {
			i = len(groups)
			at[key] = i
			groups = append(groups, causeGroup{Cause: res.Cause})
		}
		g := &groups[i]
		g.Results = append(g.Results, res)
		if res.Gating() {
			g.Gating++
		}
		if !hasLane(g.Lanes, res.Lane) {
			g.Lanes = append(g.Lanes, res.Lane)
		}
	}
	for i := range groups {
		groups[i].Lanes = inLaneOrder(groups[i].Lanes)
	}
	sort.SliceStable(groups, func(i, j int) bool {
		a, b := groups[i], groups[j]
		if a.Gating != b.Gating {
			return a.Gating > b.Gating
		}
		if len(a.Results) != len(b.Results) {
			return len(a.Results) > len(b.Results)
		}
		return a.Cause.Key() < b.Cause.Key()
	})
	return groups
}
