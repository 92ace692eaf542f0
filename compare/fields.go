package compare

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// refFacts is what the field-rule check reads of a case's input: every
// string value, and the MCPL references a lane shows, at any depth.
type refFacts struct {
	strs []string
	refs []rfcRef
}

func newRefFacts(in *inputParts, input esjson.Value) *refFacts {
	return &refFacts{strs: appendStrings(nil, input), refs: in.refs}
}

// fieldRulePlace is the place of the check that a field SPEC 6 makes
// absent is not shown, in either vector format.
var fieldRulePlace = place{want: "rfc:missing-field", clause: "SPEC 6 field rules"}

// shownLines returns the lines of every text obs shows, those of a
// script's view and a guard's kept value included.
func shownLines(obs adapters.Observation, tx *texts) []string {
	out := viewLines(obs)
	for _, raw := range [][]byte{obs.View, obs.Kept} {
		for _, s := range appendRawStrings(nil, raw, tx) {
			out = append(out, strings.Split(s, "\n")...)
		}
	}
	return out
}

// fieldRuleMembers are the members of an MCPL reference that SPEC 6's
// field rules make absent when invalid.
var fieldRuleMembers = []string{"name", "mimeType", "sizeBytes"}

// absentChecked returns fieldRuleMembers and then the other names of
// names, each once.
func absentChecked(names []string) []string {
	out := slices.Clone(fieldRuleMembers)
	for _, n := range names {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// inInput reports whether s occurs inside any string value of the input.
func (f *refFacts) inInput(s string) bool {
	for _, in := range f.strs {
		if strings.Contains(in, s) {
			return true
		}
	}
	return false
}

// inOtherInput reports whether s occurs in a string value of the input
// other than except.
func (f *refFacts) inOtherInput(s, except string) bool {
	for _, in := range f.strs {
		if in != except && strings.Contains(in, s) {
			return true
		}
	}
	return false
}

// checkAbsent checks that no member of an MCPL reference shows, whole, cut
// or coerced, where the member's value is one SPEC 6 leaves out: an invalid
// name, mimeType or sizeBytes on every case (SPEC 6 field rules), and any
// other member that names lists (a vector's missingFields), which no stub
// shows.
func (f *refFacts) checkAbsent(names []string, view []string, at place, fs *findings) {
	for _, name := range absentChecked(names) {
		for _, r := range f.refs {
			v, ok := r.members[name]
			if !ok || fieldValid(name, v) {
				continue
			}
			for _, needle := range f.missingNeedles(r, name, v) {
				if needle.re != nil && f.inInput(needle.s) {
					continue // the input says it elsewhere: a lane may show that
				}
				if needle.in(f, view) {
					fs.add(at.at("rfc:missing-field", ""), vectorClass["missingFields"],
						"the reference's %s, which SPEC 6 leaves out, shows as %q", name, abbreviate(needle.s))
					break
				}
			}
		}
	}
}

// A missingNeedle is what would show of an absent field: a text (s), found
// where re matches when re is set, or a size named by meaning when size is
// set (s is then how SPEC writes it).
type missingNeedle struct {
	s    string
	re   *regexp.Regexp
	size *int64
}

// withoutFields returns line with the references' names and media types
// taken out, as sent and as SPEC 3 labels or lower-cases them.
func (f *refFacts) withoutFields(line string) string {
	for _, r := range f.refs {
		for _, member := range []string{"name", "mimeType"} {
			s, ok := r.members[member].Str()
			if !ok || s == "" {
				continue
			}
			for _, form := range []string{s, reference.Label(s), reference.LowerCase(s)} {
				if form != "" {
					line = strings.ReplaceAll(line, form, " ")
				}
			}
		}
	}
	return line
}

// in reports whether a line of view shows the needle; a size is looked
// for once the references' names and media types are taken out (f).
func (n missingNeedle) in(f *refFacts, view []string) bool {
	switch {
	case n.size != nil:
		for _, line := range view {
			if namesSize(f.withoutFields(line), *n.size) {
				return true
			}
		}
		return false
	case n.re != nil:
		return matchesAny(view, n.re)
	}
	return containsLine(view, n.s)
}

// missingNeedles returns what would show of member name of r, whose value
// v is invalid: a string's first 16 characters (or the whole string, when
// that start occurs elsewhere in the input), a number as a number, or as
// the size a host could make of it, unless another reference's valid size
// shows the same.
func (f *refFacts) missingNeedles(r rfcRef, name string, v esjson.Value) []missingNeedle {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		start := firstRunes(s, 16)
		if f.inOtherInput(start, s) {
			start = s
			if f.inOtherInput(s, s) {
				start = "" // the input says it elsewhere: a lane may show that
			}
		}
		var out []missingNeedle
		if start != "" && strings.TrimSpace(start) != "" {
			out = append(out, missingNeedle{s: start})
		}
		if n, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil && name == "sizeBytes" {
			out = append(out, f.sizeNeedles(n)...) // "12" coerced to a size
		}
		return out
	case esjson.Number:
		n := v.Number()
		text := strconv.FormatFloat(n, 'f', -1, 64)
		return append([]missingNeedle{{s: text, re: numberToken(text)}}, f.sizeNeedles(n)...)
	}
	text := esjson.Marshal(v)
	if len(text) < 4 {
		return nil
	}
	return []missingNeedle{{s: text}}
}

// sizeNeedles returns the sizes a host could make of an invalid sizeBytes
// n (cut, rounded, made positive), each looked for by meaning (namesSize),
// unless a valid size of a reference of the input names the same.
func (f *refFacts) sizeNeedles(n float64) []missingNeedle {
	var out []missingNeedle
	seen := map[int64]bool{}
	for _, c := range []float64{math.Trunc(n), math.Round(n), math.Abs(math.Trunc(n)), 0} {
		if c < 0 || c > 1<<62 || (c == 0 && n >= 0) {
			continue
		}
		size := int64(c)
		if seen[size] || f.validSizeShows(size) {
			continue
		}
		seen[size] = true
		out = append(out, missingNeedle{s: reference.Size(size), size: &size})
	}
	return out
}

// validSizeShows reports whether a reference of the input has a valid
// sizeBytes that SPEC shows as size.
func (f *refFacts) validSizeShows(size int64) bool {
	for _, r := range f.refs {
		if v, ok := r.members["sizeBytes"]; ok && fieldValid("sizeBytes", v) && reference.Size(int64(v.Number())) == reference.Size(size) {
			return true
		}
	}
	return false
}
