package esjson_test

import (
	"bytes"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// syntaxErrorCases are documents JSON.parse refuses, with the byte offset
// esjson must report: the first byte that cannot continue a valid document.
var syntaxErrorCases = []struct {
	name   string
	doc    string
	offset int
}{
	{"empty_input", ``, 0},
	{"only_whitespace", " \n\t\r", 4},
	{"trailing_comma_in_array", `[1,]`, 3},
	{"trailing_comma_in_object", `{"a":1,}`, 7},
	{"leading_comma_in_array", `[,1]`, 1},
	{"missing_comma_in_array", `[1 2]`, 3},
	{"missing_colon", `{"a" 1}`, 5},
	{"missing_value_in_object", `{"a":}`, 5},
	{"unquoted_name", `{a:1}`, 1},
	{"single_quoted_string", `'a'`, 0},
	{"single_quoted_name", `{'a':1}`, 1},
	{"leading_zero", `01`, 1},
	{"negative_leading_zero", `-01`, 2},
	{"point_without_fraction_digits", `1.`, 2},
	{"point_then_exponent", `1.e5`, 2},
	{"point_without_integer_digits", `.5`, 0},
	{"plus_sign", `+1`, 0},
	{"minus_alone", `-`, 1},
	{"minus_then_space", `- 1`, 1},
	{"exponent_without_digits", `1e`, 2},
	{"exponent_sign_without_digits", `1e+`, 3},
	{"hex_number", `0x10`, 1},
	{"NaN", `NaN`, 0},
	{"Infinity", `Infinity`, 0},
	{"negative_Infinity", `-Infinity`, 1},
	{"unescaped_tab_in_string", "\"a\tb\"", 2},
	{"unescaped_newline_in_string", "\"ab\n\"", 3},
	{"unescaped_NUL_in_string", "\"\x00\"", 1},
	{"unescaped_control_after_non_ASCII", "\"é\x1f\"", 3},
	{"bad_escape_x", `"\x41"`, 2},
	{"bad_escape_U", `"\U0041"`, 2},
	{"escaped_single_quote", `"\'"`, 2},
	{"backslash_at_end", `"\`, 2},
	{"short_u_escape", `"\u12"`, 3},
	{"u_escape_at_end", `"\u12`, 3},
	{"u_escape_bad_hex", `"\u12G4"`, 3},
	{"bad_low_half_after_high_surrogate", `"\uD800\u12"`, 9},
	{"unterminated_string", `"abc`, 4},
	{"unterminated_string_after_escape", `"a\n`, 4},
	{"unterminated_array", `[1,2`, 4},
	{"unterminated_array_after_comma", `[1,`, 3},
	{"unterminated_object", `{"a":1`, 6},
	{"unterminated_object_after_brace", `{`, 1},
	{"unterminated_name", `{"a`, 3},
	{"trailing_garbage", `1 x`, 2},
	{"two_values", `"a" "b"`, 4},
	{"extra_close_bracket", `[1]]`, 3},
	{"second_object", `{"a":1}{}`, 7},
	{"truncated_literal", `tru`, 0},
	{"literal_wrong_case", `True`, 0},
	{"literal_with_suffix", `nullx`, 4},
	{"byte_order_mark", "\uFEFF1", 0},
	{"form_feed_is_not_whitespace", "\f1", 0},
	{"no_break_space_is_not_whitespace", "1\u00a0", 1},
	{"comment", `[1 /* c */]`, 3},
}

// TestParseSyntaxErrors checks that every malformed document gives a
// *SyntaxError whose offset points at the problem.
func TestParseSyntaxErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range syntaxErrorCases {
		t.Run(tc.name, func(t *testing.T) {
			v, err := esjson.Parse([]byte(tc.doc))
			if err == nil {
				t.Fatalf("Parse(%q) = %s, want an error", tc.doc, esjson.Marshal(v))
			}
			var se *esjson.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) error %v is a %T, want *esjson.SyntaxError", tc.doc, err, err)
			}
			if se.Offset != tc.offset {
				t.Errorf("Parse(%q) error %q has offset %d, want %d", tc.doc, err, se.Offset, tc.offset)
			}
			if se.Msg == "" {
				t.Errorf("Parse(%q) error has no message", tc.doc)
			}
			if msg := err.Error(); !utf8.ValidString(msg) || !strings.HasPrefix(msg, "not valid JSON at byte ") {
				t.Errorf("Parse(%q) error message %q is not valid UTF-8 or lacks its prefix", tc.doc, msg)
			}
			if errors.Is(err, esjson.ErrTooDeep) {
				t.Errorf("Parse(%q) error %v wraps ErrTooDeep", tc.doc, err)
			}
		})
	}
}

