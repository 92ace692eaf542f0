package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
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

// previousFuzzOut is a file rfc005 fuzz --out wrote, as far as its
// beginning tells.
const previousFuzzOut = `{"format":"rfc005-lanes/1","family":"fuzz","title":"Found by rfc005 fuzz: seed 1, shard 1/1, 5 inputs, against toy 0","cases":[]}` + "\n"

// TestFuzzOutNeverStale: a file a previous run wrote at --out (FILE, or
// DIR's file) is removed as the run starts, whatever becomes of the run,
// and stderr says so; through a symbolic link, the file it leads to is
// removed and the link kept; /dev/null is left as it is.
func TestFuzzOutNeverStale(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"nothing found", []string{"--count", "5"}, 0},
		{"the host cannot start", []string{"--host", "/nonexistent/host"}, 1},
	} {
		for _, asDir := range []bool{false, true} {
			out := filepath.Join(dir, "f.json")
			path, arg := out, out
			if asDir {
				arg = filepath.Join(dir, "d")
				os.Mkdir(arg, 0o755)
				path = filepath.Join(arg, "fuzz-seed1-shard1of1.json")
			}
			if err := os.WriteFile(path, []byte(previousFuzzOut), 0o644); err != nil {
				t.Fatal(err)
			}
			code, stdout, stderr := rfc005(append([]string{"fuzz", "--out", arg}, tc.args...)...)
			if _, err := os.Stat(path); code != tc.code || !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("%s, --out %s: exit %d, stat %v; want exit %d and the previous file gone\nstdout:\n%s\nstderr:\n%s",
					tc.name, arg, code, err, tc.code, stdout, stderr)
			}
			if want := "rfc005 fuzz: --out: removed " + path + ", a previous run's"; !strings.Contains(stderr, want) {
				t.Errorf("%s: stderr does not say %q:\n%s", tc.name, want, stderr)
			}
		}
	}
	target, link := filepath.Join(dir, "target.json"), filepath.Join(dir, "link.json")
	if err := os.WriteFile(target, []byte(previousFuzzOut), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	for range 2 { // then the link leads nowhere: nothing to remove
		code, _, stderr := rfc005("fuzz", "--count", "5", "--out", link)
		if _, err := os.Stat(target); code != 0 || !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("--out LINK: exit %d, target %v; want the previous run's file it leads to removed\n%s", code, err, stderr)
		}
		if st, err := os.Lstat(link); err != nil || st.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("--out LINK: the link is gone or replaced: %v", err)
		}
	}
	if code, _, stderr := rfc005("fuzz", "--count", "5", "--out", os.DevNull); code != 0 || strings.Contains(stderr, "removed") {
		t.Errorf("--out %s: exit %d\n%s", os.DevNull, code, stderr)
	}
	if _, err := os.Stat(os.DevNull); err != nil {
		t.Fatal(err)
	}
}

// TestFuzzOutKeepsOtherFiles: a file at --out that rfc005 fuzz did not
// write (precious.txt, a vector file of one's own, an empty file; as
// FILE, as DIR's file, or where a link leads) is refused before anything
// runs, exit 2, saying what to do, and left as it was, the link too.
func TestFuzzOutKeepsOtherFiles(t *testing.T) {
	t.Parallel()
	mine := strings.Replace(previousFuzzOut, "Found by rfc005 fuzz: ", "My own: ", 1)
	for _, content := range []string{"precious notes\n", mine, ""} {
		for _, form := range []string{"file", "dir", "link"} {
			sub := t.TempDir()
			path, arg := filepath.Join(sub, "precious.txt"), filepath.Join(sub, "precious.txt")
			switch form {
			case "dir":
				path = filepath.Join(sub, "fuzz-seed1-shard1of1.json")
				arg = sub
			case "link":
				arg = filepath.Join(sub, "link.json")
				if err := os.Symlink(path, arg); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
				t.Fatal(err)
			}
			code, stdout, stderr := rfc005("fuzz", "--count", "5", "--out", arg)
			data, err := os.ReadFile(path)
			if code != 2 || err != nil || string(data) != content || stdout != "" {
				t.Errorf("%s %.20q: exit %d, %q, %v; want exit 2 and the file as it was\nstdout:\n%s\nstderr:\n%s", form, content, code, data, err, stdout, stderr)
			}
			want := "rfc005 fuzz: --out " + path + ": the file there is not one rfc005 fuzz wrote"
			if form == "link" {
				want = "rfc005 fuzz: --out " + arg + ": the file it links to, " + path + ", is not one rfc005 fuzz wrote"
			}
			if !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "give --out another path, or remove the file yourself") {
				t.Errorf("%s: stderr %q, want %q… saying what to do", form, stderr, want)
			}
			if st, err := os.Lstat(arg); form == "link" && (err != nil || st.Mode()&fs.ModeSymlink == 0) {
				t.Errorf("--out LINK: the link is gone or replaced: %v", err)
			}
		}
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
