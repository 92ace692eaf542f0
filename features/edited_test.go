package features_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
)

// TestAnEditIsCaught edits text/plain's scenario (the first of
// text.feature) by hand and runs the feature against the reference host:
// the steps check the host against the vector, never the text, so each
// edit (of its table, hidden list, input, tags, name or case) must fail
// that scenario alone, saying to regenerate the features, and `rfc005
// validate` must report it; unedited, or only realigned, it passes.
func TestAnEditIsCaught(t *testing.T) {
	t.Parallel()
	original, err := fs.ReadFile(features.BuiltinFS(), "text.feature")
	if err != nil {
		t.Fatal(err)
	}
	const differs = `the scenario of case "text/plain" is not what its vector (vectors/text.json/cases/0) renders to: its `
	tests := []struct {
		name, old, new string
		says           string // what the failure must say; "" for none
	}{
		{"unedited", "", "", ""},
		{"realigned", "| push               | text  |", "| push | text |", ""},
		{"a lane's text",
			`| push               | text  | "hello from the server"`,
			`| push               | text  | "hello from the client"`,
			differs + `step 3 ("each lane shows:") differs`},
		{"a lane's block",
			`| channel            | text  | "hello from the server"                          |            |`,
			`| channel            | image | "aGVsbG8=" | "image/png" |`,
			differs + `step 3 ("each lane shows:") differs`},
		{"a hidden string",
			"      | \"memo://notes/secret-token-7f3a\" |\n",
			"      | \"memo://notes/secret-token-7f3a\" |\n      | \"hello from the server\" |\n",
			differs + `step 4 ("no lane shows any of:") differs`},
		{"the input",
			`"text": "hello from the server"`,
			`"text": "hello from the other server"`,
			differs + `step 2 ("the host is given this input on each lane:") differs`},
		{"the input's spacing, the same JSON",
			`"mimeType": "text/plain",`,
			`"mimeType":  "text/plain",`,
			differs + `step 2 ("the host is given this input on each lane:") differs`},
		{"the level", "\n  @must @text\n", "\n  @should @text\n", differs + "tags differ"},
		{"the name", "Scenario: text/plain: An embedded", "Scenario: text/plain: A embedded", differs + "name differs"},
		{"a step left out", "    And no lane shows any of:\n      | hidden                           |\n      | \"memo://notes/secret-token-7f3a\" |\n", "", differs + "number of steps differs"},
		{"the case", `Given the case "text/plain"`, `Given the case "text/plane"`,
			`the scenario names case "text/plane", which the corpus has no vector of: edit the vector, not the feature, and regenerate the features: go test ./features -update`},
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
				ScenarioInitializer: steps.Initializer(steps.Options{Host: reference.New(), Corpus: testcorpus.Builtin(t), Wording: true}),
				Options:             &godog.Options{Format: "progress", Output: &out, FS: fsys, Paths: []string{"."}, Strict: true, NoColors: true},
			}.Run()
			report := out.String()
			var problems []string // what validate says of text.feature
			for _, p := range featurefile.Check(testcorpus.Builtin(t), fsys, "features") {
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
			if !strings.Contains(report, tt.says) || !strings.Contains(report, "go test ./features -update") {
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
// requires `rfc005 validate` (featurefile.Check) to report each.
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
		// The same JSON, spaced otherwise: the docstring is read as JSON
		// to say where a scenario differs, and Agrees, reading its text,
		// decides that it does.
		{`"mimeType": "text/plain",`, `"mimeType":  "text/plain",`, `step 2 ("the host is given this input on each lane:") differs`},
		// A table's cell: said at its row, with the vector's.
		{`| push               | text  | "hello from the server"`, `| push               | text  | "hello from the client"`,
			"features/text.feature:32: case text/plain: the table disagrees with the vector (vectors/text.json/cases/0/expect/push):\n  feature: | push | text | \"hello from the client\""},
	} {
		edited := strings.Replace(string(original), tt.old, tt.new, 1)
		if edited == string(original) {
			t.Fatalf("text.feature does not hold %q", tt.old)
		}
		var said []string
		for _, p := range featurefile.Check(testcorpus.Builtin(t), fstest.MapFS{"text.feature": {Data: []byte(edited)}}, "features") {
			if p.Path == "features/text.feature" {
				said = append(said, p.Error())
			}
		}
		if !strings.Contains(strings.Join(said, "\n"), tt.says) {
			t.Errorf("after %q → %q, validate does not say %q: %q", tt.old, tt.new, tt.says, said)
		}
	}
}
