package reference

import (
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/reference/fault"
)

// LabelMax is the longest label, in UTF-16 code units, that a marker shows
// whole; a longer one shows its first LabelMax-1 units and "…".
const LabelMax = 120

// Label returns a media type (or a name) as a marker shows it (SPEC section
// 3): without C0 and C1 controls (category Cc, U+007F included) and the bidi
// marks U+200E, U+200F, U+202A–U+202E and U+2066–U+2069; longer than 120
// UTF-16 code units, its first 119 and "…"; then well formed, so a surrogate
// pair cut by the bound becomes U+FFFD as ECMAScript's toWellFormed makes it.
func Label(m string) string {
	var b strings.Builder
	for _, r := range WellFormed(m) {
		if !isHiddenInLabel(r) {
			b.WriteRune(r)
		}
	}
	s := b.String()
	if utf16Len(s) <= LabelMax || fault.On(fault.LabelUnbounded) {
		return s
	}
	b.Reset()
	units := 0
	for _, r := range s {
		w := 1
		if r >= 0x10000 {
			w = 2
		}
		if units+w > LabelMax-1 {
			if units < LabelMax-1 { // the cut falls inside a surrogate pair
				b.WriteRune('\uFFFD')
			}
			break
		}
		b.WriteRune(r)
		units += w
	}
	b.WriteString("…")
	return b.String()
}

func isHiddenInLabel(r rune) bool {
	switch {
	case r <= 0x1F, 0x7F <= r && r <= 0x9F: // C0, DEL and C1
		return !fault.On(fault.LabelKeepsControls)
	case r == 0x200E, r == 0x200F:
		return !fault.On(fault.LabelKeepsBidi)
	case 0x202A <= r && r <= 0x202E, 0x2066 <= r && r <= 0x2069:
		return !fault.On(fault.LabelKeepsBidi)
	}
	return false
}

// DecodedSize returns the number of bytes a base64 text of blob decodes to,
// as SPEC section 3 counts it: floor(L×3/4) − p, where L is the blob's
// length in UTF-16 code units and p the number of trailing "=" (at most 2).
// It is never below zero.
func DecodedSize(blob string) int64 {
	l := int64(utf16Len(blob))
	p := int64(0)
	for i := len(blob) - 1; i >= 0 && p < 2 && blob[i] == '=' && !fault.On(fault.SizeIgnoresPadding); i-- {
		p++
	}
	return max(l*3/4-p, 0)
}

// Size formats a byte count as markers show it: "nB" below 1024, "~nKB"
// below 1 MiB, "~x.yMB" below 1 GiB and "~x.yGB" above. Halves round up, as
// ECMAScript's Math.round and toFixed round an exact half.
func Size(n int64) string {
	const kib, mib, gib = 1 << 10, 1 << 20, 1 << 30
	switch {
	case n < kib:
		return strconv.FormatInt(n, 10) + "B"
	case n < mib && fault.On(fault.SizeKBFloors):
		return "~" + strconv.FormatInt(n/kib, 10) + "KB"
	case n < mib:
		return "~" + strconv.FormatInt((2*n+kib)/(2*kib), 10) + "KB"
	case n < gib:
		return "~" + tenths(n, mib) + "MB"
	}
	return "~" + tenths(n, gib) + "GB"
}

// tenths returns n/unit with one decimal, an exact half rounded up.
func tenths(n, unit int64) string {
	t := (20*n + unit) / (2 * unit) // round(n*10/unit), half up
	return strconv.FormatInt(t/10, 10) + "." + strconv.FormatInt(t%10, 10)
}
