package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// progressEvery is how often a run prints a plain progress line when
// stderr is not a terminal.
var progressEvery = 10 * time.Second

// redrawEvery is how often the progress line on a terminal is redrawn.
const redrawEvery = 200 * time.Millisecond

// progress says how far a run got, on stderr. On a terminal it keeps one
// line updated in place ("rfc005 run: 120/240 cases · 530/1058
// observations · 12 failing · 41 s · slowest text/huge on push 1.2 s")
// and clears it when the run ends, so nothing of it stays in the
// scrollback; elsewhere (a CI log, a file) it prints a plain line every
// progressEvery: "rfc005 run: 312 of 1058 observations, 41 s". Nothing of
// it goes to stdout.
type progress struct {
	w     io.Writer
	tty   bool
	since time.Time
	// caseEnds[i] is the number of observations made once the first i+1
	// selected cases are observed: it turns observations into cases.
	caseEnds []int

	mu      sync.Mutex
	now     runner.Progress
	started bool
	drawn   bool

	quit chan struct{}
	wg   sync.WaitGroup
	once sync.Once
}

// newProgress starts saying how far a run begun at since got, on w, as a
// terminal's updating line when tty is set. caseEnds is as the type
// says (nil when unknown: the line then counts observations only).
func newProgress(since time.Time, w io.Writer, tty bool, caseEnds []int) *progress {
	p := &progress{w: w, tty: tty, since: since, caseEnds: caseEnds, quit: make(chan struct{})}
	every := progressEvery
	if tty {
		every = redrawEvery
	}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				p.tick()
			case <-p.quit:
				return
			}
		}
	}()
	return p
}

func (p *progress) tick() {
	p.mu.Lock()
	defer p.mu.Unlock()
	secs := int(time.Since(p.since).Seconds())
	if !p.tty {
		if p.started {
			fmt.Fprintf(p.w, "rfc005 run: %d of %d observations, %d s\n", p.now.Observed, p.now.Selected, secs)
		} else {
			fmt.Fprintf(p.w, "rfc005 run: starting the host, %d s\n", secs)
		}
		return
	}
	fmt.Fprint(p.w, "\r\x1b[K"+p.line(secs))
	p.drawn = true
}

// line is the terminal's progress line, without a newline.
func (p *progress) line(secs int) string {
	if !p.started {
		return fmt.Sprintf("rfc005 run: starting the host · %d s", secs)
	}
	s := "rfc005 run: "
	if p.caseEnds != nil {
		s += fmt.Sprintf("%d/%d cases · ", casesDone(p.caseEnds, p.now.Observed), len(p.caseEnds))
	}
	s += fmt.Sprintf("%d/%d observations · %d failing · %d s", p.now.Observed, p.now.Selected, p.now.Failed, secs)
	if p.now.Slowest != "" {
		s += fmt.Sprintf(" · slowest %s %s", reporttext.Printable(p.now.Slowest), p.now.SlowestTime.Round(time.Millisecond))
	}
	return s
}

// casesDone returns how many cases are done once observed observations
// are.
func casesDone(caseEnds []int, observed int) int {
	n := 0
	for n < len(caseEnds) && caseEnds[n] <= observed {
		n++
	}
	return n
}

// update is runner.Options.Progress.
func (p *progress) update(pr runner.Progress) {
	p.mu.Lock()
	p.now, p.started = pr, true
	p.mu.Unlock()
}

// stop ends the progress lines, clearing the terminal's; a nil progress
// is none.
func (p *progress) stop() {
	if p == nil {
		return
	}
	p.once.Do(func() {
		close(p.quit)
		p.wg.Wait()
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.drawn {
			fmt.Fprint(p.w, "\r\x1b[K")
		}
	})
}

// isTerminal reports whether w, or the writer it wraps (an
// InertWriter's), is a terminal: a character device that answers a
// terminal's request (so /dev/null is not one).
func isTerminal(w io.Writer) bool {
	if u, ok := w.(interface{ Unwrap() io.Writer }); ok {
		w = u.Unwrap()
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && answersAsTerminal(f)
}
