// Package specbook writes the spec book: a Markdown book generated from the
// vectors and their features, for spec authors who read examples rather
// than JSON. README.md is its index (the families, then which cases pin
// each SPEC rule, section 3 marker and section 4 cell); each family has a
// page, <family>.md, showing every case's input, what each lane shows and
// the strings no lane may show.
//
//	files := specbook.Files(corpus)       // file name → contents
//	err := specbook.Write(corpus, "docs") // or write them
//
// Its links to the repository's other files (SPEC.md, the vector and
// feature files) are relative, "../SPEC.md", for the book in the
// repository's docs/; FilesWith puts them under a base URL instead for a
// book written anywhere else, where "../SPEC.md" is no file.
//
// The book is deterministic: the same corpus gives the same bytes, so a test
// can tell when the committed book is out of date.
package specbook

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/atomicfile"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Guides are the pages of docs/ written by hand (the map, the CLI, CI and Go API
// guides the README links to), beside the book the generator writes
// there: no family of the book may take one of their names, and the
// book's checks leave them alone.
var Guides = []string{"ARCHITECTURE.md", "ci.md", "cli.md", "go-api.md"}

// Command is the command that writes the book into the repository's docs/.
const Command = "go run ./cmd/rfc005 docs --out docs"

// Index is the name of the book's index page.
const Index = "README.md"

// casesShown is how many cases a coverage row links to before it says
// "…and N more".
const casesShown = 5

// Write writes the book into dir, creating dir when it does not exist. It
// writes only the book's own files and removes nothing.
func Write(corpus *vectors.Corpus, dir string) error {
	return WriteFiles(Files(corpus), dir)
}

