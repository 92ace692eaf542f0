//go:build !mutate

package mutate

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// TestNoFaultsInANormalBuild, built only without the tag mutate, pins
// that a build without the tag plants nothing and says how to get a
// build that does.
func TestNoFaultsInANormalBuild(t *testing.T) {
	for _, f := range slices.Concat(fault.All, fault.Deref) {
		if !plantRefused(f.ID) {
			t.Errorf("fault %s is planted in a normal build", f.Name)
		}
	}
	if plantRefused(fault.None) {
		t.Error("the sound host is refused in a normal build")
	}
	_, err := Run(context.Background(), nil)
	if !errors.Is(err, ErrNoFaults) || !strings.Contains(err.Error(), "-tags mutate") {
		t.Errorf("Run in a normal build: %v", err)
	}
}

// plantRefused reports whether refhost.New refuses to plant f.
func plantRefused(f fault.ID) (refused bool) {
	defer func() { refused = recover() != nil }()
	refhost.New(f)
	return false
}
