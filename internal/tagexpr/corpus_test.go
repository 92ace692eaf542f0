package tagexpr

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cucumber/godog"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// TestEveryTagSelectsAsTheFeaturesRun: for every tag of the corpus, its
// negation and a few joined, the cases Match takes are exactly those
// whose scenarios godog keeps under that expression, each scenario
// carrying the tags of its pickle in ../../features (one feature of them
// all, so that godog reads it once per expression).
func TestEveryTagSelectsAsTheFeaturesRun(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	var b strings.Builder
	b.WriteString("Feature: every case\n")
	var exprs []string
	for id, tags := range pickledTags(t) {
		fmt.Fprintf(&b, "\n  %s\n  Scenario: %s\n    Given ok\n", strings.Join(tags, " "), id)
		for _, tag := range tags {
			if !slices.Contains(exprs, tag) {
				exprs = append(exprs, tag, "~"+tag)
			}
		}
	}
	fsys := fstest.MapFS{"all.feature": {Data: []byte(b.String())}}
	exprs = append(exprs, "@must && ~@security,@family-image", "@nothing")
	for _, expr := range exprs {
		features, err := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: []string{"."}, Tags: expr}}.RetrieveFeatures()
		if err != nil {
			t.Fatal(err)
		}
		var kept, taken []string
		for _, f := range features {
			for _, p := range f.Pickles {
				kept = append(kept, p.Name)
			}
		}
		for _, c := range corpus.Cases {
			if c.Vector == nil && Match(expr, Case(c)) {
				taken = append(taken, c.ID)
			}
		}
		slices.Sort(kept)
		slices.Sort(taken)
		if !slices.Equal(kept, taken) {
			t.Errorf("%q: godog keeps the scenarios of %d cases, Match takes %d: %q, %q", expr, len(kept), len(taken), kept, taken)
		}
	}
	if len(exprs) < 10 {
		t.Errorf("only %d expressions: the corpus has fewer tags than it should", len(exprs))
	}
}
