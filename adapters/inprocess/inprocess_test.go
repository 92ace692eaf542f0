package inprocess

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

func TestReferenceThroughTheInterface(t *testing.T) {
	h := New()
	defer h.Close()
	if id := h.Identity(); id.Name != "rfc005-reference" || id.Version == "" {
		t.Errorf("Identity() = %+v", id)
	}
	if diff := cmp.Diff(adapters.AllLanes(), h.Lanes()); diff != "" {
		t.Errorf("Lanes(): mismatch (-want +got):\n%s", diff)
	}
	in := adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://n","text":"# notes"}}]}`)
	o, err := h.Observe(context.Background(), adapters.Push, in)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]adapters.Block{adapters.TextBlock("# notes")}, o.Blocks); diff != "" {
		t.Errorf("push: mismatch (-want +got):\n%s", diff)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := h.Observe(ctx, adapters.Push, in); !errors.Is(err, context.Canceled) {
		t.Errorf("Observe with a cancelled context: error %v, want context.Canceled", err)
	}
}
