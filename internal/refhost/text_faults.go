package refhost

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// The faults planted in text.go's rules for whitespace (SPEC 7) and well
// formed text (SPEC 9). Each rule there consults its helper here once,
// first: faultyX's answer, when ok, replaces X's.

// faultyWhitespace: IsWhitespace's faults.
func (h host) faultyWhitespace(r rune) (space, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.U0085IsWhitespace:
		if r == 0x85 {
			return true, true
		}
	case fault.UFEFFIsNotWhitespace:
		if r == 0xFEFF {
			return false, true
		}
	}
	return false, false
}

// faultyWellFormed: WellFormed's faults.
func (h host) faultyWellFormed(s string) (string, bool) {
	if fault.Enabled && h.fault == fault.LoneSurrogateKept { // a lone surrogate passed on as its escape
		return strings.ReplaceAll(s, "\uFFFD", `\ud800`), true
	}
	return "", false
}
