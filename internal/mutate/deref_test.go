package mutate

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// fetchFile holds the suite's own fetch and registry cases, which the
// faults of SPEC 11 and 12 are planted against (the built-in corpus has
// none).
const fetchFile = "../../vectors/testdata/rfc005-fetch.json"

// TestDerefFaultCatalogue pins fault.Deref: IDs in order, names of their
// own (none of All's), each naming a rule of SPEC 11 or 12, and every
// such rule weakened by some fault.
func TestDerefFaultCatalogue(t *testing.T) {
	if len(fault.Deref) != fault.DerefCount {
		t.Errorf("Deref lists %d faults, DerefCount is %d", len(fault.Deref), fault.DerefCount)
	}
	seen := map[string]bool{}
	for _, f := range fault.All {
		seen[f.Name] = true
	}
	weakened := map[string]bool{}
	for i, f := range fault.Deref {
		if f.ID != fault.Deref[0].ID+fault.ID(i) || f.ID <= fault.ID(fault.Count) || f.Name == "" || seen[f.Name] {
			t.Errorf("fault %d: %+v", i, f)
		}
		if !slices.Contains(coverage.DereferenceClauses, f.Rule) {
			t.Errorf("fault %s names %q, no rule of SPEC 11 or 12", f.Name, f.Rule)
		}
		seen[f.Name], weakened[f.Rule] = true, true
	}
	for _, r := range coverage.DereferenceClauses {
		if !weakened[r] {
			t.Errorf("no fault weakens %s", r)
		}
	}
}

// TestDerefFaultsAreKilled plants each fault of SPEC 11 and 12 in the
// reference and runs the fetch and registry cases against it: the sound
// reference passes every one, and each fault fails at least one (a
// wording-only fault: at least a wording verdict). The table it logs is
// each fault and the cases that kill it. In a normal build it runs itself
// in a build with -tags mutate.
func TestDerefFaultsAreKilled(t *testing.T) {
	if !fault.Enabled {
		args := []string{"test", "-tags", "mutate", "-count=1", "-run", "^TestDerefFaultsAreKilled$", "."}
		runGo(t, ".", "the faults of SPEC 11 and 12 were not all killed", args...)
		return
	}
	corpus, problems := vectors.LoadFile(fetchFile)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if c := runner.Run(context.Background(), reference.New(), corpus, runner.Selection{}).Count(); c.Pass != c.Observations || c.Observations == 0 {
		t.Fatalf("the sound reference passes %d of %d observations of the fetch cases", c.Pass, c.Observations)
	}
	var table strings.Builder
	for _, f := range fault.Deref {
		o := runOne(context.Background(), corpus, f)
		killers := make([]string, len(o.KilledBy))
		for i, id := range o.KilledBy {
			killers[i] = strings.TrimPrefix(id, "rfc-005/")
		}
		table.WriteString(f.Name + " | " + f.Rule + " | " + strings.Join(killers, ", ") + "\n")
		if !o.Killed() {
			t.Errorf("fault %s survived: no fetch or registry case catches %s", f.Name, f.Rule)
		}
		if o.Panic != "" {
			t.Errorf("fault %s panicked: %s", f.Name, o.Panic)
		}
	}
	t.Logf("fault | rule | killed by\n%s", table.String())
}
