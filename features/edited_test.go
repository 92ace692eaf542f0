package features_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
)

// TestTheTextIsChecked edits text/plain's scenario (the first of
// text.feature) and runs the feature against the reference host: each
// edit of its table, hidden list or input must fail that scenario alone,
// as a changed expectation would, proving the scenario's own text is what
// the steps check; unedited, it passes. `rfc005 validate` reports each
// edit as a disagreement with the vector.
func TestTheTextIsChecked(t *testing.T) {
	t.Parallel()
	original, err := fs.ReadFile(features.BuiltinFS(), "text.feature")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, old, new string
		says           string // what the failure must say; "" for none
	}{
		{"unedited", "", "", ""},
		{"a lane's text",
			`| push               | text  | "hello from the server"`,
			`| push               | text  | "hello from the client"`,
			"text/plain on push: mismatch (-want +got)"},
		{"a lane's block",
			`| channel            | text  | "hello from the server"                          |            |`,
			`| channel            | image | "aGVsbG8=" | "image/png" |`,
			"text/plain on channel: mismatch (-want +got)"},
		{"a hidden string",
			"      | \"memo://notes/secret-token-7f3a\" |\n",
			"      | \"memo://notes/secret-token-7f3a\" |\n      | \"hello from\" × 1 + \" the server\" |\n",
			// The text SPEC shows is no secret (SPEC withholds only uris,
			// records and claimed bodies): listed, it fails as content, never
			// as a leak.
			`kind: shows "hello from the server", which the case's hidden list names though SPEC does not withhold it`},
		{"the input",
			`"text": "hello from the server"`,
			`"text": "hello from the other server"`,
			"text/plain on tool-result/live: mismatch (-want +got)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			edited := strings.Replace(string(original), tt.old, tt.new, 1)
			if tt.old != "" && edited == string(original) {
				t.Fatalf("text.feature does not hold %q", tt.old)
			}
			fsys := fstest.MapFS{"text.feature": {Data: []byte(edited)}}
			var out strings.Builder
			status := godog.TestSuite{
				ScenarioInitializer: steps.Initializer(steps.Options{Host: reference.New(), Corpus: builtinCorpus(t), Wording: true}),
				Options:             &godog.Options{Format: "progress", Output: &out, FS: fsys, Paths: []string{"."}, Strict: true, NoColors: true},
			}.Run()
			report := out.String()
			var problems []string // what validate says of text.feature
			for _, p := range features.Check(builtinCorpus(t), fsys, "features") {
				if p.Path == "features/text.feature" {
					problems = append(problems, p.Error())
				}
			}
			if tt.says == "" {
				if status != 0 || len(problems) > 0 {
					t.Fatalf("the unedited feature fails (status %d; validate: %v):\n%s", status, problems, report)
				}
				return
			}
			if status == 0 {
				t.Fatalf("the edited scenario passes against the reference:\n%s", report)
			}
			if !strings.Contains(report, tt.says) {
				t.Errorf("the failure does not say %q:\n%s", tt.says, report)
			}
			if !strings.Contains(report, " 1 failed)\n") || !strings.Contains(report, "--- Failed steps:\n\n  Scenario: text/plain: ") {
				t.Errorf("want text/plain alone to fail:\n%s", report)
			}
			if len(problems) == 0 {
				t.Errorf("rfc005 validate does not report the edit")
			}
		})
	}
}

// TestValidateReadsTheScenario edits what the steps read of a scenario
// besides its tables (its level, its name, its feature's family tag) and
// requires `rfc005 validate` (features.Check) to report each.
func TestValidateReadsTheScenario(t *testing.T) {
	t.Parallel()
	original, err := fs.ReadFile(features.BuiltinFS(), "text.feature")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ old, new, says string }{
		{"\n  @must @text\n", "\n  @should @text\n", "the scenario's tags @should @text are not its vector's"},
		{"Scenario: text/plain: An embedded", "Scenario: text/plain: A embedded", "the scenario's name is not its vector's id and title"},
		{"@family-text\n", "@family-texts\n", "the feature is not tagged @family-text"},
	} {
		edited := strings.Replace(string(original), tt.old, tt.new, 1)
		if edited == string(original) {
			t.Fatalf("text.feature does not hold %q", tt.old)
		}
		var said []string
		for _, p := range features.Check(builtinCorpus(t), fstest.MapFS{"text.feature": {Data: []byte(edited)}}, "features") {
			if p.Path == "features/text.feature" {
				said = append(said, p.Error())
			}
		}
		if !strings.Contains(strings.Join(said, "\n"), tt.says) {
			t.Errorf("after %q → %q, validate does not say %q: %q", tt.old, tt.new, tt.says, said)
		}
	}
}
