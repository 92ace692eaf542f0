package esjson

import (
	"bytes"
	"fmt"
	"sort"
)

// MaxRepeat bounds the length of a string ExpandRepeats writes, in bytes of
// its JSON text.
const MaxRepeat = 256 << 20

// ExpandRepeats returns data with every object of exactly the form
// {"$repeat": s, "count": n} (n a whole number from 0) replaced by the JSON
// string s repeated n times. Everything else is kept byte for byte, and s
// is repeated as written, so an escape such as \uD800 stays an escape. It
// lets a vector ask for megabytes without holding them.
func ExpandRepeats(data []byte) ([]byte, error) {
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
		var count int
		for _, m := range members {
			switch m.Name {
			case "$repeat":
				unit = m.Raw[1 : len(m.Raw)-1] // the string's inside, escapes kept
			case "count":
				v, _ := Parse(m.Raw)
				count = int(v.Number())
			}
		}
		if len(unit)*count > MaxRepeat {
			return nil, fmt.Errorf("at byte %d: a $repeat of %d×%d bytes is over the %d-byte limit", s[0], count, len(unit), MaxRepeat)
		}
		out = append(out, data[last:s[0]]...)
		out = append(out, '"')
		out = append(out, bytes.Repeat(unit, count)...)
		out = append(out, '"')
		last = s[1]
	}
	return append(out, data[last:]...), nil
}

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
	return f >= 0 && f == float64(int64(f))
}
