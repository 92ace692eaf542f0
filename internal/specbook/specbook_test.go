package specbook

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// committed is the book in the repository, seen from this package's
// directory.
const committed = "../../docs"

// TestDocsAreUpToDate writes the book anew and compares it, file by file
// and byte by byte, with the committed docs/: a vector edited without
// regenerating the book, a page edited by hand or a page the generator no
// longer writes all fail it.
func TestDocsAreUpToDate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := Write(testcorpus.Builtin(t), dir); err != nil {
		t.Fatal(err)
	}
	const fix = "regenerate with " + Command
	written := map[string]bool{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		written[name] = true
		want, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(committed, name))
		if err != nil {
			t.Errorf("docs/%s: %v: %s", name, err, fix)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("docs/%s differs from what the generator writes (%s): %s", name, firstDifference(got, want), fix)
		}
	}
	have, err := os.ReadDir(committed)
	if err != nil {
		t.Fatalf("%v: %s", err, fix)
	}
	for _, e := range have {
		if !written[e.Name()] && !slices.Contains(Guides, e.Name()) {
			t.Errorf("docs/%s is not written by the generator any more: delete it, then %s", e.Name(), fix)
		}
	}
}

// firstDifference says where two files first differ, by line.
func firstDifference(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if i >= len(g) || i >= len(w) || gl != wl {
			return fmt.Sprintf("first at line %d: has %q, the generator writes %q", i+1, cut(gl), cut(wl))
		}
	}
	return "same lines, other bytes"
}

func cut(s string) string {
	if len(s) > 100 {
		return s[:100] + "…"
	}
	return s
}

// section returns the section of a family page that shows one case: from
// its heading to the next.
func section(t *testing.T, page, id string) string {
	t.Helper()
	start := strings.Index(page, fmt.Sprintf("## <a id=%q></a>%s: ", Anchor(id), id))
	if start < 0 {
		t.Fatalf("the page has no section headed by %s and its anchor %s", id, Anchor(id))
	}
	rest := page[start:]
	if end := strings.Index(rest[3:], "\n## "); end >= 0 {
		rest = rest[:3+end+1]
	}
	return rest
}

// TestCasePage pins what a case's section shows: its anchor, level and
// tags, its clauses linked to SPEC.md, its input as written, its lane
// table and its hidden strings.
func TestCasePage(t *testing.T) {
	t.Parallel()
	files := Files(testcorpus.Builtin(t))
	text := string(files["text.md"])
	if !strings.HasPrefix(text, "<!-- Generated from vectors/text.json by `"+Command+"`") {
		t.Errorf("text.md does not open with the note that it is generated:\n%.200s", text)
	}
	fileHolds(t, "text.md", text,
		"\n# Text: an embedded resource's text reaches the agent as text\n\nAn embedded resource with a string text and no blob",
		"\n- [text/plain](#text-plain): An embedded text/plain resource shows its text on every lane\n",
		"[The spec book](README.md)",
	)
	plain := section(t, text, "text/plain")
	holds(t, "text/plain's section", plain,
		`## <a id="text-plain"></a>text/plain: An embedded text/plain resource shows its text on every lane`+"\n\n",
		"\n**MUST** · tags: `text`\n",
		"\nSPEC: [2.1 text](../SPEC.md#clause-spec-2-1-text), [2.1 uri never shown](../SPEC.md#clause-spec-2-1-uri-never-shown) · RFC-005: [8.1](../SPEC.md#clause-rfc-005-8-1)\n",
		"\n```json\n{\n  \"content\": [\n    {\n      \"type\": \"resource\",\n",
		"\n| lane | shows | text or data | media type | must mention |\n|---|---|---|---|---|\n",
		"\n| push | text | `\"hello from the server\"` | | |\n",
		"\n| render | shown | | | |\n| render | text | `\"hello from the server\"` | | |\n",
		"\nHidden: no lane may show these, in any of the encodings the leak check searches (README, \"Hidden strings\"):\n\n- `\"memo://notes/secret-token-7f3a\"`\n",
	)

	// The input is the vector's own text: escapes kept, repeats unexpanded.
	if s := section(t, string(files["well-formed.md"]), "well-formed/lone-high"); !strings.Contains(s, `"text": "alpha\ud800omega"`) {
		t.Errorf("well-formed/lone-high does not show its lone surrogate as written:\n%s", s)
	}
	if s := section(t, text, "text/huge"); !strings.Contains(s, `"$repeat": "lorem ipsum ",`) || !strings.Contains(s, "(1048584 characters)") {
		t.Errorf("text/huge does not show its repeat unexpanded and its texts cut:\n%s", s)
	}
	// A marker row names its marker and what it must mention; a security
	// case says so.
	if s := section(t, string(files["disposition.md"]), "disposition/block-never"); !strings.Contains(s, "\n**MUST** · **security** · tags: ") ||
		!strings.Contains(s, "\n| push | marker withheld | `\"[inline content withheld: nonconformant bulk disposition on inline data]\"` |") {
		t.Errorf("disposition/block-never does not show its level, security and withheld marker:\n%s", s)
	}
	if s := section(t, string(files["bad-mime.md"]), "bad-mime/pdf"); !strings.Contains(s, "| `\"application/pdf\", size 3072 B` |\n") {
		t.Errorf("bad-mime/pdf does not show what its marker must mention:\n%s", s)
	}
	// A case's Unicode readings follow its lane table, one table each.
	if s := section(t, string(files["unicode.md"]), "unicode/placeholder-garay-capital"); !strings.Contains(s,
		"\nOn Unicode 16.0 or 17.0 tables these lanes may show instead (a SHOULD difference from SPEC's Unicode 15.0, never a MUST failure):\n\n"+
			"| lane | shows | text or data | media type | must mention |\n|---|---|---|---|---|\n"+
			"| tool-result/stored | marker stored-image | `\"[image: image/x-\U00010D70, 3B]\"` | | `\"image/x-\", size 3 B` |\n\nHidden: ") {
		t.Errorf("unicode/placeholder-garay-capital does not show its Unicode reading:\n%s", s)
	}
	// Prose is escaped: <subtype> would be an HTML tag on GitHub.
	if image := string(files["image.md"]); !strings.Contains(image, `of the form image/\<subtype\>`) {
		t.Errorf("image.md does not escape the description's <subtype>")
	}
}

