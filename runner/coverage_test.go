package runner

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/junitfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

func allButLanes(drop ...adapters.Lane) []adapters.Lane {
	var out []adapters.Lane
	for _, l := range adapters.AllLanes() {
		if !hasLane(drop, l) {
			out = append(out, l)
		}
	}
	return out
}

var (
	everyLaneUnsupported = wronghost.Declaring(adapters.AllLanes(), true)
	pushOnly             = wronghost.Declaring([]adapters.Lane{adapters.Push}, false)
	noLane               = wronghost.Declaring(nil, false)
	allButRender         = wronghost.Declaring(allButLanes(adapters.Render), false)
)

// withoutDeep returns the built-in corpus, in a quick run without the few
// cases nested ten thousand levels deep (tagged deep), which take most of
// a run's time and have nothing to do with lanes; -tags long keeps them.
// TestSelection scores them in every run.
func withoutDeep(t *testing.T) *vectors.Corpus {
	t.Helper()
	corpus := testcorpus.Builtin(t) // a copy of its own, the caller's to change
	if !longrun.Enabled {
		corpus.Cases = slices.DeleteFunc(corpus.Cases, func(c *vectors.Case) bool { return slices.Contains(c.Tags, "deep") })
	}
	return corpus
}

// observationsOn counts the observations of the whole corpus on lane.
func observationsOn(corpus *vectors.Corpus, lane adapters.Lane) (on, all int) {
	for _, c := range corpus.Cases {
		for _, l := range c.Lanes() {
			all++
			if l == lane {
				on++
			}
		}
	}
	return on, all
}

// TestUnsupportedOnADeclaredLane pins that {"unsupported":true} is a skip
// only on a lane the host left out of its hello, and an error, saying so,
// on a lane it declared.
func TestUnsupportedOnADeclaredLane(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	onPush, all := observationsOn(corpus, adapters.Push)
	tests := []struct {
		name                     string
		host                     adapters.Host
		pass, errors, skip       int
		verdictOnPush, onChannel compare.Verdict
	}{
		{"declares_every_lane_answers_unsupported", everyLaneUnsupported, 0, all, 0, compare.Error, compare.Error},
		{"declares_push_only", pushOnly, onPush, 0, all - onPush, compare.Pass, compare.Skip},
		{"declares_nothing", noLane, 0, 0, all, compare.Skip, compare.Skip},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Run(context.Background(), tt.host, corpus, Selection{})
			c := r.Count()
			if c.Pass != tt.pass || c.Error != tt.errors || c.Skip != tt.skip {
				t.Errorf("pass %d, errors %d, skipped %d; want %d, %d, %d", c.Pass, c.Error, c.Skip, tt.pass, tt.errors, tt.skip)
			}
			for _, res := range r.Results {
				want := map[adapters.Lane]compare.Verdict{adapters.Push: tt.verdictOnPush, adapters.Channel: tt.onChannel}[res.Lane]
				if want != "" && res.Verdict != want {
					t.Errorf("%s: verdict %s, want %s", res, res.Verdict, want)
				}
				if res.Verdict == compare.Error {
					reason := fmt.Sprintf(`the host declared %s in its hello but answered {"unsupported":true}; serve the lane or leave it out of the hello`, res.Lane)
					if res.Reason != reason {
						t.Errorf("%s on %s: reason %q, want %q", res.Case, res.Lane, res.Reason, reason)
					}
				}
			}
		})
	}
}

