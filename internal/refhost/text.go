package refhost

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// IsWhitespace reports whether r is whitespace to ECMAScript's
// String.prototype.trim (estext.IsWhitespace).
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

// WellFormedWTF8 is spec.WellFormedWTF8 with h's fault planted (which
// keeps the surrogates it made U+FFFD as their escape).
func (h host) WellFormedWTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return h.WellFormed(spec.SurrogatesReplaced(s))
}