// TestIndex pins the index: every family linked with its counts, every
// rule, marker and section 4 cell with the number of cases that pin it.
func TestIndex(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	files := Files(corpus)
	index := string(files[Index])
	if !strings.Contains(index, "\n```sh\n"+Command+"\n```\n") || !strings.Contains(index, "never edited by hand") {
		t.Errorf("the index does not say how it is generated")
	}
	if len(files) != len(corpus.Files)+1 {
		t.Errorf("%d files for %d families, want one page each and the index", len(files), len(corpus.Files))
	}
	for _, f := range corpus.Files {
		var must, should, security int
		for _, c := range f.Cases {
			if c.Level == vectors.LevelMust {
				must++
			} else {
				should++
			}
			if c.Security {
				security++
			}
		}
		row := fmt.Sprintf("\n| [%s](%s.md) | %s | %d | %d | %d | %d |\n", f.Family, f.Family, md(f.Title), len(f.Cases), must, should, security)
		if !strings.Contains(index, row) {
			t.Errorf("the index has no row %q", row)
		}
		if files[f.Family+".md"] == nil {
			t.Errorf("no page for family %s", f.Family)
		}
	}
	if !strings.Contains(index, fmt.Sprintf("| **all** | %d families | **%d** |", len(corpus.Files), len(corpus.Cases))) {
		t.Errorf("the index has no totals row for %d families and %d cases", len(corpus.Files), len(corpus.Cases))
	}

	report := coverage.Of(corpus)
	most := ""
	for _, r := range coverage.Rules {
		ids := report.Killers(r.Clause)
		var faults []string
		for _, p := range report.Pins[r.Clause] {
			faults = append(faults, "`"+p.Fault+"`")
		}
		row := fmt.Sprintf("\n| <a id=%q></a>[%s](../SPEC.md#%s) | %s | %s | %d | ", coverage.Anchor(r.Clause), r.Clause, coverage.Anchor(r.Clause), md(r.About), strings.Join(faults, ", "), len(ids))
		if !strings.Contains(index, row) {
			t.Errorf("the index has no row %q", row)
		}
		if most == "" || len(ids) > len(report.Killers(most)) {
			most = r.Clause
		}
	}
	killers := report.Killers(most)
	if len(killers) <= casesShown {
		t.Fatalf("%s has only %d killing cases; the test needs a rule with more than %d", most, len(killers), casesShown)
	}
	first, _ := corpus.Case(killers[0])
	if want := fmt.Sprintf("| %d | %s, ", len(killers), caseLink(first)); !strings.Contains(index, want) {
		t.Errorf("the index does not link %s's first killing case: %q", most, want)
	}
	if want := fmt.Sprintf(", …and %d more |\n", len(killers)-casesShown); !strings.Contains(index, want) {
		t.Errorf("the index does not say %q", want)
	}
	for _, clause := range []string{"SPEC 4", "RFC-005 8.1"} {
		row := fmt.Sprintf("\n| <a id=%q></a>[%s](../SPEC.md#%s) | %d | ", coverage.Anchor(clause), clause, coverage.Anchor(clause), len(report.Rules[clause]))
		if !strings.Contains(index, row) {
			t.Errorf("the index has no row %q among the other clauses", row)
		}
	}
	for _, m := range coverage.Markers {
		row := fmt.Sprintf("\n| `%s` | %d | ", m, len(report.Markers[m]))
		if !strings.Contains(index, row) {
			t.Errorf("the index has no row %q", row)
		}
	}
	header := "\n| shows as |"
	for _, lane := range coverage.TableLanes {
		header += " " + string(lane) + " |"
	}
	if !strings.Contains(index, header+"\n") {
		t.Errorf("the index has no section 4 grid headed %q", header)
	}
	for _, row := range coverage.Rows {
		line := "\n| " + md(row) + " |"
		for _, lane := range coverage.TableLanes {
			line += fmt.Sprintf(" %d |", len(report.Cells[coverage.Cell{Row: row, Lane: lane}]))
		}
		if !strings.Contains(index, line+"\n") {
			t.Errorf("the index has no grid row %q", line)
		}
	}
}

