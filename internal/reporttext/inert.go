package reporttext

import (
	"io"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// Inert returns text, one or more lines the suite prints or writes (its
// output, an error with a host's stderr, a Markdown, JUnit or JSON
// report), with every sequence a CI runner would read as a command of
// its own written out so that none does, and a reader sees where:
//
//   - GitHub Actions reads a line whose first characters, after leading
//     white space, are "::" as a workflow command ("::error title=X::msg",
//     "::add-mask::word", "::stop-commands::token"). The second colon is
//     written \u003a: ":\u003aerror title=X::msg".
//   - GitHub Actions reads "##[" anywhere in a line as a command of its
//     older syntax ("##[error]msg", "##[group]"), and Azure Pipelines
//     reads "##vso[" (in any case) anywhere in a line as a logging command
//     ("##vso[task.setvariable variable=x]y"). The bracket is written
//     \u005b: "##\u005berror]msg", "##vso\u005btask.complete]".
//
// A runner splits its log into lines at every line break a reader might
// take for one (\n, \r, \v, \f, U+0085, U+2028, U+2029), and trims every
// Unicode space from a line's start, so Inert does the same; a character
// that may show as nothing (a control, a format or default-ignorable
// one) neither starts nor breaks "::" or "##[", as a culture-aware
// comparison would skip it. The escaped character is the one that
// completes a command (the second colon, the bracket), so that
// InertWriter never holds text back waiting for what follows. The
// escapes are JSON's \u form, which Printable writes too past ASCII: a
// reader sees them, Inert of a JSON document is the same JSON value, and
// Inert(Inert(s)) is Inert(s). Everything else is kept as it is.
func Inert(s string) string {
	var st inertState
	out := st.feed([]byte(s))
	if len(out) == len(s) {
		return s
	}
	return string(out)
}

// InertBytes is Inert for a document held as bytes (a report): it
// returns b itself when nothing in it needed an escape.
func InertBytes(b []byte) []byte {
	var st inertState
	return st.feed(b)
}

// InertWriter writes what it is given to w as Inert would write it,
// line breaks and all, however the writes split the text: a command's
// stdout or stderr wrapped in one never shows a CI runner a command,
// whichever of the command's printers wrote the text. It is safe for
// concurrent use.
type InertWriter struct {
	w  io.Writer
	mu sync.Mutex
	st inertState
}

// NewInertWriter returns an InertWriter writing to w.
func NewInertWriter(w io.Writer) *InertWriter { return &InertWriter{w: w} }

// Write writes p to the underlying writer, escaped as Inert escapes it.
// It returns len(p) when the whole escaped text was written.
func (iw *InertWriter) Write(p []byte) (int, error) {
	iw.mu.Lock()
	defer iw.mu.Unlock()
	out := iw.st.feed(p)
	if _, err := iw.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Unwrap returns the writer iw writes to (a terminal, say, that a caller
// asks about).
func (iw *InertWriter) Unwrap() io.Writer { return iw.w }

// The escapes Inert writes.
const (
	escapedColon   = `\u003a`
	escapedBracket = `\u005b`
)

// inertState is where Inert is in its text, across as many writes as the
// text comes in: whether a line has started, just after a line's first
// colon, how far into "##" or "##vso" it is, and a character cut in two.
type inertState struct {
	started bool   // a character other than a space or an invisible one came since the last line break
	colon   bool   // that character was a colon, and nothing but invisible ones came since
	prefix  int    // the last visible characters: 1 "#", 2 "##", 3 "##v", 4 "##vs", 5 "##vso" (in any case); 0 none of these
	partial []byte // the start of a character the last write cut (its bytes are written already)
}

// feed returns p escaped: p itself when nothing in it needed an escape.
func (st *inertState) feed(p []byte) []byte {
	text, skip := p, 0 // skip: the bytes of text written already, a cut character's start
	if len(st.partial) > 0 {
		text = append(st.partial, p...)
		skip = len(st.partial)
		st.partial = nil
	}
	var out []byte // nil until the first escape
	done := skip   // text[:done] is written, or in out
	for i := 0; i < len(text); {
		if st.started && !st.colon && st.prefix == 0 { // most of a text: skip what changes nothing
			j := i
			for j < len(text) && idle[text[j]] {
				j++
			}
			if j > i {
				i = j
				continue
			}
		}
		if c := text[i]; c < utf8.RuneSelf {
			if esc := st.readASCII(c); esc != "" {
				if out == nil {
					out = make([]byte, 0, len(p)+4*len(esc))
				}
				out = append(append(out, text[done:i]...), esc...)
				done = i + 1
			}
			i++
			continue
		}
		if !utf8.FullRune(text[i:]) {
			st.partial = append([]byte(nil), text[i:]...)
			break
		}
		r, w := utf8.DecodeRune(text[i:]) // a byte that is not UTF-8 reads as U+FFFD, as a runner reads it
		st.read(r)
		i += w
	}
	if out == nil {
		return p
	}
	return append(out, text[done:]...)
}

// idle holds the bytes that change nothing in the middle of a line, after
// anything but a leading colon or a "#": every one but a line break's
// (\n, \r, \v, \f, and the first byte of U+0085, U+2028 and U+2029),
// and "#". A character past ASCII that is not a line break changes
// nothing there, whichever it is, so its bytes need not be read as one.
var idle = func() (t [256]bool) {
	for c := range t {
		t[c] = true
	}
	for _, c := range []byte{'\n', '\r', '\v', '\f', '#', 0xC2, 0xE2} {
		t[c] = false
	}
	return t
}()

// read takes in r, a character past ASCII, which never needs an escape.
func (st *inertState) read(r rune) {
	switch {
	case r == 0x85, r == 0x2028, r == 0x2029: // line breaks
		*st = inertState{}
	case invisible(r), !st.started && unicode.IsSpace(r):
	default:
		st.started, st.colon, st.prefix = true, false, 0
	}
}

// readASCII takes in c and returns its escape, or "" to write c as it is.
func (st *inertState) readASCII(c byte) string {
	switch {
	case c == '\n', c == '\r', c == '\v', c == '\f': // line breaks
		*st = inertState{}
		return ""
	case c < 0x20 && c != '\t', c == 0x7f: // controls: invisible
		return ""
	case !st.started && (c == ' ' || c == '\t'):
		return ""
	}
	esc := ""
	switch c {
	case ':':
		if st.colon {
			esc = escapedColon
		}
		st.colon, st.prefix = !st.started, 0
	case '[':
		if st.prefix == 2 || st.prefix == 5 {
			esc = escapedBracket
		}
		st.colon, st.prefix = false, 0
	case '#':
		st.colon = false
		if st.prefix == 1 || st.prefix == 2 {
			st.prefix = 2
		} else {
			st.prefix = 1
		}
	default:
		st.colon = false
		switch lower := c | 0x20; {
		case lower == 'v' && st.prefix == 2, lower == 's' && st.prefix == 3, lower == 'o' && st.prefix == 4:
			st.prefix++
		default:
			st.prefix = 0
		}
	}
	st.started = true
	return esc
}

// invisible reports whether r, a character past ASCII, may show as
// nothing: a C1 control, a format character or a default-ignorable one.
func invisible(r rune) bool {
	return unicode.IsControl(r) || estext.IsInvisible(r)
}
