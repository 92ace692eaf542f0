package wronghost

import (
	"context"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// SortsKeys returns the reference host with the members of every object
// of its stored copy's JSON text sorted by name: right but for SPEC 5
// member order, a SHOULD. It passes the MUST gate and fails under --gate
// should. It is not in the Gallery, whose wrong hosts all fail the MUST
// gate.
func SortsKeys() adapters.Host { return sortsKeys{ref()} }

type sortsKeys struct{ adapters.Host }

func (h sortsKeys) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil || obs.Text == nil {
		return obs, err
	}
	if v, perr := esjson.ParseString(*obs.Text); perr == nil && v.Kind() == esjson.Object {
		s := esjson.Marshal(esjson.Sorted(v))
		obs.Text = &s
	}
	return obs, nil
}
