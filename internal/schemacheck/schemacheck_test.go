package schemacheck

import (
	"errors"
	"reflect"
	"testing"
)

// TestLeaves: a value that fails a schema in two places gives a leaf for
// each, where (a JSON pointer, its tokens escaped) and what in English;
// a value that passes, or an error that is no validation's, gives none.
func TestLeaves(t *testing.T) {
	const url = "https://rfc005-lanes.example/test.schema.json"
	c, err := Compiler(url, []byte(`{"type": "object", "properties": {
		"a/b": {"type": "boolean"},
		"list": {"type": "array", "items": {"type": "string"}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(url)
	if err != nil {
		t.Fatal(err)
	}
	bad := map[string]any{"a/b": "yes", "list": []any{"x", 3.0}}
	want := []Leaf{{"/a~1b", "got string, want boolean"}, {"/list/1", "got number, want string"}}
	got := Leaves(s.Validate(bad))
	if len(got) == 2 && got[0].Pointer > got[1].Pointer {
		got[0], got[1] = got[1], got[0] // properties are validated in map order
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Leaves = %q, want %q", got, want)
	}
	if l := Leaves(s.Validate(map[string]any{"a/b": true})); l != nil {
		t.Errorf("a passing value: %q", l)
	}
	if l := Leaves(errors.New("not a validation")); l != nil {
		t.Errorf("another error: %q", l)
	}
	if _, err := Compiler(url, []byte(`{`)); err == nil {
		t.Error("a schema that is not JSON compiled")
	}
}
