package leak

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// naiveSearch is what a searcher finds, the slow way: each needle's first
// place (in the fold, for a folded needle), the folded needles then the
// exact ones; of each, the short needles first in the order given, then
// the others by place, two at one place in the order given.
func naiveSearch(folded, exact []string, hay string) [][2]int {
	var out [][2]int
	for kind, needles := range [][]string{folded, exact} {
		h := hay
		if kind == 0 {
			h = Fold(hay)
		}
		var short, long [][2]int
		for n, needle := range needles {
			if kind == 1 {
				n += len(folded)
			}
			if i := strings.Index(h, needle); i >= 0 {
				if len(needle) < 4 {
					short = append(short, [2]int{n, i})
				} else {
					long = append(long, [2]int{n, i})
				}
			}
		}
		for a := 1; a < len(long); a++ { // by place, stably
			for b := a; b > 0 && long[b][1] < long[b-1][1]; b-- {
				long[b], long[b-1] = long[b-1], long[b]
			}
		}
		out = append(append(out, short...), long...)
	}
	return out
}

// TestSearcherFindsWhatIndexFinds holds the searcher to strings.Index on
// random needles and haystacks over a small alphabet, so that needles
// overlap, repeat and share their first bytes, in either letter case.
func TestSearcherFindsWhatIndexFinds(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 2026))
	const alphabet = "abAB%2f:/"
	random := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		return string(b)
	}
	for range 3000 {
		var folded, exact []string
		for range r.IntN(8) {
			folded = append(folded, Fold(random(1+r.IntN(3+r.IntN(200)))))
		}
		for range r.IntN(8) {
			exact = append(exact, random(1+r.IntN(3+r.IntN(200))))
		}
		all := append(append([]string(nil), folded...), exact...)
		var b strings.Builder
		for range r.IntN(8) {
			b.WriteString(random(r.IntN(300)))
			if len(all) > 0 && r.IntN(2) == 0 {
				n := all[r.IntN(len(all))]
				if r.IntN(3) == 0 {
					n = strings.ToUpper(n)
				}
				b.WriteString(n)
			}
		}
		hay := b.String()
		want := naiveSearch(folded, exact, hay)
		for _, h := range []*Haystack{{orig: hay}, {raw: []byte(hay)}} {
			var got [][2]int
			newSearcher(folded, exact).search(h, func(n, i int) { got = append(got, [2]int{n, i}) })
			if !cmp.Equal(got, want) {
				t.Fatalf("folded %q, exact %q, haystack %q: mismatch (-want +got):\n%s", folded, exact, hay, cmp.Diff(want, got))
			}
		}
	}
}

func BenchmarkSearcher(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	hay := make([]byte, 1<<20)
	for i := range hay {
		hay[i] = b64[r.IntN(len(b64))]
	}
	hs := NewSet([]string{"memo://tok1234/notes", "https://h.example/x?sig=secret-token-1", "withheld body of text " + fmt.Sprint(42)})
	h := &Haystack{orig: string(hay)}
	b.SetBytes(int64(len(hay)))
	for b.Loop() {
		hs.main.search.search(h, func(int, int) {})
	}
}

// TestContainsString holds containsString to strings.Contains.
func TestContainsString(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(9, 2026))
	for range 20000 {
		text := make([]byte, r.IntN(40))
		for i := range text {
			text[i] = "aab\"\\"[r.IntN(5)]
		}
		s := string(text)
		if len(s) > 0 && r.IntN(2) == 0 {
			from := r.IntN(len(s))
			s = s[from : from+r.IntN(len(s)-from+1)]
		} else {
			s = string("ab"[r.IntN(2)]) + s[:min(len(s), r.IntN(4))]
		}
		if s == "" {
			continue
		}
		if got, want := containsString(text, s), strings.Contains(string(text), s); got != want {
			t.Fatalf("containsString(%q, %q) = %v, want %v", text, s, got, want)
		}
	}
}
