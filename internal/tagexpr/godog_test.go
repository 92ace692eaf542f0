package tagexpr

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	gherkin "github.com/cucumber/gherkin/go/v42"
	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v34"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

// TestCheckRefusesOtherGrammars: "||", "!" and a tag without "@"
// are refused, with the expression rewritten in godog's form.
func TestCheckRefusesOtherGrammars(t *testing.T) {
	t.Parallel()
	for expr, want := range map[string]string{
		"security":                `tag expression "security": tags start with @ (godog's tag expressions): @security`,
		"image,audio":             `tag expression "image,audio": tags start with @ (godog's tag expressions): @image,@audio`,
		"@must && ~large":         `tag expression "@must && ~large": tags start with @ (godog's tag expressions): @must && ~@large`,
		"@image || @audio":        `tag expression "@image || @audio": "," is or, not "||" (godog's tag expressions): @image,@audio`,
		"!@security":              `tag expression "!@security": "~" is not, not "!" (godog's tag expressions): ~@security`,
		"must || !large && @deep": `tag expression "must || !large && @deep": tags start with @; "," is or, not "||"; "~" is not, not "!" (godog's tag expressions): @must,~@large && @deep`,
	} {
		if err := Check(expr); err == nil || err.Error() != want {
			t.Errorf("Check(%q):\n got %v\nwant %s", expr, err, want)
		}
	}
}

// caseStep matches the step naming a scenario's case (featurefile.StepCase).
var caseStep = regexp.MustCompile(`^the case "([^"]*)"$`)

// TestCaseTagsAreTheScenarioTags: for every case of the corpus, Case
// is exactly the tag list of its scenario's pickle in ../../features, which is
// what godog's --tags filter matches.
func TestCaseTagsAreTheScenarioTags(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	pickled := pickledTags(t)
	for _, c := range corpus.Cases {
		want, ok := pickled[c.ID]
		if !ok {
			t.Errorf("%s: no scenario in ../../features", c.ID)
			continue
		}
		if got := Case(c); !slices.Equal(got, want) {
			t.Errorf("%s: Case %q, its scenario's tags %q", c.ID, got, want)
		}
		delete(pickled, c.ID)
	}
	for id := range pickled {
		t.Errorf("../../features has a scenario for %s, which the corpus lacks", id)
	}
}

// pickledTags returns the tags of each scenario of ../../features, as
// godog compiles it (a pickle), by the id of the case it names.
func pickledTags(t *testing.T) map[string][]string {
	t.Helper()
	files, err := filepath.Glob("../../features/*.feature")
	if err != nil || len(files) == 0 {
		t.Fatalf("no feature files in ../../features: %v", err)
	}
	pickled := map[string][]string{} // case id: its pickle's tags
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		newID := (&messages.Incrementing{}).NewId
		doc, err := gherkin.ParseGherkinDocument(strings.NewReader(string(data)), newID)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, p := range gherkin.Pickles(*doc, name, newID) {
			var id string
			for _, st := range p.Steps {
				if m := caseStep.FindStringSubmatch(st.Text); m != nil {
					id = m[1]
					break
				}
			}
			if id == "" {
				t.Errorf("%s: scenario %q names no case", name, p.Name)
				continue
			}
			tags := []string{}
			for _, tag := range p.Tags {
				tags = append(tags, tag.Name)
			}
			pickled[id] = tags
		}
	}
	return pickled
}

// TestMatchIsWhatGodogRuns runs godog on scenarios carrying every
// combination of a few tags, and checks that each expression selects what
// Match selects.
func TestMatchIsWhatGodogRuns(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{}
	for _, family := range []string{"image", "audio"} {
		var b strings.Builder
		fmt.Fprintf(&b, "@family-%s\nFeature: %s\n", family, family)
		for mask := 0; mask < 16; mask++ {
			tags := []string{"@must"}
			if mask&1 != 0 {
				tags[0] = "@should"
			}
			for bit, tag := range []string{"@security", "@large", "@image"} {
				if mask&(2<<bit) != 0 {
					tags = append(tags, tag)
				}
			}
			fmt.Fprintf(&b, "\n  %s\n  Scenario: %s %d\n    Given ok\n", strings.Join(tags, " "), family, mask)
		}
		fsys[family+".feature"] = &fstest.MapFile{Data: []byte(b.String())}
	}
	// run returns the scenarios godog runs under expr, with their tags.
	run := func(expr string) map[string][]string {
		var mu sync.Mutex
		ran := map[string][]string{}
		status := godog.TestSuite{
			ScenarioInitializer: func(sc *godog.ScenarioContext) {
				sc.Step(`^ok$`, func() error { return nil })
				sc.Before(func(ctx context.Context, s *godog.Scenario) (context.Context, error) {
					mu.Lock()
					defer mu.Unlock()
					for _, tag := range s.Tags {
						ran[s.Name] = append(ran[s.Name], tag.Name)
					}
					return ctx, nil
				})
			},
			Options: &godog.Options{Format: "progress", Output: io.Discard, FS: fsys, Paths: []string{"."}, Tags: expr, Strict: true},
		}.Run()
		if status != 0 {
			t.Fatalf("godog --tags %q: status %d", expr, status)
		}
		return ran
	}
	all := run("")
	if len(all) != 32 {
		t.Fatalf("godog ran %d scenarios, want 32", len(all))
	}
	for _, expr := range []string{
		"@security", "~@security", "@family-image", "@family-image,@family-audio", "@must && ~@large",
		"@image", "~@image && @family-image", "@should,@security && @large", "@must && @security && ~@family-audio",
		"~@must,~@large", "@nothing", "~@nothing", " @large , @image ", "@family-audio&&~@should&&@image",
	} {
		if err := Check(expr); err != nil {
			t.Fatal(err)
		}
		ran := run(expr)
		for name, tags := range all {
			if _, did := ran[name]; did != Match(expr, tags) {
				t.Errorf("%q on %q: godog runs it %v, Match says %v", expr, tags, did, Match(expr, tags))
			}
		}
	}
}
