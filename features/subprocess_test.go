package features_test

import (
	"context"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
)

// TestFeaturesThroughSubprocess runs the scenarios against `rfc005 host`
// through the subprocess adapter: the same steps, the other adapter, and
// every check (wording included) must pass as it does in process. A quick
// run takes the families of quickFamilies (TestFeatures runs every
// scenario in process); -tags long takes every scenario.
func TestFeaturesThroughSubprocess(t *testing.T) {
	t.Parallel()
	testneeds.Long(t, "builds and runs rfc005 host")
	h, err := subprocess.New(context.Background(), []string{buildtest.RFC005(t), "host"}, subprocess.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	suite := godog.TestSuite{
		ScenarioInitializer: steps.Initializer(steps.Options{Host: h, Corpus: testcorpus.Builtin(t), Wording: true}),
		Options: &godog.Options{
			Format: "progress", Output: &strings.Builder{}, Paths: []string{"."},
			Tags: sampleTags(quickFamilies), Strict: true, TestingT: t,
		},
	}
	if status := suite.Run(); status != 0 {
		t.Fatalf("godog exited with status %d", status)
	}
}
