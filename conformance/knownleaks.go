package conformance

import (
	"fmt"
	"strings"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// knownLeaks gathers the results the steps score, from every scenario at
// once, so that Run can say how many known leaks the baseline excused: a
// run that passes with them never reads as a plain pass.
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

// lead is what Run's failure message starts with when the baseline
// excused known leaks, "2 known leaks · ", as every report's verdict
// line does; "" when it excused none.
func (k *knownLeaks) lead(b *runner.Baseline) string {
	if n := k.count(b); n > 0 {
		return fmt.Sprintf("%d known leak%s · ", n, map[bool]string{true: "", false: "s"}[n == 1])
	}
	return ""
}

// count is how many known leaks b excused.
func (k *knownLeaks) count(b *runner.Baseline) int {
	if b == nil {
		return 0
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(runner.Report{Results: k.results}.Gate(b).KnownLeaks)
}

// words says the security failures b lists as known leaks, with the link
// of each issue tracking them and how many it tracks: "2 known leaks:
// security failures the baseline lists with the issue tracking each,
// excused; they still leak: 2 tracked at https://…"; "" when there are
// none.
func (k *knownLeaks) words(b *runner.Baseline) string {
	if b == nil {
		return ""
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	known := runner.Report{Results: k.results}.Gate(b).KnownLeaks
	if len(known) == 0 {
		return ""
	}
	var order []string
	count := map[string]int{}
	for _, l := range known {
		if count[l.Link] == 0 {
			order = append(order, l.Link)
		}
		count[l.Link]++
	}
	tracked := make([]string, len(order))
	for i, link := range order {
		tracked[i] = fmt.Sprintf("%d tracked at %s", count[link], link)
	}
	noun := "known leaks"
	if len(known) == 1 {
		noun = "known leak"
	}
	return fmt.Sprintf("%d %s: security failures the baseline lists with the issue tracking each, excused; they still leak: %s",
		len(known), noun, strings.Join(tracked, "; "))
}
