package main

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// starter starts one host as f says, and returns the command the reports
// name (startHost; a test's fake).
type starter func(ctx context.Context, f runFlags) (adapters.Host, string, error)

// startHosts starts f.jobs hosts as startHost does (0 or 1: one), and
// returns them as one host with the command the reports name: the host
// itself when there is one, else a pool.Pool of them (pool.Start), which
// observes as soon as the first has started and gains the others while it
// observes, so that --jobs N is never slower than --jobs 1. The error is
// the first host's; a later host that fails to start, or says another
// hello, leaves the pool short of its size (poolShort says so).
func startHosts(ctx context.Context, f runFlags) (adapters.Host, string, error) {
	return startHostsWith(ctx, f, startHost)
}

// startHostsWith is startHosts, each host started by startOne.
func startHostsWith(ctx context.Context, f runFlags, startOne starter) (adapters.Host, string, error) {
	n := max(1, f.jobs)
	if n == 1 {
		return startOne(ctx, f)
	}
	var (
		mu      sync.Mutex
		command string
	)
	p, err := pool.Start(ctx, n, func(ctx context.Context) (adapters.Host, error) {
		h, cmd, err := startOne(ctx, f)
		mu.Lock()
		defer mu.Unlock()
		if command == "" {
			command = cmd
		}
		return h, err
	})
	if err != nil {
		return nil, "", err
	}
	mu.Lock()
	defer mu.Unlock()
	return p, command, nil
}

// poolShort says, on stderr, why a pool of --jobs N hosts observed with
// fewer than N: one that did not start or did not agree with the first.
// The results stand: every one of them came from a host that agreed.
func poolShort(h adapters.Host, jobs int, stderr io.Writer) {
	p, ok := h.(*pool.Pool)
	if !ok || p.Short() == nil {
		return
	}
	fmt.Fprintf(stderr, "rfc005 run: --jobs %d: observed with %d host(s) of %d, for %s\n",
		jobs, p.Size(), jobs, reporttext.PrintableText(p.Short().Error()))
}

// unstarted stands for a host that a stop cut short before it said hello:
// the run is scored against it with its context already ended, so that
// every report asked for is written, marked incomplete, with nothing
// observed. It never observes.
type unstarted struct{}

// unstartedName is the name the reports give a host that never started.
const unstartedName = "(the host did not start)"

func (unstarted) Identity() adapters.Identity { return adapters.Identity{Name: unstartedName} }
func (unstarted) Lanes() []adapters.Lane      { return adapters.AllLanes() }
func (unstarted) Close() error                { return nil }
func (unstarted) Observe(ctx context.Context, _ adapters.Lane, _ adapters.Input) (adapters.Observation, error) {
	return adapters.Observation{}, context.Cause(ctx)
}
