package esjson

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxDepth is how deeply arrays and objects may nest in a document Parse
// accepts. Deeper input is refused with an error rather than risking the
// stack of every walk that follows.
const MaxDepth = 100_000

// ErrTooDeep is wrapped by the error Parse returns for input nested deeper
// than MaxDepth.
var ErrTooDeep = errors.New("nested deeper than the limit")

// SyntaxError describes where and why a document is not valid JSON.
type SyntaxError struct {
	Offset int // byte offset of the problem
	Msg    string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("not valid JSON at byte %d: %s", e.Offset, e.Msg)
}

// Parse reads one JSON document, with optional surrounding whitespace. Lone
// surrogates and bytes that are not UTF-8 become U+FFFD.
func Parse(data []byte) (Value, error) {
	p := parser{data: data}
	return p.document()
}

// ParseCopy is Parse of a copy of data, which it returns as text: every
// string that holds no escape is read as a part of text, not copied on its
// own, so that the value costs one copy of data however many strings it
// holds, and a later change to data does not reach it.
func ParseCopy(data []byte) (text string, v Value, err error) {
	p := parser{data: data, text: string(data)}
	v, err = p.document()
	return p.text, v, err
}

// ParseString is Parse of a JSON text held in a string: every string that
// holds no escape is read as a part of s, not copied on its own.
func ParseString(s string) (Value, error) {
	p := parser{data: []byte(s), text: s}
	return p.document()
}

// document reads the one JSON document p holds.
func (p *parser) document() (Value, error) {
	p.skipSpace()
	v, err := p.value(0)
	if err != nil {
		return Value{}, err
	}
	p.skipSpace()
	if p.pos < len(p.data) {
		return Value{}, p.errorf("unexpected %s after the value", p.describe())
	}
	return v, nil
}

type parser struct {
	data []byte
	// text, when set, holds what data holds: a string with no escape is
	// read as a part of it, not copied.
	text string
	pos  int
	// raw, when set, reads in raw mode (ParseRaw): numbers keep their
	// text, objects every member, names their lone surrogates.
	raw bool
	// onObject, when set, is told of every object read, with its span.
	onObject func(start, end int, v Value)
	// items and members hold the items and members of the arrays and
	// objects being read, the innermost last: each is copied out once,
	// at its close, to a slice of its own length, not grown on its own
	// (a value nested 10,000 levels held a slice of four at each).
	items   []Value
	members []Member
}

func (p *parser) errorf(format string, args ...any) error {
	return &SyntaxError{Offset: p.pos, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) describe() string {
	if p.pos >= len(p.data) {
		return "end of input"
	}
	r, size := utf8.DecodeRune(p.data[p.pos:])
	if r == utf8.RuneError && size <= 1 {
		return fmt.Sprintf("byte 0x%02x", p.data[p.pos])
	}
	return strconv.QuoteRune(r)
}

func (p *parser) skipSpace() {
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
	if p.pos >= len(p.data) {
		return Value{}, p.errorf("unexpected end of input")
	}
	switch c := p.data[p.pos]; {
	case c == '{':
		return p.object(depth + 1)
	case c == '[':
		return p.array(depth + 1)
	case c == '"':
		s, wtf8, err := p.stringWTF8()
		return Value{kind: String, str: s, wtf8: wtf8}, err
	case c == '-' || ('0' <= c && c <= '9'):
		return p.numberValue()
	case p.literal("true"):
		return BoolValue(true), nil
	case p.literal("false"):
		return BoolValue(false), nil
	case p.literal("null"):
		return Value{}, nil
	}
	return Value{}, p.errorf("unexpected %s where a value belongs", p.describe())
}

func (p *parser) literal(word string) bool {
	if len(p.data)-p.pos >= len(word) && string(p.data[p.pos:p.pos+len(word)]) == word {
		p.pos += len(word)
		return true
	}
	return false
}

func (p *parser) checkDepth(depth int) error {
	if depth > MaxDepth {
		return fmt.Errorf("at byte %d: %w (%d levels)", p.pos, ErrTooDeep, MaxDepth)
	}
	return nil
}

func (p *parser) array(depth int) (Value, error) {
	if err := p.checkDepth(depth); err != nil {
		return Value{}, err
	}
	p.pos++ // [
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
		return ArrayValue([]Value{}), nil
	}
	base := len(p.items)
	for {
		p.skipSpace()
		v, err := p.value(depth)
		if err != nil {
			return Value{}, err
		}
		p.items = append(p.items, v)
		p.skipSpace()
		if p.pos >= len(p.data) {
			return Value{}, p.errorf("unexpected end of input in an array")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case ']':
			p.pos++
			items := make([]Value, len(p.items)-base)
			copy(items, p.items[base:])
			clear(p.items[base:])
			p.items = p.items[:base]
			return ArrayValue(items), nil
		default:
			return Value{}, p.errorf("unexpected %s in an array: want , or ]", p.describe())
		}
	}
}

