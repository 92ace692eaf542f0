package esjson_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// update regenerates testdata/golden.json by asking Node. Only TestGolden
// reads it; without it Node is never run.
var update = flag.Bool("update", false, "regenerate testdata/golden.json with node (run with -run TestGolden)")

const goldenPath = "testdata/golden.json"

// goldenCase is one document of the cross-check against Node. Want is what
// JSON.stringify(JSON.parse(Doc)) gives in Node once every string and member
// name is made well formed (lone surrogates to U+FFFD), as esjson makes them.
type goldenCase struct {
	Name string `json:"name"`
	Doc  string `json:"doc"`
	Want string `json:"want,omitempty"`
}

// goldenDocs returns the documents of the cross-check, in file order. Every
// one must parse in JSON.parse, be valid UTF-8, and have no member named by a
// canonical array index (JavaScript moves those first; esjson does not, see
// TestParseKeepsIndexLikeNamesInWrittenOrder).
func goldenDocs() []goldenCase {
	cases := []goldenCase{
		// Numbers: Number::toString's cases and the edges of float64.
		{"zero", `0`, ""},
		{"negative_zero", `-0`, ""},
		{"negative_zero_point_zero", `-0.0`, ""},
		{"one_point_zero", `1.0`, ""},
		{"hundred", `100`, ""},
		{"1e20_is_written_in_full", `1e20`, ""},
		{"1e21_switches_to_exponent", `1e21`, ""},
		{"21_nines_round_to_1e21", `999999999999999999999`, ""},
		{"20_nines_round_to_1e20", `99999999999999999999`, ""},
		{"123e-20", `123e-20`, ""},
		{"1e-6_is_written_in_full", `1e-6`, ""},
		{"0.000001", `0.000001`, ""},
		{"1e-7_switches_to_exponent", `1e-7`, ""},
		{"0.0000001234", `0.0000001234`, ""},
		{"negative_small_exponent", `-1.5e-10`, ""},
		{"capital_E_and_plus", `1E+2`, ""},
		{"fraction_and_exponent", `123.456e2`, ""},
		{"0.1e1", `0.1e1`, ""},
		{"0.1", `0.1`, ""},
		{"4.35", `4.35`, ""},
		{"0.30000000000000004", `0.30000000000000004`, ""},
		{"2^53+1_rounds", `9007199254740993`, ""},
		{"2^64", `18446744073709551616`, ""},
		{"21_digit_integer", `123456789012345678901`, ""},
		{"1.5e300", `1.5e300`, ""},
		{"smallest_denormal", `5e-324`, ""},
		{"3e-324_rounds_up_to_denormal", `3e-324`, ""},
		{"denormal_1e-323", `1e-323`, ""},
		{"smallest_normal", `2.2250738585072014e-308`, ""},
		{"largest_double", `1.7976931348623157e308`, ""},
		{"rounds_down_to_largest_double", `1.7976931348623158e308`, ""},
		{"overflow_past_largest_double", `1.7976931348623159e308`, ""},
		{"1e400_is_infinity", `1e400`, ""},
		{"-1e400_is_infinity", `-1e400`, ""},
		{"1e-400_underflows_to_zero", `1e-400`, ""},
		{"-1e-400_underflows_to_negative_zero", `-1e-400`, ""},
		{"400_digit_integer", "1" + strings.Repeat("0", 400), ""},
		{"long_fraction", "0." + strings.Repeat("0", 30) + "123456789012345678901234567890", ""},
		{"mixed_number_array", `[1e21,1e-7,-0,0.1,1.0,-1e400,2.5e-7]`, ""},
		{"random_doubles_from_bits", randomDoubles(200), ""},
		{"random_short_decimals", randomDecimals(200), ""},
		{"random_integers", randomIntegers(100), ""},

		// Strings.
		{"empty_string", `""`, ""},
		{"every_C0_control_escaped_as_u", everyControl(), ""},
		{"short_escapes", `"\b\f\n\r\t"`, ""},
		{"quote_backslash_slash", `"\"\\\/ and / raw"`, ""},
		{"html_characters_raw", `"<>&'"`, ""},
		{"html_characters_escaped", `"\u003c\u003E\u0026\u0027"`, ""},
		{"DEL_raw_and_escaped", "\"\x7f|\\u007F\"", ""},
		{"U+0085_raw_and_escaped", "\"\u0085|\\u0085\"", ""},
		{"U+2028_U+2029_raw", "\"\u2028\u2029\"", ""},
		{"U+2028_U+2029_escaped", `"\u2028\u2029"`, ""},
		{"U+FEFF_raw_and_escaped", "\"\uFEFF|\\uFEFF\"", ""},
		{"U+FFFD_and_U+FFFF", "\"\uFFFD|\\uFFFD|\\uFFFF|\uFFFF\"", ""},
		{"escaped_NUL", `"a\u0000b"`, ""},
		{"non_BMP_raw", "\"😀𝄞\U0010FFFF\"", ""},
		{"non_BMP_as_surrogate_pairs", `"\uD83D\uDE00\ud834\udd1e"`, ""},
		{"largest_code_point_as_pair", `"\uDBFF\uDFFF"`, ""},
		{"lone_high_surrogate", `"\uD800"`, ""},
		{"lone_low_surrogate", `"\uDC00"`, ""},
		{"lone_high_then_letter_escape", `"\uD800\u0041"`, ""},
		{"lone_high_then_pair", `"\uD800\uD800\uDC00"`, ""},
		{"low_then_high_is_two_lone", `"\uDC00\uD800"`, ""},
		{"lone_high_then_raw_text", `"\uDBFFx"`, ""},
		{"lone_high_then_raw_non_BMP", "\"\\uD83D😀\"", ""},
		{"lone_high_at_end_after_text", `"abc\uD800"`, ""},
		{"lone_surrogates_in_array", `["\uD800","\uDFFF","ok","\uDBFF\uDBFF"]`, ""},
		{"hex_digits_either_case", `"\u00E9\u00e9\u00C9"`, ""},
		{"raw_and_escaped_latin", `"héllo wörld \u00e9"`, ""},
		{"many_scripts", `"日本語 한국어 العربية עברית Ελληνικά"`, ""},

		// Objects and arrays.
		{"duplicate_name_keeps_first_position_last_value", `{"a":1,"b":2,"a":3}`, ""},
		{"duplicate_name_through_escape", `{"a":1,"\u0061":2,"b":3}`, ""},
		{"duplicate_replaces_object_with_null", `{"a":{"x":1},"b":0,"a":null}`, ""},
		{"nested_duplicates", `{"a":{"b":1,"b":2},"a":{"c":3,"c":[4]}}`, ""},
		{"duplicates_past_twenty_members", manyMembers(), ""},
		{"empty_name_and_empty_containers", `{"":{},"x":[],"y":[{}],"z":{"":[]}}`, ""},
		{"__proto__member", `{"__proto__":{"x":1},"y":2}`, ""},
		{"numeric_but_not_index_names", `{"b":0,"01":1,"1.5":2,"-1":3,"1e3":4," 1":5}`, ""},
		{"names_with_escapes", `{"\n\u0000\"\\":true,"\u00e9":false,"é2":null}`, ""},
		{"lone_surrogate_names", `{"\uD800":1,"b":2}`, ""},
		{"lone_surrogate_names_collapse_into_one", `{"\uD800":1,"b":2,"\uDBFF":3,"\uFFFD":4}`, ""},
		{"nested_mixed", `{"a":[{"b":[[],{}]},null,true,false],"c":{"d":{"e":"f"}}}`, ""},
		{"deep_arrays", strings.Repeat("[", 64) + strings.Repeat("]", 64), ""},
		{"deep_objects", strings.Repeat(`{"k":`, 64) + "0" + strings.Repeat("}", 64), ""},
		{"top_level_true", `true`, ""},
		{"top_level_false", `false`, ""},
		{"top_level_null", `null`, ""},
		{"whitespace_everywhere", " \t\n\r{ \"a\" :\t[ 1 ,\n2 ] ,\r\"b\" : { } }\r\n\t ", ""},
		{"every_kind_in_array", `[null,true,false,0,-1.5,"s",[],{},[null],{"k":"v"}]`, ""},
		{"tool_result_shape", `{"content":[{"type":"text","text":"line 1\nline 2\t<b>&amp;</b>"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}],"structuredContent":{"temperature":22.5,"unit":"°C","ok":true,"tags":["a","b"]},"isError":false}`, ""},
	}
	return cases
}

