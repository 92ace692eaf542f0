package gen

import (
	"math/rand/v2"
	"testing"
)

// TestBodyRemembers checks that an input's lanes, hidden strings and
// expectations read its body once, and that an input changed in place is
// read again.
func TestBodyRemembers(t *testing.T) {
	t.Parallel()
	input := []byte(`{"data":{"type":"text","text":"first"}}`)
	a, _, err := Body(input)
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := Body(append([]byte(nil), input...))
	if &a.Members[0] != &b.Members[0] {
		t.Error("the same input is read twice")
	}
	copy(input[len(`{"data":{"type":"text","text":"`):], "other")
	c, _, _ := Body(input)
	if text, _ := c.Get("text"); text.Text != "other" {
		t.Errorf("an input changed in place reads as before: %q", text.Text)
	}
}

// TestASCIILower holds asciiLower, which lowers 8 bytes at a time, to its
// byte-by-byte definition.
func TestASCIILower(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = byte(r.IntN(256))
			if r.IntN(2) == 0 {
				b[i] = "@AZ[`az{\x80\xc1\xda"[r.IntN(11)]
			}
		}
		want := []byte(string(b))
		for i, c := range want {
			if 'A' <= c && c <= 'Z' {
				want[i] = c + 'a' - 'A'
			}
		}
		if got := asciiLower(string(b)); got != string(want) {
			t.Fatalf("asciiLower(%q) = %q, want %q", b, got, want)
		}
	}
}
