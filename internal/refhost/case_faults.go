package refhost

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// The faults planted in case.go's rules for lower-casing (SPEC 1 and 3).
// Each rule there consults its helper here once: faultyX's answer, when
// ok, replaces X's.

// faultyLowerCase: LowerCase's faults.
func (h host) faultyLowerCase(s string) (string, bool) {
	if fault.Enabled && h.fault == fault.PlaceholderLowerCasedByGo {
		return strings.ToLower(s), true
	}
	return "", false
}

// faultyCaseIgnorable: isCaseIgnorable's faults.
func (h host) faultyCaseIgnorable(r rune) (ignorable, ok bool) {
	if fault.Enabled && h.fault == fault.FinalSigmaUnicode14 && 0x11F00 <= r && r <= 0x11F5F {
		return false, true // Kawi, new in Unicode 15.0: unassigned in 14.0's tables
	}
	return false, false
}
