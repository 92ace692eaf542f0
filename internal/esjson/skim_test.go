package esjson_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// skimDocs are fastScanDocs, each as it is and as an array's items, with
// random mutations of them all.
func skimDocs(t *testing.T) []string {
	var docs []string
	for _, d := range fastScanDocs(t) {
		docs = append(docs, d, "["+d+"]", " [ "+d+" ,\n"+d+" ] ")
	}
	rng := rand.New(rand.NewPCG(5, 2026))
	for _, d := range docs { // the documents before the loop's
		docs = append(docs, mutate(rng, d), mutate(rng, d))
	}
	return docs
}

// TestScanAgrees holds ScanObject to ParseObjectRaw and ScanArray to
// ParseArrayRaw: on every document, hand-written and mutated, each
// accepts exactly what the parser accepts, and visits its members or
// items as written.
func TestScanAgrees(t *testing.T) {
	t.Parallel()
	docs := skimDocs(t)
	arrays := 0
	for _, d := range docs {
		items, wantErr := esjson.ParseArrayRaw([]byte(d))
		var want, got []string
		for _, item := range items {
			want = append(want, string(item))
		}
		ok := esjson.ScanArray([]byte(d), func(raw []byte) { got = append(got, string(raw)) })
		if ok != (wantErr == nil) {
			t.Errorf("ScanArray(%q) = %t; ParseArrayRaw: %v", short([]byte(d)), ok, wantErr)
			continue
		}
		if ok {
			arrays++
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("ScanArray(%q) (-ParseArrayRaw +visited):\n%s", short([]byte(d)), diff)
			}
		}
		_, objErr := esjson.ParseObjectRaw([]byte(d))
		if ok := esjson.ScanObject([]byte(d), func(name, raw []byte) {}); ok != (objErr == nil) {
			t.Errorf("ScanObject(%q) = %t; ParseObjectRaw: %v", short([]byte(d)), ok, objErr)
		}
	}
	if arrays < len(docs)/10 || arrays > len(docs)*9/10 {
		t.Errorf("%d of %d documents are arrays: the corpus is off balance", arrays, len(docs))
	}
}

// TestScanArrayDepth pins the nesting bound: an item may nest MaxDepth-1
// levels inside the array, not one more.
func TestScanArrayDepth(t *testing.T) {
	t.Parallel()
	for _, levels := range []int{esjson.MaxDepth - 2, esjson.MaxDepth - 1, esjson.MaxDepth} {
		doc := "[" + strings.Repeat("[", levels) + strings.Repeat("]", levels) + "]"
		_, err := esjson.ParseArrayRaw([]byte(doc))
		if ok := esjson.ScanArray([]byte(doc), func([]byte) {}); ok != (err == nil) {
			t.Errorf("%d levels inside an array: ScanArray %t, ParseArrayRaw %v", levels, ok, err)
		}
	}
}

// TestStringEnd holds StringEnd to the parser on every document that
// begins with a quote: it ends where the string the parser reads ends,
// and refuses what the parser refuses there.
func TestStringEnd(t *testing.T) {
	t.Parallel()
	strs := 0
	for _, d := range skimDocs(t) {
		if !strings.HasPrefix(d, `"`) {
			continue
		}
		end, ok := esjson.StringEnd([]byte(d), 0)
		v, err := esjson.Parse([]byte(d))
		switch {
		case err == nil && (!ok || end != len(d)):
			t.Errorf("StringEnd(%q) = %d, %t; the parser reads the whole of it", short([]byte(d)), end, ok)
		case ok && err == nil:
			strs++
			if _, isStr := v.Str(); !isStr {
				t.Errorf("StringEnd(%q) = %d: the parser reads no string", short([]byte(d)), end)
			}
		case ok:
			if _, err := esjson.Parse([]byte(d[:end])); err != nil {
				t.Errorf("StringEnd(%q) = %d, but the parser refuses %q: %v", short([]byte(d)), end, d[:end], err)
			}
		}
	}
	if strs < 10 {
		t.Errorf("%d documents are strings the parser reads: too few to hold StringEnd to it", strs)
	}
	if _, ok := esjson.StringEnd([]byte(`x"a"`), 0); ok {
		t.Error("StringEnd reads a string where no quote is")
	}
}

// TestSpaceEnd pins the whitespace SpaceEnd skips: JSON's four, no other.
func TestSpaceEnd(t *testing.T) {
	t.Parallel()
	for doc, want := range map[string]int{" \t\r\n:": 4, ":": 0, "": 0, "  ": 2, "\v": 0, "\u00a0": 0, " \f": 1} {
		if got := esjson.SpaceEnd([]byte(doc), 0); got != want {
			t.Errorf("SpaceEnd(%q, 0) = %d, want %d", doc, got, want)
		}
	}
	if got := esjson.SpaceEnd([]byte("x  y"), 1); got != 3 {
		t.Errorf("SpaceEnd(\"x  y\", 1) = %d, want 3", got)
	}
}
