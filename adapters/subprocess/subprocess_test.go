package subprocess

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/waitbound"
)

func TestMain(m *testing.M) {
	if os.Getenv(toyEnv) != "" {
		toyMain()
		os.Exit(0)
	}
	waitbound.Parallel(6)
	os.Exit(buildtest.Main(m))
}

// toy starts the toy host in the given start mode.
func toy(t *testing.T, start string, opt Options) (adapters.Host, error) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	opt.Env = append(toyEnviron(), toyEnv+"="+start)
	return New(context.Background(), []string{exe}, opt)
}

// toyEnviron is the environment of a toy host: this one, but that a toy
// host built with -race exits at once instead of sleeping a second to
// let its race reports out (GORACE's atexit_sleep_ms).
func toyEnviron() []string {
	return append(os.Environ(), "GORACE="+os.Getenv("GORACE")+" atexit_sleep_ms=0")
}

// push is a push input: a text block, with a toy mode in it when mode is
// not "".
func push(text string) adapters.Input {
	return adapters.Input(`{"content":[{"type":"text","text":"` + text + `"}]}`)
}

// wantReference checks that obs is what the reference shows of input on
// push.
func wantReference(t *testing.T, input adapters.Input, obs adapters.Observation, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("a case after the failure: %v", err)
	}
	want, _ := refhost.Observe(adapters.Push, input)
	if diff := cmp.Diff(want, obs); diff != "" {
		t.Errorf("a case after the failure: mismatch (-want +got):\n%s", diff)
	}
}

// TestEachFailureCostsOneCase drives the toy host through every way it can
// fail a case: that case gets an error saying why, and the cases after it
// run and pass.
func TestEachFailureCostsOneCase(t *testing.T) {
	t.Parallel()
	tests := []struct {
		mode string
		want []string // what the case's error must say
	}{
		{"hang", []string{"no answer within 2s"}},
		{"crash", []string{"the host exited (exit status 2)", "host stderr (last lines):", "index out of range [3]"}},
		{"silent-exit", []string{"the host exited"}},
		{"garbage", []string{"the answer is not JSON", `"Traceback (most recent call last): oops"`}},
		{"wrong-seq", []string{"the answer has seq 20, want 2"}},
		{"wrong-shape", []string{"the observation does not match the protocol schema for push"}},
		{"huge", []string{"observation too large: the answer line is over the 16 MiB bound"}},
		{"endless", []string{"observation too large: the answer line is over the 16 MiB bound"}},
		{"lone-surrogate", []string{"the answer holds ill-formed text (a lone surrogate escape at byte 58"}},
		{"error", []string{"host error: toy: cannot observe this"}},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			h, err := toy(t, "serve", Options{Timeout: 2 * time.Second, Restarts: 1})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			ctx := context.Background()
			before := push("before")
			obs, err := h.Observe(ctx, adapters.Push, before)
			wantReference(t, before, obs, err)
			if tt.mode == "huge" || tt.mode == "endless" {
				h.(*host).opt.Timeout = 20 * time.Second // the limit, not the clock, must stop it
			}
			_, err = h.Observe(ctx, adapters.Push, push("@toy:"+tt.mode))
			if err == nil {
				t.Fatalf("the %s case gave no error", tt.mode)
			}
			for _, want := range tt.want {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("the error does not say %q:\n%v", want, err)
				}
			}
			h.(*host).opt.Timeout = 2 * time.Second
			for _, text := range []string{"after", "and after"} {
				in := push(text)
				obs, err := h.Observe(ctx, adapters.Push, in)
				wantReference(t, in, obs, err)
			}
		})
	}
}

// TestErrorAnswerShowsStderr pins that an error answer shows what the host
// wrote to stderr before it answered, every time: the host is not left
// running its stderr reader against the answer.
func TestErrorAnswerShowsStderr(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for i := range 200 {
		_, err := h.Observe(context.Background(), adapters.Push, push("@toy:stderr-error"))
		if err == nil {
			t.Fatalf("answer %d: no error", i+1)
		}
		want := "toy: why " + strconv.Itoa(i+1)
		if msg := strings.TrimSpace(err.Error()); !strings.Contains(msg, "host stderr (last lines):") || !strings.HasSuffix(msg, want) {
			t.Fatalf("answer %d: the error does not end with the host's last stderr line %q:\n%v", i+1, want, err)
		}
	}
}

