// Package steps binds the features to a host: each scenario names a
// vector, checks that its docstring and lane table say what the vector
// says, then shows the vector's input on each lane through an
// adapters.Host and scores every answer with package compare.
//
//	godog.TestSuite{
//		ScenarioInitializer: steps.Initializer(steps.Options{Host: inprocess.New(), Corpus: corpus, Wording: true}),
//		Options: &godog.Options{Paths: []string{"."}, Strict: true, TestingT: t},
//	}.Run()
package steps

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/compare"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Options says which host the scenarios run against.
type Options struct {
	Host   adapters.Host
	Corpus *vectors.Corpus
	// Wording makes a difference from the reference profile's exact text
	// fail the scenario too; without it only normative checks fail.
	Wording bool
	// Baseline lists known failures: a scenario whose gating failures it
	// all lists passes, as the gate does (no baseline excuses a security
	// failure). nil for none.
	Baseline *runner.Baseline
	// Lanes narrows the lanes observed, as rfc005 run --lanes does; nil
	// for every lane the case expects something of.
	Lanes []adapters.Lane
	// AllowMissing are lanes the host may leave out of its hello, as
	// rfc005 run --allow-missing-lanes: a skip there does not fail the
	// scenario.
	AllowMissing []adapters.Lane
}

// Initializer returns a godog scenario initializer for opt.
func Initializer(opt Options) func(*godog.ScenarioContext) {
	return func(sc *godog.ScenarioContext) {
		s := &scenario{opt: opt}
		sc.Step(features.CaseStep.String(), s.theCase)
		sc.Step(`^`+regexp.QuoteMeta(features.StepInput)+`$`, s.theInput)
		sc.Step(`^`+regexp.QuoteMeta(features.StepLanes)+`$`, s.theLanesShow)
		sc.Step(`^`+regexp.QuoteMeta(features.StepHidden)+`$`, s.noLaneShows)
	}
}

// scenario is the state of one scenario: the case it names.
type scenario struct {
	opt Options
	c   *vectors.Case
}

func (s *scenario) theCase(id string) error {
	c, ok := s.opt.Corpus.Case(id)
	if !ok {
		return fmt.Errorf("no vector has the case %q", id)
	}
	s.c = c
	return nil
}

func (s *scenario) theInput(doc *godog.DocString) error {
	if s.c == nil {
		return errors.New("the input step comes before any `Given the case`")
	}
	return features.DocstringAgrees(s.c, doc.Content)
}

// theLanesShow checks the table against the vector, then scores the host on
// every lane the vector names.
func (s *scenario) theLanesShow(ctx context.Context, table *godog.Table) error {
	if s.c == nil {
		return errors.New("the lanes step comes before any `Given the case`")
	}
	if _, err := features.TableAgrees(s.c, pickleCells(table)); err != nil {
		return err
	}
	var failures []string
	for _, lane := range s.c.Lanes() {
		obs, err := s.opt.Host.Observe(ctx, lane, s.c.Input)
		r := compare.Check(s.c, lane, obs, err)
		switch {
		case r.Verdict == compare.Fail, r.Verdict == compare.Error:
			failures = append(failures, r.String())
		case r.Verdict == compare.Wording && s.opt.Wording:
			failures = append(failures, r.String())
		case r.Verdict == compare.Skip:
			// Scored as skipped by the runner; a scenario cannot pass on it.
			failures = append(failures, r.String())
		}
	}
	if len(failures) > 0 {
		return errors.New(strings.Join(failures, "\n"))
	}
	return nil
}

func (s *scenario) noLaneShows(table *godog.Table) error {
	if s.c == nil {
		return errors.New("the hidden step comes before any `Given the case`")
	}
	_, err := features.HiddenAgrees(s.c, pickleCells(table))
	return err
}

func pickleCells(table *godog.Table) [][]string {
	rows := make([][]string, len(table.Rows))
	for i, row := range table.Rows {
		rows[i] = make([]string, len(row.Cells))
		for j, cell := range row.Cells {
			rows[i][j] = cell.Value
		}
	}
	return rows
}
