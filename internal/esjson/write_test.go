package esjson_test

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// TestAppendString checks the escapes JSON.stringify makes, and the ones it
// does not.
func TestAppendString(t *testing.T) {
	t.Parallel()
	type tc struct {
		name, in, want string
	}
	cases := []tc{
		{"empty", "", `""`},
		{"plain_ASCII_is_not_escaped", "hello, world", `"hello, world"`},
		{"quote_is_escaped", `a"b`, `"a\"b"`},
		{"backslash_is_escaped", `a\b`, `"a\\b"`},
		{"slash_is_not_escaped", "a/b", `"a/b"`},
		{"html_characters_are_not_escaped", "<script>&amp;'", `"<script>&amp;'"`},
		{"space_is_not_escaped", " ", `" "`},
		{"DEL_is_not_escaped", "\x7f", "\"\x7f\""},
		{"U+0080_is_not_escaped", "\u0080", "\"\u0080\""},
		{"U+0085_is_not_escaped", "\u0085", "\"\u0085\""},
		{"U+00A0_is_not_escaped", "\u00a0", "\"\u00a0\""},
		{"U+2028_is_not_escaped", "\u2028", "\"\u2028\""},
		{"U+2029_is_not_escaped", "\u2029", "\"\u2029\""},
		{"U+FEFF_is_not_escaped", "\uFEFF", "\"\uFEFF\""},
		{"U+FFFD_is_kept", "\uFFFD", "\"\uFFFD\""},
		{"U+FFFF_is_not_escaped", "\uFFFF", "\"\uFFFF\""},
		{"non_BMP_is_not_escaped", "😀\U0010FFFF", "\"😀\U0010FFFF\""},
		{"invalid_byte_becomes_U+FFFD", "a\xffb", "\"a\uFFFDb\""},
		{"each_invalid_byte_becomes_U+FFFD", "\x80\xfe", "\"\uFFFD\uFFFD\""},
		{"encoded_surrogate_becomes_three_U+FFFD", "\xed\xa0\x80", "\"\uFFFD\uFFFD\uFFFD\""},
		{"truncated_sequence_at_end", "x\xe2\x82", "\"x\uFFFD\uFFFD\""},
		{"invalid_byte_between_escapes", "\n\xff\"", "\"\\n\uFFFD\\\"\""},
		{"mixed", "tab\there \"q\" \\ é\x00", `"tab\there \"q\" \\ é\u0000"`},
	}
	short := map[byte]string{'\b': `\b`, '\t': `\t`, '\n': `\n`, '\f': `\f`, '\r': `\r`}
	for c := range byte(0x20) {
		want, ok := short[c]
		name := fmt.Sprintf("U+%04X_is_escaped_as_%s", c, strings.TrimPrefix(want, `\`))
		if !ok {
			want = fmt.Sprintf(`\u%04x`, c)
			name = fmt.Sprintf("U+%04X_is_escaped_as_lower_case_u", c)
		}
		cases = append(cases, tc{name, "<" + string(c) + ">", `"<` + want + `>"`})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := string(esjson.AppendString(nil, c.in)); got != c.want {
				t.Errorf("AppendString(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
	t.Run("appends_to_dst", func(t *testing.T) {
		dst := []byte("x:")
		if got := string(esjson.AppendString(dst, "a\n")); got != `x:"a\n"` {
			t.Errorf("AppendString(%q, %q) = %q, want %q", "x:", "a\n", got, `x:"a\n"`)
		}
	})
}

// TestAppendNumber checks ECMAScript's Number::toString.
func TestAppendNumber(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   float64
		want string
	}{
		{0, "0"},
		{math.Copysign(0, -1), "0"},
		{math.NaN(), "null"},
		{math.Inf(1), "null"},
		{math.Inf(-1), "null"},
		{1, "1"},
		{-1, "-1"},
		{100, "100"},
		{1.5, "1.5"},
		{-1.5, "-1.5"},
		{0.1, "0.1"},
		{0.30000000000000004, "0.30000000000000004"}, // 0.1+0.2 at run time
		{123.456, "123.456"},
		{1e20, "100000000000000000000"},
		{123456789012345678901, "123456789012345680000"},
		{1e21, "1e+21"},
		{-1e21, "-1e+21"},
		{1.5e300, "1.5e+300"},
		{1e100, "1e+100"},
		{1.7976931348623157e308, "1.7976931348623157e+308"},
		{1e-6, "0.000001"},
		{1.234e-6, "0.000001234"},
		{1e-7, "1e-7"},
		{-1e-7, "-1e-7"},
		{1.234e-7, "1.234e-7"},
		{123e-20, "1.23e-18"},
		{5e-324, "5e-324"},
		{2.2250738585072014e-308, "2.2250738585072014e-308"},
		{1 << 53, "9007199254740992"},
		{1<<53 + 2, "9007199254740994"},
		{1 << 64, "18446744073709552000"},
		{12345.6789, "12345.6789"},
		{0.5, "0.5"},
		{0.000123, "0.000123"},
		{4.35, "4.35"},
	} {
		name := fmt.Sprintf("%v", tc.in)
		if math.Signbit(tc.in) && tc.in == 0 {
			name = "-0"
		}
		t.Run(name, func(t *testing.T) {
			if got := string(esjson.AppendNumber(nil, tc.in)); got != tc.want {
				t.Errorf("AppendNumber(%v) = %s, want %s", tc.in, got, tc.want)
			}
			if got := string(esjson.AppendNumber([]byte("n="), tc.in)); got != "n="+tc.want {
				t.Errorf("AppendNumber(%q, %v) = %s, want n=%s", "n=", tc.in, got, tc.want)
			}
		})
	}
}

// TestAppend checks the writer's layout of each kind.
func TestAppend(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		v    esjson.Value
		want string
	}{
		{"null", esjson.NullValue(), "null"},
		{"zero_Value_is_null", esjson.Value{}, "null"},
		{"true", esjson.BoolValue(true), "true"},
		{"false", esjson.BoolValue(false), "false"},
		{"number", esjson.NumberValue(-2.5), "-2.5"},
		{"string", esjson.StringValue("a\"b"), `"a\"b"`},
		{"nil_array_is_empty", esjson.ArrayValue(nil), "[]"},
		{"nil_object_is_empty", esjson.ObjectValue(nil), "{}"},
		{"array_has_no_spaces", esjson.ArrayValue([]esjson.Value{esjson.NumberValue(1), esjson.NullValue(), esjson.ArrayValue(nil)}), "[1,null,[]]"},
		{"object_keeps_member_order", esjson.ObjectValue([]esjson.Member{
			{Name: "z", Value: esjson.NumberValue(1)},
			{Name: "1", Value: esjson.BoolValue(false)},
			{Name: "a\n", Value: esjson.ObjectValue(nil)},
		}), `{"z":1,"1":false,"a\n":{}}`},
		{"names_are_made_well_formed", esjson.ObjectValue([]esjson.Member{{Name: "\xff", Value: esjson.StringValue("\xfe")}}), "{\"\uFFFD\":\"\uFFFD\"}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := esjson.Marshal(tc.v); got != tc.want {
				t.Errorf("Marshal = %s, want %s", got, tc.want)
			}
			if got := string(esjson.Append([]byte("x"), tc.v)); got != "x"+tc.want {
				t.Errorf("Append(\"x\", v) = %s, want x%s", got, tc.want)
			}
		})
	}
}

// valueGen builds random Values of every kind, with strings that are often
// not UTF-8 and numbers from random bits (NaN and the infinities included).
type valueGen struct {
	r *rand.Rand
}

// runePool holds characters that stress the writer and the parser.
var runePool = []string{
	"a", "Z", "0", " ", "\"", "\\", "/", "<", "&", "\x00", "\x01", "\b", "\t", "\n",
	"\v", "\f", "\r", "\x1f", "\x7f", "\u0080", "\u0085", "é", "\u2028", "\u2029",
	"\uFEFF", "\uFFFD", "\uFFFF", "😀", "\U0010FFFF", "\xff", "\x80", "\xed\xa0\x80",
	"\xe2\x82", "\xc0\xaf", "\\u", "\\uD800",
}

func (g valueGen) string() string {
	var b strings.Builder
	for range g.r.IntN(8) {
		b.WriteString(runePool[g.r.IntN(len(runePool))])
	}
	return b.String()
}

func (g valueGen) number() float64 {
	switch g.r.IntN(6) {
	case 0:
		return math.Float64frombits(g.r.Uint64()) // any double, NaN and ±Inf included
	case 1:
		return float64(g.r.Int64N(1<<60) - 1<<59)
	case 2:
		return []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 5e-324, math.MaxFloat64, 1e21, 1e-7}[g.r.IntN(9)]
	default:
		return float64(g.r.IntN(1_000_000)) * math.Pow(10, float64(g.r.IntN(60)-30))
	}
}

func (g valueGen) value(depth int) esjson.Value {
	return randomValues{r: g.r, deepest: 4, number: func() esjson.Value {
		return esjson.NumberValue(g.number())
	}, str: func() esjson.Value { return esjson.StringValue(g.string()) }, object: g.object}.value(depth)
}

// object returns an object of up to five members whose values value makes.
func (g valueGen) object(value func() esjson.Value) esjson.Value {
	var members []esjson.Member
	seen := map[string]bool{}
	for range g.r.IntN(6) {
		name := g.string()
		// Names that differ only in bytes the writer replaces would
		// collapse into one when read back: ObjectValue forbids that.
		key := string(esjson.AppendString(nil, name))
		if seen[key] {
			continue
		}
		seen[key] = true
		members = append(members, esjson.Member{Name: name, Value: value()})
	}
	return esjson.ObjectValue(members)
}

// sameValue compares got, read back from the text of want, with want once
// want's strings and names are made well formed, its NaN and infinities
// become null and -0 becomes 0.
var sameValue = sameness{str: wellFormed}

// wellFormed is s as the writer shows it: each byte that is not UTF-8
// replaced by U+FFFD.
func wellFormed(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString("\uFFFD")
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// TestAppendParseRoundTrip is a property test: for random Values, the text
// Append writes is valid UTF-8, Parse reads it back as the same value (up to
// the writer's documented normalisations), and Append of that gives the same
// bytes again.
func TestAppendParseRoundTrip(t *testing.T) {
	t.Parallel()
	roundTrip(t, valueGen{rand.New(rand.NewPCG(2024, 5))}.value, "Append", func(v esjson.Value) []byte { return esjson.Append(nil, v) },
		"Parse", esjson.Parse, sameValue, func(i int, _ esjson.Value, first []byte, back esjson.Value) {
			if second := esjson.Append(nil, back); !bytes.Equal(first, second) {
				t.Fatalf("value %d: Append(Parse(Append(v))) differs from Append(v) (-first +second):\n%s", i, cmp.Diff(string(first), string(second)))
			}
		})
}
