package featurefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	gherkin "github.com/cucumber/gherkin/go/v42"
	messages "github.com/cucumber/messages/go/v34"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// CaseStep matches the step that names a scenario's case; its group is the
// case id. The steps package binds the same pattern.
var CaseStep = regexp.MustCompile(`^the case "([^"]*)"$`)

// UnicodeStep matches the step that says what lanes show on later Unicode
// versions' tables (stepUnicode); its group is the versions, as
// UnicodeWords writes them. The steps package binds the same pattern.
var UnicodeStep = regexp.MustCompile(`^on Unicode (.+) tables these lanes may show instead:$`)

// Check reads every feature file at the top of fsys (shown as dir in
// problems) and reports each way the features and the corpus disagree: a
// scenario naming no vector, two scenarios naming one, a vector no scenario
// names, a scenario whose name or tags (level, security, tags), docstring,
// lane table, Unicode readings or hidden list says something else than its
// vector, a feature not tagged with its family, an unknown lane id, a file
// Gherkin cannot read.
func Check(corpus *vectors.Corpus, fsys fs.FS, dir string) []vectors.Problem {
	names, err := fs.Glob(fsys, "*.feature")
	if err != nil {
		return []vectors.Problem{{Path: dir, Msg: err.Error()}}
	}
	sort.Strings(names)
	var problems []vectors.Problem
	seen := map[string]string{} // case id → where its scenario is
	unread := map[string]bool{}
	for _, family := range corpus.Unread {
		unread[FileName(family)] = true
	}
	for _, name := range names {
		if unread[name] {
			continue // its vector file's problems are reported already
		}
		p := path.Join(dir, name)
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			problems = append(problems, vectors.Problem{Path: p, Msg: err.Error()})
			continue
		}
		ids := &messages.Incrementing{}
		doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(data), ids.NewId)
		if err != nil {
			problems = append(problems, vectors.Problem{Path: p, Msg: "not valid Gherkin: " + err.Error()})
			continue
		}
		if doc.Feature == nil {
			continue
		}
		family := strings.TrimSuffix(name, ".feature")
		tagged := false
		for _, t := range doc.Feature.Tags {
			tagged = tagged || t.Name == tagexpr.FamilyPrefix+family
		}
		if !tagged {
			problems = append(problems, vectors.Problem{Path: p, Line: int(doc.Feature.Location.Line),
				Msg: fmt.Sprintf("the feature is not tagged %s%s: --tags %s%s selects its scenarios by it", tagexpr.FamilyPrefix, family, tagexpr.FamilyPrefix, family)})
		}
		pickles := map[string]*messages.Pickle{} // by the id of its scenario
		for _, pk := range gherkin.Pickles(*doc, name, ids.NewId) {
			pickles[pk.AstNodeIds[0]] = pk
		}
		for _, child := range doc.Feature.Children {
			if child.Scenario == nil {
				continue
			}
			problems = append(problems, checkScenario(corpus, p, child.Scenario, pickles[child.Scenario.Id], seen)...)
		}
	}
	for _, c := range corpus.Cases {
		if c.Vector != nil {
			continue // a case of MCPL's RFC-005 vectors has no scenario: its file is MCPL's
		}
		if _, ok := seen[c.ID]; !ok {
			problems = append(problems, vectors.Problem{Path: c.Path, Pointer: c.Pointer(), Case: c.ID,
				Msg: fmt.Sprintf("no scenario names this case: add one to %s (go test ./features -update writes it)",
					path.Join(dir, FileName(c.Family)))})
		}
	}
	return problems
}

