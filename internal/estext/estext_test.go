package estext

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf16"
)

func TestIsWhitespace(t *testing.T) {
	// ECMAScript's WhiteSpace and LineTerminator, listed by code point.
	es := map[rune]bool{'\t': true, '\v': true, '\f': true, ' ': true, 0xA0: true, 0xFEFF: true,
		'\n': true, '\r': true, 0x2028: true, 0x2029: true}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := es[r] || unicode.Is(unicode.Zs, r)
		if got := IsWhitespace(r); got != want {
			t.Errorf("IsWhitespace(U+%04X) = %v, want %v", r, got, want)
		}
	}
	if IsWhitespace(0x85) {
		t.Error("U+0085 is no ECMAScript whitespace")
	}
	if got := Trim("\u00a0\u3000 memo \ufeff\u2029"); got != "memo" {
		t.Errorf("Trim = %q, want %q", got, "memo")
	}
	if got := Trim("\u0085memo\u0085"); got != "\u0085memo\u0085" {
		t.Errorf("Trim drops U+0085: %q", got)
	}
}

// TestIsFormat holds the written Unicode 15.0 table to Go's, when Go's
// tables are Unicode 15.0's.
func TestIsFormat(t *testing.T) {
	for _, r := range []rune{0xAD, 0x200B, 0x202E, 0xFEFF, 0xE0001, 0xE007F} {
		if !IsFormat(r) {
			t.Errorf("IsFormat(U+%04X) = false, want true", r)
		}
	}
	for _, r := range []rune{'a', 0xAC, 0x200A, 0xE0080, 0x85} {
		if IsFormat(r) {
			t.Errorf("IsFormat(U+%04X) = true, want false", r)
		}
	}
	if unicode.Version != "15.0.0" {
		t.Skipf("Go's tables are Unicode %s; the written ranges are checked by the cases above", unicode.Version)
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if IsFormat(r) != unicode.Is(unicode.Cf, r) {
			t.Errorf("U+%04X: IsFormat %v, Unicode 15.0's Cf %v", r, IsFormat(r), unicode.Is(unicode.Cf, r))
		}
	}
}

func TestUTF16(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"", 0}, {"memo", 4}, {"é", 1}, {"😀", 2}, {"\xff", 1},
		{strings.Repeat("a", 100) + "😀" + strings.Repeat("b", 37), 139},
	} {
		if got := UTF16Len(tc.s); got != tc.want {
			t.Errorf("UTF16Len(%q) = %d, want %d", tc.s, got, tc.want)
		}
		if got := len(Units(tc.s)); got != tc.want {
			t.Errorf("len(Units(%q)) = %d, want %d", tc.s, got, tc.want)
		}
		if UTF16LenOver(tc.s, tc.want) || (tc.want > 0 && !UTF16LenOver(tc.s, tc.want-1)) {
			t.Errorf("UTF16LenOver(%q) disagrees with %d", tc.s, tc.want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var rs []rune
		for range rng.IntN(40) {
			switch rng.IntN(3) {
			case 0:
				rs = append(rs, rune(rng.IntN(0x80)))
			case 1:
				rs = append(rs, rune(0x80+rng.IntN(0xD000)))
			default:
				rs = append(rs, rune(0x10000+rng.IntN(0xFFFFF)))
			}
		}
		s := string(rs)
		if got, want := UTF16Len(s), len(utf16.Encode(rs)); got != want {
			t.Fatalf("UTF16Len(%q) = %d, want %d", s, got, want)
		}
	}
	if got := UTF16Len("\xed\xa0\x80"); got != 3 {
		t.Errorf("UTF16Len of a WTF-8 surrogate = %d, want 3 (its bytes, each U+FFFD)", got)
	}
	if got := len(Units("\xed\xa0\x80")); got != 1 {
		t.Errorf("Units of a WTF-8 surrogate has %d units, want 1", got)
	}
	if r, ok := SurrogateAt("a\xed\xb0\x81", 1); !ok || r != 0xDC01 {
		t.Errorf("SurrogateAt = %U %v, want U+DC01 true", r, ok)
	}
	if _, ok := SurrogateAt("\xed\x9f\xbf", 0); ok {
		t.Error("U+D7FF read as a surrogate")
	}
}

func TestPercentDecodeAndLower(t *testing.T) {
	for _, tc := range []struct{ in, decoded, lowered string }{
		{"memo://x", "memo://x", "memo://x"},
		{"Memo%3A%2f%2FX", "Memo://X", "memo://x"},
		{"%4D%4d", "MM", "mm"},
		{"%", "%", "%"}, {"%4", "%4", "%4"}, {"%zz%41", "%zzA", "%zza"},
		{"%2541", "%41", "%41"}, // once
		{"ÄBC%C3%84", "ÄBC\u00c4", "Äbc\u00c4"},
		{strings.Repeat("ABCDEFGH", 3) + "[@]", strings.Repeat("ABCDEFGH", 3) + "[@]", strings.Repeat("abcdefgh", 3) + "[@]"},
	} {
		if got := PercentDecode(tc.in); got != tc.decoded {
			t.Errorf("PercentDecode(%q) = %q, want %q", tc.in, got, tc.decoded)
		}
		if got := LowerASCII(PercentDecode(tc.in)); got != tc.lowered {
			t.Errorf("LowerASCII(%q) = %q, want %q", tc.decoded, got, tc.lowered)
		}
	}
	// LowerASCII against a byte-by-byte reading, on every byte value.
	rng := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		want := []byte(string(b))
		for i, c := range want {
			if 'A' <= c && c <= 'Z' {
				want[i] = c + 32
			}
		}
		if got := LowerASCII(string(b)); got != string(want) {
			t.Fatalf("LowerASCII(%q) = %q, want %q", b, got, want)
		}
	}
}

