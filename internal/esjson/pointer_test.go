package esjson_test

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// TestPointerAt pins the pointer of the value beginning at each byte an
// error names, in objects, arrays, after spaces and escapes.
func TestPointerAt(t *testing.T) {
	t.Parallel()
	data := `{"content": [1, {"a/b": {"$repeat":"x","count":2}}, "s"], "t~": [[true]]}`
	for _, tc := range []struct {
		at   string // the text the value begins with
		want string
	}{
		{`{"content"`, ""},
		{`[1,`, "/content"},
		{`1,`, "/content/0"},
		{`{"a/b"`, "/content/1"},
		{`{"$repeat"`, "/content/1/a~1b"},
		{`"s"`, "/content/2"},
		{`[[true`, "/t~0"},
		{`true`, "/t~0/0/0"},
	} {
		if got := esjson.PointerAt([]byte(data), strings.Index(data, tc.at)); got != tc.want {
			t.Errorf("the value at %q: pointer %q, want %q", tc.at, got, tc.want)
		}
	}
}

// TestPointer: tokens escaped as RFC 6901 asks, "~" before "/", so that
// "~1" written by a name stays two characters of it.
func TestPointer(t *testing.T) {
	for _, tt := range []struct {
		tokens []string
		want   string
	}{
		{nil, ""},
		{[]string{""}, "/"},
		{[]string{"cases", "0", "a/b"}, "/cases/0/a~1b"},
		{[]string{"~1", "m~n"}, "/~01/m~0n"},
	} {
		if got := esjson.Pointer(tt.tokens...); got != tt.want {
			t.Errorf("Pointer(%q) = %q, want %q", tt.tokens, got, tt.want)
		}
	}
}
