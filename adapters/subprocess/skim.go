package subprocess

import (
	"bytes"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// countBlocks returns how many items the "blocks" array of an answer's
// "observation" holds, reading the line without decoding it or allocating,
// or -1 when the line has no such array or is not JSON it can read (the
// decoder then says why). A name written twice counts as its last value,
// as the decoder keeps it.
func countBlocks(l []byte) int {
	obs := memberValue(l, skipSpace(l, 0), "observation")
	if obs < 0 {
		return -1
	}
	blocks := memberValue(l, obs, "blocks")
	if blocks < 0 || l[blocks] != '[' {
		return -1
	}
	return countItems(l, blocks)
}

// mostBlocks returns the most countBlocks can count in a line of len(l)
// bytes: each item takes a byte, and each but the first a comma before it.
func mostBlocks(l []byte) int { return (len(l) + 1) / 2 }

// mostValues returns the most countValues can count in a line of len(l)
// bytes: each value it counts takes at least one byte of its own.
func mostValues(l []byte) int { return len(l) }

// countValues returns how many JSON values the line holds: strings other
// than member names, numbers, literals, arrays and objects, its own object
// included. It reads the line without decoding it or allocating; on a line
// that is not JSON the count means little, and the decoder says why.
func countValues(l []byte) int {
	n := 0
	for i := 0; i < len(l); {
		switch c := l[i]; {
		case c == '"':
			end := skipString(l, i)
			if end < 0 {
				return n + 1
			}
			if j := skipSpace(l, end); j >= len(l) || l[j] != ':' {
				n++
			}
			i = end
		case c == '{' || c == '[':
			n++
			i++
		case c == '-' || '0' <= c && c <= '9' || c == 't' || c == 'f' || c == 'n':
			n++
			for i < len(l) && strings.IndexByte(",:}] \t\r\n", l[i]) < 0 {
				i++
			}
		default:
			i++
		}
	}
	return n
}

// memberValue returns where the value of the member name of the object at
// l[i] begins, or -1.
func memberValue(l []byte, i int, name string) int {
	if i >= len(l) || l[i] != '{' {
		return -1
	}
	found := -1
	i = skipSpace(l, i+1)
	if i < len(l) && l[i] == '}' {
		return -1
	}
	for {
		if i >= len(l) || l[i] != '"' {
			return -1
		}
		end := skipString(l, i)
		if end < 0 {
			return -1
		}
		key := l[i:end]
		i = skipSpace(l, end)
		if i >= len(l) || l[i] != ':' {
			return -1
		}
		i = skipSpace(l, i+1)
		if nameIs(key, name) {
			found = i
		}
		if i = skipValue(l, i); i < 0 {
			return -1
		}
		i = skipSpace(l, i)
		switch {
		case i >= len(l):
			return -1
		case l[i] == '}':
			return found
		case l[i] != ',':
			return -1
		}
		i = skipSpace(l, i+1)
	}
}

// nameIs reports whether the quoted string key is name.
func nameIs(key []byte, name string) bool {
	if bytes.IndexByte(key, '\\') < 0 {
		return len(key) == len(name)+2 && string(key[1:len(key)-1]) == name
	}
	v, err := esjson.Parse(key)
	if err != nil {
		return false
	}
	s, _ := v.Str()
	return s == name
}

// countItems counts the items of the array at l[i], or returns -1.
func countItems(l []byte, i int) int {
	i = skipSpace(l, i+1)
	if i < len(l) && l[i] == ']' {
		return 0
	}
	n := 0
	for {
		if i = skipValue(l, i); i < 0 {
			return -1
		}
		n++
		i = skipSpace(l, i)
		switch {
		case i >= len(l):
			return -1
		case l[i] == ']':
			return n
		case l[i] != ',':
			return -1
		}
		i = skipSpace(l, i+1)
	}
}

// skipValue returns where the value at l[i] ends, or -1. It checks only
// what it needs to find the end: strings, and brackets balancing.
func skipValue(l []byte, i int) int {
	if i >= len(l) {
		return -1
	}
	switch l[i] {
	case '"':
		return skipString(l, i)
	case '{', '[':
		depth := 0
		for i < len(l) {
			switch l[i] {
			case '"':
				if i = skipString(l, i); i < 0 {
					return -1
				}
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
			i++
		}
		return -1
	}
	start := i
	for i < len(l) && strings.IndexByte(",}] \t\r\n", l[i]) < 0 {
		i++
	}
	if i == start {
		return -1
	}
	return i
}

// skipString returns where the string whose opening quote is at l[i] ends,
// just after its closing quote, or -1.
func skipString(l []byte, i int) int {
	for i++; i < len(l); i++ {
		switch l[i] {
		case '"':
			return i + 1
		case '\\':
			i++ // the character it escapes
		}
	}
	return -1
}

func skipSpace(l []byte, i int) int {
	for i < len(l) && (l[i] == ' ' || l[i] == '\t' || l[i] == '\n' || l[i] == '\r') {
		i++
	}
	return i
}
