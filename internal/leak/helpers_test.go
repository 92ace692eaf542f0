package leak

import (
	"strings"
	"testing"
)

// foundAsWanted checks the reason Find gave (got) against want: none when
// want is "", else one that says want. It reports whether there is a
// reason to check further.
func foundAsWanted(t *testing.T, got, want string) bool {
	t.Helper()
	switch {
	case want == "" && got != "":
		t.Fatalf("reported a leak where there is none: %s", got)
	case want == "":
		return false
	case got == "":
		t.Fatalf("found nothing, want %q", want)
	case !strings.Contains(got, want):
		t.Errorf("reason\n%s\ndoes not say\n%s", got, want)
	}
	return true
}
