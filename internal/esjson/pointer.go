package esjson

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// PointerAt returns the JSON pointer, within data, of the value that
// begins at byte offset ("" for the whole of data, "/cases/3/input" for a
// member deeper in): what an error found at a byte says to a person.
// It returns the pointer of the innermost value begun before offset when
// none begins there, and "" for data that is not JSON up to it.
func PointerAt(data []byte, offset int) string {
	type level struct {
		object  bool
		key     string
		index   int
		wantKey bool
	}
	var stack []level
	pointer := func() string {
		var b strings.Builder
		for _, l := range stack {
			b.WriteByte('/')
			if l.object {
				b.WriteString(PointerToken(l.key))
			} else {
				b.WriteString(strconv.Itoa(l.index))
			}
		}
		return b.String()
	}
	// done ends a value: its parent's next member or element comes.
	done := func() {
		if n := len(stack); n > 0 {
			if stack[n-1].object {
				stack[n-1].wantKey = true
			} else {
				stack[n-1].index++
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	last := ""
	for {
		before := int(dec.InputOffset())
		tok, err := dec.Token()
		if err != nil {
			return last
		}
		end := int(dec.InputOffset())
		if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].wantKey {
			if key, ok := tok.(string); ok {
				stack[n-1].key, stack[n-1].wantKey = key, false
				continue
			}
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack = stack[:len(stack)-1]
			done()
			continue
		}
		// tok begins a value, between before and end (after any space and
		// separator): the value at the pointer of the stack as it is.
		start := end - 1
		if _, ok := tok.(json.Delim); !ok {
			start = before
			for start < end && strings.IndexByte(" \t\r\n,:", data[start]) >= 0 {
				start++
			}
		}
		if start > offset {
			return last
		}
		last = pointer()
		if start == offset {
			return last
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, level{object: true, wantKey: true})
		case json.Delim('['):
			stack = append(stack, level{})
		default:
			done()
		}
	}
}

// PointerToken escapes a member name as a JSON pointer token (RFC 6901):
// "~" as "~0", then "/" as "~1".
func PointerToken(name string) string {
	return strings.ReplaceAll(strings.ReplaceAll(name, "~", "~0"), "/", "~1")
}

// Pointer returns the JSON pointer of the path tokens, each escaped by
// PointerToken: "" for none, "/a~1b/0" for "a/b", "0".
func Pointer(tokens ...string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(PointerToken(t))
	}
	return b.String()
}
