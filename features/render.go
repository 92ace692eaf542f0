// Package features holds the suite's Gherkin features, one per case family:
// the executable examples spec authors read. Each scenario names a vector,
// carries its input as a docstring and its lane expectations as a table.
//
// The feature files are generated from the vectors (Render) and checked
// against them (Check), so the two cannot drift apart; `go test ./features`
// runs them through godog against the reference host, and
// `go test ./features -update` writes them anew from the vectors.
package features

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

//go:embed *.feature
var builtin embed.FS

// BuiltinFS returns the embedded feature files.
func BuiltinFS() fs.FS { return builtin }

// FileName returns the feature file a family's scenarios live in.
func FileName(family string) string { return family + ".feature" }

// The steps every scenario is written with.
const (
	StepCase   = `the case "%s"`
	StepInput  = "its input is shown on each lane:"
	StepLanes  = "the lanes show:"
	StepHidden = "no lane shows:"
)

// ScenarioName returns the name of a case's scenario: its id and title.
func ScenarioName(c *vectors.Case) string { return c.ID + ": " + c.Title }

// Render writes the feature of one vector file.
func Render(f *vectors.File, vectorPath string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Generated from %s by `go test ./features -update`: edit the vector, then regenerate.\n", vectorPath)
	fmt.Fprintf(&b, "# `rfc005 validate` reports any difference between this file and the vectors.\n")
	fmt.Fprintf(&b, "@family-%s\nFeature: %s\n", f.Family, f.Title)
	for _, line := range wrap(f.Description, 76) {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	for _, c := range f.Cases {
		b.WriteString("\n")
		fmt.Fprintf(&b, "  %s\n", strings.Join(Tags(c), " "))
		fmt.Fprintf(&b, "  Scenario: %s\n", ScenarioName(c))
		fmt.Fprintf(&b, "    Given "+StepCase+"\n", c.ID)
		fmt.Fprintf(&b, "    When %s\n", StepInput)
		b.WriteString("      \"\"\"json\n")
		for _, line := range strings.Split(Docstring(c), "\n") {
			fmt.Fprintf(&b, "      %s\n", line)
		}
		b.WriteString("      \"\"\"\n")
		fmt.Fprintf(&b, "    Then %s\n", StepLanes)
		writeTable(&b, append([][]string{Header}, Rows(c)...))
		if len(c.Hidden) > 0 {
			fmt.Fprintf(&b, "    And %s\n", StepHidden)
			rows := [][]string{{"hidden"}}
			for _, h := range c.Hidden {
				rows = append(rows, []string{Quote(h)})
			}
			writeTable(&b, rows)
		}
	}
	return b.Bytes()
}

// Tags returns a case's scenario tags: its level, @security when it is a
// security case, and its own tags.
func Tags(c *vectors.Case) []string {
	tags := []string{"@" + c.Level}
	if c.Security {
		tags = append(tags, "@security")
	}
	for _, t := range c.Tags {
		tags = append(tags, "@"+t)
	}
	return tags
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
