package estext

import (
	"strings"
	"unicode"
)

// IsWhitespace reports whether r is whitespace to ECMAScript's
// String.prototype.trim: WhiteSpace (U+0009, U+000B, U+000C, U+0020, U+00A0,
// U+FEFF and category Zs) and LineTerminator (U+000A, U+000D, U+2028,
// U+2029). It differs from unicode.IsSpace, which counts U+0085 and not
// U+FEFF.
func IsWhitespace(r rune) bool {
	switch r {
	case '\t', '\v', '\f', ' ', 0xA0, 0xFEFF, '\n', '\r', 0x2028, 0x2029:
		return true
	}
	return r > 0xFF && unicode.Is(unicode.Zs, r)
}

// Trim removes ECMAScript whitespace (IsWhitespace) from both ends of s, as
// String.prototype.trim does.
func Trim(s string) string { return strings.TrimFunc(s, IsWhitespace) }

// formatChars are the characters of Unicode 15.0's general category Cf
// (format), as ranges, written out from the Unicode Character Database so
// that the suite reads SPEC's Unicode version (revision 3) whatever tables
// the Go release carries; a test holds them to Go's tables when those are
// 15.0's.
var formatChars = [][2]rune{
	{0x00AD, 0x00AD}, {0x0600, 0x0605}, {0x061C, 0x061C}, {0x06DD, 0x06DD}, {0x070F, 0x070F},
	{0x0890, 0x0891}, {0x08E2, 0x08E2}, {0x180E, 0x180E}, {0x200B, 0x200F}, {0x202A, 0x202E},
	{0x2060, 0x2064}, {0x2066, 0x206F}, {0xFEFF, 0xFEFF}, {0xFFF9, 0xFFFB}, {0x110BD, 0x110BD},
	{0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A},
	{0xE0001, 0xE0001}, {0xE0020, 0xE007F},
}

// IsFormat reports whether r is of general category Cf (format) in Unicode
// 15.0: the soft hyphen, zero-width characters, bidi marks and overrides,
// U+FEFF, tags and the like.
func IsFormat(r rune) bool { return amongRanges(r, formatChars) }

// amongRanges reports whether r is in one of ranges, ascending ranges of
// characters from U+00AD on (first and last).
func amongRanges(r rune, ranges [][2]rune) bool {
	if r < 0xAD {
		return false
	}
	for _, rg := range ranges {
		if r < rg[0] {
			return false
		}
		if r <= rg[1] {
			return true
		}
	}
	return false
}
