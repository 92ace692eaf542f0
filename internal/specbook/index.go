package specbook

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// index writes README.md: what the book is, its families, and the
// coverage of SPEC's rules, markers and section 4 cells.
func index(corpus *vectors.Corpus, fams []family, base string) []byte {
	var b strings.Builder
	b.WriteString(generatedNote("vectors/ and features/"))
	b.WriteString(`# The spec book: embedded resources on the RFC-005 lanes

Every case of the conformance suite, written out as an example for people who
read examples rather than JSON: the input a host is given, what each lane must
show of it, and the strings no lane may show. The rules themselves are
[SPEC.md](` + repoLink(base, coverage.SpecFile) + `), at the repository's root; each case names the clauses
it pins, each a link to where SPEC.md states it, and the coverage tables
below say which cases pin each rule.

This book is generated from ` + "`vectors/`" + ` (the cases) and ` + "`features/`" + ` (their
Gherkin scenarios) by

` + "```sh\n" + Command + "\n```" + `

and is never edited by hand: edit a vector, regenerate the features
(` + "`go test ./features -update`" + `) and this book. ` + "`go test ./internal/specbook`" + ` fails while the
book disagrees with the vectors.

How to read a case: its level (a MUST case gates CI, a SHOULD case never
does), whether it is a **security** case (a failure is never excused), its
tags and clauses; its input exactly as the vector writes it, escapes such as
` + "`\\uD800`" + ` kept and ` + "`{\"$repeat\": s, \"count\": n}`" + ` (s written n times) unexpanded;
then one row per block each lane shows. A text is written as a JSON string
with every invisible character escaped, and a long one is cut (the vector is
the authority on the whole value). A ` + "`marker <id>`" + ` row is checked as a
marker: one non-blank line of text where the marker belongs, not repeated,
with nothing joined into it and no block beside it carrying what it stands
for, not another marker's reference wording, naming each "must mention"
string (ASCII case aside), saying what it stands for in any words (README,
"Markers are checked as markers"), and its ` + "`size N B`" + ` by meaning (` + "`~3KB`" + `,
` + "`3 KiB`" + ` and ` + "`3,072 bytes`" + ` all name 3,072 bytes), and no hidden string. Its
text is the reference profile's exact wording, scored apart: a host in its
own words gets the verdict wording, never a failure. A ` + "`reference-line`" + `
row is the profile's: SPEC 6 makes showing a uri a MAY, so a stub may
always stand there.

Every failed check has a class: leak (a hidden string shown), withheld
(content SPEC withholds reached the model), kind (the wrong block, or a
marker where content belongs or the reverse), content (text, data or media
type), mention (a marker leaves out what it must name) and profile (the
exact wording). A baseline excuses a failed leak or withheld check, or an
error or failure of a **security** case other than mention and profile, only
as a known leak, its entry with the link of the issue tracking it.

`)
	report := coverage.Of(corpus)
	families(&b, fams)
	b.WriteString("## Coverage\n\n")
	fmt.Fprintf(&b, "Which of the %s pin each rule of SPEC, each marker of its section 3 and each cell of its section 4.\n\n",
		plural(report.Cases, "case", "cases"))
	rules(&b, corpus, report, base)
	markers(&b, corpus, report)
	grid(&b, report)
	missing := report.Missing()
	if len(missing) == 0 {
		b.WriteString("Every rule, marker and cell above is pinned by at least one case.\n")
	} else {
		b.WriteString("Pinned by no case:\n\n")
		for _, m := range missing {
			fmt.Fprintf(&b, "- %s\n", md(m))
		}
	}
	return []byte(b.String())
}

// families writes the table of families: a link to each page, its title,
// its cases by level and its security cases; a family read with --vectors
// is marked as not built in, and said to be after the table.
func families(b *strings.Builder, fams []family) {
	b.WriteString("## Families\n\n")
	var rows [][]string
	var all, must, should, security, extra int
	for _, fam := range fams {
		f := fam.file
		var m, s, sec int
		for _, c := range f.Cases {
			switch c.Level {
			case vectors.LevelMust:
				m++
			case vectors.LevelShould:
				s++
			}
			if c.Security {
				sec++
			}
		}
		all, must, should, security = all+len(f.Cases), must+m, should+s, security+sec
		name := fmt.Sprintf("[%s](%s)", md(f.Family), fam.page)
		if fam.extra {
			extra++
			name += " (not built in)"
		}
		rows = append(rows, []string{
			name, md(fileTitle(f)),
			strconv.Itoa(len(f.Cases)), strconv.Itoa(m), strconv.Itoa(s), strconv.Itoa(sec),
		})
	}
	rows = append(rows, []string{"**all**", fmt.Sprintf("%d families", len(fams)),
		fmt.Sprintf("**%d**", all), fmt.Sprintf("**%d**", must), fmt.Sprintf("**%d**", should), fmt.Sprintf("**%d**", security)})
	table(b, []string{"family", "title", "cases", "MUST", "SHOULD", "security"}, rows)
	switch {
	case extra == 1:
		b.WriteString("The family marked *not built in* was read with `rfc005 docs --vectors PATH`, not from `vectors/`: it has no feature file, and the coverage below counts the built-in cases only.\n\n")
	case extra > 1:
		fmt.Fprintf(b, "The %d families marked *not built in* were read with `rfc005 docs --vectors PATH`, not from `vectors/`: they have no feature files, and the coverage below counts the built-in cases only.\n\n", extra)
	}
}

