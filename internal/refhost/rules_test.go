package refhost

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// TestFieldRules pins SPEC 6's valid name, mimeType and sizeBytes at their
// edges, as checks read them (spec.ValidField, spec.ValidSizeBytes).
func TestFieldRules(t *testing.T) {
	t.Parallel()
	fields := map[string]bool{
		`"a"`: true, `""`: true,
		`"` + strings.Repeat("n", spec.FieldMax) + `"`:     true,
		`"` + strings.Repeat("n", spec.FieldMax+1) + `"`:   false,
		`"` + strings.Repeat("😀", spec.FieldMax/2) + `"`:   true, // 254 units
		`"` + strings.Repeat("😀", spec.FieldMax/2+1) + `"`: false,
		`12`: false, `null`: false, `["a"]`: false,
	}
	sizes := map[string]bool{
		`0`: true, `12`: true, `9007199254740991`: true, `1e3`: true,
		`9007199254740992`: false, `-1`: false, `7.5`: false, `"12"`: false, `null`: false,
	}
	rules := []struct {
		name  string
		valid func(esjson.Value) bool
		cases map[string]bool
	}{{"ValidField", spec.ValidField, fields}, {"ValidSizeBytes", spec.ValidSizeBytes, sizes}}
	for _, rule := range rules {
		for in, want := range rule.cases {
			v, err := esjson.Parse([]byte(in))
			if err != nil {
				t.Fatal(err)
			}
			if got := rule.valid(v); got != want {
				t.Errorf("%s(%.40s) = %v, want %v", rule.name, in, got, want)
			}
		}
	}
}

// TestHiddenInLabel pins the characters SPEC 3 removes from a label.
func TestHiddenInLabel(t *testing.T) {
	t.Parallel()
	for _, r := range []rune{0, '\n', 0x1F, 0x7F, 0x85, 0x9F, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069} {
		if !spec.HiddenInLabel(r) {
			t.Errorf("HiddenInLabel(%U) = false, want true", r)
		}
	}
	for _, r := range []rune{' ', 'a', 0x7E, 0xA0, 0x200D, 0x2029, 0x202F, 0x2065, 0x206A, '…'} {
		if spec.HiddenInLabel(r) {
			t.Errorf("HiddenInLabel(%U) = true, want false", r)
		}
	}
}
