package main

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// hangGuard bounds a wait for something that must happen, so that a
// command that hangs fails its test with its output instead of running
// into go test's own timeout: it is no measure of speed, and a test
// waits for events, not for time.
const hangGuard = 3 * time.Minute

// lockedBuffer is a buffer a command writes while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitUntil polls done until it holds, failing the test when the
// command, whose end closes exited, ends first (what is the command's
// output, for the message) or when hangGuard passes.
func waitUntil(t *testing.T, what string, done func() bool, exited <-chan struct{}, output func() string) {
	t.Helper()
	guard := time.After(hangGuard)
	for !done() {
		select {
		case <-exited:
			if done() {
				return
			}
			t.Fatalf("the command ended before %s:\n%s", what, output())
		case <-guard:
			t.Fatalf("no %s after %s: the command hangs:\n%s", what, hangGuard, output())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// requestsAtLeast reports whether the test host has read at least n
// requests, as its testHostRequests file counts them.
func requestsAtLeast(path string, n int) func() bool {
	return func() bool {
		st, err := os.Stat(path)
		return err == nil && st.Size() >= int64(n)
	}
}

// contains reports whether out holds s.
func contains(out *lockedBuffer, s string) func() bool {
	return func() bool { return strings.Contains(out.String(), s) }
}

// exitedWhen closes its channel when wait returns.
func exitedWhen(wait func() error) <-chan struct{} {
	exited := make(chan struct{})
	go func() {
		wait()
		close(exited)
	}()
	return exited
}

// waitExit waits for the command whose end closes exited, failing the
// test when hangGuard passes first.
func waitExit(t *testing.T, exited <-chan struct{}, output func() string) {
	t.Helper()
	select {
	case <-exited:
	case <-time.After(hangGuard):
		t.Fatalf("the command did not exit within %s: it hangs:\n%s", hangGuard, output())
	}
}

// readPid returns the pid the test host wrote to path (before its first
// answer), or 0.
func readPid(t *testing.T, path string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("the test host wrote no pid: %v", err)
		return 0
	}
	pid, _ := strconv.Atoi(string(data))
	return pid
}

// started is a command a test started, its output, and its end.
type started struct {
	cmd            *exec.Cmd
	stdout, stderr lockedBuffer
	exited         <-chan struct{}
}

// start starts cmd, its output kept.
func start(t *testing.T, cmd *exec.Cmd) *started {
	t.Helper()
	s := &started{cmd: cmd}
	cmd.Stdout, cmd.Stderr = &s.stdout, &s.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s.exited = exitedWhen(cmd.Wait)
	return s
}

// output is the command's output so far, for a message.
func (s *started) output() string {
	return "stdout:\n" + tail(s.stdout.String()) + "\nstderr:\n" + s.stderr.String()
}

// waitFor waits until done holds (what, for the message), failing the
// test when the command ends first.
func (s *started) waitFor(t *testing.T, what string, done func() bool) {
	t.Helper()
	waitUntil(t, what, done, s.exited, s.output)
}

// wait waits for the command to end and returns its exit status.
func (s *started) wait(t *testing.T) int {
	t.Helper()
	waitExit(t, s.exited, s.output)
	return s.cmd.ProcessState.ExitCode()
}

// running reports whether the command has not ended.
func (s *started) running() bool {
	select {
	case <-s.exited:
		return false
	default:
		return true
	}
}

// fuzzProgressFound matches a progress line of rfc005 fuzz that counts a
// failure among the inputs judged.
var fuzzProgressFound = regexp.MustCompile(`(?m)^rfc005 fuzz: \d+ inputs, \d+ observations, [1-9]\d* failure\(s\), `)

// fuzzFound reports whether rfc005 fuzz has said, in a progress line (one
// each 10 s), that it judged a failure: the host's answers are read before
// they are judged, so its count of requests does not tell.
func (s *started) fuzzFound() bool {
	return fuzzProgressFound.MatchString(s.stderr.String())
}
