package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// fixture is a small sound corpus: one family of two cases, and its
// feature as the generator writes it.
const fixture = `{
  "format": "rfc005-lanes/1",
  "family": "text",
  "title": "Text: a fixture",
  "cases": [
    {"id": "text/one", "title": "One", "spec": ["SPEC 2.1 text"], "level": "must", "security": false, "tags": [],
     "input": {"content": [{"type": "resource", "resource": {"uri": "memo://a", "text": "one"}}]},
     "hidden": ["memo://a"],
     "expect": {"push": {"blocks": [{"type": "text", "text": "one"}]}}},
    {"id": "text/two", "title": "Two", "spec": ["SPEC 2.1 text"], "level": "must", "security": false, "tags": [],
     "input": {"content": [{"type": "resource", "resource": {"uri": "memo://b", "text": "two"}}]},
     "hidden": ["memo://b"],
     "expect": {"push": {"blocks": [{"type": "text", "text": "two"}]}, "injection/user": {"blocks": [{"type": "text", "text": "two"}]}}}
  ]
}
`

// writeFixture writes the fixture corpus and its feature into a temporary
// directory, applies edit to the feature text, and returns the directory.
func writeFixture(t *testing.T, vectorFile string, editFeature func(string) string) string {
	t.Helper()
	dir := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(dir, "vectors"), 0o755))
	must(t, os.MkdirAll(filepath.Join(dir, "features"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "vectors", "text.json"), []byte(fixture), 0o644))
	corpus, problems := vectors.LoadFile(filepath.Join(dir, "vectors"))
	if len(problems) > 0 {
		t.Fatalf("the fixture is broken: %v", problems)
	}
	feature := string(features.Render(corpus.Files[0], "vectors/text.json"))
	must(t, os.WriteFile(filepath.Join(dir, "features", "text.feature"), []byte(editFeature(feature)), 0o644))
	if vectorFile != "" {
		must(t, os.WriteFile(filepath.Join(dir, "vectors", "text.json"), []byte(vectorFile), 0o644))
	}
	return dir
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func runValidate(t *testing.T, dir string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run([]string{"validate", "-vectors", filepath.Join(dir, "vectors"), "-features", filepath.Join(dir, "features")},
		strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func same(s string) string { return s }

func TestValidate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		vectors string              // the vector file, or "" for the fixture
		feature func(string) string // an edit of the generated feature
		want    []string            // what stderr must say, each on the problem's line
	}{
		{"duplicate_id", strings.Replace(fixture, `"id": "text/two"`, `"id": "text/one"`, 1), same,
			[]string{"/text.json: /cases/1/id: case text/one: duplicate id: ", "text.json/cases/0 has it already"}},
		{"vector_with_no_scenario", "", func(f string) string { return f[:strings.Index(f, "\n  @must\n  Scenario: text/two")] + "\n" },
			[]string{"/text.json: /cases/1: case text/two: no scenario names this case"}},
		{"scenario_naming_no_vector", "", func(f string) string { return strings.Replace(f, `the case "text/two"`, `the case "text/three"`, 1) },
			[]string{"text.feature:", `case text/three: the scenario names case "text/three", which no vector has`}},
		{"docstring_disagrees", "", func(f string) string { return strings.Replace(f, `"text": "one"`, `"text": "uno"`, 1) },
			[]string{"text.feature:", "case text/one: the docstring disagrees with the input at ", "text.json/cases/0/input"}},
		{"table_disagrees", "", func(f string) string { return strings.Replace(f, `| "two"`, `| "deux"`, 1) },
			[]string{"text.feature:", "case text/two: the table disagrees with the vector", `feature: | push | text | "deux"`}},
		{"unknown_lane_in_a_table", "", func(f string) string { return strings.Replace(f, "| push ", "| pushed ", 1) },
			[]string{"text.feature:", `case text/one: unknown lane id "pushed"`}},
		{"unknown_lane_in_a_vector", strings.Replace(fixture, `"injection/user"`, `"injection/assistant"`, 1), same,
			[]string{"/text.json: /cases/1/expect: case text/two: does not match the schema", "injection/assistant"}},
		{"schema_error_with_pointer", strings.Replace(fixture, `"level": "must"`, `"level": "may"`, 1), same,
			[]string{"/text.json: /cases/0/level: case text/one: does not match the schema"}},
		{"not_json", fixture[:200], same, []string{"/text.json:6: not valid JSON: unexpected end of input in a string"}},
		// SPEC hides every embedded resource's uri: a list that lacks one
		// is reported (the leak search looks for it all the same).
		{"hidden_list_lacks_a_uri", strings.Replace(fixture, `"hidden": ["memo://b"],`, `"hidden": [],`, 1), same,
			[]string{`/text.json: /cases/1/hidden: case text/two: the hidden list lacks "memo://b", a uri SPEC shows on none of the case's lanes: add it`}},
		// A hidden list adds secrets only (issue 38): the text SPEC shows,
		// listed, is content, and reported.
		{"hidden_list_names_content", strings.Replace(fixture, `"hidden": ["memo://a"],`, `"hidden": ["memo://a", "one"],`, 1), same,
			[]string{`/text.json: /cases/0/hidden: case text/one: the hidden list names "one" (content of a block no claim withholds (its text)), which SPEC does not withhold: remove it`}},
		{"unknown_spec_clause", strings.Replace(fixture, `"SPEC 2.1 text"]`, `"SPEC 2.1 textt"]`, 1), same,
			[]string{`/text.json: /cases/0/spec/0: case text/one: unknown clause "SPEC 2.1 textt": SPEC.md has no anchor for it`}},
		// Every clause must resolve to an anchor of SPEC.md, RFC-005's and
		// bare sections too; each one that does not is listed, with its
		// vector file and case.
		{"clause_with_no_anchor_in_spec", strings.Replace(strings.Replace(fixture, `"SPEC 2.1 text"]`, `"SPEC 2.1 text", "RFC-005 6"]`, 1),
			`"SPEC 2.1 text"]`, `"SPEC 3.4"]`, 1), same,
			[]string{`/text.json: /cases/0/spec/1: case text/one: unknown clause "RFC-005 6": SPEC.md has no anchor for it`,
				`/text.json: /cases/1/spec/0: case text/two: unknown clause "SPEC 3.4": SPEC.md has no anchor for it`,
				"rfc005 validate: 2 problem(s)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runValidate(t, writeFixture(t, tt.vectors, tt.feature))
			if code != 1 {
				t.Errorf("exit %d, want 1; stderr:\n%s", code, stderr)
			}
			for _, want := range tt.want {
				if !strings.Contains(stderr, want) {
					t.Errorf("stderr does not say %q:\n%s", want, stderr)
				}
			}
		})
	}
}

