package runner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
)

func result(id string, lane adapters.Lane, v compare.Verdict, level string, securityCase, leak bool) Result {
	return Result{Case: id, Lane: lane, Verdict: v, Leak: leak, Level: level, Security: securityCase}
}

// withChecks gives r failed checks of the classes given.
func withChecks(r Result, classes ...compare.Class) Result {
	for _, c := range classes {
		r.Findings = append(r.Findings, compare.Finding{Class: c, What: "a " + string(c) + " check"})
	}
	return r
}

// TestGating pins which results fail the MUST gate and which no baseline
// may excuse.
func TestGating(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                string
		r                   Result
		gating, unexcusable bool
	}{
		{"must_fail", result("a/b", adapters.Push, compare.Fail, "must", false, false), true, false},
		{"should_fail", result("a/b", adapters.Push, compare.Fail, "should", false, false), false, false},
		{"should_leak", result("a/b", adapters.Push, compare.Fail, "should", false, true), true, true},
		{"must_fail_of_a_security_case", result("a/b", adapters.Push, compare.Fail, "must", true, false), true, true},
		{"error", result("a/b", adapters.Push, compare.Error, "must", false, false), true, false},
		{"error_of_a_security_case", result("a/b", adapters.Push, compare.Error, "must", true, false), true, true},
		{"wording", result("a/b", adapters.Push, compare.Wording, "must", true, false), false, false},
		{"skip", result("a/b", adapters.Push, compare.Skip, "must", true, false), false, false},
		{"pass", result("a/b", adapters.Push, compare.Pass, "must", true, false), false, false},
		// The classes of the failed checks: a security case's marker that
		// names its size in words the check did not find is excusable; its
		// wrong kind is not; withheld content never is, at any level.
		{"security_case_mention_only", withChecks(result("a/b", adapters.Push, compare.Fail, "must", true, false),
			compare.ClassMention, compare.ClassProfile), true, false},
		{"security_case_wrong_kind", withChecks(result("a/b", adapters.Push, compare.Fail, "must", true, false),
			compare.ClassKind, compare.ClassMention), true, true},
		{"should_withheld", withChecks(result("a/b", adapters.Push, compare.Fail, "should", false, false),
			compare.ClassWithheld), true, true},
		{"should_content", withChecks(result("a/b", adapters.Push, compare.Fail, "should", false, false),
			compare.ClassContent), false, false},
		{"must_mention", withChecks(result("a/b", adapters.Push, compare.Fail, "must", false, false),
			compare.ClassMention), true, false},
	}
	for _, tt := range tests {
		if g, u := tt.r.Gating(), tt.r.Unexcusable(); g != tt.gating || u != tt.unexcusable {
			t.Errorf("%s: gating %v, unexcusable %v; want %v, %v", tt.name, g, u, tt.gating, tt.unexcusable)
		}
	}
}

func TestGate(t *testing.T) {
	t.Parallel()
	r := Report{caseIDs: map[string]bool{"a/fails": true, "a/passes": true, "a/leaks": true, "a/other": true}, Results: []Result{
		result("a/fails", adapters.Push, compare.Fail, "must", false, false),
		result("a/passes", adapters.Push, compare.Pass, "must", false, false),
		result("a/leaks", adapters.Push, compare.Fail, "must", false, true),
	}}
	if g := r.Gate(nil); g.Exit != 1 || len(g.New) != 1 || len(g.Unexcusable) != 1 {
		t.Errorf("no baseline: %+v", g)
	}
	b := &Baseline{Failures: []KnownFailure{
		{Case: "a/fails", Lane: adapters.Push}, {Case: "a/leaks", Lane: adapters.Push},
		{Case: "a/passes", Lane: adapters.Push}, {Case: "a/gone", Lane: adapters.Push},
		{Case: "a/other", Lane: adapters.Push}, // a known case that did not run here
	}}
	g := r.Gate(b)
	if g.Exit != 1 || len(g.Excused) != 1 || len(g.Unexcusable) != 1 || len(g.New) != 0 {
		t.Errorf("with a baseline: %+v", g)
	}
	var stale []string
	for _, f := range g.Stale {
		stale = append(stale, f.Case)
	}
	if strings.Join(stale, " ") != "a/gone a/passes" {
		t.Errorf("stale entries %v, want a/gone and a/passes", stale)
	}
	clean := Report{caseIDs: r.caseIDs, Results: r.Results[:2]}
	if g := clean.Gate(&Baseline{Failures: b.Failures[:1]}); g.Exit != 0 {
		t.Errorf("every failure listed: exit %d (%+v)", g.Exit, g)
	}
}

func TestSelection(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	// What Run observes is counted, not judged: a host that serves every
	// lane and answers each observation at once as unsupported is seen on
	// exactly the cases and lanes the selection takes, at a tenth of the
	// reference's cost.
	count := func(sel Selection) (cases, observations int) {
		r := Run(context.Background(), wronghost.Declaring(adapters.AllLanes(), true), corpus, sel)
		return r.Cases, len(r.Results)
	}
	all, allObs := count(Selection{})
	must, _ := count(Selection{Tags: "@must"})
	should, _ := count(Selection{Tags: "@should"})
	if must == 0 || should == 0 || must+should != all {
		t.Errorf("levels: %d must + %d should, of %d", must, should, all)
	}
	if n, obs := count(Selection{Lanes: []adapters.Lane{adapters.Guard}}); n != all || obs == 0 || obs >= allObs {
		t.Errorf("--lanes guard: %d cases, %d observations of %d", n, obs, allObs)
	}
	texts := 1 // guard/text
	for _, c := range corpus.Cases {
		if c.Family == "text" {
			texts++
		}
	}
	if n, _ := count(Selection{Cases: []string{"text/*", "guard/text"}}); n != texts {
		t.Errorf("--case text/*,guard/text: %d cases, want %d", n, texts)
	}
	withSec, _ := count(Selection{Tags: "@security"})
	withoutSec, _ := count(Selection{Tags: "~@security"})
	if withSec == 0 || withSec+withoutSec != all {
		t.Errorf("tags: %d security + %d not, of %d", withSec, withoutSec, all)
	}
}

// TestBaselineCheckIsBounded: a baseline of 50 stale entries gives 20
// problems and a line counting the 30 others, not 50 lines.
func TestBaselineCheckIsBounded(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	b := &Baseline{}
	for i := range 50 {
		b.Failures = append(b.Failures, KnownFailure{Case: fmt.Sprintf("nope/%d", i), Lane: adapters.Push, Reason: "x"})
	}
	err := b.Check("b.json", corpus)
	lines := strings.Split(fmt.Sprint(err), "\n")
	if len(lines) != 21 || !strings.Contains(lines[19], "failures[19]") || lines[20] != "b.json: and 30 more problem(s) of its entries, not listed" {
		t.Errorf("%d lines, the last %q; want 20 problems and one line counting 30 more", len(lines), lines[len(lines)-1])
	}
	b.Failures = b.Failures[:20]
	if lines := strings.Split(b.Check("b.json", corpus).Error(), "\n"); len(lines) != 20 {
		t.Errorf("20 stale entries: %d lines, want 20 and no count", len(lines))
	}
}
