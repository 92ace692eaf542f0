package serve

import (
	"bytes"
	"context"
	"testing"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// FuzzServe feeds arbitrary bytes to the server and checks that it never
// panics, answers each line with at most one line, and that every answer is
// a well-formed JSON object holding an observation, an error or a hello.
func FuzzServe(f *testing.F) {
	f.Add([]byte(`{"op":"hello","protocol":1}` + "\n" + `{"op":"observe","seq":1,"lane":"push","input":{"content":[]}}` + "\n"))
	f.Add([]byte(`{"op":"observe","seq":2,"lane":"script","input":{"data":{"type":"resource","resource":{"uri":"u","text":"t"}}}}`))
	f.Add([]byte("garbage\n{\"seq\":3,\n{\"op\":\"bye\"}\n"))
	f.Add([]byte(`{"op":"observe","seq":1e400,"lane":"guard","input":{"content":[{"type":"text","text":"\uD800"}]}}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		var out bytes.Buffer
		if err := Serve(context.Background(), bytes.NewReader(in), &out, reference.New()); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		if out.Len() == 0 {
			return
		}
		answers := bytes.Split(bytes.TrimSuffix(out.Bytes(), []byte("\n")), []byte("\n"))
		if len(answers) > bytes.Count(in, []byte("\n"))+1 {
			t.Fatalf("%d answers to %d lines", len(answers), bytes.Count(in, []byte("\n"))+1)
		}
		for _, a := range answers {
			if !utf8.Valid(a) {
				t.Fatalf("answer is not UTF-8: %q", a)
			}
			v, err := esjson.Parse(a)
			if err != nil || v.Kind() != esjson.Object {
				t.Fatalf("answer is not a JSON object: %q (%v)", a, err)
			}
			if !v.Has("observation") && !v.Has("error") && !v.Has("op") {
				t.Fatalf("answer holds no observation, error or hello: %s", a)
			}
		}
	})
}
