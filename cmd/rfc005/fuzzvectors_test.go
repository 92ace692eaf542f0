package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// TestFuzzVectorsBroken pins that fuzz --vectors with a path that is not
// there, or a corpus that is broken, exits 2 before fuzzing, naming the
// path (and the file's problem), as rfc005 run does.
func TestFuzzVectorsBroken(t *testing.T) {
	t.Parallel()
	missing := filepath.Join(t.TempDir(), "no-such-vectors")
	code, out, errOut := rfc005("fuzz", "--count", "5", "--vectors", missing)
	if code != 2 || !strings.Contains(errOut, missing) || !strings.Contains(errOut, "rfc005 fuzz: the --vectors corpus is broken") || out != "" {
		t.Errorf("fuzz --vectors %s: exit %d, stdout %q, stderr %q; want exit 2 naming the path", missing, code, out, errOut)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("{\n  \"format\": \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = rfc005("fuzz", "--count", "5", "--vectors", "../../vectors", "--vectors", dir)
	if code != 2 || !strings.Contains(errOut, bad+":") || out != "" {
		t.Errorf("fuzz --vectors %s: exit %d, stdout %q, stderr %q; want exit 2 naming %s", dir, code, out, errOut, bad)
	}
}

// TestFuzzVectorsSeeds fuzzes the reference with the built-in vector
// files as seeds: every case's input is judged first, and nothing fails.
func TestFuzzVectorsSeeds(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	code, out, errOut := rfc005("fuzz", "--count", "10", "--lanes", "push", "--vectors", "../../vectors")
	want := strconv.Itoa(len(corpus.Cases)) + " corpus input(s) from --vectors, then 10 inputs"
	if code != 0 || !strings.Contains(out, want) || !strings.Contains(out, "no failures") {
		t.Errorf("exit %d, want 0 and %q\nstdout:\n%s\nstderr:\n%s", code, want, out, errOut)
	}
	code, out, errOut = rfc005("fuzz", "--count", "10", "--lanes", "push", "--vectors", "../../vectors", "--shard", "2/4")
	n := 0 // case j is shard 2/4's when j mod 4 = 1
	for j := range corpus.Cases {
		if j%4 == 1 {
			n++
		}
	}
	want = strconv.Itoa(n) + " corpus input(s) from --vectors, then 10 inputs"
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("--shard 2/4: exit %d, want 0 and %q\nstdout:\n%s\nstderr:\n%s", code, want, out, errOut)
	}
}
