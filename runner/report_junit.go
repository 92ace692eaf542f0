package runner

import (
	"encoding/xml"
	"fmt"
	"sort"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// junitReport returns the report as a JUnit XML file: one test suite per family,
// one test case per case and lane, then a suite "gate". A gating failure
// is a <failure>, unless the report's Baseline lists it: then it is
// <skipped message="known failure (baseline)">, its text in <system-out>;
// a known leak (a security failure the baseline lists with a link) is
// <skipped message="known leak, tracked at URL (…)">, never a pass, and
// with known leaks the testsuites' name ends "(12 known leaks)" and every
// test suite's first property is "rfc005.knownLeaks", their count.
// An error is an <error>, a skipped lane <skipped>; input the host
// rejected as invalid MCP (the verdict rejected) is <skipped
// message="rejected: …"> with the host's reason, neither a pass nor a
// failure, and the suites carry "rfc005.observationsRejected" when there
// are any; a case out of scope
// is one test case "<case> (out of scope)", however many lanes it lists,
// <skipped message="…"> with the reason; a wording difference
// or a SHOULD-level failure passes, its diff in <system-out>. The suite
// "gate" holds the test case "the gate", a <failure> exactly when the gate
// fails (its message the gate's line; its <system-out> the line always), and a failing test case for each
// stale baseline entry: a CI reading only the failure count sees what the
// exit status says. A result of one of RFC-005's vectors names it and
// its link in <system-out> ("RFC-005 vector 9 https://…"), or in its
// failure's text. Every test suite
// carries the run's coverage as properties: "rfc005.coverage" (the score
// line's words, "on 1 of 9 lanes (98 of 595 observations scored)"),
// "rfc005.lanesSelected", "rfc005.lanesServed", "rfc005.lanesMissing"
// (comma-separated lane ids) and "rfc005.observationsSelected",
// "rfc005.observationsScored"; the skipped test cases say the lane is
// missing, not passed. A run stopped early adds "rfc005.incomplete" (why,
// and how far it got), "rfc005.incomplete.observed" and
// "rfc005.incomplete.selected" (the coverage properties are then of what
// was observed). Every string a host controls is
// Printable (text keeps its newlines and tabs), so the file holds only
// XML 1.0 characters, and reporttext.Inert, so that neither the file nor
// a text of it printed by a test reporter shows a CI runner a command.
func (r Report) junitReport() ([]byte, error) {
	type failure struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Body    string `xml:",chardata"`
	}
	type skipped struct {
		Message string `xml:"message,attr"`
	}
	type testcase struct {
		Name      string   `xml:"name,attr"`
		Classname string   `xml:"classname,attr"`
		Time      string   `xml:"time,attr"`
		Failure   *failure `xml:"failure,omitempty"`
		Error     *failure `xml:"error,omitempty"`
		Skipped   *skipped `xml:"skipped,omitempty"`
		SystemOut string   `xml:"system-out,omitempty"`
	}
	type property struct {
		Name  string `xml:"name,attr"`
		Value string `xml:"value,attr"`
	}
	type testsuite struct {
		Name       string     `xml:"name,attr"`
		Tests      int        `xml:"tests,attr"`
		Failures   int        `xml:"failures,attr"`
		Errors     int        `xml:"errors,attr"`
		Skipped    int        `xml:"skipped,attr"`
		Properties []property `xml:"properties>property"`
		Testcases  []testcase `xml:"testcase"`
	}
	type testsuites struct {
		XMLName  xml.Name     `xml:"testsuites"`
		Name     string       `xml:"name,attr"`
		Tests    int          `xml:"tests,attr"`
		Failures int          `xml:"failures,attr"`
		Errors   int          `xml:"errors,attr"`
		Skipped  int          `xml:"skipped,attr"`
		Time     string       `xml:"time,attr"`
		Suites   []*testsuite `xml:"testsuite"`
	}
	all := testsuites{Name: "rfc005-lanes " + identity(r.Host.Name), Time: fmt.Sprintf("%.3f", r.Duration.Seconds())}
	g := r.Gate(r.Baseline)
	cov := r.Coverage()
	var properties []property
	if n := len(g.KnownLeaks); n > 0 {
		all.Name += " (" + plural(n, "known leak", "known leaks") + ")"
		properties = append(properties, property{"rfc005.knownLeaks", strconv.Itoa(n)})
	}
	properties = append(properties, []property{
		{"rfc005.profile", r.Profile.Name()},
		{"rfc005.coverage", cov.String()},
		{"rfc005.lanesSelected", laneIDs(cov.LanesSelected)},
		{"rfc005.lanesServed", laneIDs(cov.LanesServed)},
		{"rfc005.lanesMissing", laneIDs(cov.LanesMissing())},
		{"rfc005.observationsSelected", strconv.Itoa(cov.ObservationsSelected)},
		{"rfc005.observationsScored", strconv.Itoa(cov.ObservationsScored)},
	}...)
	if cov.ObservationsRejected > 0 {
		properties = append(properties, property{"rfc005.observationsRejected", strconv.Itoa(cov.ObservationsRejected)})
	}
	if in := r.Incomplete; in != nil {
		properties = append(properties,
			property{"rfc005.incomplete", fmt.Sprintf("%s after %d of %d observations: this report holds only those, and the run did not pass", reporttext.Printable(in.Reason), in.Observed, in.Selected)},
			property{"rfc005.incomplete.observed", strconv.Itoa(in.Observed)},
			property{"rfc005.incomplete.selected", strconv.Itoa(in.Selected)})
	}
	excused, tracked := g.excusedSet(), g.trackedSet()
	byFamily := map[string]*testsuite{}
	listed := map[string]bool{} // the cases out of scope with a test case already
	for _, res := range r.Results {
		if res.OutOfScope && listed[res.Case] {
			continue
		}
		text := reporttext.Inert(reporttext.PrintableText(describeAt(res, r.BookURL)))
		s := byFamily[res.Family]
		if s == nil {
			s = &testsuite{Name: res.Family, Properties: properties}
			byFamily[res.Family] = s
			all.Suites = append(all.Suites, s)
		}
		tc := testcase{Name: res.Case + " on " + string(res.Lane), Classname: "rfc005-lanes." + res.Family, Time: "0"}
		switch {
		case res.OutOfScope:
			listed[res.Case] = true
			tc.Name = res.Case + " (out of scope)"
			tc.Skipped = &skipped{Message: reporttext.Printable(res.Reason)}
			s.Skipped++
		case tracked[resultKey(res)] != "":
			tc.Skipped = &skipped{Message: "known leak, tracked at " + tracked[resultKey(res)] + " (excused by the baseline; it still fails)"}
			tc.SystemOut = text
			s.Skipped++
		case res.Gating() && excused[resultKey(res)]:
			tc.Skipped = &skipped{Message: "known failure (baseline)"}
			tc.SystemOut = text
			s.Skipped++
		case res.Verdict == compare.Error:
			tc.Error = &failure{Message: reporttext.Inert(firstLine(res.Reason)), Type: "error", Body: text}
			s.Errors++
		case res.Verdict == compare.Skip:
			tc.Skipped = &skipped{Message: "the host does not serve " + string(res.Lane) + ": not scored, never a pass; the run's score is " + cov.String()}
			s.Skipped++
		case res.Verdict == compare.Rejected:
			tc.Skipped = &skipped{Message: reporttext.Inert(oneLine(reporttext.Printable(rejectedWords(res)), maxCheck))}
			tc.SystemOut = text + "the input is not valid MCP and the host rejected it: neither a pass nor a failure, not scored, never gating\n"
			s.Skipped++
		case res.Gating():
			kind := "fail"
			if w := res.UnexcusableWord(); w != "" {
				kind = w // leak, withheld or security
			}
			tc.Failure = &failure{Message: firstLine(text), Type: kind, Body: text}
			s.Failures++
		case res.Verdict == compare.Fail || res.Verdict == compare.Wording:
			tc.SystemOut = text
		}
		if res.Vector > 0 && tc.SystemOut == "" {
			tc.SystemOut = vectorLine(res.Vector)
		}
		s.Tests++
		s.Testcases = append(s.Testcases, tc)
	}
	sort.Slice(all.Suites, func(i, j int) bool { return all.Suites[i].Name < all.Suites[j].Name })
	gs := &testsuite{Name: "gate", Properties: properties}
	gateCase := testcase{Name: "the gate", Classname: "rfc005-lanes.gate", Time: "0", SystemOut: g.Line()}
	if g.Exit != 0 {
		gateCase.Failure = &failure{Message: g.Line(), Type: "gate", Body: reporttext.Inert(g.Explain(g.Baselined))}
		gs.Failures++
	}
	gs.Testcases = append(gs.Testcases, gateCase)
	for _, f := range g.Stale {
		name := reporttext.Printable(f.Case) + " on " + reporttext.Printable(string(f.Lane)) + " (baseline entry)"
		msg := "listed in the baseline as a known failure, but it no longer fails: drop it by rewriting the baseline in place with the run's failures (run it again with " + g.inPlaceFlags() + ")"
		gs.Testcases = append(gs.Testcases, testcase{Name: name, Classname: "rfc005-lanes.gate", Time: "0",
			Failure: &failure{Message: msg, Type: "stale", Body: msg + "\nreason recorded: " + reporttext.Printable(f.Reason)}})
		gs.Failures++
	}
	gs.Tests = len(gs.Testcases)
	all.Suites = append(all.Suites, gs)
	for _, s := range all.Suites {
		all.Tests += s.Tests
		all.Failures += s.Failures
		all.Errors += s.Errors
		all.Skipped += s.Skipped
	}
	out, err := xml.MarshalIndent(all, "", "  ")
	if err != nil {
		return nil, err
	}
	return reporttext.InertBytes(append([]byte(xml.Header), append(out, '\n')...)), nil
}

// laneIDs writes lanes as comma-separated ids, "" for none.
func laneIDs(lanes []adapters.Lane) string {
	if len(lanes) == 0 {
		return ""
	}
	return laneList(lanes, ",")
}

func firstLine(s string) string {
	for i := range len(s) {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
