package runner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const fetchOutOfScope = "operation fetch is out of scope"

// outOfScopeCase is a case of RFC-005 vector n, out of scope, as the
// loader of MCPL's vectors writes one: no Expect, its lanes RFCLanes.
func outOfScopeCase(n int, name string) *vectors.Case {
	return &vectors.Case{
		ID: fmt.Sprintf("rfc-005/%02d-%s", n, name), Family: rfcvec.Family, Level: vectors.LevelMust,
		Spec: []string{rfcvec.Clause(n)}, Input: adapters.Input(`{"never":"observed"}`),
		Expect:     map[adapters.Lane]vectors.Expectation{},
		Vector:     &vectors.RFCVector{Number: n, Operation: vectors.OperationFetch},
		OutOfScope: fetchOutOfScope,
	}
}

// refusingHost fails the test whenever it is asked to observe a case
// out of scope (input {"never":"observed"}), and observes anything else
// as the reference host does.
type refusingHost struct {
	adapters.Host
	t *testing.T
}

func (h refusingHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if strings.Contains(string(in), "never") {
		h.t.Errorf("the host was asked to observe a case out of scope on %s", lane)
		return adapters.Observation{}, fmt.Errorf("out of scope")
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestScoreOutOfScope pins that Score never calls the host for a case out
// of scope, on a lane it declared or not, and returns a skip whose reason
// is the case's, marked out of scope, with its vector number.
func TestScoreOutOfScope(t *testing.T) {
	t.Parallel()
	h := refusingHost{reference.New(), t}
	c := outOfScopeCase(3, "verified")
	for _, lane := range rfcvec.Lanes() {
		for _, declared := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/declared=%v", lane, declared), func(t *testing.T) {
				res, took, answered := Score(context.Background(), refusingHost{h.Host, t}, c, lane, declared)
				if !answered || took != 0 {
					t.Errorf("answered %v, took %v; want true, 0", answered, took)
				}
				if res.Verdict != compare.Skip || res.Reason != fetchOutOfScope || !res.OutOfScope || res.Vector != 3 ||
					res.Case != c.ID || res.Lane != lane || res.Gating() || res.Unexcusable() {
					t.Errorf("result %+v; want an out-of-scope skip of vector 3 that does not gate", res)
				}
			})
		}
	}
	in := vectors.Case{ID: "rfc-005/09-render", Family: rfcvec.Family, Level: vectors.LevelMust,
		Input: adapters.Input(`{"content":[]}`), Vector: &vectors.RFCVector{Number: 9, Operation: vectors.OperationRender}}
	res, _, _ := Score(context.Background(), h, &in, adapters.Push, true)
	if res.OutOfScope || res.Vector != 9 {
		t.Errorf("a vector case in scope: out of scope %v, vector %d; want false, 9", res.OutOfScope, res.Vector)
	}
}

// scopeCorpus is the built-in case text/plain beside out-of-scope cases.
func scopeCorpus(t *testing.T, inScope bool, out ...*vectors.Case) *vectors.Corpus {
	t.Helper()
	corpus := &vectors.Corpus{Digest: "sha256:" + strings.Repeat("0", 64), Cases: out}
	if inScope {
		c, ok := testcorpus.Builtin(t).Case("text/plain")
		if !ok {
			t.Fatal("the built-in corpus has no text/plain")
		}
		corpus.Cases = append([]*vectors.Case{c}, out...)
	}
	return corpus
}

