package pool

import (
	"context"
	"errors"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

var _ adapters.Dereferencer = (*Pool)(nil)

// errNoOperations is the error of Fetch or Registry on a pool whose
// members perform no operations.
var errNoOperations = errors.New("the pool's hosts declare no operations")

// Operations is the first member's, when it is an adapters.Dereferencer;
// none otherwise. Members started by one command declare the same.
func (p *Pool) Operations() []adapters.Operation {
	if d, ok := p.first.(adapters.Dereferencer); ok {
		return d.Operations()
	}
	return nil
}

// Fetch waits for a member that is not observing, then has it fetch, as
// Observe does.
func (p *Pool) Fetch(ctx context.Context, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
	return lent(ctx, p, func(d adapters.Dereferencer) (adapters.FetchAnswer, error) { return d.Fetch(ctx, req) })
}

// Registry waits for a member that is not observing, then has it answer
// the registry request, as Observe does.
func (p *Pool) Registry(ctx context.Context, req adapters.RegistryRequest) (adapters.RegistryAnswer, error) {
	return lent(ctx, p, func(d adapters.Dereferencer) (adapters.RegistryAnswer, error) { return d.Registry(ctx, req) })
}

// lent runs do on a member lent for it alone (Acquire), as an
// adapters.Dereferencer.
func lent[T any](ctx context.Context, p *Pool, do func(adapters.Dereferencer) (T, error)) (T, error) {
	var zero T
	h, release, err := p.Acquire(ctx)
	if err != nil {
		return zero, err
	}
	defer release()
	d, ok := h.(adapters.Dereferencer)
	if !ok {
		return zero, errNoOperations
	}
	return do(d)
}
