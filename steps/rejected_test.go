package steps_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
)

// rejectsOn is the reference, but that it rejects every input on one lane.
type rejectsOn struct {
	adapters.Host
	lane adapters.Lane
}

func (h rejectsOn) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if lane == h.lane {
		return adapters.Observation{}, adapters.Reject("not valid MCP")
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestRejectionNeitherPassesNorFails pins a scenario's outcome when the
// host rejects the case's input: on every lane, skipped, never passed,
// when the input is not valid MCP; on one lane, passed on the others'
// passes, under Wording too (which fails any other result that is not a
// pass); failed, saying why, when the input is valid MCP.
func TestRejectionNeitherPassesNorFails(t *testing.T) {
	t.Parallel()
	for _, wording := range []bool{false, true} {
		_, report, scored := runMCP(t, "text/plain", false, steps.Options{Host: wronghost.RejectsEverything(), Wording: wording})
		if !strings.Contains(report, " steps (2 passed, 2 skipped)") || strings.Contains(report, "failed") || len(scored) != 8 {
			t.Errorf("input that is not valid MCP, Wording %t: the scenario was not skipped after 8 lanes (%d):\n%s", wording, len(scored), report)
		}
	}
	summary, report, _ := runMCP(t, "text/plain", false, steps.Options{Host: rejectsOn{reference.New(), adapters.Push}, Wording: true})
	if !strings.Contains(summary, "(1 passed)") {
		t.Errorf("rejected on push alone, under Wording: godog says %q:\n%s", summary, report)
	}
	summary, report, _ = runMCP(t, "text/plain", true, steps.Options{Host: wronghost.RejectsEverything()})
	if !strings.Contains(summary, "(1 failed)") || !strings.Contains(report, "kind: the host rejected valid MCP input: "+wronghost.RejectsWhy) {
		t.Errorf("valid MCP input: godog says %q:\n%s", summary, report)
	}
}
