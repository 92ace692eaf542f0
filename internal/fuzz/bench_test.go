package fuzz

import (
	"context"
	"os"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// BenchmarkRun fuzzes the in-process reference against itself, 2,000
// inputs of seed 1 an op, with one job per CPU and the command's GC
// target: the figure to watch is inputs/s.
func BenchmarkRun(b *testing.B) {
	const n = 2000
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(GCPercent))
	}
	opt := Options{Seed: 1, Count: n, Jobs: runtime.GOMAXPROCS(0),
		Start: func(context.Context) (adapters.Host, error) { return reference.New(), nil }}
	for b.Loop() {
		r, err := Run(context.Background(), opt)
		if err != nil || r.Inputs != n || r.Failed() {
			b.Fatalf("%d inputs, failed %t, %v", r.Inputs, r.Failed(), err)
		}
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "inputs/s")
}
