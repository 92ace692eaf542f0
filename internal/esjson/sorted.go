package esjson

import (
	"slices"
	"strings"
)

// Sorted returns v with every object's members, at any depth, in name
// order (as JSON.parse reads them: a name given twice is its last value,
// once): the form in which two values equal up to member order compare
// equal.
func Sorted(v Value) Value {
	switch v.Kind() {
	case Object:
		members := slices.Clone(v.Members())
		for i := range members {
			members[i].Value = Sorted(members[i].Value)
		}
		slices.SortStableFunc(members, func(a, b Member) int { return strings.Compare(a.Name, b.Name) })
		return ObjectValue(members)
	case Array:
		items := make([]Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = Sorted(item)
		}
		return ArrayValue(items)
	}
	return v
}
