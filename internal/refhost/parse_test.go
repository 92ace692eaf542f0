package refhost

import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// TestParseInputRemembers checks that an input shown on lane after lane
// is read once, and that an input changed in place is read again.
func TestParseInputRemembers(t *testing.T) {
	t.Parallel()
	input := []byte(`{"content":[{"type":"text","text":"first"}]}`)
	a, err := ParseInput(input)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := ParseInput(append([]byte(nil), input...))
	if &a.Members()[0] != &b.Members()[0] {
		t.Error("the same input is read twice")
	}
	copy(input[len(`{"content":[{"type":"text","text":"`):], "other")
	obs, err := Observe(adapters.Push, input)
	if err != nil {
		t.Fatal(err)
	}
	if len(obs.Blocks) != 1 || obs.Blocks[0].Text != "other" {
		t.Errorf("an input changed in place shows as before: %+v", obs.Blocks)
	}
}
