package leak

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"golang.org/x/text/unicode/norm"
)

// withoutInvisible is removeInvisible without escapes, the slow way.
func withoutInvisible(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !estext.IsInvisible(r) {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// TestDeriveIsNFKCWithoutInvisibles holds derive to its definition on
// random texts over an alphabet of ASCII, invisible characters, fullwidth
// forms, compatibility characters that expand, combining marks that
// compose and bytes that are not UTF-8, and checks that every range of a
// derived text maps back to a range of the text that derives to a text
// holding it.
func TestDeriveIsNFKCWithoutInvisibles(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(4, 2026))
	alphabet := []string{"a", "B", "/", ":", "\u200b", "\u00ad", "\ufeff", "\U000e0041", "ｍ", "Ａ", "…", "ﬁ", "e\u0301", "\u0301", "é", "\u1100\u1161", "가", "\xff", "²", "\u3164", "\ufe0f", "\\", "\\u200b", "\\u00e9", "\\\\u200b"}
	for range 3000 {
		var b strings.Builder
		for range r.IntN(24) {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		s := b.String()
		d := derive(s, false)
		want := estext.LowerNonASCII(norm.NFKC.String(withoutInvisible(s)))
		if d == nil {
			if want != s {
				t.Fatalf("derive(%+q) = nil, want %+q", s, want)
			}
			continue
		}
		if d.text != want || d.text != estext.Readable(s) {
			t.Fatalf("derive(%+q) = %+q, want %+q (estext.Readable %+q)", s, d.text, want, estext.Readable(s))
		}
		for k := 0; k < 8 && d.text != ""; k++ {
			from := r.IntN(len(d.text))
			to := from + 1 + r.IntN(len(d.text)-from)
			of, ot := d.origin(from, to)
			if of < 0 || ot > len(s) || of >= ot {
				t.Fatalf("derive(%+q): bytes %d–%d map back to %d–%d", s, from, to, of, ot)
			}
			back := s[of:ot]
			if dd := derive(back, false); dd != nil {
				back = dd.text
			}
			if !strings.Contains(back, d.text[from:to]) && utf8.ValidString(d.text[from:to]) {
				t.Fatalf("derive(%+q): bytes %d–%d (%+q) map back to %+q, which derives to %+q", s, from, to, d.text[from:to], s[of:ot], back)
			}
		}
	}
}

// TestDeriveReadsEscapes: with escapes, a JSON escape of an invisible
// character is taken out and one of another character outside ASCII is
// read as it; an escaped backslash, another escape and a lone surrogate's
// escape are kept as written.
func TestDeriveReadsEscapes(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ s, want string }{
		{`a\u200bb`, `ab`},
		{`a\uFEFFb\u00ADc`, `abc`},
		{`\uff4d\uff45`, `me`},
		{`caf\u00e9`, `café`},
		{`tag\udb40\udc41x`, `tagx`},
		{`\ud83d\ude00`, "😀"},
		{`a\\u200bb`, ``},
		{`a\n\u0041b`, ``},
		{`lone\ud800x`, ``},
	} {
		d := derive(tt.s, true)
		switch {
		case tt.want == "" && d != nil:
			t.Errorf("derive(%q) = %q, want nil", tt.s, d.text)
		case tt.want != "" && (d == nil || d.text != tt.want):
			t.Errorf("derive(%q) = %v, want %q", tt.s, d, tt.want)
		}
	}
}
