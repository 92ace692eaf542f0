package mutate

import (
	"context"
	"errors"
	"flag"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/coverage"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

var update = flag.Bool("update", false, "rewrite internal/coverage/kills.json from the mutation run")

// TestEveryFaultIsKilled fails when a fault survives the corpus, or when
// internal/coverage/kills.json is not what the run killed (-update rewrites it). In a
// normal build (no faults planted) it runs the mutation command built with
// -tags mutate; in a build with the tag it runs the faults in process.
func TestEveryFaultIsKilled(t *testing.T) {
	if !fault.Enabled {
		testneeds.Long(t, "builds rfc005 with -tags mutate")
		args := []string{"run", "-tags", "mutate", "./cmd/rfc005", "mutate", "--kills", "internal/coverage/kills.json"}
		if *update {
			args = append(args, "--update")
		}
		cmd := exec.Command("go", args...)
		cmd.Dir = filepath.Join("..", "..")
		out, err := cmd.CombinedOutput()
		t.Logf("go %s:\n%s", strings.Join(args, " "), out)
		if err != nil {
			t.Fatalf("the mutation run failed: %v", err)
		}
		return
	}
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	report, err := Run(context.Background(), corpus)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", report)
	for _, f := range report.Survivors() {
		t.Errorf("fault %s survived: no case catches %s", f.Name, f.Rule)
	}
	if len(report.Outcomes) < 40 {
		t.Errorf("%d faults; the suite keeps at least 40", len(report.Outcomes))
	}
}

// TestNoFaultsInANormalBuild pins that a build without the tag plants
// nothing and says how to get a build that does.
func TestNoFaultsInANormalBuild(t *testing.T) {
	if fault.Enabled {
		t.Skip("this build has faults planted")
	}
	for _, f := range fault.All {
		if fault.On(f.ID) {
			t.Errorf("fault %s is on in a normal build", f.Name)
		}
	}
	_, err := Run(context.Background(), nil)
	if !errors.Is(err, ErrNoFaults) || !strings.Contains(err.Error(), "-tags mutate") {
		t.Errorf("Run in a normal build: %v", err)
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
