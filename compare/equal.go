package compare

import (
	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// equalValues is cmp.Equal of two decoded JSON values (esjson's Any:
// nil, bool, float64, string, []any, map[string]any), faster: the
// comparisons run on every check, and nearly always find the two equal.
// Like cmp.Equal, it holds a nil slice or map unequal to an empty one, and
// two values of different types unequal; a value of any other type is
// left to cmp.Equal.
func equalValues(a, b any) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case float64:
		y, ok := b.(float64)
		return ok && x == y
	case string:
		y, ok := b.(string)
		return ok && x == y
	case []any:
		y, ok := b.([]any)
		if !ok || (x == nil) != (y == nil) || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !equalValues(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || (x == nil) != (y == nil) || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !equalValues(v, w) {
				return false
			}
		}
		return true
	}
	return cmp.Equal(a, b)
}

// equal is cmp.Equal of two outcomes, faster: a nil list of blocks is
// unequal to an empty one, as cmp.Equal has it.
func (o outcome) equal(p outcome) bool {
	if o.Refused != p.Refused || o.Render != p.Render || (o.Blocks == nil) != (p.Blocks == nil) || len(o.Blocks) != len(p.Blocks) {
		return false
	}
	for i := range o.Blocks {
		if o.Blocks[i] != p.Blocks[i] {
			return false
		}
	}
	return true
}

// sameText reports whether a and b are the same value written the same
// way: the same kinds, strings and numbers, members in the same order. Two
// such values have the same JSON text; two values it calls different may
// still have (a string that is not UTF-8 beside its U+FFFD, NaN beside
// NaN), so a false from it is no answer.
func sameText(a, b esjson.Value) bool {
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
			if !sameText(x[i], y[i]) {
				return false
			}
		}
	case esjson.Object:
		x, y := a.Members(), b.Members()
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i].Name != y[i].Name || !sameText(x[i].Value, y[i].Value) {
				return false
			}
		}
	}
	return true
}
