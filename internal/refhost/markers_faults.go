package refhost

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// The faults planted in markers.go's rules for the markers' wording (SPEC
// 3). Each rule there consults its helper here once, first: faultyX's
// answer, when ok, replaces X's.

// faultyTypeLabel: typeLabel's faults.
func (h host) faultyTypeLabel(mimeType string) (string, bool) {
	if fault.Enabled && h.fault == fault.LabelDropsParameters { // the essence only
		if essence, _, ok := strings.Cut(mimeType, ";"); ok {
			return h.Label(strings.TrimRight(essence, " ")), true
		}
	}
	return "", false
}

// faultyPlaceholderType: placeholderType's faults.
func (h host) faultyPlaceholderType(mimeType string) (string, bool) {
	if !fault.Enabled {
		return "", false
	}
	switch h.fault {
	case fault.PlaceholderTrimmedByGo: // Go's whitespace, not ECMAScript's
		return h.Label(h.LowerCase(strings.TrimSpace(mimeType))), true
	case fault.PlaceholderNotLowerCased:
		return h.Label(h.Trim(mimeType)), true
	case fault.PlaceholderTypeNotLabelled: // only made well formed
		return h.WellFormed(h.WellFormedWTF8(h.LowerCase(h.Trim(mimeType)))), true
	}
	return "", false
}

// faultyBlockLabel: the faults of UnsupportedBlockText's label.
func (h host) faultyBlockLabel(blockType string) (string, bool) {
	if fault.Enabled && h.fault == fault.UnknownBlockTypeNotLabelled { // the type as sent, only made well formed
		return h.WellFormed(h.WellFormedWTF8(blockType)), true
	}
	return "", false
}
