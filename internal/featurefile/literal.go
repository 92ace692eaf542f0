package featurefile

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// repeatSign is the sign between a repeated unit and its count in a
// literal: "A" × 4096 is 4,096 A's.
const repeatSign = "×"

// runMin is the shortest repeat, in characters, that Literal writes as
// "unit" × count; runUnit the longest unit it looks for.
const (
	runMin  = 32
	runUnit = 16
)

// Literal writes s whole, as the feature files' tables do: a JSON string
// in which every character that is not visible (controls, format
// characters, whitespace other than the space, U+FFFD) is escaped, as
// Quote writes it. A text longer than a table cell shows whole (160
// characters) is written as parts joined by " + ", each a quoted string,
// a long repeat as the unit and its count:
//
//	"[Reference ref_1: " + "n" × 240 + "]"
//	"lorem ipsum " × 87382
//
// Nothing is cut: the text is the vector's, whole, for a reader.
func Literal(s string) string {
	rs := []rune(s)
	if len(rs) <= cellMax {
		return quoteRunes(rs)
	}
	var parts []string
	lit := 0 // where the literal not yet written starts
	for i := 0; i < len(rs); {
		unit, count := longestRun(rs, i)
		if unit*count < runMin || count < 3 {
			i++
			continue
		}
		if lit < i {
			parts = append(parts, quoteRunes(rs[lit:i]))
		}
		parts = append(parts, fmt.Sprintf("%s %s %d", quoteRunes(rs[i:i+unit]), repeatSign, count))
		i += unit * count
		lit = i
	}
	if lit < len(rs) {
		parts = append(parts, quoteRunes(rs[lit:]))
	}
	return strings.Join(parts, " + ")
}

// longestRun returns the unit length (in runes, at most runUnit) whose
// repeats from rs[i] cover the most, the shortest such unit, and how many
// times it repeats.
func longestRun(rs []rune, i int) (unit, count int) {
	for u := 1; u <= runUnit && i+2*u <= len(rs); u++ {
		k := 1
		for i+(k+1)*u <= len(rs) && sameRunes(rs[i+k*u:i+(k+1)*u], rs[i:i+u]) {
			k++
		}
		if k >= 2 && k*u > unit*count {
			unit, count = u, k
		}
	}
	return unit, count
}

func sameRunes(a, b []rune) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// wholeJSON writes an expected JSON value on one line, as JSON.stringify
// would, each string longer than a cell shows whole that is one unit
// repeated written as the vectors write it, {"$repeat": unit, "count": n}.
func wholeJSON(raw json.RawMessage) string {
	v, err := esjson.Parse(raw)
	if err != nil {
		return "not JSON: " + err.Error()
	}
	return esjson.Marshal(withRepeats(v))
}

// withRepeats returns v with each long repeated string written as a
// {"$repeat"} object. It is a walk of its own, not esjson.Walk, because it
// returns a new value.
func withRepeats(v esjson.Value) esjson.Value {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		if wtf, _ := v.StrWTF8(); wtf != s {
			return v // a lone surrogate: kept as sent
		}
		rs := []rune(s)
		if len(rs) <= cellMax {
			return v
		}
		if unit, count := longestRun(rs, 0); unit*count == len(rs) {
			return esjson.ObjectValue([]esjson.Member{
				{Name: "$repeat", Value: esjson.StringValue(string(rs[:unit]))},
				{Name: "count", Value: esjson.NumberValue(float64(count))},
			})
		}
		return v
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = withRepeats(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			members[i] = esjson.Member{Name: m.Name, Value: withRepeats(m.Value)}
		}
		return esjson.ObjectValue(members)
	}
	return v
}
