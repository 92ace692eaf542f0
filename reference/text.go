package reference

import (
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/reference/fault"
)

// IsWhitespace reports whether r is whitespace to ECMAScript's
// String.prototype.trim: WhiteSpace (U+0009, U+000B, U+000C, U+0020, U+00A0,
// U+FEFF and category Zs) and LineTerminator (U+000A, U+000D, U+2028,
// U+2029). It differs from unicode.IsSpace, which counts U+0085 and not
// U+FEFF.
func IsWhitespace(r rune) bool {
	switch {
	case fault.On(fault.U0085IsWhitespace) && r == 0x85:
		return true
	case fault.On(fault.UFEFFIsNotWhitespace) && r == 0xFEFF:
		return false
	}
	switch r {
	case '\t', '\v', '\f', ' ', 0xA0, 0xFEFF, '\n', '\r', 0x2028, 0x2029:
		return true
	}
	return r > 0xFF && unicode.Is(unicode.Zs, r)
}

// Trim removes ECMAScript whitespace from both ends of s, as
// String.prototype.trim does.
func Trim(s string) string { return strings.TrimFunc(s, IsWhitespace) }

// IsBlank reports whether s trims to nothing.
func IsBlank(s string) bool { return Trim(s) == "" }

// WellFormed returns s with every byte sequence that is not UTF-8 replaced by
// U+FFFD. Strings read by the JSON parser are already well formed (a lone
// surrogate became U+FFFD there); this guards every text built here.
func WellFormed(s string) string {
	if fault.On(fault.LoneSurrogateKept) {
		return strings.ReplaceAll(s, "\uFFFD", `\ud800`)
	}
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// utf16Len returns the length of s in UTF-16 code units, which is what an
// ECMAScript string's length counts.
func utf16Len(s string) int {
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

// utf16LenOver reports whether utf16Len(s) > n, without counting a long
// string: every 3 bytes are at least one unit.
func utf16LenOver(s string, n int) bool {
	return len(s) > 3*n || utf16Len(s) > n
}

// asciiEnd returns the index of the first byte of s at or after i that is
// not ASCII, or len(s), looking at 8 bytes at a time: a blob's megabytes
// are all ASCII.
func asciiEnd(s string, i int) int {
	for ; i+32 <= len(s); i += 32 {
		if (word64(s, i)|word64(s, i+8)|word64(s, i+16)|word64(s, i+24))&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i+8 <= len(s); i += 8 {
		if word64(s, i)&0x8080808080808080 != 0 {
			break
		}
	}
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	return i
}

// word64 returns the 8 bytes of s at i as a little-endian word.
func word64(s string, i int) uint64 {
	t := s[i : i+8]
	return uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
		uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
}

// utf16Units returns s as the UTF-16 code units an ECMAScript string would
// hold, reading s as WTF-8: three bytes ED A0–BF 80–BF are the surrogate
// they encode (esjson's StrWTF8 writes a lone surrogate so), and any other
// byte that is not UTF-8 is U+FFFD.
func utf16Units(s string) []uint16 {
	units := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			units = append(units, uint16(c))
			i++
			continue
		}
		if r, ok := surrogateAt(s, i); ok {
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

// surrogateAt reports the surrogate WTF-8 encodes at s[i], if one is there.
func surrogateAt(s string, i int) (rune, bool) {
	if i+2 >= len(s) || s[i] != 0xED || s[i+1] < 0xA0 || s[i+1] > 0xBF || s[i+2] < 0x80 || s[i+2] > 0xBF {
		return 0, false
	}
	return 0xD000 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), true
}

// wellFormedWTF8 returns s, read as WTF-8, with each surrogate as U+FFFD:
// what esjson's Str gives where StrWTF8 gives s.
func wellFormedWTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		if _, ok := surrogateAt(s, i); ok {
			b[i], b[i+1], b[i+2] = 0xEF, 0xBF, 0xBD
			i += 2
		}
	}
	return WellFormed(string(b))
}
