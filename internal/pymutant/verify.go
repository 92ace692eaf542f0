package pymutant

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Verify checks a set against its index without the search, fast enough
// for go test: every patch is well formed, names an anchor of SPEC.md and
// applies to host.py; the index lists exactly the patches present, with
// their anchors and levels, and killing cases of the corpus for each (a
// surviving mutant is a missing case, never a dropped mutant); the sound
// host.py passes the killing cases checked and answers each mutant's
// Input on its Lane as its Sound header says; and each mutant, run on its
// first CheckedKills recorded killing cases alone (one python3 process a
// mutant, jobs at a time), is still killed by each of them on each
// recorded lane, and answers its Input as its Mutated header says. It
// returns every problem found, each naming its file or mutant.
func Verify(ctx context.Context, set Set, corpus *vectors.Corpus, jobs int) []error {
	l, problems := set.load()
	if len(problems) > 0 {
		return problems
	}
	entries, problems := l.checkIndex(corpus)
	if len(problems) > 0 {
		return problems
	}
	var cases []string
	for _, e := range entries {
		for _, k := range checked(e) {
			if !slices.Contains(cases, escapeGlob(k.Case)) {
				cases = append(cases, escapeGlob(k.Case))
			}
		}
	}
	if len(cases) == 0 {
		return nil // no mutant (one without a killing case is a problem above)
	}
	err := l.soundPasses(ctx, corpus, runner.Selection{Cases: cases}, jobs, func(h adapters.Host) error {
		var wrong []error
		for _, m := range l.mutants {
			if err := checkExample(ctx, h, m, "Sound", m.Sound); err != nil {
				wrong = append(wrong, err)
			}
		}
		return errors.Join(wrong...)
	})
	if err != nil {
		return []error{err}
	}
	found := make([][]error, len(l.mutants))
	l.eachMutant(jobs, func(i int, m *Mutant) {
		err := l.withHost(ctx, l.sources[m.ID], 1, func(h adapters.Host) error {
			// The example first, as its writer ran it on a host just
			// started; the killing cases then, never a first observation.
			if err := checkExample(ctx, h, m, "Mutated", m.Mutated); err != nil {
				found[i] = append(found[i], err)
			}
			for _, k := range checked(entries[i]) {
				found[i] = append(found[i], stillKills(ctx, h, corpus, m, k)...)
			}
			return nil
		})
		if err != nil {
			found[i] = append(found[i], fmt.Errorf("%s: %v", m.ID, err))
		}
	})
	for _, f := range found {
		problems = append(problems, f...)
	}
	return problems
}

// CheckedKills is how many of a mutant's recorded killing cases Verify
// runs, the first in case id order: enough to show the corpus still kills
// it, and a mutant that breaks something common (killed by a hundred
// cases) costs no more than one that breaks something rare. The search
// runs them all.
const CheckedKills = 3

// checked returns the killing cases of e that Verify runs.
func checked(e MutantKills) []CaseKill { return e.KilledBy[:min(len(e.KilledBy), CheckedKills)] }

// checkIndex reads the set's kills.json and checks that it lists exactly
// the mutants loaded, as their headers say, each killed by cases of the
// corpus on lanes those cases have. It returns the entries in the order
// of l.mutants.
func (l *loaded) checkIndex(corpus *vectors.Corpus) ([]MutantKills, []error) {
	path := filepath.Join(l.set.Dir, IndexFile)
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, []error{fmt.Errorf("%v: write it with %s", err, IndexCommand)}
	}
	ix, err := ParseIndex(data)
	if err != nil {
		return nil, []error{fmt.Errorf("%s: %v", path, err)}
	}
	byID := map[string]MutantKills{}
	var problems []error
	for _, e := range ix.Mutants {
		if _, dup := byID[e.ID]; dup {
			problems = append(problems, fmt.Errorf("%s lists %s twice", path, e.ID))
		}
		byID[e.ID] = e
	}
	entries := make([]MutantKills, len(l.mutants))
	for i, m := range l.mutants {
		e, ok := byID[m.ID]
		delete(byID, m.ID)
		switch {
		case !ok:
			problems = append(problems, fmt.Errorf("%s: %s does not list it: run %s", m.File(), path, IndexCommand))
			continue
		case e.Anchor != m.Anchor || e.Level != m.Level:
			problems = append(problems, fmt.Errorf("%s: %s has it at %s, %s; its header says %s, %s: run %s",
				m.File(), path, e.Anchor, e.Level, m.Anchor, m.Level, IndexCommand))
		case len(e.KilledBy) == 0:
			problems = append(problems, fmt.Errorf("%s: no case kills it (%s records it surviving): a surviving mutant is a missing case, never a dropped mutant; add a case to vectors/ that catches what it breaks (%s) and run %s",
				m.ID, path, m.Breaks, IndexCommand))
		}
		for _, k := range e.KilledBy {
			problems = append(problems, checkKill(path, m, corpus, k)...)
		}
		entries[i] = e
	}
	for id := range byID {
		problems = append(problems, fmt.Errorf("%s lists %s, which has no patch %s: run %s", path, id, filepath.Join(l.set.Dir, id+".patch"), IndexCommand))
	}
	return entries, problems
}

