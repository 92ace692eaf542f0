package leak

import (
	"slices"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// nested is a JSON text with strings and names at several depths, a name
// given twice, and two "blocks" arrays of text runs, one inside the other's
// sibling.
const nested = `{"a":["x",{"b":"y"}],"d":"1","n":{"blocks":[` +
	`{"type":"text","text":"p"},{"type":"text","text":"q"},{"type":"image"},` +
	`{"type":"text","text":"r"},{"type":"text","text":"s"},{"type":"text","text":"t"}]},` +
	`"d":"2","blocks":[{"type":"text","text":"u"},{"type":"text","text":"v"},{"blocks":[{"type":"text","text":"w"},{"type":"text","text":"z"}]}]}`

// TestAppendStringsReadsNamesBeforeValues pins the order AppendStrings and
// RawHaystacks read a value's strings in: depth first, each member's name
// before its value, a name given twice read once, with its last value.
func TestAppendStringsReadsNamesBeforeValues(t *testing.T) {
	t.Parallel()
	v, err := esjson.Parse([]byte(nested))
	if err != nil {
		t.Fatal(err)
	}
	got := AppendStrings([]string{"before"}, v)
	want := []string{"before", "a", "x", "b", "y", "d", "2", "n", "blocks",
		"type", "text", "text", "p", "type", "text", "text", "q", "type", "image",
		"type", "text", "text", "r", "type", "text", "text", "s", "type", "text", "text", "t",
		"blocks", "type", "text", "text", "u", "type", "text", "text", "v",
		"blocks", "type", "text", "text", "w", "type", "text", "text", "z"}
	if !slices.Equal(got, want) {
		t.Errorf("AppendStrings:\n got %q\nwant %q", got, want)
	}
	var raw []string
	for _, h := range RawHaystacks([]byte(nested))[1:] {
		if h.kind != hayRun {
			raw = append(raw, h.orig)
		}
	}
	if want := []string{"a", "x", "b", "y", "d", "2", "n", "blocks", "type", "text", "p", "q", "image", "r", "s", "t", "u", "v", "w", "z"}; !slices.Equal(raw, want) {
		t.Errorf("RawHaystacks' strings:\n got %q\nwant %q", raw, want)
	}
}

// TestRawHaystacksJoinTextRuns pins the runs of adjacent text blocks
// RawHaystacks finds: in every "blocks" array at any depth, outer before
// inner, each of two or more texts.
func TestRawHaystacksJoinTextRuns(t *testing.T) {
	t.Parallel()
	var runs []string
	for _, h := range RawHaystacks([]byte(nested)) {
		if h.kind == hayRun {
			runs = append(runs, h.whole())
		}
	}
	if want := []string{"pq", "rst", "uv", "wz"}; !slices.Equal(runs, want) {
		t.Errorf("runs: got %q, want %q", runs, want)
	}
}
