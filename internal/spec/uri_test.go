package spec

import "testing"

// TestSameURI pins the same-uri rule (SPEC 6): %XX decoded, then ASCII
// case aside, so that "%53" is "s" too.
func TestSameURI(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"MEMO://%61", "memo://a", true},
		{"memo://%53", "memo://s", true},
		{"memo://a", "memo://b", false},
		{"memo://caf%E9", "memo://café", false},
	} {
		if got := SameURI(tt.a, tt.b); got != tt.same {
			t.Errorf("SameURI(%q, %q) = %t, want %t", tt.a, tt.b, got, tt.same)
		}
	}
}

// TestWellFormedWTF8 pins that a surrogate's three bytes and any other
// byte that is not UTF-8 each become one U+FFFD, and UTF-8 stays as it is.
func TestWellFormedWTF8(t *testing.T) {
	for in, want := range map[string]string{
		"café":                     "café",
		"x\xed\xa0\x80y":           "x\uFFFDy",
		"x\xed\xa0\x80y\xff":       "x\uFFFDy\uFFFD",
		"\xed\xb0\x80\xed\xa0":     "\uFFFD\uFFFD",
		"\xed\xa0\x80\xed\xa0\x80": "\uFFFD\uFFFD", // two surrogates, two U+FFFD
	} {
		if got := WellFormedWTF8(in); got != want {
			t.Errorf("WellFormedWTF8(%q) = %q, want %q", in, got, want)
		}
	}
}
