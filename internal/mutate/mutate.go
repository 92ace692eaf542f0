// Package mutate measures how well the corpus bites: it plants each fault
// of package internal/refhost/fault in the reference host in turn, runs the whole
// corpus against it in process, and reports which cases kill it. A fault
// no case kills is a rule the corpus does not pin.
//
// Faults exist only in a build with the tag "mutate":
//
//	go run -tags mutate ./cmd/rfc005 mutate
package mutate

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// ErrNoFaults is returned by a build without the tag "mutate".
var ErrNoFaults = errors.New(`this build has no faults planted: build it with -tags mutate (go run -tags mutate ./cmd/rfc005 mutate)`)

// Outcome is what the corpus did to one fault.
type Outcome struct {
	Fault    fault.Fault
	KilledBy []string // the cases that caught it, each once
	Panic    string   // the host panicked: also a kill
}

// Killed reports whether some case caught the fault.
func (o Outcome) Killed() bool { return len(o.KilledBy) > 0 || o.Panic != "" }

// Report is a whole mutation run.
type Report struct {
	Outcomes []Outcome
	Cases    int
	Duration time.Duration
}

// Run plants each fault in turn and runs corpus against the reference. It
// first checks that the sound reference passes every check, since a fault
// can only be judged against a corpus the sound host passes.
func Run(ctx context.Context, corpus *vectors.Corpus) (Report, error) {
	if !fault.Enabled {
		return Report{}, ErrNoFaults
	}
	return run(ctx, corpus)
}

// run is Run in a build with faults planted.
func run(ctx context.Context, corpus *vectors.Corpus) (Report, error) {
	start := time.Now()
	sound := runner.Run(ctx, reference.New(), corpus, runner.Selection{})
	// Cases out of scope are never observed: the sound reference must pass
	// every other observation.
	if c := sound.Count(); c.Pass != c.Observations-c.OutOfScope {
		return Report{}, fmt.Errorf("the sound reference fails %d of %d observations: fix that first", c.Observations-c.OutOfScope-c.Pass, c.Observations-c.OutOfScope)
	}
	r := Report{Cases: len(corpus.Cases)}
	for _, f := range fault.All {
		r.Outcomes = append(r.Outcomes, runOne(ctx, corpus, f))
	}
	r.Duration = time.Since(start)
	return r, nil
}

func runOne(ctx context.Context, corpus *vectors.Corpus, f fault.Fault) (o Outcome) {
	o.Fault = f
	defer func() {
		if p := recover(); p != nil {
			o.Panic = fmt.Sprint(p)
		}
	}()
	report := runner.Run(ctx, refhost.New(f.ID), corpus, runner.Selection{})
	seen := map[string]bool{}
	for _, res := range report.Results {
		kills := res.Verdict == compare.Fail || res.Verdict == compare.Error ||
			(f.WordingOnly && res.Verdict == compare.Wording)
		if kills && !seen[res.Case] {
			seen[res.Case] = true
			o.KilledBy = append(o.KilledBy, res.Case)
		}
	}
	sort.Strings(o.KilledBy)
	return o
}

// Survivors returns the faults no case killed.
func (r Report) Survivors() []fault.Fault {
	var out []fault.Fault
	for _, o := range r.Outcomes {
		if !o.Killed() {
			out = append(out, o.Fault)
		}
	}
	return out
}

// String prints the table: each fault, the rule it weakens, and the cases
// that killed it (the first three, and how many) or SURVIVED; then the kill
// rate and the time taken.
func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-36s %-44s %s\n", "fault", "weakens", "killed by")
	for _, o := range r.Outcomes {
		killed := "SURVIVED"
		switch {
		case o.Panic != "":
			killed = "a panic: " + o.Panic
		case len(o.KilledBy) > 3:
			killed = fmt.Sprintf("%s and %d more", strings.Join(o.KilledBy[:3], ", "), len(o.KilledBy)-3)
		case len(o.KilledBy) > 0:
			killed = strings.Join(o.KilledBy, ", ")
		}
		name := o.Fault.Name
		if o.Fault.WordingOnly {
			name += " (wording)"
		}
		fmt.Fprintf(&b, "%-36s %-44s %s\n", name, o.Fault.Rule, killed)
	}
	killed := len(r.Outcomes) - len(r.Survivors())
	fmt.Fprintf(&b, "\nkilled %d of %d faults (%s) with %d cases in %s\n",
		killed, len(r.Outcomes), reporttext.Percent(float64(killed)/float64(max(len(r.Outcomes), 1))), r.Cases, r.Duration.Round(time.Millisecond))
	return b.String()
}

// Kills returns the run as internal/coverage/kills.json holds it, for the corpus
// whose digest is given.
func (r Report) Kills(digest string) *coverage.Kills {
	k := &coverage.Kills{Format: coverage.KillsFormat, Vectors: digest, Faults: []coverage.FaultKills{}}
	for _, o := range r.Outcomes {
		killed := o.KilledBy
		if killed == nil {
			killed = []string{}
		}
		k.Faults = append(k.Faults, coverage.FaultKills{Name: o.Fault.Name, Rule: o.Fault.Rule, WordingOnly: o.Fault.WordingOnly, KilledBy: killed})
	}
	return k
}
