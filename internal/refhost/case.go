package refhost

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// LowerCase returns s lower-cased as ECMAScript's String.prototype.
// toLowerCase does (SPEC section 3): the full, locale-insensitive case
// mappings of the Unicode Character Database. That is each character's
// simple lower-case mapping (which Go's unicode.ToLower gives), except the
// mappings SpecialCasing.txt adds without a locale: U+0130 (İ) becomes
// U+0069 U+0307, and U+03A3 (Σ) becomes U+03C2 (ς) where it ends a word
// (the Final_Sigma condition), else U+03C3 (σ). Go's strings.ToLower gives
// "i" for İ and "σ" for every Σ.
func LowerCase(s string) string {
	return host{}.LowerCase(s)
}

// LowerCase is the package's LowerCase with h's fault planted.
func (h host) LowerCase(s string) string {
	if lower, ok := h.faultyLowerCase(s); ok {
		return lower
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteByte(s[i]) // a byte of WTF-8's surrogate, kept for Label
			i++
			continue
		}
		switch r {
		case 'İ':
			b.WriteString("i\u0307")
		case 'Σ':
			if h.isFinalSigma(s, i) {
				b.WriteRune('ς')
			} else {
				b.WriteRune('σ')
			}
		default:
			b.WriteRune(unicode.ToLower(r))
		}
		i += size
	}
	return b.String()
}

// isFinalSigma reports whether the Σ at s[i] is in the Final_Sigma context
// of Unicode's Table 3-17 (estext.FinalSigma), with Case_Ignorable as this
// host reads it (a fault may misread it).
func (h host) isFinalSigma(s string, i int) bool {
	return estext.FinalSigma(s, i, h.isCaseIgnorable, isCased)
}

// isCased reports whether r has Unicode's Cased property: Lowercase,
// Uppercase or category Lt.
func isCased(r rune) bool {
	return unicode.In(r, unicode.Ll, unicode.Lu, unicode.Lt, unicode.Other_Lowercase, unicode.Other_Uppercase)
}

// isCaseIgnorable reports whether r has Unicode's Case_Ignorable property:
// category Mn, Me, Cf, Lm or Sk, or Word_Break MidLetter, MidNumLet or
// Single_Quote (listed here, as Go has no Word_Break tables).
func (h host) isCaseIgnorable(r rune) bool {
	if ignorable, ok := h.faultyCaseIgnorable(r); ok {
		return ignorable
	}
	switch r {
	case '\'', // Single_Quote
		'.', 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E, // MidNumLet
		':', 0x00B7, 0x0387, 0x055F, 0x05F4, 0x2027, 0xFE13, 0xFE55, 0xFF1A: // MidLetter
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}
