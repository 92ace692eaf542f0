//go:build !mutate

package mutate

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// TestNoFaultsInANormalBuild, built only without the tag mutate, pins
// that a build without the tag plants nothing and says how to get a
// build that does.
func TestNoFaultsInANormalBuild(t *testing.T) {
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
