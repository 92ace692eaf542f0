package features_test

import (
	"context"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/cucumber/godog"
	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/steps"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// TestBothDriversAgree runs the corpus through both drivers, the runner
// (runner.Run) and the godog steps, on the in-process reference and the
// Node legacy example (a host that fails many cases), and with -tags long
// the Python example too (TestPythonExampleHost drives it through the
// steps in every run), and requires the same result for every case on
// every lane: one verdict path, whichever driver takes it, the steps
// checking the features' text and the runner the vectors. The reference
// takes every case; in a quick run the Node example takes the families of
// quickFamilies, its runner results the ones TestNodeLegacyHost reads
// (nodeLegacyResults); -tags long takes every case on every host.
func TestBothDriversAgree(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	hosts := []struct {
		name string
		host func(t *testing.T) adapters.Host
		tags string // the scenarios of a quick run
	}{
		{"reference", func(*testing.T) adapters.Host { return reference.New() }, ""},
		{"python", func(t *testing.T) adapters.Host {
			return exampleHost(t, "python3", "adapters/examples/python/host.py")
		}, ""},
		{"node-legacy", func(t *testing.T) adapters.Host {
			return exampleHost(t, "node", "adapters/examples/node/legacy-host.mjs")
		}, quickFamilies},
	}
	for _, tt := range hosts {
		if tt.name == "python" && !longrun.Enabled {
			continue
		}
		t.Run(tt.name, func(t *testing.T) {
			h := tt.host(t)
			tags := sampleTags(tt.tags)
			sel := runner.Selection{Tags: tags}
			var results []runner.Result
			if tt.name == "node-legacy" {
				results = nodeLegacyResults(t)
			} else {
				results = runner.Run(context.Background(), h, corpus, runner.Selection{}).Results
			}
			byRunner := map[string]runner.Result{}
			for _, res := range results {
				if c, ok := corpus.Case(res.Case); ok && sel.Takes(c) {
					byRunner[res.Case+" on "+string(res.Lane)] = res
				}
			}
			var mu sync.Mutex
			bySteps := map[string]runner.Result{}
			var twice []string
			record := func(res runner.Result) {
				mu.Lock()
				defer mu.Unlock()
				key := res.Case + " on " + string(res.Lane)
				if _, dup := bySteps[key]; dup {
					twice = append(twice, key)
				}
				bySteps[key] = res
			}
			godog.TestSuite{
				ScenarioInitializer: steps.Initializer(steps.Options{Host: h, Corpus: corpus, Scored: record}),
				Options:             &godog.Options{Format: "progress", Output: &strings.Builder{}, Paths: []string{"."}, Tags: tags, Strict: true},
			}.Run()
			if len(twice) > 0 {
				t.Errorf("the steps scored these twice: %v", twice)
			}
			keys := map[string]bool{}
			for k := range byRunner {
				keys[k] = true
			}
			for k := range bySteps {
				keys[k] = true
			}
			sorted := make([]string, 0, len(keys))
			for k := range keys {
				sorted = append(sorted, k)
			}
			sort.Strings(sorted)
			verdicts := map[compare.Verdict]int{}
			differ := 0
			for _, k := range sorted {
				r, inRunner := byRunner[k]
				s, inSteps := bySteps[k]
				switch {
				case !inRunner:
					t.Errorf("%s: the steps scored it, the runner did not", k)
				case !inSteps:
					t.Errorf("%s: the runner scored it, the steps did not", k)
				default:
					verdicts[r.Verdict]++
					if diff := cmp.Diff(r, s); diff != "" {
						if differ++; differ <= 5 {
							t.Errorf("%s: the drivers disagree (-runner +steps):\n%s", k, diff)
						}
					}
				}
			}
			if differ > 5 {
				t.Errorf("… and %d more results differ", differ-5)
			}
			t.Logf("%d results, the same from both drivers: %v", len(byRunner), verdicts)
		})
	}
}