// TestRunCountsOutOfScope pins that a run lists each case out of scope on
// its lanes without calling the host, counts those results apart from the
// skipped, scores and passes none of them, and never gates on them; and
// that a run whose every result is out of scope scored nothing and fails.
func TestRunCountsOutOfScope(t *testing.T) {
	t.Parallel()
	out := []*vectors.Case{outOfScopeCase(3, "verified"), outOfScopeCase(4, "stale")}
	lanes := len(rfcvec.Lanes())
	tests := []struct {
		name          string
		inScope       bool
		out           []*vectors.Case
		nothingScored bool
		line          string
	}{
		{"mixed", true, out, false, "✅ gate passed"},
		{"only_in_scope", true, nil, false, "✅ gate passed"},
		{"all_out_of_scope", false, out, true, "❌ gate failed: it scored nothing (every observation out of scope)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			corpus := scopeCorpus(t, tt.inScope, tt.out...)
			r := Run(context.Background(), refusingHost{reference.New(), t}, corpus, Selection{})
			c := r.Count()
			if c.OutOfScope != lanes*len(tt.out) || c.Skip != 0 || c.Fail+c.Error != 0 {
				t.Errorf("out of scope %d, skipped %d, failed %d, errors %d; want %d, 0, 0, 0", c.OutOfScope, c.Skip, c.Fail, c.Error, lanes*len(tt.out))
			}
			if c.Scored() != c.Pass+c.Wording || c.Scored() != c.Observations-c.OutOfScope {
				t.Errorf("scored %d of %d (pass %d, wording %d, out of scope %d)", c.Scored(), c.Observations, c.Pass, c.Wording, c.OutOfScope)
			}
			if cases, obs := (Selection{}).Planned(corpus); cases != len(corpus.Cases) || obs != c.Observations {
				t.Errorf("planned %d cases, %d observations; the run made %d of %d", cases, obs, c.Observations, len(corpus.Cases))
			}
			g := r.Gate(nil)
			if g.NothingScored != tt.nothingScored || (g.Exit == 1) != tt.nothingScored || !strings.HasPrefix(g.Line(), tt.line) {
				t.Errorf("gate: nothing scored %v, exit %d, line %q; want %v and a line starting %q", g.NothingScored, g.Exit, g.Line(), tt.nothingScored, tt.line)
			}
			if tt.nothingScored && !strings.Contains(g.ExplainCoverage(), "every case it selects is out of scope") {
				t.Errorf("ExplainCoverage does not say every case is out of scope:\n%s", g.ExplainCoverage())
			}
			if len(g.MissingLanes) != 0 {
				t.Errorf("missing lanes %v", g.MissingLanes)
			}
		})
	}
}

// TestGateOutOfScope pins the gate on hand-made results: out of scope
// never passes, never gates, is no skip, and alone scores nothing.
func TestGateOutOfScope(t *testing.T) {
	t.Parallel()
	oos := func(id string) Result {
		return Result{Case: id, Lane: adapters.Push, Verdict: compare.Skip, Reason: fetchOutOfScope,
			Family: rfcvec.Family, Level: "must", OutOfScope: true, Vector: 3}
	}
	skip := result("text/plain", adapters.Render, compare.Skip, "must", false, false)
	tests := []struct {
		name    string
		results []Result
		exit    int
		counts  Counts
		why     string
	}{
		{"pass_and_out_of_scope", []Result{passing("text/plain", adapters.Push), oos("rfc-005/03-a")}, 0,
			Counts{Observations: 2, Pass: 1, OutOfScope: 1}, ""},
		{"only_out_of_scope", []Result{oos("rfc-005/03-a"), oos("rfc-005/04-b")}, 1,
			Counts{Observations: 2, OutOfScope: 2}, "it scored nothing (every observation out of scope)"},
		{"skip_and_out_of_scope", []Result{skip, oos("rfc-005/03-a")}, 1,
			Counts{Observations: 2, Skip: 1, OutOfScope: 1}, "it scored nothing (every observation skipped or out of scope)"},
		{"only_skips", []Result{skip}, 1,
			Counts{Observations: 1, Skip: 1}, "it scored nothing (every observation skipped)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := syntheticReport(tt.results...)
			r.LanesSelected, r.LanesServed = nil, nil
			if c := r.Count(); c != tt.counts {
				t.Errorf("counts %+v, want %+v", c, tt.counts)
			}
			g := r.Gate(nil)
			if g.Exit != tt.exit || !strings.Contains(g.Line(), tt.why) {
				t.Errorf("gate exit %d, line %q; want %d and %q", g.Exit, g.Line(), tt.exit, tt.why)
			}
			if len(g.New)+len(g.Unexcusable) != 0 {
				t.Errorf("gating results %v %v", g.New, g.Unexcusable)
			}
		})
	}
}
