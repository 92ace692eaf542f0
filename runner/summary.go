package runner

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/compare"
)

// Coverage is what a score covers: the lanes the host served of those the
// run selected, and the observations scored (all but the skipped) of those
// selected. Every score the suite prints or writes states it, so a host
// serving one lane of nine never reads as a full pass.
type Coverage struct {
	LanesSelected        []adapters.Lane // SPEC section 1 order
	LanesServed          []adapters.Lane // the selected lanes the host declared
	ObservationsSelected int
	ObservationsScored   int
}

// Coverage returns the report's coverage.
func (r Report) Coverage() Coverage {
	c := r.Count()
	return Coverage{
		LanesSelected: r.LanesSelected, LanesServed: r.LanesServed,
		ObservationsSelected: c.Observations, ObservationsScored: c.Scored(),
	}
}

// LanesMissing returns the selected lanes the host does not serve, in
// SPEC section 1 order.
func (c Coverage) LanesMissing() []adapters.Lane {
	var missing []adapters.Lane
	for _, l := range c.LanesSelected {
		if !hasLane(c.LanesServed, l) {
			missing = append(missing, l)
		}
	}
	return missing
}

// Full reports whether the host served every selected lane.
func (c Coverage) Full() bool { return len(c.LanesMissing()) == 0 }

// String says the coverage as the score line does:
// "on 1 of 9 lanes (98 of 595 observations scored)".
func (c Coverage) String() string { return c.report().String() }

func hasLane(lanes []adapters.Lane, l adapters.Lane) bool {
	for _, x := range lanes {
		if x == l {
			return true
		}
	}
	return false
}

// laneList writes lanes as "push, render", or "no lane".
func laneList(lanes []adapters.Lane, sep string) string {
	if len(lanes) == 0 {
		return "no lane"
	}
	s := make([]string, len(lanes))
	for i, l := range lanes {
		s[i] = string(l)
	}
	return strings.Join(s, sep)
}

// Summary is the report as a person reads it in a terminal: Details, then
// Scores.
func (r Report) Summary() string { return r.Details() + r.Scores() }

// Details says who was scored on what, then gives every failure and error
// with its SPEC clauses and diff. Wording differences are counted, not
// shown (the JSON and Markdown reports hold them).
func (r Report) Details() string {
	c := r.Count()
	var b strings.Builder
	host := identity(r.Host.Name) + " " + identity(r.Host.Version)
	if r.Command != "" {
		host += " (" + Printable(r.Command) + ")"
	}
	fmt.Fprintf(&b, "rfc005-lanes %s · host %s · %d cases, %d observations · vectors %s\n",
		r.Suite, host, r.Cases, c.Observations, shortDigest(r.Digest))
	for _, res := range r.Results {
		if res.Verdict != compare.Fail && res.Verdict != compare.Error {
			continue
		}
		b.WriteString("\n")
		tags := []string{strings.ToUpper(string(res.Verdict))}
		if res.Level == "should" {
			tags = append(tags, "should: does not gate")
		}
		if res.Security || res.Leak {
			tags = append(tags, "security")
		}
		for _, c := range res.FailedClasses() {
			if c != compare.ClassProfile {
				tags = append(tags, string(c))
			}
		}
		if res.Unexcusable() {
			tags = append(tags, "no baseline excuses it")
		}
		fmt.Fprintf(&b, "%s [%s] %s\n", PrintableText(res.Result.String()), strings.Join(tags, ", "), Printable(strings.Join(res.Spec, "; ")))
	}
	b.WriteString("\n")
	return b.String()
}

// Scores is the one line of scores: normative, with the coverage it
// stands on, wording, failures, errors, skipped lanes, SHOULD-level
// failures, leaks and, for a run stopped early, how far it got
// ("INCOMPLETE: 312 of 1058 observations (interrupted by SIGINT)"):
//
//	normative 98/98 (100.0%) on 1 of 9 lanes (98 of 595 observations scored) · wording 98/98 (100.0%) · …
func (r Report) Scores() string {
	c := r.Count()
	var b strings.Builder
	fmt.Fprintf(&b, "normative %d/%d (%.1f%%) %s · wording %d/%d (%.1f%%) · failed %d · errors %d · skipped %d",
		c.Pass+c.Wording, c.Scored(), 100*c.NormativeScore(), r.Coverage(), c.Pass, c.Scored(), 100*c.WordingScore(),
		c.Fail, c.Error, c.Skip)
	if c.Should > 0 {
		fmt.Fprintf(&b, " (%d of the failures SHOULD-level)", c.Should)
	}
	if c.Leaks > 0 {
		fmt.Fprintf(&b, " · LEAKS %d", c.Leaks)
	}
	if in := r.Incomplete; in != nil {
		fmt.Fprintf(&b, " · INCOMPLETE: %d of %d observations (%s)", in.Observed, in.Selected, Printable(in.Reason))
	}
	b.WriteString("\n")
	return b.String()
}

func shortDigest(d string) string {
	if len(d) > len("sha256:")+12 {
		return d[:len("sha256:")+12]
	}
	return d
}
