// Package steps binds the features to a host. Each scenario names its
// case, and the steps check the host against that case's vector in the
// corpus (Options.Corpus), never against the scenario's text:
//
//	Given the case "image/png-blob"               the case: its input, expectations, Unicode readings, hidden strings
//	When the host is given this input on each lane:   the docstring shows the case's input
//	Then each lane shows:                        the table shows what each lane must show: the host is scored here
//	And on Unicode 16.0 or 17.0 tables these lanes may show instead:
//	                                             what later Unicode tables show (a SHOULD failure, not a MUST one)
//	And no lane shows any of:                    the list shows the hidden strings
//
// The features are generated from the vectors (features.Render), and the
// first step checks that the scenario is what its case renders to: its
// name, tags, steps, docstring and tables. A scenario whose case the
// corpus lacks, or whose text differs from the render (a feature edited by
// hand), fails, saying to edit the vector and regenerate the features
// (go test ./features -update); editing a feature's table changes nothing
// that is checked.
//
// The "Then each lane shows:" step observes the case's input on each lane
// the case expects something of through runner.Score, the verdict path
// the runner takes, with the case's Unicode readings and hidden strings (a
// leak is judged on the same observation), and decides the scenario by the
// CI gate's rules (runner.Report.Gate) on those results:
//
//   - a result that gates (runner.Result.Gating) fails the scenario, unless
//     Options.Baseline lists its case and lane, with its link when it is
//     Unexcusable (a known leak);
//     a listed entry that no longer fails fails it too (a stale entry);
//   - a lane the host does not serve (a skip) fails it, unless the lane is
//     in Options.AllowMissing; a lane outside Options.Lanes is not
//     observed at all; when no lane is left to score the scenario is
//     skipped (godog.ErrSkip), never passed;
//   - a lane whose input, not valid MCP, the host rejected
//     (adapters.Rejection) neither fails nor passes it: a scenario the
//     host rejected on every lane is skipped, a rejection of valid MCP
//     fails it;
//   - with Options.Wording, any scored result that is not a pass (a
//     difference from the reference profile's wording, a SHOULD failure)
//     fails it too.
//
// A suite of the built-in features and vectors:
//
//	godog.TestSuite{
//		ScenarioInitializer: steps.Initializer(steps.Options{Host: reference.New(), Wording: true}),
//		Options: &godog.Options{FS: features.BuiltinFS(), Paths: []string{"."}, Strict: true, TestingT: t},
//	}.Run()
package steps

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Options says which host the scenarios run against, and how they are
// decided.
type Options struct {
	// Host is observed one scenario's case at a time, each told to it
	// first when it is an adapters.CaseStarter (a subprocess host, a
	// pool.Pool). A godog run that runs scenarios concurrently interleaves
	// their cases: give it a host that keeps no state per case.
	Host adapters.Host
	// Corpus holds the case each scenario names, which is what the host
	// is checked against; nil for the built-in vectors (vectors.Builtin).
	// Give the corpus the features were rendered from: a scenario whose
	// case it lacks fails.
	Corpus *vectors.Corpus
	// Wording makes any scored result that is not a pass fail the
	// scenario: a difference from the reference profile's exact text, a
	// SHOULD failure. Without it only what the gate fails on fails.
	Wording bool
	// Baseline lists known failures: a scenario whose gating failures it
	// all lists passes, as the gate does (a security failure only when
	// its entry has a link: a known leak), and a listed entry that passes
	// fails it, as a stale entry fails the gate. nil for none.
	Baseline *runner.Baseline
	// Lanes narrows the lanes observed, as rfc005 run --lanes does; nil
	// for every lane the case expects something of.
	Lanes []adapters.Lane
	// Profile narrows the cases and lanes, as rfc005 run --profile does
	// ("" is the full profile): a scenario whose case the profile does
	// not take is skipped (godog.ErrSkip), never passed.
	Profile runner.Profile
	// AllowMissing are lanes the host may leave out of its hello, as
	// rfc005 run --allow-missing-lanes: a skip there does not fail the
	// scenario.
	AllowMissing []adapters.Lane
	// Scored, when set, is called with each result the steps score, in
	// lane order, on the goroutine running the scenario (several at once
	// when godog runs scenarios concurrently).
	Scored func(runner.Result)
	// GateShould fails a scenario on a failed SHOULD check too, as rfc005
	// run --gate should does.
	GateShould bool
}

// Initializer returns a godog scenario initializer for opt.
func Initializer(opt Options) func(*godog.ScenarioContext) {
	declared := map[adapters.Lane]bool{}
	if opt.Host != nil {
		for _, l := range opt.Host.Lanes() {
			declared[l] = true
		}
	}
	corpus := sync.OnceValues(func() (*vectors.Corpus, error) {
		if opt.Corpus != nil {
			return opt.Corpus, nil
		}
		return vectors.Builtin()
	})
	return func(sc *godog.ScenarioContext) {
		s := &scenario{opt: opt, declared: declared, corpus: corpus}
		sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
			s.pickle = p
			return ctx, nil
		})
		sc.Step(featurefile.CaseStep.String(), s.theCase)
		sc.Step(`^`+regexp.QuoteMeta(featurefile.StepInput)+`$`, func(*godog.DocString) error { return s.named() })
		sc.Step(`^`+regexp.QuoteMeta(featurefile.StepLanes)+`$`, s.eachLaneShows)
		sc.Step(`^`+regexp.QuoteMeta(featurefile.StepHidden)+`$`, func(*godog.Table) error { return s.named() })
		sc.Step(featurefile.UnicodeStep.String(), func(string, *godog.Table) error { return s.named() })
	}
}

