package specbook

import "testing"

// TestShortJSONIndents pins how the book writes an input: two spaces a
// level, one item or member a line, an empty array or object on the line
// it opens, each string quoted as the lane tables quote a text.
func TestShortJSONIndents(t *testing.T) {
	t.Parallel()
	got := shortJSON([]byte(`{"a":[1,"x\u200b",[],{}],"b":{"c":null,"d":[true]},"e":"y"}`))
	want := `{
  "a": [
    1,
    "x\u200b",
    [],
    {}
  ],
  "b": {
    "c": null,
    "d": [
      true
    ]
  },
  "e": "y"
}`
	if got != want {
		t.Errorf("shortJSON:\n%s\nwant\n%s", got, want)
	}
}