// indexThreshold is the member count from which an object under
// construction indexes its names, so repeated names cost O(1) to find.
const indexThreshold = 16

func (p *parser) object(depth int) (Value, error) {
	if err := p.checkDepth(depth); err != nil {
		return Value{}, err
	}
	start := p.pos
	p.pos++ // {
	var index map[string]int
	var overwritten []Member
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		return Value{kind: Object, members: []Member{}, raw: p.raw}, nil
	}
	base, n := len(p.members), 0
	for {
		p.skipSpace()
		if p.pos >= len(p.data) || p.data[p.pos] != '"' {
			return Value{}, p.errorf("unexpected %s in an object: want a member name", p.describe())
		}
		name, wtf8, err := p.stringWTF8()
		if err != nil {
			return Value{}, err
		}
		p.skipSpace()
		if p.pos >= len(p.data) || p.data[p.pos] != ':' {
			return Value{}, p.errorf("unexpected %s after a member name: want :", p.describe())
		}
		p.pos++
		p.skipSpace()
		v, err := p.value(depth)
		if err != nil {
			return Value{}, err
		}
		if p.raw {
			if wtf8 != "" {
				name = wtf8
			}
			p.members = append(p.members, Member{name, v})
			n++
		} else {
			// The members so far are p.members[base:]: the values read
			// inside this one took their place after them and left.
			var ms []Member
			ms, index, overwritten = addMember(p.members[base:base+n], index, overwritten, name, v)
			if cap(ms) == cap(p.members)-base {
				p.members = p.members[:base+len(ms)] // in place, or appended there
			} else {
				p.members = append(p.members[:base], ms...) // grown elsewhere
			}
			n = len(ms)
		}
		p.skipSpace()
		if p.pos >= len(p.data) {
			return Value{}, p.errorf("unexpected end of input in an object")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case '}':
			p.pos++
			members := make([]Member, n)
			copy(members, p.members[base:])
			clear(p.members[base:])
			p.members = p.members[:base]
			v := ObjectValue(members)
			v.raw = p.raw
			if overwritten != nil {
				v.overwritten = &overwritten
			}
			if p.onObject != nil {
				p.onObject(start, p.pos, v)
			}
			return v, nil
		default:
			return Value{}, p.errorf("unexpected %s in an object: want , or }", p.describe())
		}
	}
}

// addMember appends name and v, or replaces the value of an earlier member of
// the same name in place, as JSON.parse does; the value replaced is
// appended to overwritten.
func addMember(members []Member, index map[string]int, overwritten []Member, name string, v Value) ([]Member, map[string]int, []Member) {
	if index != nil {
		if i, ok := index[name]; ok {
			overwritten = append(overwritten, members[i])
			members[i].Value = v
			return members, index, overwritten
		}
		index[name] = len(members)
		return append(members, Member{name, v}), index, overwritten
	}
	for i := range members {
		if members[i].Name == name {
			overwritten = append(overwritten, members[i])
			members[i].Value = v
			return members, index, overwritten
		}
	}
	members = append(members, Member{name, v})
	if len(members) >= indexThreshold {
		index = make(map[string]int, len(members)*2)
		for i, m := range members {
			index[m.Name] = i
		}
	}
	return members, index, overwritten
}

func (p *parser) numberValue() (Value, error) {
	start := p.pos
	if p.data[p.pos] == '-' {
		p.pos++
	}
	switch {
	case p.pos < len(p.data) && p.data[p.pos] == '0':
		p.pos++
	case p.pos < len(p.data) && '1' <= p.data[p.pos] && p.data[p.pos] <= '9':
		p.digits()
	default:
		return Value{}, p.errorf("a number needs a digit, found %s", p.describe())
	}
	if p.pos < len(p.data) && p.data[p.pos] == '.' {
		p.pos++
		if p.digits() == 0 {
			return Value{}, p.errorf("a number needs a digit after its point, found %s", p.describe())
		}
	}
	if p.pos < len(p.data) && (p.data[p.pos] == 'e' || p.data[p.pos] == 'E') {
		p.pos++
		if p.pos < len(p.data) && (p.data[p.pos] == '+' || p.data[p.pos] == '-') {
			p.pos++
		}
		if p.digits() == 0 {
			return Value{}, p.errorf("a number needs a digit in its exponent, found %s", p.describe())
		}
	}
	f, err := strconv.ParseFloat(string(p.data[start:p.pos]), 64)
	if err != nil && !math.IsInf(f, 0) {
		return Value{}, &SyntaxError{Offset: start, Msg: err.Error()}
	}
	// Out of range gives ±Inf, as JSON.parse does; the writer shows it as null.
	v := NumberValue(f)
	if p.raw {
		v.str = p.plain(start, p.pos)
	}
	return v, nil
}

