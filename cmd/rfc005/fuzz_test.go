package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testneeds"
)

func rfc005(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestFuzzUsage(t *testing.T) {
	t.Parallel()
	code, out, _ := rfc005("fuzz", "-h")
	if code != 0 || !strings.Contains(out, "usage: rfc005 fuzz") {
		t.Errorf("fuzz -h: exit %d, stdout %q", code, out)
	}
	for _, args := range [][]string{
		{"--shard", "3/2"}, {"--shard", "x"}, {"--count", "-1"}, {"--duration", "soon"},
		{"--lanes", "push,nowhere"}, {"--jobs", "-2"}, {"extra"}, {"--hots", "x"},
		{"--out", filepath.Join(t.TempDir(), "missing", "f.json")},
	} {
		code, out, errOut := rfc005(append([]string{"fuzz"}, args...)...)
		if code != 2 || !strings.HasPrefix(errOut, "rfc005 fuzz: ") || out != "" {
			t.Errorf("fuzz %q: exit %d, stdout %q, stderr %q; want exit 2 and a line saying why", args, code, out, errOut)
		}
	}
}

// TestFuzzReference fuzzes the in-process reference: nothing to find,
// exit 0, no vector file written.
func TestFuzzReference(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, out, errOut := rfc005("fuzz", "--count", "150", "--out", dir)
	if code != 0 || !strings.Contains(out, "no failures") || !strings.Contains(out, "150 inputs") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("--out %s holds %d file(s) after a run that found nothing", dir, len(entries))
	}
}

// TestFuzzNodeLegacyReplays fuzzes the Node legacy host through the
// command: exit 1, one vector file in the --out directory, which `rfc005
// run --vectors` replays: the host fails it (exit 1), the reference
// passes it (exit 0).
func TestFuzzNodeLegacyReplays(t *testing.T) {
	t.Parallel()
	node := testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	host := node + " ../../adapters/examples/node/legacy-host.mjs"
	dir := t.TempDir()
	code, out, errOut := rfc005("fuzz", "--host", host, "--count", "60", "--jobs", "2", "--out", dir, "--shrink", "300")
	if code != 1 || !strings.Contains(out, "group(s), by cause:") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	want := filepath.Join(dir, "fuzz-seed1-shard1of1.json")
	if !strings.Contains(out, "wrote "+want+": replay it with rfc005 run --vectors "+want+"\n") {
		t.Errorf("stdout does not name %s as the file to replay:\n%s", want, out)
	}
	if code, out, errOut := rfc005("run", "--builtin=false", "--vectors", want, "--host", host); code != 1 {
		t.Errorf("run --vectors FILE on the host: exit %d, want 1\n%s\n%s", code, out, errOut)
	}
	if code, out, errOut := rfc005("run", "--builtin=false", "--vectors", dir, "--host", host); code != 1 {
		t.Errorf("run --vectors on the host: exit %d, want 1\n%s\n%s", code, out, errOut)
	}
	if code, out, errOut := rfc005("run", "--builtin=false", "--vectors", dir); code != 0 {
		t.Errorf("run --vectors on the reference: exit %d, want 0\n%s\n%s", code, out, errOut)
	}
}

// TestFuzzStartTimeout: fuzz bounds a host's start by --start-timeout,
// not --timeout, as run does.
func TestFuzzStartTimeout(t *testing.T) {
	t.Parallel()
	slow := "sh -c \"sleep 3; exec " + testHostCommand(t, "reference") + "\""
	args := []string{"fuzz", "--host", slow, "--count", "3", "--timeout", "2s"}
	if code, out, errOut := rfc005(args...); code != 0 {
		t.Fatalf("a host slower to start than --timeout: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	code, out, errOut := rfc005(append(args, "--start-timeout", "300ms")...)
	if code != 1 || !strings.Contains(out+errOut, "did not answer hello within 300ms (the start timeout)") {
		t.Errorf("--start-timeout 300ms: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
}
