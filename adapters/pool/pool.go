// Package pool makes several hosts of one program into one host whose
// Observe may be called from many goroutines at once: each call goes to a
// member that is not observing, so a run with N members observes N inputs
// at a time (rfc005 run --jobs N).
//
// Start makes a pool that observes as soon as its first member has
// started, and gains the others while it observes, as long as they make
// it faster; New makes one of members already started.
//
//	p, err := pool.Start(ctx, 4, func(ctx context.Context) (adapters.Host, error) {
//		return subprocess.New(ctx, argv, subprocess.Options{})
//	})
//	if err != nil { … } // the first member did not start
//	defer p.Close() // closes every member, and cuts the starts under way short
//	obs, err := p.Observe(ctx, adapters.Push, input) // from any goroutine
//	if err := p.Short(); err != nil { … } // a later member did not start
//
// A member is never given two observations at once, so a member need not
// be safe for concurrent use itself.
//
// A driver that observes one case at a time through the pool tells it
// where each case begins (StartCase), and the pool tells every member; a
// driver that observes several cases at once lends each case a member
// (Acquire) and tells that member, as rfc005 run does (see
// adapters.CaseStarter).
package pool

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// errClosed is the error of an Observe or Acquire made after Close, or
// waiting for a member when Close was called.
var errClosed = errors.New("the pool is closed")

// Pool is a host made of several: its Identity and Lanes are its first
// member's (New checks every member says the same), and its Observe is
// safe for concurrent use.
type Pool struct {
	first   adapters.Host
	free    chan adapters.Host // the members not observing
	lanes   []adapters.Lane
	waiting atomic.Int32 // callers of Acquire waiting for a member, or about to

	// mu guards members, short and the case under way: a pool made by
	// Start gains members while it observes.
	mu      sync.Mutex
	members []adapters.Host
	short   error  // why a pool made by Start stopped growing short of its size
	kase    string // the id of the case StartCase began last
	started bool   // StartCase was called: kase is a case under way
	// growing, for a pool made by Start, is done once it stops growing;
	// stopGrowing cuts the starts under way short.
	growing     chan struct{}
	stopGrowing context.CancelFunc
	// lent counts the loans returned (releases), and returned is sent to,
	// without blocking, at each: the grower measures with them how fast
	// the pool gets through its work.
	lent     atomic.Int64
	returned chan struct{}
	// now is the grower's clock: time.Now, or a test's.
	now func() time.Time

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
	p := newPool(hosts[0], len(hosts))
	for i, h := range hosts[1:] {
		if err := p.agrees(i+2, h); err != nil {
			return nil, err
		}
	}
	for _, h := range hosts {
		p.join(h)
	}
	return p, nil
}

// newPool returns a pool of first alone, with room for size members.
func newPool(first adapters.Host, size int) *Pool {
	done := make(chan struct{})
	close(done)
	return &Pool{
		first:       first,
		free:        make(chan adapters.Host, size),
		lanes:       slices.Clone(first.Lanes()),
		growing:     done,
		stopGrowing: func() {},
		returned:    make(chan struct{}, 1),
		now:         time.Now,
		closed:      make(chan struct{}),
	}
}

// agrees returns an error naming both answers when h, host n of the pool,
// does not say the first member's Identity and Lanes (in any order).
func (p *Pool) agrees(n int, h adapters.Host) error {
	id := p.first.Identity()
	if other := h.Identity(); other != id {
		return fmt.Errorf("pool: host %d says it is %s, host 1 that it is %s", n, name(other), name(id))
	}
	if other := h.Lanes(); !sameLanes(other, p.lanes) {
		return fmt.Errorf("pool: host %d serves %s, host 1 %s", n, laneList(other), laneList(p.lanes))
	}
	return nil
}

// join makes h a member, free to observe, and reports whether it did: not
// once the pool is closed. A member that joins during a case is told of
// it (StartCase) before it can observe.
func (p *Pool) join(h adapters.Host) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.closed:
		return false
	default:
	}
	if cs, ok := h.(adapters.CaseStarter); ok && p.started {
		cs.StartCase(p.kase)
	}
	p.members = append(p.members, h)
	p.free <- h // never blocks: free has room for every member
	return true
}

var _ adapters.CaseStarter = (*Pool)(nil)

// StartCase passes the start of a case on to every member that wants to
// know (adapters.CaseStarter), and to every member that joins later,
// before it observes. A driver that observes one case at a time through
// the pool, whichever member each observation goes to, so has each
// member count its restarts per case. A driver that observes several
// cases through the pool at once must not call it (adapters.CaseStarter):
// it lends each case a member, with Acquire, and calls that member's
// StartCase.
func (p *Pool) StartCase(id string) {
	p.mu.Lock()
	p.kase, p.started = id, true
	members := slices.Clone(p.members)
	p.mu.Unlock()
	for _, h := range members {
		if cs, ok := h.(adapters.CaseStarter); ok {
			cs.StartCase(id)
		}
	}
}

// Size is the number of members: how many observations the pool makes at
// once. A pool made by Start grows to its size while it observes.
func (p *Pool) Size() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.members)
}

// Identity is the first member's.
func (p *Pool) Identity() adapters.Identity { return p.first.Identity() }

// Lanes is the first member's (every member's, as New checked).
func (p *Pool) Lanes() []adapters.Lane { return slices.Clone(p.lanes) }

// Observe waits for a member that is not observing, then has it observe
// input on lane. It fails with ctx's error when ctx ends first, and with
// errClosed ("the pool is closed") when the pool is closed first.
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
		return nil, nil, errClosed
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
		return nil, nil, errClosed
	}
	var once sync.Once
	return h, func() {
		once.Do(func() {
			p.free <- h
			p.lent.Add(1)
			select {
			case p.returned <- struct{}{}:
			default:
			}
		})
	}, nil
}

// Close closes every member at once, without waiting for their
// observations to end (a member's Close cuts its Observe short), and
// returns their errors joined. For a pool made by Start, it first cuts
// short the starts under way, and waits for them. Observe and Acquire fail once it is
// called; calling it again returns the same error.
func (p *Pool) Close() error {
	p.closeOnce.Do(func() {
		p.stopGrowing()
		p.mu.Lock()
		close(p.closed)
		members := slices.Clone(p.members)
		p.mu.Unlock()
		<-p.growing // a member that starts now is closed by the grower
		errs := make([]error, len(members))
		var wg sync.WaitGroup
		for i, h := range members {
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
