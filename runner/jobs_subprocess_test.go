package runner

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// TestJobsSubprocess scores `rfc005 host` as one process, and as a pool
// of three processes observing at once: the reports are the same.
func TestJobsSubprocess(t *testing.T) {
	t.Parallel()
	testneeds.Long(t, "builds rfc005 and starts four processes")
	corpus := testcorpus.Builtin(t)
	bin := buildtest.RFC005(t)
	start := func() adapters.Host {
		h, err := subprocess.New(context.Background(), []string{bin, "host"}, subprocess.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	one := start()
	defer one.Close()
	sel := Selection{Cases: []string{"image/*", "text/*", "references/*"}}
	a := RunWith(context.Background(), one, corpus, sel, Options{Jobs: 1})
	b := RunWith(context.Background(), poolOf(t, 3, start), corpus, sel, Options{Jobs: 3})
	if a.Incomplete != nil || len(a.Results) < 100 {
		t.Fatalf("%d results, incomplete %+v", len(a.Results), a.Incomplete)
	}
	sameReport(t, a, b)
}
