//go:build mutate

package mutate

import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// TestPlantTurnsOneFaultOn pins, in a build with the faults planted, that
// Plant turns on the fault it names and no other, and None turns them all
// off.
func TestPlantTurnsOneFaultOn(t *testing.T) {
	defer fault.Plant(fault.None)
	first, second := fault.All[0].ID, fault.All[1].ID
	fault.Plant(first)
	if !fault.On(first) || fault.On(second) || fault.Planted() != first {
		t.Errorf("%s planted: on %t, %s on %t, planted %d", fault.All[0].Name, fault.On(first), fault.All[1].Name, fault.On(second), fault.Planted())
	}
	fault.Plant(fault.None)
	if fault.On(first) || fault.Planted() != fault.None {
		t.Errorf("none planted: %s on %t, planted %d", fault.All[0].Name, fault.On(first), fault.Planted())
	}
}
