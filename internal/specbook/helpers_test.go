package specbook

import (
	"strings"
	"testing"
)

// holds checks that text, which what names ("text/plain's section"),
// holds each of wants, and shows text where it does not.
func holds(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s does not hold %q:\n%s", what, want, text)
		}
	}
}

// fileHolds checks that a whole file of the book, which name names, holds
// each of wants.
func fileHolds(t *testing.T, name, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s does not hold %q", name, want)
		}
	}
}