// TestIsDefaultIgnorable holds the written Unicode 15.0 table to the
// property's derivation (DerivedCoreProperties.txt: Other_Default_Ignorable_Code_Point
// + Cf + Variation_Selector - White_Space - U+FFF9..U+FFFB - U+13430..U+13440
// - Prepended_Concatenation_Mark) from Go's tables, when Go's tables are
// Unicode 15.0's; on others, the characters below only.
func TestIsDefaultIgnorable(t *testing.T) {
	for _, r := range []rune{0xAD, 0x34F, 0x115F, 0x180B, 0x180F, 0x200B, 0x2060, 0x2065, 0x3164, 0xFE00, 0xFE0F, 0xFEFF, 0xFFA0, 0xE0000, 0xE0001, 0xE0100, 0xE0FFF} {
		if !IsDefaultIgnorable(r) || !IsInvisible(r) {
			t.Errorf("U+%04X: IsDefaultIgnorable %v, IsInvisible %v, want both true", r, IsDefaultIgnorable(r), IsInvisible(r))
		}
	}
	for _, r := range []rune{'a', 0xAC, 0xAE, 0x200A, 0x2028, 0xFFF9, 0x0600, 0x13430, 0xE1000} {
		if IsDefaultIgnorable(r) {
			t.Errorf("IsDefaultIgnorable(U+%04X) = true, want false", r)
		}
	}
	// Format characters that are not default-ignorable are invisible too.
	for _, r := range []rune{0x0600, 0xFFF9, 0x13430} {
		if !IsInvisible(r) {
			t.Errorf("IsInvisible(U+%04X) = false, want true (Cf)", r)
		}
	}
	if unicode.Version != "15.0.0" {
		t.Logf("Go's tables are Unicode %s; the written ranges are checked by the cases above", unicode.Version)
		return
	}
	derived := func(r rune) bool {
		if r >= 0xFFF9 && r <= 0xFFFB || r >= 0x13430 && r <= 0x13440 ||
			unicode.Is(unicode.White_Space, r) || unicode.Is(unicode.Prepended_Concatenation_Mark, r) {
			return false
		}
		return unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if IsDefaultIgnorable(r) != derived(r) {
			t.Errorf("U+%04X: IsDefaultIgnorable %v, Unicode 15.0's Default_Ignorable_Code_Point %v", r, IsDefaultIgnorable(r), derived(r))
		}
	}
}

// TestReadable: invisible characters go, compatibility forms read as
// their ASCII, and bytes that are not UTF-8 (a WTF-8 lone surrogate) stay.
func TestReadable(t *testing.T) {
	for _, tt := range []struct{ s, want string }{
		{"memo://x", "memo://x"},
		{"me\u00admo:\u200b//x\ufeff", "memo://x"},
		{"ｍｅｍｏ：／／ｘ", "memo://x"},
		{"\U000e0061m\u2066emo", "memo"},
		{"ﬁle²", "file2"},
		{"e\u0301", "é"},
		{"a\xed\xa0\x80b\u200b", "a\xed\xa0\x80b"},
	} {
		if got := Readable(tt.s); got != tt.want {
			t.Errorf("Readable(%+q) = %+q, want %+q", tt.s, got, tt.want)
		}
	}
}
