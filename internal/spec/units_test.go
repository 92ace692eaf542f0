package spec

import (
	"strings"
	"testing"
	"unicode/utf16"
)

// TestDecodedSizeCountsUnits: DecodedSize counts a blob's UTF-16 units as
// converting it to them would, astral characters and bytes that are not
// UTF-8 (each one U+FFFD) included.
func TestDecodedSizeCountsUnits(t *testing.T) {
	for _, s := range []string{"", "QUJD", "QUI=", "QQ==", "=", "é😀\xffQ=", strings.Repeat("😀", 5) + "==", "\xed\xa0\x80AA=", "QQ==="} {
		l := int64(len(utf16.Encode([]rune(s))))
		p := int64(len(s) - len(strings.TrimRight(s, "=")))
		want := max(l*3/4-min(p, 2), 0)
		if got := DecodedSize(s); got != want {
			t.Errorf("DecodedSize(%q) = %d, want %d", s, got, want)
		}
	}
}
