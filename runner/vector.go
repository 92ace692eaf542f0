package runner

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
)

// vectorLine names RFC-005 vector n and where RFC-005 lists it:
// "RFC-005 vector 9 https://…#11-conformance-vectors".
func vectorLine(n int) string { return rfcvec.Clause(n) + " " + suite.VectorLink(n) }

// skipWords says why a result was skipped: "out of scope: " and why for
// a case out of scope, "skipped: " and its reason when it has one, else
// "skipped: the host does not serve this lane".
func skipWords(r Result) string {
	switch {
	case r.OutOfScope:
		return "out of scope: " + r.Reason
	case r.Reason != "":
		return "skipped: " + r.Reason
	}
	return "skipped: the host does not serve this lane"
}

// String reports the result as compare.Result's String does, a skip with
// why it was skipped (skipWords), and a result of one of RFC-005's
// vectors with a last line naming it and its link (vectorLine).
func (r Result) String() string {
	s := r.judged().String()
	if r.Verdict == compare.Skip {
		s = r.Case + " on " + string(r.Lane) + ": " + skipWords(r)
	}
	if r.Vector > 0 {
		s = strings.TrimSuffix(s, "\n") + "\n" + vectorLine(r.Vector)
	}
	return s
}

// describeSpecLinks is specLinks for Describe's spec line: without the link
// of the result's own RFC-005 vector, which the line after it gives.
func describeSpecLinks(r Result) []string {
	links := specLinks(r)
	if r.Vector == 0 {
		return links
	}
	var kept []string
	for _, l := range links {
		if l != suite.VectorLink(r.Vector) {
			kept = append(kept, l)
		}
	}
	return kept
}
