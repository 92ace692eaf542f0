package leak

import (
	"bytes"
	"math/bits"
	"slices"
	"strings"
)

// A searcher finds many needles in a haystack in one pass: folded needles
// in the haystack's ASCII fold (which it reads folding as it goes) and
// exact ones in the haystack as it is. It skips along the haystack as Wu
// and Manber's search does: a window as long as the shortest needle ends
// in a 3-byte block, and where no needle holds that block in its first
// window the search moves on as far as the block allows; where one may,
// the needles that begin with the window's first 4 bytes are tried there.
// Needles shorter than 4 bytes are searched for one by one.
type searcher struct {
	needles []string // the folded needles, then the exact ones
	exactAt int      // where the exact needles begin
	short   []int    // needles shorter than 4 bytes
	window  int      // the window's length: the shortest other needle's, at most maxWindow; 0 when there is none
	// less says, by the hash of a 3-byte block with every byte's 0x20 bit
	// set (a fold that each letter and its folded form share), how much
	// less than window-2 a window ending in it may move on without passing
	// a needle's start: 0, the most, for a block no needle holds.
	less     []uint8
	lessBits int
	// folded and exact find the needles by their first 4 bytes.
	folded, exact prefixTable
}

// maxWindow bounds the window, so that every shift fits in a byte.
const maxWindow = 128

// A hit is a needle found, and where.
type hit struct{ n, i int }

// A prefixTable finds, by their first 4 bytes, the needles that begin
// with them, in the order given (open addressing).
type prefixTable struct {
	slots []prefixSlot
	bits  int
	order []int32
}

type prefixSlot struct {
	word     uint32
	from, to int32 // order[from:to]; to is 0 for an empty slot
}

// lower folds a byte as Fold does.
var lower = func() (t [256]byte) {
	for c := range 256 {
		t[c] = byte(c)
		if 'A' <= c && c <= 'Z' {
			t[c] += 'a' - 'A'
		}
	}
	return t
}()

// newSearcher returns a searcher of folded needles (folded already) and
// exact ones, numbered in that order.
func newSearcher(folded, exact []string) *searcher {
	s := &searcher{needles: append(append(make([]string, 0, len(folded)+len(exact)), folded...), exact...), exactAt: len(folded), window: maxWindow}
	long := 0
	for n, needle := range s.needles {
		if len(needle) < 4 {
			s.short = append(s.short, n)
			continue
		}
		long++
		s.window = min(s.window, len(needle))
	}
	if long == 0 {
		s.window = 0
		return s
	}
	blocks := long * (s.window - 2)
	s.lessBits = min(max(bits.Len(uint(4*blocks)), 8), 12)
	s.less = make([]uint8, 1<<s.lessBits)
	for _, needle := range s.needles {
		if len(needle) < 4 {
			continue
		}
		for j := 0; j+3 <= s.window; j++ {
			h := hashBits(block(needle, j), s.lessBits)
			s.less[h] = max(s.less[h], uint8(j+1)) // a shift of window-3-j
		}
	}
	s.folded = newPrefixTable(s.needles, 0, s.exactAt)
	s.exact = newPrefixTable(s.needles, s.exactAt, len(s.needles))
	return s
}

func newPrefixTable(needles []string, from, to int) prefixTable {
	type first struct {
		word uint32
		n    int32
	}
	var firsts []first
	for n := from; n < to; n++ {
		if len(needles[n]) >= 4 {
			firsts = append(firsts, first{word(needles[n], 0), int32(n)})
		}
	}
	if len(firsts) == 0 {
		return prefixTable{}
	}
	slices.SortFunc(firsts, func(a, b first) int {
		switch {
		case a.word < b.word:
			return -1
		case a.word > b.word:
			return 1
		}
		return int(a.n - b.n)
	})
	t := prefixTable{bits: bits.Len(uint(2 * len(firsts))), order: make([]int32, len(firsts))}
	t.slots = make([]prefixSlot, 1<<t.bits)
	mask := len(t.slots) - 1
	for i := 0; i < len(firsts); {
		j := i
		for j < len(firsts) && firsts[j].word == firsts[i].word {
			t.order[j] = firsts[j].n
			j++
		}
		k := int(hashBits(firsts[i].word, t.bits))
		for t.slots[k].to != 0 {
			k = (k + 1) & mask
		}
		t.slots[k] = prefixSlot{firsts[i].word, int32(i), int32(j)}
		i = j
	}
	return t
}

