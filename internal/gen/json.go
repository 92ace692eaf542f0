package gen

import (
	"errors"
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// Kind is the kind of a JSON value.
type Kind uint8

// The kinds of JSON value.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

// Value is a JSON value as the generator builds and writes it, and as the
// shrinker takes one apart: unlike esjson.Value it keeps what a host must
// receive exactly as written.
//
//   - A string may hold lone surrogates, stored as WTF-8 (the three-byte
//     form UTF-8 would give a surrogate code point); Append writes each as
//     a \udxxx escape, so a lone-surrogate escape reaches a host raw.
//   - A number keeps its text ("1.0", "1e21", "-0").
//   - An object keeps its members in order, a name given twice included.
type Value struct {
	Kind    Kind
	Text    string // a string's value (WTF-8), a number's text, "true"/"false" for Bool
	Items   []Value
	Members []Member
}

// Member is one name and value of an object.
type Member struct {
	Name  string // WTF-8, as a string's Text
	Value Value
}

// Constructors.

// Str returns a JSON string holding s (WTF-8: use Surrogate for a lone one).
func Str(s string) Value { return Value{Kind: String, Text: s} }

// Num returns a JSON number written as text (which must be a JSON number).
func Num(text string) Value { return Value{Kind: Number, Text: text} }

// Int returns a JSON number holding n.
func Int(n int64) Value { return Num(strconv.FormatInt(n, 10)) }

// BoolV returns a JSON boolean.
func BoolV(b bool) Value {
	if b {
		return Value{Kind: Bool, Text: "true"}
	}
	return Value{Kind: Bool, Text: "false"}
}

// NullV returns JSON null.
func NullV() Value { return Value{} }

// Arr returns a JSON array.
func Arr(items ...Value) Value {
	if items == nil {
		items = []Value{}
	}
	return Value{Kind: Array, Items: items}
}

// Obj returns a JSON object with members given as name, value pairs.
func Obj(members ...Member) Value {
	if members == nil {
		members = []Member{}
	}
	return Value{Kind: Object, Members: members}
}

// M returns a member.
func M(name string, v Value) Member { return Member{Name: name, Value: v} }

// Get returns the value of the member called name, the last one when the
// name is given twice (as JSON.parse reads it). Names are compared once
// made well formed (SPEC 6, revision 3: "lone\ud8dd" and "lone\udef4" are
// one name).
func (v Value) Get(name string) (Value, bool) {
	var found Value
	ok := false
	name = WellFormed(name)
	for _, m := range v.Members {
		if m.Name == name || !utf8.ValidString(m.Name) && WellFormed(m.Name) == name {
			found, ok = m.Value, true
		}
	}
	return found, ok
}

// Effective returns an object's members as JSON.parse reads them: a name
// given twice keeps its first place (and its first spelling) and its last
// value. Names are compared once made well formed, as Get compares them.
func (v Value) Effective() []Member {
	seen := make(map[string]int, len(v.Members))
	out := make([]Member, 0, len(v.Members))
	for _, m := range v.Members {
		key := WellFormed(m.Name)
		if i, dup := seen[key]; dup {
			out[i].Value = m.Value
			continue
		}
		seen[key] = len(out)
		out = append(out, m)
	}
	return out
}

// Overwritten returns the members of an object that a later member of the
// same name (once made well formed) overwrites, in the order written:
// JSON.parse forgets them, SPEC 6's claims walk reads them (revision 3,
// claims every member). Nil when no name is given twice.
func (v Value) Overwritten() []Member {
	if len(v.Members) < 2 {
		return nil
	}
	last := make(map[string]int, len(v.Members))
	for i, m := range v.Members {
		last[WellFormed(m.Name)] = i
	}
	if len(last) == len(v.Members) {
		return nil
	}
	var out []Member
	for i, m := range v.Members {
		if last[WellFormed(m.Name)] != i {
			out = append(out, m)
		}
	}
	return out
}

// Surrogate returns the WTF-8 form of one UTF-16 surrogate code unit u
// (0xD800–0xDFFF), which Append writes as a \u escape.
func Surrogate(u uint16) string {
	return string([]byte{0xE0 | byte(u>>12), 0x80 | byte(u>>6)&0x3F, 0x80 | byte(u)&0x3F})
}

// Append appends v's JSON text: no whitespace, members in order, a lone
// surrogate as a \udxxx escape, the quote, the backslash, controls and
// every other invisible character (format characters, separators) escaped.
func (v Value) Append(dst []byte) []byte {
	switch v.Kind {
	case Null:
		return append(dst, "null"...)
	case Bool, Number:
		return append(dst, v.Text...)
	case String:
		return appendString(dst, v.Text)
	case Array:
		dst = append(dst, '[')
		for i, item := range v.Items {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = item.Append(dst)
		}
		return append(dst, ']')
	case Object:
		dst = append(dst, '{')
		for i, m := range v.Members {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendString(dst, m.Name)
			dst = append(dst, ':')
			dst = m.Value.Append(dst)
		}
		return append(dst, '}')
	}
	panic("gen: value of invalid kind")
}

// JSON returns v's JSON text.
func (v Value) JSON() []byte {
	n := v.size()
	return v.Append(make([]byte, 0, n+n/32))
}

// size returns about how long v's JSON text is: exactly, but for escapes.
func (v Value) size() int {
	switch v.Kind {
	case Null:
		return 4
	case String:
		return len(v.Text) + 2
	case Array:
		n := 2 + len(v.Items)
		for _, item := range v.Items {
			n += item.size()
		}
		return n
	case Object:
		n := 2 + len(v.Members)
		for _, m := range v.Members {
			n += len(m.Name) + 3 + m.Value.size()
		}
		return n
	}
	return len(v.Text)
}

// surrogateAt returns the surrogate code unit WTF-8-encoded at s[i:], if
// there is one.
func surrogateAt(s string, i int) (uint16, bool) {
	if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
		return uint16(s[i]&0x0F)<<12 | uint16(s[i+1]&0x3F)<<6 | uint16(s[i+2]&0x3F), true
	}
	return 0, false
}

