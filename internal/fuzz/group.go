package fuzz

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Group is one cause of failure, with one minimal example.
type Group struct {
	Who   string // differential.WhoHost, or WhoReference / WhoDerive: a bug of the suite
	Again bool   // found by giving the host its own script view again (SPEC 5 script idempotent)
	Cause Cause  // of the minimal example, on the first of Lanes
	// Lanes are the lanes where the same minimal input fails the same
	// class of check with the same kinds: one cause seen on several lanes.
	Lanes []adapters.Lane
	// Expect is the reference's expectation of the minimal input on each
	// of Lanes.
	Expect map[adapters.Lane]vectors.Expectation
	// Count is how many findings had a cause, before shrinking, whose
	// examples shrank to this group's (a cause whose examples shrank to
	// two groups counts in both).
	Count int
	// First is the seed index of the first generated input that showed
	// the cause; -1 when only seeds (Options.Seeds) showed it.
	First int
	// Seed, when set, is the name of the first seed (Options.Seeds) that
	// showed the cause: the seeds are judged first, so its example came
	// from there ("rfc-005/09-signed-never").
	Seed   string
	seedAt int // Seed's place in Options.Seeds; -1 when no seed showed it
	// Original is the size in bytes of the input the example was shrunk
	// from.
	Original int
	// Example is the minimal input and how it fails.
	Example differential.Finding
	// Vector is the example as a corpus vector: the input, its hidden
	// strings and the reference's expectation on the failing lane.
	Vector derive.Vector
}

// key names a finding's cause for grouping.
func key(who string, again bool, c Cause) string {
	a := "first"
	if again {
		a = "again"
	}
	return who + " " + a + " " + c.Key()
}

// causeOfFinding returns a finding's cause.
func causeOfFinding(f found) Cause {
	if f.Who != differential.WhoHost {
		return Cause{Lane: f.Lane, Class: f.Class}
	}
	return causeOf(f.Lane, f.Class, f.Want, f.got, f.err)
}

// group groups findings by cause, shrinks up to PerCause examples of each
// (spread through it) with the run's hosts at once, and groups the shrunk
// examples by their own cause, keeping the smallest example of each.
func group(ctx context.Context, opt Options, hosts *pool.Pool, findings []found) []Group {
	type cause struct {
		all  []found
		seen map[string]bool // the groups its examples shrank to
	}
	byKey := map[string]*cause{}
	var keys []string
	for _, f := range findings {
		k := key(f.Who, f.again, causeOfFinding(f))
		c, ok := byKey[k]
		if !ok {
			c = &cause{seen: map[string]bool{}}
			byKey[k] = c
			keys = append(keys, k)
		}
		c.all = append(c.all, f)
	}
	type task struct {
		cause *cause
		f     found
	}
	var tasks []task
	for _, k := range keys {
		c := byKey[k]
		picked := map[int]bool{}
		for i := range opt.PerCause {
			at := i * len(c.all) / opt.PerCause
			if !picked[at] {
				picked[at] = true
				tasks = append(tasks, task{c, c.all[at]})
			}
		}
	}
	shrunk := make([]found, len(tasks))
	next := make(chan int)
	var wg sync.WaitGroup
	for range opt.Jobs {
		wg.Go(func() {
			for i := range next {
				m, release, err := hosts.Acquire(ctx)
				if err != nil {
					shrunk[i] = tasks[i].f // the run is stopped: kept as found
					continue
				}
				shrunk[i] = shrink(ctx, opt, strict{m}, tasks[i].f)
				release()
			}
		})
	}
	for i := range tasks {
		next <- i
	}
	close(next)
	wg.Wait()

	groups := map[string]*Group{}
	var order []string
	for i, t := range tasks {
		ex := shrunk[i]
		c := causeOfFinding(ex)
		k := key(ex.Who, ex.again, c)
		g, ok := groups[k]
		if !ok {
			g = &Group{Who: ex.Who, Again: ex.again, Cause: c, First: -1, seedAt: -1, Original: len(t.f.Input), Example: ex.Finding}
			groups[k] = g
			order = append(order, k)
		}
		if !t.cause.seen[k] {
			t.cause.seen[k] = true
			g.Count += len(t.cause.all)
			for _, f := range t.cause.all {
				g.saw(f.index, f.seed, f.seedAt)
			}
		}
		if len(ex.Input) < len(g.Example.Input) {
			g.Example, g.Original = ex.Finding, len(t.f.Input)
		}
	}
	out := make([]Group, 0, len(order))
	for _, k := range order {
		out = append(out, *groups[k])
	}
	sortGroups(out)
	out = mergeLanes(out)
	for i := range out {
		out[i].Vector = vectorOf(out[i])
	}
	uniqueIDs(out)
	return out
}

