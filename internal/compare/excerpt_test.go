package compare

import (
	"strings"
	"testing"
)

func TestExcerpt(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("é", 3000) // 6,000 bytes
	tests := []struct {
		name, in string
		max      int
		want     string
	}{
		{"short", "abc", 10, "abc"},
		{"exact", "abcdefghij", 10, "abcdefghij"},
		{"cut", "abcdefghijkl", 10, "abcdefghij\n…(cut: 2 more bytes)\n"},
		{"at_a_character", long, 4095, strings.Repeat("é", 2047) + "\n…(cut: 1906 more bytes)\n"},
		{"cut_already_fits", "abcdefghij\n…(cut: 2 more bytes)\n", 10, "abcdefghij\n…(cut: 2 more bytes)\n"},
		{"cut_again_adds_up", "abcdefghij\n…(cut: 2 more bytes)\n", 4, "abcd\n…(cut: 8 more bytes)\n"},
	}
	for _, tt := range tests {
		got := Excerpt(tt.in, tt.max)
		if got != tt.want {
			t.Errorf("%s: Excerpt = %q, want %q", tt.name, got, tt.want)
		}
		if again := Excerpt(got, tt.max); again != got {
			t.Errorf("%s: Excerpt is not idempotent: %q", tt.name, again)
		}
	}
}