// everyControl is a string literal holding U+0000 to U+001F as \u escapes
// with upper-case hex, so the writer has to choose each escape itself.
func everyControl() string {
	var b strings.Builder
	b.WriteByte('"')
	for c := range 0x20 {
		fmt.Fprintf(&b, `\u%04X`, c)
	}
	b.WriteByte('"')
	return b.String()
}

// manyMembers is an object of 20 names and repeats of some of them, so the
// parser's name index (built from 16 members) is exercised.
func manyMembers() string {
	var b strings.Builder
	b.WriteByte('{')
	for i := range 20 {
		fmt.Fprintf(&b, `"k%02d":%d,`, i, i)
	}
	b.WriteString(`"k03":"three","k17":[17],"k00":{"zero":0},"new":true,"k19":null}`)
	return b.String()
}

// splitmix64 is a tiny fixed generator, so the random documents are the same
// on every Go version.
type splitmix64 uint64

func (s *splitmix64) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// randomDoubles is an array of n finite doubles taken from random bits,
// written with Go's shortest round-trip text.
func randomDoubles(n int) string {
	s := splitmix64(1)
	parts := make([]string, 0, n)
	for len(parts) < n {
		f := math.Float64frombits(s.next())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		parts = append(parts, strconv.FormatFloat(f, 'g', -1, 64))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// randomDecimals is an array of n short decimal literals such as 4.35e-9,
// whose shortest form often ties between neighbours.
func randomDecimals(n int) string {
	s := splitmix64(2)
	parts := make([]string, 0, n)
	for range n {
		mant := s.next() % 100000
		exp := int(s.next()%60) - 30
		parts = append(parts, fmt.Sprintf("%d.%de%d", mant/1000, mant%1000, exp))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// randomIntegers is an array of n integers of up to 22 digits.
func randomIntegers(n int) string {
	s := splitmix64(3)
	parts := make([]string, 0, n)
	for range n {
		digits := 1 + int(s.next()%22)
		var b strings.Builder
		if s.next()%2 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(byte('1' + s.next()%9))
		for range digits - 1 {
			b.WriteByte(byte('0' + s.next()%10))
		}
		parts = append(parts, b.String())
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// nodeScript reads a JSON array of documents on stdin and writes a JSON
// array of JSON.stringify(JSON.parse(doc)), every string and member name made
// well formed first. A null-prototype object keeps a "__proto__" member an
// own member, and assigning a name twice keeps its first position, as
// JSON.parse does with duplicates.
const nodeScript = `
'use strict';
const docs = JSON.parse(require('fs').readFileSync(0, 'utf8'));
function wellFormed(v) {
  if (typeof v === 'string') return v.toWellFormed();
  if (Array.isArray(v)) return v.map(wellFormed);
  if (v !== null && typeof v === 'object') {
    const o = Object.create(null);
    for (const [k, x] of Object.entries(v)) o[k.toWellFormed()] = wellFormed(x);
    return o;
  }
  return v;
}
const out = docs.map((d, i) => {
  try {
    return JSON.stringify(wellFormed(JSON.parse(d)));
  } catch (e) {
    throw new Error('document ' + i + ': ' + e.message);
  }
});
process.stdout.write(JSON.stringify(out));
`

// isArrayIndex reports whether name is a canonical array index, a name
// JavaScript orders before all others.
func isArrayIndex(name string) bool {
	n, err := strconv.ParseUint(name, 10, 32)
	return err == nil && n < math.MaxUint32 && strconv.FormatUint(n, 10) == name
}

// checkNames fails t if v holds an object member named like an array index.
func checkNames(t *testing.T, doc string, v esjson.Value) {
	t.Helper()
	esjson.Walk(v, struct{}{}, func(_ esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		if at.Member() && isArrayIndex(at.Name) {
			t.Fatalf("golden document %q has the array-index name %q, which JavaScript reorders", doc, at.Name)
		}
		return struct{}{}, true
	})
}

// writeGolden computes every case's Want with Node and writes the golden file.
func writeGolden(t *testing.T, cases []goldenCase) {
	t.Helper()
	docs := make([]string, len(cases))
	for i, c := range cases {
		if !utf8.ValidString(c.Doc) {
			t.Fatalf("golden document %d (%s) is not valid UTF-8", i, c.Name)
		}
		v, err := esjson.Parse([]byte(c.Doc))
		if err != nil {
			t.Fatalf("golden document %d (%s) does not parse: %v", i, c.Name, err)
		}
		checkNames(t, c.Doc, v)
		docs[i] = c.Doc
	}
	input, err := json.Marshal(docs)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("node", "-e", nodeScript)
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.Bytes())
	}
	var wants []string
	if err := json.Unmarshal(out, &wants); err != nil {
		t.Fatalf("reading node's output: %v", err)
	}
	if len(wants) != len(cases) {
		t.Fatalf("node gave %d results for %d documents", len(wants), len(cases))
	}
	for i := range cases {
		cases[i].Want = wants[i]
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "\t")
	if err := enc.Encode(cases); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(goldenPath, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d cases to %s", len(cases), goldenPath)
}

// readGolden returns the cases of the golden file.
func readGolden(tb testing.TB) []goldenCase {
	tb.Helper()
	data, err := os.ReadFile(goldenPath)
	if err != nil {
		tb.Fatalf("%v (regenerate with: go test ./internal/esjson -run TestGolden -update)", err)
	}
	var cases []goldenCase
	if err := json.Unmarshal(data, &cases); err != nil {
		tb.Fatalf("reading %s: %v", goldenPath, err)
	}
	return cases
}

// TestGolden checks that esjson reads and writes each golden document as
// Node's JSON.stringify(JSON.parse(doc)) does, strings made well formed.
func TestGolden(t *testing.T) {
	t.Parallel()
	docs := goldenDocs()
	if *update {
		writeGolden(t, docs)
	}
	cases := readGolden(t)
	if len(cases) != len(docs) {
		t.Fatalf("%s has %d cases, the table %d: regenerate with -update", goldenPath, len(cases), len(docs))
	}
	for i, c := range cases {
		if c.Name != docs[i].Name || c.Doc != docs[i].Doc {
			t.Fatalf("%s case %d is %q, the table's is %q: regenerate with -update", goldenPath, i, c.Name, docs[i].Name)
		}
	}
	for i, c := range cases {
		t.Run(fmt.Sprintf("%02d_%s", i, c.Name), func(t *testing.T) {
			parsesAs(t, c.Doc, c.Want)
		})
	}
}

// TestParseKeepsIndexLikeNamesInWrittenOrder pins a deliberate difference
// from JavaScript: JSON.stringify(JSON.parse(`{"b":1,"1":2}`)) gives
// {"1":2,"b":1}, moving array-index names first, but esjson keeps the order
// the names were written in.
func TestParseKeepsIndexLikeNamesInWrittenOrder(t *testing.T) {
	t.Parallel()
	for _, doc := range []string{
		`{"b":1,"1":2}`,
		`{"z":0,"42":1,"0":2,"a":3,"4294967294":4}`,
	} {
		parsesAs(t, doc, doc)
	}
}