// WriteFiles writes files (name → contents) into dir, creating dir when it
// does not exist.
func WriteFiles(files map[string][]byte, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, name := range Names(files) {
		if err := atomicfile.Write(filepath.Join(dir, name), files[name], 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Names returns the names of files, sorted.
func Names(files map[string][]byte) []string {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// Files returns the book as it lives in the repository's docs/: the
// index and one page per family, by file name.
func Files(corpus *vectors.Corpus) map[string][]byte { return FilesWith(corpus, nil, "") }

// FilesWith returns the book of corpus (the built-in one) with the
// families of extra (the corpora rfc005 docs --vectors reads, a directory
// of vector files or an MCPL RFC-005 vector file each) beside its own: a
// page each, <family>.md (<family>-2.md when the name is taken), marked
// as not built in and listed in the index's table of families after the
// built-in ones. The coverage tables count corpus's cases only. Its
// links to SPEC.md and the vector and feature files are under base, an
// absolute URL of the suite's repository
// ("https://github.com/rfc005-lanes/rfc005-lanes/blob/v0.1.0/"), or
// relative to the repository's docs/ when base is "". With no extra and
// no base it is Files(corpus), byte for byte.
func FilesWith(corpus *vectors.Corpus, extra []*vectors.Corpus, base string) map[string][]byte {
	fams := bookFamilies(corpus, extra)
	files := map[string][]byte{Index: index(corpus, fams, base)}
	for _, fam := range fams {
		if fam.extra {
			files[fam.page] = extraPage(fam.file, base)
		} else {
			files[fam.page] = familyPage(fam.file, base)
		}
	}
	return files
}

// family is a family of the book: its file, the name of its page, and
// whether it was read with --vectors rather than built in.
type family struct {
	file  *vectors.File
	page  string
	extra bool
}

// bookFamilies returns the families of the book, the built-in ones first,
// each extra one named a page no other family has.
func bookFamilies(corpus *vectors.Corpus, extra []*vectors.Corpus) []family {
	taken := map[string]bool{Index: true}
	var fams []family
	for _, f := range corpus.Files {
		taken[PageName(f.Family)] = true
		fams = append(fams, family{file: f, page: PageName(f.Family)})
	}
	for _, c := range extra {
		if c == nil {
			continue
		}
		for _, f := range c.Files {
			page := PageName(f.Family)
			for n := 2; taken[page]; n++ {
				page = PageName(f.Family + "-" + strconv.Itoa(n))
			}
			taken[page] = true
			fams = append(fams, family{file: f, page: page, extra: true})
		}
	}
	return fams
}

// PageName returns the file name of a family's page.
func PageName(family string) string { return family + ".md" }

// Anchor returns the anchor of a case's section on its family page: its id
// with "/" replaced by "-".
func Anchor(id string) string { return strings.ReplaceAll(id, "/", "-") }

// caseLink returns a Markdown link to a case's section, from the index.
func caseLink(c *vectors.Case) string {
	return fmt.Sprintf("[%s](%s#%s)", md(c.ID), PageName(c.Family), Anchor(c.ID))
}

// specLink returns a Markdown link, from a page of the book, to where the
// repository's SPEC.md states a clause (repoLink), written as text; a
// clause SPEC.md does not anchor links to its row in the index's coverage
// tables instead.
func specLink(text, clause, base string) string {
	if link, ok := coverage.SpecLink(clause); ok {
		return fmt.Sprintf("[%s](%s)", text, repoLink(base, link))
	}
	return fmt.Sprintf("[%s](%s#%s)", text, Index, coverage.Anchor(clause))
}

// repoLink returns the target of a link from a page of the book to path,
// a file of the suite's repository ("SPEC.md#clause-spec-2-1-text",
// "vectors/text.json"): relative to the repository's docs/ when base is
// "" ("../SPEC.md#…"), else under base.
func repoLink(base, path string) string {
	if base == "" {
		return "../" + path
	}
	return reporttext.ResolveLink(base, path)
}

// sourcePath returns the vector file a family was read from, as the
// corpus names it (vectors/<family>.json for the built-in corpus).
func sourcePath(f *vectors.File) string {
	if len(f.Cases) > 0 && f.Cases[0].Path != "" {
		return filepath.ToSlash(f.Cases[0].Path)
	}
	return "vectors/" + f.Family + ".json"
}

// generatedNote is the comment at the top of every page, for whoever opens
// it in an editor.
func generatedNote(from string) string {
	return fmt.Sprintf("<!-- Generated from %s by `%s`: do not edit by hand; edit the vectors and regenerate. -->\n\n", from, Command)
}

// md escapes text for Markdown prose (a heading, a paragraph or a table
// cell): every character that could start emphasis, a link, HTML, an entity
// or a strikethrough is written with a backslash. A table's pipes are
// escaped by table, once.
func md(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '\\', '`', '*', '_', '[', ']', '<', '>', '&', '~':
			b.WriteByte('\\')
		case '\n', '\r':
			b.WriteByte(' ')
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// code writes s as a Markdown code span that shows it exactly, whatever
// backticks it holds; "" stays empty.
func code(s string) string {
	if s == "" {
		return ""
	}
	s = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
	fence := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") ||
		(strings.HasPrefix(s, " ") && strings.HasSuffix(s, " ") && strings.Trim(s, " ") != "") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// cell escapes a table cell's pipes, the one character GitHub reads as a
// cell's end even inside a code span.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

func longestRun(s string, c rune) int {
	longest, run := 0, 0
	for _, r := range s {
		if r == c {
			run++
			longest = max(longest, run)
			continue
		}
		run = 0
	}
	return longest
}

// table writes a Markdown table: a header row, then rows of cells already
// written as Markdown (their pipes are escaped here).
func table(b *strings.Builder, header []string, rows [][]string) {
	writeRow := func(cells []string) {
		b.WriteString("|")
		for _, c := range cells {
			if c == "" {
				b.WriteString(" |")
				continue
			}
			b.WriteString(" " + cell(c) + " |")
		}
		b.WriteString("\n")
	}
	writeRow(header)
	b.WriteString("|" + strings.Repeat("---|", len(header)) + "\n")
	for _, row := range rows {
		writeRow(row)
	}
	b.WriteString("\n")
}

// pinnedBy writes the cases of a coverage row: links to the first few and
// how many more there are.
func pinnedBy(corpus *vectors.Corpus, ids []string) string {
	var links []string
	for i, id := range ids {
		if i == casesShown {
			links = append(links, fmt.Sprintf("…and %d more", len(ids)-casesShown))
			break
		}
		if c, ok := corpus.Case(id); ok {
			links = append(links, caseLink(c))
		} else {
			links = append(links, md(id))
		}
	}
	return strings.Join(links, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
