package diff

import (
	"strings"
	"testing"
)

// TestLineDiff pins the line diff: removals before additions, a trailing
// comma alone no difference, long unchanged runs cut, and both sides shown
// when no line differs.
func TestLineDiff(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		want, got []string
		diff      string
	}{
		{"replace", []string{"a", "b", "c"}, []string{"a", "x", "c"}, " a\n-b\n+x\n c\n"},
		{"trailing_comma", []string{"[", "  1", "]"}, []string{"[", "  1,", "  2", "]"}, " [\n   1,\n+  2\n ]\n"},
		{"both_sides_when_alike", []string{"a"}, []string{"a"}, "-a\n+a\n"},
		{"long_runs_cut", []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"},
			[]string{"0", "1", "2", "3", "4", "5", "6", "7", "X", "9", "a", "b", "c", "d", "e", "f"},
			" …(5 unchanged lines)\n 5\n 6\n 7\n-8\n+X\n 9\n a\n b\n …(4 unchanged lines)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for range 3 { // the same every time
				if got := Lines(tt.want, tt.got); got != tt.diff {
					t.Fatalf("Lines:\n%s\nwant:\n%s", got, tt.diff)
				}
			}
		})
	}
	// Past the table's bound, the middle is removed then added, not matched.
	var w, g []string
	for i := range 2000 {
		w = append(w, "w"+strings.Repeat("x", i%7))
		g = append(g, "g"+strings.Repeat("x", i%7))
	}
	if d := Lines(w, g); strings.Count(d, "\n-") != 1999 || strings.Count(d, "\n+") != 2000 {
		t.Errorf("a large diff: %d removed, %d added", strings.Count(d, "\n-")+1, strings.Count(d, "\n+"))
	}
}
