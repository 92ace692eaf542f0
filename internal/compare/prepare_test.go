package compare

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestPrepareKeepsNothing checks that a case checked through Prepare,
// however many there are, is not kept by Check's cache, and scores as
// Check scores it: a fuzzer's fresh cases, megabytes each, must not pile
// up.
func TestPrepareKeepsNothing(t *testing.T) {
	// Not parallel: it counts the entries of a cache every check shares.
	type checked struct {
		c   *vectors.Case
		obs adapters.Observation
		got Result
	}
	var all []checked
	before := CachedCases()
	for i := range 200 {
		secret := fmt.Sprintf("memo://secret-%03d/notes", i)
		c := caseWith(t, adapters.Push, fmt.Sprintf(`{"blocks":[{"type":"text","text":"# notes %d"}]}`, i), secret)
		c.Input = adapters.Input(fmt.Sprintf(`{"content":[{"type":"resource","resource":{"uri":%q,"text":"# notes %d"}}]}`, secret, i))
		for _, obs := range []adapters.Observation{
			blocks(text(fmt.Sprintf("# notes %d", i))),
			blocks(text(fmt.Sprintf("# notes %d", i)), text("from "+strings.ToUpper(secret))),
		} {
			all = append(all, checked{c, obs, Prepare(c).Check(adapters.Push, obs, nil)})
		}
	}
	if after := CachedCases(); after != before {
		t.Errorf("Check's cache holds %d cases after 200 were checked through Prepare, %d before", after, before)
	}
	for _, x := range all {
		if want := Check(x.c, adapters.Push, x.obs, nil); !cmp.Equal(x.got, want) {
			t.Fatalf("%s: Prepare(c).Check differs from Check (-Check +Prepare):\n%s", x.c.Input, cmp.Diff(want, x.got))
		}
		root, err := esjson.Parse(x.c.Input)
		if got := PrepareParsed(x.c, root, err).Check(adapters.Push, x.obs, nil); !cmp.Equal(got, x.got) {
			t.Fatalf("%s: PrepareParsed differs from Prepare (-Prepare +PrepareParsed):\n%s", x.c.Input, cmp.Diff(x.got, got))
		}
	}
}

// TestExpectingSharesThePreparation checks that a prepared case made to
// expect something else of a lane scores as a case written so.
func TestExpectingSharesThePreparation(t *testing.T) {
	t.Parallel()
	secret := "https://h.example/x?sig=secret-token-1"
	c := caseWith(t, adapters.Push, `{"blocks":[{"type":"text","text":"a"}]}`, secret)
	other := caseWith(t, adapters.Channel, `{"blocks":[{"type":"text","text":"b"}]}`, secret)
	p := Prepare(c).Expecting(adapters.Channel, other.Expect[adapters.Channel])
	for _, obs := range []adapters.Observation{blocks(text("b")), blocks(text("a")), blocks(text("b secret-token-1"))} {
		if got, want := p.Check(adapters.Channel, obs, nil), Check(other, adapters.Channel, obs, nil); !cmp.Equal(got, want) {
			t.Errorf("%v: mismatch (-want +got):\n%s", obs.Blocks, cmp.Diff(want, got))
		}
	}
	if r := p.Check(adapters.Push, blocks(text("a")), nil); r.Verdict != Error {
		t.Errorf("the prepared case expects push still: %v", r)
	}
}

// TestProfileFormsAreBracketed pins what ProfileKind's quick test reads:
// every form of the reference profile is one bracketed text.
func TestProfileFormsAreBracketed(t *testing.T) {
	t.Parallel()
	for kind, re := range profileForms {
		if s := re.String(); !strings.HasPrefix(s, `^\[`) || !strings.HasSuffix(s, `\]$`) {
			t.Errorf("%s: the form %s is not one bracketed text", kind, s)
		}
	}
}