// TestLinksResolve checks that every link within the book names a page it
// writes and an anchor that page has, that every link into the
// repository's SPEC.md names an anchor SPEC.md has, that every other link
// out of docs/ names a file the repository has, and that every case has
// its anchor.
func TestLinksResolve(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	files := Files(corpus)
	anchorRE := regexp.MustCompile(`<a id="([^"]+)"></a>`)
	anchors := map[string]map[string]bool{}
	for name, page := range files {
		anchors[name] = map[string]bool{}
		for _, m := range anchorRE.FindAllStringSubmatch(string(page), -1) {
			if anchors[name][m[1]] {
				t.Errorf("%s: anchor %s twice", name, m[1])
			}
			anchors[name][m[1]] = true
		}
	}
	for _, c := range corpus.Cases {
		if !anchors[PageName(c.Family)][Anchor(c.ID)] {
			t.Errorf("%s has no anchor %s for case %s", PageName(c.Family), Anchor(c.ID), c.ID)
		}
	}
	spec, err := os.ReadFile(filepath.Join("..", "..", coverage.SpecFile))
	if err != nil {
		t.Fatal(err)
	}
	specAnchors := map[string]bool{}
	for _, m := range anchorRE.FindAllStringSubmatch(string(spec), -1) {
		specAnchors[m[1]] = true
	}
	specLinks := 0
	linkRE := regexp.MustCompile(`\]\(([^)#]*)(?:#([^)]*))?\)`)
	var names []string
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	caseLinks := map[string]int{} // family page → links from the index to its cases
	for _, name := range names {
		for _, m := range linkRE.FindAllStringSubmatch(string(files[name]), -1) {
			target, anchor, link := m[1], m[2], strings.TrimSuffix(strings.TrimPrefix(m[0], "]("), ")")
			if target == "../"+coverage.SpecFile {
				specLinks++
				if anchor != "" && !specAnchors[anchor] {
					t.Errorf("%s links to %s, and %s has no such anchor", name, link, coverage.SpecFile)
				}
				continue
			}
			if strings.HasPrefix(target, "../") {
				// the vector and feature files, seen from docs/
				if _, err := os.Stat(filepath.Join("../../docs", target)); err != nil {
					t.Errorf("%s links to %s, which the repository does not have", name, link)
				}
				continue
			}
			if target == "" {
				target = name
			}
			if name == Index && target != Index && anchor != "" {
				caseLinks[target]++
			}
			if files[target] == nil {
				t.Errorf("%s links to %s, which the book does not write", name, link)
				continue
			}
			if anchor != "" && !anchors[target][anchor] {
				t.Errorf("%s links to %s, and %s has no such anchor", name, link, target)
			}
		}
	}
	if specLinks < len(corpus.Cases) {
		t.Errorf("the book links %s only %d times for %d cases", coverage.SpecFile, specLinks, len(corpus.Cases))
	}
	for _, f := range corpus.Files {
		if caseLinks[PageName(f.Family)] == 0 {
			t.Errorf("the index links to no case of family %s", f.Family)
		}
	}
}

// TestMarkdownEscapes pins how text reaches Markdown: code spans that hold
// any backticks, pipes escaped in table cells, prose escaped.
func TestMarkdownEscapes(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{`"a"`, "`\"a\"`"},
		{"a`b", "``a`b``"},
		{"`a", "`` `a ``"},
		{"a\nb", "`a b`"},
	} {
		if got := code(tt.in); got != tt.want {
			t.Errorf("code(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := md("floor(L*3/4), <m>, _meta, [x], a\\b"); got != `floor(L\*3/4), \<m\>, \_meta, \[x\], a\\b` {
		t.Errorf("md = %q", got)
	}
	var b strings.Builder
	table(&b, []string{"a", "b"}, [][]string{{code(`"x|y"`), ""}})
	if want := "| a | b |\n|---|---|\n| `\"x\\|y\"` | |\n\n"; b.String() != want {
		t.Errorf("table = %q, want %q", b.String(), want)
	}
}
