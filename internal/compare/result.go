package compare

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// Verdict is the outcome for one case on one lane (docs/ARCHITECTURE.md, "Verdicts").
type Verdict string

// The verdicts.
const (
	Pass    Verdict = "pass"    // every check passed
	Fail    Verdict = "fail"    // a normative check failed
	Wording Verdict = "wording" // normative checks passed, the profile's text did not
	Skip    Verdict = "skip"    // the host does not serve the lane
	Error   Verdict = "error"   // the host could not observe
	// Rejected: the host refused input that is not valid MCP
	// (adapters.Rejection on a case whose MCP is false). Neither a pass
	// nor an error: it never gates and is not scored.
	Rejected Verdict = "rejected"
)

// Result is the verdict for one case on one lane, and why.
type Result struct {
	Case    string
	Lane    adapters.Lane
	Verdict Verdict
	Leak    bool // a hidden string was shown: no baseline excuses it
	// Rejected says the host rejected the input (adapters.Rejection):
	// the verdict is Rejected, or Fail when the input is valid MCP or the
	// rejection showed a hidden string; Reason is the host's why.
	Rejected bool
	Findings []Finding // the failed checks, each with its class
	Reason   string    // what failed, a line per failed check, or the host's error
	// Diff, for Fail and Wording, is a line diff of want and got, each the
	// observation a host sends (adapters/PROTOCOL.md) laid out one member
	// or block a line: "-" want only, "+" got only, " " both.
	Diff string
	// Cause is what the failure or error has in common with others of one
	// root cause whatever the lane; zero for a pass, a skip or a wording.
	Cause Cause
}

// String reports the result as the suite prints failures:
// "<case> on <lane>: mismatch (-want +got):" and the diff, then each
// failed check with the clause it enforces.
func (r Result) String() string {
	head := r.Case + " on " + string(r.Lane) + ": "
	switch r.Verdict {
	case Pass:
		return head + "pass"
	case Skip:
		return head + "skipped: the host does not serve this lane"
	case Error:
		return head + "error: " + r.Reason
	case Rejected:
		return head + "rejected: " + r.Reason
	}
	var checks []string
	for _, f := range r.Findings {
		if r.Verdict == Fail && f.Class == ClassProfile {
			continue
		}
		line := "  " + f.String()
		if f.Clause != "" {
			line += " (" + f.Clause + ")"
		}
		checks = append(checks, line+"\n")
	}
	if r.Diff == "" {
		if len(checks) == 0 {
			return head + r.Reason + "\n"
		}
		return head + strings.TrimPrefix(strings.Join(checks, ""), "  ")
	}
	kind := "mismatch"
	if r.Verdict == Wording {
		kind, checks = "wording differs from the reference profile", nil
	}
	s := fmt.Sprintf("%s%s (-want +got):\n%s", head, kind, r.Diff)
	if !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	if len(checks) > 0 {
		s += "failed checks:\n" + strings.Join(checks, "")
	}
	return s
}

// The most a result keeps of its reason and its diff: a host that answers
// with megabytes costs a report kilobytes.
const (
	MaxReason = 4 << 10
	MaxDiff   = 16 << 10
)

// Excerpt cuts s to at most max bytes, at a character boundary, ending it
// with a note of how much was cut: "…(cut: 1234 more bytes)". A text that
// ends in such a note already is cut no further while what precedes the
// note fits; when it must be cut again, the note adds up both cuts, so
// Excerpt(Excerpt(s, n), n) is Excerpt(s, n).
func Excerpt(s string, max int) string {
	body, before := splitCutNote(s)
	if len(body) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(body[cut]) {
		cut--
	}
	return body[:cut] + cutNote(len(body)-cut+before)
}

const cutHead, cutTail = "\n…(cut: ", " more bytes)\n"

func cutNote(n int) string { return cutHead + strconv.Itoa(n) + cutTail }

// splitCutNote splits a text ending in a cut note into what precedes it
// and the bytes it says were cut; a text without one is all body.
func splitCutNote(s string) (body string, cut int) {
	if !strings.HasSuffix(s, cutTail) {
		return s, 0
	}
	i := strings.LastIndex(s, cutHead)
	if i < 0 {
		return s, 0
	}
	n, err := strconv.Atoi(s[i+len(cutHead) : len(s)-len(cutTail)])
	if err != nil || n <= 0 {
		return s, 0
	}
	return s[:i], n
}
