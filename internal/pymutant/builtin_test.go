package pymutant

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// sampleEvery is how far apart, in id order, the independent mutants
// TestSampleOfIndependentMutants checks are: one in sampleEvery, of each
// family of ids (a-, b-, c-).
const sampleEvery = 25

// TestSampleOfIndependentMutants checks a sample of the repository's
// independent mutants as TestIndependentMutants (-tags long) checks them
// all: the sample's patches and their entries of kills.json, copied to a
// set of their own, must verify (each patch applies to host.py, names an
// anchor of SPEC.md, and is still killed by its recorded killing cases,
// which the sound host.py passes). The index of the whole set is checked
// too, for what needs no python3: every patch listed, nothing else.
func TestSampleOfIndependentMutants(t *testing.T) {
	needPython(t)
	whole := Builtin
	for _, p := range []*string{&whole.Dir, &whole.Host, &whole.Spec} {
		*p = filepath.Join("..", "..", *p)
	}
	corpus := testcorpus.Builtin(t)
	l, problems := whole.load()
	if len(problems) == 0 {
		_, problems = l.checkIndex(corpus)
	}
	for _, p := range problems {
		t.Error(p)
	}
	if t.Failed() {
		return
	}
	data, err := os.ReadFile(filepath.Join(whole.Dir, "kills.json"))
	if err != nil {
		t.Fatal(err)
	}
	var index map[string]json.RawMessage
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &index); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(index["mutants"], &entries); err != nil {
		t.Fatal(err)
	}
	sample := whole
	sample.Dir = t.TempDir()
	var kept []json.RawMessage
	seen := map[string]int{}
	for _, e := range entries {
		var entry struct{ ID string }
		if err := json.Unmarshal(e, &entry); err != nil {
			t.Fatal(err)
		}
		family, _, _ := strings.Cut(entry.ID, "-")
		if seen[family]++; (seen[family]-1)%sampleEvery != 0 {
			continue
		}
		patch, err := os.ReadFile(filepath.Join(whole.Dir, entry.ID+".patch"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(sample.Dir, entry.ID+".patch"), patch, 0o644); err != nil {
			t.Fatal(err)
		}
		kept = append(kept, e)
	}
	if len(kept) < len(seen)*2 {
		t.Fatalf("a sample of %d mutants from %d families: too few to stand for the set", len(kept), len(seen))
	}
	index["mutants"], _ = json.Marshal(kept)
	data, _ = json.MarshalIndent(index, "", "  ")
	if err := os.WriteFile(filepath.Join(sample.Dir, "kills.json"), append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range Verify(context.Background(), sample, corpus, runtime.GOMAXPROCS(0)) {
		t.Error(p)
	}
	t.Logf("checked %d of %d independent mutants", len(kept), len(entries))
}
