package subprocess

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// The adapter's own scanner, as it was before countBlocks, countValues,
// outOfStep and the fast check read answers with esjson's: the oracle of
// TestCountsAsBefore.

// TestCountsAsBefore holds countBlocks, countValues and outOfStep to what
// they said with the adapter's own scanner: the same on every line that
// is JSON, and outOfStep on every line; on a line that is not JSON, no
// blocks, and the same values unless the line holds a string esjson
// refuses (a control character, or an escape JSON does not have), from
// which no more are counted. The lines are answerLines, mutated answers
// over small bounds, and random ones.
func TestCountsAsBefore(t *testing.T) {
	t.Parallel()
	lines := answerLines()
	rng := rand.New(rand.NewPCG(9, 2026))
	const alphabet = "{}[]:,\"\\ 01tfn-e.xu\t\x01"
	for range 20_000 {
		b := []byte(`{"seq":3,"observation":{"blocks":[`)
		for range rng.IntN(60) {
			b = append(b, alphabet[rng.IntN(len(alphabet))])
		}
		lines = append(lines, b, append(b, "]}}"...))
	}
	h := &host{seq: 3}
	valid := 0
	for _, l := range lines {
		if got, want := h.outOfStep(l), outOfStepBefore(l, h.seq); got != want {
			t.Errorf("%s: out of step %t; before: %t", short(l), got, want)
		}
		blocks, before := countBlocks(l), countBlocksBefore(l)
		values, valuesBefore := countValues(l), countValuesBefore(l)
		plain := !slices.ContainsFunc(l, func(c byte) bool { return c == '\\' || c < 0x20 }) // no string esjson refuses, but one left open
		switch {
		case esjson.Valid(l):
			valid++
			if blocks != before || values != valuesBefore {
				t.Errorf("%s: %d blocks, %d values; before: %d, %d", short(l), blocks, values, before, valuesBefore)
			}
		case blocks != -1:
			t.Errorf("%s, not JSON: %d blocks, want -1 (before: %d)", short(l), blocks, before)
		case plain && values != valuesBefore || values > valuesBefore+1:
			t.Errorf("%s, not JSON: %d values; before: %d", short(l), values, valuesBefore)
		}
	}
	t.Logf("%d lines, %d of them JSON", len(lines), valid)
	if valid < len(lines)/20 || valid > len(lines)*19/20 {
		t.Errorf("%d of %d lines are JSON: the lines are off balance", valid, len(lines))
	}
}

// outOfStepBefore is outOfStep as it was.
func outOfStepBefore(l []byte, seq int) bool {
	if !esjson.Valid(l) {
		return true
	}
	at := memberValueBefore(l, skipSpaceBefore(l, 0), "seq")
	if at < 0 {
		return true
	}
	end := skipValueBefore(l, at)
	return end < 0 || !isSeq(l[at:end], seq)
}

// countBlocksBefore returns how many items the "blocks" array of an answer's
// "observation" holds, reading the line without decoding it or allocating,
// or -1 when the line has no such array or is not JSON it can read (the
// decoder then says why). A name written twice counts as its last value,
// as the decoder keeps it.
func countBlocksBefore(l []byte) int {
	obs := memberValueBefore(l, skipSpaceBefore(l, 0), "observation")
	if obs < 0 {
		return -1
	}
	blocks := memberValueBefore(l, obs, "blocks")
	if blocks < 0 || l[blocks] != '[' {
		return -1
	}
	return countItemsBefore(l, blocks)
}

// countValuesBefore returns how many JSON values the line holds: strings other
// than member names, numbers, literals, arrays and objects, its own object
// included. It reads the line without decoding it or allocating; on a line
// that is not JSON the count means little, and the decoder says why.
func countValuesBefore(l []byte) int {
	n := 0
	for i := 0; i < len(l); {
		switch c := l[i]; {
		case c == '"':
			end := skipStringBefore(l, i)
			if end < 0 {
				return n + 1
			}
			if j := skipSpaceBefore(l, end); j >= len(l) || l[j] != ':' {
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

// memberValueBefore returns where the value of the member name of the object at
// l[i] begins, or -1.
func memberValueBefore(l []byte, i int, name string) int {
	if i >= len(l) || l[i] != '{' {
		return -1
	}
	found := -1
	i = skipSpaceBefore(l, i+1)
	if i < len(l) && l[i] == '}' {
		return -1
	}
	for {
		if i >= len(l) || l[i] != '"' {
			return -1
		}
		end := skipStringBefore(l, i)
		if end < 0 {
			return -1
		}
		key := l[i:end]
		i = skipSpaceBefore(l, end)
		if i >= len(l) || l[i] != ':' {
			return -1
		}
		i = skipSpaceBefore(l, i+1)
		if nameIsBefore(key, name) {
			found = i
		}
		if i = skipValueBefore(l, i); i < 0 {
			return -1
		}
		i = skipSpaceBefore(l, i)
		switch {
		case i >= len(l):
			return -1
		case l[i] == '}':
			return found
		case l[i] != ',':
			return -1
		}
		i = skipSpaceBefore(l, i+1)
	}
}

// nameIsBefore reports whether the quoted string key is name.
func nameIsBefore(key []byte, name string) bool {
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

// countItemsBefore counts the items of the array at l[i], or returns -1.
func countItemsBefore(l []byte, i int) int {
	i = skipSpaceBefore(l, i+1)
	if i < len(l) && l[i] == ']' {
		return 0
	}
	n := 0
	for {
		if i = skipValueBefore(l, i); i < 0 {
			return -1
		}
		n++
		i = skipSpaceBefore(l, i)
		switch {
		case i >= len(l):
			return -1
		case l[i] == ']':
			return n
		case l[i] != ',':
			return -1
		}
		i = skipSpaceBefore(l, i+1)
	}
}

// skipValueBefore returns where the value at l[i] ends, or -1. It checks only
// what it needs to find the end: strings, and brackets balancing.
func skipValueBefore(l []byte, i int) int {
	if i >= len(l) {
		return -1
	}
	switch l[i] {
	case '"':
		return skipStringBefore(l, i)
	case '{', '[':
		depth := 0
		for i < len(l) {
			switch l[i] {
			case '"':
				if i = skipStringBefore(l, i); i < 0 {
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

// skipStringBefore returns where the string whose opening quote is at l[i] ends,
// just after its closing quote, or -1.
func skipStringBefore(l []byte, i int) int {
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

func skipSpaceBefore(l []byte, i int) int {
	for i < len(l) && (l[i] == ' ' || l[i] == '\t' || l[i] == '\n' || l[i] == '\r') {
		i++
	}
	return i
}