// TestParseDepth checks the nesting limit: MaxDepth levels parse, one more
// is refused with an error wrapping ErrTooDeep.
func TestParseDepth(t *testing.T) {
	t.Parallel()
	nest := func(open, close string, levels int) []byte {
		return []byte(strings.Repeat(open, levels) + "0" + strings.Repeat(close, levels))
	}
	for _, shape := range []struct {
		name, open, close string
	}{
		{"arrays", "[", "]"},
		{"objects", `{"k":`, "}"},
		{"alternating", `[{"k":`, "}]"},
	} {
		levels := esjson.MaxDepth
		if shape.name == "alternating" {
			levels /= 2
		}
		t.Run(shape.name+"/MaxDepth_levels_parse", func(t *testing.T) {
			doc := nest(shape.open, shape.close, levels)
			v, err := esjson.Parse(doc)
			if err != nil {
				t.Fatalf("Parse of %d levels of %s: %v", esjson.MaxDepth, shape.name, err)
			}
			if got := esjson.Append(nil, v); !bytes.Equal(got, doc) {
				t.Errorf("Append(Parse(doc)) differs from doc at MaxDepth levels of %s", shape.name)
			}
		})
		t.Run(shape.name+"/MaxDepth+1_levels_are_too_deep", func(t *testing.T) {
			doc := []byte(strings.Repeat(shape.open, levels) + shape.open[:1] + strings.Repeat(shape.close, levels))
			_, err := esjson.Parse(doc)
			if !errors.Is(err, esjson.ErrTooDeep) {
				t.Fatalf("Parse of %d levels of %s: error %v, want one wrapping ErrTooDeep", esjson.MaxDepth+1, shape.name, err)
			}
		})
	}
	t.Run("too_deep_is_found_before_the_end_of_input", func(t *testing.T) {
		_, err := esjson.Parse([]byte(strings.Repeat("[", esjson.MaxDepth+1)))
		if !errors.Is(err, esjson.ErrTooDeep) {
			t.Fatalf("Parse of %d unclosed [: error %v, want one wrapping ErrTooDeep", esjson.MaxDepth+1, err)
		}
	})
	t.Run("ParseObjectRaw_counts_the_top_object", func(t *testing.T) {
		inner := esjson.MaxDepth - 1
		doc := `{"a":` + strings.Repeat("[", inner) + strings.Repeat("]", inner) + "}"
		if _, err := esjson.ParseObjectRaw([]byte(doc)); err != nil {
			t.Fatalf("ParseObjectRaw of an object holding %d levels: %v", inner, err)
		}
		doc = `{"a":` + strings.Repeat("[", inner+1) + strings.Repeat("]", inner+1) + "}"
		if _, err := esjson.ParseObjectRaw([]byte(doc)); !errors.Is(err, esjson.ErrTooDeep) {
			t.Fatalf("ParseObjectRaw of an object holding %d levels: error %v, want one wrapping ErrTooDeep", inner+1, err)
		}
	})
}

