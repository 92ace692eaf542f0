package esjson

import (
	"strconv"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// Raw mode: values that keep what a sender wrote (see the package doc).

// ParseRaw reads one JSON document in raw mode: as Parse does, refusing
// what Parse refuses, but each number keeps its text (NumberText), each
// object every member as written, in order, a name given twice included
// (Written), and member names, as strings do (StrWTF8), keep each
// lone-surrogate escape as the surrogate's WTF-8 bytes. Bytes that are
// not UTF-8 become U+FFFD, as Parse makes them.
func ParseRaw(data []byte) (Value, error) {
	p := parser{data: data, raw: true}
	return p.document()
}

// ParseRawCopy is ParseRaw of a copy of data, which it returns as text, as
// ParseCopy is Parse's: every string and number text that holds no escape
// is read as a part of text, so that the value costs one copy of data.
func ParseRawCopy(data []byte) (text string, v Value, err error) {
	p := parser{data: data, text: string(data), raw: true}
	v, err = p.document()
	return p.text, v, err
}

// RawNumberValue returns a JSON number written as text, which must be a
// JSON number: AppendRaw writes text, Number is what JSON.parse reads of
// it (±Inf past the range of a double). It panics on text that is no JSON
// number.
func RawNumberValue(text string) Value {
	if !isNumber(text) {
		panic("esjson: not a JSON number: " + strconv.Quote(text))
	}
	f, _ := strconv.ParseFloat(text, 64) // a JSON number only fails out of range: ±Inf
	return Value{kind: Number, number: f, str: text}
}

// RawStringValue returns a JSON string holding s, WTF-8: a lone surrogate
// in it (three bytes ED A0–BF 80–BF) is kept for StrWTF8 and AppendRaw,
// and is U+FFFD in Str, as a high surrogate followed by a low one is the
// character they encode.
func RawStringValue(s string) Value {
	v := Value{kind: String, str: s}
	if !utf8.ValidString(s) {
		v.str, v.wtf8 = wellFormed(s), s
	}
	return v
}

// RawObjectValue returns a raw object holding members exactly as given:
// in their order, a name given twice kept twice, names WTF-8.
func RawObjectValue(members []Member) Value {
	if members == nil {
		members = []Member{}
	}
	return Value{kind: Object, members: members, raw: true}
}

// NumberText returns a number's text and true, or "" and false for every
// other kind: the text it was written with when it is raw (ParseRaw,
// RawNumberValue), else the text Append writes of it.
func (v Value) NumberText() (string, bool) {
	switch {
	case v.kind != Number:
		return "", false
	case v.str != "":
		return v.str, true
	}
	return string(AppendNumber(nil, v.number)), true
}

// AppendRaw appends v's JSON text in raw mode: no whitespace, a number as
// its text (NumberText), an object's members as written (Written), and a
// string or name as StrWTF8 gives it, escaped as appendRawString does, so
// that ParseRaw reads the text back as v and AppendRaw writes it again
// byte for byte.
func AppendRaw(dst []byte, v Value) []byte {
	switch v.kind {
	case Number:
		if v.str != "" {
			return append(dst, v.str...)
		}
		return AppendNumber(dst, v.number)
	case String:
		s, _ := v.StrWTF8()
		return appendRawString(dst, s)
	case Array:
		dst = append(dst, '[')
		for i, item := range v.items {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = AppendRaw(dst, item)
		}
		return append(dst, ']')
	case Object:
		dst = append(dst, '{')
		for i, m := range v.Written() {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendRawString(dst, m.Name)
			dst = append(dst, ':')
			dst = AppendRaw(dst, m.Value)
		}
		return append(dst, '}')
	}
	return Append(dst, v) // null, a boolean, or a panic
}

// EncodeRaw returns v's JSON text as AppendRaw writes it, in a buffer sized
// for it at once.
func EncodeRaw(v Value) []byte {
	n := size(v)
	return AppendRaw(make([]byte, 0, n+n/32), v)
}

// appendRawString appends s, WTF-8, as a JSON string that shows what it
// holds: a lone surrogate as a \udxxx escape (so that it reaches a reader
// raw), the quote and the backslash escaped, \n and \t as such, other
// controls and DEL as \u00xx, and every other invisible character (C1
// controls, format characters such as bidi marks and U+FEFF, U+2028,
// U+2029, space separators but the space) as \u escapes of its UTF-16
// units; a byte that is neither UTF-8 nor a surrogate becomes U+FFFD.
// Hex digits are lower case.
func appendRawString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		if end := printableEnd(s, i); end > i {
			dst = append(dst, s[i:end]...)
			if i = end; i == len(s) {
				break
			}
		}
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
			i++
		case c == '\n':
			dst = append(dst, '\\', 'n')
			i++
		case c == '\t':
			dst = append(dst, '\\', 't')
			i++
		case c < 0x20 || c == 0x7F:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			i++
		case c < utf8.RuneSelf:
			dst = append(dst, c)
			i++
		default:
			if u, ok := surrogateAt(s, i); ok {
				dst = append(dst, '\\', 'u', hex[u>>12], hex[u>>8&0xF], hex[u>>4&0xF], hex[u&0xF])
				i += 3
				continue
			}
			r, size := utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				dst = append(dst, "\uFFFD"...)
			case !unicode.IsGraphic(r) || unicode.Is(unicode.Zs, r):
				for _, u := range utf16.Encode([]rune{r}) {
					dst = append(dst, '\\', 'u', hex[u>>12], hex[u>>8&0xF], hex[u>>4&0xF], hex[u&0xF])
				}
			default:
				dst = append(dst, s[i:i+size]...)
			}
			i += size
		}
	}
	return append(dst, '"')
}

