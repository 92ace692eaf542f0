package htmlreport

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
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

// Link is where RFC-005 lists the vector: always rfcvec.Link, never
// a link the report holds; "" for a case of no vector.
func (v vectorRef) Link() string { return suite.VectorLink(v.Vector) }

// Clause names the vector: "RFC-005 vector 9".
func (v vectorRef) Clause() string { return rfcvec.Clause(v.Vector) }

// scopeViews returns the report's cases out of scope, as its JSON groups
// them (reportfile.File.OutOfScope): by reason, each case once.
func scopeViews(f *File) []scopeView {
	var out []scopeView
	for _, g := range f.OutOfScope {
		v := scopeView{Reason: g.Reason}
		for _, c := range g.Cases {
			v.Cases = append(v.Cases, vectorRef{Case: c.Case, Vector: c.Vector})
		}
		out = append(out, v)
	}
	return out
}
