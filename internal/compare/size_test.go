package compare

import "testing"

func TestNamesSize(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		n    int64
		want bool
	}{
		{"(application/pdf, ~3KB)", 3072, true},
		{"3 KB", 3072, true},
		{"3.0 KB", 3072, true},
		{"3 KiB", 3072, true},
		{"3072 bytes", 3072, true},
		{"3,072 B", 3072, true},
		{"~3.0KB.", 3072, true},
		{"2KB", 3072, false},
		{"3.1 KB", 3072, false},
		{"3071 bytes", 3072, false},
		{"~2KB", 1536, true},
		{"1.5 KB", 1536, true},
		{"1KB", 1536, false},
		{"~2.0KB", 2048, true},
		{"8B", 8, true},
		{"8 bytes", 8, true},
		{"9B", 8, false},
		{"0B", 0, true},
		{"~1.5MB", 1572864, true},
		{"1536 KiB", 1572864, true},
		{"~2GB", 2 << 30, true},
		{"image/png", 8, false},
		{"no size here", 0, false},
		{"3KBx", 3072, false},
	}
	for _, tt := range tests {
		if got := namesSize(tt.text, tt.n); got != tt.want {
			t.Errorf("namesSize(%q, %d) = %v, want %v", tt.text, tt.n, got, tt.want)
		}
	}
}
