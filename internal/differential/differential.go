// Package differential scores a host against the reference host on
// generated inputs (package gen): the reference's observation of each input
// on each lane becomes a vector expectation (package derive), which both
// the reference itself and the host under test are checked against with
// the corpus's comparison engine (package compare). A disagreement is
// shrunk to a minimal input that still fails the same check class on the
// same lane.
//
//	j := differential.Judge{Host: h}
//	for _, c := range gen.Generate(1, 2000) {
//		for _, lane := range c.Lanes {
//			for _, f := range j.Check(ctx, lane, c.Input, c.Hidden) {
//				min := j.Shrink(ctx, f, 2000)
//				fmt.Println(min)
//			}
//		}
//	}
package differential

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/derive"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Who failed a check.
const (
	WhoHost      = "host"      // the host under test disagrees with the reference
	WhoReference = "reference" // the reference fails its own derived expectation, or errs
	WhoDerive    = "derive"    // no expectation could be derived from the reference
)

// ClassError is the class of a finding that is an error, not a failed
// check: the host or the reference could not observe, or derive failed.
const ClassError compare.Class = "error"

// Finding is one disagreement: who failed which class of check, on which
// lane, for which input.
type Finding struct {
	Who    string
	Lane   adapters.Lane
	Class  compare.Class // the gravest failed class, or ClassError
	Input  adapters.Input
	Hidden []string
	Want   vectors.Expectation // derived from the reference (not for a derive or reference error)
	Result compare.Result      // the failing check's result (not for a derive or reference error)
	Err    error               // for a derive or reference error
	// Got is what the host showed, for a host finding that is not an
	// error.
	Got adapters.Observation
	// Also says, for a reference finding, how the host fared on the same
	// expectation: "" when it passed.
	Also string
}

// Key groups findings by cause: who, lane and class.
func (f Finding) Key() string { return f.Who + " " + string(f.Lane) + " " + string(f.Class) }

// String reports the finding: what failed, the input, and why.
func (f Finding) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s on %s\ninput:  %s\n", f.what("a", "check"), f.Lane, f.Input)
	if len(f.Hidden) > 0 {
		fmt.Fprintf(&b, "hidden: %q\n", f.Hidden)
	}
	if f.Err != nil {
		fmt.Fprintf(&b, "error:  %v\n", f.Err)
		return b.String()
	}
	if f.Also != "" {
		fmt.Fprintf(&b, "also:   %s\n", f.Also)
	}
	if want, err := derive.AppendExpectation(nil, f.Lane, f.Want); err == nil {
		fmt.Fprintf(&b, "want:   %s\n", want)
	}
	b.WriteString(f.Result.String())
	return b.String()
}

// what says what failed: "host fails a leak check", "derive errs".
func (f Finding) what(article, noun string) string {
	if f.Class == ClassError {
		return f.Who + " errs"
	}
	if article != "" {
		article += " "
	}
	return fmt.Sprintf("%s fails %s%s %s", f.Who, article, f.Class, noun)
}

// Judge scores Host against the reference host.
type Judge struct {
	Host adapters.Host
	// Keep, when set, narrows what Shrink keeps: a smaller input counts
	// only when Keep accepts the finding it still shows (a fuzzer keeps
	// the kinds expected and shown, not only the lane and class).
	Keep func(Finding) bool
	// Fault is the fault planted in the reference Host is scored
	// against: fault.None, the sound reference, but in a mutation run.
	Fault fault.ID
}

// Check observes input on lane with the reference and with the host, and
// returns what failed: a reference error, a derive error, the reference
// failing its own derived expectation (derive or reference wrong), or the
// host failing it (an error, or a normative check: leak, withheld, kind,
// content, mention). A wording difference is no finding. The host is not
// asked when the reference errs or derive fails; when the reference fails
// its own expectation, a host failure is noted on that finding (Also).
func (j Judge) Check(ctx context.Context, lane adapters.Lane, input adapters.Input, hidden []string) []Finding {
	st := stateOf(input, hidden)
	var refObs adapters.Observation
	var err error
	if st.rootErr != nil {
		refObs, err = refhost.ObserveWith(j.Fault, lane, input)
	} else {
		refObs, err = refhost.ObserveParsedWith(j.Fault, lane, input, st.root)
	}
	return j.check(ctx, lane, input, hidden, st, refObs, err)
}

// CheckWith is Check for a caller that has the reference's observation of
// input on lane already (refObs, or the error refErr, as
// refhost.Observe gives them): it judges as Check does without asking the
// reference again.
func (j Judge) CheckWith(ctx context.Context, lane adapters.Lane, input adapters.Input, hidden []string, refObs adapters.Observation, refErr error) []Finding {
	return j.check(ctx, lane, input, hidden, stateOf(input, hidden), refObs, refErr)
}

func (j Judge) check(ctx context.Context, lane adapters.Lane, input adapters.Input, hidden []string, st *inputState, refObs adapters.Observation, err error) []Finding {
	base := Finding{Lane: lane, Input: input, Hidden: hidden}
	if err != nil {
		base.Who, base.Class, base.Err = WhoReference, ClassError, err
		return []Finding{base}
	}
	want, err := st.derive.Expect(lane, refObs)
	if err != nil {
		base.Who, base.Class, base.Err = WhoDerive, ClassError, err
		return []Finding{base}
	}
	base.Want = want
	p := st.prepared.Expecting(lane, want)
	var out []Finding
	self := p.Check(lane, refObs, nil)
	if self.Verdict != compare.Pass {
		f := base
		f.Who, f.Result, f.Class = WhoReference, self, gravest(self)
		out = append(out, f)
	}
	if j.Host == nil {
		return out
	}
	obs, err := j.Host.Observe(ctx, lane, input)
	var r compare.Result
	if err == nil && sameObservation(obs, refObs) {
		r = self // the same observation scores the same
	} else {
		r = p.Check(lane, obs, err)
	}
	if r.Verdict != compare.Fail && r.Verdict != compare.Error {
		return out
	}
	if len(out) > 0 {
		// The expectation is not to be trusted: the finding is the
		// reference's, with a word on the host.
		out[0].Also = fmt.Sprintf("the host fails the same expectation (%s)", gravest(r))
		return out
	}
	f := base
	f.Who, f.Result, f.Class = WhoHost, r, gravest(r)
	if err == nil {
		f.Got = obs
	}
	return append(out, f)
}

