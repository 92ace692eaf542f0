// Package fuzz finds a host's bugs beyond the corpus: it generates seeded,
// reproducible inputs across SPEC's space (package gen), judges the host on
// each lane of each against the reference host with the corpus's own
// comparison engine (package differential), groups the failures by root
// cause, what the host did wrong whatever the lane or the input (rootOf,
// read from the cause `rfc005 run` gives the same failure:
// compare.Result.Cause), shrinks each to a minimal input that still fails
// with the same root cause, and writes one vector per group that `rfc005
// run --vectors` replays.
//
//	r, err := fuzz.Run(ctx, fuzz.Options{
//		Seed:  1,
//		Count: 2000,
//		Start: func(context.Context) (adapters.Host, error) { return reference.New(), nil },
//	})
//	for _, g := range r.Groups {
//		fmt.Println(g.Cause, g.Vector.ID)
//	}
package fuzz

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// GCPercent is the garbage collector's target the fuzz command sets
// (unless $GOGC does): a run's live heap is small and its garbage large, so
// the default of 100 collects far more often than memory needs (measured:
// about a fifth more inputs a second at 400).
const GCPercent = 400

// Options says what a run generates, and against which host.
type Options struct {
	Seed  int64
	Shard Shard // the part of the seed's inputs to run; the zero Shard is 1/1
	// Count is how many inputs this shard runs; Duration how long it may
	// generate. With both, whichever ends first; with neither, 1000 inputs.
	Count    int
	Duration time.Duration
	// Lanes limits the lanes observed; nil observes every lane an input
	// has that the host serves.
	Lanes []adapters.Lane
	// Jobs is how many hosts may judge at once (default 1). They are a
	// pool.Start pool: Start is called for the first, and judging begins
	// with it; the others are started while it judges, as long as they
	// make judging faster.
	Jobs  int
	Start func(ctx context.Context) (adapters.Host, error)
	// Shrink bounds the candidate inputs tried to shrink one failure
	// (default 2000); ShrinkTime the time spent shrinking one (default
	// 20s): a host that hangs costs its timeout for every candidate.
	Shrink     int
	ShrinkTime time.Duration
	// Fault is the fault planted in the reference the host is judged
	// against: fault.None, the sound reference, but in a mutation run.
	Fault fault.ID
	// PerCause is how many failures of one cause on one lane are shrunk
	// (default 2): of their minimal inputs, the group keeps the one that
	// fails with the cause on the most other lanes, the smallest of those.
	PerCause int
	// Progress, when set, is called about once a second while inputs are
	// judged, and once when they are all judged.
	Progress func(Progress)
	// Seeds are inputs judged before the generated ones, in their order
	// (rfc005 fuzz --vectors: a corpus's cases). Each is judged exactly as
	// a generated input is: on every lane it can take that the run
	// observes (gen.Lanes), against the reference, with the hidden
	// strings gen.Hidden finds, and its failures shrunk and grouped with
	// the others. Count and Duration bound the generated inputs only;
	// Shard splits the seeds too: shard K of N judges seed j when
	// j mod N = K−1.
	Seeds []Seed
}

// Seed is an input judged before the generated ones: a case of a corpus,
// named by its id.
type Seed struct {
	Name  string // the case's id: "rfc-005/09-signed-never"
	Input adapters.Input
}

// SeedsOf returns the inputs of cases as seeds, in their order, leaving out
// each case that is out of scope (vectors.Case.OutOfScope): skipped says
// how many were.
func SeedsOf(cases []*vectors.Case) (seeds []Seed, skipped int) {
	for _, c := range cases {
		if c.OutOfScope != "" {
			skipped++
			continue
		}
		seeds = append(seeds, Seed{Name: c.ID, Input: c.Input})
	}
	return seeds, skipped
}

// Progress is how far a run has come, counted as its Report counts: over
// the inputs judged in full from the first on, Seeds of Options.Seeds and
// then Inputs generated ones, so that the last Progress and the Report
// agree.
type Progress struct {
	Seeds, Inputs int
	Observations  int
	Findings      int
	Elapsed       time.Duration
	Shrinking     bool // the inputs are judged: the failures are being shrunk
}

// String says how far a run has come, in the words the summary uses:
// "2 corpus input(s) from --vectors, then 150 inputs, 1221 observations,
// 3 failure(s)".
func (p Progress) String() string {
	seeds := ""
	if p.Seeds > 0 {
		seeds = fmt.Sprintf("%d corpus input(s) from --vectors, then ", p.Seeds)
	}
	return fmt.Sprintf("%s%d inputs, %d observations, %d failure(s)", seeds, p.Inputs, p.Observations, p.Findings)
}

