package judged

import (
	"fmt"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// nativeTwin returns case c of MCPL's RFC-005 vectors written in this
// suite's own format: the same input and hidden strings, SPEC's blocks on
// lane (the reference host's observation) as the expectation, and the
// vector's level and security.
func nativeTwin(t *testing.T, c *vectors.Case, lane adapters.Lane) *vectors.Case {
	t.Helper()
	obs, err := refhost.Observe(lane, c.Input)
	if err != nil {
		t.Fatalf("%s on %s: the reference: %v", c.ID, lane, err)
	}
	want, err := derive.Expect(lane, c.Input, obs)
	if err != nil {
		t.Fatalf("%s on %s: derive: %v", c.ID, lane, err)
	}
	return &vectors.Case{ID: c.ID + "/native", Title: c.Title, Level: c.Level, Security: c.Security, Spec: []string{"SPEC 4"},
		Input: c.Input, Hidden: c.Hidden, Expect: map[adapters.Lane]vectors.Expectation{lane: want}}
}

// outcome is what both formats must agree on: whether a normative check
// failed (a failure or an error, not a wording difference), the gravest
// class, the leak.
func outcome(res runner.Result) string {
	failed := res.Verdict == compare.Fail || res.Verdict == compare.Error
	return fmt.Sprintf("failed %v, class %q, leak %v", failed, Got(res).Class, res.Leak)
}

// TestFormatsAgree scores every recorded answer to a case of MCPL's
// RFC-005 vectors twice: against the vector, and against its native twin
// (the same input, SPEC's blocks as the expectation). One behaviour gets
// one verdict and class whatever the vector's format (docs/ARCHITECTURE.md, "What the
// gate promises (revision 3)").
func TestFormatsAgree(t *testing.T) {
	t.Parallel()
	recs, cases := loadRecorded(t)
	twins, seen := map[key]*vectors.Case{}, map[string]bool{}
	n := 0
	for _, rec := range recs {
		c := cases[rec.Case]
		if c == nil || c.Vector == nil || seen[rec.Case+" "+string(rec.Lane)+" "+rec.Answer] {
			continue
		}
		seen[rec.Case+" "+string(rec.Lane)+" "+rec.Answer] = true
		k := key{c.ID, rec.Lane}
		if twins[k] == nil {
			twins[k] = nativeTwin(t, c, rec.Lane)
		}
		n++
		mcpl, native := Replay(c, rec), Replay(twins[k], rec)
		if a, b := outcome(mcpl), outcome(native); a != b {
			t.Errorf("%s on %s, answered by %s %s: MCPL's format: %s; this suite's: %s\nMCPL's: %s\nthis suite's: %s",
				c.ID, rec.Lane, rec.Host, rec.Variant, a, b, mcpl, native)
		}
	}
	if n < 100 {
		t.Errorf("%d answers to MCPL's vectors; want at least 100", n)
	}
}
