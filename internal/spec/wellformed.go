package spec

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// WellFormedWTF8 returns s, read as WTF-8, with each surrogate as U+FFFD
// (SPEC 9, made well formed): what esjson's Str gives where StrWTF8
// gives s. Any other byte that is not UTF-8 is U+FFFD too.
func WellFormedWTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(SurrogatesReplaced(s), "\uFFFD")
}

// SurrogatesReplaced returns s, read as WTF-8, with the three bytes of
// each surrogate replaced by U+FFFD's; other bytes stay as they are.
func SurrogatesReplaced(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		if _, ok := estext.SurrogateAt(s, i); ok {
			b[i], b[i+1], b[i+2] = 0xEF, 0xBF, 0xBD
			i += 2
		}
	}
	return string(b)
}
