package features_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// TestValidateReadsTheUnicodeReadings edits the Unicode readings of a
// scenario (unicode.feature's first) and requires `rfc005 validate`
// (featurefile.Check) to report each edit: a reading's text, its versions, a
// reading left out, a reading the vector does not have.
func TestValidateReadsTheUnicodeReadings(t *testing.T) {
	t.Parallel()
	original, err := fs.ReadFile(features.BuiltinFS(), "unicode.feature")
	if err != nil {
		t.Fatal(err)
	}
	const step = "    And on Unicode 16.0 or 17.0 tables these lanes may show instead:\n"
	reading := step +
		"      | lane               | shows               | text or data             | media type | must mention         |\n" +
		"      | tool-result/stored | marker stored-image | \"[image: image/x-\U00010D70, 3B]\" |            | \"image/x-\", size 3 B |\n"
	for _, tt := range []struct{ name, old, new, says string }{
		{"unedited", "", "", ""},
		{"its text", "\"[image: image/x-\U00010D70, 3B]\"", "\"[image: image/x-\U00010D71, 3B]\"",
			"the table of Unicode 16.0 or 17.0 disagrees with the vector's reading (vectors/unicode.json/cases/0/unicode/0)"},
		{"its versions", step, strings.Replace(step, "16.0 or 17.0", "15.1, 16.0 or 17.0", 1),
			"the scenario's reading names Unicode 15.1, 16.0 or 17.0, and the vector's (vectors/unicode.json/cases/0/unicode/0) Unicode 16.0 or 17.0"},
		{"left out", reading, "", "the scenario lacks the vector's reading of Unicode 16.0 or 17.0"},
		{"one too many", reading, reading + strings.Replace(reading, "16.0 or 17.0", "15.1", 1),
			"the scenario says what Unicode 15.1 tables show, and the vector has no such reading"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			edited := strings.Replace(string(original), tt.old, tt.new, 1)
			if tt.old != "" && edited == string(original) {
				t.Fatalf("unicode.feature does not hold %q", tt.old)
			}
			var said []string
			for _, p := range featurefile.Check(testcorpus.Builtin(t), fstest.MapFS{"unicode.feature": {Data: []byte(edited)}}, "features") {
				if p.Path == "features/unicode.feature" {
					said = append(said, p.Error())
				}
			}
			switch {
			case tt.says == "" && len(said) > 0:
				t.Errorf("the unedited feature disagrees: %q", said)
			case tt.says != "" && !strings.Contains(strings.Join(said, "\n"), tt.says):
				t.Errorf("validate does not say %q: %q", tt.says, said)
			}
		})
	}
}
