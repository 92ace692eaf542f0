package esjson

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func places(t *testing.T, text string, written bool) []string {
	t.Helper()
	v, err := Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	visit := func(v Value, at Place, path string) (string, bool) {
		here := path
		switch {
		case at.Member():
			here += "." + at.Name
		case at.Depth > 0:
			here += fmt.Sprintf("[%d]", at.Index)
		}
		got = append(got, fmt.Sprintf("%s=%d:%s", here, at.Depth, Marshal(v)))
		return here, !strings.HasSuffix(at.Name, "skip")
	}
	if written {
		WalkWritten(v, "$", visit)
	} else {
		Walk(v, "$", visit)
	}
	return got
}

func TestWalkVisitsInDocumentOrderWithState(t *testing.T) {
	got := places(t, `{"a":[1,{"b":"x"}],"skip":{"c":2},"d":null}`, false)
	want := []string{
		`$=0:{"a":[1,{"b":"x"}],"skip":{"c":2},"d":null}`,
		`$.a=1:[1,{"b":"x"}]`,
		`$.a[0]=2:1`,
		`$.a[1]=2:{"b":"x"}`,
		`$.a[1].b=3:"x"`,
		`$.skip=1:{"c":2}`,
		`$.d=1:null`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("Walk:\n got %q\nwant %q", got, want)
	}
}

func TestWalkWrittenVisitsOverwrittenMembers(t *testing.T) {
	text := `{"u":"first","u":"last"}`
	if got := places(t, text, false); !slices.Equal(got, []string{`$=0:{"u":"last"}`, `$.u=1:"last"`}) {
		t.Errorf("Walk: got %q", got)
	}
	want := []string{`$=0:{"u":"last"}`, `$.u=1:"first"`, `$.u=1:"last"`}
	if got := places(t, text, true); !slices.Equal(got, want) {
		t.Errorf("WalkWritten:\n got %q\nwant %q", got, want)
	}
}

func TestWalkReachesTheDeepestValue(t *testing.T) {
	const depth = 10_000
	text := strings.Repeat("[", depth) + `"end"` + strings.Repeat("]", depth)
	v, err := Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	deepest := -1
	Walk(v, struct{}{}, func(v Value, at Place, _ struct{}) (struct{}, bool) {
		if v.Kind() == String {
			deepest = at.Depth
		}
		return struct{}{}, true
	})
	if deepest != depth {
		t.Errorf("deepest string at depth %d, want %d", deepest, depth)
	}
}
