package reporttext

import "testing"

// TestShellWord: a word a shell reads as itself stays bare; any other,
// the empty one and one holding a quote included, is single-quoted so
// that a shell reads it back unchanged.
func TestShellWord(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", "''"},
		{"--baseline=/tmp/a_b.json", "--baseline=/tmp/a_b.json"},
		{"my baseline.json", "'my baseline.json'"},
		{"it's", `'it'\''s'`},
		{"$HOME", "'$HOME'"},
		{"a*b", "'a*b'"},
	} {
		if got := ShellWord(tt.in); got != tt.want {
			t.Errorf("ShellWord(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}
