package esjson_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// surrogate is the WTF-8 form of the surrogate code unit u.
func surrogate(u uint16) string {
	return string([]byte{0xE0 | byte(u>>12), 0x80 | byte(u>>6)&0x3F, 0x80 | byte(u)&0x3F})
}

func parseRaw(t *testing.T, doc string) esjson.Value {
	t.Helper()
	v, err := esjson.ParseRaw([]byte(doc))
	if err != nil {
		t.Fatalf("ParseRaw(%q): %v", doc, err)
	}
	data := []byte(doc)
	text, c, err := esjson.ParseRawCopy(data)
	if err != nil || text != doc {
		t.Fatalf("ParseRawCopy(%q): %q, %v", doc, text, err)
	}
	for i := range data {
		data[i] = ' ' // the copy's value holds no part of data
	}
	if a, b := esjson.EncodeRaw(v), esjson.EncodeRaw(c); !bytes.Equal(a, b) {
		t.Fatalf("ParseRaw and ParseRawCopy differ on %q: %q and %q", doc, a, b)
	}
	return v
}

// TestParseRawNumberText is a golden table of number texts: raw mode keeps
// each as written, while Number and Append are what JSON.parse and
// JSON.stringify make of it.
func TestParseRawNumberText(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text   string
		number float64
		append string
	}{
		{"1e400", math.Inf(1), "null"},
		{"-1e400", math.Inf(-1), "null"},
		{"1E400", math.Inf(1), "null"},
		{"-0", math.Copysign(0, -1), "0"},
		{"-0.0", math.Copysign(0, -1), "0"},
		{"1.0", 1, "1"},
		{"1.0000000000000001", 1, "1"},
		{"1e-400", 0, "0"},
		{"-1e-400", math.Copysign(0, -1), "0"},
		{"5e-324", 5e-324, "5e-324"},
		{"1E+2", 100, "100"},
		{"2.5e-3", 0.0025, "0.0025"},
		{"100e-2", 1, "1"},
		{"1e21", 1e21, "1e+21"},
		{"9007199254740993", 9007199254740992, "9007199254740992"},
		{"123456789012345678901234567890", 1.2345678901234568e29, "1.2345678901234568e+29"},
		{"0", 0, "0"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			v := parseRaw(t, tc.text)
			if text, ok := v.NumberText(); !ok || text != tc.text {
				t.Errorf("NumberText = %q, %v, want %q", text, ok, tc.text)
			}
			if f := v.Number(); f != tc.number || math.Signbit(f) != math.Signbit(tc.number) {
				t.Errorf("Number = %g, want %g", f, tc.number)
			}
			if got := string(esjson.EncodeRaw(v)); got != tc.text {
				t.Errorf("EncodeRaw = %s, want %s", got, tc.text)
			}
			if got := esjson.Marshal(v); got != tc.append {
				t.Errorf("Marshal = %s, want %s", got, tc.append)
			}
			if s, ok := v.Str(); ok || s != "" {
				t.Errorf("Str of a number = %q, %v", s, ok)
			}
			// Within an array and an object, and as the constructor makes it.
			doc := `[` + tc.text + `,{"n":` + tc.text + `}]`
			if got := string(esjson.EncodeRaw(parseRaw(t, doc))); got != doc {
				t.Errorf("EncodeRaw(ParseRaw(%s)) = %s", doc, got)
			}
			if got := string(esjson.EncodeRaw(esjson.RawNumberValue(tc.text))); got != tc.text {
				t.Errorf("EncodeRaw(RawNumberValue(%s)) = %s", tc.text, got)
			}
		})
	}
	t.Run("Parse_keeps_no_text", func(t *testing.T) {
		v, _ := esjson.Parse([]byte("1.0"))
		if text, _ := v.NumberText(); text != "1" {
			t.Errorf("NumberText of Parse(1.0) = %q, want what Append writes, 1", text)
		}
		if got := string(esjson.EncodeRaw(v)); got != "1" {
			t.Errorf("EncodeRaw(Parse(1.0)) = %s, want 1", got)
		}
	})
}

