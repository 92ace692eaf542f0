//go:build long

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// TestFuzzNodeLegacyOutLoads fuzzes the Node legacy host on inputs of
// seed 3 and replays the --out file with rfc005 run --vectors: the run
// command's loader takes every vector, the host fails them (exit 1) and
// the reference passes them (exit 0). It fuzzes 300 inputs, whose
// failures include data nested 10,000 levels (the host's stack
// overflows), written in the $nest form. It is built only with -tags
// long: in go test ./..., TestFuzzNodeLegacyReplays replays what fuzz
// writes of the same host's failures (into a directory, by the writer a
// file takes too), and fuzz_test.go's tests write --out files.
func TestFuzzNodeLegacyOutLoads(t *testing.T) {
	t.Parallel()
	node := testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	host := node + " ../../adapters/examples/node/legacy-host.mjs"
	file := filepath.Join(t.TempDir(), "fuzz.json")
	args := []string{"fuzz", "--host", host, "--seed", "3", "--count", "300", "--jobs", "2", "--out", file}
	code, out, errOut := rfc005(args...)
	if code != 1 || !strings.Contains(out, "wrote "+file) {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"$nest"`) {
		t.Errorf("%s holds no $nest: seed 3 no longer makes a vector nested past the file's bound", file)
	}
	code, out, errOut = rfc005("run", "--builtin=false", "--vectors", file, "--host", host)
	if code != 1 || strings.Contains(errOut, "broken") {
		t.Errorf("run --vectors FILE on the host: exit %d, want 1 and the corpus loaded\n%s\n%s", code, out, errOut)
	}
	if code, out, errOut := rfc005("run", "--builtin=false", "--vectors", file); code != 0 {
		t.Errorf("run --vectors FILE on the reference: exit %d, want 0\n%s\n%s", code, out, errOut)
	}
}
