package estext

import (
	"strings"
	"testing"
)

// differsByVersion is UnicodeDiffers as its doc comment reads: some
// property of r changes in some later version.
func differsByVersion(r rune) bool {
	for _, ch := range LaterUnicode() {
		if ch.lower(r) != nil || inRanges(r, ch.Cased) || inRanges(r, ch.CaseIgnorable) ||
			inRanges(r, ch.Format) || inRanges(r, ch.Zs) || inRanges(r, ch.WhiteSpace) {
			return true
		}
	}
	return false
}

// TestDifferingUnion pins that the one merged table UnicodeDiffers and
// StringDiffers search holds exactly the code points some later
// version's tables change, every code point checked.
func TestDifferingUnion(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		want := differsByVersion(r)
		if got := UnicodeDiffers(r); got != want {
			t.Fatalf("UnicodeDiffers(U+%04X) = %t, want %t", r, got, want)
		}
		if r >= 0xD800 && r <= 0xDFFF {
			continue // no string holds a surrogate as a character
		}
		s := strings.Repeat("a", 3) + string(r) + "z"
		if got := StringDiffers(s); got != want {
			t.Fatalf("StringDiffers(%q) = %t, want %t", s, got, want)
		}
	}
	if StringDiffers(strings.Repeat("image/png ", 1000)) || StringDiffers("") {
		t.Error("StringDiffers finds a differing character in ASCII text")
	}
}