// TestParseRawKeepsEveryMember checks that a raw object keeps every member
// as written, duplicates in their places, while Members, Get and
// Overwritten read it as JSON.parse does (first place, last value, names
// compared once made well formed).
func TestParseRawKeepsEveryMember(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, doc string
		members   string   // Marshal: what JSON.parse and JSON.stringify make of it
		over      []string // Overwritten's names, made well formed
		get       string   // the name looked up
		got       string   // its value, raw
	}{
		{"first_position_last_value", `{"a":1,"b":2,"a":3}`, `{"a":3,"b":2}`, []string{"a"}, "a", "3"},
		{"three_times", `{"a":1,"a":2,"b":0,"a":3}`, `{"a":3,"b":0}`, []string{"a", "a"}, "a", "3"},
		{"through_an_escape", `{"\u0061":1,"a":2}`, `{"a":2}`, []string{"a"}, "a", "2"},
		{"no_duplicate", `{"b":1,"a":[]}`, `{"b":1,"a":[]}`, nil, "a", "[]"},
		{"lone_surrogates_are_one_name", `{"lone\ud8dd":{},"lone\udef4":{},"lone\ud8dd":[]}`, "{\"lone\uFFFD\":[]}", []string{"lone\uFFFD", "lone\uFFFD"}, "lone\uFFFD", "[]"},
		{"a_lone_surrogate_is_U+FFFD", "{\"x\\ud800\":1,\"x\uFFFD\":2}", "{\"x\uFFFD\":2}", []string{"x\uFFFD"}, "x" + surrogate(0xDC00), "2"},
		{"many_members", manyRawMembers(), manyRawMembersWant(), []string{"k03", "k07", "k03", "k03"}, "k03", "-0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := parseRaw(t, tc.doc)
			if got := string(esjson.EncodeRaw(v)); got != compactRaw(tc.doc) {
				t.Errorf("EncodeRaw (-want +got):\n%s", cmp.Diff(compactRaw(tc.doc), got))
			}
			if got := esjson.Marshal(v); got != tc.members {
				t.Errorf("Marshal (-want +got):\n%s", cmp.Diff(tc.members, got))
			}
			if std, _ := esjson.Parse([]byte(tc.doc)); esjson.Marshal(std) != tc.members {
				t.Errorf("Parse reads %q as %s, ParseRaw's members as %s", tc.doc, esjson.Marshal(std), tc.members)
			}
			var over []string
			for _, m := range v.Overwritten() {
				over = append(over, strings.ToValidUTF8(m.Name, "\uFFFD"))
			}
			if !cmp.Equal(over, tc.over) {
				t.Errorf("Overwritten names %q, want %q", over, tc.over)
			}
			if got, ok := v.Get(tc.get); !ok || string(esjson.EncodeRaw(got)) != tc.got {
				t.Errorf("Get(%q) = %s, %v, want %s", tc.get, esjson.EncodeRaw(got), ok, tc.got)
			}
			if n := len(v.Written()); n != strings.Count(compactRaw(tc.doc), `":`) {
				t.Errorf("Written has %d members", n)
			}
		})
	}
	t.Run("first_spelling_kept", func(t *testing.T) {
		v := parseRaw(t, `{"n\ud800":1,"n\udc00":2}`)
		ms := v.Members()
		if len(ms) != 1 || ms[0].Name != "n"+surrogate(0xD800) {
			t.Fatalf("Members = %v, want the first spelling, WTF-8", ms)
		}
		if f := ms[0].Value.Number(); f != 2 {
			t.Errorf("Members' value %g, want the last, 2", f)
		}
	})
	t.Run("constructed", func(t *testing.T) {
		v := esjson.RawObjectValue([]esjson.Member{
			{Name: "a", Value: esjson.RawNumberValue("1.0")},
			{Name: "b", Value: esjson.NullValue()},
			{Name: "a", Value: esjson.RawStringValue("x")},
		})
		if got := string(esjson.EncodeRaw(v)); got != `{"a":1.0,"b":null,"a":"x"}` {
			t.Errorf("EncodeRaw = %s", got)
		}
		if got := esjson.Marshal(v); got != `{"a":"x","b":null}` {
			t.Errorf("Marshal = %s", got)
		}
		if got := esjson.Marshal(esjson.RawObjectValue(nil)); got != "{}" {
			t.Errorf("Marshal(RawObjectValue(nil)) = %s", got)
		}
		if m, ok := v.Any().(map[string]any); !ok || m["a"] != "x" || len(m) != 2 {
			t.Errorf("Any = %v", v.Any())
		}
	})
}

