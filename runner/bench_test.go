package runner

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

func benchCorpus(b *testing.B, h adapters.Host) {
	corpus, err := vectors.Builtin()
	if err != nil {
		b.Fatal(err)
	}
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
func BenchmarkCorpusInProcess(b *testing.B) { benchCorpus(b, inprocess.New()) }

// BenchmarkCorpusSubprocess scores the whole corpus against `rfc005 host`
// through the subprocess adapter.
func BenchmarkCorpusSubprocess(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "rfc005")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/rfc005-lanes/rfc005-lanes/cmd/rfc005").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	h, err := subprocess.New(context.Background(), []string{bin, "host"}, subprocess.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	benchCorpus(b, h)
}