// TestParseStrings checks what Parse makes of strings, in particular that
// bytes that are not UTF-8 and lone surrogates each become U+FFFD.
func TestParseStrings(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, doc, want string
	}{
		{"ASCII_fast_path", `"plain text"`, "plain text"},
		{"invalid_byte_becomes_U+FFFD", "\"a\xffb\"", "a\uFFFDb"},
		{"invalid_byte_first", "\"\x80abc\"", "\uFFFDabc"},
		{"invalid_byte_last", "\"abc\xfe\"", "abc\uFFFD"},
		{"each_invalid_byte_becomes_one_U+FFFD", "\"\xff\xfe\"", "\uFFFD\uFFFD"},
		{"encoded_surrogate_is_three_bad_bytes", "\"\xed\xa0\x80\"", "\uFFFD\uFFFD\uFFFD"},
		{"overlong_encoding_is_bad_bytes", "\"\xc0\xaf\"", "\uFFFD\uFFFD"},
		{"truncated_sequence_before_ASCII", "\"\xe2\x82x\"", "\uFFFD\uFFFDx"},
		{"truncated_sequence_at_quote", "\"\xe2\x82\"", "\uFFFD\uFFFD"},
		{"invalid_byte_after_escape", "\"\\n\xff\"", "\n\uFFFD"},
		{"valid_multibyte_kept", "\"é€😀\"", "é€😀"},
		{"U+FFFD_kept", "\"\uFFFD\"", "\uFFFD"},
		{"lone_high_surrogate", `"\uD800"`, "\uFFFD"},
		{"lone_low_surrogate", `"\uDFFF"`, "\uFFFD"},
		{"high_then_non_surrogate_escape", `"\uD800\u0041"`, "\uFFFDA"},
		{"high_then_pair", `"\uD800\uD800\uDC00"`, "\uFFFD\U00010000"},
		{"high_then_high_then_end", `"\uDBFF\uDBFF"`, "\uFFFD\uFFFD"},
		{"high_then_other_escape", `"\uD800\n"`, "\uFFFD\n"},
		{"pair", `"\uD83D\uDE00"`, "😀"},
		{"pair_lower_case", `"\ud83d\ude00"`, "😀"},
		{"every_short_escape", `"\"\\\/\b\f\n\r\t"`, "\"\\/\b\f\n\r\t"},
		{"escaped_NUL", `"\u0000"`, "\x00"},
		{"DEL_raw", "\"\x7f\"", "\x7f"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := mustParse(t, tc.doc)
			got, ok := v.Str()
			if !ok {
				t.Fatalf("Parse(%q) is a %v, want a string", tc.doc, v.Kind())
			}
			if got != tc.want {
				t.Errorf("Parse(%q) = %q, want %q", tc.doc, got, tc.want)
			}
		})
	}
	t.Run("invalid_byte_in_name_becomes_U+FFFD", func(t *testing.T) {
		v, err := esjson.Parse([]byte("{\"a\xff\":1}"))
		if err != nil {
			t.Fatal(err)
		}
		if !v.Has("a\uFFFD") {
			t.Errorf("Parse gave members %q, want the name %q", names(v), "a\uFFFD")
		}
	})
}

