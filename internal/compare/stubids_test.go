package compare

import "testing"

// TestWithoutSpansIsReplaceAll pins that a line with the ids stubID finds
// taken out by their spans reads as stubID.ReplaceAllString makes it: the
// spans found once serve both the ids and the words around them.
func TestWithoutSpansIsReplaceAll(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"",
		"no id here",
		"[ref_1]",
		"ref_1",
		"(r2): see the attachment r2d2 and 7, then ref_a",
		"x_1y_2 z__3 -4- 5.5 ~3 KiB",
		"résumé r1 é_2 ×9",
	} {
		want := stubID.ReplaceAllString(line, " ")
		if got := withoutSpans(line, stubID.FindAllStringIndex(line, -1)); got != want {
			t.Errorf("%q: withoutSpans gives %q, ReplaceAllString %q", line, got, want)
		}
	}
}
