package runner

import (
	"context"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// mixedHost shows the reference's observations, but drops the text
// blocks of audio cases (a failure), and shows the input itself, uri and
// all, on the push lane of plain-text cases (a leak), which come later in
// the corpus.
type mixedHost struct{ adapters.Host }

func (h mixedHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil || obs.Blocks == nil {
		return obs, err
	}
	switch {
	case strings.Contains(string(in), `"audio/`):
		for i, b := range obs.Blocks {
			if b.Type == "text" {
				obs.Blocks[i].Text = "(dropped)"
			}
		}
	case strings.Contains(string(in), `"text/plain"`) && lane == adapters.Push:
		obs.Blocks = append(obs.Blocks, adapters.TextBlock(string(in)))
	}
	return obs, nil
}

// TestFailuresInGateOrder: the failure details come leaks first, then
// withheld content, then the other unexcusable failures, then the rest,
// whatever the corpus order; within a rank, corpus order.
func TestFailuresInGateOrder(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	r := Run(context.Background(), mixedHost{reference.New()}, corpus, Selection{})
	var ranks []int
	at := map[string]int{} // "<case> on <lane>: " → its result's rank
	corpusFirst := -1
	for _, res := range r.Results {
		if res.Verdict != compare.Fail && res.Verdict != compare.Error {
			continue
		}
		if corpusFirst < 0 {
			corpusFirst = gateRank(res)
		}
		at[res.Case+" on "+string(res.Lane)+": "] = gateRank(res)
	}
	seen := map[int]bool{}
	for _, l := range strings.Split(r.Failures(false), "\n") {
		for head, rank := range at {
			if strings.HasPrefix(l, head) {
				ranks = append(ranks, rank)
				seen[rank] = true
			}
		}
	}
	if corpusFirst == 0 || !seen[0] || !seen[3] {
		t.Fatalf("the test needs a leak after a failure of another rank in corpus order: first rank %d, ranks seen %v", corpusFirst, seen)
	}
	for i := 1; i < len(ranks); i++ {
		if ranks[i] < ranks[i-1] {
			t.Fatalf("failure %d has rank %d after one of rank %d: the details are not in gate order (ranks %v)", i, ranks[i], ranks[i-1], ranks)
		}
	}
}

// TestExplainErrorsFirst: when gating results are errors, the gate's
// explanation says to fix the host's output first, naming the first
// error, and, when every gating result is an error, does not suggest a
// baseline.
func TestExplainErrorsFirst(t *testing.T) {
	t.Parallel()
	errRes := Result{Case: "text/plain", Lane: adapters.Push, Verdict: compare.Error,
		Reason: "the host wrote a line that is not JSON: \"hello\"\nhost stderr: …"}
	failRes := Result{Case: "image/png", Lane: adapters.Push, Verdict: compare.Fail}
	for _, tt := range []struct {
		name           string
		g              Gate
		errors, update bool
	}{
		{"errors only", Gate{Exit: 1, New: []Result{errRes, errRes}}, true, false},
		{"errors and failures", Gate{Exit: 1, New: []Result{failRes, errRes}}, true, true},
		{"failures only", Gate{Exit: 1, New: []Result{failRes}}, false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.g.Explain(false)
			hasErr := strings.Contains(got, "fix the host's output first") &&
				strings.Contains(got, `the first: text/plain on push: the host wrote a line that is not JSON: "hello")`)
			if hasErr != tt.errors || strings.Contains(got, "--update-baseline") != tt.update {
				t.Errorf("want the errors' advice %t, the baseline's %t:\n%s", tt.errors, tt.update, got)
			}
		})
	}
}
