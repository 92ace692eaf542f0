package pymutant

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Outcome is what the corpus did to one mutant.
type Outcome struct {
	Mutant   *Mutant
	KilledBy []CaseKill // the cases that kill it, in case id order
	// Broken says why the mutant could not be judged (it did not start),
	// "" when it was: a broken mutant is neither killed nor surviving.
	Broken string
}

// Killed reports whether some case killed the mutant.
func (o Outcome) Killed() bool { return len(o.KilledBy) > 0 }

// Report is a search: every mutant of a set against a whole corpus.
type Report struct {
	Outcomes []Outcome // in mutant id order
	Cases    int
	Digest   string // the corpus's
	Duration time.Duration
}

// Search runs every mutant of set against the whole corpus, jobs mutants
// at a time, each in a python3 process of its own, gated at SHOULD. It
// refuses to judge (an error) when a patch is malformed, names no anchor
// of SPEC.md or does not apply, and when the sound host.py does not pass
// every observation of the corpus.
func Search(ctx context.Context, set Set, corpus *vectors.Corpus, jobs int) (Report, error) {
	start := time.Now()
	l, problems := set.load()
	if len(problems) > 0 {
		return Report{}, errors.Join(problems...)
	}
	if err := l.soundPasses(ctx, corpus, runner.Selection{}, jobs, nil); err != nil {
		return Report{}, err
	}
	r := Report{Outcomes: make([]Outcome, len(l.mutants)), Cases: len(corpus.Cases), Digest: corpus.Digest}
	l.eachMutant(jobs, func(i int, m *Mutant) {
		o := Outcome{Mutant: m}
		err := l.withHost(ctx, l.sources[m.ID], 1, func(h adapters.Host) error {
			report := runner.RunWith(ctx, h, corpus, runner.Selection{}, gated)
			if report.Incomplete != nil {
				return errors.New("its run stopped: " + report.Incomplete.Reason)
			}
			o.KilledBy = killsIn(report, m.Level)
			return nil
		})
		if err != nil {
			o.Broken = err.Error()
		}
		r.Outcomes[i] = o
	})
	if err := ctx.Err(); err != nil {
		return Report{}, err
	}
	r.Duration = time.Since(start)
	return r, nil
}

// Survivors returns the outcomes of the mutants no case killed.
func (r Report) Survivors() []Outcome {
	return r.outcomes(func(o Outcome) bool { return !o.Killed() && o.Broken == "" })
}

// Broken returns the outcomes of the mutants that could not be judged.
func (r Report) Broken() []Outcome {
	return r.outcomes(func(o Outcome) bool { return o.Broken != "" })
}

// String prints the table, as the planted faults' is printed: each
// mutant, the anchor of the sentence it breaks, and the cases that kill
// it (the first three, and how many more) or SURVIVED; then the figure
// "killed N of M independent mutants" and the time taken.
func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-40s %-44s %s\n", "mutant", "anchor", "killed by")
	for _, o := range r.Outcomes {
		killed := "SURVIVED"
		ids := make([]string, len(o.KilledBy))
		for i, k := range o.KilledBy {
			ids[i] = k.Case
		}
		switch {
		case o.Broken != "":
			killed = "NOT JUDGED: " + o.Broken
		case len(ids) > 3:
			killed = fmt.Sprintf("%s and %d more", strings.Join(ids[:3], ", "), len(ids)-3)
		case len(ids) > 0:
			killed = strings.Join(ids, ", ")
		}
		name := o.Mutant.ID
		if o.Mutant.Level == LevelWording {
			name += " (wording)"
		}
		fmt.Fprintf(&b, "%-40s %-44s %s\n", name, o.Mutant.Anchor, killed)
	}
	killed := len(r.Outcomes) - len(r.Survivors()) - len(r.Broken())
	fmt.Fprintf(&b, "\nkilled %d of %d independent mutants (%s) with %d cases in %s\n",
		killed, len(r.Outcomes), reporttext.Percent(float64(killed)/float64(max(len(r.Outcomes), 1))), r.Cases, r.Duration.Round(time.Millisecond))
	return b.String()
}

// outcomes returns the outcomes that are, in order; nil for none.
func (r Report) outcomes(are func(Outcome) bool) []Outcome {
	var out []Outcome
	for _, o := range r.Outcomes {
		if are(o) {
			out = append(out, o)
		}
	}
	return out
}

// Index returns the search as kills.json holds it.
func (r Report) Index() *Index {
	ix := &Index{Format: IndexFormat, Vectors: r.Digest, Mutants: []MutantKills{}}
	for _, o := range r.Outcomes {
		killed := o.KilledBy
		if killed == nil {
			killed = []CaseKill{}
		}
		ix.Mutants = append(ix.Mutants, MutantKills{ID: o.Mutant.ID, Anchor: o.Mutant.Anchor, Level: o.Mutant.Level, KilledBy: killed})
	}
	return ix
}