// TestEqualJSONAgreesWithCmp holds equalJSON to cmp.Equal on the values
// as encoding/json decodes them: member order aside, kinds apart.
func TestEqualJSONAgreesWithCmp(t *testing.T) {
	t.Parallel()
	var big, bigOther strings.Builder
	big.WriteString("{")
	bigOther.WriteString("{")
	for i := range 20 {
		if i > 0 {
			big.WriteString(",")
			bigOther.WriteString(",")
		}
		fmt.Fprintf(&big, `"m%d":%d`, i, i)
		fmt.Fprintf(&bigOther, `"m%d":%d`, 19-i, 19-i)
	}
	big.WriteString("}")
	bigOther.WriteString("}")
	docs := []string{`null`, `true`, `false`, `0`, `1`, `""`, `"a"`, `"1"`, `[]`, `["a"]`, `["a",1]`, `[1,"a"]`,
		`{}`, `{"a":1}`, `{"a":"1"}`, `{"b":1}`, `{"a":1,"b":2}`, `{"b":2,"a":1}`, `{"a":1,"c":2}`,
		`{"a":[{"x":null}]}`, `{"a":[{"x":false}]}`, big.String(), bigOther.String(), strings.Replace(big.String(), `"m7":7`, `"m7":8`, 1)}
	for _, a := range docs {
		for _, b := range docs {
			va, vb := mustParse(t, a), mustParse(t, b)
			if got, want := equalJSON(va, vb), cmp.Equal(va.Any(), vb.Any()); got != want {
				t.Errorf("equalJSON(%s, %s) = %v, cmp.Equal says %v", a, b, got, want)
			}
		}
	}
	outcomes := []outcome{{}, {Blocks: []shown{}}, {Blocks: []shown{{Type: "text"}}}, {Refused: "empty"}, {Render: "shown", Blocks: []shown{}}}
	for _, a := range outcomes {
		for _, b := range outcomes {
			if got, want := a.equal(b), cmp.Equal(a, b, cmpopts.IgnoreUnexported(outcome{})); got != want {
				t.Errorf("%+v.equal(%+v) = %v, cmp.Equal says %v", a, b, got, want)
			}
		}
	}
}

// TestProfileShapes holds ProfileKind's quick reading of the profile forms
// to their regular expressions, on every marker's text and on texts made
// of their pieces.
func TestProfileShapes(t *testing.T) {
	t.Parallel()
	pieces := []string{"", "[", "]", " ", "\n", "\r", ": ", "(", ")", ").]", "ref_", "12", "x", "é", "\xff",
		"12]", ": x]", "\n]", "3: ]", ": \n]", "a).]", "\n).]",
		"[Reference ", "[Reference: ", "[Reference ref_", "[image: ", "[Image: no data]",
		"[Resource not shown: this host can't display its data (", "[Audio not shown: this host's tool results carry only text and images ("}
	for _, f := range profileShapes {
		pieces = append(pieces, f.text)
	}
	var texts []string
	for _, a := range pieces {
		for _, b := range pieces {
			for _, c := range pieces {
				texts = append(texts, a+b+c)
			}
		}
	}
	if len(profileShapes) != len(profileForms) {
		t.Fatalf("%d shapes for %d forms", len(profileShapes), len(profileForms))
	}
	for _, s := range texts {
		want := ""
		for kind, re := range profileForms {
			if re.MatchString(s) {
				if want != "" {
					t.Fatalf("%q matches the forms of %s and %s", s, want, kind)
				}
				want = kind
			}
		}
		got := ""
		for _, f := range profileShapes {
			if f.match(s) {
				got = f.kind
				break
			}
		}
		if got != want {
			t.Errorf("%q: the shapes read %q, the forms %q", s, got, want)
		}
	}
}

func mustParse(t *testing.T, doc string) esjson.Value {
	t.Helper()
	v, err := esjson.ParseString(doc)
	if err != nil {
		t.Fatalf("%s: %v", doc, err)
	}
	return v
}
