package refhost

import (
	"context"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// host is the reference's reading of SPEC with the fault fault planted
// (fault.None: the sound reading). Every rule a fault weakens is a method
// of it and consults the fault it carries; the package's functions of the
// same names are the sound reading's.
type host struct{ fault fault.ID }

// New returns the reference host with fault f planted (fault.None: the
// sound host), serving every lane in this process through the
// adapters.Host interface. A build without the tag "mutate" plants no
// fault: New panics for any f but fault.None.
func New(f fault.ID) adapters.Host {
	if !fault.Enabled && f != fault.None {
		panic("refhost: built without -tags mutate")
	}
	return server{host{fault: f}}
}

// server serves its reading as a host.
type server struct{ h host }

func (server) Identity() adapters.Identity {
	return adapters.Identity{Name: Name, Version: Version}
}

func (server) Lanes() []adapters.Lane { return adapters.AllLanes() }

func (s server) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	if err := ctx.Err(); err != nil {
		return adapters.Observation{}, err
	}
	return s.h.Observe(lane, input)
}

func (server) Close() error { return nil }

// ObserveWith is Observe with fault f planted (fault.None: Observe).
func ObserveWith(f fault.ID, lane adapters.Lane, input []byte) (adapters.Observation, error) {
	return host{fault: f}.Observe(lane, input)
}

// ObserveParsedWith is Observe, with fault f planted, for an input whose
// JSON text parsed already (root; see host.ObserveParsed).
func ObserveParsedWith(f fault.ID, lane adapters.Lane, input []byte, root esjson.Value) (adapters.Observation, error) {
	return host{fault: f}.ObserveParsed(lane, input, root)
}