func appendString(dst []byte, s string) []byte {
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
				// Invisible (C1 controls, bidi marks, U+FEFF, U+2028, spaces):
				// escaped, so a printed input shows what it holds.
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
// appendString does not copy as it is: a quote, a backslash, a control, DEL
// or a byte of a multi-byte sequence; or len(s).
func printableEnd(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		t := s[i : i+8]
		w := uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
			uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
		// With no byte at 0x80 or above (else w itself sets a high bit), no
		// term carries or borrows across bytes unless some byte is what it
		// looks for: DEL, a control, a quote, a backslash.
		q, bs := w^'"'*ones8, w^'\\'*ones8
		if (w|(w+ones8)|(w-0x20*ones8)|(q-ones8)|(bs-ones8))&highs8 != 0 {
			break
		}
	}
	for i < len(s) && 0x20 <= s[i] && s[i] < 0x7F && s[i] != '"' && s[i] != '\\' {
		i++
	}
	return i
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

// Parse reads one JSON document into a Value, keeping what Value keeps: a
// lone-surrogate escape as a lone surrogate, a number's text, every member.
func Parse(data []byte) (Value, error) {
	return parse(string(data))
}

// parse is Parse of a JSON text held in a string: every string the text
// holds without an escape is a part of data, not a copy.
func parse(data string) (Value, error) {
	p := &parser{data: data}
	p.space()
	v, err := p.value(0)
	if err != nil {
		return Value{}, err
	}
	p.space()
	if p.pos != len(p.data) {
		return Value{}, p.errorf("text after the value")
	}
	return v, nil
}

type parser struct {
	data string
	pos  int
}

// maxDepth is how deeply Parse lets arrays and objects nest: far past the
// 10,000 levels of data SPEC 5 has every host read (revision 3, depth
// bound), which an input wraps in one more object.
const maxDepth = 100_000

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("at byte %d: %s", p.pos, fmt.Sprintf(format, args...))
}

