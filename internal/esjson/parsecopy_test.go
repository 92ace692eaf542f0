package esjson_test

import (
	"math"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// TestParseCopy holds ParseCopy and ParseString to Parse: the same value,
// or the same error, on the golden documents and the malformed ones.
func TestParseCopy(t *testing.T) {
	t.Parallel()
	var docs []string
	for _, c := range readGolden(t) {
		docs = append(docs, c.Doc)
	}
	for _, c := range syntaxErrorCases {
		docs = append(docs, c.doc)
	}
	long := `"` + "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef" + `"`
	docs = append(docs, long, `{"a":`+long+`,"b":[`+long+`,"\u00e9`+long[1:]+`]}`, `"\ud800"`)
	for _, doc := range docs {
		want, wantErr := esjson.Parse([]byte(doc))
		text, got, err := esjson.ParseCopy([]byte(doc))
		if text != doc {
			t.Errorf("%q: the copy is %q", doc, text)
		}
		if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
			t.Errorf("%q: error %v, want %v", doc, err, wantErr)
			continue
		}
		if !sameParse(got, want) {
			t.Errorf("%q: ParseCopy reads %s, Parse %s", doc, esjson.Marshal(got), esjson.Marshal(want))
		}
		got, err = esjson.ParseString(doc)
		if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
			t.Errorf("%q: ParseString's error %v, want %v", doc, err, wantErr)
		} else if !sameParse(got, want) {
			t.Errorf("%q: ParseString reads %s, Parse %s", doc, esjson.Marshal(got), esjson.Marshal(want))
		}
	}
}

// sameParse reports whether a and b are the same value, strings as sent
// included. It reads two values side by side, so it recurses by hand:
// esjson.Walk visits one.
func sameParse(a, b esjson.Value) bool {
	if a.Kind() != b.Kind() || a.Bool() != b.Bool() || len(a.Items()) != len(b.Items()) || len(a.Members()) != len(b.Members()) {
		return false
	}
	if x, y := a.Number(), b.Number(); x != y && !(math.IsNaN(x) && math.IsNaN(y)) {
		return false
	}
	x, _ := a.Str()
	y, _ := b.Str()
	xs, _ := a.StrWTF8()
	ys, _ := b.StrWTF8()
	if x != y || xs != ys {
		return false
	}
	for i := range a.Items() {
		if !sameParse(a.Items()[i], b.Items()[i]) {
			return false
		}
	}
	for i, m := range a.Members() {
		if m.Name != b.Members()[i].Name || !sameParse(m.Value, b.Members()[i].Value) {
			return false
		}
	}
	return true
}
