package pymutant

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// gated are the runner's options for a mutant: every run is gated at
// SHOULD, so that a failed check of a SHOULD clause kills as a MUST one
// does.
var gated = runner.Options{GateShould: true}

// kills reports whether res, of a run gated at SHOULD, kills a mutant of
// level: a failure or an error that gates (a crash of the mutant is an
// error), or, for a wording mutant alone, a wording verdict.
func kills(res runner.Result, level string) bool {
	return res.Gating() || level == LevelWording && res.Verdict == compare.Wording
}

// killsIn returns the cases of report whose results kill a mutant of
// level, in case id order, each with its killing lanes in SPEC order.
func killsIn(report runner.Report, level string) []CaseKill {
	lanes := map[string][]adapters.Lane{}
	for _, res := range report.Results {
		if kills(res, level) {
			lanes[res.Case] = append(lanes[res.Case], res.Lane)
		}
	}
	out := make([]CaseKill, 0, len(lanes))
	for id, ls := range lanes {
		out = append(out, CaseKill{Case: id, Lanes: inLaneOrder(ls)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Case < out[j].Case })
	return out
}

// inLaneOrder returns lanes in SPEC section 1's order, each once (nil
// for none).
func inLaneOrder(lanes []adapters.Lane) []adapters.Lane {
	if out := slices.DeleteFunc(adapters.AllLanes(), func(l adapters.Lane) bool { return !slices.Contains(lanes, l) }); len(out) > 0 {
		return out
	}
	return nil
}

// withHost writes src as a host in a temporary directory, starts it
// (jobs processes of it, as one pool.Pool, when jobs is above one), and
// gives it to use; it then closes the host and removes the directory. A
// host that does not start is an error saying so.
func (l *loaded) withHost(ctx context.Context, src []byte, jobs int, use func(adapters.Host) error) error {
	dir, err := l.writeHost(src)
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	start := func(ctx context.Context) (adapters.Host, error) {
		return subprocess.New(ctx, l.set.argv(dir), subprocess.Options{})
	}
	var h adapters.Host
	if jobs > 1 {
		h, err = pool.Start(ctx, jobs, start)
	} else {
		h, err = start(ctx)
	}
	if err != nil {
		return fmt.Errorf("does not start: %v", err)
	}
	defer h.Close()
	return use(h)
}

// failures returns the observations of report that do not pass (out of
// scope ones aside), at most the first few, as "case on lane: reason".
func failures(report runner.Report) (n int, first []string) {
	for _, res := range report.Results {
		if res.Verdict == compare.Pass || res.OutOfScope {
			continue
		}
		n++
		if len(first) < 5 {
			reason, _, _ := strings.Cut(res.Reason, "\n")
			first = append(first, fmt.Sprintf("%s on %s: %s: %s", res.Case, res.Lane, res.Verdict, reason))
		}
	}
	return n, first
}

// eachMutant calls do for each mutant of l, jobs at a time (at least
// one), and returns when all have returned.
func (l *loaded) eachMutant(jobs int, do func(i int, m *Mutant)) {
	work := make(chan int)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Go(func() {
			for i := range work {
				do(i, l.mutants[i])
			}
		})
	}
	for i := range l.mutants {
		work <- i
	}
	close(work)
	wg.Wait()
}

// observeExample observes the mutant's example Input on its Lane with h
// and returns the observation's JSON, or an error's.
func observeExample(ctx context.Context, h adapters.Host, m *Mutant) (json.RawMessage, error) {
	obs, err := h.Observe(ctx, m.Lane, m.Input)
	if err != nil {
		return nil, err
	}
	return obs.MarshalJSON()
}

// sameJSON reports whether a and b are the same JSON value, whatever the
// order of members and the spaces between tokens.
func sameJSON(a, b []byte) bool {
	decode := func(data []byte) (any, bool) {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		var v any
		return v, dec.Decode(&v) == nil
	}
	va, okA := decode(a)
	vb, okB := decode(b)
	return okA && okB && reflect.DeepEqual(va, vb)
}

// only returns a selection of the one case id on lanes.
func only(id string, lanes []adapters.Lane) runner.Selection {
	return runner.Selection{Cases: []string{escapeGlob(id)}, Lanes: lanes}
}

// soundPasses runs the sound host.py on sel of corpus, jobs processes at
// once, gated at SHOULD, and returns an error unless it passes every
// observation, wording included: a mutant can only be judged by cases the
// sound host passes. Then also, when given, has the sound host.
func (l *loaded) soundPasses(ctx context.Context, corpus *vectors.Corpus, sel runner.Selection, jobs int, also func(adapters.Host) error) error {
	return l.withHost(ctx, l.sound, jobs, func(h adapters.Host) error {
		opt := gated
		opt.Jobs = jobs
		report := runner.RunWith(ctx, h, corpus, sel, opt)
		if report.Incomplete != nil {
			return fmt.Errorf("the sound %s: the run stopped: %s", l.set.Host, report.Incomplete.Reason)
		}
		if n, first := failures(report); n > 0 {
			return fmt.Errorf("the sound %s does not pass %d of %d observations, so no mutant of it can be judged: fix it first; the first: %v",
				l.set.Host, n, len(report.Results), first)
		}
		if also != nil {
			return also(h)
		}
		return nil
	})
}
