package spec

import (
	"strings"
	"testing"
	"unicode/utf16"
)

// TestDecodedSize pins n = floor(L×3/4) − p, with p the trailing "=" (at
// most two), never below zero.
func TestDecodedSize(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		blob string
		want int64
	}{
		{"", 0}, {"AA==", 1}, {"AAA=", 2}, {"AAAA", 3}, {"iVBORw0KGgo=", 8}, {"UklGRg==", 4},
		{"A===", 1},                              // p counts at most two
		{"=", 0},                                 // floor(0.75) − 1 is below zero
		{"AAAAAAA", 5},                           // unpadded: floor(21/4)
		{"AA\u00e9A", 3},                         // length in UTF-16 units, not bytes
		{"AA\U0001F600", 3},                      // a pair is two units
		{strings.Repeat("A", 1364) + "==", 1022}, // 1022 bytes
		{strings.Repeat("A", 1364), 1023},
		{strings.Repeat("A", 1365) + "=", 1023},
		{strings.Repeat("A", 1366) + "==", 1024}, // 1024 bytes: the first "~1KB"
	} {
		if got := DecodedSize(tt.blob); got != tt.want {
			t.Errorf("DecodedSize(%.20q…) = %d, want %d", tt.blob, got, tt.want)
		}
	}
}

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
