package mutate

import (
	"context"
	"slices"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// sampled are the faults TestSampleOfFaultsIsKilled plants: a rule of
// each kind (recognition, the uri line's credential check, size rounding,
// a wording-only fault), so that the quick run shows the mutation
// pipeline works; TestEveryFaultIsKilled (-tags long) plants them all.
var sampled = []string{
	"embedded-shows-no-link",
	"reference-credential-check-off",
	"size-kb-floors",
	"ref-counted-as-never",
}

// TestSampleOfFaultsIsKilled plants each fault of sampled in the reference
// and runs the corpus against it: each must be killed by exactly the
// cases internal/coverage/kills.json records for it. In a normal build it
// runs itself in a build with -tags mutate.
func TestSampleOfFaultsIsKilled(t *testing.T) {
	if !fault.Enabled {
		args := []string{"test", "-tags", "mutate", "-count=1", "-run", "^TestSampleOfFaultsIsKilled$", "."}
		runGo(t, ".", "the sample of planted faults failed", args...)
		return
	}
	corpus := testcorpus.Builtin(t)
	kills, err := coverage.BuiltinKills()
	if err != nil {
		t.Fatal(err)
	}
	// The sound reference first, as Run does: it must pass, and what the
	// corpus takes from the reference is then taken from the sound one.
	if c := runner.Run(context.Background(), reference.New(), corpus, runner.Selection{}).Count(); c.Pass != c.Observations-c.OutOfScope {
		t.Fatalf("the sound reference fails %d of %d observations", c.Observations-c.OutOfScope-c.Pass, c.Observations-c.OutOfScope)
	}
	recorded := map[string][]string{}
	for _, k := range kills.Faults {
		recorded[k.Name] = k.KilledBy
	}
	for _, name := range sampled {
		i := slices.IndexFunc(fault.All, func(f fault.Fault) bool { return f.Name == name })
		if i < 0 {
			t.Errorf("no fault %s in internal/refhost/fault", name)
			continue
		}
		o := runOne(context.Background(), corpus, fault.All[i])
		if !o.Killed() || !slices.Equal(o.KilledBy, recorded[name]) {
			t.Errorf("fault %s is killed by %v (panic %q); internal/coverage/kills.json records %v", name, o.KilledBy, o.Panic, recorded[name])
		}
	}
}

// TestFaultCatalogue pins that every fault has a name, a rule and a place
// in All, once.
func TestFaultCatalogue(t *testing.T) {
	if len(fault.All) != fault.Count {
		t.Errorf("All lists %d faults, Count is %d", len(fault.All), fault.Count)
	}
	seen := map[string]bool{}
	for i, f := range fault.All {
		if f.ID != fault.ID(i+1) || f.Name == "" || f.Rule == "" || seen[f.Name] {
			t.Errorf("fault %d: %+v", i, f)
		}
		seen[f.Name] = true
	}
}

// TestFaultsNameKnownRules pins that every fault weakens a rule of
// internal/coverage/rules.txt, so the coverage report can count it.
func TestFaultsNameKnownRules(t *testing.T) {
	known := map[string]bool{}
	for _, r := range coverage.Rules {
		known[r.Clause] = true
	}
	for _, f := range fault.All {
		if !known[f.Rule] {
			t.Errorf("fault %s names the rule %q, which internal/coverage/rules.txt does not list", f.Name, f.Rule)
		}
	}
}