func (p *parser) digits() int {
	n := 0
	for p.pos < len(p.data) && '0' <= p.data[p.pos] && p.data[p.pos] <= '9' {
		p.pos++
		n++
	}
	return n
}

// string reads a string starting at its opening quote, each lone surrogate
// as U+FFFD.
func (p *parser) string() (string, error) {
	s, _, err := p.stringWTF8()
	return s, err
}

// stringWTF8 reads a string starting at its opening quote. It returns the
// string well formed, and, when the string held a lone-surrogate escape, the
// string as sent with each such surrogate as its WTF-8 bytes (else "").
func (p *parser) stringWTF8() (s, wtf8 string, err error) {
	p.pos++ // "
	start := p.pos
	// Fast path: UTF-8 with no escapes, copied at once; a long run of
	// printable ASCII is looked through with quickString.
	lim := min(len(p.data), start+quickLong)
	i := plainEnd(p.data[:lim], start)
	if i == start+quickLong {
		if n := quickString(p.data[start:]); n >= 0 {
			p.pos = start + n + 1
			return p.plain(start, start+n), "", nil
		}
	}
	for {
		i = plainEnd(p.data, i)
		if i >= len(p.data) {
			break
		}
		c := p.data[i]
		if c == '"' {
			p.pos = i + 1
			return p.plain(start, i), "", nil
		}
		if c < utf8.RuneSelf {
			break // an escape or a control
		}
		r, size := utf8.DecodeRune(p.data[i:])
		if r == utf8.RuneError && size == 1 {
			break // not UTF-8
		}
		i += size
	}
	p.pos = i
	buf := make([]byte, 0, p.pos-start+16)
	buf = append(buf, p.data[start:p.pos]...)
	lone := false // buf holds a lone surrogate, as WTF-8
	for {
		if p.pos >= len(p.data) {
			return "", "", p.errorf("unexpected end of input in a string")
		}
		c := p.data[p.pos]
		switch {
		case c == '"':
			p.pos++
			if !lone {
				return string(buf), "", nil
			}
			wtf8 := string(buf)
			return string(replaceSurrogates(buf)), wtf8, nil
		case c == '\\':
			var err error
			var alone bool
			if buf, alone, err = p.escape(buf); err != nil {
				return "", "", err
			}
			lone = lone || alone
		case c < 0x20:
			return "", "", p.errorf("a string may not hold the control %U unescaped", rune(c))
		case c < utf8.RuneSelf:
			end := plainEnd(p.data, p.pos+1)
			buf = append(buf, p.data[p.pos:end]...)
			p.pos = end
		default:
			r, size := utf8.DecodeRune(p.data[p.pos:])
			buf = utf8.AppendRune(buf, r) // RuneError for a byte that is not UTF-8
			p.pos += size
		}
	}
}

// plain returns data[start:end], a string that holds no escape.
func (p *parser) plain(start, end int) string {
	if p.text != "" {
		return p.text[start:end]
	}
	return string(p.data[start:end])
}

// escape reads one escape sequence starting at its backslash, appending
// what it stands for to buf: a lone surrogate as its WTF-8 bytes, reported
// by alone.
func (p *parser) escape(buf []byte) (_ []byte, alone bool, err error) {
	if p.pos+1 >= len(p.data) {
		p.pos++
		return nil, false, p.errorf("unexpected end of input in an escape")
	}
	c := p.data[p.pos+1]
	p.pos += 2
	switch c {
	case '"', '\\', '/':
		return append(buf, c), false, nil
	case 'b':
		return append(buf, '\b'), false, nil
	case 'f':
		return append(buf, '\f'), false, nil
	case 'n':
		return append(buf, '\n'), false, nil
	case 'r':
		return append(buf, '\r'), false, nil
	case 't':
		return append(buf, '\t'), false, nil
	case 'u':
		r, err := p.hex4()
		if err != nil {
			return nil, false, err
		}
		if utf16.IsSurrogate(r) {
			if r < 0xDC00 && p.pos+1 < len(p.data) && p.data[p.pos] == '\\' && p.data[p.pos+1] == 'u' {
				save := p.pos
				p.pos += 2
				low, err := p.hex4()
				if err != nil {
					return nil, false, err
				}
				if pair := utf16.DecodeRune(r, low); pair != utf8.RuneError {
					return utf8.AppendRune(buf, pair), false, nil
				}
				p.pos = save // not a low surrogate: read it on its own next
			}
			return appendSurrogate(buf, r), true, nil
		}
		return utf8.AppendRune(buf, r), false, nil
	}
	p.pos--
	return nil, false, p.errorf("unknown escape \\%c", c)
}

