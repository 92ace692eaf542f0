// Package compare scores what a host showed of one case on one lane against
// the case's expectation: the comparison engine the steps and the runner
// share.
//
// Two levels are scored apart. The normative checks are those any
// conformant host must pass: the kinds of block in order, content text
// exactly, image and audio data and media type exactly, a marker as a text
// block containing its mentions, no hidden string in the encodings
// findHidden lists, the live
// copy's adjacent texts joined, structured text compared as a JSON value.
// The wording check is the reference profile's exact text. A host that
// passes the first and not the second gets the verdict Wording.
//
//	r := compare.Check(c, adapters.Push, obs, err)
//	if r.Verdict == compare.Fail { fmt.Println(r) } // "<case> on push: mismatch (-want +got): …"
package compare

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Verdict is the outcome for one case on one lane (DESIGN, "Verdicts").
type Verdict string

// The verdicts.
const (
	Pass    Verdict = "pass"    // every check passed
	Fail    Verdict = "fail"    // a normative check failed
	Wording Verdict = "wording" // normative checks passed, the profile's text did not
	Skip    Verdict = "skip"    // the host does not serve the lane
	Error   Verdict = "error"   // the host could not observe
)

// Result is the verdict for one case on one lane, and why.
type Result struct {
	Case     string
	Lane     adapters.Lane
	Verdict  Verdict
	Leak     bool      // a hidden string was shown: no baseline excuses it
	Findings []Finding // the failed checks, each with its class
	Reason   string    // what failed, a line per failed check, or the host's error
	Diff     string    // for Fail and Wording: cmp.Diff of want and got
}

// String reports the result as the suite prints failures:
// "<case> on <lane>: mismatch (-want +got):" and the diff.
func (r Result) String() string {
	head := r.Case + " on " + string(r.Lane) + ": "
	switch r.Verdict {
	case Pass:
		return head + "pass"
	case Skip:
		return head + "skipped: the host does not serve this lane"
	case Error:
		return head + "error: " + r.Reason
	}
	var checks []string
	for _, f := range r.Findings {
		if r.Verdict == Fail && f.Class == ClassProfile {
			continue
		}
		checks = append(checks, "  "+f.String()+"\n")
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

// Check scores obs, what a host showed of case c on lane (or err, why it
// could not), against the case's expectation for that lane.
func Check(c *vectors.Case, lane adapters.Lane, obs adapters.Observation, err error) Result {
	r := Result{Case: c.ID, Lane: lane}
	want, ok := c.Expect[lane]
	switch {
	case err != nil:
		r.Verdict, r.Reason = Error, err.Error()
		return r
	case obs.Unsupported:
		r.Verdict = Skip
		return r
	case !ok:
		r.Verdict, r.Reason = Error, "the case expects nothing of this lane"
		return r
	}
	var fs findings
	p := prepare(c)
	if leak := p.hidden.find(obs); leak != "" {
		r.Leak = true
		fs.add(ClassLeak, "%s", leak)
	}
	checkUnshown(p.content, want, observedStrings(obs), &fs)
	norm, exact := compareLane(lane, want, obs, &fs)
	if r.Leak {
		// The diffs again, of the observation with every secret masked,
		// and the checks' words masked too: a report never prints one.
		needles := p.hidden.shown(obs)
		norm, exact = compareLane(lane, want, maskObservation(obs, needles), &findings{})
		for i := range fs {
			for _, n := range needles {
				fs[i].What = replaceForm(fs[i].What, n)
			}
		}
	}
	switch {
	case norm != "" && !fs.normative():
		// A diff no named check explains: call it what it most likely is.
		fs.add(ClassContent, "what the lane shows differs from what SPEC shows")
	case norm == "" && exact != "" && len(fs) == 0:
		fs.add(ClassProfile, "the text differs from the reference profile's wording")
	}
	r.Findings = fs
	r.Reason = bounded(fs.String(), maxReason)
	switch {
	case fs.normative():
		r.Verdict, r.Diff = Fail, norm
		if r.Diff == "" {
			r.Diff = exact
		}
	case exact != "" || len(fs) > 0:
		r.Verdict, r.Diff = Wording, exact
	default:
		r.Verdict = Pass
	}
	r.Diff = bounded(r.Diff, maxDiff)
	return r
}

// The most a result keeps of its reason and its diff: a host that answers
// with megabytes costs a report kilobytes.
const (
	maxReason = 4 << 10
	maxDiff   = 16 << 10
)

// bounded cuts s to at most max bytes (at a character boundary), saying
// how much was cut.
func bounded(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "\n…(cut: " + strconv.Itoa(len(s)-cut) + " more bytes)\n"
}

// compareLane returns the normative diff and the wording diff of one lane,
// each "" when there is no difference, adding each failed check to fs.
func compareLane(lane adapters.Lane, want vectors.Expectation, obs adapters.Observation, fs *findings) (norm, exact string) {
	switch lane {
	case adapters.ToolResultStored:
		return compareStored(want, obs, fs)
	case adapters.Script:
		return compareJSON(want.View, obs.View, "view", viewMarker, fs)
	case adapters.Guard:
		return compareJSON(want.Kept, obs.Kept, "kept", viewMarker, fs)
	case adapters.Render:
		return compareRender(want, obs, fs)
	}
	return compareBlocksLane(lane, want, obs, fs)
}
