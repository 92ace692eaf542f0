package specbook

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/featurefile"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// familyPage writes a family's page: its title and description, a list of
// its cases, then each case as a section of its own.
func familyPage(f *vectors.File, base string) []byte {
	var b strings.Builder
	src := sourcePath(f)
	b.WriteString(generatedNote(src))
	fmt.Fprintf(&b, "# %s\n\n", md(f.Title))
	if f.Description != "" {
		fmt.Fprintf(&b, "%s\n\n", md(f.Description))
	}
	fmt.Fprintf(&b, "[The spec book](%s) · family %s · %s · vectors: [`%s`](%s) · scenarios: [`features/%s`](%s)\n\n",
		Index, code(f.Family), plural(len(f.Cases), "case", "cases"), src, repoLink(base, src),
		featurefile.FileName(f.Family), repoLink(base, "features/"+featurefile.FileName(f.Family)))
	if len(f.Cases) == 0 {
		return []byte(b.String())
	}
	b.WriteString("## Cases\n\n")
	for _, c := range f.Cases {
		fmt.Fprintf(&b, "- [%s](#%s): %s%s\n", md(c.ID), Anchor(c.ID), md(c.Title), levelNote(c))
	}
	for _, c := range f.Cases {
		b.WriteString("\n")
		caseSection(&b, c, base)
	}
	return []byte(b.String())
}

// levelNote marks a case in a list when it is not a plain MUST case.
func levelNote(c *vectors.Case) string {
	var notes []string
	if c.Level != vectors.LevelMust {
		notes = append(notes, strings.ToUpper(c.Level))
	}
	if c.Security {
		notes = append(notes, "security")
	}
	if len(notes) == 0 {
		return ""
	}
	return " (" + strings.Join(notes, ", ") + ")"
}

// caseSection writes one case: its heading and anchor, level, security and
// tags, clauses (linked under base, as repoLink links), input, lane
// table, Unicode readings and hidden strings.
func caseSection(b *strings.Builder, c *vectors.Case, base string) {
	fmt.Fprintf(b, "## <a id=\"%s\"></a>%s: %s\n\n", Anchor(c.ID), md(c.ID), md(c.Title))

	line := []string{"**" + strings.ToUpper(c.Level) + "**"}
	if c.Security {
		line = append(line, "**security**")
	}
	if len(c.Tags) > 0 {
		line = append(line, "tags: "+codes(c.Tags))
	}
	b.WriteString(strings.Join(line, " · ") + "\n\n")

	if clauses := clauseLine(c.Spec, base); clauses != "" {
		b.WriteString(clauses + "\n\n")
	}

	b.WriteString("Input:\n\n")
	jsonBlock(b, featurefile.Docstring(c))

	b.WriteString("What each lane shows:\n\n")
	var rows [][]string
	for _, row := range featurefile.Rows(c) {
		// lane and shows are words; text or data, media type and must
		// mention are JSON strings and values, shown exactly as code.
		rows = append(rows, []string{md(row[0]), md(row[1]), code(row[2]), code(row[3]), code(row[4])})
	}
	if len(rows) == 0 {
		b.WriteString("No lane expects anything of this case.\n\n")
	} else {
		table(b, featurefile.Header, rows)
	}
	readingTables(b, c)

	hiddenList(b, c)
}

// readingTables writes what a case's lanes show instead on later Unicode
// versions' tables, one table a reading: a host showing it fails a SHOULD
// check (SPEC 1 unicode version), never a MUST check.
func readingTables(b *strings.Builder, c *vectors.Case) {
	for _, r := range c.Unicode() {
		fmt.Fprintf(b, "On Unicode %s tables these lanes may show instead (a SHOULD difference from SPEC's Unicode 15.0, never a MUST failure):\n\n",
			featurefile.UnicodeWords(r.Versions))
		var rows [][]string
		for _, row := range featurefile.ReadingRows(r) {
			rows = append(rows, []string{md(row[0]), md(row[1]), code(row[2]), code(row[3]), code(row[4])})
		}
		table(b, featurefile.Header, rows)
	}
}

// hiddenList writes a case's hidden strings, each quoted as code, or that
// it has none.
func hiddenList(b *strings.Builder, c *vectors.Case) {
	if len(c.Hidden) == 0 {
		b.WriteString("Hidden: none.\n")
		return
	}
	b.WriteString("Hidden: no lane may show these, in any of the encodings the leak check searches (README, \"Hidden strings\"):\n\n")
	for _, h := range c.Hidden {
		fmt.Fprintf(b, "- %s\n", code(featurefile.Quote(h)))
	}
}

// jsonBlock writes doc as a fenced JSON block that no run of backticks in
// it can close.
func jsonBlock(b *strings.Builder, doc string) {
	fence := strings.Repeat("`", max(3, longestRun(doc, '`')+1))
	fmt.Fprintf(b, "%sjson\n%s\n%s\n\n", fence, doc, fence)
}

// codes writes each of list as code, joined by ", ".
func codes[S ~string](list []S) string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = code(string(s))
	}
	return strings.Join(out, ", ")
}

// clauseLine writes a case's clauses, SPEC's and RFC-005's apart, each a
// link to where the repository's SPEC.md states it (specLink).
func clauseLine(spec []string, base string) string {
	groups := map[string][]string{}
	for _, clause := range spec {
		group, rest := "other", clause
		for _, prefix := range []string{"SPEC", "RFC-005"} {
			if r, ok := strings.CutPrefix(clause, prefix+" "); ok {
				group, rest = prefix, r
				break
			}
		}
		groups[group] = append(groups[group], specLink(md(rest), clause, base))
	}
	var parts []string
	for _, group := range []string{"SPEC", "RFC-005", "other"} {
		if links, ok := groups[group]; ok {
			name := group
			if group == "other" {
				name = "Other clauses"
			}
			parts = append(parts, name+": "+strings.Join(links, ", "))
		}
	}
	return strings.Join(parts, " · ")
}

// isRule reports whether a clause is one of coverage.Rules.
func isRule(clause string) bool {
	for _, r := range coverage.Rules {
		if r.Clause == clause {
			return true
		}
	}
	return false
}