// TestCoverage pins the lanes selected and served, the observations
// selected and scored, and the score line that states them. A quick run
// scores the corpus withoutDeep.
func TestCoverage(t *testing.T) {
	t.Parallel()
	corpus := withoutDeep(t)
	onPush, all := observationsOn(corpus, adapters.Push)
	tests := []struct {
		name           string
		host           adapters.Host
		sel            Selection
		selected       []adapters.Lane
		served         []adapters.Lane
		missing        []adapters.Lane
		selObs, scored int
	}{
		{"reference", reference.New(), Selection{}, adapters.AllLanes(), adapters.AllLanes(), nil, all, all},
		{"push_only", pushOnly, Selection{}, adapters.AllLanes(), []adapters.Lane{adapters.Push}, allButLanes(adapters.Push), all, onPush},
		{"push_only_narrowed", pushOnly, Selection{Lanes: []adapters.Lane{adapters.Push}}, []adapters.Lane{adapters.Push}, []adapters.Lane{adapters.Push}, nil, onPush, onPush},
		{"push_only_narrowed_to_two", pushOnly, Selection{Lanes: []adapters.Lane{adapters.Render, adapters.Push}},
			[]adapters.Lane{adapters.Push, adapters.Render}, []adapters.Lane{adapters.Push}, []adapters.Lane{adapters.Render}, -1, onPush},
		{"unsupported_everywhere", everyLaneUnsupported, Selection{}, adapters.AllLanes(), adapters.AllLanes(), nil, all, all},
		{"no_lane", noLane, Selection{}, adapters.AllLanes(), nil, adapters.AllLanes(), all, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Run(context.Background(), tt.host, corpus, tt.sel)
			cov := r.Coverage()
			if tt.selObs < 0 {
				tt.selObs = len(r.Results)
			}
			if fmt.Sprint(cov.LanesSelected) != fmt.Sprint(tt.selected) || fmt.Sprint(cov.LanesServed) != fmt.Sprint(tt.served) ||
				fmt.Sprint(cov.LanesMissing()) != fmt.Sprint(tt.missing) {
				t.Errorf("lanes selected %v, served %v, missing %v; want %v, %v, %v",
					cov.LanesSelected, cov.LanesServed, cov.LanesMissing(), tt.selected, tt.served, tt.missing)
			}
			if cov.ObservationsSelected != tt.selObs || cov.ObservationsScored != tt.scored {
				t.Errorf("observations %d selected, %d scored; want %d, %d", cov.ObservationsSelected, cov.ObservationsScored, tt.selObs, tt.scored)
			}
			if cov.Full() != (len(tt.missing) == 0) {
				t.Errorf("Full() = %v with %v missing", cov.Full(), tt.missing)
			}
			c := r.Count()
			want := fmt.Sprintf("normative %d/%d (%.1f%%) on %d of %d lanes (%d of %d observations scored) · wording",
				c.Pass+c.Wording, tt.scored, 100*c.NormativeScore(), len(tt.served), len(tt.selected), tt.scored, tt.selObs)
			if !strings.Contains(r.Scores(), want) {
				t.Errorf("the score line does not say %q:\n%s", want, r.Scores())
			}
		})
	}
}

func lanes(l ...adapters.Lane) []adapters.Lane { return l }

