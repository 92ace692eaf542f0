package steps_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/cucumber/godog"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/features"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/cicommand"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/steps"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// feature renders one case's scenario alone.
func feature(t *testing.T, id string) (fstest.MapFS, *vectors.Corpus) {
	t.Helper()
	corpus := testcorpus.Builtin(t)
	c, ok := corpus.Case(id)
	if !ok {
		t.Fatalf("no case %s", id)
	}
	f := &vectors.File{Family: c.Family, Title: c.Family, Cases: []*vectors.Case{c}}
	return fstest.MapFS{c.Family + ".feature": {Data: features.Render(f, c.Path)}}, corpus
}

// run runs one case's scenario with opt, and returns godog's summary line
// ("1 scenarios (1 passed)"), its report and the lanes scored.
func run(t *testing.T, id string, opt steps.Options) (summary, report string, scored []adapters.Lane) {
	t.Helper()
	fsys, corpus := feature(t, id)
	opt.Corpus = corpus
	var mu sync.Mutex
	opt.Scored = func(r runner.Result) {
		mu.Lock()
		defer mu.Unlock()
		scored = append(scored, r.Lane)
	}
	var out strings.Builder
	godog.TestSuite{
		ScenarioInitializer: steps.Initializer(opt),
		Options:             &godog.Options{Format: "progress", Output: &out, FS: fsys, Paths: []string{"."}, Strict: true, NoColors: true},
	}.Run()
	report = out.String()
	for _, line := range strings.Split(report, "\n") {
		if strings.Contains(line, " scenarios (") {
			summary = line
		}
	}
	return summary, report, scored
}

// changes shows want on lane as the reference shows it, with one text
// replaced.
type changes struct {
	adapters.Host
	lane     adapters.Lane
	old, new string
}

func (h changes) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if lane != h.lane {
		return obs, err
	}
	for i, b := range obs.Blocks {
		obs.Blocks[i].Text = strings.ReplaceAll(b.Text, h.old, h.new)
	}
	if obs.Text != nil {
		s := strings.ReplaceAll(*obs.Text, h.old, h.new)
		obs.Text = &s
	}
	return obs, err
}

// serves leaves every lane but its own out of the reference's hello.
type serves struct {
	adapters.Host
	lanes []adapters.Lane
}

func (h serves) Lanes() []adapters.Lane { return h.lanes }

func (h serves) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	for _, l := range h.lanes {
		if l == lane {
			return h.Host.Observe(ctx, lane, in)
		}
	}
	return adapters.Observation{Unsupported: true}, nil
}

func baseline(id string, lane adapters.Lane) *runner.Baseline {
	return &runner.Baseline{Format: "rfc005-lanes-baseline/1", Failures: []runner.KnownFailure{{Case: id, Lane: lane, Reason: "known"}}}
}

