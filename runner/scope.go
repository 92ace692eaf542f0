package runner

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// outOfScope returns the result of case c on lane when c is out of scope:
// a skip whose Reason is c.OutOfScope, never observed.
func outOfScope(c *vectors.Case, lane adapters.Lane) Result {
	return Result{
		Case: c.ID, Lane: lane, Verdict: compare.Skip, Reason: c.OutOfScope,
		Family:     c.Family,
		Level:      c.Level,
		Spec:       c.Spec,
		Security:   c.Security,
		Vector:     vectorNumber(c),
		OutOfScope: true,
	}
}

// vectorNumber is c's RFC-005 vector number, 0 for a case of none.
func vectorNumber(c *vectors.Case) int {
	if c.Vector == nil {
		return 0
	}
	return c.Vector.Number
}

// scopeGroup is the cases of a report left out of scope for one reason,
// each once however many lanes it lists, in report order.
type scopeGroup struct {
	Reason string
	Cases  []scopeCase
}

// scopeCase is a case out of scope: its id and RFC-005 vector number (0
// for none).
type scopeCase struct {
	Case   string
	Vector int
}

// outOfScopeGroups groups the report's out-of-scope results by reason, in
// the order each reason first appears, each case once.
func (r Report) outOfScopeGroups() []scopeGroup {
	var groups []scopeGroup
	at := map[string]int{}
	seen := map[[2]string]bool{}
	for _, res := range r.Results {
		if !res.OutOfScope {
			continue
		}
		i, ok := at[res.Reason]
		if !ok {
			i = len(groups)
			at[res.Reason] = i
			groups = append(groups, scopeGroup{Reason: res.Reason})
		}
		if key := [2]string{res.Reason, res.Case}; !seen[key] {
			seen[key] = true
			groups[i].Cases = append(groups[i].Cases, scopeCase{Case: res.Case, Vector: res.Vector})
		}
	}
	return groups
}

// report returns the group as the JSON report writes it.
func (g scopeGroup) report() reportfile.Scope {
	out := reportfile.Scope{Reason: reporttext.Printable(g.Reason), Cases: []reportfile.ScopeCase{}}
	for _, c := range g.Cases {
		out.Cases = append(out.Cases, reportfile.ScopeCase{Case: c.Case, Vector: c.Vector, Link: suite.VectorLink(c.Vector)})
	}
	return out
}
