package compare

import (
	"errors"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

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

// expects reports whether case c expects something of lane: a lane of its
// expectation, or, for a case of MCPL's RFC-005 vectors, a lane such a
// case is observed on.
func expects(c *vectors.Case, lane adapters.Lane) bool {
	if _, ok := c.Expect[lane]; ok {
		return true
	}
	return c.Vector != nil && slices.Contains(rfcvec.Lanes(), lane)
}

// answerOf returns the bytes a host wrote for an answer that err is about
// (rawanswer.Error), or nil.
func answerOf(err error) []byte {
	var ae *rawanswer.Error
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
	if why, rejected := rejection(err); rejected && p != nil {
		return rejectedCheck(c, p, lane, why, err)
	}
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
	observed := leak.Strings(obs, tx.parse)
	var hays []*leak.Haystack
	if !p.hidden.Empty() {
		hays = leak.Haystacks(obs, observed)
	}
	if hit, found := p.hiddenOn(lane).Find(hays); found {
		r.Leak = true
		fs.add(p.leakPlace(hit), ClassLeak, "%s", p.leakReason(hit))
	}
	if c.Vector != nil {
		return checkedVector(c, p, r, lane, obs, fs, hays)
	}
	norm, exact := judgeLane(lane, p, want, obs, observed, &fs, tx)
	if r.Leak {
		// The diffs again, of the observation with every secret masked,
		// and the checks' words masked too: a report never prints one.
		needles := p.hiddenOn(lane).Shown(hays)
		masked := leak.MaskObservation(obs, needles)
		var again findings
		norm, exact = judgeLane(lane, p, want, masked, leak.Strings(masked, tx.parse), &again, tx)
		maskWords(fs, again, needles)
	}
	explainDiff(lane, want, &fs, norm, exact, tx)
	if later, ok := laterReading(want, p, lane, obs, observed, fs, tx); ok {
		fs = later
	}
	return conclude(r, fs, c.Spec, norm, exact)
}

// judgeLane checks obs, whose strings are observed, against want, the
// expectation of lane (the case's own or a Unicode reading's), adding each
// failed check to fs; it returns the normative diff and the wording diff,
// each "" when there is no difference.
func judgeLane(lane adapters.Lane, p *prepared, want vectors.Expectation, obs adapters.Observation, observed []string, fs *findings, tx *texts) (norm, exact string) {
	checkUnshown(lane, p, want, observed, fs, tx)
	if p.fields != nil {
		p.fields.checkAbsent(nil, shownLines(obs, tx), fieldRulePlace, fs)
	}
	norm, exact = compareLane(lane, want, obs, fs, tx)
	p.in.ownClauses(lane, *fs)
	return norm, exact
}

// explainDiff adds to fs a finding for a diff no named check explains: a
// normative one is called what it most likely is, a wording one a
// difference from the reference profile.
func explainDiff(lane adapters.Lane, want vectors.Expectation, fs *findings, norm, exact string, tx *texts) {
	switch {
	case norm != "" && !fs.normative():
		fs.add(lanePlace(lane).at(expectationKind(lane, want, tx), "other"), ClassContent, "what the lane shows differs from what SPEC shows")
	case norm == "" && exact != "" && len(*fs) == 0:
		p := profilePlace()
		if expectationKind(lane, want, tx) == kindJSON {
			// Structured data's JSON text holds no marker: how it is
			// written is what differs (SPEC 5 json text form).
			p = place{clause: clauseJSONTextForm}
		}
		fs.add(p, ClassProfile, "the text differs from the reference profile's wording")
	}
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
