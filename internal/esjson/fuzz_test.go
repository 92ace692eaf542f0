package esjson_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// FuzzParse checks, for any input: that what parses is written as valid
// UTF-8 which parses again and is written back byte for byte (idempotence);
// that Parse accepts exactly what encoding/json calls valid; that
// ParseObjectRaw agrees with Parse on objects; and that a refusal is a
// *SyntaxError (or ErrTooDeep) with an offset inside the input and a message
// that is valid UTF-8.
func FuzzParse(f *testing.F) {
	for _, c := range readGolden(f) {
		f.Add([]byte(c.Doc))
	}
	for _, c := range syntaxErrorCases {
		f.Add([]byte(c.doc))
	}
	for _, s := range []string{
		"\"\xff\"", "{\"\xed\xa0\x80\":1}", `{"a":1,"a":2}`, `{"b":1,"1":2}`, "[[[[[]]]]]",
		`"\uD800\uDC00\uDBFF"`, `{"a":[1,{"b":"\u0000"}],"c":-0.0e-0}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := esjson.Parse(data)
		checkRawMode(t, data, v, err)
		// encoding/json refuses nesting past 10000 levels, which needs more
		// input than this; below that, both must agree on what is JSON.
		if len(data) <= 10000 {
			if valid := json.Valid(data); valid != (err == nil) {
				t.Fatalf("Parse(%q) error %v, but json.Valid = %v", data, err, valid)
			}
		}
		if err != nil {
			checkParseError(t, data, err)
			if v.Kind() != esjson.Null {
				t.Errorf("Parse(%q) failed but returned a %v", data, v.Kind())
			}
			if _, rawErr := esjson.ParseObjectRaw(data); rawErr == nil {
				t.Errorf("ParseObjectRaw(%q) accepted what Parse refused: %v", data, err)
			}
			return
		}
		first := esjson.Append(nil, v)
		if !utf8.Valid(first) {
			t.Fatalf("Append(Parse(%q)) = %q is not valid UTF-8", data, first)
		}
		again, err := esjson.Parse(first)
		if err != nil {
			t.Fatalf("Append(Parse(%q)) = %q does not parse: %v", data, first, err)
		}
		if second := esjson.Append(nil, again); !bytes.Equal(first, second) {
			t.Fatalf("not idempotent for %q:\nfirst  %q\nsecond %q", data, first, second)
		}
		ms, rawErr := esjson.ParseObjectRaw(data)
		if v.Kind() != esjson.Object {
			if rawErr == nil {
				t.Fatalf("ParseObjectRaw(%q) accepted a %v", data, v.Kind())
			}
			return
		}
		if rawErr != nil {
			t.Fatalf("ParseObjectRaw(%q): %v, but Parse accepted it", data, rawErr)
		}
		checkRawAgrees(t, "fuzz input", v, ms)
	})
}

// checkParseError fails t unless err is a well-formed refusal of data.
func checkParseError(t *testing.T, data []byte, err error) {
	t.Helper()
	if !utf8.ValidString(err.Error()) {
		t.Errorf("Parse(%q) error message %q is not valid UTF-8", data, err.Error())
	}
	if errors.Is(err, esjson.ErrTooDeep) {
		return
	}
	var se *esjson.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("Parse(%q) error %v is a %T, want *esjson.SyntaxError", data, err, err)
	}
	if se.Offset < 0 || se.Offset > len(data) {
		t.Errorf("Parse(%q) error offset %d is outside the input", data, se.Offset)
	}
}

// checkRawMode fails t unless ParseRaw reads data as Parse did (v, err):
// refusing it with the same error, or reading a value that JSON.parse's
// view (Marshal) makes the same, whose raw text reads back as itself and
// is written again byte for byte.
func checkRawMode(t *testing.T, data []byte, v esjson.Value, err error) {
	t.Helper()
	raw, rawErr := esjson.ParseRaw(data)
	if (err == nil) != (rawErr == nil) || err != nil && err.Error() != rawErr.Error() {
		t.Fatalf("ParseRaw(%q) error %v, Parse's %v", data, rawErr, err)
	}
	if err != nil {
		return
	}
	if a, b := esjson.Marshal(v), esjson.Marshal(raw); a != b {
		t.Fatalf("Parse and ParseRaw read %q apart:\nParse    %s\nParseRaw %s", data, a, b)
	}
	first := esjson.EncodeRaw(raw)
	again, err := esjson.ParseRaw(first)
	if err != nil {
		t.Fatalf("EncodeRaw(ParseRaw(%q)) = %q does not parse: %v", data, first, err)
	}
	if second := esjson.EncodeRaw(again); !bytes.Equal(first, second) {
		t.Fatalf("EncodeRaw not idempotent for %q:\nfirst  %q\nsecond %q", data, first, second)
	}
	if a, b := esjson.Marshal(v), esjson.Marshal(again); a != b {
		t.Fatalf("the raw text %q of %q reads as %s, the document as %s", first, data, b, a)
	}
}
