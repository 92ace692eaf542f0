package pymutant

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestKillRule pins what kills a mutant, in a run gated at SHOULD: a
// failure of a MUST or a SHOULD check, or an error; a wording verdict
// only a wording mutant; a pass, a skip, or a wording verdict of another
// mutant, never.
func TestKillRule(t *testing.T) {
	should := compare.Finding{Class: compare.ClassContent, Clause: "README duplicate members"}
	must := compare.Finding{Class: compare.ClassContent, Clause: "SPEC 2.1 text"}
	result := func(v compare.Verdict, fs ...compare.Finding) runner.Result {
		return runner.Result{Case: "c", Verdict: v, Findings: fs, Level: vectors.LevelMust, GateShould: gated.GateShould}
	}
	for _, tt := range []struct {
		name  string
		res   runner.Result
		level string
		kills bool
	}{
		{"a MUST failure", result(compare.Fail, must), LevelMust, true},
		{"a SHOULD failure, gated at SHOULD", result(compare.Fail, should), LevelMust, true},
		{"an error (a crash)", result(compare.Error), LevelShould, true},
		{"a failure, of a wording mutant", result(compare.Fail, must), LevelWording, true},
		{"wording, of a wording mutant", result(compare.Wording, compare.Finding{Class: compare.ClassProfile}), LevelWording, true},
		{"wording, of a MUST mutant", result(compare.Wording, compare.Finding{Class: compare.ClassProfile}), LevelMust, false},
		{"wording, of a SHOULD mutant", result(compare.Wording, compare.Finding{Class: compare.ClassProfile}), LevelShould, false},
		{"a pass", result(compare.Pass), LevelWording, false},
		{"a skip", result(compare.Skip), LevelWording, false},
	} {
		if got := kills(tt.res, tt.level); got != tt.kills {
			t.Errorf("%s: kills %t, want %t", tt.name, got, tt.kills)
		}
	}
	if !gated.GateShould {
		t.Error("a mutant's run is not gated at SHOULD")
	}
}

// TestWriteHost: the mutated host is written beside a copy of each module
// host.py imports from its own directory (unicode15.py), and no other.
func TestWriteHost(t *testing.T) {
	l, problems := testSet("killed").load()
	if len(problems) > 0 {
		t.Fatal(joined(problems))
	}
	dir, err := l.writeHost(l.sources["t-001-disposition-on-block-only"])
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if len(names) != 2 || names[0] != "host.py" || names[1] != "unicode15.py" {
		t.Errorf("the host's directory holds %v, want host.py and unicode15.py", names)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "host.py"))
	if string(got) != string(l.sources["t-001-disposition-on-block-only"]) || string(got) == string(l.sound) {
		t.Error("host.py is not the mutated host")
	}
}
