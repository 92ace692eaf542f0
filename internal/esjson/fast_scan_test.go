package esjson_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/mutatebytes"
)

// fastScanDocs are the documents VisitObject is held to ParseObjectRaw
// on: every golden and malformed document, as it is and as
// a member's value, beside names written twice, whitespace, escapes.
func fastScanDocs(t *testing.T) []string {
	var values []string
	for _, c := range readGolden(t) {
		values = append(values, c.Doc)
	}
	for _, c := range syntaxErrorCases {
		values = append(values, c.doc)
	}
	values = append(values,
		"\"\xff\"", "\"\xed\xa0\x80\"", `"\uD800\uDC00\uDBFF"`, `"\/\b\f\n\r\t\"\\"`, `[]`, `{}`, `[ ]`, `{ }`,
		"[\n1 , 2\t]", `[[],[[]],{}]`, `{"a":{"b":{"c":[1,{"d":null}]}}}`, `{"":""}`, `{"\u0061":1,"a":2}`,
		`{"é\u0041":1,"éA":2}`, "{\"\xff\":1,\"\ufffd\":2}", `{"\u00e9A":1}`,
		`[1,2,]`, `{"a":1,}`, `[}`, `{]`, `{"a"}`, `{"a":1 "b":2}`, `[1:2]`, `{"a",1}`, `[truefalse]`, `[-]`, `[0.]`,
	)
	var docs []string
	for _, v := range values {
		docs = append(docs, v,
			`{"a":`+v+`}`,
			` { "a" : [`+v+` , `+v+`] , "b":`+v+"}\n",
			`{"x":1,"a":`+v+`,"x":`+v+`}`,
			`{"seq":1,"observation":{"blocks":[`+v+`]}}`,
		)
	}
	return docs
}

// TestVisitObjectAgrees holds VisitObject to ParseObjectRaw: on every
// document, the hand-written ones and thousands of random mutations of
// them, its scanner alone accepts exactly what ParseObjectRaw accepts, and
// VisitObject visits ParseObjectRaw's members (a name written twice keeping
// its first place and its last value) or returns its error.
func TestVisitObjectAgrees(t *testing.T) {
	t.Parallel()
	docs := fastScanDocs(t)
	rng := rand.New(rand.NewPCG(7, 2026))
	n := len(docs)
	for range 8 {
		for _, d := range docs[:n] {
			docs = append(docs, mutate(rng, d))
		}
	}
	accepted := 0
	for _, d := range docs {
		if wantSameMembers(t, []byte(d)) {
			accepted++
		}
	}
	if accepted < len(docs)/10 || accepted > len(docs)*9/10 {
		t.Errorf("%d of %d documents are objects: the corpus is off balance", accepted, len(docs))
	}
	t.Logf("%d documents, %d of them objects ParseObjectRaw accepts", len(docs), accepted)
}

// TestVisitObjectDepth pins the nesting bound: a member's value may nest
// MaxDepth-1 levels inside the object, not one more.
func TestVisitObjectDepth(t *testing.T) {
	t.Parallel()
	for _, levels := range []int{esjson.MaxDepth - 2, esjson.MaxDepth - 1, esjson.MaxDepth} {
		for _, open := range []string{"[", `{"k":`} {
			shut := map[string]string{"[": "]", `{"k":`: "}"}[open]
			doc := `{"a":` + strings.Repeat(open, levels) + "0" + strings.Repeat(shut, levels) + "}"
			wantSameMembers(t, []byte(doc))
		}
	}
}

// wantSameMembers checks VisitObject against ParseObjectRaw on doc, and
// reports whether ParseObjectRaw accepts it.
func wantSameMembers(t *testing.T, doc []byte) bool {
	t.Helper()
	want, wantErr := esjson.ParseObjectRaw(doc)
	if ok := esjson.VisitObjectScan(doc, func(name, raw []byte) {}); ok != (wantErr == nil) {
		t.Errorf("the scanner accepts %q: %t; ParseObjectRaw: %v", short(doc), ok, wantErr)
	}
	var got []esjson.RawMember
	err := esjson.VisitObject(doc, func(name, raw []byte) {
		for i := range got {
			if esjson.NameIs(name, got[i].Name) {
				got[i].Raw = raw
				return
			}
		}
		got = append(got, esjson.RawMember{Name: esjson.NameOf(name), Raw: raw})
	})
	if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
		t.Errorf("VisitObject(%q) error %v, want %v", short(doc), err, wantErr)
	}
	if wantErr == nil {
		if diff := cmp.Diff(rawMembers(want), rawMembers(got)); diff != "" {
			t.Errorf("VisitObject(%q) (-ParseObjectRaw +visited):\n%s", short(doc), diff)
		}
	}
	return wantErr == nil
}

