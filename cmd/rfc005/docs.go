package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/specbook"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const docsUsage = `usage: rfc005 docs --out DIR

Writes the spec book into DIR (created when missing): README.md, the index
of families and the coverage of SPEC's rules, markers and section 4 cells,
and one page per family, <family>.md, showing each case's input, what each
lane shows and the strings no lane may show. It is generated from the
corpus built into this command (vectors/ and features/), so the repository's
book is written with

  go run ./cmd/rfc005 docs --out docs

and never edited by hand. Nothing in DIR is removed.

  --out DIR   the directory to write the book into (required)

Exit status: 0 when the book is written; 1 when it cannot be; 2 on a usage
error.
`

// docsFlagSet returns the flags of `rfc005 docs`, bound to out.
func docsFlagSet(out *string) *flag.FlagSet {
	fl := flag.NewFlagSet("docs", flag.ContinueOnError)
	fl.StringVar(out, "out", "", "")
	return fl
}

// docsCmd runs `rfc005 docs`: exit 0 when the book is written, 1 when it
// cannot be, 2 on a usage error (--out missing).
func docsCmd(args []string, stdout, stderr io.Writer) int {
	out := new(string)
	fl := docsFlagSet(out)
	if code := parseFlags(fl, args, docsUsage, stdout, stderr); code >= 0 {
		return code
	}
	if fl.NArg() > 0 {
		return usageError(stderr, "docs", "unexpected argument %q (the book goes to --out DIR)", fl.Arg(0))
	}
	if *out == "" {
		return usageError(stderr, "docs", "--out DIR is required: the directory to write the book into")
	}
	corpus, err := vectors.Builtin()
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 docs: %v\n", err)
		return 1
	}
	files := specbook.Files(corpus)
	if err := specbook.WriteFiles(files, *out); err != nil {
		fmt.Fprintf(stderr, "rfc005 docs: %v\n", err)
		return 1
	}
	for _, name := range specbook.Names(files) {
		fmt.Fprintf(stdout, "wrote %s\n", filepath.Join(*out, name))
	}
	for _, name := range strayPages(*out, files) {
		fmt.Fprintf(stderr, "rfc005 docs: %s is not a page of the book: delete it if it is a stale one\n", filepath.Join(*out, name))
	}
	fmt.Fprintf(stdout, "rfc005 docs: the spec book, %d families and %d cases, in %s\n", len(corpus.Files), len(corpus.Cases), *out)
	return 0
}

// strayPages lists the Markdown files in dir that the book does not write,
// such as the page of a family since removed.
func strayPages(dir string, files map[string][]byte) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var stray []string
	for _, e := range entries {
		if _, ours := files[e.Name()]; !ours && !e.IsDir() && strings.HasSuffix(e.Name(), ".md") {
			stray = append(stray, e.Name())
		}
	}
	sort.Strings(stray)
	return stray
}
