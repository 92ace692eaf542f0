package coverage_test

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestCorpusCoverage prints which cases pin each rule of SPEC sections 2
// to 9, each marker of section 3 and each cell of section 4's table, and
// fails when any of them has no case left. Run it with -v to read it.
func TestCorpusCoverage(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	report := coverage.Of(corpus)
	t.Log("\n" + report.String())
	if report.Cases < 90 {
		t.Errorf("the corpus has %d cases; it must keep at least 90", report.Cases)
	}
	for _, m := range report.Missing() {
		t.Errorf("coverage: %s", m)
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

// TestMissingNamesWhatIsLost pins that a rule whose last killing case
// goes, and a marker or cell whose last case goes, is reported by name.
func TestMissingNamesWhatIsLost(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	kills, err := coverage.BuiltinKills()
	if err != nil {
		t.Fatal(err)
	}
	plain, ok := corpus.Case("text/plain")
	if !ok {
		t.Fatal("no case text/plain")
	}
	corpus.Cases = []*vectors.Case{plain}
	report := coverage.OfWith(corpus, kills)
	with := strings.Join(report.Missing(), "\n")
	corpus.Cases = nil
	without := strings.Join(coverage.OfWith(corpus, kills).Missing(), "\n")
	pinned := []string{"cell text × render", "cell text × injection/system"}
	for _, r := range coverage.Rules {
		if len(report.Killers(r.Clause)) > 0 {
			pinned = append(pinned, "rule "+r.Clause+" (")
		}
	}
	if len(pinned) == 2 {
		t.Fatalf("text/plain kills no fault of any rule")
	}
	for _, p := range pinned {
		if strings.Contains(with, p) {
			t.Errorf("text/plain pins %q, yet Missing() names it", p)
		}
		if !strings.Contains(without, p) {
			t.Errorf("with no case, Missing() does not name %q", p)
		}
	}
	if !strings.Contains(with, "marker withheld") {
		t.Errorf("text/plain expects no withheld marker, yet Missing() does not name it")
	}
}
