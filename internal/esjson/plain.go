package esjson

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// Bytes repeated across a word, for looking at 8 bytes at once.
const (
	ones8  = 0x0101010101010101
	highs8 = 0x8080808080808080
)

// special returns w with the high bit of a byte set when the byte is not
// plain: a quote, a backslash, a control (below 0x20) or a byte of a
// multi-byte UTF-8 sequence (0x80 and up); it is 0 when all 8 bytes are
// plain. Where no byte is 0x80 or above, no subtraction borrows unless
// some byte is below what it subtracts, so each sets a high bit exactly
// when some byte is what it looks for; where one is, w sets it.
func special(w uint64) uint64 {
	return (w | (w - 0x20*ones8) | ((w ^ '"'*ones8) - ones8) | ((w ^ '\\'*ones8) - ones8)) & highs8
}

// word8 returns the 8 bytes of s at i as a little-endian word.
func word8[T string | []byte](s T, i int) uint64 {
	t := s[i : i+8]
	return uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
		uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
}

// plainEnd returns the index of the first byte of s at or after i that is
// not plain (see special), or len(s).
func plainEnd[T string | []byte](s T, i int) int {
	for ; i+16 <= len(s); i += 16 {
		if special(word8(s, i))|special(word8(s, i+8)) != 0 {
			break
		}
	}
	for ; i+8 <= len(s); i += 8 {
		if special(word8(s, i)) != 0 {
			break
		}
	}
	for i < len(s) && plainByte(s[i]) {
		i++
	}
	return i
}

// plainByte reports whether c is plain (see special).
func plainByte(c byte) bool { return c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf }

// quickLong is the length from which a string is looked through with
// quickString.
const quickLong = 64

// quickString returns the length of the string s begins (just after its
// opening quote), when it is long and holds only printable ASCII and no
// escape, so that it is all copied as it is; else -1. The quote and the
// backslash are found with bytes.IndexByte, which is quicker than a scan
// of every byte for a long string such as a blob.
func quickString[T string | []byte](s T) int {
	const long = quickLong
	if len(s) < long {
		return -1
	}
	var q int
	switch x := any(s).(type) {
	case string:
		q = strings.IndexByte(x, '"')
		if q < long || strings.IndexByte(x[:q], '\\') >= 0 {
			return -1
		}
	case []byte:
		q = bytes.IndexByte(x, '"')
		if q < long || bytes.IndexByte(x[:q], '\\') >= 0 {
			return -1
		}
	}
	if !printableASCII(s[:q]) {
		return -1
	}
	return q
}

// printableASCII reports whether every byte of s is from 0x20 to 0x7F.
func printableASCII[T string | []byte](s T) bool {
	// A byte below 0x20 borrows, setting its high bit, only where no byte
	// is 0x80 or above; where one is, w sets it.
	i := 0
	for ; i+32 <= len(s); i += 32 {
		a, b, c, d := word8(s, i), word8(s, i+8), word8(s, i+16), word8(s, i+24)
		if (a|b|c|d|(a-0x20*ones8)|(b-0x20*ones8)|(c-0x20*ones8)|(d-0x20*ones8))&highs8 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
