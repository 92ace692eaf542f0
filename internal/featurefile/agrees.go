package featurefile

import (
	"bytes"
	"fmt"
	"slices"

	gherkin "github.com/cucumber/gherkin/go/v42"
	messages "github.com/cucumber/messages/go/v34"

	"github.com/rfc005-lanes/rfc005-lanes/internal/tagexpr"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Regenerate says how to bring the features back to the vectors.
const Regenerate = "edit the vector, not the feature, and regenerate the features: go test ./features -update"

// Agrees reports whether a scenario, as godog compiles it (a pickle),
// is what case c renders to: the same name, tags and steps, each with
// the same docstring or table cells. The text is compared as Gherkin reads
// it, so a table's alignment is free; nothing of it is read back into an
// expectation.
func Agrees(p *messages.Pickle, c *vectors.Case) error {
	want, err := renderedPickle(c)
	if err != nil {
		return err
	}
	differs := func(what string) error {
		return fmt.Errorf("the scenario of case %q is not what its vector (%s%s) renders to: its %s differs; %s", c.ID, c.Path, c.Pointer(), what, Regenerate)
	}
	switch {
	case p.Name != want.Name:
		return differs("name")
	case !slices.Equal(tagNames(p.Tags), tagNames(want.Tags)):
		return differs("tags")
	case len(p.Steps) != len(want.Steps):
		return differs("number of steps")
	}
	for i, st := range p.Steps {
		w := want.Steps[i]
		if st.Text != w.Text || argument(st) != argument(w) {
			return differs(fmt.Sprintf("step %d (%q)", i+1, st.Text))
		}
	}
	return nil
}

// renderedPickle compiles the scenario c renders to, in its family's
// feature, as godog compiles it.
func renderedPickle(c *vectors.Case) (*messages.Pickle, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s%s\nFeature: %s\n\n", tagexpr.FamilyPrefix, c.Family, c.Family)
	writeScenario(&b, c)
	ids := &messages.Incrementing{}
	doc, err := gherkin.ParseGherkinDocument(&b, ids.NewId)
	if err != nil {
		return nil, fmt.Errorf("case %q renders to a scenario Gherkin cannot read: %v", c.ID, err)
	}
	return gherkin.Pickles(*doc, FileName(c.Family), ids.NewId)[0], nil
}

func tagNames(tags []*messages.PickleTag) []string {
	names := make([]string, len(tags))
	for i, t := range tags {
		names[i] = t.Name
	}
	return names
}

// argument writes a step's docstring or table as one string to compare.
func argument(st *messages.PickleStep) string {
	switch a := st.Argument; {
	case a == nil:
		return ""
	case a.DocString != nil:
		return "docstring " + a.DocString.MediaType + "\n" + a.DocString.Content
	case a.DataTable != nil:
		var b bytes.Buffer
		for _, row := range a.DataTable.Rows {
			b.WriteString("table")
			for _, cell := range row.Cells {
				fmt.Fprintf(&b, " %q", cell.Value)
			}
			b.WriteString("\n")
		}
		return b.String()
	}
	return ""
}
