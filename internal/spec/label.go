package spec

// LabelMax is the longest label, in UTF-16 code units, that a marker shows
// whole; a longer one shows its first LabelMax-1 units and "…".
const LabelMax = 120

// BoundLabel returns a label's units, longer than LabelMax cut to their
// first LabelMax-1 and "…".
func BoundLabel(units []uint16) []uint16 {
	if len(units) > LabelMax {
		return append(units[:LabelMax-1], '…')
	}
	return units
}

// HiddenInLabel reports whether SPEC section 3 removes r from a label: a
// C0 or C1 control (IsControl) or a bidi mark (IsBidiMark).
func HiddenInLabel(r rune) bool { return IsControl(r) || IsBidiMark(r) }

// IsControl reports whether r is a C0 or C1 control, or DEL (category Cc).
func IsControl(r rune) bool { return r <= 0x1F || 0x7F <= r && r <= 0x9F }

// IsBidiMark reports whether r is one of the bidi marks a label hides:
// U+200E, U+200F, U+202A–U+202E and U+2066–U+2069.
func IsBidiMark(r rune) bool {
	return r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E || 0x2066 <= r && r <= 0x2069
}
