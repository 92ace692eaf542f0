package pool

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// waiter is a member whose observation takes d on the test's clock, which
// the pool measures its rate of work with: with serial set, d of one
// resource all members share (a host bound by the machine's one core), so
// the clock advances by d; else d of its own (a host waiting on a
// network), so that, the members observing side by side, it advances by d
// over their number. The pool's growth is then the same on any machine,
// however loaded.
type waiter struct {
	*fake
	d      time.Duration
	serial bool
	clock  *clock
}

func (w waiter) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	step := w.d
	if !w.serial {
		step /= time.Duration(w.clock.members())
	}
	w.clock.advance(step)
	return w.fake.Observe(ctx, lane, in)
}

// clock is a test's clock for a pool (startWith): it stands still but for
// what its waiters advance it by.
type clock struct {
	mu   sync.Mutex
	t    time.Time
	pool atomic.Pointer[Pool]
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// members returns the members of the clock's pool: those that observe
// side by side.
func (c *clock) members() int {
	if p := c.pool.Load(); p != nil {
		return max(p.Size(), 1)
	}
	return 1
}

// observeUntilGrown observes from goroutines at once until the pool stops
// growing, and fails t when it has not after 20,000 observations.
func observeUntilGrown(t *testing.T, p *Pool, goroutines int) {
	t.Helper()
	for range 200 {
		select {
		case <-p.growing:
			return
		default:
		}
		observeFrom(t, p, goroutines, 100)
	}
	t.Fatalf("the pool still grows after 20,000 observations, with %d members", p.Size())
}

// observeFrom observes n times from goroutines at once, and fails t on an
// error.
func observeFrom(t *testing.T, p *Pool, goroutines, n int) {
	t.Helper()
	var next atomic.Int32
	var wg sync.WaitGroup
	for range goroutines {
		wg.Go(func() {
			for next.Add(1) <= int32(n) {
				if _, err := p.Observe(context.Background(), adapters.Push, nil); err != nil {
					t.Errorf("observe: %v", err)
					return
				}
			}
		})
	}
	wg.Wait()
}

// TestStartReturnsWithTheFirst: Start returns once the first member has
// started, without waiting for the others, which join while it observes;
// a pool of one starts one.
func TestStartReturnsWithTheFirst(t *testing.T) {
	t.Parallel()
	var starts atomic.Int32
	release := make(chan struct{})
	c := &clock{}
	p, err := startWith(context.Background(), 4, func(ctx context.Context) (adapters.Host, error) {
		if starts.Add(1) > 1 {
			<-release // the others start only when the test says so
		}
		return waiter{fake: newFake("toy"), d: 2 * time.Millisecond, clock: c}, nil
	}, c.now)
	if err != nil {
		t.Fatal(err)
	}
	c.pool.Store(p)
	defer p.Close()
	if p.Size() != 1 {
		t.Fatalf("Start returned a pool of %d, want the first alone", p.Size())
	}
	observeFrom(t, p, 4, 20)
	if p.Size() != 1 {
		t.Fatalf("a pool of %d before the others could start, want the first alone", p.Size())
	}
	close(release)
	observeUntilGrown(t, p, 4)
	if p.Size() != 4 || p.Short() != nil {
		t.Errorf("observing with a host that gains from each member: %d members, short %v; want 4", p.Size(), p.Short())
	}
	one, err := Start(context.Background(), 1, func(ctx context.Context) (adapters.Host, error) {
		starts.Add(1)
		return newFake("toy"), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	starts.Store(0)
	observeFrom(t, one, 2, 50)
	if one.Close(); starts.Load() != 0 || one.Size() != 1 {
		t.Errorf("a pool of 1 started %d more", starts.Load())
	}
	if _, err := Start(context.Background(), 0, nil); err == nil {
		t.Error("Start with a size of 0: no error")
	}
}

// TestStartStopsWhereItDoesNotPay grows a pool of hosts that share one
// resource (a machine's one core): the second member does not make it
// faster, so it grows no further; hosts that wait each on their own grow
// to the size asked for.
func TestStartStopsWhereItDoesNotPay(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		serial bool
		want   int // members
	}{
		{"one shared core", true, 2},
		{"each its own wait", false, 8},
	} {
		var starts atomic.Int32
		c := &clock{}
		p, err := startWith(context.Background(), 8, func(ctx context.Context) (adapters.Host, error) {
			starts.Add(1)
			return waiter{fake: newFake("toy"), d: 10 * time.Millisecond, serial: tc.serial, clock: c}, nil
		}, c.now)
		if err != nil {
			t.Fatal(err)
		}
		c.pool.Store(p)
		observeUntilGrown(t, p, 8)
		if n := p.Size(); n != tc.want || int(starts.Load()) != n {
			t.Errorf("%s: %d members after %d starts, want %d", tc.name, n, starts.Load(), tc.want)
		}
		p.Close()
	}
}

// TestStartCutShortByClose closes a pool while its second member starts:
// the start is cut short, Close waits for it, nothing is short, and a
// member that starts after Close is closed at once.
func TestStartCutShortByClose(t *testing.T) {
	t.Parallel()
	var (
		starts   atomic.Int32
		closed   atomic.Int32
		starting = make(chan struct{})
	)
	late := newFake("toy")
	late.onClose = func() { closed.Add(1) }
	p, err := Start(context.Background(), 2, func(ctx context.Context) (adapters.Host, error) {
		if starts.Add(1) == 1 {
			return newFake("toy"), nil
		}
		close(starting)
		<-ctx.Done()     // cut short by Close
		return late, nil // and starts all the same, as a host might
	})
	if err != nil {
		t.Fatal(err)
	}
	// Observe until the second member starts: the pool starts it once it
	// has measured the first's rate, however late its goroutine runs.
	started := func() bool {
		select {
		case <-starting:
			return true
		default:
			return false
		}
	}
	for i := 0; !started(); i++ {
		if i == 200 {
			t.Fatal("the second member never started, after 20,000 observations")
		}
		observeFrom(t, p, 2, 100)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if closed.Load() != 1 || p.Short() != nil || p.Size() != 1 {
		t.Errorf("the member that started after Close: closed %d times; short %v; size %d", closed.Load(), p.Short(), p.Size())
	}
}

// TestStartShort: the first start's error is Start's; a later one that
// fails, or says another hello, leaves the pool short, saying why, and
// observing with those it has.
func TestStartShort(t *testing.T) {
	t.Parallel()
	failure := errors.New("no hello")
	if _, err := Start(context.Background(), 3, func(context.Context) (adapters.Host, error) { return nil, failure }); err != failure {
		t.Errorf("the first start failing: %v, want %v", err, failure)
	}
	for _, tc := range []struct {
		name  string
		start func(n int32) (adapters.Host, error)
		want  []string
	}{
		{"fails", func(n int32) (adapters.Host, error) {
			if n == 2 {
				return nil, failure
			}
			return newFake("toy"), nil
		}, []string{"host 2 of 3 did not start: no hello"}},
		{"disagrees", func(n int32) (adapters.Host, error) {
			if n == 2 {
				return newFake("other"), nil
			}
			return newFake("toy"), nil
		}, []string{`host 2 says it is "other" "1"`, `host 1 that it is "toy" "1"`}},
	} {
		var starts atomic.Int32
		p, err := Start(context.Background(), 3, func(context.Context) (adapters.Host, error) { return tc.start(starts.Add(1)) })
		if err != nil {
			t.Fatal(err)
		}
		observeUntilGrown(t, p, 3)
		short := p.Short()
		for _, w := range tc.want {
			if short == nil || !strings.Contains(short.Error(), w) {
				t.Errorf("%s: short %v, want it to say %q", tc.name, short, w)
			}
		}
		if p.Size() != 1 || starts.Load() != 2 {
			t.Errorf("%s: %d members after %d starts, want the first alone after 2", tc.name, p.Size(), starts.Load())
		}
		p.Close()
	}
}