// TestErrorAnswerBesideEndlessStderr pins that an error answer from a host
// writing stderr without end still comes back, with stderr's last lines:
// taking what the pipe holds stops at what it could hold, and does not
// follow the host.
func TestErrorAnswerBesideEndlessStderr(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	done := make(chan error, 1)
	go func() {
		_, err := h.Observe(context.Background(), adapters.Push, push("@toy:stderr-endless-error"))
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "host error: toy: cannot observe this") || !strings.Contains(err.Error(), "endless stderr") {
			t.Errorf("the error does not say the host's error and its stderr:\n%.400v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("no answer within a minute: the error answer waits on the host's endless stderr")
	}
}

// TestStderrPassesThrough pins that a host's stderr reaches Options.Stderr
// and does not disturb its answers.
func TestStderrPassesThrough(t *testing.T) {
	t.Parallel()
	var stderr strings.Builder
	h, err := toy(t, "serve", Options{Stderr: &syncWriter{b: &stderr}})
	if err != nil {
		t.Fatal(err)
	}
	in := push("@toy:stderr")
	obs, err := h.Observe(context.Background(), adapters.Push, in)
	wantReference(t, in, obs, err)
	h.Close()
	if !strings.Contains(stderr.String(), "toy: a warning on stderr") {
		t.Errorf("stderr was not passed through: %q", stderr.String())
	}
}

// TestRestartsAreBounded pins that a host that keeps crashing is restarted
// at most Restarts times within one case (from one StartCase to the
// next), after which the case's remaining observations are errors with
// one clear reason and no host is started; the next case starts a host
// again, with a fresh budget.
func TestRestartsAreBounded(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "crash-always", Options{Restarts: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	observe := func(in adapters.Input) string {
		_, err := h.Observe(context.Background(), adapters.Push, in)
		if err == nil {
			t.Fatal("a crashing host gave an observation")
		}
		return err.Error()
	}
	var errs []string
	h.(adapters.CaseStarter).StartCase("x")
	for range 5 {
		errs = append(errs, observe(push("x")))
	}
	for i := range 3 {
		if !strings.Contains(errs[i], "the host exited (exit status 2)") {
			t.Errorf("observation %d: %s", i, errs[i])
		}
	}
	for i := 3; i < 5; i++ {
		if errs[i] != "the host failed 3 times in this case (last: the host exited (exit status 2)); its remaining lanes are not observed" {
			t.Errorf("observation %d: %s", i, errs[i])
		}
	}
	if starts := h.(*host).starts; starts != 3 {
		t.Errorf("%d starts, want 3", starts)
	}
	h.(adapters.CaseStarter).StartCase("y")
	for range 4 {
		errs = append(errs, observe(push("y")))
	}
	for i := 5; i < 8; i++ {
		if !strings.Contains(errs[i], "the host exited (exit status 2)") {
			t.Errorf("the next case, observation %d: %s", i-5, errs[i])
		}
	}
	if !strings.HasPrefix(errs[8], "the host failed 3 times in this case") {
		t.Errorf("the next case, observation 3: %s", errs[8])
	}
}

// TestStartCaseSetsTheBudget pins that cases are what StartCase says, not
// what the inputs say: one input observed for two cases gets two budgets,
// and different inputs within one case share one.
func TestStartCaseSetsTheBudget(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "crash-always", Options{Restarts: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	cs, ok := h.(adapters.CaseStarter)
	if !ok {
		t.Fatal("the host is not an adapters.CaseStarter")
	}
	observe := func(in adapters.Input) string {
		_, err := h.Observe(context.Background(), adapters.Push, in)
		if err == nil {
			t.Fatal("a crashing host gave an observation")
		}
		return err.Error()
	}
	const spent = "the host failed once in this case"
	cs.StartCase("a")
	if e := observe(push("x")); !strings.Contains(e, "exit status 2") {
		t.Errorf("case a, first: %s", e)
	}
	if e := observe(push("other input, same case")); !strings.HasPrefix(e, spent) {
		t.Errorf("case a, second: %s", e)
	}
	cs.StartCase("b")
	if e := observe(push("x")); !strings.Contains(e, "exit status 2") {
		t.Errorf("case b, first: %s", e)
	}
}

// TestWithoutStartCaseEachObserveIsACase pins the rule for a driver that
// never calls StartCase: each Observe is a case of its own, one input
// observed again and again included. With no restart allowed, a host
// that crashes on every observation is still started again for each (the
// budget is never spent), and each error shows only the stderr of its own
// Observe. Once StartCase is called, it alone says where cases begin.
func TestWithoutStartCaseEachObserveIsACase(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{Restarts: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx := context.Background()
	in := push("@toy:stderr")
	obs, err := h.Observe(ctx, adapters.Push, in) // "toy: a warning on stderr", and an answer
	wantReference(t, in, obs, err)
	for i := range 3 {
		_, err := h.Observe(ctx, adapters.Push, push("@toy:crash"))
		if err == nil || !strings.HasPrefix(err.Error(), "the host exited (exit status 2)") {
			t.Errorf("crash %d: %v; want the crash itself, the host started again for it", i+1, err)
			continue
		}
		if strings.Contains(err.Error(), "a warning on stderr") || strings.Count(err.Error(), "index out of range") != 1 {
			t.Errorf("crash %d: the error shows stderr written before its Observe:\n%v", i+1, err)
		}
	}
	if starts := h.(*host).starts; starts != 3 {
		t.Errorf("%d starts, want 3: the first, and one for each crash after the first", starts)
	}
	h.(adapters.CaseStarter).StartCase("one case")
	for i, want := range []string{"the host exited (exit status 2)", "the host failed once in this case"} {
		if _, err := h.Observe(ctx, adapters.Push, push("@toy:crash")); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("after StartCase, crash %d: %v; want %q", i+1, err, want)
		}
	}
}

// TestCannotStartStopsTheRun pins the stop rule: a host that fails to
// start MaxStartFailures times in a row is given up, and every later
// Observe fails at once with an error wrapping ErrCannotStart.
func TestCannotStartStopsTheRun(t *testing.T) {
	t.Parallel()
	r := startToyRun(t, "hello-once", Options{Restarts: 5})
	var errs []error
	began := time.Now()
	for i := range 6 {
		// Case i crashes the host; every later start fails its hello.
		_, err := r.h.Observe(context.Background(), adapters.Push, push("@toy:crash case "+strconv.Itoa(i)))
		if err == nil {
			t.Fatalf("observation %d: no error", i)
		}
		errs = append(errs, err)
	}
	if !strings.Contains(errs[0].Error(), "the host exited (exit status 2)") {
		t.Errorf("observation 0: %v", errs[0])
	}
	for i := 1; i < 3; i++ {
		if !strings.Contains(errs[i].Error(), `the host could not be restarted: the host printed`) ||
			!strings.Contains(errs[i].Error(), `before its hello`) {
			t.Errorf("observation %d: %v", i, errs[i])
		}
	}
	for i := 3; i < 6; i++ {
		if !errors.Is(errs[i], ErrCannotStart) ||
			!strings.Contains(errs[i].Error(), "it failed to start 3 times in a row; no further observation is attempted") {
			t.Errorf("observation %d: %v", i, errs[i])
		}
	}
	if starts := r.h.(*host).starts; starts != 4 {
		t.Errorf("%d starts, want 4: the first, and three that failed", starts)
	}
	if took := time.Since(began); took > hangGuard {
		t.Errorf("took %s", took)
	}
	r.h.Close()
	r.wantNoSurvivors(t)
}

// TestStartErrors pins the start-up errors: no case can run against a host
// that prints before its hello, speaks another protocol, declares an
// unknown lane, never says hello, or cannot be started.
func TestStartErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		start string
		want  string
	}{
		{"preamble", `the host printed "toy host v0 starting up..." before its hello`},
		{"protocol-2", "the host speaks protocol 2; this runner speaks protocol 1"},
		{"bad-lane", `the host's hello declares unknown lane id "sidebar"`},
		{"no-hello", "the host did not answer hello within 2s (the start timeout)"},
	}
	for _, tt := range tests {
		t.Run(tt.start, func(t *testing.T) {
			_, err := toy(t, tt.start, Options{Timeout: time.Minute, StartTimeout: 2 * time.Second})
			var se *StartError
			if !errors.As(err, &se) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want a StartError saying %q", err, tt.want)
			}
		})
	}
	_, err := New(context.Background(), []string{"/nonexistent/host"}, Options{})
	if err == nil || !strings.Contains(err.Error(), "the host command cannot be run: fork/exec /nonexistent/host: no such file or directory") {
		t.Errorf("a missing command: error %v", err)
	}
}

