package main

import (
	"context"
	"fmt"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
)

// startOne starts one host as f says; tests replace it.
var startOne = startHost

// startHosts starts f.jobs hosts as startHost does (0 or 1: one), all at
// once, and returns them as one host with the command the reports name:
// the host itself when there is one, else a pool.Pool of them, which
// observes with them all at once and whose Close closes them all. When a
// host fails to start, the starts still under way are cut short, every
// host that started is closed, and the error of the first to fail is
// returned; so it is when the hosts do not all say the same hello.
func startHosts(ctx context.Context, f runFlags) (adapters.Host, string, error) {
	n := max(1, f.jobs)
	if n == 1 {
		return startOne(ctx, f)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	hosts := make([]adapters.Host, n)
	var (
		mu      sync.Mutex
		first   error
		command string
		wg      sync.WaitGroup
	)
	for i := range hosts {
		wg.Go(func() {
			h, cmd, err := startOne(ctx, f)
			mu.Lock()
			defer mu.Unlock()
			hosts[i], command = h, cmd
			if err != nil && first == nil {
				first = err
				cancel()
			}
		})
	}
	wg.Wait()
	if first != nil {
		closeHosts(hosts)
		return nil, "", first
	}
	p, err := pool.New(hosts...)
	if err != nil {
		closeHosts(hosts)
		return nil, "", fmt.Errorf("--jobs %d: %w", n, err)
	}
	return p, command, nil
}

// closeHosts closes every host that is not nil, all at once, and waits
// for them: their errors say less than why they are closed.
func closeHosts(hosts []adapters.Host) {
	var wg sync.WaitGroup
	for _, h := range hosts {
		if h != nil {
			wg.Go(func() { h.Close() })
		}
	}
	wg.Wait()
}
