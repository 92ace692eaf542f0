package runner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// sortingHost is the reference with the members of its stored copy's JSON
// text sorted: right but for SPEC 5 member order, a SHOULD.
type sortingHost struct{ adapters.Host }

func (h sortingHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil || obs.Text == nil {
		return obs, err
	}
	var v map[string]any
	if json.Unmarshal([]byte(*obs.Text), &v) == nil {
		b, _ := json.Marshal(v) // a map's keys, sorted
		s := string(b)
		obs.Text = &s
	}
	return obs, nil
}

// TestGateShould: a host that fails SPEC 5 member order alone passes the
// MUST gate and fails under --gate should (Options.GateShould).
func TestGateShould(t *testing.T) {
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	sel := Selection{Cases: []string{"depth/member-order"}, Lanes: []adapters.Lane{adapters.ToolResultStored}}
	h := sortingHost{inprocess.New()}
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
