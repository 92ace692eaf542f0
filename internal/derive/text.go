package derive

import (
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
)

// What a marker must name is read from the input by SPEC 3's rules, not
// from the reference's text: a mention the reference fails to carry then
// fails the reference's own check, which is how a differential run finds a
// label or size the reference gets wrong.

// label returns a media type or a name as SPEC 3 labels it: C0/C1 controls
// and the bidi marks removed from the UTF-16 sequence as sent (so a pair a
// control split joins again), cut to 119 units and "…" when longer than 120
// (a pair cut in two becoming U+FFFD), then well formed. s is WTF-8, as
// gen.Parse reads it: lone surrogates kept.
func label(s string) string {
	kept := make([]rune, 0, len(s))
	for _, r := range gen.Units(s) {
		if r >= 0x10000 || !hiddenInLabel(r) {
			kept = append(kept, r)
		}
	}
	units := gen.Units(gen.FromUnits(kept)) // pairs the removal brought together join
	n := 0
	for _, r := range units {
		n += width(r)
	}
	if n > labelMax {
		var cut []rune
		n = 0
		for _, r := range units {
			if n+width(r) > labelMax-1 {
				if n < labelMax-1 {
					cut = append(cut, 0xFFFD)
				}
				break
			}
			cut = append(cut, r)
			n += width(r)
		}
		units = append(cut, '…')
	}
	return gen.WellFormed(gen.FromUnits(units))
}

const labelMax = 120

func width(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}

func hiddenInLabel(r rune) bool {
	switch {
	case r <= 0x1F, 0x7F <= r && r <= 0x9F:
		return true
	case r == 0x200E, r == 0x200F, 0x202A <= r && r <= 0x202E, 0x2066 <= r && r <= 0x2069:
		return true
	}
	return false
}

// isESSpace reports whether r is white space to ECMAScript's trim.
func isESSpace(r rune) bool {
	switch r {
	case '\t', '\v', '\f', ' ', 0xA0, 0xFEFF, '\n', '\r', 0x2028, 0x2029:
		return true
	}
	return r > 0xFF && unicode.Is(unicode.Zs, r)
}

func esTrim(s string) string { return strings.TrimFunc(s, isESSpace) }

// decodedSize is SPEC 3's n for a blob (WTF-8): floor(L×3/4) − p, L its
// length in UTF-16 units and p its trailing "=" (at most 2), never below 0.
func decodedSize(blob string) int64 {
	l := int64(gen.UTF16Len(blob))
	p := int64(0)
	for i := len(blob) - 1; i >= 0 && p < 2 && blob[i] == '='; i-- {
		p++
	}
	return max(l*3/4-p, 0)
}

// sizeText formats a byte count as SPEC 3 does: nB below 1024,
// ~round(n/1024)KB below 1 MiB, ~x.yMB below 1 GiB, else ~x.yGB, an exact
// half rounded up.
func sizeText(n int64) string {
	const kib, mib, gib = 1 << 10, 1 << 20, 1 << 30
	tenths := func(unit int64) string {
		t := (20*n + unit) / (2 * unit)
		return strconv.FormatInt(t/10, 10) + "." + strconv.FormatInt(t%10, 10)
	}
	switch {
	case n < kib:
		return strconv.FormatInt(n, 10) + "B"
	case n < mib:
		return "~" + strconv.FormatInt((2*n+kib)/(2*kib), 10) + "KB"
	case n < gib:
		return "~" + tenths(mib) + "MB"
	}
	return "~" + tenths(gib) + "GB"
}

// claimedSize returns a reference's sizeBytes when RFC-005 takes it: an
// integer from 0 to 2^53−1 (3.0 is 3).
func claimedSize(v gen.Value) (int64, bool) {
	if v.Kind != gen.Number {
		return 0, false
	}
	f, err := strconv.ParseFloat(v.Text, 64)
	if err != nil || f < 0 || f != math.Trunc(f) || f >= 1<<53 {
		return 0, false
	}
	return int64(f), true
}

// validField returns a reference's name or mimeType when RFC-005 takes it:
// a string of at most 255 UTF-16 units.
func validField(v gen.Value, ok bool) (string, bool) {
	if !ok || v.Kind != gen.String || gen.UTF16Len(v.Text) > 255 {
		return "", false
	}
	return v.Text, true
}
