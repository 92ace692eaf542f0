package fuzz

import (
	"slices"
	"testing"
)

// TestViewKindsInWrittenOrder pins that a script view's kinds follow its
// members in the order written, every time: a cause read off a view must
// not change from run to run.
func TestViewKindsInWrittenOrder(t *testing.T) {
	t.Parallel()
	view := []byte(`{"z":{"type":"image","data":"","mimeType":"image/png"},"a":{"type":"text","text":"x"},"m":{"type":"text","text":"[x]","marker":"no-link"},"b":{"type":"audio","data":"","mimeType":"audio/wav"}}`)
	want := []string{"image", "text", "marker:no-link", "audio"}
	for range 50 {
		if got := viewKinds(view); !slices.Equal(got, want) {
			t.Fatalf("viewKinds = %q, want %q", got, want)
		}
	}
}
