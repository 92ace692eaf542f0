package features_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// exampleHost starts an example host with the interpreter named, skipping
// the test when the interpreter is not installed (.ci/run checks that it
// is, and fails with a clear message when it is not).
func exampleHost(t *testing.T, interpreter, script string) adapters.Host {
	t.Helper()
	testneeds.Long(t, "runs an example host")
	path := testneeds.Program(t, interpreter, interpreter+" to score the example host "+script)
	h, err := subprocess.New(context.Background(), []string{path, "../" + script}, subprocess.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// TestPythonExampleHost runs the scenarios against the Python example,
// written from SPEC independently of the Go reference: it must pass every
// normative check (its wording is reported, not failed). Every run takes
// every scenario: the example is what a host author copies, and no other
// quick test scores it on the whole corpus.
func TestPythonExampleHost(t *testing.T) {
	t.Parallel()
	h := exampleHost(t, "python3", "adapters/examples/python/host.py")
	suite := godog.TestSuite{
		ScenarioInitializer: steps.Initializer(steps.Options{Host: h, Corpus: testcorpus.Builtin(t)}),
		Options: &godog.Options{
			Format: "progress", Output: &strings.Builder{}, Paths: []string{"."},
			Strict: true, TestingT: t,
		},
	}
	if status := suite.Run(); status != 0 {
		t.Fatalf("godog exited with status %d", status)
	}
}

// nodeLegacyResults returns the runner's results of every case of the
// corpus on the Node legacy example, scored once for the test binary:
// TestNodeLegacyHost and TestBothDriversAgree read the same results, and
// neither changes them.
func nodeLegacyResults(t *testing.T) []runner.Result {
	t.Helper()
	testneeds.Long(t, "runs an example host")
	const script = "adapters/examples/node/legacy-host.mjs"
	node := testneeds.Program(t, "node", "node to score the example host "+script)
	corpus := testcorpus.Builtin(t)
	nodeLegacy.Do(func() {
		h, err := subprocess.New(context.Background(), []string{node, "../" + script}, subprocess.Options{})
		if err != nil {
			nodeLegacy.err = err
			return
		}
		defer h.Close()
		nodeLegacy.results = runner.Run(context.Background(), h, corpus, runner.Selection{}).Results
	})
	if nodeLegacy.err != nil {
		t.Fatal(nodeLegacy.err)
	}
	return nodeLegacy.results
}

var nodeLegacy struct {
	sync.Once
	results []runner.Result
	err     error
}

// outcome reads results of every case of the corpus: the ids of the cases
// with a normative failure or an error on some lane, with the first such
// result of each, and of the cases with none.
func outcome(results []runner.Result, corpus *vectors.Corpus) (failed map[string]runner.Result, passed map[string]bool) {
	failed, passed = map[string]runner.Result{}, map[string]bool{}
	for _, res := range results {
		if _, seen := failed[res.Case]; !seen && (res.Verdict == compare.Fail || res.Verdict == compare.Error) {
			failed[res.Case] = res
		}
	}
	for _, c := range corpus.Cases {
		if _, ok := failed[c.ID]; !ok {
			passed[c.ID] = true
		}
	}
	return failed, passed
}

// TestNodeLegacyHost scores the Node example, a host as it was before
// embedded resources were shown: it must fail the cases about embedded
// resources and pass those whose behaviour did not change.
func TestNodeLegacyHost(t *testing.T) {
	t.Parallel()
	failed, passed := outcome(nodeLegacyResults(t), testcorpus.Builtin(t))
	for _, id := range []string{
		"recognition/uri-of-own", "recognition/top-uri-number", "recognition/resource-uri-missing",
		"recognition/resource-uri-null", "recognition/resource-null", "recognition/resource-array",
		"recognition/resource-string", "disposition/inline-data-disposition", "disposition/inline-data-uri",
		"never-claims/inline-image-never", "blank/empty-content", "render/no-link",
		"recognition/resource-scalars", "recognition/resource-empty-object", "blank/non-string-text-alone", "recognition/unknown-block-type",
		"image/inline-no-media-type", "recognition/non-string-text-block", "script/inline-keeps-members",
		"depth/reference-stub-at-depth", "depth/inline-withheld-at-depth", "render/inline-image",
	} {
		if !passed[id] {
			t.Errorf("%s: its behaviour did not change, yet the legacy host fails it:\n%s", id, failed[id])
		}
	}
	for _, id := range []string{
		"text/plain", "image/png-blob", "audio/wav-blob", "blank/blank-embedded-text", "bad-mime/pdf",
		"depth/one", "script/text", "guard/text", "well-formed/lone-high", "render/embedded-text",
		"recognition/top-uri-null", "never-claims/block-never",
		"depth/whole-audio", "depth/whole-withheld", "recognition/annotations-never-shown", "image/text-null-beside-blob",
		"bad-mime/size-kb-half", "well-formed/image-media-type-lone-surrogate",
	} {
		if passed[id] {
			t.Errorf("%s: the legacy host passes a case about embedded resources", id)
		}
	}
	t.Logf("the legacy host passes %d cases and fails %d; the failure of text/plain reads:\n%s",
		len(passed), len(failed), failed["text/plain"])
}
