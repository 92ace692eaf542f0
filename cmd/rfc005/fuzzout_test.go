package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFuzzOutMakesDirectory: --out DIR/ (a trailing slash) names a
// directory, created with its missing parents when it does not exist, as
// docs --out does, and stderr says so; the run's file is named in it. A
// directory that exists is used as it is, without the line.
func TestFuzzOutMakesDirectory(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	dir := filepath.Join(root, "fuzz", "nightly") + "/"
	code, stdout, stderr := rfc005("fuzz", "--count", "5", "--out", dir)
	if st, err := os.Stat(dir); code != 0 || err != nil || !st.IsDir() {
		t.Fatalf("--out %s: exit %d, stat %v; want exit 0 and the directory made\nstdout:\n%s\nstderr:\n%s", dir, code, err, stdout, stderr)
	}
	if want := "rfc005 fuzz: --out: created the directory " + dir + "\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	file := filepath.Join(dir, "fuzz-seed1-shard1of1.json")
	if want := "no vectors to write: " + file + " not written\n"; !strings.Contains(stdout, want) {
		t.Errorf("stdout does not say %q:\n%s", want, stdout)
	}
	code, stdout, stderr = rfc005("fuzz", "--count", "5", "--out", dir)
	if code != 0 || stderr != "" || !strings.Contains(stdout, file) {
		t.Errorf("--out %s again, the directory there: exit %d, want 0, its file named and nothing on stderr\nstdout:\n%s\nstderr:\n%s", dir, code, stdout, stderr)
	}
}

// TestFuzzOutDirectoryIsAFile: --out DIR/ where DIR, or a parent of it,
// is a file is refused before anything runs, exit 2, naming the file,
// which is left as it was.
func TestFuzzOutDirectoryIsAFile(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	file := filepath.Join(root, "fuzz")
	if err := os.WriteFile(file, []byte("notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, arg := range []string{file + "/", filepath.Join(file, "nightly") + "/"} {
		code, stdout, stderr := rfc005("fuzz", "--count", "5", "--out", arg)
		want := "rfc005 fuzz: --out " + arg + ": " + file + " is a file, not a directory: give --out a directory, or a file's path without the trailing slash\n"
		if data, err := os.ReadFile(file); code != 2 || stdout != "" || stderr != want || string(data) != "notes\n" || err != nil {
			t.Errorf("--out %s: exit %d, file %q %v\nstdout:\n%s\nstderr:\n%s\nwant exit 2, the file as it was, and %q", arg, code, data, err, stdout, stderr, want)
		}
	}
}