// TestGateCoverage drives the gate's coverage rules: a selected lane the
// host does not serve fails the run unless narrowed away or allowed; a
// run that scored nothing never passes; a lane the baseline recorded
// served that the host no longer serves fails, allowance or not. A quick
// run scores the corpus withoutDeep.
func TestGateCoverage(t *testing.T) {
	t.Parallel()
	corpus := withoutDeep(t)
	eight := allButLanes(adapters.Push)
	seven := allButLanes(adapters.Push, adapters.Guard)
	pushRender := &Baseline{Lanes: lanes(adapters.Render, adapters.Push)}
	tests := []struct {
		name          string
		host          adapters.Host
		sel           Selection
		allow         []adapters.Lane
		baseline      *Baseline
		exit          int
		missing, lost []adapters.Lane
		nothing       bool
		explain       []string // lines Explain(baseline != nil) must hold
	}{
		{name: "reference", host: reference.New(), exit: 0},
		{name: "unsupported_everywhere_errors", host: everyLaneUnsupported, exit: 1},
		{name: "push_only", host: pushOnly, exit: 1, missing: eight, explain: []string{
			"LANES     the host serves 1 of the 9 lanes this run selects; it does not serve tool-result/live, tool-result/stored, script, channel, injection/user, injection/system, render, guard (",
			"Either narrow the run to the lanes the host serves (--lanes push) or allow the missing lanes explicitly (--allow-missing-lanes tool-result/live,tool-result/stored,script,channel,injection/user,injection/system,render,guard)\n",
		}},
		{name: "push_only_narrowed", host: pushOnly, sel: Selection{Lanes: lanes(adapters.Push)}, exit: 0},
		{name: "push_only_allowed_eight", host: pushOnly, allow: eight, exit: 0, explain: []string{
			"allowed   the host does not serve tool-result/live, tool-result/stored, script, channel, injection/user, injection/system, render, guard, as --allow-missing-lanes allows: the score covers 1 of 9 lanes\n",
		}},
		{name: "push_only_allowed_seven", host: pushOnly, allow: seven, exit: 1, missing: lanes(adapters.Guard), explain: []string{
			"it does not serve guard (",
		}},
		{name: "nothing_served_all_allowed", host: noLane, allow: adapters.AllLanes(), exit: 1, nothing: true, explain: []string{
			"NOTHING   this run scored 0 of ", "a run that scores nothing never passes, whatever the flags",
		}},
		{name: "nothing_served", host: noLane, exit: 1, nothing: true, missing: adapters.AllLanes(), explain: []string{
			"NOTHING   ", "LANES     the host serves 0 of the 9 lanes",
		}},
		{name: "baseline_lost_a_lane", host: allButRender, sel: Selection{Lanes: lanes(adapters.Push, adapters.Render)},
			allow: lanes(adapters.Render), baseline: pushRender, exit: 1, lost: lanes(adapters.Render), explain: []string{
				"LANES     the baseline recorded push, render served; this run's host does not serve render: ",
			}},
		{name: "baseline_lost_a_lane_not_selected", host: allButRender, sel: Selection{Lanes: lanes(adapters.Push)},
			baseline: pushRender, exit: 0},
		{name: "baseline_without_lanes", host: pushOnly, sel: Selection{Lanes: lanes(adapters.Push)},
			baseline: &Baseline{}, exit: 0},
		{name: "baseline_lanes_all_served", host: reference.New(), baseline: pushRender, exit: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Run(context.Background(), tt.host, corpus, tt.sel)
			r.AllowMissing = tt.allow
			g := r.Gate(tt.baseline)
			explain := g.Explain(tt.baseline != nil)
			if g.Exit != tt.exit || fmt.Sprint(g.MissingLanes) != fmt.Sprint(tt.missing) ||
				fmt.Sprint(g.LostLanes) != fmt.Sprint(tt.lost) || g.NothingScored != tt.nothing {
				t.Errorf("exit %d, missing %v, lost %v, nothing scored %v; want %d, %v, %v, %v\n%s",
					g.Exit, g.MissingLanes, g.LostLanes, g.NothingScored, tt.exit, tt.missing, tt.lost, tt.nothing, explain)
			}
			for _, want := range tt.explain {
				if !strings.Contains(explain, want) {
					t.Errorf("Explain does not say %q:\n%s", want, explain)
				}
			}
			if tt.exit == 0 && g.ExplainCoverage() != "" && len(tt.allow) == 0 {
				t.Errorf("a passing run with full coverage explains its coverage:\n%s", g.ExplainCoverage())
			}
		})
	}
}

// TestBaselineLanes pins that a baseline records the lanes served, sorted
// in SPEC order, that an older baseline without them still reads, and that
// reading stays strict.
func TestBaselineLanes(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "baseline.json")
	r := Run(context.Background(), allButRender, corpus, Selection{Lanes: lanes(adapters.Render, adapters.Guard, adapters.Push)})
	if _, err := r.WriteBaseline(path, ""); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `"lanes": [
    "push",
    "guard"
  ]`) {
		t.Errorf("the baseline does not record push and guard served:\n%s", data)
	}
	b, err := ReadBaseline(path)
	if err != nil || fmt.Sprint(b.Lanes) != "[push guard]" {
		t.Errorf("read back: %+v, %v", b, err)
	}
	for _, tt := range []struct {
		name, text string
		lanes      []adapters.Lane
		err        string
	}{
		{"older_without_lanes", `{"format":"rfc005-lanes-baseline/1","failures":[]}`, nil, ""},
		{"with_lanes", `{"format":"rfc005-lanes-baseline/1","lanes":["render","push"],"failures":[]}`, lanes(adapters.Render, adapters.Push), ""},
		{"unknown_lane", `{"format":"rfc005-lanes-baseline/1","lanes":["sidebar"],"failures":[]}`, nil, `lanes[0]: unknown lane id "sidebar"`},
		{"unknown_member", `{"format":"rfc005-lanes-baseline/1","lanesServed":["push"],"failures":[]}`, nil, `unknown field "lanesServed"`},
	} {
		os.WriteFile(path, []byte(tt.text), 0o644)
		b, err := ReadBaseline(path)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.err)
		case tt.err == "" && (err != nil || fmt.Sprint(b.Lanes) != fmt.Sprint(tt.lanes)):
			t.Errorf("%s: %+v, %v", tt.name, b, err)
		}
	}
}

