package fuzz

import (
	"context"
	"slices"
	"sort"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Group is one root cause of failure, with one minimal example.
type Group struct {
	Who   string // differential.WhoHost, or WhoReference / WhoDerive: a bug of the suite
	Again bool   // found by giving the host its own script view again (SPEC 5 script idempotent)
	// Root is what every failure of the group has in common (rootOf): what
	// the host did wrong, whatever the input, the lane or the form of the
	// wrong thing.
	Root string
	// Cause is the example's cause as `rfc005 run` computes it
	// (compare.Result.Cause: of the block that fails, whatever its
	// neighbours): what it shows on Example.Lane, in run's words. Other
	// findings of the group may show the root otherwise (an image where
	// the example shows text). A reference or derive error has only its
	// class.
	Cause compare.Cause
	// Lanes are the lanes, in SPEC's order, where the cause was seen and
	// the minimal input fails with it: one cause on several lanes.
	Lanes []adapters.Lane
	// Expect is the reference's expectation of the minimal input on each
	// of Lanes.
	Expect map[adapters.Lane]vectors.Expectation
	// Causes are the minimal input's causes on each of Lanes, as run
	// computes them there (causeOf): one root cause in each lane's words
	// (an image at the system position on injection/system, the no-data
	// marker's image on tool-result/live). Cause is Example.Lane's.
	Causes map[adapters.Lane]compare.Cause
	// clauses are the clauses the minimal input's failed checks cite on
	// each of Lanes, in the order first seen: the vector's spec list
	// (clauses).
	clauses []string
	// Count is how many findings had the cause on one of Lanes.
	Count int
	// Seen are the ways the findings showed the root cause, in the order
	// first seen: the kinds SPEC shows where the host showed its wrong
	// thing ("text", "image", "marker:withheld"), or for a leak the forms
	// the uri leaked in ("as sent", "in other letter case").
	Seen []string
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
	// Example is the minimal input and how it fails with the cause, on
	// the lane of the group where the cause was seen most (Example.Lane).
	Example differential.Finding
	// Vector is the example as a corpus vector: the input, its hidden
	// strings and the reference's expectation on the failing lane.
	Vector derive.Vector
}

// causeOf returns a finding's cause as `rfc005 run` reports it: the cause
// the comparison gave its result (compare.Result.Cause), kept as the
// runner keeps it (Result.Bounded), so that two findings have one cause
// exactly when the runner would group their results in one CauseGroup. A
// reference or derive error has no result: its cause is its class.
func causeOf(f differential.Finding) compare.Cause {
	if f.Err != nil || f.Result.Cause.IsZero() {
		return compare.Cause{Class: f.Class}
	}
	return runner.Result{Cause: f.Result.Cause}.Bounded().Cause
}

// key names a finding's root cause, whatever its lane: whether the view
// was given back, and what the host did wrong (rootOf).
func key(f found) string {
	return again(f.again) + "\x00" + rootOf(f.Finding)
}

func again(b bool) string {
	if b {
		return "again"
	}
	return "first"
}

// A cause is the findings of one key (one root cause), by lane.
type cause struct {
	lanes  []adapters.Lane // by findings, the most first, then in SPEC's order
	byLane map[adapters.Lane][]found
}

// group groups findings by root cause (key), each cause's groups made by
// groupCause, the causes shrunk with the run's hosts at once.
func group(ctx context.Context, opt Options, hosts *pool.Pool, findings []found) []Group {
	byKey := map[string]*cause{}
	var keys []string
	for _, f := range findings {
		k := key(f)
		c, ok := byKey[k]
		if !ok {
			c = &cause{byLane: map[adapters.Lane][]found{}}
			byKey[k] = c
			keys = append(keys, k)
		}
		if _, ok := c.byLane[f.Lane]; !ok {
			c.lanes = append(c.lanes, f.Lane)
		}
		c.byLane[f.Lane] = append(c.byLane[f.Lane], f)
	}
	for _, c := range byKey {
		sort.SliceStable(c.lanes, func(a, b int) bool {
			na, nb := len(c.byLane[c.lanes[a]]), len(c.byLane[c.lanes[b]])
			if na != nb {
				return na > nb
			}
			return slices.Index(adapters.AllLanes(), c.lanes[a]) < slices.Index(adapters.AllLanes(), c.lanes[b])
		})
	}
	made := make([][]Group, len(keys))
	next := make(chan int)
	var wg sync.WaitGroup
	for range opt.Jobs {
		wg.Go(func() {
			for i := range next {
				made[i] = groupCause(ctx, opt, hosts, byKey[keys[i]])
			}
		})
	}
	for i := range keys {
		next <- i
	}
	close(next)
	wg.Wait()

	var out []Group
	for _, gs := range made {
		out = append(out, gs...)
	}
	sortGroups(out)
	for i := range out {
		out[i].Vector = vectorOf(out[i])
	}
	uniqueIDs(out)
	return out
}

// groupCause makes the groups of one root cause: one per minimal input,
// with the lanes where it fails with the root. Of the lane with the most
// findings it shrinks PerCause findings, those whose inputs show the root
// on the most lanes first, and keeps the example that fails with it on the
// most other lanes (the smallest of those); the lanes left are grouped the
// same way, and the groups folded where one example covers another's
// lanes (fold).
func groupCause(ctx context.Context, opt Options, hosts *pool.Pool, c *cause) []Group {
	seenOn := map[string]int{} // an input's lanes with the cause
	for _, l := range c.lanes {
		for _, f := range c.byLane[l] {
			seenOn[string(f.Input)]++
		}
	}
	var out []Group
	left := slices.Clone(c.lanes)
	for len(left) > 0 {
		lane := left[0]
		left = left[1:]
		all := slices.Clone(c.byLane[lane])
		sort.SliceStable(all, func(a, b int) bool { return seenOn[string(all[a].Input)] > seenOn[string(all[b].Input)] })
		first := all[0]
		g := Group{Who: first.Who, Again: first.again, Root: rootOf(first.Finding), First: -1, seedAt: -1,
			Lanes: []adapters.Lane{lane}, Original: len(first.Input), Example: first.Finding}
		m, release, err := hosts.Acquire(ctx)
		if err == nil { // else the run is stopped: kept as found
			h := strict{m}
			var best []adapters.Lane
			var bestShown map[adapters.Lane]differential.Finding
			picked := map[int]bool{}
			for i := range opt.PerCause {
				at := i * len(all) / opt.PerCause
				if picked[at] {
					continue
				}
				picked[at] = true
				ex := shrink(ctx, opt, h, all[at])
				var on []adapters.Lane
				shown := map[adapters.Lane]differential.Finding{}
				for _, other := range left {
					if f, ok := showsCause(ctx, opt.Fault, h, ex.Finding, other); ok {
						on = append(on, other)
						shown[other] = f
					}
				}
				if at == 0 || len(on) > len(best) || len(on) == len(best) && len(ex.Input) < len(g.Example.Input) {
					g.Example, g.Original, best, bestShown = ex.Finding, len(all[at].Input), on, shown
				}
			}
			release()
			g.Lanes = append(g.Lanes, best...)
			for l, f := range bestShown {
				g.shows(l, f)
			}
			left = slices.DeleteFunc(left, func(l adapters.Lane) bool { return slices.Contains(best, l) })
		}
		g.Cause = causeOf(g.Example)
		g.Lanes = inLaneOrder(g.Lanes)
		g.shows(lane, g.Example)
		for _, l := range g.Lanes {
			g.Count += len(c.byLane[l])
			for _, f := range c.byLane[l] {
				g.saw(f.index, f.seed, f.seedAt)
				g.Seen = seenAdd(g.Seen, seenAs(f.Finding))
			}
		}
		out = append(out, g)
	}
	return fold(ctx, opt.Fault, hosts, out)
}

// fold merges the groups of one root cause where one example shows it on
// another group's lanes too: a group whose example came from data (given
// on the tool-result lanes only) goes into one whose example is content
// that fails the same way on those lanes, so one root cause is one group
// wherever an example can show it.
func fold(ctx context.Context, f fault.ID, hosts *pool.Pool, gs []Group) []Group {
	if len(gs) < 2 {
		return gs
	}
	m, release, err := hosts.Acquire(ctx)
	if err != nil {
		return gs // the run is stopped: kept as found
	}
	defer release()
	h := strict{m}
	for i := 0; i < len(gs); i++ {
		for j := range gs {
			if i == j {
				continue
			}
			if shown, ok := showsOnAll(ctx, f, h, gs[j].Example, gs[i].Lanes); ok {
				gs[j].absorb(gs[i], shown)
				gs = slices.Delete(gs, i, i+1)
				i--
				break
			}
		}
	}
	return gs
}

// showsOnAll reports whether ex's input fails with its root cause on each
// of lanes, and how it fails on each.
func showsOnAll(ctx context.Context, planted fault.ID, h adapters.Host, ex differential.Finding, lanes []adapters.Lane) (map[adapters.Lane]differential.Finding, bool) {
	shown := map[adapters.Lane]differential.Finding{}
	for _, l := range lanes {
		f, ok := showsCause(ctx, planted, h, ex, l)
		if !ok {
			return nil, false
		}
		shown[l] = f
	}
	return shown, true
}

// absorb takes o's lanes, with shown how g's example fails on each, and
// its findings into g.
func (g *Group) absorb(o Group, shown map[adapters.Lane]differential.Finding) {
	for l, f := range shown {
		g.shows(l, f)
	}
	g.Lanes = inLaneOrder(append(g.Lanes, o.Lanes...))
	g.Count += o.Count
	for _, s := range o.Seen {
		g.Seen = seenAdd(g.Seen, s)
	}
	if o.First >= 0 {
		g.saw(o.First, "", -1)
	}
	if o.seedAt >= 0 {
		g.saw(-1, o.Seed, o.seedAt)
	}
}

// showsCause reports whether ex's input fails on lane with ex's root
// cause (rootOf), and how it fails there: the reference's expectation
// and the cause in that lane's words.
func showsCause(ctx context.Context, planted fault.ID, h adapters.Host, ex differential.Finding, lane adapters.Lane) (differential.Finding, bool) {
	if lanes, err := gen.Lanes(ex.Input); err != nil || !slices.Contains(lanes, lane) {
		return differential.Finding{}, false
	}
	want := rootOf(ex)
	for _, f := range (differential.Judge{Host: h, Fault: planted}).Check(ctx, lane, ex.Input, ex.Hidden) {
		if rootOf(f) == want {
			return f, true
		}
	}
	return differential.Finding{}, false
}

// shows notes how the group's example fails on lane, f: the reference's
// expectation there (Expect) and the cause in the lane's words (Causes).
func (g *Group) shows(lane adapters.Lane, f differential.Finding) {
	if g.Expect == nil {
		g.Expect = map[adapters.Lane]vectors.Expectation{}
	}
	if g.Causes == nil {
		g.Causes = map[adapters.Lane]compare.Cause{}
	}
	g.Expect[lane] = f.Want
	g.Causes[lane] = causeOf(f)
	for _, c := range f.Result.Findings {
		if c.Class != compare.ClassProfile && !slices.Contains(g.clauses, c.Clause) {
			g.clauses = append(g.clauses, c.Clause)
		}
	}
}

// inLaneOrder returns lanes in SPEC's order, each once (nil
// for none).
func inLaneOrder(lanes []adapters.Lane) []adapters.Lane {
	if out := slices.DeleteFunc(adapters.AllLanes(), func(l adapters.Lane) bool { return !slices.Contains(lanes, l) }); len(out) > 0 {
		return out
	}
	return nil
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
		return who, class, slices.Index(adapters.AllLanes(), g.Lanes[0])
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

// shrink shrinks a finding to a minimal input that still fails with the
// same root cause (rootOf) on the same lane: a smaller input that fails
// otherwise, even with the same class of check, is not taken, so the
// example is of its group's root cause and keeps only the blocks it needs.
func shrink(ctx context.Context, opt Options, h adapters.Host, f found) found {
	want := rootOf(f.Finding)
	j := differential.Judge{Host: h, Fault: opt.Fault, Keep: func(g differential.Finding) bool {
		return rootOf(g) == want
	}}
	sctx, cancel := context.WithTimeout(ctx, opt.ShrinkTime)
	defer cancel()
	return found{Finding: j.Shrink(sctx, f.Finding, opt.Shrink), again: f.again}
}

// seenAs is how a finding showed its root cause (Group.Seen).
func seenAs(f differential.Finding) string {
	c := causeOf(f)
	if c.Class == compare.ClassLeak {
		return c.Got
	}
	return shownAs(c.Want)
}

func seenAdd(seen []string, s string) []string {
	if s == "" || slices.Contains(seen, s) {
		return seen
	}
	return append(seen, s)
}
