package judged

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// TestRecordedFailuresInGateOrder: on the recorded answers of hosts this
// project did not write, the terminal's failure details come leaks first,
// then the other failures no baseline excuses, then the rest, whatever
// order the corpus gives them.
func TestRecordedFailuresInGateOrder(t *testing.T) {
	t.Parallel()
	recs, cases := loadRecorded(t)
	byHost := map[string][]runner.Result{}
	for _, rec := range recs {
		if c := cases[rec.Case]; c != nil {
			who := rec.Host + " " + rec.Variant
			byHost[who] = append(byHost[who], Replay(c, rec))
		}
	}
	mixed := 0
	for who, results := range byHost {
		report := runner.Report{Results: results}
		heads := map[string]runner.Result{}
		leakAfterOther := false
		for i, res := range results {
			if res.Verdict == compare.Fail || res.Verdict == compare.Error {
				heads[res.Case+" on "+string(res.Lane)+": "] = res
				if isLeak(res) {
					for _, before := range results[:i] {
						if (before.Verdict == compare.Fail || before.Verdict == compare.Error) && !isLeak(before) {
							leakAfterOther = true
						}
					}
				}
			}
		}
		if leakAfterOther {
			mixed++
		}
		seenOther, seenExcusable := false, false
		for _, l := range strings.Split(report.Failures(false), "\n") {
			for head, res := range heads {
				if !strings.HasPrefix(l, head) {
					continue
				}
				switch {
				case isLeak(res) && seenOther:
					t.Errorf("%s: the leak %s comes after a failure that is not one", who, head)
				case res.Unexcusable() && seenExcusable:
					t.Errorf("%s: %s, which no baseline excuses, comes after one a baseline may excuse", who, head)
				}
				seenOther = seenOther || !isLeak(res)
				seenExcusable = seenExcusable || !res.Unexcusable()
			}
		}
	}
	if mixed == 0 {
		t.Fatal("no recorded host has a leak after another failure in corpus order: the test proves nothing")
	}
}

// isLeak reports whether res showed a hidden string.
func isLeak(res runner.Result) bool { return res.Leak || res.Has(compare.ClassLeak) }