// saw notes that the input of seed index (or, when seedAt ≥ 0, the seed
// of that place in Options.Seeds, called seed) showed the group's cause:
// First and Seed keep the first of each.
func (g *Group) saw(index int, seed string, seedAt int) {
	if seedAt >= 0 {
		if g.seedAt < 0 || seedAt < g.seedAt {
			g.Seed, g.seedAt = seed, seedAt
		}
		return
	}
	if index >= 0 && (g.First < 0 || index < g.First) {
		g.First = index
	}
}

// mergeLanes merges the groups whose minimal inputs are the same and fail
// the same class of check with the same kinds on other lanes, keeping the
// first group's place.
func mergeLanes(gs []Group) []Group {
	var out []Group
	at := map[string]int{}
	for _, g := range gs {
		c := g.Cause
		k := fmt.Sprintf("%s %t %s %q %q %s", g.Who, g.Again, c.Class, c.Want, c.Got, g.Example.Input)
		i, ok := at[k]
		if !ok {
			g.Lanes = []adapters.Lane{c.Lane}
			g.Expect = map[adapters.Lane]vectors.Expectation{c.Lane: g.Example.Want}
			at[k] = len(out)
			out = append(out, g)
			continue
		}
		m := &out[i]
		m.Lanes = append(m.Lanes, c.Lane)
		m.Expect[c.Lane] = g.Example.Want
		m.Count += g.Count
		m.saw(g.First, g.Seed, g.seedAt)
		m.Original = max(m.Original, g.Original)
	}
	return out
}

// sortGroups puts the host's groups first, then the suite's own; within
// them the gravest class first, then lanes in SPEC's order, the larger
// count first.
func sortGroups(gs []Group) {
	rank := func(g Group) (int, int, int) {
		who := 0
		if g.Who != differential.WhoHost {
			who = 1
		}
		class := slices.Index(compare.Classes(), g.Cause.Class)
		if class < 0 {
			class = len(compare.Classes())
		}
		return who, class, slices.Index(adapters.AllLanes(), g.Cause.Lane)
	}
	sort.SliceStable(gs, func(a, b int) bool {
		wa, ca, la := rank(gs[a])
		wb, cb, lb := rank(gs[b])
		switch {
		case wa != wb:
			return wa < wb
		case ca != cb:
			return ca < cb
		case la != lb:
			return la < lb
		}
		return gs[a].Count > gs[b].Count
	})
}

// shrink shrinks a finding to a minimal input that still shows the same
// cause: the same who, lane and class, and for the host's, the same kinds
// expected and shown.
func shrink(ctx context.Context, opt Options, h adapters.Host, f found) found {
	rec := &recorder{Host: h}
	want := causeOfFinding(f)
	j := differential.Judge{Host: rec, Keep: func(g differential.Finding) bool {
		if g.Who != differential.WhoHost {
			return true
		}
		return causeOf(g.Lane, g.Class, g.Want, rec.got, rec.err).same(want)
	}}
	sctx, cancel := context.WithTimeout(ctx, opt.ShrinkTime)
	defer cancel()
	ex := found{Finding: j.Shrink(sctx, f.Finding, opt.Shrink), again: f.again, got: f.got, err: f.err}
	if ex.Who == differential.WhoHost && string(ex.Input) != string(f.Input) {
		// What the host shows of the minimal input, for its cause.
		ex.got, ex.err = h.Observe(ctx, ex.Lane, ex.Input)
	}
	return ex
}
