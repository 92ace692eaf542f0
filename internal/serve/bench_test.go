package serve

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// benchRequest is the push request BenchmarkRoundTripHost sends.
const benchRequest = `{"op":"observe","seq":1,"lane":"push","input":{"content":[{"type":"resource","resource":{"uri":"memo://n","mimeType":"text/markdown","text":"# notes"}}]}}` + "\n"

// BenchmarkServe serves b.N observe requests from memory: the host side of
// a round trip, without the pipes.
func BenchmarkServe(b *testing.B) {
	in := bytes.Repeat([]byte(benchRequest), b.N)
	b.ResetTimer()
	if err := Serve(context.Background(), bytes.NewReader(in), io.Discard, reference.New()); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkReference observes the same input in process: the part of
// BenchmarkServe that is the reference's own.
func BenchmarkReference(b *testing.B) {
	h := reference.New()
	in := adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://n","mimeType":"text/markdown","text":"# notes"}}]}`)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Observe(ctx, adapters.Push, in); err != nil {
			b.Fatal(err)
		}
	}
}
