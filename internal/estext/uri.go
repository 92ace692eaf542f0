package estext

import "encoding/binary"

// PercentDecode returns s with every %XX escape (two hex digits, either
// case) decoded once; a % not followed by two hex digits stays as it is.
// The result may not be UTF-8.
func PercentDecode(s string) string {
	i := 0
	for i < len(s) && s[i] != '%' {
		i++
	}
	if i == len(s) {
		return s // no escape: no copy
	}
	b := make([]byte, i, len(s))
	copy(b, s[:i])
	for ; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			hi, ok1 := HexDigit(s[i+1])
			lo, ok2 := HexDigit(s[i+2])
			if ok1 && ok2 {
				b = append(b, hi<<4|lo)
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

// HexDigit returns the value of the hex digit c, of either case.
func HexDigit(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// LowerASCII returns s with its ASCII letters A–Z lower-cased and every
// other byte as it is (no Unicode case mapping: SPEC's same uri folds
// ASCII only). A string with nothing to lower is returned without a copy.
func LowerASCII(s string) string {
	i := 0
	for i+8 <= len(s) && upperBits(word64(s, i)) == 0 {
		i += 8
	}
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i+8 <= len(b); i += 8 {
		w := binary.LittleEndian.Uint64(b[i:])
		binary.LittleEndian.PutUint64(b[i:], w|upperBits(w))
	}
	for ; i < len(b); i++ {
		if c := b[i]; 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// upperBits returns the 0x20 bit of each byte of w that is an ASCII
// upper-case letter: w | upperBits(w) lowers them. With the high bits
// cleared no byte carries into the next.
func upperBits(w uint64) uint64 {
	low := w &^ highs8
	atLeastA := low + (0x80-'A')*ones8
	pastZ := low + (0x80-'Z'-1)*ones8
	return (atLeastA &^ pastZ &^ w & highs8) >> 2
}
