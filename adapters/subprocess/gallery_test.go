package subprocess

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
)

// The hostile-host gallery: each test drives a run of five cases, each
// observed on three lanes, through a toy host that breaks some of them, and
// checks that
//
//   - the cases it broke are the only ones with errors (or wrong answers),
//     and every other case gets the reference's observation;
//   - the run ends in bounded time (a generous guard against hangs, not a
//     performance claim);
//   - no process the toy host started, grandchildren included, survives
//     Close.

// galleryLanes are the lanes each gallery case is observed on.
var galleryLanes = []adapters.Lane{adapters.Push, adapters.Channel, adapters.InjectionUser}

// hangGuard bounds any gallery run.
const hangGuard = 20 * time.Second

// toyRun is a toy host started with RFC005_TOYDIR set, so the pids of its
// processes can be checked once it is closed.
type toyRun struct {
	h   adapters.Host
	dir string
}

func startToyRun(t *testing.T, start string, opt Options, env ...string) *toyRun {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	opt.Env = append(append(toyEnviron(), toyEnv+"="+start, toyDirEnv+"="+dir), env...)
	h, err := New(context.Background(), []string{exe}, opt)
	if err != nil {
		t.Fatal(err)
	}
	r := &toyRun{h: h, dir: dir}
	t.Cleanup(func() { h.Close(); r.killAll() })
	return r
}

// pids are the processes the toy host recorded: every host process and
// every grandchild.
func (r *toyRun) pids(t *testing.T) []int {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(r.dir, "pids"))
	if err != nil {
		t.Fatalf("the toy host recorded no pid: %v", err)
	}
	var pids []int
	for _, f := range strings.Fields(string(data)) {
		pid, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("pids file: %v", err)
		}
		pids = append(pids, pid)
	}
	return pids
}

