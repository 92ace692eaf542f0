//go:build mutate

package refhost

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// TestNewPlantsItsFaultAlone pins that a fault is planted in the host New
// returns and nowhere else: that host shows an embedded resource as the
// no-link line (embedded-shows-no-link), while a sound host made before
// it, one made after it and the package's Observe still show its text.
func TestNewPlantsItsFaultAlone(t *testing.T) {
	input := adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://n","text":"notes"}}]}`)
	text := func(h adapters.Host) string {
		obs, err := h.Observe(context.Background(), adapters.Push, input)
		if err != nil || len(obs.Blocks) != 1 {
			t.Fatalf("%v, %v", obs, err)
		}
		return obs.Blocks[0].Text
	}
	before := New(fault.None)
	faulty := New(fault.EmbeddedShowsNoLink)
	after := New(fault.None)
	if got := text(faulty); got != spec.NoLinkText {
		t.Errorf("with embedded-shows-no-link planted: %q, want the no-link line", got)
	}
	for name, h := range map[string]adapters.Host{"made before": before, "made after": after} {
		if got := text(h); got != "notes" {
			t.Errorf("the sound host %s the faulty one: %q, want its text", name, got)
		}
	}
	if obs, err := Observe(adapters.Push, input); err != nil || obs.Blocks[0].Text != "notes" {
		t.Errorf("Observe beside a faulty host: %v, %v", obs, err)
	}
}
