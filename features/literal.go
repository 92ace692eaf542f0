package features

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Repeat is the sign between a repeated unit and its count in a literal:
// "A" × 4096 is 4,096 A's. ParseLiteral also takes "*".
const Repeat = "×"

// runMin is the shortest repeat, in characters, that Literal writes as
// "unit" × count; runUnit the longest unit it looks for.
const (
	runMin  = 32
	runUnit = 16
)

// Literal writes s whole, as the feature files' tables do: a JSON string
// in which every character that is not visible (controls, format
// characters, whitespace other than the space, U+FFFD) is escaped, as
// Quote writes it. A text longer than a table cell shows whole (160
// characters) is written as parts joined by " + ", each a quoted string,
// a long repeat as the unit and its count:
//
//	"[Reference ref_1: " + "n" × 240 + "]"
//	"lorem ipsum " × 87382
//
// ParseLiteral reads it back: nothing is cut.
func Literal(s string) string {
	rs := []rune(s)
	if len(rs) <= cellMax {
		return quoteRunes(rs)
	}
	var parts []string
	lit := 0 // where the literal not yet written starts
	for i := 0; i < len(rs); {
		unit, count := longestRun(rs, i)
		if unit*count < runMin || count < 3 {
			i++
			continue
		}
		if lit < i {
			parts = append(parts, quoteRunes(rs[lit:i]))
		}
		parts = append(parts, fmt.Sprintf("%s %s %d", quoteRunes(rs[i:i+unit]), Repeat, count))
		i += unit * count
		lit = i
	}
	if lit < len(rs) {
		parts = append(parts, quoteRunes(rs[lit:]))
	}
	return strings.Join(parts, " + ")
}

// longestRun returns the unit length (in runes, at most runUnit) whose
// repeats from rs[i] cover the most, the shortest such unit, and how many
// times it repeats.
func longestRun(rs []rune, i int) (unit, count int) {
	for u := 1; u <= runUnit && i+2*u <= len(rs); u++ {
		k := 1
		for i+(k+1)*u <= len(rs) && sameRunes(rs[i+k*u:i+(k+1)*u], rs[i:i+u]) {
			k++
		}
		if k >= 2 && k*u > unit*count {
			unit, count = u, k
		}
	}
	return unit, count
}

func sameRunes(a, b []rune) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// maxLiteral bounds the length of a text ParseLiteral writes, in bytes,
// as esjson.MaxRepeat bounds a vector's repeats.
const maxLiteral = esjson.MaxRepeat

// ParseLiteral reads a text as Literal (or Quote, uncut) writes it: quoted
// strings with JSON's escapes and \u{…}, each optionally followed by
// "× count", joined by "+".
func ParseLiteral(cell string) (string, error) {
	p := &literalParser{s: cell}
	s, err := p.expr()
	if err != nil {
		return "", fmt.Errorf("%v in the text %s", err, cut(cell))
	}
	if p.skipSpace(); p.i < len(p.s) {
		return "", fmt.Errorf("unexpected %q after the text %s", cut(p.s[p.i:]), cut(cell))
	}
	return s, nil
}

type literalParser struct {
	s string
	i int
}

func (p *literalParser) skipSpace() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

// expr reads parts joined by "+", and stops before anything else.
func (p *literalParser) expr() (string, error) {
	var b strings.Builder
	for {
		p.skipSpace()
		part, err := p.quoted()
		if err != nil {
			return "", err
		}
		p.skipSpace()
		count := 1
		sign := ""
		for _, s := range []string{Repeat, "*"} {
			if strings.HasPrefix(p.s[p.i:], s) {
				sign = s
			}
		}
		if sign != "" {
			p.i += len(sign)
			p.skipSpace()
			j := p.i
			for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(p.s[p.i:j])
			if err != nil {
				return "", fmt.Errorf("want a count after %s", Repeat)
			}
			p.i, count = j, n
		}
		if b.Len()+len(part)*count > maxLiteral {
			return "", fmt.Errorf("longer than %d bytes", maxLiteral)
		}
		b.WriteString(strings.Repeat(part, count))
		p.skipSpace()
		if p.i < len(p.s) && p.s[p.i] == '+' {
			p.i++
			continue
		}
		return b.String(), nil
	}
}

