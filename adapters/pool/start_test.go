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

// waiter is a member whose observation takes d: with serial set, d of one
// resource all members share (a host bound by the machine's one core),
// else d of its own (a host waiting on a network).
type waiter struct {
	*fake
	d      time.Duration
	serial *sync.Mutex
}

func (w waiter) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if w.serial != nil {
		w.serial.Lock()
		defer w.serial.Unlock()
	}
	time.Sleep(w.d)
	return w.fake.Observe(ctx, lane, in)
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
	p, err := Start(context.Background(), 4, func(ctx context.Context) (adapters.Host, error) {
		if starts.Add(1) > 1 {
			<-release // the others start only when the test says so
		}
		// 20ms, so that each wave's rate is measured over about 80ms: a
		// loaded machine's scheduling delays are small beside it.
		return waiter{fake: newFake("toy"), d: 20 * time.Millisecond}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if p.Size() != 1 {
		t.Fatalf("Start returned a pool of %d, want the first alone", p.Size())
	}
	observeFrom(t, p, 4, 20)
	close(release)
	observeFrom(t, p, 4, 200)
	if p.Size() != 4 || p.Short() != nil {
		t.Errorf("after 220 observations of a host that gains from each member: %d members, short %v; want 4", p.Size(), p.Short())
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
		serial *sync.Mutex
		n      int // observations
		want   func(int) bool
		says   string
	}{
		{"one shared core", &sync.Mutex{}, 120, func(n int) bool { return n < 8 }, "fewer than 8"},
		{"each its own wait", nil, 400, func(n int) bool { return n == 8 }, "8"},
	} {
		var starts atomic.Int32
		p, err := Start(context.Background(), 8, func(ctx context.Context) (adapters.Host, error) {
			starts.Add(1)
			return waiter{fake: newFake("toy"), d: 10 * time.Millisecond, serial: tc.serial}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		observeFrom(t, p, 8, tc.n)
		if n := p.Size(); !tc.want(n) || int(starts.Load()) != n {
			t.Errorf("%s: %d members after %d starts, want %s", tc.name, n, starts.Load(), tc.says)
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
	observeFrom(t, p, 2, 20)
	select {
	case <-starting:
	case <-time.After(10 * time.Second):
		t.Fatal("the second member never started")
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
		observeFrom(t, p, 3, 40)
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
