package features_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cucumber/godog"
	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

var update = flag.Bool("update", false, "write the feature files anew from the vectors")

func builtinCorpus(t *testing.T) *vectors.Corpus {
	t.Helper()
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return corpus
}

// TestFeaturesAreGenerated checks that each feature file is what its vector
// file renders to; with -update it writes them, and removes feature files
// whose family has no vector file.
func TestFeaturesAreGenerated(t *testing.T) {
	corpus := builtinCorpus(t)
	want := map[string][]byte{}
	for _, f := range corpus.Files {
		want[features.FileName(f.Family)] = features.Render(f, "vectors/"+f.Family+".json")
	}
	existing, _ := filepath.Glob("*.feature")
	for _, name := range existing {
		if _, ok := want[name]; !ok {
			if *update {
				os.Remove(name)
				continue
			}
			t.Errorf("%s has no vector file: remove it, or run go test ./features -update", name)
		}
	}
	for name, content := range want {
		if *update {
			if err := os.WriteFile(name, content, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("%s is missing: run go test ./features -update", name)
			continue
		}
		if !bytes.Equal(got, content) {
			t.Errorf("%s is out of date with its vectors: run go test ./features -update\n%s",
				name, cmp.Diff(string(content), string(got)))
		}
	}
}

// TestFeaturesAgreeWithVectors runs the check `rfc005 validate` runs.
func TestFeaturesAgreeWithVectors(t *testing.T) {
	for _, p := range features.Check(builtinCorpus(t), features.BuiltinFS(), "features") {
		t.Error(p)
	}
}

// TestFeatures runs every scenario through godog against the in-process
// reference host, each scenario a subtest (select one with
// -run 'TestFeatures/<case id>'). The reference must pass every check,
// its own wording included.
func TestFeatures(t *testing.T) {
	suite := godog.TestSuite{
		Name:                "rfc005-lanes",
		ScenarioInitializer: steps.Initializer(steps.Options{Host: inprocess.New(), Corpus: builtinCorpus(t), Wording: true}),
		Options: &godog.Options{
			Format:   "progress",
			Output:   &strings.Builder{},
			Paths:    []string{"."},
			Strict:   true,
			TestingT: t,
		},
	}
	if status := suite.Run(); status != 0 {
		t.Fatalf("godog exited with status %d", status)
	}
}