// TestStartingIsNotAnswering pins that the hello is bounded by
// StartTimeout, not Timeout: a host that takes longer to start than the
// per-answer timeout allows, then answers at once, is scored normally,
// and its start counts as one start, not a failure.
func TestStartingIsNotAnswering(t *testing.T) {
	t.Parallel()
	answer := toySlowStart - time.Second
	h, err := toy(t, "slow-start", Options{Timeout: answer})
	if err != nil {
		t.Fatalf("a host that starts in %s with a %s answer timeout: %v", toySlowStart, answer, err)
	}
	defer h.Close()
	in := adapters.Input(`{"content":[{"type":"text","text":"hi"}]}`)
	obs, err := h.Observe(context.Background(), adapters.Push, in)
	wantReference(t, in, obs, err)
	if starts := h.(*host).starts; starts != 1 {
		t.Errorf("%d starts, want 1", starts)
	}
}

// TestHelloWithinTheAnswerBounds: a hello of 200,000 JSON values is
// refused before it is decoded, as an answer of as many is (a 6 MB hello
// once took 939 MB), and says the bound.
func TestHelloWithinTheAnswerBounds(t *testing.T) {
	t.Parallel()
	_, err := toy(t, "huge-hello", Options{})
	if err == nil || !strings.Contains(err.Error(), "the host's hello is too large: 200009 JSON values, the bound is 100,000") {
		t.Errorf("a hello of 200,000 values: %v; want it refused, naming the bound", err)
	}
}

