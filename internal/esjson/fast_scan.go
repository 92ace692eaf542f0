package esjson

import (
	"bytes"
	"unicode/utf8"
)

// VisitObject reads one JSON document that must be an object, as
// ParseObjectRaw does, but instead of returning its members it calls visit
// with each: its name quoted as written (NameOf and NameIs read it) and
// its value as written. Members are visited in their order, a name written
// twice twice, the last value last, so a visit that keeps what it is given
// by name keeps what ParseObjectRaw would. On a document ParseObjectRaw
// refuses, VisitObject returns what it says of it, having visited some
// members or none. It allocates nothing on a document it reads through.
func VisitObject(data []byte, visit func(name, raw []byte)) error {
	if visitObject(data, visit) {
		return nil
	}
	// The scanner refused it: ParseObjectRaw says why, or, should it take
	// the document after all, gives its members.
	members, err := ParseObjectRaw(data)
	if err != nil {
		return err
	}
	for _, m := range members {
		visit(AppendString(nil, m.Name), m.Raw)
	}
	return nil
}

// visitObject is VisitObject's scanner: it reports false, having visited
// some members or none, for a document ParseObjectRaw refuses, and
// possibly for others.
func visitObject(data []byte, visit func(name, raw []byte)) bool {
	return scanDocument(data, true, visit)
}

// scanDocument reads data, one JSON document that must be an object (when
// object is set) or an array, and calls visit with each member, its name
// quoted as written and its value as written, or with each item (name
// nil), in their order. It reports whether data is a document the parser
// accepts; on one it refuses it returns false, having visited some or
// none.
func scanDocument(data []byte, object bool, visit func(name, raw []byte)) bool {
	open, end := byte('['), byte(']')
	if object {
		open, end = '{', '}'
	}
	i := skipSpaceAt(data, 0)
	if i >= len(data) || data[i] != open {
		return false
	}
	i = skipSpaceAt(data, i+1)
	if i < len(data) && data[i] == end {
		return skipSpaceAt(data, i+1) == len(data)
	}
	for {
		var name []byte
		if object {
			if i >= len(data) || data[i] != '"' {
				return false
			}
			after, ok := scanString(data, i)
			if !ok {
				return false
			}
			name = data[i:after]
			i = skipSpaceAt(data, after)
			if i >= len(data) || data[i] != ':' {
				return false
			}
			i = skipSpaceAt(data, i+1)
		}
		after, ok := scanValue(data, i, 1)
		if !ok {
			return false
		}
		visit(name, data[i:after])
		i = skipSpaceAt(data, after)
		switch {
		case i >= len(data):
			return false
		case data[i] == end:
			return skipSpaceAt(data, i+1) == len(data)
		case data[i] != ',':
			return false
		}
		i = skipSpaceAt(data, i+1)
	}
}

// Name returns the name a quoted member name holds, as the parser decodes
// it: the inside of the quotes when that is the name as written (no escape,
// and UTF-8), without copying, else the name decoded. It is the one reading
// of a member name for the scanner's visitors: switch
// string(Name(quoted)) allocates nothing for a plain name. quoted must be
// a JSON string, quotes included.
func Name(quoted []byte) []byte {
	if inner := quoted[1 : len(quoted)-1]; isPlain(inner) {
		return inner
	}
	p := parser{data: quoted}
	s, _ := p.string()
	return []byte(s)
}

// NameOf returns the string a quoted member name holds, as Name reads it.
func NameOf(quoted []byte) string { return string(Name(quoted)) }

// NameIs reports whether the quoted member name holds name, as Name reads
// it, without allocating unless it holds an escape or a byte that is not
// UTF-8.
func NameIs(quoted []byte, name string) bool { return string(Name(quoted)) == name }

// isPlain reports whether the inside of a JSON string is its value as
// written: no escape, and UTF-8.
func isPlain(inner []byte) bool {
	return bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner)
}

// scanValue returns where the JSON value at data[i] ends, and false when
// there is none Parse would accept there. depth is the nesting of the
// value's container, as parser.value counts it: no array or object may
// nest deeper than MaxDepth.
func scanValue(data []byte, i, depth int) (int, bool) {
	// open holds, for each array or object not yet closed, '[' or '{'.
	var stack [32]byte
	open := stack[:0]
	for {
		// A value begins at data[i].
		if i >= len(data) {
			return 0, false
		}
		switch c := data[i]; {
		case c == '{' || c == '[':
			if depth+len(open)+1 > MaxDepth {
				return 0, false
			}
			open = append(open, c)
			i = skipSpaceAt(data, i+1)
			if i < len(data) && data[i] == c+2 { // ']' is '['+2, '}' is '{'+2
				open = open[:len(open)-1]
				i++
				break
			}
			if c == '{' {
				var ok bool
				if i, ok = scanName(data, i); !ok {
					return 0, false
				}
			}
			continue
		case c == '"':
			var ok bool
			if i, ok = scanString(data, i); !ok {
				return 0, false
			}
		case c == '-' || '0' <= c && c <= '9':
			var ok bool
			if i, ok = scanNumber(data, i); !ok {
				return 0, false
			}
		case c == 't' && hasWord(data, i, "true"):
			i += 4
		case c == 'f' && hasWord(data, i, "false"):
			i += 5
		case c == 'n' && hasWord(data, i, "null"):
			i += 4
		default:
			return 0, false
		}
		// A value ended at data[i]: close what it closes, then find the
		// next value, if any.
		for {
			if len(open) == 0 {
				return i, true
			}
			i = skipSpaceAt(data, i)
			if i >= len(data) {
				return 0, false
			}
			top := open[len(open)-1]
			if data[i] == top+2 {
				open = open[:len(open)-1]
				i++
				continue
			}
			if data[i] != ',' {
				return 0, false
			}
			i = skipSpaceAt(data, i+1)
			if top == '{' {
				var ok bool
				if i, ok = scanName(data, i); !ok {
					return 0, false
				}
			}
			break
		}
	}
}

