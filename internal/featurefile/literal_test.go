package featurefile

import (
	"strings"
	"testing"
)

// TestLiteral checks that Literal writes texts whole, a long repeat as its
// unit and count.
func TestLiteral(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("lorem ipsum ", 87382)
	for _, tt := range []struct {
		s, want string
	}{
		{"", `""`},
		{"hello \"there\"\n\t\\", `"hello \"there\"\n\t\\"`},
		{"a\u00a0b\ufeff\u200b\ufffd\U000e0001", `"a\u00a0b\ufeff\u200b\ufffd\u{e0001}"`},
		{strings.Repeat("A", 4096), `"A" × 4096`},
		{long, `"lorem ipsum " × 87382`},
		{"[Reference ref_1: " + strings.Repeat("n", 200) + "]", `"[Reference ref_1: " + "n" × 200 + "]"`},
		{strings.Repeat("😀", 161), `"😀" × 161`},
		{strings.Repeat("ab", 100) + "a", `"ab" × 100 + "a"`},
		{strings.Repeat("x", 160), `"` + strings.Repeat("x", 160) + `"`},
	} {
		got := Literal(tt.s)
		if got != tt.want {
			t.Errorf("Literal(%.40q…) = %.200s, want %.200s", tt.s, got, tt.want)
		}
	}
}
