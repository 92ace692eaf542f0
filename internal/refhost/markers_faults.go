package refhost

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// The faults planted in markers.go's rules for the markers' wording (SPEC
// 3). Each rule there consults its helper here once, first: faultyX's
// answer, when ok, replaces X's.

// faultyTypeLabel: typeLabel's faults.
func faultyTypeLabel(mimeType string) (string, bool) {
	if fault.Enabled && fault.Planted() == fault.LabelDropsParameters { // the essence only
		if essence, _, ok := strings.Cut(mimeType, ";"); ok {
			return Label(strings.TrimRight(essence, " ")), true
		}
	}
	return "", false
}

// faultyPlaceholderType: placeholderType's faults.
func faultyPlaceholderType(mimeType string) (string, bool) {
	if !fault.Enabled {
		return "", false
	}
	switch fault.Planted() {
	case fault.PlaceholderTrimmedByGo: // Go's whitespace, not ECMAScript's
		return Label(LowerCase(strings.TrimSpace(mimeType))), true
	case fault.PlaceholderNotLowerCased:
		return Label(Trim(mimeType)), true
	case fault.PlaceholderTypeNotLabelled: // only made well formed
		return WellFormed(WellFormedWTF8(LowerCase(Trim(mimeType)))), true
	}
	return "", false
}

// faultyUnsupportedBlockText: UnsupportedBlockText's faults.
func faultyUnsupportedBlockText(blockType string) (string, bool) {
	if fault.Enabled && fault.Planted() == fault.UnknownBlockTypeNotLabelled { // the type as sent, only made well formed
		return "[Block not shown: this host can't display it (" + WellFormed(WellFormedWTF8(blockType)) + ").]", true
	}
	return "", false
}
