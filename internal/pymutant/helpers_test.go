package pymutant

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// needPython stops the test without python3: a skip on a developer's
// machine, a failure under CI.
func needPython(t *testing.T) {
	t.Helper()
	testneeds.Program(t, "python3", "Python 3 (Debian: apt-get install python3) to score the Python example's mutants")
}

// testSet is a set of the mutants in testdata/<dir>, against the
// repository's host.py and SPEC.md.
func testSet(dir string) Set {
	return Set{Dir: filepath.Join("testdata", dir), Host: "../../" + HostFile, Spec: "../../SPEC.md"}
}

// copySet copies the patches named (files of testdata, "killed/t-001-….patch")
// into a new directory and returns a set of it, without an index.
func copySet(t *testing.T, patches ...string) Set {
	t.Helper()
	set := testSet("")
	set.Dir = t.TempDir()
	for _, p := range patches {
		data, err := os.ReadFile(filepath.Join("testdata", p))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(set.Dir, filepath.Base(p)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return set
}

// subCorpus is the built-in corpus cut down to the cases named, each read
// from its family file as written.
func subCorpus(t *testing.T, ids ...string) *vectors.Corpus {
	t.Helper()
	want := map[string]bool{}
	for _, id := range ids {
		want[id] = true
	}
	files := fstest.MapFS{}
	names, err := fs.Glob(vectors.BuiltinFS(), "*.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(vectors.BuiltinFS(), name)
		if err != nil {
			t.Fatal(err)
		}
		var file map[string]json.RawMessage
		if err := json.Unmarshal(data, &file); err != nil || file["cases"] == nil {
			continue // the schema
		}
		var cases, kept []json.RawMessage
		if err := json.Unmarshal(file["cases"], &cases); err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			var head struct{ ID string }
			if err := json.Unmarshal(c, &head); err != nil {
				t.Fatal(err)
			}
			if want[head.ID] {
				kept = append(kept, c)
				delete(want, head.ID)
			}
		}
		if len(kept) == 0 {
			continue
		}
		if file["cases"], err = json.Marshal(kept); err != nil {
			t.Fatal(err)
		}
		out, err := json.Marshal(file)
		if err != nil {
			t.Fatal(err)
		}
		files[name] = &fstest.MapFile{Data: out}
	}
	if len(want) > 0 {
		t.Fatalf("the corpus has no cases %v", want)
	}
	corpus, problems := vectors.Load(files, "testdata")
	if len(problems) > 0 {
		t.Fatalf("the cut-down corpus: %v", problems)
	}
	return corpus
}

// joined is the problems as one text, a line each.
func joined(problems []error) string {
	var b strings.Builder
	for _, p := range problems {
		b.WriteString(p.Error() + "\n")
	}
	return b.String()
}

// writeIndex writes ix as the set's kills.json.
func writeIndex(t *testing.T, set Set, ix *Index) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(set.Dir, IndexFile), ix.Marshal(), 0o644); err != nil {
		t.Fatal(err)
	}
}
