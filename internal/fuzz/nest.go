package fuzz

import (
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// nestAt is the depth, in a vector file, at which compactNesting puts a
// $nest object: below every case's input object (depth 4) and every lane
// object of its expectations (depth 5, or 7 in a Unicode reading), whose
// values the loader expands (esjson.ExpandRepeatsWithin), so that the
// input still begins {"data": or {"content":.
const nestAt = 9

// compactNesting returns a vector file with every branch that nests deeper
// than vectors.MaxDepth written in the loader's compact nesting form,
// {"$nest": [open, close], "count": n, "in": v}: open and close are the
// branch's text above and below its deepest value v, held as strings, and
// n is how often they repeat (1 when they do not), so the file nests a few
// levels there and expands to the same text. A file within the bound is
// returned as it is.
func compactNesting(data []byte) []byte {
	for esjson.Nesting(data) > vectors.MaxDepth {
		next, ok := nestDeepest(data)
		if !ok {
			return data
		}
		data = next
	}
	return data
}

// nestDeepest writes the deepest branch of data in the nesting form, at
// the value that opens at depth nestAt on its way down.
func nestDeepest(data []byte) ([]byte, bool) {
	var stack []int // where each open array or object begins
	outer, inner, most := -1, -1, 0
	esjson.Brackets(data, 0, func(at, depth int) bool {
		if c := data[at]; c == '[' || c == '{' {
			stack = append(stack[:depth-1], at)
			if depth > most && depth > nestAt {
				most, outer, inner = depth, stack[nestAt-1], at
			}
		}
		return true
	})
	if outer < 0 {
		return nil, false
	}
	innerEnd, outerEnd := closing(data, inner), closing(data, outer)
	if innerEnd < 0 || outerEnd < 0 {
		return nil, false
	}
	open, close := string(data[outer:inner]), string(data[innerEnd:outerEnd])
	unitOpen, unitClose, count := repeated(open, close)
	b := make([]byte, 0, len(data))
	b = append(b, data[:outer]...)
	b = append(b, `{"$nest":[`...)
	b = esjson.AppendString(b, unitOpen)
	b = append(b, ',')
	b = esjson.AppendString(b, unitClose)
	b = append(b, `],"count":`...)
	b = strconv.AppendInt(b, int64(count), 10)
	b = append(b, `,"in":`...)
	b = append(b, data[inner:innerEnd]...)
	b = append(b, '}')
	return append(b, data[outerEnd:]...), true
}

// closing returns the offset just past the array or object that opens at
// data[at], or -1.
func closing(data []byte, at int) int {
	end := -1
	esjson.Brackets(data, at, func(i, depth int) bool {
		if depth == 0 {
			end = i + 1
			return false
		}
		return true
	})
	return end
}

// repeated returns open and close as n copies of a shorter unit each,
// with n as large as both allow; or open, close and 1.
func repeated(open, close string) (string, string, int) {
	po, pc := period(open), period(close)
	n := len(open) / po
	if n > 1 && len(close)/pc == n {
		return open[:po], close[:pc], n
	}
	return open, close, 1
}

// period returns the length of the shortest unit s is copies of (len(s)
// when it is none).
func period(s string) int {
	if s == "" {
		return 1
	}
	fail := make([]int, len(s)) // the prefix function
	for i := 1; i < len(s); i++ {
		k := fail[i-1]
		for k > 0 && s[i] != s[k] {
			k = fail[k-1]
		}
		if s[i] == s[k] {
			k++
		}
		fail[i] = k
	}
	p := len(s) - fail[len(s)-1]
	if len(s)%p != 0 {
		return len(s)
	}
	return p
}
