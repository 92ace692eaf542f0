package gen

import "unicode/utf8"

// The text primitives of WTF-8 strings (lone surrogates kept as the three
// bytes UTF-8's pattern gives them), which the generator builds, the
// shrinker cuts and the oracle counts.

// Surrogate returns the WTF-8 form of one UTF-16 surrogate code unit u
// (0xD800–0xDFFF), which esjson.AppendRaw writes as a \u escape.
func Surrogate(u uint16) string {
	return string([]byte{0xE0 | byte(u>>12), 0x80 | byte(u>>6)&0x3F, 0x80 | byte(u)&0x3F})
}

// surrogateAt returns the surrogate code unit WTF-8-encoded at s[i:], if
// there is one.
func surrogateAt(s string, i int) (uint16, bool) {
	if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
		return uint16(s[i]&0x0F)<<12 | uint16(s[i+1]&0x3F)<<6 | uint16(s[i+2]&0x3F), true
	}
	return 0, false
}

// Units returns s (WTF-8) as code points, a lone surrogate as its own code
// point (0xD800–0xDFFF): the pieces the shrinker cuts strings into.
func Units(s string) []rune {
	out := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		if u, ok := surrogateAt(s, i); ok {
			// A high surrogate next to a low one is the character they
			// encode, as a JSON reader joins their two escapes.
			if low, ok := surrogateAt(s, i+3); ok && u < 0xDC00 && low >= 0xDC00 {
				out = append(out, 0x10000+(rune(u)-0xD800)<<10+(rune(low)-0xDC00))
				i += 6
				continue
			}
			out = append(out, rune(u))
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		out = append(out, r)
		i += size
	}
	return out
}

// FromUnits is the inverse of Units.
func FromUnits(rs []rune) string {
	b := make([]byte, 0, len(rs))
	for _, r := range rs {
		if 0xD800 <= r && r <= 0xDFFF {
			b = append(b, Surrogate(uint16(r))...)
			continue
		}
		b = utf8.AppendRune(b, r)
	}
	return string(b)
}

// UTF16Len returns the length of s (WTF-8) in UTF-16 code units, as an
// ECMAScript string's length counts it.
func UTF16Len(s string) int {
	if utf8.ValidString(s) {
		// One unit per character, two for one outside the BMP (a 4-byte
		// sequence): every byte but a continuation byte starts a character.
		n := 0
		for i := 0; i < len(s); i++ {
			if c := s[i]; c&0xC0 != 0x80 {
				n++
				if c >= 0xF0 {
					n++
				}
			}
		}
		return n
	}
	n := 0
	for _, r := range Units(s) {
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}