// checkScenario reports each way a scenario (sc, compiled as pk) and its
// case's vector disagree. Agrees decides whether its steps and name do,
// as the steps package does when godog runs it; only when it says they
// do not are they read one by one, to say what differs at the line of the
// step at fault, and when none does by step (a step left out, say), its
// error is the problem. The scenario's own tags are read as written, as
// Render writes them: Agrees compares a pickle's, its feature's tags
// first, so it lets a tag move to the feature line.
func checkScenario(corpus *vectors.Corpus, p string, sc *messages.Scenario, pk *messages.Pickle, seen map[string]string) []vectors.Problem {
	at := func(loc *messages.Location, id, format string, args ...any) vectors.Problem {
		return vectors.Problem{Path: p, Line: int(loc.Line), Case: id, Msg: fmt.Sprintf(format, args...)}
	}
	var c *vectors.Case
	var problems []vectors.Problem
	for _, step := range sc.Steps {
		m := CaseStep.FindStringSubmatch(step.Text)
		if m == nil {
			continue
		}
		id := m[1]
		found, ok := corpus.Case(id)
		if !ok {
			return []vectors.Problem{at(step.Location, id, "the scenario names case %q, which no vector has", id)}
		}
		where := fmt.Sprintf("%s:%d", p, sc.Location.Line)
		if first, dup := seen[id]; dup {
			return []vectors.Problem{at(sc.Location, id, "a second scenario names this case: the first is at %s", first)}
		}
		seen[id], c = where, found
	}
	if c == nil {
		return []vectors.Problem{at(sc.Location, "", "scenario %q names no case: give it a step `Given the case \"<id>\"`", sc.Name)}
	}
	var tags []string
	for _, t := range sc.Tags {
		tags = append(tags, t.Name)
	}
	if want := tagexpr.Scenario(c); !slices.Equal(tags, want) {
		problems = append(problems, at(sc.Location, c.ID, "the scenario's tags %s are not its vector's (level, security, tags): %s",
			strings.Join(tags, " "), strings.Join(want, " ")))
	}
	if pk != nil && Agrees(pk, c) == nil {
		return problems
	}
	if sc.Name != scenarioName(c) {
		problems = append(problems, at(sc.Location, c.ID, "the scenario's name is not its vector's id and title: %s", scenarioName(c)))
	}
	readings := c.Unicode()
	read := 0
	for _, step := range sc.Steps {
		if m := UnicodeStep.FindStringSubmatch(step.Text); m != nil {
			if bad := readingAgrees(c, p, step, m[1], readings, read); bad != nil {
				problems = append(problems, *bad)
			}
			read++
			continue
		}
		switch step.Text {
		case StepInput:
			if step.DocString == nil {
				problems = append(problems, at(step.Location, c.ID, "the input step has no docstring: it must hold %s%s", c.Path, c.Pointer("input")))
			} else if err := docstringAgrees(c, step.DocString.Content); err != nil {
				problems = append(problems, at(step.DocString.Location, c.ID, "%v", err))
			}
		case StepLanes, StepHidden:
			if step.DataTable == nil {
				problems = append(problems, at(step.Location, c.ID, "the step %q has no table", step.Text))
				continue
			}
			rows, lines := tableCells(step.DataTable)
			agrees := tableAgrees
			if step.Text == StepHidden {
				agrees = hiddenAgrees
			}
			if i, err := agrees(c, rows); err != nil {
				problems = append(problems, vectors.Problem{Path: p, Line: lines[i], Case: c.ID, Msg: err.Error()})
			}
		}
	}
	for _, r := range readings[min(read, len(readings)):] {
		problems = append(problems, at(sc.Location, c.ID, "the scenario lacks the vector's reading of Unicode %s (%s%s): add `And %s` and its table",
			UnicodeWords(r.Versions), c.Path, c.Pointer("unicode"), fmt.Sprintf(stepUnicode, UnicodeWords(r.Versions))))
	}
	if len(problems) == 0 && pk != nil {
		if err := Agrees(pk, c); err != nil {
			problems = append(problems, at(sc.Location, c.ID, "%v", err))
		}
	}
	return problems
}