// checkKill checks that a recorded kill names a case of the corpus and
// lanes the case has.
func checkKill(path string, m *Mutant, corpus *vectors.Corpus, k CaseKill) []error {
	c, ok := corpus.Case(k.Case)
	if !ok {
		return []error{fmt.Errorf("%s: %s records it killed by %s, which the corpus does not have: run %s", m.ID, path, k.Case, IndexCommand)}
	}
	if len(k.Lanes) == 0 {
		return []error{fmt.Errorf("%s: %s records it killed by %s on no lane: run %s", m.ID, path, k.Case, IndexCommand)}
	}
	var problems []error
	for _, lane := range k.Lanes {
		if !slices.Contains(c.Lanes(), lane) {
			problems = append(problems, fmt.Errorf("%s: %s records it killed by %s on %s, a lane the case does not expect anything of: run %s", m.ID, path, k.Case, lane, IndexCommand))
		}
	}
	return problems
}

// stillKills runs the case k names on its recorded lanes with h, the
// mutant's host, and returns a problem for each lane on which the case no
// longer kills it.
func stillKills(ctx context.Context, h adapters.Host, corpus *vectors.Corpus, m *Mutant, k CaseKill) []error {
	report := runner.RunWith(ctx, h, corpus, only(k.Case, k.Lanes), gated)
	var problems []error
	for _, lane := range k.Lanes {
		var res *runner.Result
		for i := range report.Results {
			if report.Results[i].Lane == lane {
				res = &report.Results[i]
			}
		}
		switch {
		case res == nil:
			problems = append(problems, fmt.Errorf("%s: %s on %s was not observed: %v", m.ID, k.Case, lane, report.Incomplete))
		case !kills(*res, m.Level):
			problems = append(problems, fmt.Errorf("%s: %s no longer kills it on %s (%s): run %s, and if no case kills it, add one",
				m.ID, k.Case, lane, res.Verdict, IndexCommand))
		}
	}
	return problems
}

// checkExample checks that h answers the mutant's Input on its Lane with
// the observation its header names ("Sound" or "Mutated"); a header whose
// observation is {"error":…} stands for any error of the host.
func checkExample(ctx context.Context, h adapters.Host, m *Mutant, header string, want []byte) error {
	err := exampleMatches(ctx, h, m, header, want)
	if err != nil && header == "Mutated" {
		// A mutant may keep state from one observation to the next (ids
		// counted over its whole process, say): its header may give the
		// answer to its Input observed a second time.
		if exampleMatches(ctx, h, m, header, want) == nil {
			return nil
		}
	}
	return err
}

// exampleMatches observes m's Input once and reports how it differs from
// want, the observation its header gives. An answer the protocol refuses
// matches an "error" header, or the header that gives what the host
// wrote (a mutant may break the protocol: that is its answer).
func exampleMatches(ctx context.Context, h adapters.Host, m *Mutant, header string, want []byte) error {
	got, err := observeExample(ctx, h, m)
	switch {
	case err != nil && isErrorAnswer(want):
		return nil
	case err != nil && sameJSON(writtenObservation(err), want):
		return nil
	case err != nil:
		return fmt.Errorf("%s: its %s header is %s, but on %s its Input gave an error: %v", m.File(), header, want, m.Lane, err)
	case !sameJSON(got, want):
		return fmt.Errorf("%s: its %s header is %s, but on %s its Input gives %s: write the observation the host gives", m.File(), header, want, m.Lane, got)
	}
	return nil
}

// writtenObservation returns the "observation" member of the answer line
// a host wrote for an error the protocol found in it, or nil.
func writtenObservation(err error) []byte {
	var ae *rawanswer.Error
	if !errors.As(err, &ae) {
		return nil
	}
	var answer map[string]json.RawMessage
	if json.Unmarshal(ae.Raw, &answer) != nil {
		return nil
	}
	return answer["observation"]
}

// isErrorAnswer reports whether an example observation is an error
// answer: a JSON object with an "error" member.
func isErrorAnswer(v []byte) bool {
	var answer map[string]json.RawMessage
	if json.Unmarshal(v, &answer) != nil {
		return false
	}
	_, ok := answer["error"]
	return ok
}
