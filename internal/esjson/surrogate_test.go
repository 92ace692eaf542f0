package esjson_test

import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

func TestFindLoneSurrogate(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in   string
		want int
	}{
		{`{"a":"x"}`, -1},
		{`{"a":"\uD83D\uDE00"}`, -1},
		{`{"a":"\ud83d\ude00 ok"}`, -1},
		{`{"a":"\uD800"}`, 6},
		{`{"a":"x\uDBFFy"}`, 7},
		{`{"a":"\uDC00"}`, 6},
		{`{"a":"\uD800\uD800\uDC00"}`, 6},
		{`{"a":"\\uD800"}`, -1},      // an escaped backslash, then text
		{`{"a":"\\\uD800"}`, 8},      // a backslash, then a lone escape
		{`{"\uD800":1}`, 2},          // in a member name too
		{`{"a":"\u0041\uDFFF"}`, 12}, // after another escape
		{`{"a":"\uD800\n"}`, 6},
		{`["\"\uDE00"]`, 4},
		{`{"a":"\uD8"}`, -1}, // not an escape at all: the parser's to reject
	} {
		if got := esjson.FindLoneSurrogate([]byte(tt.in)); got != tt.want {
			t.Errorf("FindLoneSurrogate(%s) = %d, want %d", tt.in, got, tt.want)
		}
	}
}
