package reporttext

import "testing"

func TestSize(t *testing.T) {
	t.Parallel()
	for n, want := range map[int64]string{0: "0 bytes", 1: "1 byte", 1023: "1023 bytes", 1024: "1 KiB", 1536: "1.5 KiB",
		64 << 20: "64 MiB", 500 << 20: "500 MiB", 500_000_000: "476.8 MiB", 3 << 30: "3 GiB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