// sameObservation reports whether a and b are the same observation, as
// compare reads one: the same members set, to the same values.
func sameObservation(a, b adapters.Observation) bool {
	if a.Refused != b.Refused || a.Render != b.Render || a.Unsupported != b.Unsupported ||
		(a.Text == nil) != (b.Text == nil) || a.Text != nil && *a.Text != *b.Text ||
		!sameRaw(a.View, b.View) || !sameRaw(a.Kept, b.Kept) ||
		(a.Blocks == nil) != (b.Blocks == nil) || !slices.Equal(a.Blocks, b.Blocks) {
		return false
	}
	return true
}

func sameRaw(a, b []byte) bool { return (a == nil) == (b == nil) && bytes.Equal(a, b) }

// gravest returns a result's gravest failed class: ClassError for an
// error, and the profile class for a wording difference.
func gravest(r compare.Result) compare.Class {
	if r.Verdict == compare.Error {
		return ClassError
	}
	if cs := r.FailedClasses(); len(cs) > 0 {
		return cs[0]
	}
	return compare.ClassProfile
}

// reproduces reports whether input still shows finding f: the same who,
// lane and class; for the host, with the reference passing its own
// expectation (so the expectation can be trusted).
func (j Judge) reproduces(ctx context.Context, f Finding, input adapters.Input) (Finding, bool) {
	lanes, err := gen.Lanes(input)
	if err != nil || !hasLane(lanes, f.Lane) {
		return Finding{}, false
	}
	hidden, err := gen.Hidden(input)
	if err != nil {
		return Finding{}, false
	}
	host := j
	if f.Who != WhoHost {
		host.Host = nil
	}
	found := host.Check(ctx, f.Lane, input, hidden)
	for _, g := range found {
		if g.Who != f.Who && f.Who == WhoHost {
			return Finding{}, false // the expectation is not to be trusted
		}
	}
	for _, g := range found {
		if g.Who == f.Who && (g.Class == f.Class || g.Result.Has(f.Class)) {
			g.Class = f.Class
			if j.Keep != nil && !j.Keep(g) {
				return Finding{}, false
			}
			return g, true
		}
	}
	return Finding{}, false
}

func hasLane(lanes []adapters.Lane, lane adapters.Lane) bool {
	for _, l := range lanes {
		if l == lane {
			return true
		}
	}
	return false
}

// Group is one cause of disagreement: who fails which class of check, on
// the lanes where a shrunk finding comes down to the same minimal input.
type Group struct {
	Who      string
	Class    compare.Class
	Lanes    []adapters.Lane
	Count    int     // the findings of its who, class and lanes (other groups may share them)
	Example  Finding // shrunk: a minimal input that still fails
	Original int     // the length of the input it was shrunk from
}

// Summarize groups findings by who, lane and class, shrinks up to perGroup
// of each group (the first, and others spread through it) with budget
// candidates each, and merges the groups whose minimal inputs are the same
// across lanes. Groups come out in the order of their first finding's key.
func (j Judge) Summarize(ctx context.Context, findings []Finding, perGroup, budget int) []Group {
	byKey := map[string][]Finding{}
	var keys []string
	for _, f := range findings {
		k := f.Key()
		if _, ok := byKey[k]; !ok {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], f)
	}
	sort.Strings(keys)
	var out []Group
	index := map[string]int{} // who, class and minimal input → place in out
	for _, k := range keys {
		fs := byKey[k]
		picked := map[int]bool{}
		for i := 0; i < perGroup; i++ {
			at := i * len(fs) / perGroup
			if picked[at] {
				continue
			}
			picked[at] = true
			shrunk := j.Shrink(ctx, fs[at], budget)
			id := shrunk.Who + " " + string(shrunk.Class) + " " + string(shrunk.Input)
			if g, ok := index[id]; ok {
				if !hasLane(out[g].Lanes, shrunk.Lane) {
					out[g].Lanes = append(out[g].Lanes, shrunk.Lane)
					out[g].Count += len(fs)
				}
				continue
			}
			index[id] = len(out)
			out = append(out, Group{Who: shrunk.Who, Class: shrunk.Class, Lanes: []adapters.Lane{shrunk.Lane},
				Count: len(fs), Example: shrunk, Original: len(fs[at].Input)})
		}
	}
	return out
}

// String reports the group: who fails what where, and the minimal input.
func (g Group) String() string {
	lanes := make([]string, len(g.Lanes))
	for i, l := range g.Lanes {
		lanes[i] = string(l)
	}
	return fmt.Sprintf("%s on %s (%d finding(s) of that kind there); a minimal input, shrunk from %d to %d bytes, on %s:\n%s",
		g.Example.what("", "checks"), strings.Join(lanes, ", "), g.Count, g.Original, len(g.Example.Input), g.Example.Lane, g.Example)
}
