package fuzz

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

func fsRead(fsys fs.FS, name string) ([]byte, error) { return fs.ReadFile(fsys, name) }

// loadWritten returns the corpus the run command's loader reads of data, a
// vector file File wrote, failing the test when it refuses it.
func loadWritten(t *testing.T, data []byte) *vectors.Corpus {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fuzz.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	corpus, _, problems := vectors.LoadAll(false, []string{path})
	if len(problems) > 0 {
		t.Fatalf("the run command's loader refuses the file: %v", problems)
	}
	return corpus
}
