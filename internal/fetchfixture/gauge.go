package fetchfixture

import (
	"context"
	"sync"
)

// gauge counts things that are running and lets a caller wait until none
// is. Its zero value is ready for use.
type gauge struct {
	mu   sync.Mutex
	n    int
	zero chan struct{} // open while n > 0, closed when n returns to 0
}

func (g *gauge) add(d int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.n == 0 && d > 0 {
		g.zero = make(chan struct{})
	}
	g.n += d
	if g.n == 0 && d < 0 {
		close(g.zero)
	}
}

// wait returns when nothing is running, or ctx's error when ctx ends first.
func (g *gauge) wait(ctx context.Context) error {
	for {
		g.mu.Lock()
		n, zero := g.n, g.zero
		g.mu.Unlock()
		if n == 0 {
			return nil
		}
		select {
		case <-zero:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}
