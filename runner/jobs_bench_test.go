package runner

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// sleepHost is a host that takes a while to answer each observation, as a
// host process might.
type sleepHost struct {
	adapters.Host
	d time.Duration
}

func (h sleepHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	t := time.NewTimer(h.d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
		return adapters.Observation{}, ctx.Err()
	}
	return h.Host.Observe(ctx, lane, in)
}

// BenchmarkRunJobs scores the image cases (86 observations) against a
// pool of hosts taking 5 ms to answer each, with 1, 2 and 4 jobs on a
// pool of as many. Its speedup metric is the time a run of one job took
// over the time of a run of this many (run jobs=1 first: the whole
// benchmark does).
func BenchmarkRunJobs(b *testing.B) {
	corpus := testcorpus.Builtin(b)
	sel := Selection{Cases: []string{"image/*"}}
	byJobs(b, []int{1, 2, 4}, "speedup", func(b *testing.B, jobs int) func() {
		h := poolOf(b, jobs, func() adapters.Host { return sleepHost{reference.New(), 5 * time.Millisecond} })
		return func() { passes(b, RunWith(context.Background(), h, corpus, sel, Options{Jobs: jobs})) }
	})
}

// byJobs runs a sub-benchmark "jobs=N" for each of jobs (1 first), each
// timing the run that prepare returns for N, and reports metric: the
// time of a run of one job over the time of a run of N.
func byJobs(b *testing.B, jobs []int, metric string, prepare func(b *testing.B, jobs int) func()) {
	var one float64 // the nanoseconds of a run of one job
	for _, n := range jobs {
		b.Run(fmt.Sprintf("jobs=%d", n), func(b *testing.B) {
			run := prepare(b, n)
			for b.Loop() {
				run()
			}
			took := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			if n == 1 {
				one = took
			}
			if one > 0 {
				b.ReportMetric(one/took, metric)
			}
		})
	}
}

// passes fails b unless the reference passed every observation of r.
func passes(b *testing.B, r Report) {
	if c := r.Count(); c.Pass != c.Observations || c.Observations == 0 || r.Incomplete != nil {
		b.Fatalf("the reference failed: %+v", c)
	}
}

// BenchmarkStartedPoolJobs is a run of the text cases against a fast host
// (the reference in process) whose every start takes 20 ms (cut short
// by the pool's Close, as a process's start is), as a host
// process's interpreter might, through pool.Start with 1, 2 and 8 jobs:
// the pool observes once its first member has started and grows while it
// observes, so its vs1 metric (the time of one job over this many) stays
// at 1 or above: --jobs N is never slower than --jobs 1.
func BenchmarkStartedPoolJobs(b *testing.B) {
	corpus := testcorpus.Builtin(b)
	sel := Selection{Cases: []string{"text/*"}}
	start := func(ctx context.Context) (adapters.Host, error) {
		select { // a start Close cuts short, as it does a process's
		case <-time.After(20 * time.Millisecond):
			return reference.New(), nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	byJobs(b, []int{1, 2, 8}, "vs1", func(b *testing.B, jobs int) func() {
		return func() {
			p, err := pool.Start(context.Background(), jobs, start)
			if err != nil {
				b.Fatal(err)
			}
			passes(b, RunWith(context.Background(), p, corpus, sel, Options{Jobs: jobs}))
			p.Close()
		}
	})
}
