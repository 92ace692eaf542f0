package tagexpr

import (
	"fmt"
	"strings"
	"testing/fstest"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/internal/memo"
)

// matched remembers Match's answers, by expression and tags: the corpus
// has few distinct tag lists, and each answer costs a Gherkin parse.
var matched = memo.NewMap[string, bool](4096)

// Match reports whether godog's tag filter (godog.Options.Tags) runs a
// scenario carrying tags ("@family-image", "@must", …) under expr, which
// Check accepts: godog itself decides, on a scenario written with those
// tags, so that a selection and a godog run of the features cannot
// disagree. "" (or only spaces) matches every scenario; an expression
// Check refuses matches none.
func Match(expr string, tags []string) bool {
	if strings.TrimSpace(expr) == "" {
		return true
	}
	key := expr + "\n" + strings.Join(tags, " ")
	if ok, found := matched.Get(key); found {
		return ok
	}
	ok := Check(expr) == nil && godogRuns(expr, tags)
	matched.Put(key, ok)
	return ok
}

// godogRuns reports whether godog keeps, under expr, the one scenario of
// a feature whose scenario carries tags: the pickles godog's
// TestSuite.RetrieveFeatures returns are those its tag filter lets run.
func godogRuns(expr string, tags []string) bool {
	feature := fmt.Sprintf("Feature: f\n  %s\n  Scenario: s\n    Given s\n", strings.Join(tags, " "))
	features, err := godog.TestSuite{Options: &godog.Options{
		FS:    fstest.MapFS{"f.feature": {Data: []byte(feature)}},
		Paths: []string{"f.feature"},
		Tags:  expr,
	}}.RetrieveFeatures()
	if err != nil {
		panic("tagexpr: godog cannot read a scenario of tags " + strings.Join(tags, " ") + ": " + err.Error())
	}
	for _, f := range features {
		if len(f.Pickles) > 0 {
			return true
		}
	}
	return false
}
