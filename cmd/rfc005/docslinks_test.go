package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// markdownLink is a Markdown link's target: its path and its fragment.
var markdownLink = regexp.MustCompile(`\]\(([^()#\s]*)(#[^()\s]*)?\)`)

// bookLinks returns the link targets of every page in dir, by page, the
// fragment cut.
func bookLinks(t *testing.T, dir string) map[string][]string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(dir, "*.md"))
	must(t, err)
	if len(pages) == 0 {
		t.Fatalf("%s holds no page", dir)
	}
	links := map[string][]string{}
	for _, p := range pages {
		data, err := os.ReadFile(p)
		must(t, err)
		for _, m := range markdownLink.FindAllStringSubmatch(string(data), -1) {
			links[filepath.Base(p)] = append(links[filepath.Base(p)], m[1])
		}
	}
	return links
}

// extraGuard writes a directory of one vector file, the built-in guard
// family renamed extra-guard, and returns it.
func extraGuard(t *testing.T) string {
	t.Helper()
	data, err := fs.ReadFile(vectors.BuiltinFS(), "guard.json")
	must(t, err)
	text := strings.ReplaceAll(string(data), `"id": "guard/`, `"id": "extra-guard/`)
	text = strings.Replace(text, `"family": "guard"`, `"family": "extra-guard"`, 1)
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "extra-guard.json"), []byte(text), 0o644))
	return dir
}

// TestDocsBookLinksResolve: a book written anywhere but the docs/ of a
// checkout of the suite's repository has no link a reader cannot follow:
// a link between its pages names a page it wrote, and a link to SPEC.md,
// a vector file or a feature file is absolute, under the suite's
// repository at its version (a file the repository has), or under
// --book-url when given. The docs/ of another module, with a SPEC.md of
// its own, is anywhere.
func TestDocsBookLinksResolve(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name   string
		module string // the module of the directory above the book's, if any
		args   []string
		base   string // every link out of the book starts with it
	}{
		{"default", "", nil, suite.DefaultBookURL},
		{"book-url", "", []string{"--book-url", "https://example.com/mirror/"}, "https://example.com/mirror/"},
		{"another module", "example.com/myhost", nil, suite.DefaultBookURL},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "book")
			if tt.module != "" {
				root := t.TempDir()
				must(t, os.WriteFile(filepath.Join(root, "go.mod"), []byte("module "+tt.module+"\n"), 0o644))
				must(t, os.WriteFile(filepath.Join(root, "SPEC.md"), []byte("# Another SPEC\n"), 0o644))
				dir = filepath.Join(root, "docs")
			}
			code, stdout, stderr := runDocs(t, append([]string{"--out", dir, "--vectors", extraGuard(t)}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d, want 0; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
			}
			out := 0
			for page, targets := range bookLinks(t, dir) {
				for _, target := range targets {
					switch {
					case target == "": // an anchor on the same page
					case strings.HasPrefix(target, tt.base):
						out++
						if _, err := os.Stat(filepath.Join("..", "..", strings.TrimPrefix(target, tt.base))); err != nil {
							t.Errorf("%s links to %s: the repository has no such file", page, target)
						}
					case strings.Contains(target, "://"):
						if !strings.HasPrefix(rfcvec.Link, target) {
							t.Errorf("%s links to %s, outside the suite's repository", page, target)
						}
					default:
						if _, err := os.Stat(filepath.Join(dir, target)); err != nil {
							t.Errorf("%s links to %s, which is not in %s", page, target, dir)
						}
					}
				}
			}
			if out == 0 {
				t.Errorf("no link of the book starts with %s", tt.base)
			}
		})
	}
	code, _, stderr := runDocs(t, "--out", t.TempDir(), "--book-url", "javascript:alert(1)//")
	if code != 2 || !strings.Contains(stderr, "rfc005 docs: --book-url: want an http or https URL") {
		t.Errorf("docs --book-url javascript:…: exit %d, stderr %s", code, stderr)
	}
}

// checkoutDocs returns the docs/ of a new checkout of the suite's
// repository, as far as rfc005 docs looks: its go.mod and SPEC.md.
func checkoutDocs(t *testing.T) string {
	t.Helper()
	checkout := t.TempDir()
	must(t, os.WriteFile(filepath.Join(checkout, "go.mod"), []byte("module github.com/rfc005-lanes/rfc005-lanes\n\ngo 1.24\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(checkout, "SPEC.md"), []byte("# SPEC\n"), 0o644))
	return filepath.Join(checkout, "docs")
}

// TestDocsInACheckoutLinksRelative: the book written into the docs/ of a
// checkout of the suite's repository (go run ./cmd/rfc005 docs --out docs)
// links SPEC.md, the vectors and the features relatively, as the
// committed book does, and so does --book-url "" anywhere.
func TestDocsInACheckoutLinksRelative(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"--out", checkoutDocs(t)},
		{"--out", filepath.Join(t.TempDir(), "book"), "--book-url", ""},
	} {
		code, stdout, stderr := runDocs(t, args...)
		if code != 0 {
			t.Fatalf("rfc005 docs %q: exit %d, want 0; stdout:\n%s\nstderr:\n%s", args, code, stdout, stderr)
		}
		index, err := os.ReadFile(filepath.Join(args[1], "README.md"))
		must(t, err)
		text, err := os.ReadFile(filepath.Join(args[1], "text.md"))
		must(t, err)
		for _, want := range []string{"[SPEC.md](../SPEC.md)", "](../SPEC.md#clause-spec-2-1-text)"} {
			if !strings.Contains(string(index)+string(text), want) {
				t.Errorf("rfc005 docs %q: the book has no link %s", args, want)
			}
		}
		if strings.Contains(string(index)+string(text), "://github.com/rfc005-lanes/") {
			t.Errorf("rfc005 docs %q: the book links the suite's repository absolutely", args)
		}
	}
}
