package estext

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// defaultIgnorables are the characters of Unicode 15.0's derived property
// Default_Ignorable_Code_Point, as ranges, written out from the Unicode
// Character Database (DerivedCoreProperties.txt) as formatChars is: the
// characters a renderer draws as nothing when it cannot show them, such as
// the combining grapheme joiner, the Hangul fillers, the variation
// selectors and the unassigned tags. A test holds them to the property's
// derivation from Go's tables when those are 15.0's.
var defaultIgnorables = [][2]rune{
	{0x00AD, 0x00AD}, {0x034F, 0x034F}, {0x061C, 0x061C}, {0x115F, 0x1160}, {0x17B4, 0x17B5},
	{0x180B, 0x180F}, {0x200B, 0x200F}, {0x202A, 0x202E}, {0x2060, 0x206F}, {0x3164, 0x3164},
	{0xFE00, 0xFE0F}, {0xFEFF, 0xFEFF}, {0xFFA0, 0xFFA0}, {0xFFF0, 0xFFF8}, {0x1BCA0, 0x1BCA3},
	{0x1D173, 0x1D17A}, {0xE0000, 0xE0FFF},
}

// IsDefaultIgnorable reports whether r has Unicode 15.0's property
// Default_Ignorable_Code_Point: U+00AD, U+034F, U+200B–U+200F, U+2060–U+206F,
// U+FE00–U+FE0F, U+FEFF, the tags and variation selectors of plane 14 and
// the like.
func IsDefaultIgnorable(r rune) bool { return amongRanges(r, defaultIgnorables) }

// IsInvisible reports whether r is a format character (IsFormat) or a
// default-ignorable one (IsDefaultIgnorable) in Unicode 15.0: a character
// that may stand inside a word and show as nothing.
func IsInvisible(r rune) bool { return IsFormat(r) || IsDefaultIgnorable(r) }

// Readable returns s as a reader takes it in: without its invisible
// characters (IsInvisible), in compatibility form (NFKC), and with its
// letters past ASCII lower-cased (LowerNonASCII), so that fullwidth ｍｅｍｏ
// reads as memo, a soft hyphen inside a word as nothing, and BÜCHER as
// BüCHER (ASCII case is left to the caller, which folds it). NFKC is golang.org/x/text/unicode/norm's, whose Unicode version
// is the Go release's (15.0 for Go 1.26). The leak search finds a hidden
// string in what a text reads as (revision 4); the input generator's
// oracle reads the input's own strings the same way.
func Readable(s string) string {
	if IsASCII(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !IsInvisible(r) {
			b.WriteString(s[i : i+n]) // a byte that is not UTF-8 too, as it is
		}
		i += n
	}
	return LowerNonASCII(norm.NFKC.String(b.String()))
}

// LowerNonASCII returns s with every letter past ASCII lower-cased by its
// simple mapping (Unicode 15.0's, as Go has it): "BÜCHER" becomes
// "BüCHER". ASCII letters are left as they are, for a search that folds
// them itself.
func LowerNonASCII(s string) string {
	if !HasUpperNonASCII(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r < utf8.RuneSelf || r == utf8.RuneError {
			b.WriteString(s[i : i+n]) // a byte that is not UTF-8 too, as it is
		} else {
			b.WriteRune(unicode.ToLower(r))
		}
		i += n
	}
	return b.String()
}

// HasUpperNonASCII reports whether s holds a letter past ASCII that
// LowerNonASCII changes.
func HasUpperNonASCII(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && r != utf8.RuneError && unicode.ToLower(r) != r {
			return true
		}
	}
	return false
}
