package subprocess

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// TestTailExcerpt pins what a start error shows of stderr: all of it up to
// tailMax bytes, else its head and its tail in whole lines around a line
// saying how much was cut, never much over tailMax bytes.
func TestTailExcerpt(t *testing.T) {
	t.Parallel()
	write := func(s string, chunk int) *tail {
		tl := newTail(nil)
		for len(s) > 0 {
			n := min(chunk, len(s))
			tl.Write([]byte(s[:n]))
			s = s[n:]
		}
		return tl
	}
	line := strings.Repeat("x", 63) + "\n" // 64 bytes
	whole := "first\n" + strings.Repeat(line, 63)
	whole += strings.Repeat("y", tailMax-len(whole)-1) + "\n" // tailMax bytes
	if got := write(whole, 100).Excerpt(); got != strings.TrimSuffix(whole, "\n") {
		t.Errorf("%d bytes: not shown whole:\n%s", len(whole), got)
	}
	long := "Error: the first\n" + strings.Repeat(line, 160) + "the last\n"
	for _, chunk := range []int{1, 7, 4096, len(long)} {
		got := write(long, chunk).Excerpt()
		if !strings.HasPrefix(got, "Error: the first\nxxx") || !strings.HasSuffix(got, "x\nthe last") {
			t.Errorf("chunks of %d: head or tail lost:\n%s", chunk, got)
		}
		if len(got) > tailMax+64 {
			t.Errorf("chunks of %d: %d bytes shown", chunk, len(got))
		}
		// The cut line brings two line ends, and takes the head's and the
		// tail's last.
		kept := strings.Count(got, "\n") - 2
		cut := len(long) - (len(got) + 2 - len("\n…(0,000 bytes cut)…\n"))
		if want := "\n…(" + reporttext.Thousands(cut) + " bytes cut)…\n"; !strings.Contains(got, want) || kept < 40 {
			t.Errorf("chunks of %d: want %q, %d lines:\n%s", chunk, want, kept, got)
		}
	}
	if got := write("a\x1b[31mred\x1b[0m\r\nb\x00c\xffd\n\n", 3).Excerpt(); got != "ared\nb\uFFFDc\uFFFDd" {
		t.Errorf("not made printable: %q", got)
	}
}
