package features

import (
	"fmt"
	"strings"

	messages "github.com/cucumber/messages/go/v34"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// FamilyTagPrefix starts the tag a feature names its family with:
// "@family-image".
const FamilyTagPrefix = "@family-"

// NewCase returns the case a scenario states, before its input, lanes and
// hidden strings are read: its id (from `Given the case "<id>"`), its title
// (the scenario's name after "<id>: "), its level (@must or @should),
// security (@security), family (the feature's @family- tag, else the id's
// first segment) and own tags (every other tag), from tags as Gherkin
// gives a scenario's: its feature's, then its own. Its Spec, Path, Index
// and MCP (whether its input is valid MCP, which decides what a host's
// rejection of it is) are those of the corpus's case of the same id, when
// there is one (corpus may be nil); otherwise Path is uri, the feature
// file, and MCP false.
func NewCase(id, name string, tags []string, uri string, corpus *vectors.Corpus) (*vectors.Case, error) {
	c := &vectors.Case{ID: id, Title: strings.TrimPrefix(name, id+": "), Path: uri}
	for _, t := range tags {
		switch {
		case strings.HasPrefix(t, FamilyTagPrefix) && c.Family == "":
			c.Family = strings.TrimPrefix(t, FamilyTagPrefix)
		case (t == "@"+vectors.LevelMust || t == "@"+vectors.LevelShould) && c.Level == "":
			c.Level = strings.TrimPrefix(t, "@")
		case t == "@security" && !c.Security:
			c.Security = true
		default:
			c.Tags = append(c.Tags, strings.TrimPrefix(t, "@"))
		}
	}
	if c.Level == "" {
		return nil, fmt.Errorf("the scenario of case %q has no level: tag it @%s or @%s", id, vectors.LevelMust, vectors.LevelShould)
	}
	if c.Family == "" {
		c.Family, _, _ = strings.Cut(id, "/")
	}
	if corpus != nil {
		if v, ok := corpus.Case(id); ok {
			c.Spec, c.Path, c.Index, c.MCP = v.Spec, v.Path, v.Index, v.MCP
		}
	}
	return c, nil
}

// PickleCase reads a whole scenario, as Gherkin compiles it (a pickle,
// which godog calls a Scenario), into the case it states: NewCase, then
// its docstring (ParseInput), lane table (ParseTable) and hidden table
// (ParseHidden). It is what the steps check a host against, read at once.
func PickleCase(p *messages.Pickle, corpus *vectors.Corpus) (*vectors.Case, error) {
	var tags []string
	for _, t := range p.Tags {
		tags = append(tags, t.Name)
	}
	var c *vectors.Case
	for _, st := range p.Steps {
		if m := CaseStep.FindStringSubmatch(st.Text); m != nil {
			var err error
			if c, err = NewCase(m[1], p.Name, tags, p.Uri, corpus); err != nil {
				return nil, err
			}
			continue
		}
		if c == nil {
			return nil, fmt.Errorf("the step %q comes before `Given the case \"<id>\"`", st.Text)
		}
		if err := ReadStep(c, st); err != nil {
			return nil, err
		}
	}
	if c == nil {
		return nil, fmt.Errorf("scenario %q names no case: give it a step `Given the case \"<id>\"`", p.Name)
	}
	return c, nil
}

// ReadStep reads one step of a scenario into c: the input, the lane
// table, a Unicode reading's table (after the lane table) or the hidden
// table. Any other step is left alone.
func ReadStep(c *vectors.Case, st *messages.PickleStep) error {
	if m := UnicodeStep.FindStringSubmatch(st.Text); m != nil {
		if st.Argument == nil || st.Argument.DataTable == nil {
			return fmt.Errorf("the step %q has no table", st.Text)
		}
		expect, i, err := ParseTable(PickleCells(st.Argument.DataTable))
		if err != nil {
			return fmt.Errorf("the table of Unicode %s, row %d: %v", m[1], i+1, err)
		}
		if err := c.AddUnicode(vectors.UnicodeReading{Versions: ParseUnicodeWords(m[1]), Expect: expect}); err != nil {
			return fmt.Errorf("the table of Unicode %s: %v", m[1], err)
		}
		return nil
	}
	switch st.Text {
	case StepInput:
		if st.Argument == nil || st.Argument.DocString == nil {
			return fmt.Errorf("the step %q has no docstring", st.Text)
		}
		in, raw, err := ParseInput(st.Argument.DocString.Content)
		if err != nil {
			return err
		}
		c.Input, c.RawInput = in, raw
	case StepLanes, StepHidden:
		if st.Argument == nil || st.Argument.DataTable == nil {
			return fmt.Errorf("the step %q has no table", st.Text)
		}
		rows := PickleCells(st.Argument.DataTable)
		if st.Text == StepHidden {
			hidden, i, err := ParseHidden(rows)
			if err != nil {
				return fmt.Errorf("the hidden table, row %d: %v", i+1, err)
			}
			c.Hidden = hidden
			return nil
		}
		expect, i, err := ParseTable(rows)
		if err != nil {
			return fmt.Errorf("the lane table, row %d: %v", i+1, err)
		}
		c.Expect = expect
	}
	return nil
}

// PickleCells returns a compiled table's cells, row by row.
func PickleCells(t *messages.PickleTable) [][]string {
	rows := make([][]string, len(t.Rows))
	for i, row := range t.Rows {
		rows[i] = make([]string, len(row.Cells))
		for j, cell := range row.Cells {
			rows[i][j] = cell.Value
		}
	}
	return rows
}