// TestInputReachesTheHostAsWritten pins that the input is sent as the
// vector's raw bytes: a lone-surrogate escape stays an escape, so the host
// decides what it becomes.
func TestInputReachesTheHostAsWritten(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	in := adapters.Input(`{"content":[{"type":"text","text":"a\uD800b \u00e9 \/"}]}`)
	obs, err := h.Observe(context.Background(), adapters.Push, in)
	wantReference(t, in, obs, err)
	if got := obs.Blocks[0].Text; got != "a\uFFFDb é /" {
		t.Errorf("text %q: the reference saw other bytes", got)
	}
}

// TestUnsupportedLaneIsNotAsked pins that a lane the hello did not declare
// is scored unsupported without a request.
func TestUnsupportedLaneIsNotAsked(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	obs, err := h.Observe(context.Background(), adapters.Guard, adapters.Input(`{"data":1}`))
	if err != nil || !obs.Unsupported {
		t.Errorf("guard: %+v, %v; want unsupported", obs, err)
	}
	if h.(*host).seq != 0 {
		t.Errorf("a request was sent for a lane the host lacks")
	}
	if id := h.Identity(); id.Name != "toy" {
		t.Errorf("identity %+v", id)
	}
}

// TestGiveUpAfter: a host that hangs on every answer is declared
// unresponsive at its GiveUpAfter-th timeout in a row, and every later
// observation fails at once saying so; a host whose timeouts are broken
// by an answer is not given up, however many it has in all.
func TestGiveUpAfter(t *testing.T) {
	t.Parallel()
	hang := adapters.Input(`{"content":[{"type":"text","text":"@toy:hang"}]}`)
	fine := adapters.Input(`{"content":[{"type":"text","text":"hi"}]}`)
	h, err := toy(t, "serve", Options{Timeout: 300 * time.Millisecond, GiveUpAfter: 2, Restarts: 100})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	cs := h.(adapters.CaseStarter)
	for i := range 2 {
		cs.StartCase(fmt.Sprintf("hang-%d", i))
		if _, err := h.Observe(context.Background(), adapters.Push, hang); err == nil || errors.Is(err, ErrUnresponsive) {
			t.Fatalf("timeout %d: %v; want the timeout itself", i+1, err)
		}
	}
	cs.StartCase("after")
	start := time.Now()
	_, err = h.Observe(context.Background(), adapters.Push, fine)
	if !errors.Is(err, ErrUnresponsive) || !strings.Contains(err.Error(), "2 answers in a row timed out (each after 300ms)") {
		t.Errorf("after 2 timeouts in a row: %v; want the host unresponsive", err)
	}
	if took := time.Since(start); took > 200*time.Millisecond {
		t.Logf("the observation after giving up took %s: it should fail at once", took)
	}

	h2, err := toy(t, "serve", Options{Timeout: 300 * time.Millisecond, GiveUpAfter: 2, Restarts: 100})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	for i := range 3 { // a timeout, an answer, a timeout, an answer …
		h2.(adapters.CaseStarter).StartCase(fmt.Sprintf("case-%d", i))
		if _, err := h2.Observe(context.Background(), adapters.Push, hang); err == nil || errors.Is(err, ErrUnresponsive) {
			t.Fatalf("timeout %d, each after an answer: %v; want a timeout, not unresponsive", i+1, err)
		}
		obs, err := h2.Observe(context.Background(), adapters.Push, fine)
		wantReference(t, fine, obs, err)
	}
}

// TestStalledRequestKeepsWhatTheHostWrote: a host that reads the start of
// a request too large for the pipe, writes it back unasked and reads no
// more makes the request's write time out; the error carries what the
// host wrote meanwhile (rawanswer.Error), so the leak search sees
// the uri it echoed.
func TestStalledRequestKeepsWhatTheHostWrote(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "echo-then-stall", Options{Timeout: 500 * time.Millisecond, Restarts: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	const uri = "memo://notes/secret-token-7f3a"
	in := adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"` + uri + `","text":"` + strings.Repeat("x", 8<<20) + `"}}]}`)
	_, err = h.Observe(context.Background(), adapters.Push, in)
	var ae *rawanswer.Error
	if err == nil || !errors.As(err, &ae) || !strings.Contains(string(ae.Raw), uri) || !strings.Contains(err.Error(), "writing the request") {
		t.Errorf("a stalled request: %v; want a write error carrying what the host wrote, the uri in it", err)
	}
}
