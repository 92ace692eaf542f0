package runner

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// job is one selected case and the selected lanes it expects something
// of, in SPEC section 1 order: what one worker observes, in that order.
type job struct {
	c     *vectors.Case
	lanes []adapters.Lane
}

// answer is one observation's result, sent by the worker that made it.
type answer struct {
	job  int // the index of its job
	res  Result
	took time.Duration // how long the host took to answer
}

// lender is a host made of several that lends one of them to a caller
// alone until release is called; pool.Pool (its Acquire) is the one in
// this module, which rfc005 run --jobs N observes through. It is what
// lets several workers share one host and still keep adapters.CaseStarter's
// promise: each worker borrows a member for a whole case, tells it where
// the case begins, and makes the case's observations on it, in order, as
// --jobs 1 would. A host that lends nothing is observed by the workers side
// by side, and is told of cases only when there is one worker (observer's
// pinned). TestJobsStartCases shows all three: a pool's members, a closed
// pool, a host three workers share.
// The runner asks for the method rather than a *pool.Pool so that any host
// made of several, a caller's own included, is driven the same way.
type lender interface {
	Acquire(ctx context.Context) (h adapters.Host, release func(), err error)
}

// observer observes jobs through a host with a number of workers.
type observer struct {
	h        adapters.Host
	declared map[adapters.Lane]bool // the lanes h declared
	jobs     []job
	// pinned says each case reaches one host alone, in lane order, and
	// so is announced to it (adapters.CaseStarter): there is one worker,
	// or h lends a member to each.
	pinned bool
	// gateShould marks each result as one of a run gating on SHOULD
	// checks too (Result.GateShould).
	gateShould bool
	next       atomic.Int64 // the index of the next job to take
}

// observeJobs observes every job through h with up to workers of them at
// once, and returns their results in the jobs' order: each job's answered
// lanes in lane order. tell is called on the calling goroutine after each
// answer, in the order they arrive. Each worker takes the next job not
// taken and observes all its lanes before the next: a case's lanes share
// its input, and reach one host in order, as one at a time. Once ctx is
// cancelled no observation starts; one it cut short is left out, and so
// are the lanes after it. observeJobs returns when every worker has.
func observeJobs(ctx context.Context, h adapters.Host, declared map[adapters.Lane]bool, jobs []job, workers int, gateShould bool, tell func(answer)) []Result {
	workers = max(1, min(workers, len(jobs)))
	_, lends := h.(lender)
	o := &observer{h: h, declared: declared, jobs: jobs, pinned: workers == 1 || lends, gateShould: gateShould}
	out := make(chan answer, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() { o.work(ctx, out) })
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	byJob := make([][]Result, len(jobs))
	n := 0
	for a := range out {
		byJob[a.job] = append(byJob[a.job], a.res)
		n++
		tell(a)
	}
	results := make([]Result, 0, n)
	for _, rs := range byJob {
		results = append(results, rs...)
	}
	return results
}

// work observes the jobs not taken, one after another, until there are
// none or ctx is cancelled.
func (o *observer) work(ctx context.Context, out chan<- answer) {
	for ctx.Err() == nil {
		i := int(o.next.Add(1) - 1)
		if i >= len(o.jobs) || !o.observe(ctx, i, out) {
			return
		}
	}
}

// observe observes job i on each of its lanes, sending each result to
// out, and reports whether it observed them all (false: ctx was
// cancelled).
func (o *observer) observe(ctx context.Context, i int, out chan<- answer) bool {
	j := o.jobs[i]
	h, announce := o.h, o.pinned
	if l, ok := h.(lender); ok {
		m, release, err := l.Acquire(ctx)
		switch {
		case err == nil:
			defer release()
			h = m
		case ctx.Err() != nil:
			return false
		default: // the lender is closed: its Observe says so, each an error
			announce = false // it lent no member the case alone
		}
	}
	if cs, ok := h.(adapters.CaseStarter); ok && announce {
		cs.StartCase(j.c.ID)
	}
	for _, lane := range j.lanes {
		if ctx.Err() != nil {
			return false
		}
		res, took, answered := Score(ctx, h, j.c, lane, o.declared[lane])
		if !answered {
			return false // stopped, not answered: not observed
		}
		res.GateShould = o.gateShould
		out <- answer{job: i, took: took, res: res}
	}
	return true
}
