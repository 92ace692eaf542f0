package htmlreport

import (
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// scopeView is the cases of one host's report left out of scope for one
// reason, each once however many lanes it lists.
type scopeView struct {
	Reason string
	Cases  []vectorRef
}

// vectorRef is a case, with its RFC-005 vector number when it is one of
// RFC-005's vectors (0 otherwise).
type vectorRef struct {
	Case   string
	Vector int
}

// Link is where RFC-005 lists the vector: always vectors.RFCLink, never
// a link the report holds; "" for a case of no vector.
func (v vectorRef) Link() string { return runner.VectorLink(v.Vector) }

// Clause names the vector: "RFC-005 vector 9".
func (v vectorRef) Clause() string { return vectors.RFCClause(v.Vector) }

// scopeViews groups the out-of-scope results of f by reason, in the order
// each reason first appears, each case once.
func scopeViews(f *File) []scopeView {
	var out []scopeView
	at := map[string]int{}
	seen := map[[2]string]bool{}
	for _, r := range f.Results {
		if !r.OutOfScope {
			continue
		}
		i, ok := at[r.Reason]
		if !ok {
			i = len(out)
			at[r.Reason] = i
			out = append(out, scopeView{Reason: r.Reason})
		}
		if key := [2]string{r.Reason, r.Case}; !seen[key] {
			seen[key] = true
			out[i].Cases = append(out[i].Cases, vectorRef{Case: r.Case, Vector: r.Vector})
		}
	}
	return out
}