// appendSurrogate appends the surrogate r (U+D800–U+DFFF) as WTF-8 encodes
// it: the three bytes UTF-8's pattern gives it, which UTF-8 itself forbids.
func appendSurrogate(buf []byte, r rune) []byte {
	return append(buf, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
}

// replaceSurrogates rewrites buf, WTF-8 whose only bytes that are not UTF-8
// are surrogates appendSurrogate wrote, with each surrogate as U+FFFD, and
// returns it. Both take three bytes, so it works in place. (No UTF-8
// sequence has ED followed by A0–BF: those are exactly the surrogates.)
func replaceSurrogates(buf []byte) []byte {
	for i := 0; i+2 < len(buf); i++ {
		if buf[i] == 0xED && buf[i+1] >= 0xA0 {
			buf[i], buf[i+1], buf[i+2] = 0xEF, 0xBF, 0xBD
			i += 2
		}
	}
	return buf
}

func (p *parser) hex4() (rune, error) {
	r, ok := hexAt(p.data, p.pos)
	if !ok {
		return 0, p.errorf("a \\u escape needs four hex digits")
	}
	p.pos += 4
	return r, nil
}

// RawMember is one member of an object, its value kept as the bytes it was
// written with.
type RawMember struct {
	Name string
	Raw  []byte // the value's own bytes, without surrounding whitespace
}

// ParseObjectRaw reads one JSON document that must be an object, validating
// it whole, and returns its members with each value's raw bytes (slices of
// data), so a value can be passed on exactly as written. A name that appears
// twice keeps its first position and its last value.
func ParseObjectRaw(data []byte) ([]RawMember, error) {
	p := parser{data: data}
	p.skipSpace()
	if p.pos >= len(p.data) || p.data[p.pos] != '{' {
		return nil, p.errorf("unexpected %s: want an object", p.describe())
	}
	p.pos++
	var members []RawMember
	index := map[string]int{}
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
	} else {
		for {
			p.skipSpace()
			if p.pos >= len(p.data) || p.data[p.pos] != '"' {
				return nil, p.errorf("unexpected %s in an object: want a member name", p.describe())
			}
			name, err := p.string()
			if err != nil {
				return nil, err
			}
			p.skipSpace()
			if p.pos >= len(p.data) || p.data[p.pos] != ':' {
				return nil, p.errorf("unexpected %s after a member name: want :", p.describe())
			}
			p.pos++
			p.skipSpace()
			start := p.pos
			if _, err := p.value(1); err != nil {
				return nil, err
			}
			raw := data[start:p.pos]
			if i, ok := index[name]; ok {
				members[i].Raw = raw
			} else {
				index[name] = len(members)
				members = append(members, RawMember{name, raw})
			}
			p.skipSpace()
			if p.pos >= len(p.data) {
				return nil, p.errorf("unexpected end of input in an object")
			}
			if p.data[p.pos] == '}' {
				p.pos++
				break
			}
			if p.data[p.pos] != ',' {
				return nil, p.errorf("unexpected %s in an object: want , or }", p.describe())
			}
			p.pos++
		}
	}
	p.skipSpace()
	if p.pos < len(p.data) {
		return nil, p.errorf("unexpected %s after the value", p.describe())
	}
	return members, nil
}

// ParseArrayRaw reads one JSON document that must be an array, validating
// it whole, and returns its items' raw bytes (slices of data), as
// ParseObjectRaw does for an object's members.
func ParseArrayRaw(data []byte) ([][]byte, error) {
	p := parser{data: data}
	p.skipSpace()
	if p.pos >= len(p.data) || p.data[p.pos] != '[' {
		return nil, p.errorf("unexpected %s: want an array", p.describe())
	}
	p.pos++
	items := [][]byte{}
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
	} else {
		for {
			p.skipSpace()
			start := p.pos
			if _, err := p.value(1); err != nil {
				return nil, err
			}
			items = append(items, data[start:p.pos])
			p.skipSpace()
			if p.pos >= len(p.data) {
				return nil, p.errorf("unexpected end of input in an array")
			}
			if p.data[p.pos] == ']' {
				p.pos++
				break
			}
			if p.data[p.pos] != ',' {
				return nil, p.errorf("unexpected %s in an array: want , or ]", p.describe())
			}
			p.pos++
		}
	}
	p.skipSpace()
	if p.pos < len(p.data) {
		return nil, p.errorf("unexpected %s after the array", p.describe())
	}
	return items, nil
}
