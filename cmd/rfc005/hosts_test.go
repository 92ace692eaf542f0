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
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
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

// observeMany observes n times through h from 4 goroutines at once, and
// fails t on an error.
func observeMany(t *testing.T, h adapters.Host, n int) {
	t.Helper()
	var next atomic.Int32
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for next.Add(1) <= int32(n) {
				obs, err := h.Observe(context.Background(), adapters.Push, adapters.Input(`{"content":[{"type":"text","text":"hi"}]}`))
				if err != nil || len(obs.Blocks) != 1 {
					t.Errorf("observe: %+v, %v", obs, err)
					return
				}
			}
		})
	}
	wg.Wait()
}

// TestHostsOneOrAPool starts one host for --jobs 0 and 1, and for --jobs N
// a pool that returns with its first member and starts the others while
// it observes; its Close closes every one that started.
func TestHostsOneOrAPool(t *testing.T) {
	t.Parallel()
	var starts, closes atomic.Int32
	ref := adapters.Identity{Name: refhost.Name, Version: refhost.Version}
	start := func(ctx context.Context, f runFlags) (adapters.Host, string, error) {
		starts.Add(1)
		return closeCounter{reference.New(), ref, &closes}, "toy host", nil
	}
	for _, jobs := range []int{0, 1} {
		starts.Store(0)
		h, command, err := startHostsWith(context.Background(), runFlags{jobs: jobs}, start)
		if _, isPool := h.(*pool.Pool); err != nil || isPool || command != "toy host" || starts.Load() != 1 {
			t.Errorf("--jobs %d: %T, %q, %v after %d starts; want the one host", jobs, h, command, err, starts.Load())
		}
	}
	starts.Store(0)
	h, command, err := startHostsWith(context.Background(), runFlags{jobs: 5}, start)
	if err != nil {
		t.Fatal(err)
	}
	p, ok := h.(*pool.Pool)
	if !ok || command != "toy host" || p.Size() < 1 {
		t.Fatalf("--jobs 5: %T, %q; want a pool", h, command)
	}
	observeMany(t, h, 200)
	closes.Store(0)
	if err := h.Close(); err != nil || closes.Load() != starts.Load() || p.Size() > int(starts.Load()) {
		t.Errorf("--jobs 5: %d started, %d members, %d closed (%v); want every one started closed (a member that started as the pool closed too)", starts.Load(), p.Size(), closes.Load(), err)
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
	if _, ok := h.(*pool.Pool); !ok || command != "" || h.Identity().Name != refhost.Name {
		t.Fatalf("%T of %v, command %q; want a pool of references", h, h.Identity(), command)
	}
	observeMany(t, h, 50)
}

// TestHostsStartFailure: the first host failing to start is the error of
// --jobs N, as of --jobs 1; a later one failing, or saying another hello,
// leaves the pool observing with those it has, and poolShort says why,
// naming both hellos. Every host that started is closed.
func TestHostsStartFailure(t *testing.T) {
	t.Parallel()
	failure := errors.New("no hello")
	ref := adapters.Identity{Name: "toy", Version: "1"}
	if h, _, err := startHostsWith(context.Background(), runFlags{jobs: 4}, func(ctx context.Context, f runFlags) (adapters.Host, string, error) {
		return nil, "", failure
	}); h != nil || err != failure {
		t.Errorf("the first host cannot start: %v, %v; want %v", h, err, failure)
	}
	for _, tc := range []struct {
		name string
		host func(n int32, closes *atomic.Int32) (adapters.Host, error)
		want []string
	}{
		{"cannot start", func(n int32, closes *atomic.Int32) (adapters.Host, error) {
			if n == 2 {
				return nil, failure
			}
			return closeCounter{reference.New(), ref, closes}, nil
		}, []string{"rfc005 run: --jobs 4: observed with 1 host(s) of 4, for host 2 of 4 did not start: no hello\n"}},
		{"another hello", func(n int32, closes *atomic.Int32) (adapters.Host, error) {
			id := ref
			if n == 2 {
				id.Version = "2"
			}
			return closeCounter{reference.New(), id, closes}, nil
		}, []string{"rfc005 run: --jobs 4: observed with 1 host(s) of 4, for ", `"toy" "2"`, `"toy" "1"`}},
	} {
		var starts, opened, closes atomic.Int32
		h, _, err := startHostsWith(context.Background(), runFlags{jobs: 4}, func(ctx context.Context, f runFlags) (adapters.Host, string, error) {
			h, err := tc.host(starts.Add(1), &closes)
			if h != nil {
				opened.Add(1)
			}
			return h, "toy host", err
		})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		p := h.(*pool.Pool)
		for end := time.Now().Add(10 * time.Second); p.Short() == nil && time.Now().Before(end); {
			observeMany(t, h, 20) // until the pool tries to grow
		}
		var b strings.Builder
		poolShort(h, 4, &b)
		for _, w := range tc.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: poolShort says %q; want it to say %q", tc.name, b.String(), w)
			}
		}
		h.Close()
		if starts.Load() != 2 || closes.Load() != opened.Load() {
			t.Errorf("%s: %d starts, %d hosts started, %d closed; want 2 starts, every host started closed", tc.name, starts.Load(), opened.Load(), closes.Load())
		}
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
	if _, ok := h.(*pool.Pool); !ok || command != exe || h.Identity().Name != refhost.Name {
		t.Fatalf("%T of %v, command %q; want a pool of test hosts", h, h.Identity(), command)
	}
	observeMany(t, h, 60)
	if err := h.Close(); err != nil {
		t.Errorf("close: %v", err)
	}
	f.host = "/nonexistent/host --flag"
	_, _, one := startHost(context.Background(), f)
	if h, _, err := startHosts(context.Background(), f); h != nil || err == nil || one == nil || err.Error() != one.Error() {
		t.Errorf("a command that cannot start: %v, %v; want %v", h, err, one)
	}
}
