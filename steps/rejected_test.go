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

// notMCP is a case whose input is not valid MCP (its image's data is
// base64url, which MCP's byte format refuses) and which the reference
// passes on eight lanes; text/plain's input is valid MCP. A scenario reads
// whether its input is valid MCP from the input its feature gives.
const notMCP = "image/url-safe-data" // three steps: the case, the input, each lane shows

// TestRejectionNeitherPassesNorFails pins a scenario's outcome when the
// host rejects the case's input: on every lane, skipped, never passed,
// when the input is not valid MCP; on one lane, passed on the others'
// passes, under Wording too (which fails any other result that is not a
// pass); failed, saying why, when the input is valid MCP.
func TestRejectionNeitherPassesNorFails(t *testing.T) {
	t.Parallel()
	for _, wording := range []bool{false, true} {
		_, report, scored := run(t, notMCP, steps.Options{Host: wronghost.RejectsEverything(), Wording: wording})
		if !strings.Contains(report, " steps (2 passed, 1 skipped)") || strings.Contains(report, "failed") || len(scored) != 8 {
			t.Errorf("input that is not valid MCP, Wording %t: the scenario was not skipped after 8 lanes (%d):\n%s", wording, len(scored), report)
		}
	}
	summary, report, _ := run(t, notMCP, steps.Options{Host: rejectsOn{reference.New(), adapters.Push}, Wording: true})
	if !strings.Contains(summary, "(1 passed)") {
		t.Errorf("rejected on push alone, under Wording: godog says %q:\n%s", summary, report)
	}
	summary, report, _ = run(t, "text/plain", steps.Options{Host: wronghost.RejectsEverything()})
	if !strings.Contains(summary, "(1 failed)") || !strings.Contains(report, "kind: the host rejected valid MCP input: "+wronghost.RejectsWhy) {
		t.Errorf("valid MCP input: godog says %q:\n%s", summary, report)
	}
}
