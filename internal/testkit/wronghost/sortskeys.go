package wronghost

import (
	"context"
	"slices"
	"strings"

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
		s := esjson.Marshal(sortMembers(v))
		obs.Text = &s
	}
	return obs, nil
}

// sortMembers returns v with every object's members sorted by name.
func sortMembers(v esjson.Value) esjson.Value {
	switch v.Kind() {
	case esjson.Object:
		members := slices.Clone(v.Members())
		for i := range members {
			members[i].Value = sortMembers(members[i].Value)
		}
		slices.SortStableFunc(members, func(a, b esjson.Member) int { return strings.Compare(a.Name, b.Name) })
		return esjson.ObjectValue(members)
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = sortMembers(item)
		}
		return esjson.ArrayValue(items)
	}
	return v
}