// readingAgrees reports whether a scenario's step naming Unicode versions
// (their words) and its table say what the vector's reading number k
// says, of readings.
func readingAgrees(c *vectors.Case, path string, step *messages.Step, words string, readings []vectors.UnicodeReading, k int) *vectors.Problem {
	if k >= len(readings) {
		return &vectors.Problem{Path: path, Line: int(step.Location.Line), Case: c.ID,
			Msg: fmt.Sprintf("the scenario says what Unicode %s tables show, and the vector has no such reading (%s%s)", words, c.Path, c.Pointer("unicode"))}
	}
	want := readings[k]
	if words != UnicodeWords(want.Versions) {
		return &vectors.Problem{Path: path, Line: int(step.Location.Line), Case: c.ID,
			Msg: fmt.Sprintf("the scenario's reading names Unicode %s, and the vector's (%s%s) Unicode %s", words, c.Path, c.Pointer("unicode", fmt.Sprint(k)), UnicodeWords(want.Versions))}
	}
	if step.DataTable == nil {
		return &vectors.Problem{Path: path, Line: int(step.Location.Line), Case: c.ID, Msg: fmt.Sprintf("the step %q has no table", step.Text)}
	}
	rows, lines := tableCells(step.DataTable)
	wantRows := append([][]string{Header}, readingTable(want)...)
	for i := range max(len(rows), len(wantRows)) {
		if i >= len(rows) || i >= len(wantRows) || !slices.Equal(rows[i], wantRows[i]) {
			line := lines[min(i, len(lines)-1)]
			return &vectors.Problem{Path: path, Line: line, Case: c.ID,
				Msg: fmt.Sprintf("the table of Unicode %s disagrees with the vector's reading (%s%s)", words, c.Path, c.Pointer("unicode", fmt.Sprint(k)))}
		}
	}
	return nil
}

// docstringAgrees reports whether a scenario's docstring (its content) is
// its vector's input, compared as JSON text with every escape as written.
func docstringAgrees(c *vectors.Case, content string) error {
	var got, want bytes.Buffer
	if err := json.Compact(&got, []byte(content)); err != nil {
		return fmt.Errorf("the docstring is not JSON: %v", err)
	}
	if err := json.Compact(&want, c.RawInput); err != nil {
		return fmt.Errorf("the vector's input is not JSON: %v", err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		return fmt.Errorf("the docstring disagrees with the input at %s%s", c.Path, c.Pointer("input"))
	}
	return nil
}

// tableAgrees reports whether a scenario's lane table (its rows of cells,
// header first) says what its vector expects, and at which row it first
// does not.
func tableAgrees(c *vectors.Case, rows [][]string) (row int, err error) {
	want := append([][]string{Header}, Table(c)...)
	for i, got := range rows {
		if i > 0 && len(got) > 0 {
			if _, err := adapters.ParseLane(got[0]); err != nil {
				return i, err
			}
		}
		if i >= len(want) {
			return i, fmt.Errorf("the table has a row the vector does not expect: %s", tableRow(got))
		}
		if !slices.Equal(got, want[i]) {
			where := ""
			if i > 0 {
				where = fmt.Sprintf(" (%s%s)", c.Path, c.Pointer("expect", want[i][0]))
			}
			return i, fmt.Errorf("the table disagrees with the vector%s:\n  feature: %s\n  vector:  %s",
				where, tableRow(got), tableRow(want[i]))
		}
	}
	if len(rows) < len(want) {
		return len(rows), fmt.Errorf("the table lacks a row the vector expects: %s", tableRow(want[len(rows)]))
	}
	return 0, nil
}

// hiddenAgrees reports whether a scenario's hidden table lists its
// vector's hidden strings, and at which row it first does not.
func hiddenAgrees(c *vectors.Case, rows [][]string) (row int, err error) {
	want := hiddenRows(c)
	for i := range max(len(rows), len(want)) {
		if i >= len(rows) || i >= len(want) || !slices.Equal(rows[i], want[i]) {
			return i, fmt.Errorf("the hidden strings disagree with %s%s", c.Path, c.Pointer("hidden"))
		}
	}
	return 0, nil
}

// tableCells returns a Gherkin table's cells, and the line of each row
// (the table's own line past its last row).
func tableCells(table *messages.DataTable) (rows [][]string, lines []int) {
	for _, row := range table.Rows {
		rows = append(rows, cellValues(row))
		lines = append(lines, int(row.Location.Line))
	}
	return rows, append(lines, int(table.Location.Line))
}

func cellValues(row *messages.TableRow) []string {
	out := make([]string, len(row.Cells))
	for i, cell := range row.Cells {
		out[i] = cell.Value
	}
	return out
}

func tableRow(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }
