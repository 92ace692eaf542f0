package esjson

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Append appends v's JSON text to dst as JSON.stringify(v) writes it: no
// whitespace, members in order, and strings escaped as AppendString does.
func Append(dst []byte, v Value) []byte {
	switch v.kind {
	case Null:
		return append(dst, "null"...)
	case Bool:
		if v.boolean {
			return append(dst, "true"...)
		}
		return append(dst, "false"...)
	case Number:
		return AppendNumber(dst, v.number)
	case String:
		return AppendString(dst, v.str)
	case Array:
		dst = append(dst, '[')
		for i, item := range v.items {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = Append(dst, item)
		}
		return append(dst, ']')
	case Object:
		dst = append(dst, '{')
		members := v.members
		if v.raw { // what JSON.parse makes of it, names well formed
			members = v.Members()
		}
		for i, m := range members {
			if i > 0 {
				dst = append(dst, ',')
			}
			if v.raw {
				m.Name = wellFormed(m.Name)
			}
			dst = AppendString(dst, m.Name)
			dst = append(dst, ':')
			dst = Append(dst, m.Value)
		}
		return append(dst, '}')
	}
	panic("esjson: value of invalid kind")
}

// Marshal returns v's JSON text as Append writes it.
func Marshal(v Value) string { return string(Encode(v)) }

// Encode returns v's JSON text as Append writes it, in a buffer sized for
// it at once: a text of megabytes is written without growing it.
func Encode(v Value) []byte { return Append(make([]byte, 0, size(v)), v) }

// size returns about how long v's JSON text is, raw (AppendRaw) or not:
// exactly, but for escapes (more) and numbers (a raw number's text as
// written, another's at most 24 bytes).
func size(v Value) int {
	switch v.kind {
	case Null, Bool:
		return 5
	case Number:
		return max(len(v.str), 24)
	case String:
		return len(v.str) + 2
	case Array:
		n := 2 + len(v.items)
		for _, item := range v.items {
			n += size(item)
		}
		return n
	case Object:
		n := 2 + len(v.members)
		for _, m := range v.members {
			n += len(m.Name) + 3 + size(m.Value)
		}
		return n
	}
	return 0
}

// AppendString appends s as a JSON string, escaping only what JSON.stringify
// escapes: the quote, the backslash and the C0 controls (as \b \t \n \f \r,
// others as \u00xx in lower case). Bytes that are not UTF-8 become U+FFFD.
func AppendString(dst []byte, s string) []byte {
	if len(s) >= 64 && strings.IndexByte(s, '"') < 0 && strings.IndexByte(s, '\\') < 0 && printableASCII(s) {
		dst = append(dst, '"')
		dst = append(dst, s...)
		return append(dst, '"')
	}
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if i = plainEnd(s, i); i >= len(s) {
			break
		}
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				dst = append(dst, s[start:i]...)
				dst = append(dst, "\uFFFD"...)
				i++
				start = i
				continue
			}
			i += size
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\f':
			dst = append(dst, '\\', 'f')
		case '\r':
			dst = append(dst, '\\', 'r')
		default:
			const hex = "0123456789abcdef"
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
		}
		i++
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// AppendNumber appends f as ECMAScript's Number::toString writes it, which is
// how JSON.stringify writes a finite number; NaN and the infinities are null.
func AppendNumber(dst []byte, f float64) []byte {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return append(dst, "null"...)
	}
	if f == 0 { // and -0
		return append(dst, '0')
	}
	if f < 0 {
		dst = append(dst, '-')
		f = -f
	}
	// The shortest digits that read back as f, and the exponent n such that
	// f = 0.digits × 10^n (ECMA-262 Number::toString's k, n and s).
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±xx
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	k, n := len(digits), x+1
	switch {
	case k <= n && n <= 21:
		dst = append(dst, digits...)
		for range n - k {
			dst = append(dst, '0')
		}
	case 0 < n && n <= 21:
		dst = append(dst, digits[:n]...)
		dst = append(dst, '.')
		dst = append(dst, digits[n:]...)
	case -6 < n && n <= 0:
		dst = append(dst, '0', '.')
		for range -n {
			dst = append(dst, '0')
		}
		dst = append(dst, digits...)
	default:
		dst = append(dst, digits[0])
		if k > 1 {
			dst = append(dst, '.')
			dst = append(dst, digits[1:]...)
		}
		dst = append(dst, 'e')
		if n-1 >= 0 {
			dst = append(dst, '+')
		}
		dst = strconv.AppendInt(dst, int64(n-1), 10)
	}
	return dst
}
