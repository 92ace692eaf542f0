package fuzz

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
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

// BenchmarkJudgeDepth judges one input whose data nests levels arrays, an
// embedded resource at the bottom (SPEC 5 depth bound; the generator makes
// one input in about 200 so, up to 10,000 levels), on every lane it takes,
// against the in-process reference. Its cost grows with the square of the
// depth: ten times the levels cost about a hundred times as much, as the
// comparison writes the path of every level it descends (compare's JSON
// paths), so a few such inputs weigh as much as the rest of a run.
func BenchmarkJudgeDepth(b *testing.B) {
	const bottom = `{"type":"resource","resource":{"uri":"memo://deep/1","text":"at the bottom"}}`
	for _, levels := range []int{1000, 3000, 10000} {
		b.Run(fmt.Sprintf("levels=%d", levels), func(b *testing.B) {
			input := adapters.Input(`{"data":` + strings.Repeat(`[`, levels-1) + bottom + strings.Repeat(`]`, levels-1) + `}`)
			hidden, err := gen.Hidden(input)
			if err != nil {
				b.Fatal(err)
			}
			lanes, err := gen.Lanes(input)
			if err != nil {
				b.Fatal(err)
			}
			j := judge{host: reference.New(), lanes: lanes}
			for b.Loop() {
				res, err := j.input(context.Background(), "deep", gen.Case{Input: input, Hidden: hidden, Lanes: lanes})
				if err != nil || len(res.findings) > 0 {
					b.Fatalf("%d finding(s), %v", len(res.findings), err)
				}
			}
		})
	}
}