// tracked is a baseline file listing one known failure with "link":
// link, as read.
func tracked(t *testing.T, id string, lane adapters.Lane, link string) *runner.Baseline {
	t.Helper()
	path := filepath.Join(t.TempDir(), "baseline.json")
	data := fmt.Sprintf(`{"format":%q,"failures":[{"case":%q,"lane":%q,"reason":"known","link":%q}]}`, "rfc005-lanes-baseline/1", id, lane, link)
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := runner.ReadBaseline(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTheGateDecides runs one scenario against hosts and options that the
// CI gate decides differently, and requires the scenario's outcome to be
// the gate's.
func TestTheGateDecides(t *testing.T) {
	t.Parallel()
	ref := reference.New()
	all := ref.Lanes()
	without := func(drop adapters.Lane) []adapters.Lane {
		var out []adapters.Lane
		for _, l := range all {
			if l != drop {
				out = append(out, l)
			}
		}
		return out
	}
	wrongPush := changes{ref, adapters.Push, "hello from the server", "hello from the client"}
	leaksPush := changes{ref, adapters.Push, "hello from the server", "hello from memo://notes/secret-token-7f3a"}
	rewordsStored := changes{ref, adapters.ToolResultStored, "[image: image/png, 70B]", "[image/png image, 70B]"}
	tests := []struct {
		name, id string
		opt      steps.Options
		want     string // godog's count: passed, failed; skipped (godog counts the scenario passed, its lanes step skipped)
		says     string // what the report must say, if anything
		lanes    int    // how many lanes must be scored (render counts once)
	}{
		{"reference", "text/plain", steps.Options{Host: ref, Wording: true}, "1 passed", "", 8},
		{"a gating failure", "text/plain", steps.Options{Host: wrongPush}, "1 failed", "text/plain on push: mismatch", 8},
		{"excused by the baseline", "text/plain", steps.Options{Host: wrongPush, Baseline: baseline("text/plain", adapters.Push)}, "1 passed", "", 8},
		{"a baseline of another lane", "text/plain", steps.Options{Host: wrongPush, Baseline: baseline("text/plain", adapters.Channel)}, "1 failed", "text/plain on push: mismatch", 8},
		{"a stale baseline entry", "text/plain", steps.Options{Host: ref, Baseline: baseline("text/plain", adapters.Push)}, "1 failed", "is listed in the baseline but does not fail", 8},
		{"a leak listed as a failure", "text/plain", steps.Options{Host: leaksPush, Baseline: baseline("text/plain", adapters.Push)}, "1 failed", "a security failure the baseline does not list as a known leak", 8},
		{"a leak listed without its link", "text/plain", steps.Options{Host: leaksPush, Baseline: tracked(t, "text/plain", adapters.Push, "")}, "1 failed", "the baseline lists this security failure without the link of the issue tracking it", 8},
		{"a known leak", "text/plain", steps.Options{Host: leaksPush, Baseline: tracked(t, "text/plain", adapters.Push, "https://github.com/you/host/issues/7")}, "1 passed", "", 8},
		{"a leak the baseline does not list", "text/plain", steps.Options{Host: leaksPush, Baseline: tracked(t, "text/plain", adapters.Channel, "https://github.com/you/host/issues/7")}, "1 failed", "a security failure the baseline does not list", 8},
		{"a lane not served", "text/plain", steps.Options{Host: serves{ref, without(adapters.Push)}}, "1 failed", "text/plain on push: skipped: the host does not serve this lane", 8},
		{"a lane not served, allowed", "text/plain", steps.Options{Host: serves{ref, without(adapters.Push)}, AllowMissing: []adapters.Lane{adapters.Push}}, "1 passed", "", 8},
		{"only lanes not served, allowed", "text/plain", steps.Options{Host: serves{ref, without(adapters.Push)}, Lanes: []adapters.Lane{adapters.Push}, AllowMissing: []adapters.Lane{adapters.Push}}, "1 skipped", "", 1},
		{"a lane outside Lanes is not observed", "text/plain", steps.Options{Host: wrongPush, Lanes: []adapters.Lane{adapters.Channel}}, "1 passed", "", 1},
		{"no lane selected", "text/plain", steps.Options{Host: ref, Lanes: []adapters.Lane{adapters.Guard}}, "1 skipped", "", 0},
		{"the mcp profile: tool-result lanes only", "text/plain", steps.Options{Host: wrongPush, Profile: runner.ProfileMCP}, "1 passed", "", 2},
		{"the mcp profile: no stale entry off its lanes", "text/plain", steps.Options{Host: ref, Profile: runner.ProfileMCP, Baseline: baseline("text/plain", adapters.Push)}, "1 passed", "", 2},
		{"the mcp profile: input not valid MCP", "recognition/empty-resource-uri", steps.Options{Host: ref, Profile: runner.ProfileMCP}, "1 skipped", "", 0},
		{"wording, not gating", "image/png-blob", steps.Options{Host: rewordsStored}, "1 passed", "", 8},
		{"wording, with Wording", "image/png-blob", steps.Options{Host: rewordsStored, Wording: true}, "1 failed", "image/png-blob on tool-result/stored: ", 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			summary, report, scored := run(t, tt.id, tt.opt)
			if tt.want == "1 skipped" {
				if !strings.Contains(report, " passed, 1 skipped)") && !strings.Contains(report, " steps (2 passed, 2 skipped)") || strings.Contains(report, "failed") {
					t.Errorf("the lanes step was not skipped:\n%s", report)
				}
			} else if !strings.Contains(summary, "("+tt.want+")") {
				t.Errorf("godog says %q, want (%s):\n%s", summary, tt.want, report)
			}
			if tt.says != "" && !strings.Contains(report, tt.says) {
				t.Errorf("the report does not say %q:\n%s", tt.says, report)
			}
			if len(scored) != tt.lanes {
				t.Errorf("scored %d lanes (%v), want %d", len(scored), scored, tt.lanes)
			}
		})
	}
}

// TestFailuresForgeNoCICommand pins that a failing scenario's error,
// which go test prints in a CI log, shows a CI runner no command, however
// the host's answer is forged: its lines are reporttext.Inert.
func TestFailuresForgeNoCICommand(t *testing.T) {
	t.Parallel()
	forger := changes{reference.New(), adapters.Push, "hello from the server", "a\n::error title=FORGED::x\n  ::add-mask::rfc005 ##[error]y ##vso[task.complete]"}
	_, report, _ := run(t, "text/plain", steps.Options{Host: forger})
	if found := cicommand.Commands(report); len(found) > 0 {
		t.Errorf("a CI runner reads %q in:\n%s", found, report)
	}
	if !strings.Contains(report, `##\u005berror]y`) {
		t.Errorf("the report does not show the host's text, escaped:\n%s", report)
	}
}

// TestNoCorpusIsTheBuiltinOne runs the built-in text feature with no
// Options.Corpus: its scenarios find their cases in the built-in vectors,
// and the reference passes them all.
func TestNoCorpusIsTheBuiltinOne(t *testing.T) {
	t.Parallel()
	var out strings.Builder
	status := godog.TestSuite{
		ScenarioInitializer: steps.Initializer(steps.Options{Host: reference.New(), Wording: true}),
		Options: &godog.Options{Format: "progress", Output: &out, FS: features.BuiltinFS(), Paths: []string{"text.feature"},
			Strict: true, NoColors: true},
	}.Run()
	if status != 0 || !strings.Contains(out.String(), " scenarios (") || strings.Contains(out.String(), "failed") {
		t.Errorf("godog exited with status %d:\n%s", status, out.String())
	}
}

// TestCaseErrorsForgeNoCICommand pins that the error of a scenario that
// is not its vector's render, which quotes the vector's path (a file name
// of whoever wrote the vectors), shows a CI runner no command.
func TestCaseErrorsForgeNoCICommand(t *testing.T) {
	t.Parallel()
	fsys, _ := feature(t, "text/plain")
	corpus, problems := vectors.Load(vectors.BuiltinFS(), "::error title=FORGED::x ##[error]y")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	edited := strings.Replace(string(fsys["text.feature"].Data), `| push               | text  | "hello from the server"`, `| push               | text  | "hello from the client"`, 1)
	if edited == string(fsys["text.feature"].Data) {
		t.Fatal("text/plain's scenario has no push row to edit")
	}
	var out strings.Builder
	godog.TestSuite{
		ScenarioInitializer: steps.Initializer(steps.Options{Host: reference.New(), Corpus: corpus}),
		Options: &godog.Options{Format: "progress", Output: &out, FS: fstest.MapFS{"text.feature": {Data: []byte(edited)}},
			Paths: []string{"."}, Strict: true, NoColors: true},
	}.Run()
	report := out.String()
	if found := cicommand.Commands(report); len(found) > 0 {
		t.Errorf("a CI runner reads %q in:\n%s", found, report)
	}
	if !strings.Contains(report, `##\u005berror]y/text.json`) {
		t.Errorf("the report does not show the vector's path, escaped:\n%s", report)
	}
}
