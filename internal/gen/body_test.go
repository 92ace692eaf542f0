package gen

import (
	"testing"
)

// TestBodyRemembers checks that an input's lanes, hidden strings and
// expectations read its body once, and that an input changed in place is
// read again.
func TestBodyRemembers(t *testing.T) {
	t.Parallel()
	input := []byte(`{"data":{"type":"text","text":"first"}}`)
	a, _, err := Body(input)
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := Body(append([]byte(nil), input...))
	if &a.Written()[0] != &b.Written()[0] {
		t.Error("the same input is read twice")
	}
	copy(input[len(`{"data":{"type":"text","text":"`):], "other")
	c, _, _ := Body(input)
	if text, _ := c.Get("text"); textOf(text) != "other" {
		t.Errorf("an input changed in place reads as before: %q", textOf(text))
	}
}
