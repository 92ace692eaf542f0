package pool

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// gain is how much faster a wave of members must make a pool, measured,
// for it to grow by another (rfc005 run --help: "as long as they speed it
// up"; docs/cli.md: "at least 15% faster"): the pool's rate of work with the wave over
// its rate before it. A host whose work is bound by the machine's cores
// gains nothing from more processes than cores, and each start costs
// them; a host bound by something else (a network, a model) gains from
// every member.
const gain = 1.15

// Start returns a pool that grows towards size members, each started by
// start: it starts the first, and returns as soon as that one has
// started, so that a pool observes no later than one host would. The
// others start in the background while the pool observes with those it
// has, in waves of as many as have joined (1, then 1, 2, 4 …). Before each
// wave it measures how fast the pool gets through its work (loans
// returned a second, over at least 4 of them per member), and after it
// again: a wave that did not make the pool gain times faster is the last.
// So --jobs N is never slower than one host: a short run ends before the
// pool grows (Close cuts the starts under way short), and a pool stops
// growing where more processes no longer pay for their start.
//
// The first start's error is Start's. A later member that fails to start,
// or says another Identity or Lanes than the first, stops the growth (it
// is closed): the pool observes with the members it has, and Short says
// why it has no more. ctx bounds every start, the later ones too.
func Start(ctx context.Context, size int, start func(context.Context) (adapters.Host, error)) (*Pool, error) {
	return startWith(ctx, size, start, time.Now)
}

// startWith is Start, measuring the pool's rate of work with the clock
// now.
func startWith(ctx context.Context, size int, start func(context.Context) (adapters.Host, error), now func() time.Time) (*Pool, error) {
	if size < 1 {
		return nil, fmt.Errorf("pool: a size of %d: want at least 1", size)
	}
	first, err := start(ctx)
	if err != nil {
		return nil, err
	}
	p := newPool(first, size)
	p.now = now
	p.join(first)
	if size == 1 {
		return p, nil
	}
	ctx, p.stopGrowing = context.WithCancel(ctx)
	p.growing = make(chan struct{})
	go p.grow(ctx, size, start)
	return p, nil
}

// grow starts members in waves until the pool has size of them, a wave
// did not pay, one of them failed, or ctx ends (Close), and then closes
// growing.
func (p *Pool) grow(ctx context.Context, size int, start func(context.Context) (adapters.Host, error)) {
	defer close(p.growing)
	have := 1
	rate, ok := p.rate(ctx, have)
	for ok && have < size {
		joined, short := p.wave(ctx, start, have, min(have, size-have), size)
		if short != nil {
			p.mu.Lock()
			p.short = short
			p.mu.Unlock()
			return
		}
		if joined == 0 {
			return // Close
		}
		have += joined
		if have == size {
			return
		}
		var now float64
		if now, ok = p.rate(ctx, have); ok && now < rate*gain {
			return // the wave did not pay: more would not either
		}
		rate = now
	}
}

// wave starts n members at once, members have+1 … have+n of size, and
// returns how many joined, or why one did not.
func (p *Pool) wave(ctx context.Context, start func(context.Context) (adapters.Host, error), have, n, size int) (joined int, short error) {
	hosts := make([]adapters.Host, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { hosts[i], errs[i] = start(ctx) })
	}
	wg.Wait()
	for i, h := range hosts {
		at := have + i + 1
		switch {
		case errs[i] != nil:
			if ctx.Err() == nil && short == nil {
				short = fmt.Errorf("host %d of %d did not start: %w", at, size, errs[i])
			}
			continue
		case short != nil || ctx.Err() != nil:
		default:
			if err := p.agrees(at, h); err != nil {
				short = err
			} else if p.join(h) {
				joined++
				continue
			}
		}
		h.Close()
	}
	return joined, short
}

// rate waits for the pool's members to return 4 loans each (at least 8),
// and returns how many a second they returned; ok is false when ctx ended
// first.
func (p *Pool) rate(ctx context.Context, members int) (perSecond float64, ok bool) {
	want := max(8, 4*members)
	from, began := p.lent.Load(), p.now()
	for p.lent.Load()-from < int64(want) {
		select {
		case <-p.returned:
		case <-ctx.Done():
			return 0, false
		}
	}
	return float64(p.lent.Load()-from) / p.now().Sub(began).Seconds(), true
}

// Short returns why a pool made by Start stopped growing before it had
// its size of members: a member that failed to start, or did not agree
// with the first. It is nil while the pool grows, once it is full, when a
// wave did not pay, and when Close stopped it.
func (p *Pool) Short() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.short
}
