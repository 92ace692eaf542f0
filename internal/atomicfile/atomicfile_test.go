package atomicfile

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteReplaces writes a new file, replaces it keeping its mode,
// replaces a link's target keeping the link, writes /dev/null in place,
// and leaves no temporary file behind.
func TestWriteReplaces(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "b.json")
	if err := Write(path, []byte("one"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("two"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "two" {
		t.Errorf("after the second write: %q", data)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("the mode became %v, want the old 0600", st.Mode().Perm())
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink("b.json", link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("three"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "three" {
		t.Errorf("the link's target holds %q", data)
	}
	if err := Write(os.DevNull, []byte("x"), 0o644); err != nil {
		t.Errorf("%s: %v", os.DevNull, err)
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode().IsRegular() {
		t.Fatalf("%s is no longer a device: %v", os.DevNull, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d entries in the directory, want b.json and link.json: %v", len(entries), entries)
	}
}

// TestWriteFailsWhole: a write that cannot finish (its directory is gone,
// or the file size limit is reached) leaves the old file as it was and
// no temporary file.
func TestWriteFailsWhole(t *testing.T) {
	t.Parallel()
	if err := Write(filepath.Join(t.TempDir(), "missing", "b.json"), []byte("x"), 0o644); err == nil {
		t.Error("a write into a missing directory: no error")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "b.json")
	old := bytes.Repeat([]byte("old baseline\n"), 100) // 1,300 bytes
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	// The child writes 64 KiB to path under a 4 KiB file size limit
	// (ulimit -f counts 512- or 1024-byte blocks: 8 is 4 or 8 KiB).
	cmd := exec.Command("sh", "-c", `ulimit -f 8 && exec "$0"`, os.Args[0])
	cmd.Env = append(os.Environ(), "ATOMICFILE_CHILD="+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the child: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "file too large") {
		t.Errorf("the child's write did not fail on the limit:\n%s", out)
	}
	if data, _ := os.ReadFile(path); !bytes.Equal(data, old) {
		t.Errorf("the old file is not whole: %d bytes, want %d", len(data), len(old))
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d entries left in the directory, want b.json alone: %v", len(entries), entries)
	}
}

// TestMain runs the child of TestWriteFailsWhole when $ATOMICFILE_CHILD
// names a path: it writes 64 KiB to it and prints the error (the Go
// runtime ignores SIGXFSZ, so the limit is an error of the write).
func TestMain(m *testing.M) {
	if path := os.Getenv("ATOMICFILE_CHILD"); path != "" {
		err := Write(path, bytes.Repeat([]byte("new"), 64<<10/3), 0o644)
		msg := "no error"
		if err != nil {
			msg = err.Error()
		}
		os.Stdout.WriteString("write: " + msg + "\n")
		os.Exit(0)
	}
	os.Exit(m.Run())
}
