package refhost

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in label.go's rules for labels and sizes (SPEC 3).
// Each rule there consults its helper here once, first: faultyX's answer,
// when ok, replaces X's.

// faultyLabel: Label's faults.
func (h host) faultyLabel(m string) (string, bool) {
	if !fault.Enabled {
		return "", false
	}
	switch h.fault {
	case fault.LabelSurrogatesNotRejoined: // surrogates made U+FFFD before the removal
		return string(utf16.Decode(spec.BoundLabel(h.visibleUnits(h.WellFormed(h.WellFormedWTF8(m)))))), true
	case fault.LabelUnbounded:
		return string(utf16.Decode(h.visibleUnits(m))), true
	case fault.LabelKeepsLoneSurrogates:
		return decodeKeepingLone(spec.BoundLabel(h.visibleUnits(m))), true
	}
	return "", false
}

// decodeKeepingLone decodes UTF-16 as utf16.Decode does, except that a
// surrogate left alone is written as its escape text, as a host that passes
// it on would (for the fault that keeps it).
func decodeKeepingLone(units []uint16) string {
	var b strings.Builder
	for i := 0; i < len(units); i++ {
		u := rune(units[i])
		switch {
		case 0xD800 <= u && u < 0xDC00 && i+1 < len(units) && 0xDC00 <= units[i+1] && units[i+1] < 0xE000:
			b.WriteRune(utf16.DecodeRune(u, rune(units[i+1])))
			i++
		case utf16.IsSurrogate(u):
			fmt.Fprintf(&b, `\u%04x`, u)
		default:
			b.WriteRune(u)
		}
	}
	return b.String()
}

// faultyHiddenInLabel: isHiddenInLabel's faults, each keeping one half.
func (h host) faultyHiddenInLabel(r rune) (hidden, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.LabelKeepsControls:
		if spec.IsControl(r) {
			return false, true
		}
	case fault.LabelKeepsBidi:
		if spec.IsBidiMark(r) {
			return false, true
		}
	}
	return false, false
}

// faultyDecodedSize: DecodedSize's faults.
func (h host) faultyDecodedSize(blob string) (int64, bool) {
	if fault.Enabled && h.fault == fault.SizeNegativeNotClamped {
		return int64(estext.UTF16Len(blob))*3/4 - spec.Padding(blob), true
	}
	return 0, false
}

// faultyPadding: padding's faults.
func (h host) faultyPadding(blob string) (int64, bool) {
	if !fault.Enabled {
		return 0, false
	}
	switch h.fault {
	case fault.SizeCountsEveryPadding: // every trailing "="
		return int64(len(blob) - len(strings.TrimRight(blob, "="))), true
	case fault.SizeIgnoresPadding:
		return 0, true
	}
	return 0, false
}

// faultySize: Size's faults.
func (h host) faultySize(n int64) (string, bool) {
	if fault.Enabled && h.fault == fault.SizeKBFloors && kib <= n && n < mib {
		return "~" + strconv.FormatInt(n/kib, 10) + "KB", true
	}
	return "", false
}

// faultyRound: roundHalfUp's faults.
func (h host) faultyRound(n, unit int64) (int64, bool) {
	if fault.Enabled && h.fault == fault.SizeRoundsHalfEven {
		q := (2*n + unit) / (2 * unit)
		if (2*n+unit)%(2*unit) == 0 && q%2 == 1 {
			q-- // an exact half goes to the even neighbour, as Go's %.1f does
		}
		return q, true
	}
	return 0, false
}
