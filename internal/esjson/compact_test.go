package esjson_test

import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

func TestCompact(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"{\n  \"a\": [ 1, 2 ],\n\t\"b\": \"x y\\n\\uD800 \\\" z\"\r\n}": `{"a":[1,2],"b":"x y\n\uD800 \" z"}`,
		`"a\\" , "b"`:   `"a\\","b"`,
		` [ "\" ] " ] `: `["\" ] "]`,
	} {
		if got := string(esjson.Compact([]byte(in))); got != want {
			t.Errorf("Compact(%q) = %q, want %q", in, got, want)
		}
	}
}
