package runner

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// Coverage is what a score covers: the lanes the host served of those the
// run selected, and the observations scored (all but the skipped, those
// out of scope and those rejected as invalid MCP) of those selected. Every score the suite prints or writes
// states it, so a host serving one lane of nine never reads as a full
// pass.
type Coverage struct {
	LanesSelected        []adapters.Lane // SPEC section 1 order
	LanesServed          []adapters.Lane // the selected lanes the host declared
	ObservationsSelected int
	ObservationsScored   int
	// ObservationsOutOfScope are the results of cases out of scope
	// (Counts.OutOfScope): selected, never observed, never scored.
	ObservationsOutOfScope int
	// ObservationsRejected are the observations whose input, not valid
	// MCP, the host rejected (Counts.Rejected): observed, never scored.
	ObservationsRejected int
}

// Skipped is how many selected observations were skipped, the host not
// serving their lane: neither scored, out of scope nor rejected.
func (c Coverage) Skipped() int {
	return c.ObservationsSelected - c.ObservationsScored - c.ObservationsOutOfScope - c.ObservationsRejected
}

// Coverage returns the report's coverage.
func (r Report) Coverage() Coverage {
	c := r.Count()
	return Coverage{
		LanesSelected: r.LanesSelected, LanesServed: r.LanesServed,
		ObservationsSelected: c.Observations, ObservationsScored: c.Scored(), ObservationsOutOfScope: c.OutOfScope,
		ObservationsRejected: c.Rejected,
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

// Details is Header, then the causes (CauseLines) and Failures without wording
// differences, then ScopeLines and RejectedLine: who was scored on what,
// what the failures have in common, every failure and error, then the
// cases out of scope by reason, and the input the host rejected as
// invalid MCP.
func (r Report) Details() string {
	d := r.Header() + r.CauseLines(terminalCauses) + r.Failures(false)
	if s := r.ScopeLines() + r.RejectedLine(); s != "" {
		d += s + "\n"
	}
	return d
}

// terminalCauses is how many causes the terminal lists.
const terminalCauses = 10

// Header is the first line a run prints, as soon as the host has said
// who it is: "rfc005-lanes 0.1.0 · host NAME VERSION (COMMAND) · 240
// cases, 1058 observations · vectors sha256:2e26f2b7ef2d".
func (r Report) Header() string {
	return headerLine(r.Suite, r.Profile, r.Host, r.Command, r.Digest, r.Cases, r.Count().Observations)
}

// headerLine is Header of a run made or not made yet: the suite's version, the
// profile when it is not the full one ("rfc005-lanes 0.1.0 · mcp profile
// · host …"), the host, its command ("" in process), the vectors' digest
// and what the run selected.
func headerLine(suite string, profile Profile, host adapters.Identity, command, digest string, cases, observations int) string {
	who := identity(host.Name) + " " + identity(host.Version)
	if command != "" {
		who += " (" + reporttext.Printable(command) + ")"
	}
	return fmt.Sprintf("rfc005-lanes %s%s · host %s · %d cases, %d observations · vectors %s\n",
		suite, profile.words(" · "), who, cases, observations, shortDigest(digest))
}

// CauseLines lists the first n causes of the report's failures and
// errors, each with how many results it holds, how many gate,
// its class, its words, its lanes and two example cases; "" when there
// is no failure.
//
//	3 causes of 12 failures and errors, the most gating first:
//	    9 (9 gate)  kind: an embedded text resource shows as a marker instead of its text
//	                on 9 lanes; e.g. text/plain on push, text/markdown on push
func (r Report) CauseLines(n int) string {
	causes := r.causes()
	if len(causes) == 0 {
		return ""
	}
	total := 0
	for _, cg := range causes {
		total += len(cg.Results)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s of %s, the most gating first:\n", plural(len(causes), "cause", "causes"), plural(total, "failure or error", "failures and errors"))
	for i, cg := range causes {
		if i == n {
			fmt.Fprintf(&b, "  …and %d more (the JSON and HTML reports list every one)\n", len(causes)-i)
			break
		}
		count := fmt.Sprintf("%d (%d gate)", len(cg.Results), cg.Gating)
		fmt.Fprintf(&b, "  %-13s %s: %s\n", count, cg.Cause.Class, reporttext.PrintableText(cg.Cause.String()))
		var ex []string
		for _, e := range cg.examples(2) {
			ex = append(ex, e.Case+" on "+string(e.Lane))
		}
		on := laneList(cg.Lanes, ", ")
		if len(cg.Lanes) > 3 {
			on = plural(len(cg.Lanes), "lane", "lanes")
		}
		fmt.Fprintf(&b, "  %-13s on %s; e.g. %s\n", "", on, reporttext.Printable(strings.Join(ex, ", ")))
	}
	return b.String()
}

// Failures gives every failure and error in gate order (inGateOrder:
// leaks, withheld content, the other unexcusable failures, then the
// rest), with wording differences too when wording is set, each as
// Describe writes it with its links resolved against r.BookURL (absolute
// for rfc005 run, whose text report is read in terminals and CI logs far
// from the repository), then a line of tags:
// its verdict, "should: does not gate", "security" (a security case's
// failure beyond mention and profile, UnexcusableWord; a leak or withheld
// check is named by its class, and a case that is not a security case is
// never called one), the classes of
// its failed checks, for a security failure "known leak, tracked at URL"
// when the baseline lists it with its link and "excused only with a
// tracking link" otherwise, and the SPEC clauses its case pins.
func (r Report) Failures(wording bool) string {
	var b strings.Builder
	tracked := r.Gate(r.Baseline).trackedSet()
	for _, res := range inGateOrder(r.Results) {
		switch {
		case res.Verdict == compare.Fail, res.Verdict == compare.Error:
		case res.Verdict == compare.Wording && wording:
		default:
			continue
		}
		b.WriteString("\n")
		tags := []string{strings.ToUpper(string(res.Verdict))}
		if res.ShouldOnly() {
			if res.GateShould {
				tags = append(tags, "should: gates under --gate should")
			} else {
				tags = append(tags, "should: does not gate")
			}
		}
		if res.UnexcusableWord() == "security" {
			tags = append(tags, "security") // a leak or withheld check says so by its class
		}
		for _, c := range res.judged().FailedClasses() {
			if c != compare.ClassProfile {
				tags = append(tags, string(c))
			}
		}
		switch link := tracked[resultKey(res)]; {
		case link != "":
			tags = append(tags, "known leak, tracked at "+link)
		case res.Unexcusable():
			tags = append(tags, "excused only with a tracking link")
		}
		fmt.Fprintf(&b, "%s[%s] %s\n", reporttext.PrintableText(describeAt(res, r.BookURL)), strings.Join(tags, ", "), reporttext.Printable(strings.Join(res.Spec, "; ")))
	}
	b.WriteString("\n")
	return b.String()
}

// Scores is the one line of scores: normative, with the coverage it
// stands on, wording, failures, errors, skipped lanes, the observations
// out of scope (apart from the skipped, when there are any: "· 14 out of
// scope"), the observations whose input the host rejected as invalid MCP
// (when there are any: "· rejected 40", neither passed nor failed, not
// scored), SHOULD-level failures, leaks and, for a run stopped early, how far it got
// ("INCOMPLETE: 312 of 1058 observations (interrupted by SIGINT)"):
//
//	normative 98/98 (100.0%) on 1 of 9 lanes (98 of 595 observations scored) · wording 98/98 (100.0%) · …
//
// A run of a profile other than the full one says so first: "mcp
// profile: normative …".
func (r Report) Scores() string {
	c := r.Count()
	var b strings.Builder
	if w := r.Profile.words(""); w != "" {
		b.WriteString(w + ": ")
	}
	fmt.Fprintf(&b, "normative %d/%d (%s) %s · wording %d/%d (%s) · failed %d · errors %d · skipped %d",
		c.Pass+c.Wording, c.Scored(), reporttext.Percent(c.NormativeScore()), r.Coverage(), c.Pass, c.Scored(), reporttext.Percent(c.WordingScore()),
		c.Fail, c.Error, c.Skip)
	if c.OutOfScope > 0 {
		fmt.Fprintf(&b, " · %d out of scope", c.OutOfScope)
	}
	if c.Rejected > 0 {
		fmt.Fprintf(&b, " · rejected %d", c.Rejected)
	}
	if c.Should > 0 {
		fmt.Fprintf(&b, " (%d of the failures SHOULD-level)", c.Should)
	}
	if c.Leaks > 0 {
		fmt.Fprintf(&b, " · LEAKS %d", c.Leaks)
	}
	if in := r.Incomplete; in != nil {
		fmt.Fprintf(&b, " · INCOMPLETE: %d of %d observations (%s)", in.Observed, in.Selected, reporttext.Printable(in.Reason))
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
