package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/specbook"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

const docsUsage = `usage: rfc005 docs --out DIR [--vectors PATH] [--book-url URL]

Writes the spec book into DIR (created when missing): README.md, the index
of families and the coverage of SPEC's rules, markers and section 4 cells,
and one page per family, <family>.md, showing each case's input, what each
lane shows and the strings no lane may show. It is generated from the
corpus built into this command (vectors/ and features/), so the repository's
book is written with

  go run ./cmd/rfc005 docs --out docs

and never edited by hand. Nothing in DIR is removed. The book's links to
SPEC.md and the vector and feature files work wherever DIR is: relative
(../SPEC.md) in the docs/ of a checkout of the suite's repository, else
under the suite's repository at its version
(` + suite.DefaultBookURL + `).

  --out DIR        the directory to write the book into (required)
  --vectors PATH   also write a page for each family in PATH (repeatable): a
                   directory of vector files or an MCPL RFC-005 vector file.
                   Its page (<family>.md, e.g. rfc-005.md) is listed in the
                   index beside the built-in families, marked as not built
                   in; an RFC-005 case shows its vector, operation, input,
                   hidden strings and the check each expect key maps onto,
                   and the cases out of scope are listed with why. The
                   coverage tables count the built-in cases only
  --book-url URL   the base the book's links to SPEC.md, vectors/ and
                   features/ resolve against instead (a fork, a mirror);
                   "" links them relative, as the repository's docs/ does

Exit status: 0 when the book is written; 1 when it cannot be; 2 on a usage
error or a broken --vectors corpus (its problems are printed).
`

// docsFlagSet returns the flags of `rfc005 docs`, bound to out (and
// --vectors and --book-url to nothing the caller reads).
func docsFlagSet(out *string) *flag.FlagSet { return docsFlags(out, new(listFlag), new(string)) }

// docsFlags returns the flags of `rfc005 docs`, bound to out, paths and
// bookURL.
func docsFlags(out *string, paths *listFlag, bookURL *string) *flag.FlagSet {
	fl := flag.NewFlagSet("docs", flag.ContinueOnError)
	fl.StringVar(out, "out", "", "")
	fl.Var(paths, "vectors", "")
	fl.StringVar(bookURL, "book-url", "", "")
	return fl
}

// suiteModule is the module path of the suite's repository, as its
// go.mod names it.
const suiteModule = "github.com/rfc005-lanes/rfc005-lanes"

// bookBase returns the base the links of a book written into dir resolve
// against (specbook.FilesWith): "" (relative) when dir is the docs/ of a
// checkout of the suite's repository, beside its go.mod and SPEC.md, where
// ../SPEC.md is the suite's; else suite.DefaultBookURL.
func bookBase(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil || filepath.Base(abs) != "docs" {
		return suite.DefaultBookURL
	}
	root := filepath.Dir(abs)
	if _, err := os.Stat(filepath.Join(root, coverage.SpecFile)); err != nil {
		return suite.DefaultBookURL
	}
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return suite.DefaultBookURL
	}
	for _, line := range strings.Split(string(mod), "\n") {
		if path, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok && strings.Trim(strings.TrimSpace(path), `"`) == suiteModule {
			return ""
		}
	}
	return suite.DefaultBookURL
}

// docsCmd runs `rfc005 docs`: exit 0 when the book is written, 1 when it
// cannot be, 2 on a usage error (--out missing).
func docsCmd(args []string, stdout, stderr io.Writer) int {
	out, paths, bookURL := new(string), new(listFlag), new(string)
	fl := docsFlags(out, paths, bookURL)
	if code := parseFlags(fl, args, docsUsage, stdout, stderr); code >= 0 {
		return code
	}
	given := false
	fl.Visit(func(f *flag.Flag) { given = given || f.Name == "book-url" })
	if fl.NArg() > 0 {
		return usageError(stderr, "docs", "unexpected argument %q (the book goes to --out DIR)", fl.Arg(0))
	}
	if *out == "" {
		return usageError(stderr, "docs", "--out DIR is required: the directory to write the book into")
	}
	if *bookURL != "" {
		if err := suite.CheckBookURL(*bookURL); err != nil {
			return usageError(stderr, "docs", "--book-url: %v", err)
		}
	}
	if !given {
		*bookURL = bookBase(*out)
	}
	corpus, err := vectors.Builtin()
	if err != nil {
		fmt.Fprintf(stderr, "rfc005 docs: %v\n", err)
		return 1
	}
	extra, ok := docsExtra(corpus, *paths, stderr)
	if !ok {
		return 2
	}
	files := specbook.FilesWith(corpus, extra, *bookURL)
	for _, name := range specbook.Guides {
		if _, clash := files[name]; clash {
			fmt.Fprintf(stderr, "rfc005 docs: the book's page %s would overwrite the guide docs/%s: rename the family\n", name, name)
			return 2
		}
	}
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
	families, cases := len(corpus.Files), len(corpus.Cases)
	for _, c := range extra {
		families, cases = families+len(c.Files), cases+len(c.Cases)
	}
	fmt.Fprintf(stdout, "rfc005 docs: the spec book, %d families and %d cases, in %s\n", families, cases, *out)
	return 0
}

// docsExtra reads the --vectors paths as rfc005 run does (vectors.LoadAll),
// and returns their corpora, one a path; a broken corpus, or an id the
// built-in corpus has already, is printed and not ok.
func docsExtra(builtin *vectors.Corpus, paths []string, stderr io.Writer) ([]*vectors.Corpus, bool) {
	if len(paths) == 0 {
		return nil, true
	}
	_, extra, problems := loadVectors(false, paths)
	if len(problems) == 0 {
		_, problems = vectors.Merge(append([]*vectors.Corpus{builtin}, extra...)...)
	}
	if len(problems) > 0 {
		printBroken(stderr, "rfc005 docs: the --vectors corpus", problems)
		return nil, false
	}
	return extra, true
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
		if _, ours := files[e.Name()]; !ours && !e.IsDir() && strings.HasSuffix(e.Name(), ".md") && !slices.Contains(specbook.Guides, e.Name()) {
			stray = append(stray, e.Name())
		}
	}
	sort.Strings(stray)
	return stray
}