// progressOf counts results as a Report does: the first n (those judged
// in full from the first on), of which the first seeds are seeds.
func progressOf(results []result, seeds int) Progress {
	var p Progress
	n := 0
	for n < len(results) && results[n].done {
		p.Observations += results[n].observations
		p.Findings += len(results[n].findings)
		n++
	}
	p.Seeds = min(n, seeds)
	p.Inputs = n - p.Seeds
	return p
}

// Report is what a run found.
type Report struct {
	Seed  int64
	Shard Shard
	Host  adapters.Identity
	Lanes []adapters.Lane // the lanes observed: selected and served
	// Missing are the lanes selected (every lane, unless Options.Lanes
	// narrows them) the host does not serve: a run that misses one fails,
	// as `rfc005 run` does, for skips never make a run green.
	Missing []adapters.Lane
	Inputs  int // generated inputs judged, seed indexes Shard.Index(0) … Shard.Index(Inputs-1)
	// Seeds is how many of Options.Seeds were judged: those of the shard,
	// unless the run stopped first.
	Seeds int
	// Observations counts the lanes judged over every input, and the
	// second views the script idempotence check asked for.
	Observations int
	Findings     int     // failures before grouping
	Groups       []Group // one per root cause, the gravest first
	Elapsed      time.Duration
	// Stopped says why the run ended before its count or duration (the
	// context was cancelled, the host could no longer start); nil when it
	// ran them.
	Stopped error
	// Short says why fewer hosts than Options.Jobs judged: one that did
	// not start, or did not say the first's hello (pool.Pool.Short). The
	// findings stand: each came from a host that agreed.
	Short error
}

// Failed reports whether the run found something: a group, a lane
// selected that the host does not serve, or an early stop.
func (r Report) Failed() bool { return len(r.Groups) > 0 || len(r.Missing) > 0 || r.Stopped != nil }

// Run generates inputs, judges the host on each, and groups and shrinks
// what fails. It returns an error only when no host could be started or
// the options are wrong; a host that fails later is a finding, or, when it
// cannot even be restarted, ends the run early (Report.Stopped).
func Run(ctx context.Context, opt Options) (Report, error) {
	opt = defaults(opt)
	r := Report{Seed: opt.Seed, Shard: opt.Shard.norm()}
	if opt.Start == nil {
		return r, errors.New("fuzz: no host to start (Options.Start)")
	}
	seeds, err := shardSeeds(opt)
	if err != nil {
		return r, err
	}
	hosts, err := pool.Start(ctx, opt.Jobs, opt.Start)
	if err != nil {
		return r, err
	}
	defer hosts.Close()
	r.Host = hosts.Identity()
	r.Lanes = observed(opt.Lanes, hosts.Lanes())
	for _, l := range observed(opt.Lanes, adapters.AllLanes()) {
		if !slices.Contains(r.Lanes, l) {
			r.Missing = append(r.Missing, l)
		}
	}
	if len(r.Lanes) == 0 {
		return r, fmt.Errorf("the host serves none of the lanes selected (%v); it serves %v", laneNames(opt.Lanes), laneNames(hosts.Lanes()))
	}
	started := time.Now()
	results, stopped := judgeAll(ctx, opt, hosts, r.Lanes, seeds, started)
	r.Stopped = stopped
	r.Seeds = min(len(results), len(seeds))
	r.Inputs = len(results) - r.Seeds
	var findings []found
	for n, res := range results {
		r.Observations += res.observations
		for _, f := range res.findings {
			if n < len(seeds) {
				f.index, f.seed, f.seedAt = -1, seeds[n].name, seeds[n].at
			} else {
				f.index, f.seedAt = opt.Shard.Index(n-len(seeds)), -1
			}
			findings = append(findings, f)
		}
	}
	r.Findings = len(findings)
	if opt.Progress != nil {
		opt.Progress(Progress{Seeds: r.Seeds, Inputs: r.Inputs, Observations: r.Observations, Findings: r.Findings,
			Elapsed: time.Since(started), Shrinking: len(findings) > 0})
	}
	r.Groups = group(ctx, opt, hosts, findings)
	r.Elapsed = time.Since(started)
	r.Short = hosts.Short()
	return r, nil
}

func defaults(opt Options) Options {
	if opt.Count <= 0 && opt.Duration <= 0 {
		opt.Count = 1000
	}
	if opt.Jobs < 1 {
		opt.Jobs = 1
	}
	if opt.Shrink <= 0 {
		opt.Shrink = 2000
	}
	if opt.ShrinkTime <= 0 {
		opt.ShrinkTime = 20 * time.Second
	}
	if opt.PerCause <= 0 {
		opt.PerCause = 2
	}
	return opt
}

// observed returns the lanes of selected (every lane when nil) the host
// serves, in SPEC's order.
func observed(selected, served []adapters.Lane) []adapters.Lane {
	var out []adapters.Lane
	for _, l := range adapters.AllLanes() {
		if (selected == nil || slices.Contains(selected, l)) && slices.Contains(served, l) {
			out = append(out, l)
		}
	}
	return out
}

