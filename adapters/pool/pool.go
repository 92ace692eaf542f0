// Package pool makes several hosts of one program into one host whose
// Observe may be called from many goroutines at once: each call goes to a
// member that is not observing, so a run with N members observes N inputs
// at a time (rfc005 run --jobs N).
//
//	var members []adapters.Host
//	for range 4 {
//		h, err := subprocess.New(ctx, argv, subprocess.Options{})
//		if err != nil { … } // close the members started so far
//		members = append(members, h)
//	}
//	p, err := pool.New(members...)
//	if err != nil { … } // the members disagree: close them
//	defer p.Close() // closes every member
//	obs, err := p.Observe(ctx, adapters.Push, input) // from any goroutine
//
// A member is never given two observations at once, so a member need not
// be safe for concurrent use itself.
package pool

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// ErrClosed is wrapped by the error of an Observe or Acquire made after
// Close, or waiting for a member when Close was called.
var ErrClosed = errors.New("the pool is closed")

// Pool is a host made of several: its Identity and Lanes are its first
// member's (New checks every member says the same), and its Observe is
// safe for concurrent use.
type Pool struct {
	members []adapters.Host
	free    chan adapters.Host // the members not observing
	lanes   []adapters.Lane
	waiting atomic.Int32 // callers of Acquire waiting for a member, or about to

	closed    chan struct{} // closed by Close
	closeOnce sync.Once
	closeErr  error
}

// New returns the pool of hosts. Its members must be the same host: New
// returns an error, naming both answers, when one's Identity or Lanes (in
// any order) differ from the first's, and when there is no member. The
// caller still owns the members when New fails, and must close them; once
// New succeeds, the pool owns them.
func New(hosts ...adapters.Host) (*Pool, error) {
	if len(hosts) == 0 {
		return nil, errors.New("pool: no host")
	}
	first := hosts[0]
	id, lanes := first.Identity(), first.Lanes()
	for i, h := range hosts[1:] {
		if other := h.Identity(); other != id {
			return nil, fmt.Errorf("pool: host %d says it is %s, host 1 that it is %s", i+2, name(other), name(id))
		}
		if other := h.Lanes(); !sameLanes(other, lanes) {
			return nil, fmt.Errorf("pool: host %d serves %s, host 1 %s", i+2, laneList(other), laneList(lanes))
		}
	}
	p := &Pool{
		members: slices.Clone(hosts),
		free:    make(chan adapters.Host, len(hosts)),
		lanes:   slices.Clone(lanes),
		closed:  make(chan struct{}),
	}
	for _, h := range hosts {
		p.free <- h
	}
	return p, nil
}

// Size is the number of members: how many observations the pool makes at
// once.
func (p *Pool) Size() int { return len(p.members) }

// Identity is the first member's.
func (p *Pool) Identity() adapters.Identity { return p.members[0].Identity() }

// Lanes is the first member's (every member's, as New checked).
func (p *Pool) Lanes() []adapters.Lane { return slices.Clone(p.lanes) }

// Observe waits for a member that is not observing, then has it observe
// input on lane. It fails with ctx's error when ctx ends first, and with
// an error wrapping ErrClosed when the pool is closed first.
func (p *Pool) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	h, release, err := p.Acquire(ctx)
	if err != nil {
		return adapters.Observation{}, err
	}
	defer release()
	return h.Observe(ctx, lane, input)
}

// Acquire waits for a member that is not observing and lends it to the
// caller alone until release is called (once; later calls do nothing).
// A runner lends one member all the observations of a case, so that they
// reach one process in order, as they would without a pool. Acquire fails
// like Observe when ctx ends or the pool is closed first.
func (p *Pool) Acquire(ctx context.Context) (h adapters.Host, release func(), err error) {
	select {
	case <-p.closed:
		return nil, nil, ErrClosed
	default:
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	p.waiting.Add(1)
	defer p.waiting.Add(-1)
	select {
	case h = <-p.free:
	case <-ctx.Done():
		return nil, nil, ctx.Err()
	case <-p.closed:
		return nil, nil, ErrClosed
	}
	var once sync.Once
	return h, func() { once.Do(func() { p.free <- h }) }, nil
}

// Close closes every member at once, without waiting for their
// observations to end (a member's Close cuts its Observe short), and
// returns their errors joined. Observe and Acquire fail once it is
// called; calling it again returns the same error.
func (p *Pool) Close() error {
	p.closeOnce.Do(func() {
		close(p.closed)
		errs := make([]error, len(p.members))
		var wg sync.WaitGroup
		for i, h := range p.members {
			wg.Go(func() { errs[i] = h.Close() })
		}
		wg.Wait()
		p.closeErr = errors.Join(errs...)
	})
	return p.closeErr
}

func sameLanes(a, b []adapters.Lane) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func name(id adapters.Identity) string { return fmt.Sprintf("%q %q", id.Name, id.Version) }

func laneList(lanes []adapters.Lane) string {
	if len(lanes) == 0 {
		return "no lane"
	}
	s := make([]string, len(lanes))
	for i, l := range lanes {
		s[i] = string(l)
	}
	return strings.Join(s, ", ")
}