// lookup returns the needles beginning with w.
func (t *prefixTable) lookup(w uint32) []int32 {
	if t.slots == nil {
		return nil
	}
	mask := len(t.slots) - 1
	for k := int(hashBits(w, t.bits)); t.slots[k].to != 0; k = (k + 1) & mask {
		if t.slots[k].word == w {
			return t.order[t.slots[k].from:t.slots[k].to]
		}
	}
	return nil
}

func word[T string | []byte](s T, i int) uint32 {
	t := s[i : i+4]
	return uint32(t[0]) | uint32(t[1])<<8 | uint32(t[2])<<16 | uint32(t[3])<<24
}

// block returns the 3 bytes of s at i, each with its 0x20 bit set.
func block[T string | []byte](s T, i int) uint32 {
	t := s[i : i+3]
	return (uint32(t[0]) | uint32(t[1])<<8 | uint32(t[2])<<16) | 0x202020
}

// hashBits hashes x to n bits.
func hashBits(x uint32, n int) uint32 { return (x * 0x9E3779B1) >> (32 - n) }

// search calls found with each needle that the haystack holds and where it
// first does: the folded needles, then the exact ones; of each, the short
// ones first, in the order given, then the others by where they are, two
// at one place in the order given.
func (s *searcher) search(h *Haystack, found func(n, i int)) {
	var hits []hit
	if h.raw != nil {
		hits = scan(s, h.raw)
	} else {
		hits = scan(s, h.orig)
	}
	for kind := range 2 {
		from, to := 0, s.exactAt
		if kind == 1 {
			from, to = s.exactAt, len(s.needles)
		}
		for _, n := range s.short {
			if n < from || n >= to {
				continue
			}
			var i int
			switch {
			case n < s.exactAt:
				i = strings.Index(h.fold(), s.needles[n])
			case h.raw != nil:
				i = bytes.Index(h.raw, []byte(s.needles[n]))
			default:
				i = strings.Index(h.orig, s.needles[n])
			}
			if i >= 0 {
				found(n, i)
			}
		}
		for _, x := range hits {
			if from <= x.n && x.n < to {
				found(x.n, x.i)
			}
		}
	}
}

// scan returns where each needle of 4 bytes or more of s first is in hay,
// by place, two at one place in the order given.
func scan[T string | []byte](s *searcher, hay T) []hit {
	var hits []hit
	if s.window == 0 {
		return nil
	}
	var done []uint64
	try := func(ns []int32, i int) {
		for _, n := range ns {
			if done != nil && done[n/64]&(1<<(n%64)) != 0 || !at(s, hay, i, int(n)) {
				continue
			}
			if done == nil {
				done = make([]uint64, (len(s.needles)+63)/64)
			}
			done[n/64] |= 1 << (n % 64)
			hits = append(hits, hit{int(n), i})
		}
	}
	most := s.window - 2
	for p := s.window - 1; p < len(hay); {
		if sh := most - int(s.less[hashBits(block(hay, p-2), s.lessBits)]); sh > 0 {
			p += sh
			continue
		}
		i := p - s.window + 1
		w := word(hay, i)
		try(s.folded.lookup(w|foldBits(w)), i)
		try(s.exact.lookup(w), i)
		p++
	}
	return hits
}

// foldBits returns the 0x20 bits that fold the ASCII upper-case letters
// among the 4 bytes of w.
func foldBits(w uint32) uint32 {
	const ones, highs = 0x01010101, 0x80808080
	low := w &^ highs
	ge := low + (0x80-'A')*ones   // high bit set where a byte is 'A' or above
	gt := low + (0x80-'Z'-1)*ones // high bit set where a byte is above 'Z'
	return (ge &^ gt &^ w & highs) >> 2
}

// at reports whether needle n of s is at i in hay (in its fold, for a
// folded needle).
func at[T string | []byte](s *searcher, hay T, i, n int) bool {
	needle := s.needles[n]
	if len(hay)-i < len(needle) {
		return false
	}
	if n >= s.exactAt {
		return string(hay[i:i+len(needle)]) == needle
	}
	h := hay[i : i+len(needle)]
	for k := 0; k < len(needle); k++ {
		if lower[h[k]] != needle[k] {
			return false
		}
	}
	return true
}
