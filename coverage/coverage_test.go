package coverage_test

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestCorpusCoverage prints which cases pin each rule of SPEC sections 2
// to 9, each marker of section 3 and each cell of section 4's table, and
// fails when any of them has no case left. Run it with -v to read it.
func TestCorpusCoverage(t *testing.T) {
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	report := coverage.Of(corpus)
	t.Log("\n" + report.String())
	if report.Cases < 90 {
		t.Errorf("the corpus has %d cases; it must keep at least 90", report.Cases)
	}
	for _, m := range report.Missing() {
		t.Errorf("no case pins %s", m)
	}
	for _, p := range coverage.UnknownClauses(corpus) {
		t.Error(p)
	}
	families := map[string]bool{}
	for _, f := range corpus.Files {
		families[f.Family] = true
	}
	for _, want := range []string{"text", "image", "audio", "blank", "bad-mime", "disposition", "never-claims",
		"recognition", "depth", "script", "guard", "render", "well-formed"} {
		if !families[want] {
			t.Errorf("the corpus has no %s family", want)
		}
	}
}

// TestMissingNamesWhatIsLost pins that a rule, a marker or a cell whose
// last case goes is reported by name.
func TestMissingNamesWhatIsLost(t *testing.T) {
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	plain, ok := corpus.Case("text/plain")
	if !ok {
		t.Fatal("no case text/plain")
	}
	corpus.Cases = []*vectors.Case{plain}
	with := strings.Join(coverage.Of(corpus).Missing(), "\n")
	corpus.Cases = nil
	without := strings.Join(coverage.Of(corpus).Missing(), "\n")
	for _, pinned := range []string{"rule SPEC 2.1 text", "cell text × render", "cell text × injection/system"} {
		if strings.Contains(with, pinned) {
			t.Errorf("text/plain pins %q, yet Missing() names it", pinned)
		}
		if !strings.Contains(without, pinned) {
			t.Errorf("with no case, Missing() does not name %q", pinned)
		}
	}
	if !strings.Contains(with, "marker withheld") {
		t.Errorf("text/plain expects no withheld marker, yet Missing() does not name it")
	}
}
