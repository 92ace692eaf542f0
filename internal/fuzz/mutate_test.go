package fuzz

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// planted are the faults TestFuzzFindsPlantedFaults plants in the
// reference, one at a time: a rule of each kind (recognition, the uri
// line's credential check, size rounding, the script view's idempotence,
// inline claims).
var planted = []string{
	"embedded-shows-no-link",
	"reference-credential-check-off",
	"size-kb-floors",
	"script-view-not-idempotent",
	"inline-never-claims-nothing",
}

// TestFuzzFindsPlantedFaults plants each fault of planted in the reference
// and fuzzes the Python example (written from SPEC, not from the
// reference) against it, without the corpus: each fault must make a group.
// In a normal build it runs itself in a build with -tags mutate.
func TestFuzzFindsPlantedFaults(t *testing.T) {
	if !fault.Enabled {
		testneeds.Long(t, "builds the package with -tags mutate")
		args := []string{"test", "-tags", "mutate", "-count=1", "-run", "^TestFuzzFindsPlantedFaults$", "."}
		out, err := exec.Command("go", args...).CombinedOutput()
		t.Logf("go %s:\n%s", strings.Join(args, " "), out)
		if err != nil {
			t.Fatalf("the fuzz run with planted faults failed: %v", err)
		}
		return
	}
	start := example(t, "python3", "python/host.py")
	defer fault.Plant(fault.None)
	for _, name := range planted {
		f, ok := faultNamed(name)
		if !ok {
			t.Fatalf("no fault %s in reference/fault", name)
		}
		fault.Plant(f.ID)
		r, err := Run(context.Background(), Options{Seed: 1, Count: 300, Jobs: 2, Start: start, PerCause: 1, Shrink: 300})
		fault.Plant(fault.None)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Groups) == 0 {
			t.Errorf("fault %s (%s): 300 inputs find nothing", name, f.Rule)
			continue
		}
		t.Logf("fault %s: %d group(s), the first: %s, %s", name, len(r.Groups), headline(r.Groups[0]), r.Groups[0].Example.Input)
	}
}

func faultNamed(name string) (fault.Fault, bool) {
	for _, f := range fault.All {
		if f.Name == name {
			return f, true
		}
	}
	return fault.Fault{}, false
}
