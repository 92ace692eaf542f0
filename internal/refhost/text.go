package refhost

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// IsWhitespace reports whether r is whitespace to ECMAScript's
// String.prototype.trim (estext.IsWhitespace).
func IsWhitespace(r rune) bool {
	return host{}.IsWhitespace(r)
}

// IsWhitespace is the package's IsWhitespace with h's fault planted.
func (h host) IsWhitespace(r rune) bool {
	if space, ok := h.faultyWhitespace(r); ok {
		return space
	}
	return estext.IsWhitespace(r)
}

// Trim removes ECMAScript whitespace from both ends of s, as
// String.prototype.trim does.
func Trim(s string) string {
	return host{}.Trim(s)
}

// Trim is the package's Trim with h's fault planted.
func (h host) Trim(s string) string { return strings.TrimFunc(s, h.IsWhitespace) }

// IsBlank reports whether s trims to nothing.
func (h host) IsBlank(s string) bool { return h.Trim(s) == "" }

// WellFormed returns s with every byte sequence that is not UTF-8 replaced by
// U+FFFD. Strings read by the JSON parser are already well formed (a lone
// surrogate became U+FFFD there); this guards every text built here.
func (h host) WellFormed(s string) string {
	if text, ok := h.faultyWellFormed(s); ok {
		return text
	}
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// WellFormedWTF8 returns s, read as WTF-8, with each surrogate as U+FFFD
// (SPEC 9, made well formed): what esjson's Str gives where StrWTF8
// gives s.
func WellFormedWTF8(s string) string {
	return host{}.WellFormedWTF8(s)
}

// WellFormedWTF8 is the package's WellFormedWTF8 with h's fault planted.
func (h host) WellFormedWTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		if _, ok := estext.SurrogateAt(s, i); ok {
			b[i], b[i+1], b[i+2] = 0xEF, 0xBF, 0xBD
			i += 2
		}
	}
	return h.WellFormed(string(b))
}
