package subprocess

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// Why stderr is kept in fixed buffers: a host may write without end
// (TestGalleryStderrFlood, TestErrorAnswerBesideEndlessStderr); a start
// error shows its head and tail (TestTailExcerpt, TestStartErrorLongStderr),
// an observation's error its last lines since the case began
// (TestErrorAnswerShowsStderr); Options.Stderr gets all of it
// (TestStderrPassesThrough).

// tail keeps the first headMax and the last tailMax bytes a host wrote to
// stderr, in buffers of fixed size whatever the host writes, and passes
// them on.
type tail struct {
	mu    sync.Mutex
	head  [headMax]byte
	ring  [tailMax]byte
	end   int   // where the next byte goes in ring
	total int64 // bytes written in all
	from  int64 // the total at the last Mark: String shows what came after
	pass  io.Writer
}

// Mark makes String show only what is written from now on: the current
// case's stderr.
func (t *tail) Mark() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.from = t.total
}

// How much of a host's stderr is kept for its errors: its first headMax
// bytes, for a start error (the first error is never lost), and its last
// tailMax, for any error. A start error shows at most tailMax bytes of it.
const (
	headMax = 2 << 10
	tailMax = 4 << 10
)

func newTail(pass io.Writer) *tail { return &tail{pass: pass} }

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(b)
	if t.total < headMax {
		copy(t.head[t.total:], b)
	}
	t.total += int64(n)
	if t.pass != nil {
		t.pass.Write(b)
	}
	if len(b) > tailMax {
		b = b[len(b)-tailMax:]
	}
	for len(b) > 0 {
		c := copy(t.ring[t.end:], b)
		b = b[c:]
		t.end = (t.end + c) % tailMax
	}
	return n, nil
}

// Total returns how many bytes were written in all.
func (t *tail) Total() int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.total
}

// bytes returns the kept bytes of the tail, oldest first. t.mu must be
// held.
func (t *tail) bytes() []byte {
	if t.total < tailMax {
		return append([]byte(nil), t.ring[:t.end]...)
	}
	return append(append([]byte(nil), t.ring[t.end:]...), t.ring[:t.end]...)
}

// String returns the last lines written since the Mark (the start, when
// there is none), at most a few, as valid UTF-8: what an observation's
// error shows.
func (t *tail) String() string {
	t.mu.Lock()
	b := t.bytes()
	cut := t.total > tailMax
	if since := t.total - t.from; since <= int64(len(b)) {
		b, cut = b[len(b)-int(since):], false // what came after the Mark, all kept
	}
	t.mu.Unlock()
	if cut { // the first line is a piece of one
		b = afterFirstLine(b)
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	return strings.ToValidUTF8(strings.Join(lines, "\n"), "\uFFFD")
}

// Excerpt returns what a start error shows of stderr, as printable text:
// all of it when it is at most tailMax bytes, else its head and its tail,
// about tailMax bytes together, with a line between them saying how many
// bytes were cut ("…(6,144 bytes cut)…").
func (t *tail) Excerpt() string {
	t.mu.Lock()
	total := t.total
	if total <= tailMax {
		b := t.bytes()
		t.mu.Unlock()
		return printable(b)
	}
	head := append([]byte(nil), t.head[:]...)
	end := t.bytes()
	t.mu.Unlock()
	if i := bytes.LastIndexByte(head, '\n'); i >= 0 {
		head = head[:i+1] // whole lines, when there is a line end
	}
	end = afterFirstLine(end[len(end)-(tailMax-headMax):])
	cut := total - int64(len(head)+len(end))
	return printable(head) + "\n…(" + reporttext.Thousands(int(cut)) + " bytes cut)…\n" + printable(end)
}

// afterFirstLine drops the first line of b, a piece of one, when another
// line follows; else the bytes that begin no character.
func afterFirstLine(b []byte) []byte {
	if i := bytes.IndexByte(b, '\n'); i >= 0 && i+1 < len(b) {
		return b[i+1:]
	}
	for len(b) > 0 && !utf8.RuneStart(b[0]) {
		b = b[1:]
	}
	return b
}

// ansiEscape is a terminal's escape sequence: a colour, a cursor move.
var ansiEscape = regexp.MustCompile("\x1b\\[[0-9;?]*[ -/]*[@-~]")

// printable returns b as valid UTF-8 without terminal escapes, carriage
// returns or a trailing line end, any other control character but a tab
// or a line end replaced by U+FFFD: a host's stderr cannot move the
// cursor or colour the runner's terminal.
func printable(b []byte) string {
	s := ansiEscape.ReplaceAllString(strings.ToValidUTF8(string(b), "\uFFFD"), "")
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\r':
			return -1
		case r == '\n' || r == '\t':
			return r
		case r < 0x20 || r >= 0x7f && r < 0xa0:
			return '\uFFFD'
		}
		return r
	}, s)
	return strings.TrimRight(s, "\n")
}