func laneNames(lanes []adapters.Lane) []string {
	out := make([]string, len(lanes))
	for i, l := range lanes {
		out[i] = string(l)
	}
	return out
}

// result is what judging one input gave.
type result struct {
	findings     []found
	observations int
	done         bool
}

// found is a finding with the seed index of the input that showed it (or
// the seed, Options.Seeds, that did).
type found struct {
	differential.Finding
	index  int    // the generated input's seed index; -1 for a seed
	seed   string // the seed's name, for a seed
	seedAt int    // the seed's place in Options.Seeds; -1 for a generated input
	again  bool   // found by giving the host its own script view again
}

// seedCase is a seed of the shard as the run judges it.
type seedCase struct {
	name string
	at   int // its place in Options.Seeds
	c    gen.Case
}

// shardSeeds returns the seeds of the run's shard (seed j when
// j mod N = K−1), each read as a generated input is: its hidden strings
// and lanes. A seed gen cannot read is an error of the options.
func shardSeeds(opt Options) ([]seedCase, error) {
	var out []seedCase
	for m := 0; ; m++ {
		j := opt.Shard.Index(m)
		if j >= len(opt.Seeds) {
			return out, nil
		}
		s := opt.Seeds[j]
		hidden, err := gen.Hidden(s.Input)
		if err == nil {
			var lanes []adapters.Lane
			lanes, err = gen.Lanes(s.Input)
			if err == nil {
				out = append(out, seedCase{name: s.Name, at: j, c: gen.Case{Input: s.Input, Hidden: hidden, Lanes: lanes}})
				continue
			}
		}
		return nil, fmt.Errorf("fuzz: the input of %s cannot be judged: %v", s.Name, err)
	}
}

// judgeAll judges the seeds of the shard, then generated inputs, with one
// worker per host until the count is reached, the duration has passed or
// ctx is done, and returns the results of the seeds and then of inputs
// 0 … n−1 of the shard, every one of them judged. The count and the
// duration bound the generated inputs only: the duration runs from the
// first generated input taken.
func judgeAll(ctx context.Context, opt Options, hosts *pool.Pool, lanes []adapters.Lane, seeds []seedCase, started time.Time) ([]result, error) {
	var (
		mu      sync.Mutex
		results []result
		next    atomic.Int64
		stop    atomic.Bool
		stopped error
	)
	var (
		deadline     time.Time
		deadlineOnce sync.Once
	)
	deadlineOf := func() time.Time {
		deadlineOnce.Do(func() {
			if opt.Duration > 0 {
				deadline = time.Now().Add(opt.Duration)
			}
		})
		return deadline
	}
	halt := func(err error) {
		mu.Lock()
		if stopped == nil {
			stopped = err
		}
		mu.Unlock()
		stop.Store(true)
	}
	var wg sync.WaitGroup
	for range opt.Jobs {
		wg.Go(func() {
			for !stop.Load() {
				if ctx.Err() != nil {
					halt(context.Cause(ctx))
					return
				}
				n := int(next.Add(1) - 1)
				name, c := "", gen.Case{}
				if n < len(seeds) {
					name, c = "fuzz seed "+seeds[n].name, seeds[n].c
				} else {
					if opt.Count > 0 && n-len(seeds) >= opt.Count {
						stop.Store(true)
						return
					}
					if d := deadlineOf(); !d.IsZero() && !time.Now().Before(d) {
						stop.Store(true)
						return
					}
					i := opt.Shard.Index(n - len(seeds))
					name, c = "fuzz input "+strconv.Itoa(i), gen.One(opt.Seed, i)
				}
				m, release, err := hosts.Acquire(ctx)
				if err != nil {
					halt(context.Cause(ctx))
					return
				}
				res, err := judge{host: strict{m}, lanes: lanes, fault: opt.Fault}.input(ctx, name, c)
				release()
				if err != nil {
					halt(err)
				}
				mu.Lock()
				for len(results) <= n {
					results = append(results, result{})
				}
				results[n] = res
				mu.Unlock()
			}
		})
	}
	done := make(chan struct{})
	if opt.Progress != nil {
		go func() {
			t := time.NewTicker(time.Second)
			defer t.Stop()
			for {
				select {
				case <-done:
					return
				case <-t.C:
					mu.Lock()
					p := progressOf(results, len(seeds))
					mu.Unlock()
					p.Elapsed = time.Since(started)
					opt.Progress(p)
				}
			}
		}()
	}
	wg.Wait()
	close(done)
	// Keep the inputs judged in full, up to the first that is not: a run
	// stopped early reports a prefix of the shard, as a rerun with that
	// count would judge it.
	n := 0
	for n < len(results) && results[n].done {
		n++
	}
	return results[:n], stopped
}
