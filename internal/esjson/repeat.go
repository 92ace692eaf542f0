package esjson

import (
	"bytes"
	"fmt"
	"sort"
)

// MaxRepeat bounds the bytes the repeats of one ExpandRepeats call add.
const MaxRepeat = 256 << 20

// maxCount is the largest count a repeat takes: every whole number a
// float64 holds exactly.
const maxCount = 1 << 53

// Budget bounds the bytes the repeats expanded with it add, over every
// ExpandRepeatsWithin call that shares it: a file's, a corpus's. What
// names it in an error ("the file's repeats (64 MiB in all)").
type Budget struct {
	Left int64
	What string
}

// RepeatError is why a {"$repeat": s, "count": n} object was not
// expanded: Offset is the byte of the data where the object begins.
type RepeatError struct {
	Offset int
	Msg    string
}

func (e *RepeatError) Error() string { return fmt.Sprintf("at byte %d: %s", e.Offset, e.Msg) }

// ExpandRepeats is ExpandRepeatsWithin with a budget of MaxRepeat bytes
// for this call alone.
func ExpandRepeats(data []byte) ([]byte, error) {
	return ExpandRepeatsWithin(data, &Budget{Left: MaxRepeat, What: "the repeats of one value (256 MiB in all)"})
}

// ExpandRepeatsWithin returns data with every object of exactly the form
// {"$repeat": s, "count": n} (n a whole number from 0 to 2^53: isRepeat) replaced by
// the JSON string s repeated n times. Everything else is kept byte for
// byte, and s is repeated as written, so an escape such as \uD800 stays
// an escape. It lets a vector ask for megabytes without holding them.
// An object of exactly the form {"$nest": [open, close], "count": n, "in":
// v} (isNest) is replaced by open n times, v expanded, and close n times:
// data nested ten thousand levels deep in a file that is not.
// Each repeat's bytes are taken from every budget, computed without
// overflow; a repeat one of them cannot pay for is a *RepeatError, and
// nothing is expanded.
func ExpandRepeatsWithin(data []byte, budgets ...*Budget) ([]byte, error) {
	var spans [][2]int
	if !bytes.Contains(data, []byte(`"$repeat"`)) && !bytes.Contains(data, []byte(`"$nest"`)) {
		return data, nil
	}
	p := parser{data: data, onObject: func(start, end int, v Value) {
		if isRepeat(v) || isNest(v) {
			spans = append(spans, [2]int{start, end})
		}
	}}
	p.skipSpace()
	if _, err := p.value(0); err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(p.data) {
		return nil, p.errorf("unexpected %s after the value", p.describe())
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	var out []byte
	last := 0
	for _, s := range spans {
		if s[0] < last {
			continue // inside a repeat already replaced
		}
		members, err := ParseObjectRaw(data[s[0]:s[1]])
		if err != nil {
			return nil, err
		}
		if len(members) == 3 { // a nest: isNest
			nested, err := expandNest(data[s[0]:s[1]], members, s[0], budgets)
			if err != nil {
				return nil, err
			}
			out = append(out, data[last:s[0]]...)
			out = append(out, nested...)
			last = s[1]
			continue
		}
		var unit []byte
		var count int64
		for _, m := range members {
			switch m.Name {
			case "$repeat":
				unit = m.Raw[1 : len(m.Raw)-1] // the string's inside, escapes kept
			case "count":
				v, _ := Parse(m.Raw)
				count = int64(v.Number())
			}
		}
		size := int64(len(unit))
		for _, b := range budgets {
			if size > 0 && count > b.Left/size {
				return nil, &RepeatError{Offset: s[0], Msg: fmt.Sprintf("a $repeat of %d × %d bytes is over what %s have left (%d bytes)", count, size, b.What, b.Left)}
			}
		}
		for _, b := range budgets {
			b.Left -= size * count
		}
		out = append(out, data[last:s[0]]...)
		out = append(out, '"')
		out = append(out, bytes.Repeat(unit, int(count))...)
		out = append(out, '"')
		last = s[1]
	}
	return append(out, data[last:]...), nil
}

// expandNest returns the text of a {"$nest": [open, close], "count": n,
// "in": v} object: open n times, v (its own repeats and nests expanded),
// close n times. It lets a vector nest ten thousand levels deep without a
// file that deep.
func expandNest(obj []byte, members []RawMember, offset int, budgets []*Budget) ([]byte, error) {
	v, _ := Parse(obj)
	wrap, _ := v.Get("$nest")
	open, _ := wrap.Items()[0].Str()
	closing, _ := wrap.Items()[1].Str()
	count := int64(0)
	if n, ok := v.Get("count"); ok {
		count = int64(n.Number())
	}
	var in []byte
	for _, m := range members {
		if m.Name == "in" {
			in = m.Raw
		}
	}
	size := int64(len(open) + len(closing))
	for _, b := range budgets {
		if size > 0 && count > b.Left/size {
			return nil, &RepeatError{Offset: offset, Msg: fmt.Sprintf("a $nest of %d × %d bytes is over what %s have left (%d bytes)", count, size, b.What, b.Left)}
		}
	}
	for _, b := range budgets {
		b.Left -= size * count
	}
	inner, err := ExpandRepeatsWithin(in, budgets...)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, int(size*count)+len(inner))
	out = append(out, bytes.Repeat([]byte(open), int(count))...)
	out = append(out, inner...)
	return append(out, bytes.Repeat([]byte(closing), int(count))...), nil
}

// isNest reports whether v is a nest object: {"$nest": [open, close],
// "count": n, "in": v} with two strings and a whole count from 0 to
// 2^20, and nothing else.
func isNest(v Value) bool {
	if len(v.Members()) != 3 {
		return false
	}
	w, ok := v.Get("$nest")
	n, ok2 := v.Get("count")
	_, ok3 := v.Get("in")
	if !ok || !ok2 || !ok3 || w.Kind() != Array || len(w.Items()) != 2 || n.Kind() != Number {
		return false
	}
	for _, s := range w.Items() {
		if s.Kind() != String {
			return false
		}
	}
	f := n.Number()
	return f >= 0 && f <= 1<<20 && f == float64(int64(f))
}

// isRepeat reports whether v is a repeat object: a string and a count
// that is a whole number from 0 to 2^53, and nothing else. Any other
// object is kept as written, a count of 1.5 or of 2^62 too.
func isRepeat(v Value) bool {
	if len(v.Members()) != 2 {
		return false
	}
	s, ok := v.Get("$repeat")
	n, ok2 := v.Get("count")
	if !ok || !ok2 || s.Kind() != String || n.Kind() != Number {
		return false
	}
	f := n.Number()
	return f >= 0 && f <= maxCount && f == float64(int64(f))
}
