package estext

import (
	"slices"
	"testing"
)

func TestUnicodeVersions(t *testing.T) {
	if got, want := UnicodeVersions(), []string{"15.0", "15.1", "16.0", "17.0"}; !slices.Equal(got, want) {
		t.Errorf("UnicodeVersions() = %q, want %q", got, want)
	}
	if !KnownUnicode("16.0") || KnownUnicode("14.0") || KnownUnicode("16") {
		t.Error("KnownUnicode knows the wrong versions")
	}
	// The facts the vectors' unicode family rests on (TestUnicodeTables
	// holds the tables to the Unicode data).
	for _, ch := range LaterUnicode() {
		if len(ch.Format)+len(ch.Zs)+len(ch.WhiteSpace) > 0 {
			t.Errorf("Unicode %s changes Cf, Zs or White_Space: the judge's hidden strings would differ by version", ch.Version)
		}
	}
	for _, r := range []rune{0x10D50, 0xA7DC, 0x0897, 0x1171E, 0x0295, 0x16EA0} {
		if !UnicodeDiffers(r) {
			t.Errorf("UnicodeDiffers(U+%04X) = false", r)
		}
	}
	for _, r := range []rune{'A', 'Σ', 0x0130, 0x11F00, 0x13439, 0x10D4F} {
		if UnicodeDiffers(r) {
			t.Errorf("UnicodeDiffers(U+%04X) = true", r)
		}
	}
}

func TestLowerCaseIn(t *testing.T) {
	for _, tc := range []struct {
		in                  string
		v15, v151, v16, v17 string
	}{
		{"IMAGE/PNG", "image/png", "image/png", "image/png", "image/png"},
		{"İ", "i\u0307", "i\u0307", "i\u0307", "i\u0307"},
		{"AΣ", "aς", "aς", "aς", "aς"},
		{"AΣB", "aσb", "aσb", "aσb", "aσb"},
		{"AΣ\U00011F00B", "aσ\U00011F00b", "aσ\U00011F00b", "aσ\U00011F00b", "aσ\U00011F00b"}, // U+11F00: Mn since 15.0
		// Garay capital letters and Latin additions lower-case from 16.0 on;
		// Beria Erfe (U+16EA0…) from 17.0 on.
		{"X\U00010D50", "x\U00010D50", "x\U00010D50", "x\U00010D70", "x\U00010D70"},
		{"\uA7CB\uA7DC", "\uA7CB\uA7DC", "\uA7CB\uA7DC", "\u0264\u019B", "\u0264\u019B"},
		{"\U00016EA0", "\U00016EA0", "\U00016EA0", "\U00016EA0", "\U00016EBB"},
		// U+0897 becomes a combining mark in 16.0: case-ignorable, so a cased
		// letter follows the Σ and it is not final.
		{"AΣ\u0897B", "aς\u0897b", "aς\u0897b", "aσ\u0897b", "aσ\u0897b"},
		// U+1171E is a spacing mark from 16.0 on: no longer case-ignorable.
		{"AΣ\U0001171EB", "aσ\U0001171Eb", "aσ\U0001171Eb", "aς\U0001171Eb", "aς\U0001171Eb"},
		// U+0295 ʕ is a lower-case letter in 15.0 and a Lo in 17.0.
		{"AΣʕ", "aσʕ", "aσʕ", "aσʕ", "aςʕ"},
		{"ʕΣ", "ʕς", "ʕς", "ʕς", "ʕσ"},
		// A new capital before a final Σ makes it final.
		{"\U00010D50Σ", "\U00010D50σ", "\U00010D50σ", "\U00010D70ς", "\U00010D70ς"},
		{"a\xed\xa0\x80Σ", "a\xed\xa0\x80σ", "a\xed\xa0\x80σ", "a\xed\xa0\x80σ", "a\xed\xa0\x80σ"},
	} {
		for v, want := range map[string]string{"15.0": tc.v15, "15.1": tc.v151, "16.0": tc.v16, "17.0": tc.v17} {
			if got := LowerCaseIn(tc.in, v); got != want {
				t.Errorf("LowerCaseIn(%+q, %s) = %+q, want %+q", tc.in, v, got, want)
			}
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("LowerCaseIn on Unicode 14.0 did not panic")
		}
	}()
	LowerCaseIn("A", "14.0")
}
