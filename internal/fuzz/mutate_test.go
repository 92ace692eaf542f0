//go:build mutate || long

package fuzz

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// TestFuzzFindsPlantedFaults plants faults of planted in the reference
// and fuzzes the Python example (written from SPEC, not from the
// reference) against it, without the corpus: each fault must make a group.
// The build with -tags mutate (.ci/run's go test -tags mutate ./...)
// plants the first; with -tags long too, every one. A build with -tags
// long alone (.ci/run's go test -tags long) runs itself in a build with
// -tags mutate,long, where fuzzPlanted does the work (mutate_on_test.go).
// A build with neither tag has no such test (this file's build line): it
// ran, in a child go test -tags mutate, the very run of the first fault
// that .ci/run's go test -tags mutate ./... makes again, and a second go
// build and run, about 7 s of CPU.
func TestFuzzFindsPlantedFaults(t *testing.T) {
	if !fault.Enabled {
		testneeds.Long(t, "builds the package with -tags mutate")
		tags := "mutate"
		if longrun.Enabled {
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
