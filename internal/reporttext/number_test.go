package reporttext

import "testing"

// TestThousands pins how counts and sizes are written.
func TestThousands(t *testing.T) {
	t.Parallel()
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 2167386: "2,167,386", -3072: "-3,072", -100: "-100"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