// scenario is the state of one scenario: the case it names.
type scenario struct {
	opt      Options
	declared map[adapters.Lane]bool // the lanes the host's hello declared
	corpus   func() (*vectors.Corpus, error)
	pickle   *godog.Scenario
	c        *vectors.Case
}

// theCase finds the case the scenario names in the corpus, and checks
// that the scenario is what the case renders to.
func (s *scenario) theCase(id string) error {
	corpus, err := s.corpus()
	if err != nil {
		return fmt.Errorf("the built-in vectors: %v", err)
	}
	c, ok := corpus.Case(id)
	if !ok {
		return fmt.Errorf("the scenario names case %q, which the corpus has no vector of: %s", id, featurefile.Regenerate)
	}
	if err := featurefile.Agrees(s.pickle, c); err != nil {
		// go test prints it in a CI log: it quotes the vector's path and the scenario's text.
		return errors.New(reporttext.Inert(err.Error()))
	}
	s.c = c
	return nil
}

// named returns an error when no step before has named the scenario's
// case.
func (s *scenario) named() error {
	if s.c == nil {
		return fmt.Errorf("the scenario %q names no case before this step: its first step must be `Given the case \"<id>\"`; %s", s.pickle.Name, featurefile.Regenerate)
	}
	return nil
}

// eachLaneShows scores the host on every lane the case expects something
// of, and decides the scenario; its table, rendered from the case, is not
// read.
func (s *scenario) eachLaneShows(ctx context.Context, _ *godog.Table) error {
	if err := s.named(); err != nil {
		return err
	}
	return s.score(ctx)
}

// score observes the case on each lane it expects something of (narrowed
// by Options.Lanes) through runner.Score, and decides the scenario by the
// gate's rules on the results.
func (s *scenario) score(ctx context.Context) error {
	c := s.c
	r := runner.Report{AllowMissing: s.opt.AllowMissing}
	sel := runner.Selection{Lanes: s.opt.Lanes, Profile: s.opt.Profile}
	if !sel.Takes(c) {
		return godog.ErrSkip // not the profile's: its input is not valid MCP, or it has no lane of the profile
	}
	if cs, ok := s.opt.Host.(adapters.CaseStarter); ok {
		cs.StartCase(c.ID) // as the runner does: a failure spends its own case's restarts
	}
	for _, lane := range sel.CaseLanes(c) {
		r.LanesSelected = append(r.LanesSelected, lane)
		if s.declared[lane] {
			r.LanesServed = append(r.LanesServed, lane)
		}
		res, _, answered := runner.Score(ctx, s.opt.Host, c, lane, s.declared[lane])
		if !answered {
			return fmt.Errorf("%s on %s: stopped before the host answered: %v", c.ID, lane, context.Cause(ctx))
		}
		res.GateShould = s.opt.GateShould
		if s.opt.Scored != nil {
			s.opt.Scored(res)
		}
		r.Results = append(r.Results, res)
	}
	g := r.Gate(s.baseline())
	if g.NothingScored && len(g.MissingLanes) == 0 && len(g.LostLanes) == 0 {
		return godog.ErrSkip // every lane observed was allowed not to be served, or none was selected
	}
	var failures []string
	for _, res := range g.Unexcusable {
		failures = append(failures, res.String()+"\n  (a security failure the baseline does not list as a known leak, with its link: "+res.Why()+")")
	}
	for _, res := range g.Untracked {
		failures = append(failures, res.String()+"\n  (the baseline lists this security failure without the link of the issue tracking it: "+res.Why()+`; give its entry a "link")`)
	}
	for _, res := range g.New {
		failures = append(failures, res.String())
	}
	for _, f := range g.Stale {
		failures = append(failures, fmt.Sprintf("%s on %s is listed in the baseline but does not fail: remove it from the baseline", f.Case, f.Lane))
	}
	for _, l := range g.MissingLanes {
		failures = append(failures, fmt.Sprintf("%s on %s: skipped: the host does not serve this lane (serve it, narrow Options.Lanes, or allow it in Options.AllowMissing)", c.ID, l))
	}
	for _, l := range g.LostLanes {
		failures = append(failures, fmt.Sprintf("%s on %s: the baseline recorded the lane served, and the host no longer serves it", c.ID, l))
	}
	if s.opt.Wording {
		excused := map[adapters.Lane]bool{}
		for _, res := range g.Excused {
			excused[res.Lane] = true
		}
		for _, res := range r.Results {
			if res.Verdict != compare.Pass && res.Verdict != compare.Skip && res.Verdict != compare.Rejected && !res.Gating() && !excused[res.Lane] {
				failures = append(failures, res.String())
			}
		}
	}
	if len(failures) > 0 {
		// go test prints it in a CI log: nothing a host sent may read there as a command.
		return errors.New(reporttext.Inert(strings.Join(failures, "\n")))
	}
	return nil
}

// baseline returns the entries of Options.Baseline for this case on the
// lanes observed, with the lanes it recorded served: what the gate reads
// of it for this scenario. nil when there is no baseline.
func (s *scenario) baseline() *runner.Baseline {
	b := s.opt.Baseline
	if b == nil {
		return nil
	}
	mine := &runner.Baseline{Format: b.Format, Host: b.Host, Lanes: b.Lanes}
	observed := runner.Selection{Lanes: s.opt.Lanes, Profile: s.opt.Profile}.CaseLanes(s.c)
	for _, f := range b.Failures {
		if f.Case == s.c.ID && slices.Contains(observed, f.Lane) {
			mine.Failures = append(mine.Failures, f)
		}
	}
	return mine
}
