package vectors

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// ClauseUnicodeVersion is the clause a case with Unicode readings cites:
// SPEC reads characters in Unicode 15.0, and a host on a later version's
// tables passes every MUST check (revision 4, R4-12).
const ClauseUnicodeVersion = "SPEC 1 unicode version"

// laterUnicode returns the Unicode versions a reading may name: those the
// suite knows after SPEC's own (estext.UnicodeVersions), which the
// schema's enum lists too.
func laterUnicode() []string { return estext.UnicodeVersions()[1:] }

// LaneReading is what one lane shows on the tables of Versions instead of
// what the case expects of it (Expectation.Later).
type LaneReading struct {
	Versions []string // "15.1", "16.0", "17.0": laterUnicode
	Expect   Expectation
}

// UnicodeReading is what some lanes of a case show on the tables of later
// Unicode versions, where a character's properties SPEC reads (its
// lower-case mapping, Cased, Case_Ignorable) differ from Unicode 15.0's:
// each lane's expectation written in full, as Case.Expect writes it. It is
// one member of a vector's "unicode" list.
type UnicodeReading struct {
	Versions []string
	Expect   map[adapters.Lane]Expectation
}

// Unicode returns the case's Unicode readings as its vector file writes
// them: one for each set of versions that show the same on every lane,
// oldest first, holding each lane those versions show otherwise
// (Expectation.Later); nil when no lane has one.
func (c *Case) Unicode() []UnicodeReading { return unicodeReadings(c.Expect) }

// unicodeReadings gathers the readings of each lane's expectation
// (Expectation.Later) as a vector's "unicode" list writes them: one for
// each set of versions that show the same on every lane, oldest first,
// holding each lane those versions show otherwise; nil when no lane has
// one.
func unicodeReadings(expect map[adapters.Lane]Expectation) []UnicodeReading {
	var out []UnicodeReading
	for _, v := range laterUnicode() {
		shown := map[adapters.Lane]Expectation{}
		for lane, e := range expect {
			for _, r := range e.Later {
				if slices.Contains(r.Versions, v) {
					shown[lane] = r.Expect
				}
			}
		}
		if len(shown) == 0 {
			continue
		}
		if i := slices.IndexFunc(out, func(r UnicodeReading) bool { return sameExpectations(r.Expect, shown) }); i >= 0 {
			out[i].Versions = append(out[i].Versions, v)
			continue
		}
		out = append(out, UnicodeReading{Versions: []string{v}, Expect: shown})
	}
	return out
}

// addReadings checks what the schema cannot of a case's Unicode readings,
// as its file writes them, and gives each lane its own (Expectation.Later):
// each version named once and known to the suite, each lane one the case
// expects something of, each reading of a lane other than what the case
// expects of it, the readings written as UnicodeReadings gathers them, and
// the case citing ClauseUnicodeVersion.
func addReadings(c *Case, readings []UnicodeReading) *Problem {
	if len(readings) == 0 {
		return nil
	}
	problem := func(at []string, format string, args ...any) *Problem {
		return &Problem{Path: c.Path, Pointer: c.Pointer(at...), Case: c.ID, Msg: fmt.Sprintf(format, args...)}
	}
	if !slices.Contains(c.Spec, ClauseUnicodeVersion) {
		return problem([]string{"spec"}, "the case has Unicode readings and does not cite %q: add it", ClauseUnicodeVersion)
	}
	seen := map[string]int{}
	for i, r := range readings {
		at := []string{"unicode", itoa(i)}
		for j, v := range r.Versions {
			if !slices.Contains(laterUnicode(), v) {
				return problem(append(at, "versions", itoa(j)), "Unicode %s is no later version the suite knows (%s)", reporttext.QuoteCut(v), strings.Join(laterUnicode(), ", "))
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
		if err := c.AddUnicode(r); err != nil {
			return problem(at, "%v", err)
		}
	}
	if !sameReadings(c.Unicode(), readings) {
		var groups []string
		for _, r := range c.Unicode() {
			groups = append(groups, strings.Join(r.Versions, " and "))
		}
		return problem([]string{"unicode"}, "write one reading for each set of versions that show the same on every lane, oldest first: %s", strings.Join(groups, "; "))
	}
	return nil
}

// AddUnicode gives each lane of r its reading (Expectation.Later): what
// the lane shows instead on the tables of r's versions. It fails on a lane
// the case expects nothing of.
func (c *Case) AddUnicode(r UnicodeReading) error {
	for _, lane := range sortedLanes(r.Expect) {
		if _, ok := c.Expect[lane]; !ok {
			return fmt.Errorf("the case expects nothing of lane %s: a reading says what a lane the case expects shows instead", lane)
		}
	}
	for _, lane := range sortedLanes(r.Expect) {
		e := c.Expect[lane]
		e.Later = append(e.Later, LaneReading{Versions: r.Versions, Expect: r.Expect[lane]})
		c.Expect[lane] = e
	}
	return nil
}

// sameReadings reports whether a and b are the same readings, in order.
func sameReadings(a, b []UnicodeReading) bool {
	return slices.EqualFunc(a, b, func(x, y UnicodeReading) bool {
		return slices.Equal(x.Versions, y.Versions) && sameExpectations(x.Expect, y.Expect)
	})
}

// sameExpectations reports whether a and b expect the same of the same
// lanes.
func sameExpectations(a, b map[adapters.Lane]Expectation) bool {
	if len(a) != len(b) {
		return false
	}
	for lane, e := range a {
		f, ok := b[lane]
		if !ok || !sameExpectation(e, f) {
			return false
		}
	}
	return true
}

// sameExpectation reports whether two expectations say the same, their
// JSON values compared as written, white space aside (their readings
// aside too).
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