// killAll is the test's own safety net: whatever the adapter left behind
// does not outlive the test.
func (r *toyRun) killAll() {
	data, _ := os.ReadFile(filepath.Join(r.dir, "pids"))
	for _, f := range strings.Fields(string(data)) {
		if pid, err := strconv.Atoi(f); err == nil && alive(pid) {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// alive reports whether pid is a process that has not exited. A zombie
// (exited, not yet reaped by whichever process inherited it) has exited.
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return !errors.Is(err, os.ErrNotExist)
	}
	// The state follows the command name in parentheses.
	if i := bytes.LastIndexByte(stat, ')'); i >= 0 && i+2 < len(stat) {
		return stat[i+2] != 'Z'
	}
	return true
}

// wantNoSurvivors checks that every recorded process has exited, giving
// the kernel a moment to deliver the kills.
func (r *toyRun) wantNoSurvivors(t *testing.T) {
	t.Helper()
	pids := r.pids(t)
	deadline := time.Now().Add(2 * time.Second)
	for {
		var left []int
		for _, pid := range pids {
			if alive(pid) {
				left = append(left, pid)
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("processes survived: %v (of %v)", left, pids)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestRunnerKilled: a host does not outlive its runner killed with
// SIGKILL, which stops nothing itself: the kernel kills the host
// (sysProcAttr's Pdeathsig). The runner is the toy's start mode "runner",
// its host one that only SIGKILL ends.
func TestRunnerKilled(t *testing.T) {
	t.Parallel()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	r := &toyRun{dir: t.TempDir()}
	t.Cleanup(r.killAll)
	runner := exec.Command(exe)
	runner.Env = append(toyEnviron(), toyEnv+"=runner", toyDirEnv+"="+r.dir)
	out, err := runner.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := runner.Start(); err != nil {
		t.Fatal(err)
	}
	if said, err := bufio.NewReader(out).ReadString('\n'); said != "started\n" {
		runner.Process.Kill()
		t.Fatalf("the runner said %q (%v), want its host started", said, err)
	}
	runner.Process.Kill()
	runner.Wait()
	if pids := r.pids(t); len(pids) != 2 {
		t.Fatalf("%d processes recorded, want the runner and its host", len(pids))
	}
	r.wantNoSurvivors(t)
}

// galleryInput is case i's input, misbehaving in mode when mode is not "".
func galleryInput(i int, mode string) adapters.Input {
	text := "case " + strconv.Itoa(i)
	if mode != "" {
		text += " @toy:" + mode
	}
	return push(text)
}

// runGallery observes each case (one per mode) on every gallery lane and
// returns each case's errors, after checking that every case not in broken
// got the reference's observations.
func runGallery(t *testing.T, r *toyRun, modes []string, broken ...int) [][]error {
	t.Helper()
	isBroken := map[int]bool{}
	for _, i := range broken {
		isBroken[i] = true
	}
	ctx := context.Background()
	errs := make([][]error, len(modes))
	for i, mode := range modes {
		in := galleryInput(i, mode)
		for _, lane := range galleryLanes {
			obs, err := r.h.Observe(ctx, lane, in)
			if err != nil {
				errs[i] = append(errs[i], err)
			}
			if isBroken[i] {
				continue
			}
			if err != nil {
				t.Errorf("case %d (%s) on %s, after or beside the broken cases %v: %v", i, mode, lane, broken, err)
				continue
			}
			want, _ := refhost.Observe(lane, in)
			if diff := cmp.Diff(want, obs); diff != "" {
				t.Errorf("case %d (%s) on %s: mismatch (-want +got):\n%s", i, mode, lane, diff)
			}
		}
	}
	return errs
}

// wantErrorsSay checks that case i has between 1 and len(galleryLanes)
// errors and that the first says want.
func wantErrorsSay(t *testing.T, errs [][]error, i int, want ...string) {
	t.Helper()
	if len(errs[i]) == 0 {
		t.Fatalf("case %d: no error", i)
	}
	for _, w := range want {
		if !strings.Contains(errs[i][0].Error(), w) {
			t.Errorf("case %d: the error does not say %q:\n%v", i, w, errs[i][0])
		}
	}
}

func TestGallery(t *testing.T) {
	// Not parallel: it measures the process's allocations, which other tests would add to.
	tests := []struct {
		name   string
		start  string
		modes  []string
		broken []int
		want   []string // what the first error of the first broken case says
		opt    Options
		env    []string
	}{
		{name: "crash on the first case", modes: []string{"crash", "", "", "", ""}, broken: []int{0},
			want: []string{"the host exited (exit status 2)", "index out of range [3]"}},
		{name: "hang on the first case", modes: []string{"hang", "", "", "", ""}, broken: []int{0},
			// GiveUpAfter off: the isolation of the other cases is what is
			// pinned here (TestGiveUpAfter pins giving up).
			want: []string{"no answer within 1s"}, opt: Options{Timeout: time.Second, GiveUpAfter: -1}},
		{name: "crash on two cases", modes: []string{"", "crash", "", "crash", ""}, broken: []int{1, 3},
			want: []string{"the host exited (exit status 2)"}},
		{name: "duplicate answer", modes: []string{"", "duplicate-once", "", "", ""}, broken: []int{1},
			want: []string{`(a duplicate or unsolicited answer): "{\"seq\":4,\"observation\":{\"blocks\":[]}}"`}},
		{name: "answer before asked", modes: []string{"", "early-once", "", "", ""}, broken: []int{1},
			want: []string{`(a duplicate or unsolicited answer): "{\"seq\":5,\"observation\":{\"blocks\":[]}}"`}},
		{name: "wrong seq once", modes: []string{"", "wrong-seq-once", "", "", ""}, broken: []int{1},
			want: []string{"the answer has seq 40, want 4"}},
		{name: "setsid grandchild holding stdout", modes: []string{"", "setsid", "", "", ""}},
		{name: "setsid grandchild, then a crash", modes: []string{"", "setsid-crash", "", "", ""}, broken: []int{1},
			// A timeout of an hour: the grandchild keeps stdout open, so
			// only the host's exit (markExited) ends the wait for its answer.
			want: []string{"the host exited (exit status 3)"}, opt: Options{Timeout: time.Hour}},
		{name: "100,000 blocks", modes: []string{"", "blocks-100k", "", "", ""}, broken: []int{1},
			want: []string{"observation too large: 100000 blocks, the bound is 10,000"}},
		{name: "16 MiB of one-digit numbers", modes: []string{"", "view-16m", "", "", ""}, broken: []int{1},
			want: []string{"observation too large: ", " JSON values in the answer, the bound is 100,000"}},
		{name: "lone surrogate escapes", modes: []string{"", "lone-surrogate", "", "", ""}, broken: []int{1},
			want: []string{"a lone surrogate escape at byte 58"}},
		{name: "byte FF", modes: []string{"", "bad-ff", "", "", ""}, broken: []int{1},
			want: []string{"not well-formed UTF-8", "at byte 58: ff"}},
		{name: "surrogate bytes ED A0 80", modes: []string{"", "bad-surrogate", "", "", ""}, broken: []int{1},
			want: []string{"not well-formed UTF-8", "at byte 58: ed a0 80"}},
		{name: "overlong C0 AF", modes: []string{"", "bad-overlong", "", "", ""}, broken: []int{1},
			want: []string{"not well-formed UTF-8", "at byte 58: c0 af"}},
		{name: "truncated E2 82", modes: []string{"", "bad-truncated", "", "", ""}, broken: []int{1},
			want: []string{"not well-formed UTF-8", "at byte 58: e2 82"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.start == "" {
				tt.start = "serve"
			}
			began := time.Now()
			r := startToyRun(t, tt.start, tt.opt, tt.env...)
			errs := runGallery(t, r, tt.modes, tt.broken...)
			if len(tt.broken) > 0 {
				wantErrorsSay(t, errs, tt.broken[0], tt.want...)
			}
			for _, i := range tt.broken {
				for _, err := range errs[i] {
					t.Logf("case %d: %v", i, firstLine(err.Error()))
				}
			}
			if err := r.h.Close(); err != nil {
				t.Logf("Close: %v", err)
			}
			took := time.Since(began)
			if took > hangGuard {
				t.Errorf("the run took %s", took)
			}
			t.Logf("the run took %s; peak RSS so far %s", took.Round(time.Millisecond), peakRSS())
			r.wantNoSurvivors(t)
		})
	}
}

// TestWithinTheBounds pins that answers just under the bounds are
// observed: 99,990 strings filling 16 MiB, 99,990 nested arrays, one text
// of 16 MiB.
func TestWithinTheBounds(t *testing.T) {
	// Not parallel: it measures the process's allocations, which other tests would add to.
	r := startToyRun(t, "serve", Options{Timeout: hangGuard})
	for _, mode := range []string{"view-wide", "view-deep", "text-16m"} {
		lane, in := adapters.Script, adapters.Input(`{"data":"@toy:`+mode+`"}`)
		if mode == "text-16m" {
			lane, in = adapters.Push, push("@toy:"+mode)
		}
		began := time.Now()
		obs, err := r.h.Observe(context.Background(), lane, in)
		if err != nil {
			t.Errorf("%s: %v", mode, err)
		}
		t.Logf("%s: %d bytes of view, %d blocks, in %s; peak RSS so far %s", mode, len(obs.View), len(obs.Blocks),
			time.Since(began).Round(time.Millisecond), peakRSS())
	}
	r.h.Close()
	r.wantNoSurvivors(t)
}

// peakRSS is this process's peak resident set size, from /proc.
func peakRSS() string {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "unknown"
	}
	for _, l := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

// TestGalleryCloseMidObserve stops a run mid-observation, as a runner
// stopped by a signal does, against a host that ignores SIGTERM, bye and
// the end of its input, and hangs: Close returns promptly, the Observe in
// flight returns an error wrapping ErrClosed, and no process survives.
func TestGalleryCloseMidObserve(t *testing.T) {
	t.Parallel()
	r := startToyRun(t, "ignore-term", Options{Timeout: time.Minute})
	runGallery(t, r, []string{""})
	errc := make(chan error, 1)
	go func() {
		_, err := r.h.Observe(context.Background(), adapters.Push, galleryInput(1, "hang"))
		errc <- err
	}()
	time.Sleep(300 * time.Millisecond) // the request is on its way
	began := time.Now()
	closed := make(chan error, 2)
	for range 2 { // two at once, as a signal handler and a deferred Close may
		go func() { closed <- r.h.Close() }()
	}
	for range 2 {
		if err := <-closed; err != nil {
			t.Errorf("Close: %v", err)
		}
	}
	if took := time.Since(began); took > 3*time.Second {
		t.Errorf("Close took %s", took)
	}
	select {
	case err := <-errc:
		if !errors.Is(err, ErrClosed) {
			t.Errorf("the Observe in flight: %v, want ErrClosed", err)
		}
	case <-time.After(3 * time.Second):
		t.Fatal("the Observe in flight did not return")
	}
	if took := time.Since(began); took > 3*time.Second {
		t.Errorf("the Observe in flight returned %s after Close", took)
	}
	if _, err := r.h.Observe(context.Background(), adapters.Push, galleryInput(2, "")); !errors.Is(err, ErrClosed) {
		t.Errorf("an Observe after Close: %v, want ErrClosed", err)
	}
	if err := r.h.Close(); err != nil {
		t.Errorf("Close again: %v", err)
	}
	r.wantNoSurvivors(t)
}

// TestCloseWaitsForTheObserveInFlight pins how Close and an Observe in
// flight meet: Close returns only once that Observe has returned (it is
// cut short, with an error wrapping ErrClosed), and an Observe after it
// fails at once, with no host started. Run it with -race.
func TestCloseWaitsForTheObserveInFlight(t *testing.T) {
	t.Parallel()
	r := startToyRun(t, "serve", Options{Timeout: time.Minute})
	h := r.h.(*host)
	errc := make(chan error, 1)
	go func() {
		_, err := h.Observe(context.Background(), adapters.Push, push("@toy:hang"))
		errc <- err
	}()
	for inFlight := false; !inFlight; runtime.Gosched() {
		h.mu.Lock()
		inFlight = h.returned != nil
		h.mu.Unlock()
	}
	if err := h.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	h.mu.Lock()
	inFlight := h.returned != nil
	h.mu.Unlock()
	if inFlight {
		t.Error("Close returned before the Observe in flight did")
	}
	if err := <-errc; !errors.Is(err, ErrClosed) {
		t.Errorf("the Observe in flight: %v, want ErrClosed", err)
	}
	if _, err := h.Observe(context.Background(), adapters.Push, push("hi")); err != ErrClosed {
		t.Errorf("an Observe after Close: %v, want ErrClosed itself", err)
	}
	if h.starts != 1 {
		t.Errorf("%d starts, want 1", h.starts)
	}
	r.wantNoSurvivors(t)
}

// TestGalleryCancelMidObserve cancels the context of an Observe in flight
// against a host that ignores SIGTERM and hangs: the Observe returns at
// once, its host is killed before it returns, and the next case runs on a
// fresh host. Close then meets a host that ignores bye: it waits the
// grace, kills it, and says so.
func TestGalleryCancelMidObserve(t *testing.T) {
	t.Parallel()
	r := startToyRun(t, "ignore-term", Options{Timeout: time.Minute, Grace: 300 * time.Millisecond})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	began := time.Now()
	_, err := r.h.Observe(ctx, adapters.Push, galleryInput(0, "hang"))
	if !errors.Is(err, context.Canceled) && !strings.Contains(fmt.Sprint(err), context.Canceled.Error()) {
		t.Errorf("the cancelled Observe: %v", err)
	}
	if took := time.Since(began); took > 3*time.Second {
		t.Errorf("the cancelled Observe took %s", took)
	}
	r.wantNoSurvivors(t) // the hung host, before Close
	errs := runGallery(t, r, []string{"", "", ""})
	for i, e := range errs {
		if len(e) > 0 {
			t.Errorf("case %d after the cancel: %v", i, e)
		}
	}
	began = time.Now()
	err = r.h.Close()
	if err == nil || !strings.Contains(err.Error(), "did not exit within 300ms of bye; killed") {
		t.Errorf("Close: %v", err)
	}
	if took := time.Since(began); took > 3*time.Second {
		t.Errorf("Close took %s", took)
	}
	r.wantNoSurvivors(t)
}

// TestGalleryStderrFlood has a host write toyFlood bytes of stderr before
// one answer: the answer passes, and the adapter keeps only the tail: it
// allocates far less than the flood.
func TestGalleryStderrFlood(t *testing.T) {
	// Not parallel: it measures the process's allocations, which other tests would add to.
	const toyFlood = 1 << 30
	r := startToyRun(t, "serve", Options{Timeout: hangGuard}, toyFloodEnv+"="+strconv.Itoa(toyFlood))
	began := time.Now()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	runGallery(t, r, []string{"", "stderr-flood-once", "", "", ""})
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<20 {
		t.Errorf("the run allocated %d MiB beside a %d MiB flood of stderr", got>>20, toyFlood>>20)
	}
	tail := r.h.(*host).current().stderr
	if got := tail.Total(); got < toyFlood {
		t.Errorf("%d bytes of stderr read, want the %d of the flood", got, toyFlood)
	}
	tail.mu.Lock()
	kept := string(tail.bytes()) // String shows the last case's stderr only: none
	tail.mu.Unlock()
	if len(kept) > tailMax || !strings.Contains(kept, "flood of stderr, line after line\n") {
		t.Errorf("the tail kept (%d bytes): %q", len(kept), kept)
	}
	r.h.Close()
	if took := time.Since(began); took > hangGuard {
		t.Errorf("the run took %s", took)
	}
	t.Logf("%d MiB of stderr in %s; peak RSS %s", toyFlood>>20, time.Since(began).Round(time.Millisecond), peakRSS())
	r.wantNoSurvivors(t)
}

// TestUnaskedLineIsTheNextObservationsError pins the other half of
// duplicate detection: a line the host writes after its answer, and
// before the next request, is that request's protocol error, and the host
// is restarted rather than paired with it.
func TestUnaskedLineIsTheNextObservationsError(t *testing.T) {
	t.Parallel()
	r := startToyRun(t, "serve", Options{})
	in := galleryInput(0, "dup-late")
	if _, err := r.h.Observe(context.Background(), adapters.Push, in); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond) // the duplicate arrives
	_, err := r.h.Observe(context.Background(), adapters.Channel, in)
	if err == nil || !strings.Contains(err.Error(), "before it was asked (a duplicate or unsolicited answer)") {
		t.Errorf("the next observation: %v", err)
	}
	errs := runGallery(t, r, []string{"", ""})
	for i, e := range errs {
		if len(e) > 0 {
			t.Errorf("case %d after the restart: %v", i, e)
		}
	}
	r.h.Close()
	r.wantNoSurvivors(t)
}
