package esjson

// FindLoneSurrogate returns the byte offset of the first lone-surrogate
// escape in the strings of a JSON text (a \uD800–\uDBFF escape not followed
// by a \uDC00–\uDFFF escape, or a \uDC00–\uDFFF escape not preceded by
// one), or -1. It reads the raw text, since decoding would have turned the
// escape into U+FFFD already. An escaped backslash followed by "uD800" is
// text, not an escape, and is not reported.
func FindLoneSurrogate(data []byte) int {
	inString := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if !inString {
			if c == '"' {
				inString = true
			}
			continue
		}
		switch c {
		case '"':
			inString = false
		case '\\':
			if i+1 < len(data) && data[i+1] == 'u' {
				r, ok := hexAt(data, i+2)
				switch {
				case !ok:
				case 0xD800 <= r && r <= 0xDBFF:
					if low, ok := escapeAt(data, i+6); ok && 0xDC00 <= low && low <= 0xDFFF {
						i += 11 // the pair, less the loop's own step
						continue
					}
					return i
				case 0xDC00 <= r && r <= 0xDFFF:
					return i
				}
				i += 5
				continue
			}
			i++ // skip the escaped character
		}
	}
	return -1
}

// escapeAt reads a \uXXXX escape starting at data[i].
func escapeAt(data []byte, i int) (rune, bool) {
	if i+1 >= len(data) || data[i] != '\\' || data[i+1] != 'u' {
		return 0, false
	}
	return hexAt(data, i+2)
}

func hexAt(data []byte, i int) (rune, bool) {
	if i+4 > len(data) {
		return 0, false
	}
	var r rune
	for _, c := range data[i : i+4] {
		r <<= 4
		switch {
		case '0' <= c && c <= '9':
			r |= rune(c - '0')
		case 'a' <= c && c <= 'f':
			r |= rune(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			r |= rune(c - 'A' + 10)
		default:
			return 0, false
		}
	}
	return r, true
}