// quoted reads one quoted string.
func (p *literalParser) quoted() (string, error) {
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return "", errors.New(`want a quoted string ("…")`)
	}
	p.i++
	var rs []rune
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return string(rs), nil
		case c == '\\':
			r, err := p.escape()
			if err != nil {
				return "", err
			}
			rs = append(rs, r)
		default:
			r, size := utf8.DecodeRuneInString(p.s[p.i:])
			rs = append(rs, r)
			p.i += size
		}
	}
	return "", errors.New("a quoted string does not end")
}

// escape reads one escape at p.i: \" \\ \/ \b \f \n \r \t \uXXXX (a
// surrogate pair as one character, a lone surrogate as U+FFFD, as Go's
// JSON reads it) or \u{X…}.
func (p *literalParser) escape() (rune, error) {
	if p.i+1 >= len(p.s) {
		return 0, errors.New("a backslash ends the text")
	}
	c := p.s[p.i+1]
	p.i += 2
	switch c {
	case '"', '\\', '/':
		return rune(c), nil
	case 'b':
		return '\b', nil
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'u':
		if strings.HasPrefix(p.s[p.i:], "{") {
			end := strings.IndexByte(p.s[p.i:], '}')
			if end < 0 {
				return 0, errors.New(`\u{ without }`)
			}
			n, err := strconv.ParseUint(p.s[p.i+1:p.i+end], 16, 32)
			if err != nil || n > utf8.MaxRune {
				return 0, fmt.Errorf(`bad escape \u{%s}`, p.s[p.i+1:p.i+end])
			}
			p.i += end + 1
			return rune(n), nil
		}
		r, ok := p.hex4()
		if !ok {
			return 0, errors.New(`want four hex digits after \u`)
		}
		if utf16.IsSurrogate(r) && strings.HasPrefix(p.s[p.i:], `\u`) {
			save := p.i
			p.i += 2
			if r2, ok := p.hex4(); ok {
				if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
					return pair, nil
				}
			}
			p.i = save
		}
		if utf16.IsSurrogate(r) {
			return utf8.RuneError, nil
		}
		return r, nil
	}
	return 0, fmt.Errorf(`unknown escape \%c`, c)
}

func (p *literalParser) hex4() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	n, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 16)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(n), true
}

// cut shortens a cell for an error message.
func cut(s string) string {
	if utf8.RuneCountInString(s) > 80 {
		return string([]rune(s)[:60]) + "…"
	}
	return s
}

// wholeJSON writes an expected JSON value on one line, as JSON.stringify
// would, each string longer than a cell shows whole that is one unit
// repeated written as the vectors write it, {"$repeat": unit, "count": n};
// ParseJSON reads it back.
func wholeJSON(raw json.RawMessage) string {
	v, err := esjson.Parse(raw)
	if err != nil {
		return "not JSON: " + err.Error()
	}
	return esjson.Marshal(withRepeats(v))
}

func withRepeats(v esjson.Value) esjson.Value {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		if wtf, _ := v.StrWTF8(); wtf != s {
			return v // a lone surrogate: kept as sent
		}
		rs := []rune(s)
		if len(rs) <= cellMax {
			return v
		}
		if unit, count := longestRun(rs, 0); unit*count == len(rs) {
			return esjson.ObjectValue([]esjson.Member{
				{Name: "$repeat", Value: esjson.StringValue(string(rs[:unit]))},
				{Name: "count", Value: esjson.NumberValue(float64(count))},
			})
		}
		return v
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = withRepeats(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			members[i] = esjson.Member{Name: m.Name, Value: withRepeats(m.Value)}
		}
		return esjson.ObjectValue(members)
	}
	return v
}

// ParseJSON reads a JSON cell: one JSON value, each {"$repeat": unit,
// "count": n} in it expanded as the vectors' are.
func ParseJSON(cell string) (json.RawMessage, error) {
	expanded, err := esjson.ExpandRepeats([]byte(cell))
	if err != nil {
		return nil, fmt.Errorf("not JSON: %v: %s", err, cut(cell))
	}
	if _, err := esjson.Parse(expanded); err != nil {
		return nil, fmt.Errorf("not JSON: %v: %s", err, cut(cell))
	}
	return json.RawMessage(esjson.Compact(expanded)), nil
}
