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
// Each repeat's bytes are taken from every budget, computed without
// overflow; a repeat one of them cannot pay for is a *RepeatError, and
// nothing is expanded.
func ExpandRepeatsWithin(data []byte, budgets ...*Budget) ([]byte, error) {
	if !bytes.Contains(data, []byte(`"$repeat"`)) {
		return data, nil
	}
	var spans [][2]int
	p := parser{data: data, onObject: func(start, end int, v Value) {
		if isRepeat(v) {
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
