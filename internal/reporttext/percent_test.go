package reporttext

import "testing"

// TestPercent pins that a score is rounded down to a tenth of a percent:
// a failing host never reads 100.0%, and a share that is a whole number of
// tenths reads as that number, not one tenth less.
func TestPercent(t *testing.T) {
	t.Parallel()
	tests := []struct {
		score float64
		want  string
	}{
		{1, "100.0%"},
		{2999.0 / 3000, "99.9%"},
		{9999.0 / 10000, "99.9%"},
		{29.0 / 100, "29.0%"},
		{57.0 / 100, "57.0%"},
		{7.0 / 8, "87.5%"},
		{2.0 / 3, "66.6%"},
		{1.0 / 3000, "0.0%"},
		{0, "0.0%"},
	}
	for _, tt := range tests {
		if got := Percent(tt.score); got != tt.want {
			t.Errorf("Percent(%v) = %q, want %q", tt.score, got, tt.want)
		}
	}
}

// TestScoresNeverRoundUpAFailure pins that the terminal's score line and
// the Markdown report of a run with one failure in 3000 observations read
