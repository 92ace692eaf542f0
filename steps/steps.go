// Package steps binds the features to a host. Each scenario states a case
// in its own text, and the steps check the host against that text:
//
//	Given the case "image/png-blob"               the id; level, security, family and tags from the tags
//	When the host is given this input on each lane:   the docstring is the input
//	Then each lane shows:                        the table is what each lane must show
//	And on Unicode 16.0 or 17.0 tables these lanes may show instead:
//	                                             what later Unicode tables show (a SHOULD failure, not a MUST one)
//	And no lane shows any of:                    the list is the hidden strings
//
// Editing a feature's table changes what is checked. The vectors are what
// the features are generated from, and `rfc005 validate` (features.Check)
// reports any difference between them; the steps take only the Spec
// clauses of the vector of the same id, when the corpus has one.
//
// The "Then each lane shows:" step observes the input on each lane of its
// table through runner.Score, the verdict path the runner takes, with the
// scenario's Unicode readings and the hidden strings of its "no lane shows
// any of:" step (a leak is judged on the same observation), and decides
// the scenario by the CI gate's rules (runner.Report.Gate) on those
// results:
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
// A suite:
//
//	godog.TestSuite{
//		ScenarioInitializer: steps.Initializer(steps.Options{Host: reference.New(), Corpus: corpus, Wording: true}),
//		Options: &godog.Options{Paths: []string{"."}, Strict: true, TestingT: t},
//	}.Run()
package steps

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
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
	// Corpus gives each scenario the Spec clauses of the vector of the
	// same id (for the results, as the runner's carry them); nil for
	// none. The scenario's own text is what is checked.
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
	return func(sc *godog.ScenarioContext) {
		s := &scenario{opt: opt, declared: declared}
		sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
			s.pickle = p
			return ctx, nil
		})
		sc.Step(features.CaseStep.String(), s.theCase)
		sc.Step(`^`+regexp.QuoteMeta(features.StepInput)+`$`, s.theInput)
		sc.Step(`^`+regexp.QuoteMeta(features.StepLanes)+`$`, s.eachLaneShows)
		sc.Step(`^`+regexp.QuoteMeta(features.StepHidden)+`$`, s.noLaneShows)
		sc.Step(features.UnicodeStep.String(), s.onLaterUnicode)
	}
}

// scenario is the state of one scenario: the case its text states so far.
type scenario struct {
	opt      Options
	declared map[adapters.Lane]bool // the lanes the host's hello declared
	pickle   *godog.Scenario
	c        *vectors.Case
	scored   bool // the lanes step has scored the host
}

// theCase starts the case the scenario states: its id, and what its name
// and tags say.
func (s *scenario) theCase(id string) error {
	var tags []string
	for _, t := range s.pickle.Tags {
		tags = append(tags, t.Name)
	}
	c, err := features.NewCase(id, s.pickle.Name, tags, s.pickle.Uri, s.opt.Corpus)
	if err != nil {
		return err
	}
	s.c = c
	return nil
}

// theInput takes the docstring as the input the host is given.
func (s *scenario) theInput(doc *godog.DocString) error {
	if s.c == nil {
		return errors.New("the input step comes before any `Given the case`")
	}
	in, raw, err := features.ParseInput(doc.Content)
	if err != nil {
		return err
	}
	s.c.Input, s.c.RawInput = in, raw
	s.c.MCP = vectors.CheckMCP(in) == nil // as the corpus's load says it of the input
	return nil
}

// eachLaneShows takes the table as what each lane must show, and the
// scenario's hidden list (its "no lane shows any of:" step) as the strings
// no lane may show; then it scores the host on every lane of the table and
// decides the scenario.
func (s *scenario) eachLaneShows(ctx context.Context, table *godog.Table) error {
	if s.c == nil {
		return errors.New("the lanes step comes before any `Given the case`")
	}
	if s.c.Input == nil {
		return fmt.Errorf("the lanes step comes before the input: `When %s`", features.StepInput)
	}
	expect, i, err := features.ParseTable(features.PickleCells(table))
	if err != nil {
		return fmt.Errorf("the lane table, row %d: %v", i+1, err)
	}
	s.c.Expect = expect
	for _, st := range s.pickle.Steps {
		if st.Text == features.StepHidden || features.UnicodeStep.MatchString(st.Text) {
			if err := features.ReadStep(s.c, st); err != nil {
				return err
			}
		}
	}
	s.scored = true
	return s.score(ctx)
}

// noLaneShows reads the hidden list. The lanes step scored the host with
// it already (a leak is judged on the observation the lanes step made);
// without one before it, it scores now.
func (s *scenario) noLaneShows(ctx context.Context, table *godog.Table) error {
	if s.c == nil {
		return errors.New("the hidden step comes before any `Given the case`")
	}
	hidden, i, err := features.ParseHidden(features.PickleCells(table))
	if err != nil {
		return fmt.Errorf("the hidden table, row %d: %v", i+1, err)
	}
	s.c.Hidden = hidden
	if s.scored {
		return nil
	}
	return errors.New("no lane table before the hidden list: write `Then " + features.StepLanes + "` first")
}

// onLaterUnicode checks a Unicode reading's step: the lanes step read its
// table already, before it scored the host (a host showing the reading
// fails a SHOULD check only).
func (s *scenario) onLaterUnicode(versions string, _ *godog.Table) error {
	if !s.scored {
		return fmt.Errorf("no lane table before what Unicode %s tables show: write `Then %s` first", versions, features.StepLanes)
	}
	return nil
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
