package runner

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/compare"
)

// Printable returns s, a string a host controls (its name, its version,
// an error text), fit to print on one line of a terminal, a Markdown or
// XML report: every character that a reader could act on rather than
// show is written out as an escape. Those are the C0 and C1 controls and
// DEL (an ESC sequence, a newline, NUL: \x1b, \n, \x00), Unicode's format
// characters (the bidi controls among them: \u202e), the line and
// paragraph separators, the noncharacters U+FFFE and U+FFFF, and each
// byte that is not UTF-8 (\xff). Every other character, backslashes
// included, is kept, so Printable of a printable string is that string
// and Printable(Printable(s)) is Printable(s).
func Printable(s string) string { return printable(s, false) }

// PrintableText is Printable for text of several lines (a diff, an error
// with the host's stderr): it keeps newlines and tabs.
func PrintableText(s string) string { return printable(s, true) }

func printable(s string, lines bool) string {
	clean := true
	for i, r := range s {
		if r == utf8.RuneError || hidden(r, lines) {
			if _, w := utf8.DecodeRuneInString(s[i:]); r != utf8.RuneError || w == 1 {
				clean = false
				break
			}
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && w == 1:
			b.WriteString(`\x`)
			b.WriteString(hex2(s[i]))
		case hidden(r, lines):
			b.WriteString(escape(r))
		default:
			b.WriteString(s[i : i+w])
		}
		i += w
	}
	return b.String()
}

// hidden reports whether r must be written as an escape.
func hidden(r rune, lines bool) bool {
	switch {
	case lines && (r == '\n' || r == '\t'):
		return false
	case r < 0x20, 0x7f <= r && r <= 0x9f:
		return true
	case r == 0x2028, r == 0x2029, r == 0xfffe, r == 0xffff:
		return true
	}
	return r > 0x7f && unicode.Is(unicode.Cf, r)
}

func escape(r rune) string {
	switch r {
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	}
	switch {
	case r < 0x80:
		return `\x` + hex2(byte(r))
	case r <= 0xffff:
		return `\u` + pad(strconv.FormatInt(int64(r), 16), 4)
	}
	return `\U` + pad(strconv.FormatInt(int64(r), 16), 8)
}

func hex2(b byte) string { return pad(strconv.FormatInt(int64(b), 16), 2) }

func pad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}

// The most a result keeps of what a host said, so neither memory nor a
// report grows with a host's answers: compare cuts a result's reason and
// diff (compare.Excerpt), and Run keeps every result Bounded, once.
const (
	MaxReason   = compare.MaxReason // a result's reason
	MaxDiff     = compare.MaxDiff   // a result's diff
	MaxCheck    = 512               // one failed check's words
	MaxChecks   = 32                // failed checks kept, beyond the first of each class
	MaxIdentity = 256               // the host's name, and its version
)

// Bounded returns res as the runner keeps it and every report prints it:
// its reason, diff and checks made Printable (newlines and tabs kept in
// the reason and diff), then cut to MaxReason, MaxDiff and MaxCheck bytes,
// and at most MaxChecks checks, plus the first of every class beyond them
// (so the classes, and what the gate decides, are the same), the last
// kept saying how many more were left out.
func Bounded(res Result) Result {
	res.Reason = compare.Excerpt(PrintableText(res.Reason), MaxReason)
	res.Diff = compare.Excerpt(PrintableText(res.Diff), MaxDiff)
	res.Cause.Want = oneLine(Printable(res.Cause.Want), MaxCheck)
	res.Cause.Got = oneLine(Printable(res.Cause.Got), MaxCheck)
	if len(res.Findings) == 0 {
		return res
	}
	kept := res.Findings[:0:0]
	seen := map[string]bool{}
	dropped := 0
	for _, f := range res.Findings {
		what, more := splitMore(f.What)
		dropped += more
		if len(kept) >= MaxChecks && seen[string(f.Class)] {
			dropped++
			continue
		}
		seen[string(f.Class)] = true
		f.What = oneLine(Printable(what), MaxCheck)
		kept = append(kept, f)
	}
	if dropped > 0 {
		last := &kept[len(kept)-1]
		last.What += " (and " + strconv.Itoa(dropped) + " more failed checks, not kept)"
	}
	res.Findings = kept
	return res
}

// oneLine cuts a one-line s to at most max bytes, with a note, as
// Excerpt cuts text.
func oneLine(s string, max int) string {
	body, before := s, 0
	const head, tail = "…(cut: ", " more bytes)"
	if i := strings.LastIndex(s, head); i >= 0 && strings.HasSuffix(s, tail) {
		if n, err := strconv.Atoi(s[i+len(head) : len(s)-len(tail)]); err == nil && n > 0 {
			body, before = s[:i], n
		}
	}
	if len(body) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(body[cut]) {
		cut--
	}
	return body[:cut] + head + strconv.Itoa(len(body)-cut+before) + tail
}

// splitMore splits the note Bounded adds to the last check it keeps from
// what, returning the checks it says were left out.
func splitMore(what string) (string, int) {
	const head, tail = " (and ", " more failed checks, not kept)"
	i := strings.LastIndex(what, head)
	if i < 0 || !strings.HasSuffix(what, tail) {
		return what, 0
	}
	n, err := strconv.Atoi(what[i+len(head) : len(what)-len(tail)])
	if err != nil || n <= 0 {
		return what, 0
	}
	return what[:i], n
}

// identity returns a host's name or version as the reports print it:
// Printable, and at most MaxIdentity bytes.
func identity(s string) string { return oneLine(Printable(s), MaxIdentity) }
