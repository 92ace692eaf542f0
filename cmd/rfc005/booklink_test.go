package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
)

// TestBookURL: the text report on stdout and the Markdown, JUnit and HTML
// reports link SPEC.md and the spec book absolutely, under the suite's
// repository at its version by default and under --book-url when given;
// --book-url "" keeps the links relative; a base that is not an http,
// https or file URL is a usage error.
func TestBookURL(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, base string // base "-" for the default
		want       string // every link starts with it
	}{
		{"default", "-", suite.DefaultBookURL},
		{"given", "https://example.com/mirror/", "https://example.com/mirror/"},
		{"relative", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := []string{"--case", "text/*", "--lanes", "push", "--markdown", filepath.Join(dir, "r.md"),
				"--junit", filepath.Join(dir, "r.xml"), "--html", filepath.Join(dir, "r.html")}
			if tt.base != "-" {
				args = append(args, "--book-url", tt.base)
			}
			code, stdout, stderr := runRFC005(t, "drops-text", args...)
			wantExit(t, code, 1, stdout, stderr)
			// The text report on stdout, read in a terminal or a CI log
			// far from the repository, links as the files do.
			for _, want := range []string{"\nspec: " + tt.want + "SPEC.md#clause-", "\nspec book: " + tt.want + "docs/text.md#"} {
				if !strings.Contains(stdout, want) {
					t.Errorf("stdout has no line starting %q:\n%s", want[1:], stdout)
				}
			}
			for _, f := range []struct{ file, spec, book string }{
				{"r.md", "spec: " + tt.want + "SPEC.md#clause-", "[spec book](" + tt.want + "docs/text.md#"},
				{"r.xml", "spec: " + tt.want + "SPEC.md#clause-", "spec book: " + tt.want + "docs/text.md#"},
				{"r.html", `href="` + tt.want + `SPEC.md#clause-`, `href="` + tt.want + `docs/text.md#`},
			} {
				data, err := os.ReadFile(filepath.Join(dir, f.file))
				if err != nil {
					t.Fatal(err)
				}
				for _, want := range []string{f.spec, f.book} {
					if !strings.Contains(string(data), want) {
						t.Errorf("%s has no link %q", f.file, want)
					}
				}
			}
		})
	}
	code, _, stderr := runRFC005(t, "", "--book-url", "javascript:alert(1)//")
	if code != 2 || !strings.Contains(stderr, "--book-url: want an http or https URL") {
		t.Errorf("--book-url javascript:…: exit %d, stderr %s", code, stderr)
	}
}
