package vectors

import (
	"fmt"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
)

// TestCaseLanes pins the lanes a case is observed on: its Expect's, or for
// a case of MCPL's RFC-005 vectors with none, rfcvec.Lanes (out of scope or
// not).
func TestCaseLanes(t *testing.T) {
	t.Parallel()
	vec := &RFCVector{Number: 4, Operation: OperationRender}
	withPush := map[adapters.Lane]Expectation{adapters.Push: {}}
	tests := []struct {
		name string
		c    *Case
		want []adapters.Lane
	}{
		{"vector_without_expect", &Case{Vector: vec}, rfcvec.Lanes()},
		{"vector_out_of_scope", &Case{Vector: &RFCVector{Number: 3, Operation: OperationFetch}, OutOfScope: "operation fetch is out of scope"}, rfcvec.Lanes()},
		{"vector_with_expect", &Case{Vector: vec, Expect: withPush}, []adapters.Lane{adapters.Push}},
		{"suite_case", &Case{Expect: withPush}, []adapters.Lane{adapters.Push}},
		{"suite_case_without_expect", &Case{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.c.Lanes(); fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("Lanes = %v, want %v", got, tt.want)
			}
		})
	}
}
