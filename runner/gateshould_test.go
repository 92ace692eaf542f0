package runner

import (
	"context"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
)

// TestGateShould: a host that fails SPEC 5 member order alone passes the
// MUST gate and fails under --gate should (Options.GateShould).
func TestGateShould(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	sel := Selection{Cases: []string{"depth/member-order"}, Lanes: []adapters.Lane{adapters.ToolResultStored}}
	h := wronghost.SortsKeys()
	for _, tt := range []struct {
		should bool
		exit   int
	}{{false, 0}, {true, 1}} {
		r := RunWith(context.Background(), h, corpus, sel, Options{GateShould: tt.should})
		if c := r.Count(); c.Fail != 1 || c.Should != 1 {
			t.Fatalf("gate should %v: %d failed, %d SHOULD-level; want the one, a SHOULD failure:\n%s", tt.should, c.Fail, c.Should, r.Failures(false))
		}
		if g := r.Gate(nil); g.Exit != tt.exit {
			t.Errorf("gate should %v: exit %d, want %d:\n%s", tt.should, g.Exit, tt.exit, r.Failures(false))
		}
	}
}