// scanName reads a member name and its colon at data[i], and returns where
// its value begins.
func scanName(data []byte, i int) (int, bool) {
	if i >= len(data) || data[i] != '"' {
		return 0, false
	}
	i, ok := scanString(data, i)
	if !ok {
		return 0, false
	}
	i = skipSpaceAt(data, i)
	if i >= len(data) || data[i] != ':' {
		return 0, false
	}
	return skipSpaceAt(data, i+1), true
}

// scanString returns where the string whose opening quote is at data[i]
// ends, just after its closing quote. As the parser does, it takes any
// byte but a control character, and only the escapes JSON has.
func scanString(data []byte, i int) (int, bool) {
	for i++; i < len(data); i++ {
		c := data[i]
		if asIs[c] {
			continue
		}
		switch {
		case c == '"':
			return i + 1, true
		case c < 0x20:
			return 0, false
		case c == '\\':
			if i+1 >= len(data) {
				return 0, false
			}
			switch data[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				if _, ok := hexAt(data, i+2); !ok {
					return 0, false
				}
				i += 5
			default:
				return 0, false
			}
		}
	}
	return 0, false
}

// scanNumber returns where the number at data[i] ends, reading it as the
// parser does: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?. Every such
// number parses (one out of range is ±Inf).
func scanNumber(data []byte, i int) (int, bool) {
	if data[i] == '-' {
		i++
	}
	switch {
	case i < len(data) && data[i] == '0':
		i++
	case i < len(data) && '1' <= data[i] && data[i] <= '9':
		i = skipDigits(data, i)
	default:
		return 0, false
	}
	if i < len(data) && data[i] == '.' {
		j := skipDigits(data, i+1)
		if j == i+1 {
			return 0, false
		}
		i = j
	}
	if i < len(data) && (data[i] == 'e' || data[i] == 'E') {
		i++
		if i < len(data) && (data[i] == '+' || data[i] == '-') {
			i++
		}
		j := skipDigits(data, i)
		if j == i {
			return 0, false
		}
		i = j
	}
	return i, true
}

func skipDigits(data []byte, i int) int {
	for i < len(data) && '0' <= data[i] && data[i] <= '9' {
		i++
	}
	return i
}

func hasWord(data []byte, i int, word string) bool {
	return len(data)-i >= len(word) && string(data[i:i+len(word)]) == word
}

func skipSpaceAt(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// asIs marks the bytes a string holds as they are written: all but the
// quote, the backslash and the controls.
var asIs = func() (t [256]bool) {
	for c := 0x20; c < len(t); c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// Valid reports whether data is one JSON document, nested at most MaxDepth
// deep, as Parse would read it. Unlike encoding/json's Valid, which stops
// at 10,000 levels, it takes any depth SPEC does (revision 3: 10,000
// levels of data inside an answer or a vector file); it is linear and
// decodes nothing.
func Valid(data []byte) bool {
	i := skipSpaceAt(data, 0)
	end, ok := scanValue(data, i, 0)
	return ok && skipSpaceAt(data, end) == len(data)
}

// Nesting returns how deeply arrays and objects nest in data, a JSON text
// (on other bytes, a guess): 0 for a scalar, 1 for [] or {}.
func Nesting(data []byte) int {
	most := 0
	Brackets(data, 0, func(_, depth int) bool {
		most = max(most, depth)
		return true
	})
	return most
}

// Brackets calls fn for each bracket of data ('[', '{', ']' or '}') outside
// its strings, from offset from on (a JSON text, or on other bytes a
// guess), with the bracket's offset and the depth after it, counted from
// from: 1 after the first '[' or '{'. It stops when fn returns false.
func Brackets(data []byte, from int, fn func(at, depth int) bool) {
	depth, inString := 0, false
	for i := from; i < len(data); i++ {
		switch c := data[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '[' || c == '{':
			depth++
			if !fn(i, depth) {
				return
			}
		case c == ']' || c == '}':
			depth--
			if !fn(i, depth) {
				return
			}
		}
	}
}
