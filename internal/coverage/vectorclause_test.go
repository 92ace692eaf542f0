package coverage_test

import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestVectorClauses pins which clauses name an RFC-005 vector: known,
// linked to RFC-005's conformance vectors unless SPEC.md anchors the
// clause itself (its anchor comes first), and reported unknown otherwise.
func TestVectorClauses(t *testing.T) {
	t.Parallel()
	tests := []struct {
		clause string
		known  bool
		link   string
	}{
		{"RFC-005 vector 9", true, rfcvec.Link},
		{"RFC-005 vector 1", true, rfcvec.Link},
		{"RFC-005 vector 123", true, rfcvec.Link},
		{"RFC-005 vector 2", true, "SPEC.md#clause-rfc-005-vector-2"}, // SPEC.md anchors it
		{"RFC-005 vector 0", false, ""},
		{"RFC-005 vector x", false, ""},
		{"RFC-005 vector -3", false, ""},
		{"RFC-005 vector +3", false, ""},
		{"RFC-005 vector 09", false, ""},
		{"RFC-005 vector ", false, ""},
		{"RFC-005 vector 9 ", false, ""},
		{"rfc-005 vector 9", false, ""},
		{"RFC-005 vectors 9", false, ""},
		{"RFC-005 vector 99999999999999999999999", false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			link, ok := coverage.SpecLink(tt.clause)
			if ok != tt.known || link != tt.link {
				t.Errorf("SpecLink(%q) = %q, %v; want %q, %v", tt.clause, link, ok, tt.link, tt.known)
			}
			if got := coverage.Known(tt.clause); got != tt.known {
				t.Errorf("Known(%q) = %v, want %v", tt.clause, got, tt.known)
			}
			c := &vectors.Case{ID: "rfc-005/03-verified", Family: rfcvec.Family, Path: "bulk.json", Spec: []string{tt.clause}}
			problems := coverage.UnknownClauses(&vectors.Corpus{Cases: []*vectors.Case{c}})
			if unknown := len(problems) > 0; unknown == tt.known {
				t.Errorf("UnknownClauses of a case citing %q: %v; want unknown %v", tt.clause, problems, !tt.known)
			}
		})
	}
}