// TestParseStringsWTF8 checks the second form Parse keeps of a string:
// StrWTF8 gives the UTF-16 sequence as sent, a lone-surrogate escape kept as
// that surrogate's three WTF-8 bytes, so that a caller which removes
// characters can join a pair the removal brings together again. Str is
// unchanged: the same string with each such surrogate as U+FFFD. Only an
// escape makes a surrogate; raw bytes that are not UTF-8 are U+FFFD in both.
func TestParseStringsWTF8(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, doc, wtf8, str string
	}{
		{"plain_is_itself", `"plain"`, "plain", "plain"},
		{"non_ASCII_is_itself", `"é\u00e9😀"`, "éé😀", "éé😀"},
		{"pair_is_one_character", `"\uD83D\uDE00"`, "😀", "😀"},
		{"lone_high_surrogate_kept", `"\uD800"`, "\xed\xa0\x80", "\uFFFD"},
		{"lone_low_surrogate_kept", `"a\uDFFFb"`, "a\xed\xbf\xbfb", "a\uFFFDb"},
		{"pair_split_by_a_control", `"text/\ud83d\u0001\ude00"`, "text/\xed\xa0\xbd\x01\xed\xb8\x80", "text/\uFFFD\x01\uFFFD"},
		{"high_then_pair", `"\uD800\uD800\uDC00"`, "\xed\xa0\x80\U00010000", "\uFFFD\U00010000"},
		{"low_then_high_stay_apart", `"\uDC00\uD800"`, "\xed\xb0\x80\xed\xa0\x80", "\uFFFD\uFFFD"},
		{"raw_encoded_surrogate_is_bad_bytes", "\"\xed\xa0\x80\\uD800\"", "\uFFFD\uFFFD\uFFFD\xed\xa0\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"invalid_byte_then_lone_escape", "\"\xff\\uDBFF\"", "\uFFFD\xed\xaf\xbf", "\uFFFD\uFFFD"},
		{"U+FFFD_escape_is_no_surrogate", `"\uFFFD"`, "\uFFFD", "\uFFFD"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := mustParse(t, tc.doc)
			if got, ok := v.StrWTF8(); !ok || got != tc.wtf8 {
				t.Errorf("Parse(%q).StrWTF8() = %q, %v; want %q, true", tc.doc, got, ok, tc.wtf8)
			}
			if got, _ := v.Str(); got != tc.str {
				t.Errorf("Parse(%q).Str() = %q, want %q", tc.doc, got, tc.str)
			}
			if out := esjson.Append(nil, v); !utf8.Valid(out) {
				t.Errorf("Append(Parse(%q)) = %q is not well formed", tc.doc, out)
			}
		})
	}
	t.Run("in_an_object_and_by_name", func(t *testing.T) {
		v, err := esjson.Parse([]byte(`{"m\uD800":"x\uD800","n":1}`))
		if err != nil {
			t.Fatal(err)
		}
		if !v.Has("m\uFFFD") {
			t.Errorf("Parse gave members %q: a member name stays well formed", names(v))
		}
		if got, ok := v.GetStringWTF8("m\uFFFD"); !ok || got != "x\xed\xa0\x80" {
			t.Errorf("GetStringWTF8 = %q, %v; want %q, true", got, ok, "x\xed\xa0\x80")
		}
		if got, ok := v.GetStringWTF8("n"); ok || got != "" {
			t.Errorf(`GetStringWTF8 of a number = %q, %v; want "", false`, got, ok)
		}
	})
	t.Run("built_values", func(t *testing.T) {
		if got, ok := esjson.StringValue("s\uFFFD").StrWTF8(); !ok || got != "s\uFFFD" {
			t.Errorf("StringValue(s).StrWTF8() = %q, %v; want s itself", got, ok)
		}
		if got, ok := esjson.NumberValue(1).StrWTF8(); ok || got != "" {
			t.Errorf(`NumberValue(1).StrWTF8() = %q, %v; want "", false`, got, ok)
		}
	})
}

// names lists an object's member names in order.
func names(v esjson.Value) []string {
	var out []string
	for _, m := range v.Members() {
		out = append(out, m.Name)
	}
	return out
}

