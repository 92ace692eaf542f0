package leak

import (
	"strings"
	"testing"
)

// BenchmarkLongHiddenStrings makes the set of four uri-shaped hidden
// strings of 256 KiB each and searches a stub for them: the bytes a case
// of an MCPL file's $repeat costs (-benchmem).
func BenchmarkLongHiddenStrings(b *testing.B) {
	const unit = "h://u:p%41@x/?q=%41 !'#f%41 é!"
	var hidden []string
	for i := range 4 {
		hidden = append(hidden, strings.Repeat(unit, (256<<10)/len(unit))+strings.Repeat("i", i+1))
	}
	obs := blocks(text("[Resource not shown: this host can't display its data (application/pdf, 3B).]"))
	for b.Loop() {
		hs := NewSet(hidden)
		hs.Find(Haystacks(obs, Strings(obs, nil)))
	}
}

// BenchmarkFloodedAnswer searches the bytes of a refused answer of 30,000
// text blocks for two hidden uris: what a flooding host costs an
// observation (-benchmem).
func BenchmarkFloodedAnswer(b *testing.B) {
	raw := floodAnswer(30_000)
	hs := NewSet([]string{noteURI, secretURI})
	for b.Loop() {
		hs.Find(RawHaystacks(raw))
	}
}
