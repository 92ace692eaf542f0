package differential

import (
	"slices"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// TestCandidatesInOrder pins the inputs one step smaller that candidates
// makes of a small input, and their order: halves of arrays, then each
// item and member dropped, then nested values lifted, then shorter
// strings and names, each in document order, a member a later one of the
// same name replaced included.
func TestCandidatesInOrder(t *testing.T) {
	t.Parallel()
	root, err := esjson.ParseRaw([]byte(`{"a":[1,2,[3],4],"o":{"k":"xy","k":{"n":null}}}`))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range candidates(root) {
		got = append(got, string(esjson.EncodeRaw(with(root, c.at.path(), c.fn))))
	}
	want := []string{
		`{"a":[[3],4],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[1,2],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[2,[3],4],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[1,[3],4],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[1,2,4],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[1,2,[3]],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[1,2,[],4],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"xy"}}`,
		`{"a":[1,2,[3],4],"o":{"k":"xy","k":{}}}`,
		`{"a":[3],"o":{"k":"xy","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"n":null}}`,
		`{"a":[1,2,[3],4],"o":{"":"xy","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"xy","":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"x","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"y","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"y","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"x","k":{"n":null}}}`,
		`{"a":[1,2,[3],4],"o":{"k":"xy","k":{"":null}}}`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("candidates:\n got %q\nwant %q", got, want)
	}
}
