package reporttext

import "testing"

func TestPrintable(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, line, text string }{
		{"rfc005-reference", "rfc005-reference", "rfc005-reference"},
		{"évian ✓ 日本 \\x1b", "évian ✓ 日本 \\x1b", "évian ✓ 日本 \\x1b"},
		{"red\x1b[31mhost\x1b[0m", `red\x1b[31mhost\x1b[0m`, `red\x1b[31mhost\x1b[0m`},
		{"two\nlines\tand\r", `two\nlines\tand\r`, "two\nlines\tand\\r"},
		{"nul\x00del\x7f", `nul\x00del\x7f`, `nul\x00del\x7f`},
		{"c1\u0085\u009b", `c1\u0085\u009b`, `c1\u0085\u009b`},
		{"bidi\u202egnp.exe\u2066\u200f", `bidi\u202egnp.exe\u2066\u200f`, `bidi\u202egnp.exe\u2066\u200f`},
		{"sep\u2028\u2029bom\ufeff\uffff", `sep\u2028\u2029bom\ufeff\uffff`, `sep\u2028\u2029bom\ufeff\uffff`},
		{"bad\xffutf8\xed\xa0\x80", `bad\xffutf8\xed\xa0\x80`, `bad\xffutf8\xed\xa0\x80`},
		{"tag\U000E0041", `tag\U000e0041`, `tag\U000e0041`},
		{"\ufffd kept", "\ufffd kept", "\ufffd kept"},
	}
	for _, tt := range tests {
		if got := Printable(tt.in); got != tt.line {
			t.Errorf("Printable(%q) = %q, want %q", tt.in, got, tt.line)
		}
		if got := PrintableText(tt.in); got != tt.text {
			t.Errorf("PrintableText(%q) = %q, want %q", tt.in, got, tt.text)
		}
		if again := Printable(Printable(tt.in)); again != Printable(tt.in) {
			t.Errorf("Printable is not idempotent on %q: %q", tt.in, again)
		}
	}
}
