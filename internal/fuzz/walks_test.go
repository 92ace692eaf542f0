package fuzz

import (
	"context"
	"slices"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// TestReferenceURIsAtAnyDepth pins the uris referenceURIs reads: of every
// object whose type is "resource" and whose uri is not empty, at any
// depth, outer before inner, in ASCII lower case, and none of a value a
// later member of the same name replaced.
func TestReferenceURIsAtAnyDepth(t *testing.T) {
	t.Parallel()
	input := adapters.Input(`{"content":[{"type":"resource","uri":"File:/A","resource":{"type":"resource","uri":"b"}},` +
		`{"type":"resource","uri":""},{"type":"text","uri":"c"}],"x":[[{"type":"resource","uri":"d"}]],` +
		`"y":{"type":"resource","uri":"e"},"y":2}`)
	if got, want := referenceURIs(input), []string{"file:/a", "b", "d"}; !slices.Equal(got, want) {
		t.Errorf("referenceURIs: got %q, want %q", got, want)
	}
}

// TestBlocksCountsWhatWasWritten pins what Blocks counts: every block at
// any depth, nothing inside a block, and a block a later member of the
// same name replaced too.
func TestBlocksCountsWhatWasWritten(t *testing.T) {
	t.Parallel()
	input := []byte(`{"content":[{"type":"text","text":"a"},{"type":"resource","resource":{"type":"x"}}],` +
		`"data":{"x":[{"type":"image"}],"x":1}}`)
	if n := Blocks(input); n != 3 {
		t.Errorf("Blocks = %d, want 3", n)
	}
}

// TestLeaksEveryURIShowsEachWritten pins what the test host leaksEveryURI
// adds: a text of every non-empty string of a member "uri" its input
// wrote, at any depth, one a later member of the same name replaced too.
func TestLeaksEveryURIShowsEachWritten(t *testing.T) {
	t.Parallel()
	h := leaksEveryURI{reference.New()}
	input := adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"file:///a","text":"x"}},` +
		`{"type":"text","text":"t","uri":"","_meta":{"uri":"file:///b","uri":"file:///c"}}]}`)
	obs, err := h.Observe(context.Background(), adapters.Push, input)
	if err != nil {
		t.Fatal(err)
	}
	if len(obs.Blocks) == 0 || obs.Blocks[len(obs.Blocks)-1].Text != "(sources: file:///a file:///b file:///c)" {
		t.Errorf("leaksEveryURI shows %+v, want a last text naming the three uris", obs.Blocks)
	}
}
