package subprocess

import (
	"bytes"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Why answers are counted before they are decoded: a decoded line costs
// far more memory than its text, so the bounds are checked on the text,
// and only on a line long enough to pass them: TestCountBlocks,
// TestCountValues, TestCountsAsTheDecoder, TestCountsWithinTheirBounds,
// TestShortLinesOverTheBounds, TestWithinTheBounds,
// TestHelloWithinTheAnswerBounds.

// countBlocks returns how many items the "blocks" array of an answer's
// "observation" holds, reading the line with esjson's scanner, without
// decoding it or allocating, or -1 when the line has no such array or is
// not JSON (the decoder then says why). A name written twice counts as
// its last value, as the decoder keeps it.
func countBlocks(l []byte) int {
	if !bytes.Contains(l, []byte("blocks")) && bytes.IndexByte(l, '\\') < 0 {
		return -1 // no member is named blocks, as written or escaped: no need to scan
	}
	obs := lastMember(l, "observation")
	if obs == nil {
		return -1
	}
	blocks := lastMember(obs, "blocks")
	if blocks == nil || blocks[0] != '[' {
		return -1
	}
	n := 0
	esjson.ScanArray(blocks, func([]byte) { n++ }) // valid: the line is
	return n
}

// lastMember returns the value, as written, of the last member named name
// of the object l, or nil when l is not a JSON object or has no such
// member.
func lastMember(l []byte, name string) []byte {
	var found []byte
	if !esjson.ScanObject(l, func(quoted, raw []byte) {
		if esjson.NameIs(quoted, name) {
			found = raw
		}
	}) {
		return nil
	}
	return found
}

// mostBlocks returns the most countBlocks can count in a line of len(l)
// bytes: each item takes a byte, and each but the first a comma before it.
func mostBlocks(l []byte) int { return (len(l) + 1) / 2 }

// mostValues returns the most countValues can count in a line of len(l)
// bytes: each value it counts takes at least one byte of its own.
func mostValues(l []byte) int { return len(l) }

// countValues returns how many JSON values the line holds: strings other
// than member names, numbers, literals, arrays and objects, its own object
// included. It reads the line without decoding it or allocating, token by
// token, whatever the line is: on a line that is not JSON the count means
// little, and the decoder says why. From a string esjson refuses on, it
// counts nothing more: the decoder reads no further, so nothing after it
// is held in memory.
func countValues(l []byte) int {
	n := 0
	for i := 0; i < len(l); {
		switch c := l[i]; {
		case c == '"':
			end, ok := esjson.StringEnd(l, i)
			if !ok {
				return n + 1
			}
			if j := esjson.SpaceEnd(l, end); j >= len(l) || l[j] != ':' {
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
