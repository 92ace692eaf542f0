package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/casehost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// poolOf returns a pool of n hosts made by newHost.
func poolOf(t testing.TB, n int, newHost func() adapters.Host) *pool.Pool {
	t.Helper()
	hosts := make([]adapters.Host, n)
	for i := range hosts {
		hosts[i] = newHost()
	}
	p, err := pool.New(hosts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// sameReport fails t unless a and b hold the same results, and write the
// same JSON report but for when they ran.
func sameReport(t *testing.T, a, b Report) {
	t.Helper()
	if !reflect.DeepEqual(a.Results, b.Results) {
		for i := range min(len(a.Results), len(b.Results)) {
			if !reflect.DeepEqual(a.Results[i], b.Results[i]) {
				t.Fatalf("result %d of %d: %s on %s, want %s on %s", i, len(b.Results),
					b.Results[i].Case, b.Results[i].Lane, a.Results[i].Case, a.Results[i].Lane)
			}
		}
		t.Fatalf("%d results, want %d", len(b.Results), len(a.Results))
	}
	ja, jb := jsonWithoutTimes(t, a), jsonWithoutTimes(t, b)
	if !bytes.Equal(ja, jb) {
		i := 0
		for i < min(len(ja), len(jb)) && ja[i] == jb[i] {
			i++
		}
		from := max(0, i-200)
		t.Fatalf("the JSON reports differ at byte %d:\n%s\n----\n%s", i, ja[from:min(len(ja), i+200)], jb[from:min(len(jb), i+200)])
	}
}

func jsonWithoutTimes(t *testing.T, r Report) []byte {
	t.Helper()
	r.Started, r.Duration = time.Time{}, 0
	data, err := r.jsonReport()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// jobsSelection returns what the jobs tests score: with -tags long every
// case; in a quick run every case but the few nested ten thousand levels
// deep (tagged deep), which take most of a run's time and nothing of its
// jobs' (TestSelection scores them in every run).
func jobsSelection(t *testing.T) Selection {
	t.Helper()
	if longrun.Enabled {
		return Selection{}
	}
	return Selection{Tags: "~@deep"}
}

// jobsSample are the hosts of the wrong host gallery
// TestJobsGiveTheSameReport scores in the quick run: one wrong kind, one
// leak, one error; with -tags long (.ci/run), it scores every one.
var jobsSample = []string{"empty-markers", "uri-percent-encoded", "error-everywhere"}

// TestJobsGiveTheSameReport scores the reference, and hosts of the wrong
// host gallery (jobsSample, or every one with -tags long), one
// observation at a time and with a pool of four observing at once: the
// results are the same, in corpus order, and so is the JSON report. A
// quick run scores jobsSelection's cases.
func TestJobsGiveTheSameReport(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	hosts := []wronghost.Host{{Name: "reference", New: reference.New}}
	for _, h := range wronghost.Gallery() {
		if longrun.Enabled || slices.Contains(jobsSample, h.Name) {
			hosts = append(hosts, h)
		}
	}
	if len(hosts) < 1+len(jobsSample) {
		t.Fatalf("the gallery lacks a host of %v", jobsSample)
	}
	sel := jobsSelection(t)
	for _, wh := range hosts {
		t.Run(wh.Name, func(t *testing.T) {
			one := RunWith(context.Background(), wh.New(), corpus, sel, Options{Jobs: 1})
			four := RunWith(context.Background(), poolOf(t, 4, wh.New), corpus, sel, Options{Jobs: 4})
			if one.Incomplete != nil || len(one.Results) == 0 {
				t.Fatalf("the run of one job: %d results, incomplete %+v", len(one.Results), one.Incomplete)
			}
			if wh.Name != "reference" && one.Count().Pass == len(one.Results) {
				t.Fatal("a host of the gallery passed everything")
			}
			sameReport(t, one, four)
		})
	}
}

// TestJobsProgress scores with four jobs: Progress is never called while
// it runs, is told of every result once, and ends with the run's counts.
// A quick run scores jobsSelection's cases.
func TestJobsProgress(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	var inside atomic.Int32
	var calls []Progress
	opt := Options{Jobs: 4, Progress: func(p Progress) {
		if inside.Add(1) != 1 {
			t.Error("Progress was called while it ran")
		}
		runtime.Gosched()
		calls = append(calls, p)
		inside.Add(-1)
	}}
	r := RunWith(context.Background(), poolOf(t, 4, gallery(t, "empty-markers")), corpus, jobsSelection(t), opt)
	if len(calls) != len(r.Results)+1 {
		t.Fatalf("Progress was called %d times for %d results, want once more", len(calls), len(r.Results))
	}
	failed := 0
	for i, p := range calls {
		if p.Observed != i || p.Selected != len(r.Results) {
			t.Fatalf("call %d: %d of %d observed, want %d of %d", i, p.Observed, p.Selected, i, len(r.Results))
		}
	}
	for _, res := range r.Results {
		if res.Gating() {
			failed++
		}
	}
	last := calls[len(calls)-1]
	if failed == 0 || last.Failed != failed || last.Slowest == "" {
		t.Errorf("the last progress is %+v, want %d failed and the slowest", last, failed)
	}
}

// gallery returns the maker of the wrong host called name.
func gallery(t *testing.T, name string) func() adapters.Host {
	for _, h := range wronghost.Gallery() {
		if h.Name == name {
			return h.New
		}
	}
	t.Fatalf("no wrong host %s", name)
	return nil
}

// blockHost is a host that answers every input at once but one case's
// (that very slice, not its bytes), which it never answers: those
// observations wait for their context to end.
type blockHost struct {
	adapters.Host
	block adapters.Input
}

func (h blockHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if len(in) > 0 && &in[0] == &h.block[0] {
		<-ctx.Done()
		return adapters.Observation{}, ctx.Err()
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestJobsCancelled scores four jobs with a host that never answers the
// second case: once the others are answered the run is cancelled, and the
// report keeps every answered observation, in corpus order, leaves out
// the second case, is Incomplete with the cancel's cause, and leaves no
// goroutine behind. A quick run scores jobsSelection's cases.
func TestJobsCancelled(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	sel := jobsSelection(t)
	full := Run(context.Background(), reference.New(), corpus, sel)
	stuck := corpus.Cases[1]
	var want []Result
	for _, res := range full.Results {
		if res.Case != stuck.ID {
			want = append(want, res)
		}
	}
	if len(want) == len(full.Results) || len(want) == 0 {
		t.Fatalf("case %s is not observed", stuck.ID)
	}
	before := runtime.NumGoroutine()
	watchdog, stopWatchdog := context.WithTimeout(context.Background(), time.Minute)
	defer stopWatchdog()
	ctx, cancel := context.WithCancelCause(watchdog)
	defer cancel(nil)
	stop := errors.New("interrupted by SIGINT")
	opt := Options{Jobs: 4, Progress: func(p Progress) {
		if p.Observed == len(want) {
			cancel(stop)
		}
	}}
	h := poolOf(t, 4, func() adapters.Host { return blockHost{reference.New(), stuck.Input} })
	r := RunWith(ctx, h, corpus, sel, opt)
	if r.Incomplete == nil || r.Incomplete.Reason != stop.Error() ||
		r.Incomplete.Observed != len(r.Results) || r.Incomplete.Selected != len(full.Results) {
		t.Errorf("incomplete %+v after %d of %d observations, want %q", r.Incomplete, len(r.Results), len(full.Results), stop)
	}
	if !reflect.DeepEqual(r.Results, want) {
		t.Errorf("%d results, want the %d answered in corpus order", len(r.Results), len(want))
	}
	if n := settledGoroutines(before); n > before {
		t.Errorf("%d goroutines after the run, %d before", n, before)
	}
}

// TestJobsCancelledAnyTime cancels runs of four jobs, each after a few
// more results: the results are always some of the full run's, in its
// order, and as many as Incomplete says; no goroutine is left behind. A
// quick run scores jobsSelection's cases.
func TestJobsCancelledAnyTime(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	sel := jobsSelection(t)
	full := Run(context.Background(), reference.New(), corpus, sel)
	h := poolOf(t, 4, reference.New)
	before := runtime.NumGoroutine()
	for after := 0; after < 200; after += 37 {
		ctx, cancel := context.WithCancel(context.Background())
		r := RunWith(ctx, h, corpus, sel, Options{Jobs: 4, Progress: func(p Progress) {
			if p.Observed == after {
				cancel()
			}
		}})
		cancel()
		if r.Incomplete == nil || r.Incomplete.Observed != len(r.Results) || len(r.Results) < after {
			t.Fatalf("cancelled after %d: incomplete %+v, %d results", after, r.Incomplete, len(r.Results))
		}
		i := 0
		for _, res := range r.Results {
			for i < len(full.Results) && !reflect.DeepEqual(full.Results[i], res) {
				i++
			}
			if i == len(full.Results) {
				t.Fatalf("cancelled after %d: %s on %s is not in the full run's order", after, res.Case, res.Lane)
			}
			i++
		}
	}
	if n := settledGoroutines(before); n > before {
		t.Errorf("%d goroutines after the runs, %d before", n, before)
	}
}

// settledGoroutines returns how many goroutines run once no more than
// want do, or a few seconds passed.
func settledGoroutines(want int) int {
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(5 * time.Second); n > want && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// TestJobsStartCases scores with one job and with a pool of three
// observing at once: each member is told where each of its cases begins,
// then given that case's lanes, in order, as the one host of one job is.
// A pool that lends no member (closed) is not told of cases, nor is a
// host three jobs share: their cases are not theirs alone. A quick run
// scores jobsSelection's cases.
func TestJobsStartCases(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	sel := jobsSelection(t)
	lanes, selected := map[string][]string{}, 0
	for _, c := range corpus.Cases {
		if sel.Takes(c) {
			selected++
		}
		for _, l := range c.Lanes() {
			lanes[c.ID] = append(lanes[c.ID], string(l))
		}
	}
	check := func(t *testing.T, h *casehost.Host) int {
		t.Helper()
		cases := 0
		for i := 0; i < len(h.Calls()); {
			var id string
			if _, err := fmt.Sscanf(h.Calls()[i], "case %s", &id); err != nil {
				t.Fatalf("call %d is %q, not the start of a case", i, h.Calls()[i])
			}
			got := h.Calls()[i+1 : min(i+1+len(lanes[id]), len(h.Calls()))]
			if !reflect.DeepEqual(got, lanes[id]) {
				t.Fatalf("case %s: observed %v, want %v", id, got, lanes[id])
			}
			i += 1 + len(got)
			cases++
		}
		return cases
	}
	t.Run("one", func(t *testing.T) {
		h := casehost.New(reference.New())
		Run(context.Background(), h, corpus, sel)
		if n := check(t, h); n != selected {
			t.Errorf("%d cases started, want %d", n, selected)
		}
	})
	t.Run("pool", func(t *testing.T) {
		var members []*casehost.Host
		p := poolOf(t, 3, func() adapters.Host {
			members = append(members, casehost.New(reference.New()))
			return members[len(members)-1]
		})
		RunWith(context.Background(), p, corpus, sel, Options{Jobs: 3})
		n := 0
		for _, m := range members {
			n += check(t, m)
		}
		if n != selected {
			t.Errorf("%d cases started, want %d", n, selected)
		}
	})
	t.Run("closed pool", func(t *testing.T) {
		var members []*casehost.Host
		p := poolOf(t, 3, func() adapters.Host {
			members = append(members, casehost.New(reference.New()))
			return members[len(members)-1]
		})
		p.Close()
		RunWith(context.Background(), p, corpus, sel, Options{Jobs: 3})
		for i, m := range members {
			if len(m.Calls()) > 0 {
				t.Fatalf("member %d of a closed pool, observed by three jobs, was given %q", i+1, m.Calls()[0])
			}
		}
	})
	t.Run("shared", func(t *testing.T) {
		h := casehost.New(reference.New())
		RunWith(context.Background(), h, corpus, sel, Options{Jobs: 3})
		for _, c := range h.Calls() {
			if len(c) > 5 && c[:5] == "case " {
				t.Fatalf("a host shared by three jobs was told %q", c)
			}
		}
	})
}

// crowdHost is the reference, counting the observations in flight: each
// waits until jobs of them are, or a while passed (and then none waits
// again).
type crowdHost struct {
	adapters.Host
	jobs        int32
	inFlight    atomic.Int32
	most, alone atomic.Int32 // the most in flight at once; observations that waited in vain
	crowd       chan struct{}
	once        sync.Once
}

func (h *crowdHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	n := h.inFlight.Add(1)
	defer h.inFlight.Add(-1)
	for m := h.most.Load(); n > m && !h.most.CompareAndSwap(m, n); m = h.most.Load() {
	}
	if n == h.jobs {
		h.once.Do(func() { close(h.crowd) })
	}
	select {
	case <-h.crowd:
	case <-time.After(10 * time.Second):
		h.alone.Add(1)
		h.once.Do(func() { close(h.crowd) }) // the others need not wait too
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestJobsObserveAtOnce scores three jobs through a host that lets no
// observation answer until three are in flight: three are, never more.
func TestJobsObserveAtOnce(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	h := &crowdHost{Host: reference.New(), jobs: 3, crowd: make(chan struct{})}
	r := RunWith(context.Background(), h, corpus, Selection{Cases: []string{"text/*"}}, Options{Jobs: 3})
	if r.Incomplete != nil || len(r.Results) == 0 {
		t.Fatalf("%d results, incomplete %+v", len(r.Results), r.Incomplete)
	}
	if most, alone := h.most.Load(), h.alone.Load(); most != 3 || alone > 0 {
		t.Errorf("at most %d observations in flight at once (%d waited in vain for 3)", most, alone)
	}
}