func (p *parser) space() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) value(depth int) (Value, error) {
	if depth > maxDepth {
		return Value{}, errors.New("nested too deeply")
	}
	if p.pos >= len(p.data) {
		return Value{}, p.errorf("unexpected end of input")
	}
	switch c := p.data[p.pos]; {
	case c == '{':
		p.pos++
		v := Obj()
		p.space()
		if p.pos < len(p.data) && p.data[p.pos] == '}' {
			p.pos++
			return v, nil
		}
		v.Members = make([]Member, 0, 4)
		for {
			p.space()
			if p.pos >= len(p.data) || p.data[p.pos] != '"' {
				return Value{}, p.errorf("want a member name")
			}
			name, err := p.str()
			if err != nil {
				return Value{}, err
			}
			p.space()
			if p.pos >= len(p.data) || p.data[p.pos] != ':' {
				return Value{}, p.errorf("want :")
			}
			p.pos++
			p.space()
			item, err := p.value(depth + 1)
			if err != nil {
				return Value{}, err
			}
			v.Members = append(v.Members, Member{Name: name, Value: item})
			p.space()
			if p.pos < len(p.data) && p.data[p.pos] == ',' {
				p.pos++
				continue
			}
			if p.pos < len(p.data) && p.data[p.pos] == '}' {
				p.pos++
				return v, nil
			}
			return Value{}, p.errorf("want , or }")
		}
	case c == '[':
		p.pos++
		v := Arr()
		p.space()
		if p.pos < len(p.data) && p.data[p.pos] == ']' {
			p.pos++
			return v, nil
		}
		v.Items = make([]Value, 0, 4)
		for {
			p.space()
			item, err := p.value(depth + 1)
			if err != nil {
				return Value{}, err
			}
			v.Items = append(v.Items, item)
			p.space()
			if p.pos < len(p.data) && p.data[p.pos] == ',' {
				p.pos++
				continue
			}
			if p.pos < len(p.data) && p.data[p.pos] == ']' {
				p.pos++
				return v, nil
			}
			return Value{}, p.errorf("want , or ]")
		}
	case c == '"':
		s, err := p.str()
		return Str(s), err
	case c == 't' || c == 'f' || c == 'n':
		for _, word := range []string{"true", "false", "null"} {
			if len(p.data)-p.pos >= len(word) && p.data[p.pos:p.pos+len(word)] == word {
				p.pos += len(word)
				if word == "null" {
					return NullV(), nil
				}
				return Value{Kind: Bool, Text: word}, nil
			}
		}
		return Value{}, p.errorf("unknown literal")
	case c == '-' || '0' <= c && c <= '9':
		start := p.pos
		for p.pos < len(p.data) && isNumberByte(p.data[p.pos]) {
			p.pos++
		}
		text := p.data[start:p.pos]
		if _, err := strconv.ParseFloat(text, 64); err != nil && !errors.Is(err, strconv.ErrRange) {
			return Value{}, p.errorf("bad number %q", text)
		}
		return Num(text), nil
	}
	return Value{}, p.errorf("unexpected byte %q", p.data[p.pos])
}

func isNumberByte(c byte) bool {
	return '0' <= c && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}

func (p *parser) str() (string, error) {
	p.pos++ // "
	start := p.pos
	// Fast path: no escape, copied at once.
	end := plainEnd(p.data, start)
	if end < len(p.data) && p.data[end] == '"' {
		p.pos = end + 1
		return p.data[start:end], nil
	}
	p.pos = end
	b := append([]byte(nil), p.data[start:end]...)
	for {
		if p.pos >= len(p.data) {
			return "", p.errorf("unexpected end of input in a string")
		}
		c := p.data[p.pos]
		switch {
		case c == '"':
			p.pos++
			return string(b), nil
		case c == '\\':
			if p.pos+1 >= len(p.data) {
				return "", p.errorf("unexpected end of input in an escape")
			}
			e := p.data[p.pos+1]
			p.pos += 2
			switch e {
			case '"', '\\', '/':
				b = append(b, e)
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'u':
				if p.pos+4 > len(p.data) {
					return "", p.errorf("short \\u escape")
				}
				n, err := strconv.ParseUint(p.data[p.pos:p.pos+4], 16, 16)
				if err != nil {
					return "", p.errorf("bad \\u escape")
				}
				p.pos += 4
				u := rune(n)
				if 0xD800 <= u && u <= 0xDBFF && p.pos+6 <= len(p.data) && p.data[p.pos] == '\\' && p.data[p.pos+1] == 'u' {
					if low, err := strconv.ParseUint(p.data[p.pos+2:p.pos+6], 16, 16); err == nil && 0xDC00 <= low && low <= 0xDFFF {
						p.pos += 6
						b = utf8.AppendRune(b, 0x10000+(u-0xD800)<<10+(rune(low)-0xDC00))
						continue
					}
				}
				if 0xD800 <= u && u <= 0xDFFF {
					b = append(b, Surrogate(uint16(u))...)
				} else {
					b = utf8.AppendRune(b, u)
				}
			default:
				return "", p.errorf("unknown escape \\%c", e)
			}
		case c < 0x20:
			return "", p.errorf("unescaped control in a string")
		default:
			end := plainEnd(p.data, p.pos+1)
			b = append(b, p.data[p.pos:end]...)
			p.pos = end
		}
	}
}

// Bytes repeated across a word, for looking at 8 bytes at once.
const (
	ones8  = 0x0101010101010101
	highs8 = 0x8080808080808080
)

// plainEnd returns the index of the first quote, backslash or control
// (below 0x20) in data at or after i, or len(data): the end of what a
// string copies as it is.
func plainEnd(data string, i int) int {
	for ; i+8 <= len(data); i += 8 {
		t := data[i : i+8]
		w := uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
			uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
		// Each term sets the high bit of some byte exactly when some byte
		// is below 0x20, a quote, or a backslash.
		q, bs := w^'"'*ones8, w^'\\'*ones8
		if ((w-0x20*ones8)&^w|(q-ones8)&^q|(bs-ones8)&^bs)&highs8 != 0 {
			break
		}
	}
	for i < len(data) && data[i] >= 0x20 && data[i] != '"' && data[i] != '\\' {
		i++
	}
	return i
}
