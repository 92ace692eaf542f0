package runner

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
)

// 99.9%, not 100.0%.
func TestScoresNeverRoundUpAFailure(t *testing.T) {
	t.Parallel()
	r := Report{caseIDs: map[string]bool{}}
	for i := range 3000 {
		id := fmt.Sprintf("a/case-%d", i)
		v := compare.Pass
		if i == 0 {
			v = compare.Fail
		}
		r.caseIDs[id] = true
		r.Results = append(r.Results, result(id, adapters.Push, v, "must", false, false))
	}
	for name, out := range map[string]string{"the score line": r.Scores(), "the Markdown": string(r.markdownReport(0))} {
		if !strings.Contains(out, "2999/3000 (99.9%)") || strings.Contains(out, "100.0%") {
			t.Errorf("%s does not read 2999/3000 (99.9%%):\n%.600s", name, out)
		}
	}
}
