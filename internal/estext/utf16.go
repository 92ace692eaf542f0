package estext

import (
	"unicode/utf16"
	"unicode/utf8"
)

// UTF16Len returns the length of s in UTF-16 code units, which is what an
// ECMAScript string's length counts: a character past U+FFFF is two. It
// reads s as UTF-8, each byte that is not UTF-8 one U+FFFD, so a lone
// surrogate's three WTF-8 bytes count three (Units reads them as one).
func UTF16Len(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			j := asciiEnd(s, i)
			n += j - i
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += size
	}
	return n
}

// UTF16LenOver reports whether UTF16Len(s) > n, without counting a long
// string: every 3 bytes are at least one unit.
func UTF16LenOver(s string, n int) bool {
	return len(s) > 3*n || UTF16Len(s) > n
}

// Units returns s as the UTF-16 code units an ECMAScript string would hold,
// reading s as WTF-8: three bytes ED A0–BF 80–BF are the surrogate they
// encode, and any other byte that is not UTF-8 is U+FFFD.
func Units(s string) []uint16 {
	units := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			units = append(units, uint16(c))
			i++
			continue
		}
		if r, ok := SurrogateAt(s, i); ok {
			units = append(units, uint16(r))
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		units = utf16.AppendRune(units, r)
		i += size
	}
	return units
}

// SurrogateAt reports the surrogate that WTF-8 encodes at s[i], if one is
// there: the three bytes ED A0–BF 80–BF, which UTF-8 refuses.
func SurrogateAt(s string, i int) (rune, bool) {
	if i+2 >= len(s) || s[i] != 0xED || s[i+1] < 0xA0 || s[i+1] > 0xBF || s[i+2] < 0x80 || s[i+2] > 0xBF {
		return 0, false
	}
	return 0xD000 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), true
}

// asciiEnd returns the index of the first byte of s at or after i that is
// not ASCII, or len(s), looking at 8 bytes at a time: a blob's megabytes
// are all ASCII.
func asciiEnd(s string, i int) int {
	for ; i+32 <= len(s); i += 32 {
		if (word64(s, i)|word64(s, i+8)|word64(s, i+16)|word64(s, i+24))&highs8 != 0 {
			break
		}
	}
	for ; i+8 <= len(s); i += 8 {
		if word64(s, i)&highs8 != 0 {
			break
		}
	}
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	return i
}

// IsASCII reports whether s is ASCII, reading 8 bytes at a time.
func IsASCII(s string) bool { return asciiEnd(s, 0) == len(s) }

// word64 returns the 8 bytes of s at i as a little-endian word.
func word64(s string, i int) uint64 {
	t := s[i : i+8]
	return uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
		uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
}

const (
	ones8  = 0x0101010101010101
	highs8 = 0x8080808080808080
)
