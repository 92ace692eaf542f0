package fuzz

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// BenchmarkRun fuzzes the in-process reference against itself, 2,000
// inputs of seed 1 an op, with one job per CPU and the command's GC
// target (the tests', lessgc.Percent, unless $GOGC says otherwise): the
// figure to watch is inputs/s.
func BenchmarkRun(b *testing.B) {
	const n = 2000
	opt := Options{Seed: 1, Count: n, Jobs: runtime.GOMAXPROCS(0),
		Start: func(context.Context) (adapters.Host, error) { return reference.New(), nil }}
	cpu := cpuTime()
	for b.Loop() {
		r, err := Run(context.Background(), opt)
		if err != nil || r.Inputs != n || r.Failed() {
			b.Fatalf("%d inputs, failed %t, %v", r.Inputs, r.Failed(), err)
		}
	}
	reportInputs(b, n, cpu)
}

// reportInputs reports the inputs judged a second, n an op, and a second
// of the process's CPU time since cpu (cpuTime at the start; "inputs/cpu-s"
// where it is read), which a loaded machine changes less: BenchmarkRun's
// inputs/cpu-s over its jobs is what a machine of that many idle CPUs would
// judge a second, at most.
func reportInputs(b *testing.B, n int, cpu time.Duration) {
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "inputs/s")
	if used := cpuTime() - cpu; used > 0 && cpu > 0 {
		b.ReportMetric(float64(n*b.N)/used.Seconds(), "inputs/cpu-s")
	}
}

// BenchmarkJudgeDepth judges one input whose data nests levels arrays, an
// embedded resource at the bottom (SPEC 5 depth bound; the generator makes
// one input in about 200 so, up to 10,000 levels), on every lane it takes,
// against the in-process reference. Its cost grew with the square of the
// depth while the comparison wrote the path of every level it descended
// (compare's JSON paths); it writes one only for a message now, and the
// cost grows about as the depth does, but such an input still costs as
// much as hundreds of others: each lane parses, walks and compares
// every level, on stacks thousands of frames deep.
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

// benchInputs is how many inputs of seed 1 the part benchmarks take: those
// of BenchmarkRun.
const benchInputs = 2000

// benchCheck is one check a run makes of an input: its lane, and the
// reference's observation there, which the judge is given.
type benchCheck struct {
	lane   adapters.Lane
	input  adapters.Input
	hidden []string
	ref    adapters.Observation
}

// benchChecks returns the checks a run of BenchmarkRun makes against the
// in-process reference: each input of seed 1 on each of its lanes, and the
// input viewAgain makes of each script view.
func benchChecks(b *testing.B) []benchCheck {
	var out []benchCheck
	for i := range benchInputs {
		c := gen.One(1, i)
		for _, lane := range c.Lanes {
			ref, err := reference.New().Observe(context.Background(), lane, c.Input)
			if err != nil {
				b.Fatal(err)
			}
			out = append(out, benchCheck{lane, c.Input, c.Hidden, ref})
			if lane != adapters.Script || ref.View == nil {
				continue
			}
			input := adapters.Input(`{"data":` + string(ref.View) + `}`)
			hidden, err := gen.Hidden(input)
			if err != nil {
				continue
			}
			if ref, err = reference.New().Observe(context.Background(), adapters.Script, input); err == nil {
				out = append(out, benchCheck{adapters.Script, input, hidden, ref})
			}
		}
	}
	return out
}

// BenchmarkGenerate generates the 2,000 inputs of seed 1 BenchmarkRun
// judges, with their hidden strings and lanes: generation's part of a run.
func BenchmarkGenerate(b *testing.B) {
	cpu := cpuTime()
	for b.Loop() {
		for i := range benchInputs {
			gen.One(1, i)
		}
	}
	reportInputs(b, benchInputs, cpu)
}

// BenchmarkReference has the in-process reference observe every check of
// BenchmarkRun's inputs once (the lanes of each, and each script view given
// back): a run asks it twice, as the reference and as the host.
func BenchmarkReference(b *testing.B) {
	checks := benchChecks(b)
	host := reference.New()
	cpu := cpuTime()
	for b.Loop() {
		for _, c := range checks {
			if _, err := host.Observe(context.Background(), c.lane, c.input); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportInputs(b, benchInputs, cpu)
}

// BenchmarkJudge judges every check of BenchmarkRun's inputs against the
// reference's observations, made beforehand: the judge's part of a run
// (its reading of each input, derive's expectation, and compare checking
// the reference's observation and the host's, here the same).
func BenchmarkJudge(b *testing.B) {
	checks := benchChecks(b)
	cpu := cpuTime()
	for b.Loop() {
		for _, c := range checks {
			j := differential.Judge{Host: shown{c.ref}}
			if fs := j.CheckWith(context.Background(), c.lane, c.input, c.hidden, c.ref, nil); len(fs) > 0 {
				b.Fatalf("%d finding(s): %v", len(fs), fs[0])
			}
		}
	}
	reportInputs(b, benchInputs, cpu)
}

// shown is a host that shows one observation made beforehand.
type shown struct{ obs adapters.Observation }

func (r shown) Identity() adapters.Identity { return reference.New().Identity() }
func (r shown) Lanes() []adapters.Lane      { return adapters.AllLanes() }
func (r shown) Close() error                { return nil }
func (r shown) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	return r.obs, nil
}
