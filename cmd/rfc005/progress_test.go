package main

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// syncBuffer is a buffer safe to read while a run writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestProgressLineOnATerminal pins the terminal's progress line: one line
// redrawn in place, saying cases, observations, failures, time and the
// slowest case, cleared when the run ends.
func TestProgressLineOnATerminal(t *testing.T) {
	t.Parallel()
	var w syncBuffer
	p := newProgress(time.Now(), &w, true, []int{2, 5})
	p.update(runner.Progress{Observed: 3, Selected: 5, Failed: 1, Slowest: "text/huge on push", SlowestTime: 1200 * time.Millisecond})
	deadline := time.Now().Add(hangGuard)
	for !strings.Contains(w.String(), "slowest") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	p.stop()
	out := w.String()
	want := "\r\x1b[Krfc005 run: 1/2 cases · 3/5 observations · 1 failing · 0 s · slowest text/huge on push 1.2s"
	if !strings.Contains(out, want) || !strings.HasSuffix(out, "\r\x1b[K") || strings.Contains(out, "\n") {
		t.Errorf("the terminal got %q\nwant it to hold %q, no newline, and end cleared", out, want)
	}
}

// TestNoProgressLineOffATerminal pins that a run whose stderr is no
// terminal draws no line in place. It sets progressEvery, so it runs
// alone.
func TestNoProgressLineOffATerminal(t *testing.T) {
	if isTerminal(&bytes.Buffer{}) {
		t.Error("a buffer is taken for a terminal")
	}
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 20 * time.Millisecond
	var w syncBuffer
	p := newProgress(time.Now(), &w, false, []int{2})
	p.update(runner.Progress{Observed: 1, Selected: 2})
	for !strings.Contains(w.String(), "\n") {
		time.Sleep(10 * time.Millisecond) // the line comes; go test's -timeout bounds a wait for one that does not
	}
	p.stop()
	if out := w.String(); strings.Contains(out, "\r") || strings.Contains(out, "\x1b") || !strings.Contains(out, "rfc005 run: 1 of 2 observations, 0 s\n") {
		t.Errorf("off a terminal: %q", out)
	}
}

// heldHost answers nothing until released.
type heldHost struct {
	adapters.Host
	release chan struct{}
}

func (h heldHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	<-h.release
	return h.Host.Observe(ctx, lane, in)
}

// TestHeaderAtOnce pins that the run says who it scores on what before
// the first answer.
func TestHeaderAtOnce(t *testing.T) {
	t.Parallel()
	h := heldHost{reference.New(), make(chan struct{})}
	f, ok := parseRunFlags([]string{"--lanes", "push", "--case", "text/*"}, &bytes.Buffer{})
	if !ok {
		t.Fatal("flags")
	}
	var out, errOut syncBuffer
	done := make(chan int)
	go func() { done <- execute(context.Background(), f, h, "", &out, &errOut) }()
	deadline := time.Now().Add(hangGuard) // no answer comes before the release: the header is all it can print
	for !strings.Contains(out.String(), "observations · vectors") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	header := out.String()
	close(h.release)
	if code := <-done; code != 0 {
		t.Errorf("exit %d\n%s%s", code, out.String(), errOut.String())
	}
	if !strings.HasPrefix(header, "rfc005-lanes "+runner.Version+" · host rfc005-reference ") || !strings.HasSuffix(header, "observations · vectors "+header[strings.LastIndex(header, "sha256:"):]) {
		t.Errorf("before the first answer, stdout holds %q, want the header line", header)
	}
}

// TestQuietAndVerbose pins what --quiet leaves out and -v adds: a host
// whose markers say sizes in other words has only wording differences.
func TestQuietAndVerbose(t *testing.T) {
	t.Parallel()
	var kib wronghost.Host
	for _, h := range wronghost.Gallery() {
		if h.Name == "sizes-in-kib" {
			kib = h
		}
	}
	sel := []string{"--case", "image/*,bad-mime/*", "--lanes", "push"}
	const wording = "wording differs from the reference profile (-want +got):"
	code, plain, stderr := runAgainst(t, kib.New(), sel...)
	wantExit(t, code, 0, plain, stderr)
	if strings.Contains(plain, wording) || !strings.HasPrefix(plain, "rfc005-lanes ") {
		t.Errorf("without -v: %s", tail(plain))
	}
	code, verbose, stderr := runAgainst(t, kib.New(), append(sel, "-v")...)
	wantExit(t, code, 0, verbose, stderr)
	if !strings.Contains(verbose, wording) {
		t.Errorf("-v shows no wording difference: %s", tail(verbose))
	}
	code, quiet, stderr := runAgainst(t, wronghost.Gallery()[2].New(), append(sel, "--quiet")...)
	wantExit(t, code, 1, quiet, stderr)
	if strings.Contains(quiet, "rfc005-lanes ") || strings.Contains(quiet, " on push: error") || strings.Contains(quiet, "causes") ||
		!strings.Contains(quiet, "normative 0/") || !strings.Contains(quiet, "FAIL: the gate did not pass") {
		t.Errorf("--quiet: %s", tail(quiet))
	}
}
