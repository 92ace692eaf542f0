package compare

import "github.com/rfc005-lanes/rfc005-lanes/internal/esjson"

// equalJSON reports whether a and b are the same JSON value, member order
// aside: what encoding/json's decoding into an any and a deep comparison
// would say, without building the maps. The comparisons run on every
// check, and nearly always find the two equal.
func equalJSON(a, b esjson.Value) bool { return sameValue(a, b, false) }

// sameText reports whether a and b are the same value written the same
// way: the same kinds, strings and numbers, members in the same order. Two
// such values have the same JSON text; two values it calls different may
// still have (a string that is not UTF-8 beside its U+FFFD, NaN beside
// NaN), so a false from it is no answer.
func sameText(a, b esjson.Value) bool { return sameValue(a, b, true) }

// sameValue is equalJSON, or sameText when ordered is set.
func sameValue(a, b esjson.Value, ordered bool) bool {
	if a.Kind() != b.Kind() {
		return false
	}
	switch a.Kind() {
	case esjson.Bool:
		return a.Bool() == b.Bool()
	case esjson.Number:
		return a.Number() == b.Number()
	case esjson.String:
		x, _ := a.Str()
		y, _ := b.Str()
		return x == y
	case esjson.Array:
		x, y := a.Items(), b.Items()
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameValue(x[i], y[i], ordered) {
				return false
			}
		}
	case esjson.Object:
		x, y := a.Members(), b.Members()
		if len(x) != len(y) {
			return false
		}
		if ordered {
			for i := range x {
				if nameKey(x[i].Name) != nameKey(y[i].Name) || !sameValue(x[i].Value, y[i].Value, true) {
					return false
				}
			}
			return true
		}
		find := memberIndex(y)
		for _, m := range x {
			j := find(m.Name)
			if j < 0 || !sameValue(m.Value, y[j].Value, false) {
				return false
			}
		}
	}
	return true
}
