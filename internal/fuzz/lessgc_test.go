package fuzz

// The tests collect garbage less often, and so do the processes they
// start (internal/testkit/lessgc).
import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/lessgc"
)

// TestTestsCollectAsTheCommand: the tests and benchmarks run with the
// collector's target rfc005 fuzz sets, so their figures are the command's.
func TestTestsCollectAsTheCommand(t *testing.T) {
	if lessgc.Percent != GCPercent {
		t.Errorf("the tests collect at %d%%, rfc005 fuzz at %d%%", lessgc.Percent, GCPercent)
	}
}
