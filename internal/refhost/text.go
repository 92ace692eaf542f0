package refhost

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// IsWhitespace reports whether r is whitespace to ECMAScript's
// String.prototype.trim (estext.IsWhitespace), with the faults that read it
// otherwise.
func IsWhitespace(r rune) bool {
	switch {
	case fault.On(fault.U0085IsWhitespace) && r == 0x85:
		return true
	case fault.On(fault.UFEFFIsNotWhitespace) && r == 0xFEFF:
		return false
	}
	return estext.IsWhitespace(r)
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

// wellFormedWTF8 returns s, read as WTF-8, with each surrogate as U+FFFD:
// what esjson's Str gives where StrWTF8 gives s.
func wellFormedWTF8(s string) string {
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
	return WellFormed(string(b))
}
