package reporttext

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
