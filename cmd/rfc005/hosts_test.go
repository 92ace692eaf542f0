package main

import (
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// closeCounter is the reference, counting its Closes.
type closeCounter struct {
	adapters.Host
	id     adapters.Identity
	closes *atomic.Int32
}

func (h closeCounter) Identity() adapters.Identity { return h.id }

func (h closeCounter) Close() error {
	h.closes.Add(1)
	return nil
}

// fakeStarts replaces startOne, for the test, by start.
func fakeStarts(t *testing.T, start func(ctx context.Context, f runFlags) (adapters.Host, string, error)) {
	t.Helper()
	was := startOne
	startOne = start
	t.Cleanup(func() { startOne = was })
}

// TestHostsOneOrAPool starts one host for --jobs 0 and 1, and a pool of
// N for --jobs N, each started by startOne.
func TestHostsOneOrAPool(t *testing.T) {
	t.Parallel()
	var starts atomic.Int32
	ref := adapters.Identity{Name: reference.Name, Version: reference.Version}
	fakeStarts(t, func(ctx context.Context, f runFlags) (adapters.Host, string, error) {
		starts.Add(1)
		return closeCounter{inprocess.New(), ref, new(atomic.Int32)}, "toy host", nil
	})
	for _, jobs := range []int{0, 1} {
		starts.Store(0)
		h, command, err := startHosts(context.Background(), runFlags{jobs: jobs})
		if _, isPool := h.(*pool.Pool); err != nil || isPool || command != "toy host" || starts.Load() != 1 {
			t.Errorf("--jobs %d: %T, %q, %v after %d starts; want the one host", jobs, h, command, err, starts.Load())
		}
	}
	starts.Store(0)
	h, command, err := startHosts(context.Background(), runFlags{jobs: 5})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if p, ok := h.(*pool.Pool); !ok || p.Size() != 5 || command != "toy host" || starts.Load() != 5 {
		t.Fatalf("--jobs 5: %T, %q after %d starts; want a pool of 5", h, command, starts.Load())
	}
}

// TestHostsInProcess starts --jobs 3 in-process reference hosts.
func TestHostsInProcess(t *testing.T) {
	t.Parallel()
	h, command, err := startHosts(context.Background(), runFlags{jobs: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	p, ok := h.(*pool.Pool)
	if !ok || p.Size() != 3 || command != "" || h.Identity().Name != reference.Name {
		t.Fatalf("%T of %v, command %q; want a pool of 3 references", h, h.Identity(), command)
	}
}

// TestHostsStartFailure starts four hosts at once, each waiting until all
// four are starting: one fails, and the others, cut short, give up or
// start; the first error is returned and every host that started is
// closed.
func TestHostsStartFailure(t *testing.T) {
	t.Parallel()
	const jobs = 4
	var (
		starting sync.WaitGroup
		calls    atomic.Int32
		closes   atomic.Int32
		started  atomic.Int32
		uncut    atomic.Int32 // starts not cut short by the failure
	)
	starting.Add(jobs)
	all := make(chan struct{})
	go func() { starting.Wait(); close(all) }()
	failure := errors.New("host 3: no hello")
	ref := adapters.Identity{Name: reference.Name, Version: reference.Version}
	fakeStarts(t, func(ctx context.Context, f runFlags) (adapters.Host, string, error) {
		n := calls.Add(1)
		starting.Done()
		select {
		case <-all:
		case <-time.After(10 * time.Second):
			return nil, "", errors.New("the hosts were started one at a time")
		}
		switch n {
		case 3:
			return nil, "", failure
		case 1: // answers its hello before it hears of the failure
		default: // is cut short by the failure
			select {
			case <-ctx.Done():
				return nil, "", ctx.Err()
			case <-time.After(10 * time.Second):
				uncut.Add(1)
				return nil, "", errors.New("not cut short")
			}
		}
		started.Add(1)
		return closeCounter{inprocess.New(), ref, &closes}, "toy host", nil
	})
	h, _, err := startHosts(context.Background(), runFlags{jobs: jobs})
	if h != nil || err != failure {
		t.Fatalf("got %v and %v, want the failure %v", h, err, failure)
	}
	if uncut.Load() > 0 {
		t.Errorf("%d starts were not cut short by the failure", uncut.Load())
	}
	if closes.Load() != started.Load() || started.Load() != 1 {
		t.Errorf("%d hosts started, %d closed; want the one started closed", started.Load(), closes.Load())
	}
}

// TestHostsThatDisagree starts hosts of which one says another hello:
// the error names both, and every host is closed.
func TestHostsThatDisagree(t *testing.T) {
	t.Parallel()
	var calls, closes atomic.Int32
	fakeStarts(t, func(ctx context.Context, f runFlags) (adapters.Host, string, error) {
		id := adapters.Identity{Name: "toy", Version: "1"}
		if calls.Add(1) == 2 {
			id.Version = "2"
		}
		return closeCounter{inprocess.New(), id, &closes}, "toy host", nil
	})
	h, _, err := startHosts(context.Background(), runFlags{jobs: 3})
	if h != nil || err == nil || !strings.Contains(err.Error(), `"toy" "2"`) || !strings.Contains(err.Error(), `"toy" "1"`) {
		t.Fatalf("got %v, %v; want an error naming both hellos", h, err)
	}
	if closes.Load() != 3 {
		t.Errorf("%d of 3 hosts closed", closes.Load())
	}
}

// TestHostsSubprocess starts --jobs 3 processes of the test host, which
// observe at once, and a host command that cannot start, whose error is
// the one host's.
func TestHostsSubprocess(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(testHostEnv, "reference")
	f := runFlags{host: exe, jobs: 3, timeout: 5 * time.Second, restarts: 3}
	h, command, err := startHosts(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := h.(*pool.Pool); !ok || p.Size() != 3 || command != exe || h.Identity().Name != reference.Name {
		t.Fatalf("%T of %v, command %q; want a pool of 3 test hosts", h, h.Identity(), command)
	}
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			obs, err := h.Observe(context.Background(), adapters.Push, adapters.Input(`{"content":[{"type":"text","text":"hi"}]}`))
			if err != nil || len(obs.Blocks) != 1 {
				t.Errorf("observe: %+v, %v", obs, err)
			}
		})
	}
	wg.Wait()
	if err := h.Close(); err != nil {
		t.Errorf("close: %v", err)
	}
	f.host = "/nonexistent/host --flag"
	_, _, one := startHost(context.Background(), f)
	if h, _, err := startHosts(context.Background(), f); h != nil || err == nil || one == nil || err.Error() != one.Error() {
		t.Errorf("a command that cannot start: %v, %v; want %v", h, err, one)
	}
}
