package runner

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
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
	corpus, err := vectors.Builtin()
	if err != nil {
		b.Fatal(err)
	}
	sel := Selection{Cases: []string{"image/*"}}
	var one float64 // the nanoseconds of a run of one job
	for _, jobs := range []int{1, 2, 4} {
		b.Run(fmt.Sprintf("jobs=%d", jobs), func(b *testing.B) {
			h := poolOf(b, jobs, func() adapters.Host { return sleepHost{inprocess.New(), 5 * time.Millisecond} })
			for b.Loop() {
				r := RunWith(context.Background(), h, corpus, sel, Options{Jobs: jobs})
				if c := r.Count(); c.Pass != c.Observations || c.Observations == 0 || r.Incomplete != nil {
					b.Fatalf("the reference failed: %+v", c)
				}
			}
			run := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			if jobs == 1 {
				one = run
			}
			if one > 0 {
				b.ReportMetric(one/run, "speedup")
			}
		})
	}
}
