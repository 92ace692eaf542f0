package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

func runDocs(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(append([]string{"docs"}, args...), strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestDocsWritesTheBook: exit 0, the index and a page per family in the
// directory given, each file it wrote named on stdout.
func TestDocsWritesTheBook(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "book") // created by the command
	code, stdout, stderr := runDocs(t, "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d, want 0; stderr:\n%s", code, stderr)
	}
	for _, name := range []string{"README.md", "text.md", "well-formed.md"} {
		path := filepath.Join(dir, name)
		if st, err := os.Stat(path); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", name, err)
		}
		if !strings.Contains(stdout, "wrote "+path+"\n") {
			t.Errorf("stdout does not name %s:\n%s", path, stdout)
		}
	}
	corpus, err := vectors.Builtin()
	must(t, err)
	if want := fmt.Sprintf("the spec book, %d families and %d cases, in %s\n", len(corpus.Files), len(corpus.Cases), dir); !strings.HasSuffix(stdout, want) {
		t.Errorf("stdout does not end %q:\n%s", want, stdout)
	}
}

// TestDocsUsage: --out is required, and no argument is taken besides it.
func TestDocsUsage(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{nil, {"docs"}, {"--out"}, {"--out", t.TempDir(), "extra"}, {"--vectors", "x"}} {
		code, stdout, stderr := runDocs(t, args...)
		if code != 2 {
			t.Errorf("rfc005 docs %q: exit %d, want 2", args, code)
		}
		if !strings.Contains(stderr, "--out") {
			t.Errorf("rfc005 docs %q: stderr does not name --out:\n%s", args, stderr)
		}
		if stdout != "" {
			t.Errorf("rfc005 docs %q: wrote to stdout: %s", args, stdout)
		}
	}
	if code, _, stderr := runDocs(t); !strings.Contains(stderr, "--out DIR is required") {
		t.Errorf("rfc005 docs with no --out: exit %d, stderr does not say --out is required:\n%s", code, stderr)
	}
	var out, errOut bytes.Buffer
	if run([]string{"help"}, strings.NewReader(""), &out, &errOut); !strings.Contains(out.String(), "\n  docs      write the spec book (Markdown) to --out DIR\n") {
		t.Errorf("rfc005's usage does not list docs:\n%s", out.String())
	}
}

// TestDocsWriteError: a directory that cannot be made is exit 1.
func TestDocsWriteError(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "a-file")
	must(t, os.WriteFile(file, []byte("x"), 0o644))
	code, _, stderr := runDocs(t, "--out", filepath.Join(file, "book"))
	if code != 1 || !strings.Contains(stderr, "rfc005 docs: ") {
		t.Errorf("exit %d, want 1, and a message; stderr:\n%s", code, stderr)
	}
}
