package vectors_test

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestCorpusAgainstReference observes every case of the built-in corpus on
// each lane it names through the in-process reference host, and requires
// every check, wording included, to pass: the corpus and the reference must
// say the same thing.
func TestCorpusAgainstReference(t *testing.T) {
	t.Parallel()
	corpus, problems := vectors.Load(vectors.BuiltinFS(), "vectors")
	for _, p := range problems {
		t.Error(p)
	}
	for _, r := range runner.Run(context.Background(), reference.New(), corpus, runner.Selection{}).Results {
		if r.Verdict != compare.Pass {
			t.Error(r)
		}
	}
}

// BenchmarkLoad reads the built-in files afresh each time, 10,000-level
// cases included, as every command does once, first.
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, problems := vectors.Load(vectors.BuiltinFS(), "vectors"); len(problems) > 0 {
			b.Fatal(problems[0])
		}
	}
}

// BenchmarkBuiltin gives the built-in corpus as Builtin does after its
// first call in a process: a copy of the corpus read once.
func BenchmarkBuiltin(b *testing.B) {
	for b.Loop() {
		if _, err := vectors.Builtin(); err != nil {
			b.Fatal(err)
		}
	}
}
