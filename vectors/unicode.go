package vectors

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// ClauseUnicodeVersion is the clause a case with Unicode readings cites:
// SPEC reads characters in Unicode 15.0, and a host on a later version's
// tables passes every MUST check (revision 4, R4-12).
const ClauseUnicodeVersion = "SPEC 1 unicode version"

// LaterUnicode returns the Unicode versions a reading may name: those the
// suite knows after SPEC's own (estext.UnicodeVersions), which the
// schema's enum lists too.
func LaterUnicode() []string { return estext.UnicodeVersions()[1:] }

// checkReadings checks what the schema cannot of a case's Unicode
// readings: each version named by one reading only and known to the
// suite, each lane one the case expects something of, each reading of a
// lane other than what the case expects of it, and the case citing
// ClauseUnicodeVersion.
func checkReadings(c *Case) *Problem {
	if len(c.Unicode) == 0 {
		return nil
	}
	problem := func(at []string, format string, args ...any) *Problem {
		return &Problem{Path: c.Path, Pointer: c.Pointer(at...), Case: c.ID, Msg: fmt.Sprintf(format, args...)}
	}
	if !slices.Contains(c.Spec, ClauseUnicodeVersion) {
		return problem([]string{"spec"}, "the case has Unicode readings and does not cite %q: add it", ClauseUnicodeVersion)
	}
	seen := map[string]int{}
	for i, r := range c.Unicode {
		at := []string{"unicode", itoa(i)}
		for j, v := range r.Versions {
			if !slices.Contains(LaterUnicode(), v) {
				return problem(append(at, "versions", itoa(j)), "Unicode %s is no later version the suite knows (%s)", QuoteCut(v), strings.Join(LaterUnicode(), ", "))
			}
			if first, ok := seen[v]; ok {
				return problem(append(at, "versions", itoa(j)), "Unicode %s has a reading already, at %s: one reading a version", v, c.Pointer("unicode", itoa(first)))
			}
			seen[v] = i
		}
		for _, lane := range sortedLanes(r.Expect) {
			want, ok := c.Expect[lane]
			if !ok {
				return problem(append(at, "expect", string(lane)), "the case expects nothing of lane %s: a reading says what a lane the case expects shows instead", lane)
			}
			if sameExpectation(want, r.Expect[lane]) {
				return problem(append(at, "expect", string(lane)), "the reading of lane %s is what the case expects of it: leave it out", lane)
			}
		}
	}
	return nil
}

// sameExpectation reports whether two expectations say the same, their
// JSON values compared as written, white space aside.
func sameExpectation(a, b Expectation) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && string(ja) == string(jb)
}

// sortedLanes returns the lanes of expect in the order of
// adapters.AllLanes.
func sortedLanes(expect map[adapters.Lane]Expectation) []adapters.Lane {
	var lanes []adapters.Lane
	for _, l := range adapters.AllLanes() {
		if _, ok := expect[l]; ok {
			lanes = append(lanes, l)
		}
	}
	return lanes
}
