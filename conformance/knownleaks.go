package conformance

import (
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// knownLeaks gathers the results the steps score, from every scenario at
// once, so that Run can say the known leaks the baseline excused as
// rfc005 run says them: a run that passes with them never reads as a
// plain pass.
type knownLeaks struct {
	mu      sync.Mutex
	results []runner.Result
}

// add is steps.Options.Scored.
func (k *knownLeaks) add(res runner.Result) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.results = append(k.results, res)
}

// gate is what the gate decides of the results gathered with baseline b
// (nil for none): its KnownLeaksLead and ExplainKnownLeaks are what Run
// says.
func (k *knownLeaks) gate(b *runner.Baseline) runner.Gate {
	k.mu.Lock()
	defer k.mu.Unlock()
	return runner.Report{Results: k.results}.Gate(b)
}
