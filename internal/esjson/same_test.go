package esjson_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// mustParse returns what Parse reads doc as, failing the test when it
// refuses it.
func mustParse(t *testing.T, doc string) esjson.Value {
	t.Helper()
	v, err := esjson.Parse([]byte(doc))
	if err != nil {
		t.Fatalf("Parse(%q): %v", doc, err)
	}
	return v
}

// parsesAs checks that Marshal writes what Parse reads doc as as want.
func parsesAs(t *testing.T, doc, want string) {
	t.Helper()
	if got := esjson.Marshal(mustParse(t, doc)); got != want {
		t.Errorf("Marshal(Parse(%q)) (-want +got):\n%s", doc, cmp.Diff(want, got))
	}
}

// A sameness compares a value read back with the value written, for a
// round-trip test. raw compares raw values (every member written, number
// texts, WTF-8 strings), else values as JSON.parse reads them (NaN and the
// infinities read back as null, -0 as 0); str is what a string or a name
// written reads back as.
type sameness struct {
	raw bool
	str func(string) string
}

// diff reports the first place where got differs from want, at path, or
// "" when it does not: a kind, a leaf, a count of items or members, a
// member's name, in document order.
func (s sameness) diff(path string, want, got esjson.Value) string {
	if k := want.Kind(); k != esjson.Array && k != esjson.Object {
		want = s.readBack(want)
	}
	if got.Kind() != want.Kind() {
		return fmt.Sprintf("%s: kind %v, want %v", path, got.Kind(), want.Kind())
	}
	switch got.Kind() {
	case esjson.Array:
		w, g := want.Items(), got.Items()
		if len(w) != len(g) {
			return fmt.Sprintf("%s: %d items, want %d", path, len(g), len(w))
		}
		for i := range w {
			if d := s.diff(fmt.Sprintf("%s[%d]", path, i), w[i], g[i]); d != "" {
				return d
			}
		}
	case esjson.Object:
		w, g := s.members(want), s.members(got)
		if len(w) != len(g) {
			return fmt.Sprintf("%s: %d members, want %d", path, len(g), len(w))
		}
		for i := range w {
			if s.str(w[i].Name) != g[i].Name {
				return fmt.Sprintf("%s: member %d named %q, want %q", path, i, g[i].Name, s.str(w[i].Name))
			}
			if d := s.diff(fmt.Sprintf("%s.%q", path, g[i].Name), w[i].Value, g[i].Value); d != "" {
				return d
			}
		}
	default:
		if w, g := s.text(want), s.text(got); w != g {
			return fmt.Sprintf("%s: %s, want %s", path, g, w)
		}
	}
	return ""
}

// readBack returns what want, a value that holds no others, reads back as.
func (s sameness) readBack(want esjson.Value) esjson.Value {
	if t, ok := want.StrWTF8(); ok && s.raw {
		return esjson.RawStringValue(s.str(t))
	}
	if t, ok := want.Str(); ok && !s.raw {
		return esjson.StringValue(s.str(t))
	}
	switch f := want.Number(); {
	case s.raw || want.Kind() != esjson.Number:
	case math.IsNaN(f) || math.IsInf(f, 0):
		return esjson.NullValue()
	case f == 0:
		return esjson.NumberValue(0)
	}
	return want
}

// members returns an object's members: every one written when raw.
func (s sameness) members(v esjson.Value) []esjson.Member {
	if s.raw {
		return v.Written()
	}
	return v.Members()
}

// text returns a value that holds no others as diff compares it: a
// number's text when raw, else its float64 (-0 apart from 0), a string's
// WTF-8 when raw, else its text, quoted.
func (s sameness) text(v esjson.Value) string {
	switch v.Kind() {
	case esjson.Number:
		if t, ok := v.NumberText(); s.raw && ok {
			return t
		}
		return strconv.FormatFloat(v.Number(), 'g', -1, 64)
	case esjson.String:
		t, _ := v.Str()
		if s.raw {
			t, _ = v.StrWTF8()
		}
		return strconv.Quote(t)
	}
	return esjson.Marshal(v)
}

// roundTrip is a property test's loop: for each of 20,000 random values of
// gen from depth 0 (2,000 with -short), the text write writes of it must be valid UTF-8
// that read reads back as the same value (same), and then pass more.
func roundTrip(t *testing.T, gen func(depth int) esjson.Value, writer string, write func(esjson.Value) []byte,
	reader string, read func([]byte) (esjson.Value, error), same sameness, more func(i int, v esjson.Value, first []byte, back esjson.Value)) {
	t.Helper()
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for i := range n {
		v := gen(0)
		first := write(v)
		if !utf8.Valid(first) {
			t.Fatalf("value %d: %s wrote invalid UTF-8: %q", i, writer, first)
		}
		back, err := read(first)
		if err != nil {
			t.Fatalf("value %d: %s(%q): %v", i, reader, first, err)
		}
		if d := same.diff("$", v, back); d != "" {
			t.Fatalf("value %d: %s(%q) differs from the value written: %s", i, reader, first, d)
		}
		more(i, v, first, back)
	}
}

// randomValues builds random values of every kind: null, a boolean, a
// number, a string, an array of up to four values and an object (object,
// whose values value makes); from depth deepest on, only the first four.
type randomValues struct {
	r       *rand.Rand
	deepest int
	number  func() esjson.Value
	str     func() esjson.Value
	object  func(value func() esjson.Value) esjson.Value
}

// value returns a random value at depth.
func (g randomValues) value(depth int) esjson.Value {
	n := 6
	if depth >= g.deepest {
		n = 4 // no arrays or objects
	}
	inner := func() esjson.Value { return g.value(depth + 1) }
	switch g.r.IntN(n) {
	case 0:
		return esjson.NullValue()
	case 1:
		return esjson.BoolValue(g.r.IntN(2) == 0)
	case 2:
		return g.number()
	case 3:
		return g.str()
	case 4:
		items := make([]esjson.Value, g.r.IntN(5))
		for i := range items {
			items[i] = inner()
		}
		return esjson.ArrayValue(items)
	}
	return g.object(inner)
}
