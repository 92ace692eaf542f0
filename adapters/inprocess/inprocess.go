// Package inprocess attaches the reference host to the suite in the same
// process, through the adapters.Host interface every host is seen through.
package inprocess

import (
	"context"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// New returns the reference host, serving every lane.
func New() adapters.Host { return host{} }

type host struct{}

func (host) Identity() adapters.Identity {
	return adapters.Identity{Name: reference.Name, Version: reference.Version}
}

func (host) Lanes() []adapters.Lane { return adapters.AllLanes() }

func (host) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	if err := ctx.Err(); err != nil {
		return adapters.Observation{}, err
	}
	return reference.Observe(lane, input)
}

func (host) Close() error { return nil }