// TestParseDuplicateNames checks that a repeated name keeps its first
// position and takes its last value, as JSON.parse does, both below and
// above the member count from which the parser indexes names.
func TestParseDuplicateNames(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, doc, want string
	}{
		{"first_position_last_value", `{"a":1,"b":2,"a":3}`, `{"a":3,"b":2}`},
		{"three_times", `{"a":1,"a":2,"b":0,"a":3}`, `{"a":3,"b":0}`},
		{"same_name_through_escape", `{"\u0061":1,"a":2}`, `{"a":2}`},
		{"lone_surrogates_become_one_name", `{"\uD800":1,"\uDC00":2}`, "{\"\uFFFD\":2}"},
		{"invalid_bytes_become_one_name", "{\"\xff\":1,\"\xfe\":2}", "{\"\uFFFD\":2}"},
		{"nested_objects_are_separate", `{"a":{"a":1},"b":{"a":2}}`, `{"a":{"a":1},"b":{"a":2}}`},
		{"value_replaced_not_merged", `{"a":{"x":1},"a":{"y":2}}`, `{"a":{"y":2}}`},
		{"many_members_then_repeats", manyMembers(), `{"k00":{"zero":0},"k01":1,"k02":2,"k03":"three","k04":4,"k05":5,"k06":6,"k07":7,"k08":8,"k09":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":[17],"k18":18,"k19":null,"new":true}`},
		{"repeat_of_a_member_added_after_sixteen", `{"k00":0,"k01":0,"k02":0,"k03":0,"k04":0,"k05":0,"k06":0,"k07":0,"k08":0,"k09":0,"k10":0,"k11":0,"k12":0,"k13":0,"k14":0,"k15":0,"late":1,"k16":0,"late":2}`, `{"k00":0,"k01":0,"k02":0,"k03":0,"k04":0,"k05":0,"k06":0,"k07":0,"k08":0,"k09":0,"k10":0,"k11":0,"k12":0,"k13":0,"k14":0,"k15":0,"late":2,"k16":0}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			parsesAs(t, tc.doc, tc.want)
		})
	}
}

// TestParseNumbers checks the float64 Parse gives, including ±Inf for
// overflow (written as null) and -0.
func TestParseNumbers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		doc      string
		want     float64
		negative bool
	}{
		{`0`, 0, false},
		{`-0`, 0, true},
		{`1.5`, 1.5, false},
		{`-2e3`, -2000, true},
		{`1E+2`, 100, false},
		{`5e-324`, 5e-324, false},
		{`1e-400`, 0, false},
		{`-1e-400`, 0, true},
		{`9007199254740993`, 9007199254740992, false},
	} {
		v, err := esjson.Parse([]byte(tc.doc))
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.doc, err)
			continue
		}
		if v.Kind() != esjson.Number || v.Number() != tc.want || math.Signbit(v.Number()) != tc.negative {
			t.Errorf("Parse(%q) = %v %v, want number %v (negative %v)", tc.doc, v.Kind(), v.Number(), tc.want, tc.negative)
		}
	}
	for _, doc := range []string{`1e400`, `-1e400`, "1" + strings.Repeat("0", 400)} {
		v, err := esjson.Parse([]byte(doc))
		if err != nil {
			t.Errorf("Parse(%.20q): %v, want ±Inf", doc, err)
			continue
		}
		if v.Kind() != esjson.Number || !math.IsInf(v.Number(), 0) {
			t.Errorf("Parse(%.20q) = %v %v, want ±Inf", doc, v.Kind(), v.Number())
		}
		if got := esjson.Marshal(v); got != "null" {
			t.Errorf("Marshal(Parse(%.20q)) = %s, want null", doc, got)
		}
	}
}

// TestValueAccessors checks Kind, the accessors and Get, Has and GetString.
func TestValueAccessors(t *testing.T) {
	t.Parallel()
	v, err := esjson.Parse([]byte(`{"s":"text","n":2.5,"t":true,"f":false,"z":null,"a":[1,"x"],"o":{"in":"side"},"e":""}`))
	if err != nil {
		t.Fatal(err)
	}
	if v.Kind() != esjson.Object || v.IsNull() {
		t.Fatalf("Kind() = %v, want object", v.Kind())
	}
	if got, want := names(v), []string{"s", "n", "t", "f", "z", "a", "o", "e"}; !cmp.Equal(got, want) {
		t.Errorf("member names (-want +got):\n%s", cmp.Diff(want, got))
	}

	t.Run("Get_finds_present_members", func(t *testing.T) {
		for name, kind := range map[string]esjson.Kind{
			"s": esjson.String, "n": esjson.Number, "t": esjson.Bool, "f": esjson.Bool,
			"z": esjson.Null, "a": esjson.Array, "o": esjson.Object, "e": esjson.String,
		} {
			m, ok := v.Get(name)
			if !ok || m.Kind() != kind {
				t.Errorf("Get(%q) = %v, %v; want a %v and true", name, m.Kind(), ok, kind)
			}
			if !v.Has(name) {
				t.Errorf("Has(%q) = false, want true", name)
			}
		}
	})
	t.Run("Get_reports_absent_members", func(t *testing.T) {
		for _, name := range []string{"x", "S", "", "in"} {
			if m, ok := v.Get(name); ok || !m.IsNull() {
				t.Errorf("Get(%q) = %v, %v; want null and false", name, m.Kind(), ok)
			}
			if v.Has(name) {
				t.Errorf("Has(%q) = true, want false", name)
			}
		}
	})
	t.Run("GetString_needs_a_string_member", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			want string
			ok   bool
		}{
			{"s", "text", true},
			{"e", "", true},
			{"n", "", false},
			{"z", "", false},
			{"o", "", false},
			{"missing", "", false},
		} {
			if got, ok := v.GetString(tc.name); got != tc.want || ok != tc.ok {
				t.Errorf("GetString(%q) = %q, %v; want %q, %v", tc.name, got, ok, tc.want, tc.ok)
			}
		}
	})
	t.Run("scalar_accessors", func(t *testing.T) {
		if n, _ := v.Get("n"); n.Number() != 2.5 {
			t.Errorf("n.Number() = %v, want 2.5", n.Number())
		}
		if b, _ := v.Get("t"); !b.Bool() {
			t.Errorf("t.Bool() = false, want true")
		}
		if b, _ := v.Get("f"); b.Bool() {
			t.Errorf("f.Bool() = true, want false")
		}
		a, _ := v.Get("a")
		if items := a.Items(); len(items) != 2 || items[0].Number() != 1 {
			t.Errorf("a.Items() = %d items, want [1,\"x\"]", len(items))
		}
		o, _ := v.Get("o")
		if s, ok := o.GetString("in"); !ok || s != "side" {
			t.Errorf(`o.GetString("in") = %q, %v; want "side", true`, s, ok)
		}
	})
	t.Run("other_kinds_have_zero_accessors", func(t *testing.T) {
		for _, w := range []esjson.Value{
			esjson.NullValue(), esjson.BoolValue(true), esjson.NumberValue(3),
			esjson.StringValue("s"), esjson.ArrayValue([]esjson.Value{esjson.StringValue("s")}),
		} {
			if w.Has("s") || w.Members() != nil {
				t.Errorf("%v value has members", w.Kind())
			}
			if _, ok := w.GetString("s"); ok {
				t.Errorf("%v value GetString reported a member", w.Kind())
			}
			if w.Kind() != esjson.String {
				if s, ok := w.Str(); ok || s != "" {
					t.Errorf("%v value Str() = %q, %v; want \"\", false", w.Kind(), s, ok)
				}
			}
			if w.Kind() != esjson.Array && w.Items() != nil {
				t.Errorf("%v value has items", w.Kind())
			}
		}
		if !esjson.NullValue().IsNull() || !(esjson.Value{}).IsNull() {
			t.Errorf("NullValue() or the zero Value is not null")
		}
	})
}

// TestKindString checks the names of the kinds, spelt as JSON Schema does.
func TestKindString(t *testing.T) {
	t.Parallel()
	for kind, want := range map[esjson.Kind]string{
		esjson.Null: "null", esjson.Bool: "boolean", esjson.Number: "number",
		esjson.String: "string", esjson.Array: "array", esjson.Object: "object",
		esjson.Kind(200): "invalid",
	} {
		if got := kind.String(); got != want {
			t.Errorf("Kind(%d).String() = %q, want %q", uint8(kind), got, want)
		}
	}
}

// TestParseObjectRaw checks that each member's raw value is the exact bytes
// written, and that names are decoded.
func TestParseObjectRaw(t *testing.T) {
	t.Parallel()
	type member struct{ Name, Raw string }
	for _, tc := range []struct {
		name string
		doc  string
		want []member
	}{
		{"empty_object", ` {} `, nil},
		{"scalars_as_written", `{"n":1.50,"e":-0,"x":1E+2,"t":true,"z":null}`, []member{{"n", "1.50"}, {"e", "-0"}, {"x", "1E+2"}, {"t", "true"}, {"z", "null"}}},
		{"escapes_kept_raw", `{"s":"\uD800","p":"\u0041\/\n","q":"\uD83D\uDE00"}`, []member{{"s", `"\uD800"`}, {"p", `"\u0041\/\n"`}, {"q", `"\uD83D\uDE00"`}}},
		{"whitespace_inside_values_kept_around_them_dropped", "{ \"a\" :\t[ 1 ,\n2 ] , \"o\" : { \"k\" : \"v\" }\r\n}", []member{{"a", "[ 1 ,\n2 ]"}, {"o", `{ "k" : "v" }`}}},
		{"names_are_decoded", `{"\u0061\n":0,"\uD800":1}`, []member{{"a\n", "0"}, {"\uFFFD", "1"}}},
		{"duplicate_keeps_first_position_last_raw_value", `{"a":1,"b":2,"a":[ 3 ]}`, []member{{"a", "[ 3 ]"}, {"b", "2"}}},
		{"duplicate_through_escape", `{"a":"x","b":2,"\u0061":"\u0079"}`, []member{{"a", `"\u0079"`}, {"b", "2"}}},
		{"duplicates_keep_order_of_first_appearance", `{"c":1,"b":2,"a":3,"b":4,"c":5}`, []member{{"c", "5"}, {"b", "4"}, {"a", "3"}}},
		{"index_like_names_in_written_order", `{"b":1,"1":2}`, []member{{"b", "1"}, {"1", "2"}}},
		{"invalid_UTF-8_kept_in_raw", "{\"s\":\"\xff\"}", []member{{"s", "\"\xff\""}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := []byte(tc.doc)
			ms, err := esjson.ParseObjectRaw(data)
			if err != nil {
				t.Fatalf("ParseObjectRaw(%q): %v", tc.doc, err)
			}
			var got []member
			for _, m := range ms {
				got = append(got, member{m.Name, string(m.Raw)})
				if len(m.Raw) > 0 && !within(m.Raw, data) {
					t.Errorf("member %q: Raw is not a slice of the input", m.Name)
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("ParseObjectRaw(%q) (-want +got):\n%s", tc.doc, diff)
			}
		})
	}
}

// within reports whether sub is a slice of the array behind data.
func within(sub, data []byte) bool {
	for i := range data {
		if &data[i] == &sub[0] {
			return i+len(sub) <= len(data)
		}
	}
	return false
}

// TestParseObjectRawErrors checks that ParseObjectRaw refuses what is not
// one valid object, anywhere in the document.
func TestParseObjectRawErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		doc    string
		offset int
	}{
		{"empty_input", ``, 0},
		{"array", `[1]`, 0},
		{"string", `"{}"`, 0},
		{"number", ` 1`, 1},
		{"null", `null`, 0},
		{"trailing_garbage", `{"a":1} x`, 8},
		{"second_object", `{}{}`, 2},
		{"trailing_comma", `{"a":1,}`, 7},
		{"unterminated", `{"a":1`, 6},
		{"missing_colon", `{"a" 1}`, 5},
		{"invalid_nested_value", `{"a":[1,]}`, 8},
		{"invalid_escape_in_value", `{"a":"\x"}`, 7},
		{"unescaped_control_in_name", "{\"a\x01\":1}", 3},
		{"bad_number_value", `{"a":01}`, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := esjson.ParseObjectRaw([]byte(tc.doc))
			if err == nil {
				t.Fatalf("ParseObjectRaw(%q) = %d members, want an error", tc.doc, len(ms))
			}
			var se *esjson.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ParseObjectRaw(%q) error %v is a %T, want *esjson.SyntaxError", tc.doc, err, err)
			}
			if se.Offset != tc.offset {
				t.Errorf("ParseObjectRaw(%q) error %q has offset %d, want %d", tc.doc, err, se.Offset, tc.offset)
			}
		})
	}
}

// TestParseObjectRawAgreesWithParse checks that each raw value parses to the
// value Parse gives the same member.
func TestParseObjectRawAgreesWithParse(t *testing.T) {
	t.Parallel()
	for _, c := range readGolden(t) {
		doc := []byte(c.Doc)
		v, err := esjson.Parse(doc)
		if err != nil || v.Kind() != esjson.Object {
			continue
		}
		ms, err := esjson.ParseObjectRaw(doc)
		if err != nil {
			t.Errorf("%s: ParseObjectRaw: %v", c.Name, err)
			continue
		}
		checkRawAgrees(t, c.Name, v, ms)
	}
}

// checkRawAgrees fails t unless ms are v's members with the same values.
func checkRawAgrees(t testing.TB, label string, v esjson.Value, ms []esjson.RawMember) {
	t.Helper()
	members := v.Members()
	if len(ms) != len(members) {
		t.Fatalf("%s: ParseObjectRaw gave %d members, Parse %d", label, len(ms), len(members))
	}
	for i, m := range ms {
		if m.Name != members[i].Name {
			t.Errorf("%s: member %d is %q in ParseObjectRaw, %q in Parse", label, i, m.Name, members[i].Name)
		}
		raw, err := esjson.Parse(m.Raw)
		if err != nil {
			t.Errorf("%s: raw value of %q does not parse: %v", label, m.Name, err)
			continue
		}
		if got, want := esjson.Marshal(raw), esjson.Marshal(members[i].Value); got != want {
			t.Errorf("%s: raw value of %q is %s, Parse gave %s", label, m.Name, got, want)
		}
	}
}

// TestSyntaxErrorNamesTheCharacter pins that an error names a non-ASCII
// character as itself, and a byte that is not UTF-8 by its value.
func TestSyntaxErrorNamesTheCharacter(t *testing.T) {
	t.Parallel()
	for doc, want := range map[string]string{
		"é":          `unexpected 'é' where a value belongs`,
		"[1,\xff]":   `unexpected byte 0xff where a value belongs`,
		"{\"a\":1}x": `unexpected 'x' after the value`,
	} {
		_, err := esjson.Parse([]byte(doc))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q): error %v, want one containing %q", doc, err, want)
		}
	}
}

// TestOverwrittenMembers pins that a member a later duplicate name
// replaced is kept, in order, for readers that must fail closed, while
// Members keeps JSON.parse's first place and last value; names are one
// once made well formed.
func TestOverwrittenMembers(t *testing.T) {
	v, err := esjson.Parse([]byte(`{"a":1,"b":2,"a":3,"a":{"x":4},"lone\ud8dd":5,"lone\udef4":6}`))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(esjson.Encode(v)), `{"a":{"x":4},"b":2,"lone`+"\uFFFD"+`":6}`; got != want {
		t.Errorf("Encode = %s, want %s", got, want)
	}
	var got []string
	for _, m := range v.Overwritten() {
		got = append(got, m.Name+"="+string(esjson.Encode(m.Value)))
	}
	if want := []string{"a=1", "a=3", "lone\uFFFD=5"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("Overwritten = %q, want %q", got, want)
	}
	plain, _ := esjson.Parse([]byte(`{"a":1}`))
	if plain.Overwritten() != nil {
		t.Errorf("an object with no duplicate has overwritten members %v", plain.Overwritten())
	}
}

// TestWritten checks that Written gives every member written, each
// overwritten one before the member that replaced it, and that written out
// in that order the object parses to the same members.
func TestWritten(t *testing.T) {
	v, err := esjson.ParseString(`{"a":1,"b":2,"a":3,"c":{"x":1},"a":4}`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range v.Written() {
		got = append(got, m.Name+"="+esjson.Marshal(m.Value))
	}
	if want := []string{"a=1", "a=3", "a=4", "b=2", "c={\"x\":1}"}; !slices.Equal(got, want) {
		t.Errorf("Written = %q, want %q", got, want)
	}
	again, err := esjson.ParseString(esjson.Marshal(esjson.ObjectValue(v.Written())))
	if err != nil {
		t.Fatal(err)
	}
	if esjson.Marshal(again) != esjson.Marshal(v) {
		t.Errorf("written out in order, %s parses to %s", esjson.Marshal(v), esjson.Marshal(again))
	}
	plain, _ := esjson.ParseString(`{"a":1}`)
	if len(plain.Written()) != 1 {
		t.Errorf("Written of an object without duplicates = %v", plain.Written())
	}
}
