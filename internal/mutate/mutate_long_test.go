//go:build long

package mutate

import (
	"context"
	"flag"
	"path/filepath"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

var update = flag.Bool("update", false, "rewrite internal/coverage/kills.json from the mutation run")

// TestEveryFaultIsKilled, built with -tags long (.ci/run runs it), fails when a fault survives the corpus, or when
// internal/coverage/kills.json is not what the run killed (-update rewrites it). In a
// normal build (no faults planted) it runs the mutation command built with
// -tags mutate; in a build with the tag it runs the faults in process.
func TestEveryFaultIsKilled(t *testing.T) {
	if !fault.Enabled {
		testneeds.Long(t, "builds rfc005 with -tags mutate")
		args := []string{"run", "-tags", "mutate", "./cmd/rfc005", "mutate", "--kills", "internal/coverage/kills.json"}
		if *update {
			args = append(args, "--update")
		}
		runGo(t, filepath.Join("..", ".."), "the mutation run failed", args...)
		return
	}
	corpus := testcorpus.Builtin(t)
	report, err := Run(context.Background(), corpus)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", report)
	for _, f := range report.Survivors() {
		t.Errorf("fault %s survived: no case catches %s", f.Name, f.Rule)
	}
	if len(report.Outcomes) < 40 {
		t.Errorf("%d faults; the suite keeps at least 40", len(report.Outcomes))
	}
}
