package runner

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

func benchCorpus(b *testing.B, h adapters.Host) {
	corpus := testcorpus.Builtin(b)
	observations := 0
	for b.Loop() {
		r := Run(context.Background(), h, corpus, Selection{})
		observations += len(r.Results)
		if c := r.Count(); c.Pass != c.Observations {
			b.Fatalf("the reference failed: %+v", c)
		}
	}
	b.ReportMetric(float64(observations)/b.Elapsed().Seconds(), "observations/s")
}

// BenchmarkCorpusInProcess scores the whole corpus, every lane, against the
// in-process reference.
func BenchmarkCorpusInProcess(b *testing.B) { benchCorpus(b, reference.New()) }

// BenchmarkCorpusSubprocess scores the whole corpus against `rfc005 host`
// through the subprocess adapter.
func BenchmarkCorpusSubprocess(b *testing.B) {
	bin := buildtest.RFC005(b)
	h, err := subprocess.New(context.Background(), []string{bin, "host"}, subprocess.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	benchCorpus(b, h)
}
