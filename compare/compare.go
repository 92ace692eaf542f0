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
//
// A case read from MCPL's RFC-005 vector file (Case.Vector set) has no
// blocks to compare: its expect keys are checked instead, each mapped onto
// one of the classes above (README, "MCPL's RFC-005 vectors"), against
// what the reference host shows of the same input where SPEC decides.
//
// Check keeps what it prepares of each case for the next lane; a caller
// that checks many fresh cases prepares each itself (Prepare) and keeps
// nothing.
package compare

import (
	"errors"
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

// Check scores obs, what a host showed of case c on lane (or err, why it
// could not), against the case's expectation for that lane.
// It prepares the case the first time (see Prepared) and keeps it for the
// next lane.
func Check(c *vectors.Case, lane adapters.Lane, obs adapters.Observation, err error) Result {
	var p *prepared
	if expects(c, lane) && (err == nil && !obs.Unsupported || err != nil) {
		p = prepare(c) // for an error too: its reason's secrets are masked
	}
	return check(c, p, lane, obs, err)
}

// answerOf returns the bytes a host wrote for an answer that err is about
// (adapters.AnswerError), or nil.
func answerOf(err error) []byte {
	var ae *adapters.AnswerError
	if errors.As(err, &ae) {
		return ae.Raw
	}
	return nil
}

// check is Check with c prepared as p (nil only when err is set, obs is
// unsupported or c expects nothing of lane).
func check(c *vectors.Case, p *prepared, lane adapters.Lane, obs adapters.Observation, err error) Result {
	r := Result{Case: c.ID, Lane: lane}
	want, ok := c.Expect[lane], expects(c, lane)
	switch {
	case err != nil:
		r.Verdict, r.Reason = Error, err.Error()
		if p != nil {
			r.Reason = maskReason(p, lane, r.Reason)
		}
		r.Cause = errorCause(r.Reason)
		if raw := answerOf(err); raw != nil && p != nil {
			leakInAnswer(&r, p, raw)
		}
		return r
	case obs.Unsupported:
		r.Verdict = Skip
		return r
	case !ok:
		r.Verdict, r.Reason = Error, "the case expects nothing of this lane"
		r.Cause = errorCause(r.Reason)
		return r
	}
	var fs findings
	tx := &texts{}
	observed := observedStrings(obs, tx)
	var hays []*haystack
	if !p.hidden.empty() {
		hays = haystacks(obs, observed)
	}
	if hit, found := p.hiddenOn(lane).findHit(hays); found {
		r.Leak = true
		fs.add(p.leakPlace(hit), ClassLeak, "%s", hit.reason)
	}
	if c.Vector != nil {
		return checkedVector(c, p, r, lane, obs, fs, hays)
	}
	checkUnshown(lane, p, want, observed, &fs, tx)
	if p.fields != nil {
		p.fields.checkAbsent(nil, shownLines(obs, tx), fieldRulePlace, &fs)
	}
	norm, exact := compareLane(lane, want, obs, &fs, tx)
	p.in.ownClauses(lane, fs)
	if r.Leak {
		// The diffs again, of the observation with every secret masked,
		// and the checks' words masked too: a report never prints one.
		needles := p.hiddenOn(lane).shown(hays)
		masked := maskObservation(obs, needles)
		var again findings
		checkUnshown(lane, p, want, observedStrings(masked, tx), &again, tx)
		if p.fields != nil {
			p.fields.checkAbsent(nil, shownLines(masked, tx), fieldRulePlace, &again)
		}
		norm, exact = compareLane(lane, want, masked, &again, tx)
		p.in.ownClauses(lane, again)
		maskWords(fs, again, needles)
	}
	switch {
	case norm != "" && !fs.normative():
		// A diff no named check explains: call it what it most likely is.
		fs.add(lanePlace(lane).at(expectationKind(lane, want, tx), "other"), ClassContent, "what the lane shows differs from what SPEC shows")
	case norm == "" && exact != "" && len(fs) == 0:
		fs.add(profilePlace(), ClassProfile, "the text differs from the reference profile's wording")
	}
	return conclude(r, fs, c.Spec, norm, exact)
}

// leakInAnswer searches raw, the bytes a host wrote for an answer that
// is an error (malformed, erroring, over the bounds), for the case's
// hidden strings, before any protocol check has a say: a leak there is a
// leak, never an excusable error. The error stays the verdict; r gains
// the leak finding.
func leakInAnswer(r *Result, p *prepared, raw []byte) {
	if p.hidden.empty() {
		return
	}
	hays := rawHaystacks(raw)
	hit, found := p.hiddenOn(r.Lane).findHit(hays)
	if !found {
		return
	}
	r.Leak = true
	var fs findings
	fs.add(p.leakPlace(hit), ClassLeak, "the answer, which the protocol refuses, shows %s", hit.reason)
	r.Findings = fs.list(nil)
	r.Cause = fs.cause()
	// The reason's own secrets are masked already (maskReason); the forms
	// the raw answer shows are masked too, should the reason quote them.
	r.Reason = Excerpt(maskText(r.Reason, p.hiddenOn(r.Lane).shown(hays)), MaxReason)
}

// maskReason returns an error's reason with every hidden string of the
// case it quotes, in any form the leak search finds, replaced by its
// mask: a host's error, its stderr or the schema's explanation may quote
// the input, and a reason is printed in every report and on the terminal.
// An error is no model context, so this is no leak: only what is printed.
func maskReason(p *prepared, lane adapters.Lane, reason string) string {
	if p.hidden.empty() {
		return reason
	}
	needles := p.hiddenOn(lane).shown([]*haystack{{orig: reason}})
	if len(needles) == 0 {
		return reason
	}
	return maskText(reason, needles)
}

// leakPlace is the place of the leak check that found hit: what the
// hidden string is in the input and the clause that hides it.
func (p *prepared) leakPlace(hit hiddenHit) place {
	at, known := p.leaks[hit.hidden]
	if !known {
		at = place{want: leakHidden, clause: clauseNeverShown}
	}
	return at.at(at.want, hit.how)
}

// conclude gives r the findings fs of a case citing spec, and its verdict:
// a failure when a normative check failed, its diff norm (else exact); a
// wording difference when another check failed or exact is not empty, its
// diff exact; else a pass.
func conclude(r Result, fs findings, spec []string, norm, exact string) Result {
	r.Findings = fs.list(spec)
	r.Reason = Excerpt(fs.String(), MaxReason)
	switch {
	case fs.normative():
		r.Verdict, r.Diff = Fail, norm
		if r.Diff == "" {
			r.Diff = exact
		}
		r.Cause = fs.cause()
	case exact != "" || len(fs) > 0:
		r.Verdict, r.Diff = Wording, exact
	default:
		r.Verdict = Pass
	}
	r.Diff = Excerpt(r.Diff, MaxDiff)
	return r
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

// compareLane returns the normative diff and the wording diff of one lane,
// each "" when there is no difference, adding each failed check to fs; tx
// parses the JSON texts it reads.
func compareLane(lane adapters.Lane, want vectors.Expectation, obs adapters.Observation, fs *findings, tx *texts) (norm, exact string) {
	switch lane {
	case adapters.ToolResultStored:
		return compareStored(want, obs, fs, tx)
	case adapters.Script:
		return compareJSON(want.View, obs.View, obs, jsonAt{place: lanePlace(lane), member: "view"}, viewMarker, fs, tx)
	case adapters.Guard:
		return compareJSON(want.Kept, obs.Kept, obs, jsonAt{place: lanePlace(lane), member: "kept"}, viewMarker, fs, tx)
	case adapters.Render:
		return compareRender(want, obs, fs, tx)
	}
	return compareBlocksLane(lane, want, obs, fs, tx)
}
