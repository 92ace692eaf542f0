package gen

import (
	"slices"
	"testing"
)

// TestHiddenSameURIDecodesFirst pins SPEC 6's same uri as the reference
// reads it: an escape is decoded before lower-casing, so a never on
// memo://skq/notes also hides a reference to memo://%53kq/notes.
func TestHiddenSameURIDecodesFirst(t *testing.T) {
	t.Parallel()
	in := []byte(`{"content":[{"type":"image","data":"AAAA","mimeType":"image/png","uri":"memo://skq/notes","disposition":"never"},` +
		`{"type":"resource","uri":"memo://%53kq/notes"}]}`)
	hidden, err := Hidden(in)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(hidden, "memo://%53kq/notes") {
		t.Errorf("hidden %q: the claimed reference's uri is not hidden", hidden)
	}
}
