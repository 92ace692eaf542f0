package esjson

// Place says where Walk found a value: the member name or the array index
// that holds it, and its depth (0 for the value Walk was given).
type Place struct {
	Name  string // the member's name, or "" for an array item and the root
	Index int    // the item's index in its array, or -1
	Depth int    // 0 for the root, 1 for what it holds, and so on
}

// Member reports whether the value is an object's member (Name says which).
func (p Place) Member() bool { return p.Index < 0 && p.Depth > 0 }

// Walk visits v and the values inside it, depth first in document order:
// an array's items, an object's members as Members gives them (the last
// value of a name given twice). visit is called with each value, its
// place, and the state its parent's visit passed down (s for the root);
// it returns the state for the values inside and whether to go inside at
// all. A walk that keeps nothing per level passes struct{}{}.
//
// Walk is the one recursion over a JSON value that readers of a value's
// shape share, so that each states only what it does at a value:
//
//	var texts []string
//	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
//		if s, ok := v.Str(); ok {
//			texts = append(texts, s)
//		}
//		return struct{}{}, true
//	})
func Walk[S any](v Value, s S, visit func(v Value, at Place, s S) (S, bool)) {
	walk(v, Place{Index: -1}, s, visit, Value.Members)
}

// WalkWritten is Walk over every member an object's text wrote (Written):
// the values a later duplicate name overwrote are visited too, just
// before the member that replaced them. A reader that must fail closed on
// everything a sender wrote walks this way.
func WalkWritten[S any](v Value, s S, visit func(v Value, at Place, s S) (S, bool)) {
	walk(v, Place{Index: -1}, s, visit, Value.Written)
}

func walk[S any](v Value, at Place, s S, visit func(Value, Place, S) (S, bool), members func(Value) []Member) {
	inner, deeper := visit(v, at, s)
	if !deeper {
		return
	}
	switch v.Kind() {
	case Array:
		for i, item := range v.Items() {
			walk(item, Place{Index: i, Depth: at.Depth + 1}, inner, visit, members)
		}
	case Object:
		for _, m := range members(v) {
			walk(m.Value, Place{Name: m.Name, Index: -1, Depth: at.Depth + 1}, inner, visit, members)
		}
	}
}
