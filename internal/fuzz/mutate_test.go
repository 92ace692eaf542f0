package fuzz

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// TestFuzzFindsPlantedFaults plants faults of planted in the reference
// and fuzzes the Python example (written from SPEC, not from the
// reference) against it, without the corpus: each fault must make a group.
// The quick run plants the first; with -tags long (.ci/run), every one.
// In a normal build it runs itself in a build with -tags mutate, where
// fuzzPlanted does the work (mutate_on_test.go).
func TestFuzzFindsPlantedFaults(t *testing.T) {
	if !fault.Enabled {
		testneeds.Long(t, "builds the package with -tags mutate")
		tags := "mutate"
		if longRun {
			tags += ",long"
		}
		args := []string{"test", "-tags", tags, "-count=1", "-run", "^TestFuzzFindsPlantedFaults$", "."}
		out, err := exec.Command("go", args...).CombinedOutput()
		t.Logf("go %s:\n%s", strings.Join(args, " "), out)
		if err != nil {
			t.Fatalf("the fuzz run with planted faults failed: %v", err)
		}
		return
	}
	fuzzPlanted(t)
}
