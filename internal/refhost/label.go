package refhost

import (
	"strconv"
	"unicode/utf16"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// Label returns a media type (or a name) as a marker shows it (SPEC section
// 3): without C0 and C1 controls (category Cc, U+007F included) and the bidi
// marks U+200E, U+200F, U+202A–U+202E and U+2066–U+2069; longer than 120
// UTF-16 code units, its first 119 and "…"; then well formed, each surrogate
// still alone becoming U+FFFD as ECMAScript's toWellFormed makes it.
//
// m is read as WTF-8 (esjson's StrWTF8): the removal works on the UTF-16
// sequence as sent, so a surrogate pair split by a removed control joins
// again ("text/\ud83d\u0001\ude00" labels as "text/😀"), and a pair cut by
// the bound leaves its high half alone, which becomes U+FFFD. Any other
// byte that is not UTF-8 is U+FFFD.
func Label(m string) string {
	return host{}.Label(m)
}

// Label is the package's Label with h's fault planted.
func (h host) Label(m string) string {
	if label, ok := h.faultyLabel(m); ok {
		return label
	}
	return string(utf16.Decode(spec.BoundLabel(h.visibleUnits(m))))
}

// visibleUnits returns the UTF-16 code units of m, read as WTF-8, without
// those a label hides (isHiddenInLabel).
func (h host) visibleUnits(m string) []uint16 {
	units := estext.Units(m)
	kept := units[:0]
	for _, u := range units {
		if !h.isHiddenInLabel(rune(u)) {
			kept = append(kept, u)
		}
	}
	return kept
}

// isHiddenInLabel is spec.HiddenInLabel as Label applies it.
func (h host) isHiddenInLabel(r rune) bool {
	if hidden, ok := h.faultyHiddenInLabel(r); ok {
		return hidden
	}
	return spec.HiddenInLabel(r)
}

// decodedSize is spec.DecodedSize as the markers of h count it.
func (h host) decodedSize(blob string) int64 {
	if n, ok := h.faultyDecodedSize(blob); ok {
		return n
	}
	if p, ok := h.faultyPadding(blob); ok {
		return spec.DecodedSizePadded(blob, p)
	}
	return spec.DecodedSize(blob)
}

// Size formats a byte count as markers show it: "nB" below 1024, "~nKB"
// below 1 MiB, "~x.yMB" below 1 GiB and "~x.yGB" above. Halves round up, as
// ECMAScript's Math.round and toFixed round an exact half.
func Size(n int64) string {
	return host{}.Size(n)
}

// Size is the package's Size with h's fault planted.
func (h host) Size(n int64) string {
	if size, ok := h.faultySize(n); ok {
		return size
	}
	switch {
	case n < kib:
		return strconv.FormatInt(n, 10) + "B"
	case n < mib:
		return "~" + strconv.FormatInt(h.roundHalfUp(n, kib), 10) + "KB"
	case n < gib:
		return "~" + h.tenths(n, mib) + "MB"
	}
	return "~" + h.tenths(n, gib) + "GB"
}

// The units Size counts in.
const kib, mib, gib = 1 << 10, 1 << 20, 1 << 30

// tenths returns n/unit with one decimal, an exact half rounded up.
func (h host) tenths(n, unit int64) string {
	t := h.roundHalfUp(10*n, unit)
	return strconv.FormatInt(t/10, 10) + "." + strconv.FormatInt(t%10, 10)
}

// roundHalfUp returns n/unit rounded to an integer, an exact half up, as
// ECMAScript's Math.round and toFixed round it (for n ≥ 0).
func (h host) roundHalfUp(n, unit int64) int64 {
	if q, ok := h.faultyRound(n, unit); ok {
		return q
	}
	return (2*n + unit) / (2 * unit)
}