// printableEnd returns the index of the first byte of s at or after i that
// appendRawString does not copy as it is: a quote, a backslash, a control,
// DEL or a byte of a multi-byte sequence; or len(s).
func printableEnd(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		w := word8(s, i)
		// With no byte at 0x80 or above (else w itself sets a high bit), no
		// term carries or borrows across bytes unless some byte is what it
		// looks for: DEL, a control, a quote, a backslash.
		if (w|(w+ones8)|(w-0x20*ones8)|((w^'"'*ones8)-ones8)|((w^'\\'*ones8)-ones8))&highs8 != 0 {
			break
		}
	}
	for i < len(s) && 0x20 <= s[i] && s[i] < 0x7F && s[i] != '"' && s[i] != '\\' {
		i++
	}
	return i
}

// surrogateAt returns the surrogate code unit WTF-8 encodes at s[i:], if
// there is one.
func surrogateAt(s string, i int) (uint16, bool) {
	if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
		return uint16(s[i]&0x0F)<<12 | uint16(s[i+1]&0x3F)<<6 | uint16(s[i+2]&0x3F), true
	}
	return 0, false
}

// wellFormed returns s, WTF-8, as an ECMAScript string of its UTF-16 units
// is made well formed: a high surrogate followed by a low one is the
// character they encode, every other surrogate U+FFFD, as is each byte that
// is not UTF-8.
func wellFormed(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if u, ok := surrogateAt(s, i); ok {
			if low, ok := surrogateAt(s, i+3); ok && u < 0xDC00 && low >= 0xDC00 {
				b = utf8.AppendRune(b, utf16.DecodeRune(rune(u), rune(low)))
				i += 6
				continue
			}
			b = append(b, "\uFFFD"...)
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		b = utf8.AppendRune(b, r) // RuneError for a byte that is not UTF-8
		i += size
	}
	return string(b)
}

// sameName reports whether two names of a raw object are one name to
// JSON.parse: equal once made well formed.
func sameName(a, b string) bool {
	if a == b {
		return true
	}
	if utf8.ValidString(a) && utf8.ValidString(b) {
		return false
	}
	return wellFormed(a) == wellFormed(b)
}

// getRaw returns the last value of a member of a raw object whose name,
// made well formed, is name made well formed.
func getRaw(members []Member, name string) (Value, bool) {
	name = wellFormed(name)
	for i := len(members) - 1; i >= 0; i-- {
		if n := members[i].Name; n == name || !utf8.ValidString(n) && wellFormed(n) == name {
			return members[i].Value, true
		}
	}
	return Value{}, false
}

// groups returns, for each member of a raw object, the index of the first
// member of its name, and for each first member the index of the last;
// nil when no name is given twice.
func groups(members []Member) (first, last []int) {
	if len(members) < 2 {
		return nil, nil
	}
	if len(members) <= indexThreshold && !anySame(members) {
		return nil, nil // the common case, found without allocating
	}
	first = make([]int, len(members))
	dup := false
	if len(members) <= indexThreshold {
		for i := range members {
			first[i] = i
			for j := range i {
				if first[j] == j && sameName(members[i].Name, members[j].Name) {
					first[i], dup = j, true
					break
				}
			}
		}
	} else {
		at := make(map[string]int, len(members))
		for i, m := range members {
			key := wellFormed(m.Name)
			if j, ok := at[key]; ok {
				first[i], dup = j, true
				continue
			}
			at[key], first[i] = i, i
		}
	}
	if !dup {
		return nil, nil
	}
	last = make([]int, len(members))
	for i, f := range first {
		last[f] = i
	}
	return first, last
}

// anySame reports whether two members of a raw object have one name.
func anySame(members []Member) bool {
	for i := range members {
		for j := range i {
			if sameName(members[i].Name, members[j].Name) {
				return true
			}
		}
	}
	return false
}

// effective returns a raw object's members as JSON.parse reads them: a
// name given twice keeps its first place and spelling and its last value.
func effective(members []Member) []Member {
	first, last := groups(members)
	if first == nil {
		return members
	}
	out := make([]Member, 0, len(members))
	for i, m := range members {
		if first[i] == i {
			out = append(out, Member{m.Name, members[last[i]].Value})
		}
	}
	return out
}

// overwritten returns the members of a raw object that a later member of
// the same name overwrites, in the order written; nil when there are none.
func overwritten(members []Member) []Member {
	first, last := groups(members)
	var out []Member
	for i, m := range members {
		if first != nil && last[first[i]] != i {
			out = append(out, m)
		}
	}
	return out
}

// isNumber reports whether s is a JSON number.
func isNumber(s string) bool {
	p := parser{data: []byte(s)}
	if s == "" || !(s[0] == '-' || '0' <= s[0] && s[0] <= '9') {
		return false
	}
	_, err := p.numberValue()
	return err == nil && p.pos == len(s)
}
