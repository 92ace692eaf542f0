package differential

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// benchInputs is how many inputs of seed 1 the benchmarks cycle through.
const benchInputs = 2000

// checkInput generates input i of seed 1 and checks it on every lane, as a
// fuzzer's worker does.
func checkInput(ctx context.Context, j Judge, i int) {
	c := gen.One(1, i%benchInputs)
	for _, lane := range c.Lanes {
		j.Check(ctx, lane, c.Input, c.Hidden)
	}
}

// BenchmarkCheck measures the differential loop as a fuzzer's worker runs
// it, with the in-process reference as the host: one op generates an input
// of seed 1 (the first 2,000, cycled) and checks it on each of its lanes.
// With -benchtime 2000x each input is checked once.
func BenchmarkCheck(b *testing.B) {
	j := Judge{Host: reference.New()}
	ctx := context.Background()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		checkInput(ctx, j, i)
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "inputs/s")
}

// BenchmarkCheckParallel is BenchmarkCheck on GOMAXPROCS goroutines, as a
// fuzzer runs its workers: its inputs/s is the fuzzer's rate.
func BenchmarkCheckParallel(b *testing.B) {
	j := Judge{Host: reference.New()}
	ctx := context.Background()
	b.ReportAllocs()
	var next atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			checkInput(ctx, j, int(next.Add(1)-1))
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "inputs/s")
}