// TestReportsStateCoverage pins the coverage in the JSON report (valid
// against report.schema.json), the JUnit properties and the Markdown
// headline, for a host serving one lane of nine.
func TestReportsStateCoverage(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	onPush, all := observationsOn(corpus, adapters.Push)
	r := Run(context.Background(), pushOnly, corpus, Selection{})
	words := fmt.Sprintf("on 1 of 9 lanes (%d of %d observations scored)", onPush, all)

	data, err := r.jsonReport()
	if err != nil {
		t.Fatal(err)
	}
	validate(t, data)
	schema := reportSchema(t)
	var file reportfile.File
	if err := json.Unmarshal(data, &file); err != nil || file.Coverage == nil {
		t.Fatalf("coverage %+v, %v", file.Coverage, err)
	}
	cov := file.Coverage
	if strings.Join(cov.LanesSelected, ",") != laneList(adapters.AllLanes(), ",") || strings.Join(cov.LanesServed, ",") != "push" ||
		strings.Join(cov.LanesMissing, ",") != laneList(allButLanes(adapters.Push), ",") ||
		cov.ObservationsSelected != all || cov.ObservationsScored != onPush || cov.String() != words {
		t.Errorf("coverage %+v", cov)
	}
	// The schema holds the coverage to its shape.
	for _, bad := range []string{`"lanesMissing": [`, `"observationsScored": `} {
		broken := strings.Replace(string(data), bad, `"extra": 1, `+bad, 1)
		var doc any
		if err := json.Unmarshal([]byte(broken), &doc); err != nil {
			t.Fatal(err)
		}
		if schema.Validate(doc) == nil {
			t.Errorf("the schema accepts an unknown coverage member before %s", bad)
		}
	}
	var noCoverage map[string]any
	json.Unmarshal(data, &noCoverage)
	delete(noCoverage, "coverage")
	if schema.Validate(noCoverage) == nil {
		t.Error("the schema accepts a report without coverage")
	}

	data, err = r.junitReport()
	if err != nil {
		t.Fatal(err)
	}
	junit := junitfile.Parse(t, data)
	if len(junit.Suites) == 0 {
		t.Fatal("JUnit: no suite")
	}
	for _, s := range junit.Suites {
		props := map[string]string{}
		for _, p := range s.Properties {
			props[p.Name] = p.Value
		}
		want := map[string]string{
			"rfc005.coverage": words, "rfc005.lanesServed": "push", "rfc005.lanesSelected": laneList(adapters.AllLanes(), ","),
			"rfc005.lanesMissing": laneList(allButLanes(adapters.Push), ","), "rfc005.observationsSelected": fmt.Sprint(all),
			"rfc005.observationsScored": fmt.Sprint(onPush), "rfc005.profile": "full",
		}
		if fmt.Sprint(props) != fmt.Sprint(want) {
			t.Errorf("JUnit suite %s: properties %v, want %v", s.Name, props, want)
		}
		for _, tc := range s.Testcases {
			if tc.Skipped != nil && !strings.Contains(tc.Skipped.Message, "never a pass; the run's score is "+words) {
				t.Errorf("JUnit suite %s: a skipped case says %q", s.Name, tc.Skipped.Message)
			}
		}
	}

	md := string(r.markdownReport(0))
	head := fmt.Sprintf("## ❌ gate failed: lanes not served: %s\n\nrfc005-lanes: rfc005-reference %s, normative 100.0%% %s.\n",
		laneList(allButLanes(adapters.Push), ", "), r.Host.Version, words)
	if !strings.HasPrefix(md, head) ||
		!strings.Contains(md, "**Not served: tool-result/live, tool-result/stored, script, channel, injection/user, injection/system, render, guard.**") ||
		!strings.Contains(md, fmt.Sprintf("| 1 of 9 | %d of %d |", onPush, all)) {
		t.Errorf("the Markdown report does not state its coverage (want headline %q):\n%s", head, md[:min(len(md), 1500)])
	}
}
