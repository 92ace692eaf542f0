package compare

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/diff"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// refFacts is what the field-rule check reads of a case's input: every
// string value, and the MCPL references a lane shows, at any depth.
type refFacts struct {
	strs []string
	refs []rfcRef
	// sorted is strs, the longest first (byLength), and forms the
	// references' fields in the forms a lane may show them (fieldForms),
	// each made once.
	sorted, forms       []string
	sortOnce, formsOnce sync.Once
}

func newRefFacts(in *inputParts, input esjson.Value) *refFacts {
	return &refFacts{strs: leak.AppendStrings(nil, input), refs: in.refs}
}

// fieldRulePlace is the place of the check that a field SPEC 6 makes
// absent is not shown, in either vector format.
var fieldRulePlace = place{want: "rfc:missing-field", clause: "SPEC 6 field rules"}

// shownLines returns the lines of every text obs shows: of a text that is
// the JSON text of structured data (SPEC 5), the lines of its strings,
// where a stub stands; and those of a script's view and a guard's kept
// value. A number or a "null" of the data is no field shown.
func shownLines(obs adapters.Observation, tx *texts) []string {
	texts := make([]string, 0, len(obs.Blocks)+1)
	for _, b := range obs.Blocks {
		texts = append(texts, b.Text)
	}
	if obs.Text != nil {
		texts = append(texts, *obs.Text)
	}
	strs := make([]string, 0, len(texts))
	for _, t := range texts {
		if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
			strs = append(strs, t)
		} else if v, err := tx.parse([]byte(t)); err == nil {
			strs = leak.AppendStrings(strs, v)
		} else if t != "" {
			strs = append(strs, t)
		}
	}
	for _, raw := range [][]byte{obs.View, obs.Kept} {
		strs = appendRawStrings(strs, raw, tx)
	}
	out := make([]string, 0, len(strs))
	for _, s := range strs {
		if strings.IndexByte(s, '\n') < 0 {
			out = append(out, s) // one line: a flood's thousands of blocks split nothing
			continue
		}
		out = append(out, strings.Split(s, "\n")...)
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

// byLength returns the input's strings, the longest first, so that a
// string is taken out whole before a shorter one inside it.
func (f *refFacts) byLength() []string {
	f.sortOnce.Do(func() {
		f.sorted = slices.Clone(f.strs)
		for _, in := range f.strs { // as a marker names it: a long media type bounded with …
			if l := refhost.Label(in); l != in && len(l) >= 2 {
				f.sorted = append(f.sorted, l)
			}
		}
		slices.SortStableFunc(f.sorted, func(a, b string) int { return len(b) - len(a) })
	})
	return f.sorted
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
// shows. A text is looked for in every line of view; a number or a size,
// which a host's own words or another marker may say, only in the lines
// that read as a reference stub (stubIDs).
func (f *refFacts) checkAbsent(names []string, view []string, at place, fs *findings) {
	names = absentChecked(names)
	if !f.anyAbsent(names) {
		return
	}
	var stubs []string
	for _, line := range view {
		if f.stubIDs(f.withoutInput(line)) != nil { // a uri line holds no id
			stubs = append(stubs, line)
		}
	}
	for _, name := range names {
		for _, r := range f.refs {
			v, ok := r.members[name]
			if !ok || fieldValid(name, v) {
				continue
			}
			for _, needle := range f.missingNeedles(r, name, v) {
				if needle.re != nil && f.inInput(needle.s) {
					continue // the input says it elsewhere: a lane may show that
				}
				lines := view
				if needle.re != nil || needle.size != nil {
					lines = stubs
				}
				if needle.in(f, lines) {
					fs.add(at.at("rfc:missing-field", needle.how(lines)), vectorClass["missingFields"],
						"the reference's %s, which SPEC 6 leaves out, shows as %q", name, diff.Abbreviate(needle.s))
					break
				}
			}
		}
	}
}

// A missingNeedle is what would show of an absent field: a text (s), found
// where re matches when re is set, or a size named by meaning when size is
// set (s is then how SPEC writes it). A text that is the start of a longer
// value has that value as whole.
type missingNeedle struct {
	s     string
	re    *regexp.Regexp
	size  *int64
	whole string
}

// how says how the field the needle found in lines shows, as the Cause's
// Got of the check: "coerced" (a size made of it), "cut" (its start, not
// the whole value) or "whole".
func (n missingNeedle) how(lines []string) string {
	switch {
	case n.size != nil:
		return "coerced"
	case n.whole != "" && n.whole != n.s && !containsLine(lines, n.whole):
		return "cut"
	}
	return "whole"
}

// anyAbsent reports whether a reference of the input has a member of
// names that SPEC 6 leaves out: something checkAbsent looks for.
func (f *refFacts) anyAbsent(names []string) bool {
	for _, r := range f.refs {
		for _, name := range names {
			if v, ok := r.members[name]; ok && !fieldValid(name, v) {
				return true
			}
		}
	}
	return false
}

// withoutFields returns line with the references' names and media types
// taken out, as sent and as SPEC 3 labels or lower-cases them.
func (f *refFacts) withoutFields(line string) string {
	for _, form := range f.fieldForms() {
		if len(form) <= len(line) {
			line = strings.ReplaceAll(line, form, " ")
		}
	}
	return line
}

// fieldForms returns the references' names and media types as sent and
// as SPEC 3 labels and lower-cases them, made once.
func (f *refFacts) fieldForms() []string {
	f.formsOnce.Do(func() {
		for _, r := range f.refs {
			for _, member := range []string{"name", "mimeType"} {
				s, ok := r.members[member].Str()
				if !ok || s == "" {
					continue
				}
				for _, form := range []string{s, refhost.Label(s), refhost.LowerCase(s)} {
					if form != "" {
						f.forms = append(f.forms, form)
					}
				}
			}
		}
	})
	return f.forms
}

// withoutInput returns line with every string of the input (of 2
// characters or more) taken out, and then the references' fields
// (withoutFields): what is left is what the host says in its own words.
func (f *refFacts) withoutInput(line string) string {
	for _, s := range f.byLength() {
		if len(s) >= 2 && len(s) <= len(line) {
			line = strings.ReplaceAll(line, s, " ")
		}
	}
	return f.withoutFields(line)
}

// in reports whether a line of view shows the needle; a size is looked
// for in the host's own words, once every string of the input is taken
// out (withoutInput): a uri or a name may hold "0b" or "7B".
func (n missingNeedle) in(f *refFacts, view []string) bool {
	switch {
	case n.size != nil:
		for _, line := range view {
			if namesSize(f.withoutInput(line), *n.size) {
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
		switch {
		case start == "" || strings.TrimSpace(start) == "":
		case utf8.RuneCountInString(start) < 4:
			// As short as an id's digits ("1" in ref_1): a token, in a stub.
			out = append(out, missingNeedle{s: start, re: wordToken(start)})
		default:
			out = append(out, missingNeedle{s: start, whole: s})
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
	if len(text) < 4 || v.Kind() == esjson.Null || v.Kind() == esjson.Bool {
		return nil // "null" and "true" turn up in any JSON text
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
		out = append(out, missingNeedle{s: refhost.Size(size), size: &size})
	}
	return out
}

// validSizeShows reports whether a reference of the input has a valid
// sizeBytes that SPEC shows as size.
func (f *refFacts) validSizeShows(size int64) bool {
	for _, r := range f.refs {
		if v, ok := r.members["sizeBytes"]; ok && fieldValid("sizeBytes", v) && refhost.Size(int64(v.Number())) == refhost.Size(size) {
			return true
		}
	}
	return false
}

// rfcRef is one MCPL reference of the input: its uri, and its members as
// sent.
type rfcRef struct {
	uri     string
	members map[string]esjson.Value
}

// fieldValid reports whether an MCPL reference's member name holds a value
// SPEC 6 shows: a valid name or mimeType (spec.ValidField) or
// sizeBytes (spec.ValidSizeBytes). Every other member is never shown
// by SPEC's stub: it is not "valid" to show.
func fieldValid(name string, v esjson.Value) bool {
	switch name {
	case "name", "mimeType":
		return spec.ValidField(v)
	case "sizeBytes":
		return spec.ValidSizeBytes(v)
	}
	return false
}