// manyRawMembers is an object of 20 members, past the count from which
// names are indexed, with k03 given three times and k07 twice.
func manyRawMembers() string {
	var b strings.Builder
	b.WriteString("{")
	for i := range 20 {
		fmt.Fprintf(&b, `"k%02d":%d,`, i, i)
	}
	b.WriteString(`"k03":"x","k07":[7],"k03":{},"k20":true,"k03":-0}`)
	return b.String()
}

func manyRawMembersWant() string {
	var b strings.Builder
	b.WriteString("{")
	for i := range 20 {
		switch i {
		case 3:
			b.WriteString(`"k03":0,`)
		case 7:
			b.WriteString(`"k07":[7],`)
		default:
			fmt.Fprintf(&b, `"k%02d":%d,`, i, i)
		}
	}
	b.WriteString(`"k20":true}`)
	return b.String()
}

// compactRaw is a test document as AppendRaw writes it: the tests' own
// documents hold no white space, and their escapes are lower case.
func compactRaw(doc string) string {
	return strings.ReplaceAll(doc, `\u0061`, "a")
}

// TestParseRawSurrogates checks that raw mode keeps lone-surrogate escapes,
// in strings and in names, as WTF-8, and writes them back as escapes,
// while a pair is the character it encodes.
func TestParseRawSurrogates(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, doc string
		wtf8      string // StrWTF8 of the string, or the name of the one member
		wellForm  string // Str, or what Members names it
		raw       string // EncodeRaw
	}{
		{"lone_high", `"\uD800"`, surrogate(0xD800), "\uFFFD", `"\ud800"`},
		{"lone_low", `"\uDFFF"`, surrogate(0xDFFF), "\uFFFD", `"\udfff"`},
		{"pair_is_a_character", `"\uD83D\uDE00"`, "😀", "😀", `"😀"`},
		{"low_then_high_is_two_lone", `"\uDE00\uD83D"`, surrogate(0xDE00) + surrogate(0xD83D), "\uFFFD\uFFFD", `"\ude00\ud83d"`},
		{"lone_high_then_pair", `"a\uD800\uD800\uDC00b"`, "a" + surrogate(0xD800) + "𐀀b", "a\uFFFD𐀀b", `"a\ud800𐀀b"`},
		{"not_UTF-8_is_U+FFFD", "\"x\xffy\"", "x\uFFFDy", "x\uFFFDy", "\"x\uFFFDy\""},
		{"name", `{"lone\ud8dd":0}`, "lone" + surrogate(0xD8DD), "lone" + surrogate(0xD8DD), `{"lone\ud8dd":0}`},
		{"name_pair", `{"\ud83d\ude00":0}`, "😀", "😀", `{"😀":0}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := parseRaw(t, tc.doc)
			var wtf8, wellForm string
			if v.Kind() == esjson.Object {
				wtf8, wellForm = v.Written()[0].Name, v.Members()[0].Name
				if _, ok := v.Get(wtf8); !ok {
					t.Errorf("Get(%q) finds nothing", wtf8)
				}
				if _, ok := v.Get(strings.ToValidUTF8(wtf8, "\uFFFD")); !ok && !utf8.ValidString(wtf8) {
					t.Errorf("Get of the name made well formed finds nothing")
				}
			} else {
				wtf8, _ = v.StrWTF8()
				wellForm, _ = v.Str()
			}
			if wtf8 != tc.wtf8 || wellForm != tc.wellForm {
				t.Errorf("got %q and %q, want %q and %q", wtf8, wellForm, tc.wtf8, tc.wellForm)
			}
			if got := string(esjson.EncodeRaw(v)); got != tc.raw {
				t.Errorf("EncodeRaw = %s, want %s", got, tc.raw)
			}
			if !utf8.ValidString(esjson.Marshal(v)) {
				t.Errorf("Marshal writes %q, not UTF-8", esjson.Marshal(v))
			}
		})
	}
	t.Run("constructed", func(t *testing.T) {
		s := "x" + surrogate(0xD800) + "y"
		v := esjson.RawStringValue(s)
		if got, _ := v.StrWTF8(); got != s {
			t.Errorf("StrWTF8 = %q, want %q", got, s)
		}
		if got, _ := v.Str(); got != "x\uFFFDy" {
			t.Errorf("Str = %q", got)
		}
		if got := string(esjson.EncodeRaw(v)); got != `"x\ud800y"` {
			t.Errorf("EncodeRaw = %s", got)
		}
		if got := esjson.Marshal(v); got != "\"x\uFFFDy\"" {
			t.Errorf("Marshal = %s", got)
		}
		// Joined, a high and a low surrogate are one character to a reader
		// (as to an ECMAScript string), though each is written as an escape.
		pair := esjson.RawStringValue(surrogate(0xD83D) + surrogate(0xDE00))
		if got, _ := pair.Str(); got != "😀" {
			t.Errorf("Str of a joined pair = %q", got)
		}
		if got := string(esjson.EncodeRaw(pair)); got != `"\ud83d\ude00"` {
			t.Errorf("EncodeRaw of a joined pair = %s", got)
		}
	})
}

// TestAppendRawEscapes pins how AppendRaw writes a string: so that it
// shows what it holds, every invisible character escaped.
func TestAppendRawEscapes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"", `""`},
		{"plain text, 8 bytes and more", `"plain text, 8 bytes and more"`},
		{`"\`, `"\"\\"`},
		{"\n\t", `"\n\t"`},
		{"\b\f\r\x00\x1f", `"\u0008\u000c\u000d\u0000\u001f"`},
		{"a\x7fb", `"a\u007fb"`},
		{"\u0085\u009f", `"\u0085\u009f"`},
		{"\u00a0\u3000\u2028\u2029", `"\u00a0\u3000\u2028\u2029"`},
		{"\u202e\u200b\ufeff\u00ad", `"\u202e\u200b\ufeff\u00ad"`},
		{"\U000E0001", `"\udb40\udc01"`},
		{"é ñ 中文 😀 \uFFFD /<>&", "\"é ñ 中文 😀 \uFFFD /<>&\""},
		{"a\xffb\xc0", "\"a\uFFFDb\uFFFD\""},
		{surrogate(0xDBFF), `"\udbff"`},
		{"0123456" + surrogate(0xD800) + "x", `"0123456\ud800x"`},
	} {
		if got := string(esjson.AppendRaw([]byte("x"), esjson.RawStringValue(tc.in))); got != "x"+tc.want {
			t.Errorf("AppendRaw(%q) = %s, want %s", tc.in, got[1:], tc.want)
		}
	}
	for _, tc := range []struct {
		v    esjson.Value
		want string
	}{
		{esjson.NullValue(), "null"},
		{esjson.BoolValue(true), "true"},
		{esjson.BoolValue(false), "false"},
		{esjson.NumberValue(2.5), "2.5"},
		{esjson.ArrayValue(nil), "[]"},
		{esjson.ArrayValue([]esjson.Value{esjson.RawNumberValue("-0"), esjson.RawObjectValue(nil)}), "[-0,{}]"},
	} {
		if got := string(esjson.EncodeRaw(tc.v)); got != tc.want {
			t.Errorf("EncodeRaw = %s, want %s", got, tc.want)
		}
	}
}

// TestRawNumberValueRefusesText checks that the constructor takes JSON
// numbers only, so that AppendRaw never writes text that is not JSON.
func TestRawNumberValueRefusesText(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"", "01", "1.", ".5", "+1", "1e", "0x10", "NaN", "Infinity", "1 ", " 1", "1,2", "-"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RawNumberValue(%q) did not panic", text)
				}
			}()
			esjson.RawNumberValue(text)
		}()
	}
}

// TestParseRawRefusesWhatParseRefuses checks that raw mode reads the same
// language as Parse, with the same errors.
func TestParseRawRefusesWhatParseRefuses(t *testing.T) {
	t.Parallel()
	for _, tc := range syntaxErrorCases {
		_, want := esjson.Parse([]byte(tc.doc))
		_, got := esjson.ParseRaw([]byte(tc.doc))
		_, _, gotS := esjson.ParseRawCopy([]byte(tc.doc))
		if got == nil || gotS == nil || got.Error() != want.Error() || gotS.Error() != want.Error() {
			t.Errorf("%s: ParseRaw error %v and %v, Parse's %v", tc.name, got, gotS, want)
		}
	}
}

// TestParseRawDepth checks the nesting limit in raw mode, and that a
// document MaxDepth levels deep is written back byte for byte.
func TestParseRawDepth(t *testing.T) {
	t.Parallel()
	levels := esjson.MaxDepth / 2
	doc := strings.Repeat(`[{"k":`, levels) + "1.0" + strings.Repeat("}]", levels)
	v, err := esjson.ParseRaw([]byte(doc))
	if err != nil {
		t.Fatalf("ParseRaw of %d levels: %v", esjson.MaxDepth, err)
	}
	if got := esjson.EncodeRaw(v); string(got) != doc {
		t.Errorf("EncodeRaw(ParseRaw(doc)) differs from doc at %d levels", esjson.MaxDepth)
	}
	deeper := "[" + doc + "]"
	if _, _, err := esjson.ParseRawCopy([]byte(deeper)); !errors.Is(err, esjson.ErrTooDeep) {
		t.Errorf("ParseRawCopy of %d levels: error %v, want one wrapping ErrTooDeep", esjson.MaxDepth+1, err)
	}
}

// rawGen builds random raw values: numbers of every text, strings with
// lone surrogates, objects with names given twice.
type rawGen struct{ r *rand.Rand }

var rawRunes = []string{
	"a", "Z", " ", "\"", "\\", "/", "\x00", "\b", "\t", "\n", "\r", "\x1f", "\x7f", "\u0085",
	"é", "\u00a0", "\u2028", "\u202e", "\uFEFF", "\uFFFD", "😀", "\U000E0001", "lone",
	surrogate(0xD800), surrogate(0xDBFF), surrogate(0xDC00), surrogate(0xDFFF), surrogate(0xD8DD), surrogate(0xDEF4),
}

var rawNumbers = []string{"0", "-0", "-0.0", "1.0", "1e400", "-1e400", "1E+2", "1e-400", "5e-324", "0.1",
	"12345678901234567890", "9007199254740993", "1.0000000000000001", "100e-2", "-3.25"}

func (g rawGen) string() string {
	var b strings.Builder
	for range g.r.IntN(6) {
		b.WriteString(rawRunes[g.r.IntN(len(rawRunes))])
	}
	return b.String()
}

func (g rawGen) value(depth int) esjson.Value {
	return randomValues{r: g.r, deepest: 5, number: func() esjson.Value {
		return esjson.RawNumberValue(rawNumbers[g.r.IntN(len(rawNumbers))])
	}, str: func() esjson.Value { return esjson.RawStringValue(g.string()) }, object: g.object}.value(depth)
}

// object returns an object of up to six members, a name given twice now
// and then, whose values value makes.
func (g rawGen) object(value func() esjson.Value) esjson.Value {
	var members []esjson.Member
	for range g.r.IntN(7) {
		name := g.string()
		if len(members) > 0 && g.r.IntN(4) == 0 {
			name = members[g.r.IntN(len(members))].Name // given twice
		}
		members = append(members, esjson.Member{Name: name, Value: value()})
	}
	return esjson.RawObjectValue(members)
}

// sameRaw compares two raw values as written: kinds, number texts, WTF-8
// strings and names (want's as they read back), every member in order.
var sameRaw = sameness{raw: true, str: readBack}

// readBack is s as ParseRaw reads back what AppendRaw wrote of it: a high
// surrogate followed by a low one joined into the character they encode,
// as a reader joins their two escapes.
func readBack(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i+5 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xAF && s[i+3] == 0xED && s[i+4] >= 0xB0 {
			hi := rune(s[i+1]&0x0F)<<6 | rune(s[i+2]&0x3F)
			lo := rune(s[i+4]&0x0F)<<6 | rune(s[i+5]&0x3F)
			b.WriteRune(0x10000 + hi<<10 + lo)
			i += 5
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// joins reports whether a string or name of v holds a high surrogate
// followed by a low one, which reads back as one character.
func joins(v esjson.Value) bool {
	found := false
	esjson.WalkWritten(v, struct{}{}, func(v esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		s, _ := v.StrWTF8()
		found = found || at.Member() && readBack(at.Name) != at.Name || readBack(s) != s
		return struct{}{}, !found
	})
	return found
}

// TestRawRoundTrip is a property test: for random raw values, AppendRaw
// writes valid UTF-8 that ParseRaw reads back as the same value as
// written (every member, every number text, every lone surrogate), that
// Parse reads as JSON.parse reads the raw value (Marshal agrees), and that
// AppendRaw writes again byte for byte.
func TestRawRoundTrip(t *testing.T) {
	t.Parallel()
	roundTrip(t, rawGen{rand.New(rand.NewPCG(2025, 3))}.value, "EncodeRaw", esjson.EncodeRaw,
		"ParseRaw", esjson.ParseRaw, sameRaw, func(i int, v esjson.Value, first []byte, back esjson.Value) {
			std, err := esjson.Parse(first)
			if err != nil {
				t.Fatalf("value %d: Parse(%q): %v", i, first, err)
			}
			if a, b := esjson.Marshal(std), esjson.Marshal(back); a != b {
				t.Fatalf("value %d: Parse and ParseRaw read %q apart (-Parse +ParseRaw):\n%s", i, first, cmp.Diff(a, b))
			}
			if a, b := esjson.Marshal(v), esjson.Marshal(back); a != b {
				t.Fatalf("value %d: the value and its reading back differ to JSON.parse (-value +back):\n%s", i, cmp.Diff(a, b))
			}
			second := esjson.EncodeRaw(back)
			if again, _ := esjson.ParseRaw(second); !bytes.Equal(esjson.EncodeRaw(again), second) {
				t.Fatalf("value %d: EncodeRaw not idempotent on %q", i, second)
			}
			if !bytes.Equal(first, second) && !joins(v) {
				t.Fatalf("value %d: EncodeRaw(ParseRaw(EncodeRaw(v))) differs from EncodeRaw(v) (-first +second):\n%s", i, cmp.Diff(string(first), string(second)))
			}
		})
}

// TestParseRawGolden reads every golden document in raw mode: what
// JSON.parse makes of it is what Node makes (Marshal agrees with Node),
// and its raw text, read by Parse, means the same.
func TestParseRawGolden(t *testing.T) {
	t.Parallel()
	for _, c := range readGolden(t) {
		v, err := esjson.ParseRaw([]byte(c.Doc))
		if err != nil {
			t.Fatalf("%s: ParseRaw: %v", c.Name, err)
		}
		if got := esjson.Marshal(v); got != c.Want {
			t.Errorf("%s: Marshal(ParseRaw(doc)) differs from Node (-want +got):\n%s", c.Name, cmp.Diff(c.Want, got))
		}
		raw := esjson.EncodeRaw(v)
		std, err := esjson.Parse(raw)
		if err != nil {
			t.Fatalf("%s: Parse(EncodeRaw(v)): %v", c.Name, err)
		}
		if got := esjson.Marshal(std); got != c.Want {
			t.Errorf("%s: the raw text %q reads as %s, want %s", c.Name, raw, got, c.Want)
		}
	}
}