func rawMembers(members []esjson.RawMember) []string {
	var out []string
	for _, m := range members {
		out = append(out, m.Name+"\x00"+string(m.Raw))
	}
	return out
}

func short(doc []byte) string {
	if len(doc) > 200 {
		return string(doc[:200]) + "…"
	}
	return string(doc)
}

// mutate changes doc in one to three places: a byte deleted, doubled, or
// replaced by one of JSON's own.
func mutate(rng *rand.Rand, doc string) string {
	return string(mutatebytes.Mutate(rng, []byte(doc), "{}[]:,\"\\ \t\n0123456789-+.eEtrufalsn\x00\x1f\x7f\xc3\xa9\xff"))
}

// FuzzVisitObject holds VisitObject to ParseObjectRaw on any input.
func FuzzVisitObject(f *testing.F) {
	for _, s := range []string{`{"a":1,"a":[2,{"b":"\u00e9"}]}`, `{"seq":1,"observation":{"blocks":[]}}`, `{"a":tru}`, "{\"a\":\"\xff\"}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, doc []byte) { wantSameMembers(t, doc) })
}

// TestVisitObject pins what VisitObject visits: every member as
// written, a name written twice twice, names read by NameOf and NameIs as
// the parser reads them.
func TestVisitObject(t *testing.T) {
	t.Parallel()
	doc := "{\"a\":1, \"\\u0062\" : [2] ,\"a\":\"3\",\"é\\u0041\":{},\"\xff\":null}"
	var got []string
	err := esjson.VisitObject([]byte(doc), func(name, raw []byte) {
		got = append(got, esjson.NameOf(name)+"="+string(raw))
		if !esjson.NameIs(name, esjson.NameOf(name)) || esjson.NameIs(name, "a\x00") {
			t.Errorf("NameIs(%s) disagrees with NameOf", name)
		}
	})
	want := []string{"a=1", "b=[2]", `a="3"`, "éA={}", "\uFFFD=null"}
	if err != nil || !cmp.Equal(want, got) {
		t.Errorf("VisitObject(%s) = %v, %q; want %q", doc, err, got, want)
	}
}

// TestValid checks Valid against encoding/json's Valid, and at the depths
// encoding/json refuses.
func TestValid(t *testing.T) {
	for _, doc := range []string{
		`{}`, ` [1, "a", {"b": null}] `, `"x"`, `-0.5e3`, `true`, `{"a":1,"a":2}`,
		``, ` `, `{`, `[1,]`, `{"a" 1}`, `01`, `"\x"`, `[1] [2]`, `{"a":1}x`, "\"\x01\"", `nul`,
	} {
		if got, want := esjson.Valid([]byte(doc)), json.Valid([]byte(doc)); got != want {
			t.Errorf("Valid(%q) = %v, want %v", doc, got, want)
		}
	}
	deep := strings.Repeat("[", 20_000) + strings.Repeat("]", 20_000)
	if !esjson.Valid([]byte(deep)) {
		t.Error("Valid refuses 20,000 levels")
	}
	if esjson.Valid([]byte(deep[:len(deep)-1])) {
		t.Error("Valid takes 20,000 levels left open by one")
	}
	tooDeep := strings.Repeat("[", esjson.MaxDepth+1) + strings.Repeat("]", esjson.MaxDepth+1)
	if esjson.Valid([]byte(tooDeep)) {
		t.Error("Valid takes more than MaxDepth levels")
	}
}

func TestNesting(t *testing.T) {
	for doc, want := range map[string]int{`1`: 0, `[]`: 1, `{"a":[{}]}`: 3, `["[[[", {"\"{": [1]}]`: 3, `[[],[[]]]`: 3} {
		if got := esjson.Nesting([]byte(doc)); got != want {
			t.Errorf("Nesting(%s) = %d, want %d", doc, got, want)
		}
	}
}
