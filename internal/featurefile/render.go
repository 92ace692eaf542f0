// Package featurefile writes the feature files from the vectors (Render),
// one per vector file, and checks a feature file, or a scenario as godog
// compiles it, against what its vector renders to (Check, Agrees). The
// features are generated documentation: the steps take a scenario's
// input and expectations from its case in the corpus, never from its
// text, and a scenario whose text is not its case's render fails.
package featurefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// FileName returns the feature file a family's scenarios live in.
func FileName(family string) string { return family + ".feature" }

// The steps every scenario is written with: it names its case, shows the
// input the host is given, and what each lane must show and what no lane
// may. The steps package binds them; what they check a host against is
// the case's vector, which the text is rendered from.
const (
	StepCase   = `the case "%s"`
	StepInput  = "the host is given this input on each lane:"
	StepLanes  = "each lane shows:"
	StepHidden = "no lane shows any of:"
	// stepUnicode says what lanes show instead on later Unicode versions'
	// tables (a case's Unicode readings), its versions written as
	// UnicodeWords writes them: "on Unicode 16.0 or 17.0 tables these
	// lanes may show instead:".
	stepUnicode = "on Unicode %s tables these lanes may show instead:"
)

// scenarioName returns the name of a case's scenario: its id and title.
func scenarioName(c *vectors.Case) string { return c.ID + ": " + c.Title }

// Render writes the feature of one vector file, vectorPath.
func Render(f *vectors.File, vectorPath string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Generated from %s by `go test ./features -update`: edit the vector, then regenerate.\n", vectorPath)
	fmt.Fprintf(&b, "# The steps check a host against the vector of the case a scenario names, never against this text;\n")
	fmt.Fprintf(&b, "# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.\n")
	fmt.Fprintf(&b, "%s%s\nFeature: %s\n", tagexpr.FamilyPrefix, f.Family, f.Title)
	for _, line := range wrap(f.Description, 76) {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	for _, c := range f.Cases {
		b.WriteString("\n")
		writeScenario(&b, c)
	}
	return b.Bytes()
}

// writeScenario writes a case's scenario: its tags, name and steps.
func writeScenario(b *bytes.Buffer, c *vectors.Case) {
	fmt.Fprintf(b, "  %s\n", strings.Join(tagexpr.Scenario(c), " "))
	fmt.Fprintf(b, "  Scenario: %s\n", scenarioName(c))
	fmt.Fprintf(b, "    Given "+StepCase+"\n", c.ID)
	fmt.Fprintf(b, "    When %s\n", StepInput)
	b.WriteString("      \"\"\"json\n")
	for _, line := range strings.Split(Docstring(c), "\n") {
		fmt.Fprintf(b, "      %s\n", line)
	}
	b.WriteString("      \"\"\"\n")
	fmt.Fprintf(b, "    Then %s\n", StepLanes)
	writeTable(b, append([][]string{Header}, Table(c)...))
	for _, r := range c.Unicode() {
		fmt.Fprintf(b, "    And "+stepUnicode+"\n", UnicodeWords(r.Versions))
		writeTable(b, append([][]string{Header}, readingTable(r)...))
	}
	if len(c.Hidden) > 0 {
		fmt.Fprintf(b, "    And %s\n", StepHidden)
		writeTable(b, hiddenRows(c))
	}
}

// Docstring returns a case's input as its scenario shows it: the vector's
// own text, indented, every escape kept as written.
func Docstring(c *vectors.Case) string {
	var b bytes.Buffer
	if err := json.Indent(&b, c.RawInput, "", "  "); err != nil {
		return string(c.RawInput)
	}
	return b.String()
}

// hiddenRows returns a case's hidden table, header first: a literal a row.
func hiddenRows(c *vectors.Case) [][]string {
	rows := [][]string{{hiddenHeader}}
	for _, h := range c.Hidden {
		rows = append(rows, []string{Literal(h)})
	}
	return rows
}

func writeTable(b *bytes.Buffer, rows [][]string) {
	widths := make([]int, len(rows[0]))
	cells := make([][]string, len(rows))
	for i, row := range rows {
		cells[i] = make([]string, len(row))
		for j, cell := range row {
			cells[i][j] = escapeCell(cell)
			widths[j] = max(widths[j], len([]rune(cells[i][j])))
		}
	}
	for _, row := range cells {
		b.WriteString("      |")
		for j, cell := range row {
			fmt.Fprintf(b, " %s%s |", cell, strings.Repeat(" ", widths[j]-len([]rune(cell))))
		}
		b.WriteString("\n")
	}
}

func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if line != "" && len(line)+1+len(word) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// hiddenHeader heads a scenario's hidden table.
const hiddenHeader = "hidden"
