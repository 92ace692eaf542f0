package wronghost

import (
	"context"
	"slices"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// TestEmbeddedURIsAtAnyDepth pins the uris EmbeddedURIs reads: of every
// resource block with no uri of its own, at any depth (inside another's
// resource too), outer before inner, none empty, and none of a value a
// later member of the same name replaced.
func TestEmbeddedURIsAtAnyDepth(t *testing.T) {
	t.Parallel()
	v, err := esjson.Parse([]byte(`{"content":[{"type":"resource","resource":{"uri":"a"}},` +
		`{"type":"resource","uri":"own","resource":{"uri":"b"}},{"type":"resource","resource":{"uri":""}},` +
		`{"x":[{"type":"resource","resource":{"uri":"c","content":[{"type":"resource","resource":{"uri":"d"}}]}}]}],` +
		`"y":{"type":"resource","resource":{"uri":"e"}},"y":1}`))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := EmbeddedURIs(v), []string{"a", "c", "d"}; !slices.Equal(got, want) {
		t.Errorf("EmbeddedURIs: got %q, want %q", got, want)
	}
}

// shows is a host that shows the same texts whatever its input; it only
// observes.
type shows struct {
	adapters.Host
	texts []string
}

func (s shows) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	var obs adapters.Observation
	for _, t := range s.texts {
		obs.Blocks = append(obs.Blocks, adapters.TextBlock(t))
	}
	return obs, nil
}

// TestRewriteMarkersLeavesWhatTheInputGave pins that rewriteMarkers
// rewrites a marker the host shows unless a string of the input, at any
// depth, is that text: a member name is no such string.
func TestRewriteMarkersLeavesWhatTheInputGave(t *testing.T) {
	t.Parallel()
	h := bendsOutput{shows{texts: []string{"[given]", "[named]", "[shown]", "plain"}}, rewriteMarkers(func(m string) string { return "<" + m + ">" })}
	obs, err := h.Observe(context.Background(), adapters.Push, adapters.Input(`{"a":[{"b":"[given]"}],"[named]":1}`))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range obs.Blocks {
		got = append(got, b.Text)
	}
	if want := []string{"[given]", "<[named]>", "<[shown]>", "plain"}; !slices.Equal(got, want) {
		t.Errorf("rewriteMarkers: got %q, want %q", got, want)
	}
}