func TestValidateSoundCorpus(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runValidate(t, writeFixture(t, "", same))
	if code != 0 || !strings.Contains(stdout, "1 vector files, 2 cases") {
		t.Errorf("exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
}

// TestValidateBuiltinCorpus: with no flags validate checks the corpus
// and features built in, the ones rfc005 run scores, whatever the working
// directory holds: here a ./vectors directory of a broken file.
func TestValidateBuiltinCorpus(t *testing.T) {
	var out, errOut bytes.Buffer
	dir := t.TempDir()
	must(t, os.Mkdir(filepath.Join(dir, "vectors"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "vectors", "broken.json"), []byte("{"), 0o644))
	t.Chdir(dir)
	if code := run([]string{"validate"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Errorf("rfc005 validate on the built-in corpus: exit %d\n%s", code, errOut.String())
	}
	corpus, err := vectors.Builtin()
	must(t, err)
	if want := fmt.Sprintf("%d vector files, %d cases, each with its scenario in (built-in features): ok", len(corpus.Files), len(corpus.Cases)); !strings.Contains(out.String(), want) {
		t.Errorf("stdout does not say it checked the built-in corpus: %s", out.String())
	}
}

func TestValidateUsage(t *testing.T) {
	t.Parallel()
	var out, errOut bytes.Buffer
	if code := run([]string{"validate", "extra"}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if code := run([]string{"validate", "-nope"}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}

// TestValidateVectorsFile pins `rfc005 validate --vectors FILE`: a file of
// this suite's format is checked with its own family's feature only, a file
// of MCPL's RFC-005 vectors with no features, and a broken one prints one
// line per problem naming the file, the pointer and the case.
func TestValidateVectorsFile(t *testing.T) {
	t.Parallel()
	const render = `{"id": "%s", "rfc": 9, "operation": "render", "blocks": [{"type": "resource", "uri": "$ORIGIN/p", "name": "a.wav"}], "expect": %s}`
	const fetch = `{"id": "f", "rfc": 3, "operation": "fetch", "blocks": [], "expect": {"ok": true}, "maxBytes": 128}`
	mcpl := func(cases ...string) string {
		return `{"format": "mcpl-bulk-references-1", "source": "s", "cases": [` + strings.Join(cases, ",") + `]}`
	}
	tests := []struct {
		name       string
		file       string // the file's text, or "" for the fixture's own file
		inDir      bool   // the file is put in the fixture's vectors directory, which is validated
		code       int
		wantStdout string
		wantStderr []string
	}{
		{"own_format", "", false, 0, "1 vector files, 2 cases, each with its scenario in ", nil},
		{"directory_of_both_formats", mcpl(fmt.Sprintf(render, "r", `{"stub": true}`), fetch), true, 0,
			"2 vector files, 4 cases, each of this suite's format with its scenario in ", nil},
		{"mcpl", mcpl(fmt.Sprintf(render, "r", `{"stub": true, "hidden": ["$ORIGIN"]}`), fetch), false, 0,
			"v.json: 2 cases of MCPL's RFC-005 vectors (1 of fetch or registry, for a host that declares them): ok", nil},
		{"mcpl_unknown_key", mcpl(fmt.Sprintf(render, "bad", `{"nope": 1}`), fetch), false, 1, "",
			[]string{`v.json: /cases/0/expect/nope: case bad: expect key "nope" is not one this suite can check for a render case`,
				"rfc005 validate: 1 problem(s) in "}},
		{"mcpl_schema", mcpl(fetch, fmt.Sprintf(render, "b2", `{"stub": "yes"}`)), false, 1, "",
			[]string{`v.json: /cases/1/expect/stub: case b2: does not match the schema: got string, want boolean`}},
		{"unknown_format", `{"format": "x"}`, false, 1, "",
			[]string{`v.json: /format: format "x" is not one this suite reads: "rfc005-lanes/1" or "mcpl-bulk-references-1"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeFixture(t, "", same)
			// Another family's feature, whose cases the file lacks.
			other, err := fs.ReadFile(features.BuiltinFS(), "image.feature")
			must(t, err)
			must(t, os.WriteFile(filepath.Join(dir, "features", "image.feature"), other, 0o644))
			file := filepath.Join(dir, "vectors", "text.json")
			switch {
			case tt.inDir:
				must(t, os.WriteFile(filepath.Join(dir, "vectors", "v.json"), []byte(tt.file), 0o644))
				file = filepath.Join(dir, "vectors")
				must(t, os.Remove(filepath.Join(dir, "features", "image.feature")))
			case tt.file != "":
				file = filepath.Join(dir, "v.json")
				must(t, os.WriteFile(file, []byte(tt.file), 0o644))
			}
			var out, errOut bytes.Buffer
			code := run([]string{"validate", "--vectors", file, "--features", filepath.Join(dir, "features")}, strings.NewReader(""), &out, &errOut)
			if code != tt.code || !strings.Contains(out.String(), tt.wantStdout) {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tt.code, out.String(), errOut.String())
			}
			for _, want := range tt.wantStderr {
				if !strings.Contains(errOut.String(), want) {
					t.Errorf("stderr does not say %q:\n%s", want, errOut.String())
				}
			}
		})
	}
}

// TestValidateFileOfYourOwn pins a lone vector file of a family the
// features do not know (what rfc005 fuzz --out writes, or a host author's
// own cases): valid without scenarios, saying so, unless --features is
// given, when its missing scenarios are problems as ever.
func TestValidateFileOfYourOwn(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	own := strings.NewReplacer(`"family": "text"`, `"family": "mine"`, `"text/`, `"mine/`).Replace(fixture)
	file := filepath.Join(dir, "mine.json")
	must(t, os.WriteFile(file, []byte(own), 0o644))
	must(t, os.MkdirAll(filepath.Join(dir, "features"), 0o755))

	var out, errOut bytes.Buffer
	code := run([]string{"validate", "--vectors", file}, strings.NewReader(""), &out, &errOut)
	if code != 0 || !strings.Contains(out.String(), "2 cases of family mine: ok (no scenarios checked: ") || !strings.Contains(out.String(), "mine.feature") {
		t.Errorf("exit %d, want 0 and a line saying no scenarios were checked\nstdout: %s\nstderr: %s", code, out.String(), errOut.String())
	}

	out.Reset()
	errOut.Reset()
	code = run([]string{"validate", "--vectors", file, "--features", filepath.Join(dir, "features")}, strings.NewReader(""), &out, &errOut)
	if code != 1 || !strings.Contains(errOut.String(), "no scenario names this case") {
		t.Errorf("with --features: exit %d, want 1 and the missing scenarios\nstdout: %s\nstderr: %s", code, out.String(), errOut.String())
	}
}