// rules writes the rules of coverage.Rules with the cases that cite each,
// then every other clause the cases cite (bare sections, RFC-005).
func rules(b *strings.Builder, corpus *vectors.Corpus, report coverage.Report, base string) {
	b.WriteString("### SPEC rules\n\n")
	b.WriteString("Each rule of `internal/coverage/rules.txt`, pinned by the cases that kill one of its faults: the mutation run plants each\n" +
		"fault of `internal/refhost/fault` in the reference in turn and records which cases then fail (`internal/coverage/kills.json`). A case\n" +
		"that only cites a rule pins nothing.\n\n")
	var rows [][]string
	for _, r := range coverage.Rules {
		ids := report.Killers(r.Clause)
		var faults []string
		for _, p := range report.Pins[r.Clause] {
			faults = append(faults, "`"+p.Fault+"`")
		}
		rows = append(rows, []string{anchored(coverage.Anchor(r.Clause), specLink(md(r.Clause), r.Clause, base)), md(r.About),
			strings.Join(faults, ", "), strconv.Itoa(len(ids)), pinnedBy(corpus, ids)})
	}
	table(b, []string{"clause", "what it says", "faults", "killing cases", "pinned by"}, rows)

	var others []string
	for clause := range report.Rules {
		if !isRule(clause) {
			others = append(others, clause)
		}
	}
	if len(others) == 0 {
		return
	}
	sort.Strings(others)
	b.WriteString("### Other clauses cited\n\n")
	b.WriteString("Bare SPEC sections and the clauses of RFC-005 the cases cite.\n\n")
	rows = nil
	for _, clause := range others {
		ids := report.Rules[clause]
		rows = append(rows, []string{anchored(coverage.Anchor(clause), specLink(md(clause), clause, base)), strconv.Itoa(len(ids)), pinnedBy(corpus, ids)})
	}
	table(b, []string{"clause", "cases", "pinned by"}, rows)
}

// markers writes the markers of SPEC section 3 with the cases that expect
// each, then any other marker the cases expect.
func markers(b *strings.Builder, corpus *vectors.Corpus, report coverage.Report) {
	b.WriteString("### Markers (SPEC section 3)\n\n")
	b.WriteString("Each marker of section 3, by the cases that expect it on some lane.\n\n")
	known := map[string]bool{}
	var rows [][]string
	for _, m := range coverage.Markers {
		known[m] = true
		ids := report.Markers[m]
		rows = append(rows, []string{code(m), strconv.Itoa(len(ids)), pinnedBy(corpus, ids)})
	}
	table(b, []string{"marker", "cases", "pinned by"}, rows)

	var others []string
	for m := range report.Markers {
		if !known[m] {
			others = append(others, m)
		}
	}
	if len(others) == 0 {
		return
	}
	sort.Strings(others)
	b.WriteString("Other markers the cases expect (not in section 3's table):\n\n")
	rows = nil
	for _, m := range others {
		ids := report.Markers[m]
		rows = append(rows, []string{code(m), strconv.Itoa(len(ids)), pinnedBy(corpus, ids)})
	}
	table(b, []string{"marker", "cases", "pinned by"}, rows)
}

// grid writes SPEC section 4's table: what an embedded resource shows as,
// by lane, each cell the number of cases that pin it.
func grid(b *strings.Builder, report coverage.Report) {
	b.WriteString("### Lane by lane (SPEC section 4)\n\n")
	b.WriteString("What an embedded resource that is a block of a content array shows as (rows), by lane (columns): each cell is the number of cases whose input has such a resource and that say what the lane shows.\n\n")
	header := []string{"shows as"}
	for _, lane := range coverage.TableLanes {
		header = append(header, string(lane))
	}
	var rows [][]string
	for _, row := range coverage.Rows {
		cells := []string{md(row)}
		for _, lane := range coverage.TableLanes {
			cells = append(cells, strconv.Itoa(len(report.Cells[coverage.Cell{Row: row, Lane: lane}])))
		}
		rows = append(rows, cells)
	}
	table(b, header, rows)
}

// anchored writes text with an anchor before it.
func anchored(id, text string) string {
	return fmt.Sprintf("<a id=\"%s\"></a>%s", id, text)
}
