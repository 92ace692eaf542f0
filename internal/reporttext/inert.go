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
// comparison would skip it. The escapes are the ones JSON and this
// package's Printable write, so that Inert of a JSON document is the
// same JSON value, and Inert(Inert(s)) is Inert(s). Everything else is
// kept as it is.
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

// inertState is where Inert is in its text: at a line's start, just after
// the first colon of a line, and the last bytes read, across as many
// writes as the text comes in.
type inertState struct {
	started bool    // a character other than a space or an invisible one came since the last line break
	colon   bool    // that character was a colon, and nothing but invisible ones came since
	last    [5]byte // the last five visible characters, lower-cased, as "##vso"; 0 for one that is not ASCII
	partial []byte  // the start of a character the last write cut (its bytes are written already)
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
		if !utf8.FullRune(text[i:]) {
			st.partial = append([]byte(nil), text[i:]...)
			break
		}
		r, w := utf8.DecodeRune(text[i:]) // a byte that is not UTF-8 reads as U+FFFD, as a runner reads it
		if esc := st.read(r); esc != "" { // an ASCII character, never one cut
			if out == nil {
				out = make([]byte, 0, len(p)+4*len(esc))
			}
			out = append(append(out, text[done:i]...), esc...)
			done = i + w
		}
		i += w
	}
	if out == nil {
		return p
	}
	return append(out, text[done:]...)
}

// read takes in r and returns its escape, or "" to write r as it is.
func (st *inertState) read(r rune) string {
	switch {
	case lineBreak(r):
		*st = inertState{}
		return ""
	case invisible(r):
		return ""
	case !st.started && unicode.IsSpace(r):
		return ""
	}
	esc := ""
	switch {
	case r == ':' && st.colon:
		esc = escapedColon
	case r == '[' && st.commandPrefix():
		esc = escapedBracket
	}
	st.colon = r == ':' && !st.started
	st.started = true
	copy(st.last[:], st.last[1:])
	st.last[4] = 0
	if r < utf8.RuneSelf {
		st.last[4] = byte(unicode.ToLower(r))
	}
	return esc
}

// commandPrefix reports whether the last characters read are "##" or
// "##vso", which a "[" makes a command.
func (st *inertState) commandPrefix() bool {
	return st.last[3] == '#' && st.last[4] == '#' || string(st.last[:]) == "##vso"
}

// lineBreak reports whether r ends a line for a runner or a reader.
func lineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// invisible reports whether r may show as nothing: a control (other than
// a line break or a tab, which is a space), a format character or a
// default-ignorable one.
func invisible(r rune) bool {
	return r != '\t' && (unicode.IsControl(r) || estext.IsInvisible(r))
}
