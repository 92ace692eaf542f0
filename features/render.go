// Package features holds the suite's Gherkin features, one per case family:
// the executable examples spec authors read. Each scenario states its case
// in its own text, and package steps checks a host against that text:
//
//	@family-text
//	Feature: …
//	  @must @text
//	  Scenario: text/plain: An embedded text/plain resource shows its text on every lane
//	    Given the case "text/plain"
//	    When the host is given this input on each lane:
//	      """json
//	      {"content": [ … ]}
//	      """
//	    Then each lane shows:
//	      | lane | shows | text or data | media type | must mention |
//	      | push | text  | "hello from the server" |  |              |
//	    And no lane shows any of:
//	      | hidden                           |
//	      | "memo://notes/secret-token-7f3a" |
//
// The tags give the level (@must, @should), @security and the family; the
// docstring is the input as the vector writes it ({"$repeat"} and all);
// the table says what each lane must show, every text whole (Literal: a
// long text is written with its repeats as "unit" × count, a long JSON
// string as {"$repeat": unit, "count": n}); a case with Unicode readings
// says after it, in a table of the same form, what lanes show instead on
// later Unicode versions' tables ("And on Unicode 16.0 or 17.0 tables
// these lanes may show instead:"); the list names the hidden strings.
// PickleCase reads a scenario back into its case.
//
// The feature files are generated from the vectors (Render) and checked
// against them (Check, which `rfc005 validate` runs), so the two cannot
// drift apart; `go test ./features -update` writes them anew from the
// vectors.
//
// `go test ./features` runs them through godog (TestFeatures, each scenario
// a subtest) against the in-process reference host, which must pass every
// check, its wording included. Flags, after -args when testing several
// packages:
//
//	-host "node myhost.mjs"   score a subprocess host speaking the adapter
//	                          protocol instead (also $RFC005_HOST; paths
//	                          relative to features/); its wording is not failed
//	-godog.tags=@security     run the scenarios a tag expression selects
//	-godog.format=pretty      write godog's report to stdout (with -v);
//	                          cucumber:report.json writes Cucumber JSON to a file
//	-godog.random, -godog.stop-on-failure, -godog.no-colors, …  as godog's
//	-run 'TestFeatures/text/plain:'  one scenario, by its name (spaces as _)
package features

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

//go:embed *.feature
var builtin embed.FS

// BuiltinFS returns the embedded feature files.
func BuiltinFS() fs.FS { return builtin }

// FileName returns the feature file a family's scenarios live in.
func FileName(family string) string { return family + ".feature" }

// The steps every scenario is written with: it names its case, gives the
// host its input, and says what each lane must show and what no lane may.
// Each step's text (docstring, tables) is what the steps package checks a
// host against.
const (
	StepCase   = `the case "%s"`
	StepInput  = "the host is given this input on each lane:"
	StepLanes  = "each lane shows:"
	StepHidden = "no lane shows any of:"
	// StepUnicode says what lanes show instead on later Unicode versions'
	// tables (a case's Unicode readings), its versions written as
	// UnicodeWords writes them: "on Unicode 16.0 or 17.0 tables these
	// lanes may show instead:".
	StepUnicode = "on Unicode %s tables these lanes may show instead:"
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
		writeTable(&b, append([][]string{Header}, Table(c)...))
		for _, r := range c.Unicode() {
			fmt.Fprintf(&b, "    And "+StepUnicode+"\n", UnicodeWords(r.Versions))
			writeTable(&b, append([][]string{Header}, ReadingTable(r)...))
		}
		if len(c.Hidden) > 0 {
			fmt.Fprintf(&b, "    And %s\n", StepHidden)
			writeTable(&b, hiddenRows(c))
		}
	}
	return b.Bytes()
}

// Tags returns a case's scenario tags: its level, @security when it is a
// security case, and its own tags.
func Tags(c *vectors.Case) []string { return tagexpr.Scenario(c) }

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
