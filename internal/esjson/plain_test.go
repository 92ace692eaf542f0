package esjson

import (
	"math/rand/v2"
	"testing"
)

// TestPlainScans holds the word-at-a-time scans to their byte-by-byte
// definitions, on words of every kind of byte at every alignment.
func TestPlainScans(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	interesting := []byte{0, 0x1f, 0x20, 0x21, '"', '#', '[', '\\', ']', 0x7e, 0x7f, 0x80, 0xbf, 0xc3, 0xff}
	for range 3000 {
		b := make([]byte, r.IntN(100))
		for i := range b {
			switch r.IntN(4) {
			case 0:
				b[i] = interesting[r.IntN(len(interesting))]
			case 1:
				b[i] = byte(r.IntN(256))
			default:
				b[i] = 'a' + byte(r.IntN(26))
			}
		}
		s := string(b)
		for i := 0; i <= len(s); i++ {
			want := i
			for want < len(s) && plainByte(s[want]) {
				want++
			}
			if got := plainEnd(s, i); got != want {
				t.Fatalf("plainEnd(%q, %d) = %d, want %d", s, i, got, want)
			}
			if got := plainEnd(b, i); got != want {
				t.Fatalf("plainEnd(%q, %d) = %d, want %d", b, i, got, want)
			}
		}
		printable := true
		for _, c := range b {
			printable = printable && 0x20 <= c && c < 0x80
		}
		if got := printableASCII(s); got != printable {
			t.Fatalf("printableASCII(%q) = %v", s, got)
		}
	}
}
