package steps_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
)

// garay16 is the reference host on Unicode 16.0's tables for the one
// character that matters here: its stored copy lower-cases the Garay
// capital U+10D50 to U+10D70.
type garay16 struct{ adapters.Host }

func (h garay16) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, input)
	if err == nil && obs.Text != nil {
		lowered := strings.ReplaceAll(*obs.Text, "\U00010D50", "\U00010D70")
		obs.Text = &lowered
	}
	return obs, err
}

// TestLaterUnicodeScenario: a host on later Unicode tables passes a
// scenario with Unicode readings under the MUST gate and fails it under
// --gate should, naming SPEC 1 unicode version; the reference passes both.
func TestLaterUnicodeScenario(t *testing.T) {
	t.Parallel()
	const id = "unicode/placeholder-garay-capital"
	later := garay16{reference.New()}
	if summary, report, _ := run(t, id, steps.Options{Host: later}); summary != "1 scenarios (1 passed)" {
		t.Errorf("a host on Unicode 16.0 tables fails the MUST gate: %s\n%s", summary, report)
	}
	summary, report, _ := run(t, id, steps.Options{Host: later, GateShould: true})
	if summary != "1 scenarios (1 failed)" || !strings.Contains(report, "(SPEC 1 unicode version)") {
		t.Errorf("a host on Unicode 16.0 tables passes --gate should, or the failure names no SPEC 1 unicode version: %s\n%s", summary, report)
	}
	if summary, report, _ := run(t, id, steps.Options{Host: reference.New(), GateShould: true, Wording: true}); summary != "1 scenarios (1 passed)" {
		t.Errorf("the reference fails: %s\n%s", summary, report)
	}
}
