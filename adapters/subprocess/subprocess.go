// Package subprocess attaches a host written in any language: it starts the
// host's command and speaks version 1 of the adapter protocol with it (one
// JSON line in, one line out; see adapters/PROTOCOL.md), behind the same
// adapters.Host interface as the in-process reference.
//
//	h, err := subprocess.New(ctx, []string{"python3", "host.py"}, subprocess.Options{})
//	if err != nil { … } // the host could not start, or its hello was wrong
//	defer h.Close()
//	obs, err := h.Observe(ctx, adapters.Push, input) // err: this observation's error
//
// A hostile or broken host costs only the observation it broke: a hang, a
// crash, garbage, bytes that are not UTF-8, a wrong, duplicate or
// unsolicited seq, an answer too large or of the wrong shape, an endless
// line or a lone surrogate becomes that observation's error, with the
// host's recent stderr, and the host is restarted for the next observation
// when its output can no longer be trusted. Restarts are counted per case,
// as the driver marks cases with StartCase (adapters.CaseStarter; see
// Options.Restarts), and a host that cannot start several times in a row
// ends the run's observations at once (ErrCannotStart).
//
// The host runs in a process group of its own. Nothing here waits for it
// without a bound: a host that does not exit after bye, a timeout, a
// cancelled context or Close is killed with its process group, and the
// processes holding its pipes (see Close).
package subprocess

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// Why the host type is as it is, and the tests that show each part:
//   - one Observe at a time, restarted when its output can no longer be
//     trusted: TestGallery, TestEachFailureCostsOneCase;
//   - restarts counted per case (StartCase), each Observe a case without
//     it: TestStartCaseSetsTheBudget, TestRestartsAreBounded,
//     TestWithoutStartCaseEachObserveIsACase;
//   - given up when it cannot start or never answers, so that a broken host
//     ends the run fast: TestCannotStartStopsTheRun, TestGiveUpAfter,
//     TestNeverAnsweringHostIsGivenUp, TestHangOnOneCaseCostsThatCase,
//     TestHangEveryOtherCase, TestGiveUpWithoutCases;
//   - Close from any goroutine, cutting the Observe in flight short:
//     TestCloseWaitsForTheObserveInFlight, TestGalleryCloseMidObserve;
//   - a lane it did not declare is never asked: TestUnsupportedLaneIsNotAsked.

// Options are the adapter's limits. The zero value uses the defaults.
type Options struct {
	// Timeout bounds each answer to an observation; default 5s.
	Timeout time.Duration
	// StartTimeout bounds a start: from running the command to the host's
	// hello answer; default 60s. It is separate from Timeout because
	// starting is not answering: an interpreter, a JIT or a package
	// manager's shim may take seconds to start on a loaded machine, and a
	// host that starts slowly but answers quickly is scored normally.
	StartTimeout time.Duration
	// Restarts is how many times the host may be restarted within one
	// case after it failed there (crash, hang, protocol error); default
	// 3, negative for none. Once a case has spent them, its remaining
	// lanes are errors without being asked; the next case starts with a
	// fresh host and a fresh budget.
	//
	// Cases are what the driver says they are: the observations from one
	// StartCase to the next (adapters.CaseStarter). Until a driver first
	// calls StartCase, each Observe is a case of its own: a failure costs
	// that observation only, the host is started again for the next one,
	// and the budget is never spent, so Restarts does not apply (a host
	// that cannot start, or does not answer, is still given up:
	// MaxStartFailures, GiveUpAfter). The alternative, the whole run as
	// one case, would let a few failures early in a long run (a server's,
	// say) silently turn every later observation into an error; a driver
	// that does not say where cases begin gets no less than each
	// observation judged on its own. Each error then shows only what the
	// host wrote to stderr during its own Observe.
	Restarts int
	// MaxStartFailures is how many starts in a row may fail (the command
	// cannot run, or its hello is wrong, late or missing) before the host
	// is given up: every later Observe then fails at once with an error
	// wrapping ErrCannotStart. Default 3.
	MaxStartFailures int
	// GiveUpAfter is how many answers in a row may time out (Timeout,
	// across restarts) before the host is declared unresponsive, once
	// they are not all in one case: every later Observe then fails at
	// once with an error wrapping ErrUnresponsive. Default 3; negative:
	// never.
	//
	// Timeouts within one case never give the host up by themselves: a
	// host that hangs on one case, every lane of it, costs that case (at
	// most Restarts+1 timeouts, its restart budget), and the next case's
	// answer starts the count again. The host is given up at a timeout
	// that is both the GiveUpAfter-th or later in a row and in a later
	// case than the first of them. So a host that never answers costs its
	// first case's timeouts and then at most GiveUpAfter more: within one
	// case's lanes plus GiveUpAfter timeouts, not several a case. A host
	// that hangs on every other case is never given up: each hanging case
	// costs itself, and each case between answers. Cases are StartCase's
	// (Restarts); without it each Observe is a case of its own, and the
	// host is given up at the GiveUpAfter-th timeout in a row (the second,
	// when GiveUpAfter is 1).
	GiveUpAfter int
	// MaxLine bounds an answer line, in bytes; default 16 MiB. A longer
	// line is never held whole in memory.
	MaxLine int
	// MaxBlocks bounds the blocks of one observation; default 10,000. They
	// are counted before the answer is decoded.
	MaxBlocks int
	// MaxValues bounds the JSON values of one answer (every string but a
	// member name, number, literal, array and object, at any depth);
	// default 100,000. They are counted before the answer is decoded: a
	// line of small values costs far more memory decoded than as text.
	MaxValues int
	// Grace is how long the host has to exit after bye (Close) before its
	// process group is killed; default 2s. A host stopped for failing
	// (timeout, crash, protocol error, a cancelled context, Close during
	// an Observe) has its stdin closed and 100ms.
	Grace time.Duration
	// Stderr is where the host's stderr is passed through, besides its
	// first 2 KiB and its last 4 KiB being kept for its errors.
	Stderr io.Writer
	// Dir is the host's working directory; default the current one.
	Dir string
	// Env is the host's environment; default the current one. Either
	// way the CI credentials adapters/PROTOCOL.md lists are taken out of
	// it (GitHub's GITHUB_TOKEN and ACTIONS_* tokens, the files behind
	// GITHUB_ENV and GITHUB_OUTPUT, GitLab's CI_JOB_TOKEN, …), but those
	// PassEnv names: a host is a program under test, and needs none of
	// them to answer.
	Env []string
	// PassEnv names withheld variables the host gets all the same
	// (rfc005 run --host-env NAME), when they are set.
	PassEnv []string
}

// Defaults.
const (
	DefaultTimeout          = 5 * time.Second
	DefaultStartTimeout     = 60 * time.Second
	DefaultRestarts         = 3
	DefaultMaxStartFailures = 3
	DefaultMaxLine          = 16 << 20
	DefaultMaxBlocks        = 10_000
	DefaultMaxValues        = 100_000
	DefaultGiveUpAfter      = 3
	DefaultGrace            = 2 * time.Second
)

func (o Options) withDefaults() Options {
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.StartTimeout <= 0 {
		o.StartTimeout = DefaultStartTimeout
	}
	if o.Restarts == 0 {
		o.Restarts = DefaultRestarts
	} else if o.Restarts < 0 {
		o.Restarts = 0
	}
	if o.MaxStartFailures <= 0 {
		o.MaxStartFailures = DefaultMaxStartFailures
	}
	if o.GiveUpAfter == 0 {
		o.GiveUpAfter = DefaultGiveUpAfter
	}
	if o.MaxLine <= 0 {
		o.MaxLine = DefaultMaxLine
	}
	if o.MaxBlocks <= 0 {
		o.MaxBlocks = DefaultMaxBlocks
	}
	if o.MaxValues <= 0 {
		o.MaxValues = DefaultMaxValues
	}
	if o.Grace <= 0 {
		o.Grace = DefaultGrace
	}
	return o
}

// Errors an Observe wraps when it fails without asking the host.
var (
	// ErrCannotStart is wrapped by the error of every Observe once the
	// host has failed to start Options.MaxStartFailures times in a row:
	// no further observation is attempted, so a run against a broken
	// host ends fast.
	ErrCannotStart = errors.New("the host cannot be started")
	// ErrUnresponsive is wrapped by the error of every Observe once
	// Options.GiveUpAfter answers in a row have timed out, not all in
	// one case: no further observation is attempted.
	ErrUnresponsive = errors.New("the host is unresponsive")
	// ErrClosed is wrapped by the error of an Observe made after Close,
	// or cut short by it.
	ErrClosed = errors.New("the host is closed")
)

// New starts the host command argv, says hello, and checks the protocol
// version and the lanes the host declares.
func New(ctx context.Context, argv []string, opt Options) (adapters.Host, error) {
	if len(argv) == 0 {
		return nil, errors.New("the host command is empty")
	}
	h := &host{argv: argv, dir: absDir(opt.Dir), opt: opt.withDefaults(), serves: map[adapters.Lane]bool{}}
	h.opt.Env = hostcmd.Env(opt.Env, opt.Dir, opt.PassEnv)
	h.closing, h.closeNow = context.WithCancel(context.Background())
	if _, err := h.start(ctx); err != nil {
		h.closeNow()
		return nil, err
	}
	return h, nil
}

type host struct {
	argv    []string
	dir     string // the host's working directory, absolute, for errors
	opt     Options
	id      adapters.Identity
	lanes   []adapters.Lane
	serves  map[adapters.Lane]bool
	ops     []adapters.Operation // the operations its hello declared
	schemas *laneSchemas

	// obs is held by Observe and StartCase: one observation at a time.
	// It guards the fields up to mu.
	obs        sync.Mutex
	seq        int
	req        []byte    // the last request's buffer, for the next
	starts     int       // how many times the host was started
	startFails int       // starts that failed since the last that did not
	timeouts   int       // answers timed out since the last line the host wrote
	cases      int       // the cases begun: the current one's number
	timeoutsIn int       // the case the first of those timeouts was in
	dead       error     // why no further observation is attempted, once so
	caseStarts bool      // StartCase was called: cases are the driver's
	kase       caseState // the current case

	// mu guards the fields up to closing, briefly, so that Close can
	// reach the process and the Observe in flight while it holds obs.
	mu       sync.Mutex
	p        *process      // nil when the host is down
	closed   bool          // Close was called: no Observe begins, no host starts
	returned chan struct{} // the Observe in flight's, closed once it returns; nil when none is

	closing   context.Context // done once Close is called: it cuts every wait short
	closeNow  context.CancelFunc
	closeOnce sync.Once
	closeErr  error
}

// caseState is what the adapter knows of the case being observed.
type caseState struct {
	observed int    // its observations sent to a host
	restarts int    // the host's restarts after it failed in this case
	last     string // why the host last failed in this case
	gaveUp   error  // why its remaining lanes are not observed, once so
}

func (h *host) Identity() adapters.Identity { return h.id }

func (h *host) Lanes() []adapters.Lane { return h.lanes }

// command returns the host's command line, quoted as a shell reads it.
func (h *host) command() string { return shellQuote(h.argv) }

var _ adapters.CaseStarter = (*host)(nil)

// StartCase begins a case (adapters.CaseStarter): failures from now on
// spend its own restart budget, and its errors show only what the host
// writes to stderr from now on. The adapter only needs the boundary, not
// the id. From the first call on, only StartCase begins a case.
func (h *host) StartCase(id string) {
	h.obs.Lock()
	defer h.obs.Unlock()
	h.caseStarts = true
	h.newCase()
}

// newCase begins a case: its restart budget afresh, and its errors
// showing only what the host writes to stderr from now on, so that one
// case's stderr (a secret it logged, say) never shows in another's error,
// and --jobs N reports are --jobs 1's. Held: h.obs.
func (h *host) newCase() {
	h.kase = caseState{}
	h.cases++
	if p := h.current(); p != nil {
		p.syncStderr() // what the host wrote for the case before belongs to it
		p.stderr.Mark()
	}
}

// current returns the running process, or nil.
func (h *host) current() *process {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.p
}

// start starts the host and reads its hello. ctx and Close both cut it
// short, and once Close has begun no host starts: the check and the
// start are one step under h.mu, which Close takes to mark the host
// closed.
func (h *host) start(ctx context.Context) (*process, error) {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil, ErrClosed
	}
	p, err := start(h.argv, h.opt, h.closing)
	h.mu.Unlock()
	if err != nil {
		return nil, &StartError{Command: h.command(), Dir: h.dir, FirstError: err.Error(),
			Reason: "the host command cannot be run: " + err.Error()}
	}
	h.starts++
	fail := func(format string, args ...any) error {
		p.stop(0, false) // the stderr reader is done once it returns
		stderr := p.stderr.Excerpt()
		return &StartError{Command: h.command(), Dir: h.dir, Reason: fmt.Sprintf(format, args...),
			Stderr: stderr, FirstError: firstError(stderr), ran: true}
	}
	defer p.watch(ctx)()
	if err := p.write(ctx, []byte(`{"op":"hello","protocol":1}`+"\n"), h.opt.StartTimeout); err != nil {
		return nil, fail("%s", helloFailure(ctx, p, err, h.opt.StartTimeout))
	}
	l, err := p.answer(ctx, h.opt.StartTimeout, h.opt.MaxLine)
	if err != nil {
		return nil, fail("%s", helloFailure(ctx, p, err, h.opt.StartTimeout))
	}
	if at, bad := invalidUTF8(l); bad != "" {
		return nil, fail("the host's hello is not well-formed UTF-8: at byte %d: %s", at, bad)
	}
	// The answer's bound, before decoding: a hello is an answer too.
	if mostValues(l) > h.opt.MaxValues {
		if n := countValues(l); n > h.opt.MaxValues {
			return nil, fail("the host's hello is too large: %d JSON values, the bound is %s", n, reporttext.Thousands(h.opt.MaxValues))
		}
	}
	id, lanes, err := readHello(l)
	if err != nil {
		return nil, fail("%v", err)
	}
	ops, err := readOperations(l)
	if err != nil {
		return nil, fail("%v", err)
	}
	if h.starts > 1 && id != h.id {
		return nil, fail("after a restart the host says it is %s %s, not %s %s", id.Name, id.Version, h.id.Name, h.id.Version)
	}
	if h.schemas == nil {
		if h.schemas, err = compileLaneSchemas(); err != nil {
			return nil, fail("%v", err)
		}
	}
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		p.stop(0, false)
		return nil, ErrClosed
	}
	h.p = p
	h.mu.Unlock()
	if h.starts == 1 {
		h.id, h.lanes, h.ops = id, lanes, ops
		for _, l := range lanes {
			h.serves[l] = true
		}
	}
	return p, nil
}

// readHello checks a hello answer and returns the host's identity and lanes.
func readHello(l []byte) (adapters.Identity, []adapters.Lane, error) {
	var id adapters.Identity
	v, err := esjson.Parse(l)
	if err != nil || v.Kind() != esjson.Object {
		return id, nil, fmt.Errorf("the host printed %s before its hello", quoteLine(l))
	}
	if op, _ := v.GetString("op"); op != "hello" {
		return id, nil, fmt.Errorf("the host answered hello with %s", quoteLine(l))
	}
	if p, ok := v.Get("protocol"); !ok || p.Kind() != esjson.Number || p.Number() != adapters.ProtocolVersion {
		return id, nil, fmt.Errorf("the host speaks protocol %s; this runner speaks protocol %d",
			string(esjson.Append(nil, p)), adapters.ProtocolVersion)
	}
	hostID, _ := v.Get("host")
	id.Name, _ = hostID.GetString("name")
	id.Version, _ = hostID.GetString("version")
	if id.Name == "" {
		return id, nil, errors.New(`the host's hello has no "host": {"name": …, "version": …}`)
	}
	list, ok := v.Get("lanes")
	if !ok || list.Kind() != esjson.Array {
		return id, nil, errors.New(`the host's hello has no "lanes" array`)
	}
	var lanes []adapters.Lane
	for _, item := range list.Items() {
		s, _ := item.Str()
		lane, err := adapters.ParseLane(s)
		if err != nil {
			return id, nil, fmt.Errorf("the host's hello declares %v", err)
		}
		lanes = append(lanes, lane)
	}
	return id, lanes, nil
}

// Observe sends one observe request and reads its answer. Any way the host
// fails this observation is returned as the error; the host is restarted
// for the next observation when its output can no longer be trusted.
func (h *host) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	var obs adapters.Observation
	err := h.session(ctx, func() bool {
		obs.Unsupported = !h.serves[lane] // never asked
		return !obs.Unsupported
	}, func(ctx context.Context) (err error) {
		obs, err = h.observe(ctx, lane, input)
		return err
	})
	return obs, err
}

// session runs one request of the current case: ask reports whether the
// host is to be asked at all, and f asks it. Close cuts f short, and a
// host closed, unable to start or given up on in this case is not asked.
func (h *host) session(ctx context.Context, ask func() bool, f func(ctx context.Context) error) error {
	h.obs.Lock()
	defer h.obs.Unlock()
	returned, ok := h.begin()
	if !ok {
		return ErrClosed
	}
	defer h.end(returned)
	if !h.caseStarts {
		h.newCase() // no driver said where cases begin: each Observe is one (Options.Restarts)
	}
	if !ask() {
		return nil
	}
	if h.dead != nil {
		return h.dead
	}
	if h.kase.gaveUp != nil {
		return h.kase.gaveUp
	}
	// Close cuts every wait short, as a cancelled ctx does.
	if ctx.Done() == nil {
		ctx = h.closing // the only way it ends: each process watches it already
	} else {
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(ctx)
		defer cancel()
		defer context.AfterFunc(h.closing, cancel)()
	}
	err := f(ctx)
	if err != nil && h.closing.Err() != nil {
		err = fmt.Errorf("%w while observing: %v", ErrClosed, err)
	}
	return err
}

// begin marks an Observe in flight, unless the host is closed: the
// channel it returns is the Observe's, which Close waits for after it has
// cut the Observe short, and which end closes once the Observe returns.
// Held: h.obs.
func (h *host) begin() (returned chan struct{}, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, false
	}
	h.returned = make(chan struct{})
	return h.returned, true
}

// end marks the Observe begin began as returned.
func (h *host) end(returned chan struct{}) {
	h.mu.Lock()
	h.returned = nil
	h.mu.Unlock()
	close(returned)
}

// observe is Observe once the host is known to be asked.
func (h *host) observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	if bytes.ContainsAny(input, "\r\n") {
		input = esjson.Compact(input) // the protocol is one line per request
	}
	l, p, err := h.exchange(ctx, func(req []byte) []byte {
		req = append(req, `{"op":"observe","seq":`...)
		req = strconv.AppendInt(req, int64(h.seq), 10)
		req = append(req, `,"lane":"`...)
		req = append(req, lane...)
		req = append(req, `","input":`...)
		req = append(req, input...)
		return append(req, "}\n"...)
	})
	if err != nil {
		return adapters.Observation{}, err
	}
	obs, restart, err := h.readAnswer(lane, l)
	return obs, h.answerFailed(p, l, restart, err)
}

// answerFailed returns the error of an answer line l that reading found
// failed (nil when err is nil): a protocol error restarts the host, a
// rejection is an answer, and any other failure shows the host's stderr.
func (h *host) answerFailed(p *process, l []byte, restart bool, err error) error {
	switch {
	case err == nil:
		return nil
	case restart:
		raw := bytes.Clone(l)
		return rawanswer.With(h.fail(p, "%v", err), raw)
	case errors.As(err, new(*adapters.Rejection)):
		return rawanswer.With(err, l) // an answer: no stderr, no restart
	}
	p.syncStderr()
	return rawanswer.With(fmt.Errorf("%v%s", err, withStderr(p.stderr.String())), l)
}

// exchange sends the request build writes (for h.seq, which it has
// counted) to the running host and returns its answer line, starting the
// host when it is down: every way the host fails before it answers one
// line is the error.
func (h *host) exchange(ctx context.Context, build func(req []byte) []byte) ([]byte, *process, error) {
	p, err := h.running(ctx)
	if err != nil {
		return nil, nil, err
	}
	// Anything the host wrote since its last answer was never asked for:
	// a duplicate answer, or one written before its request. Pairing it
	// with this request would shift every answer after it.
	if l, n, ok := p.pending(); ok {
		switch {
		case n > 0:
			h.kase.observed++
			raw := p.taken()
			return nil, nil, rawanswer.With(h.fail(p, "the host wrote %d bytes before it was asked (a duplicate or unsolicited answer): %s", n, quoteStray(raw)), raw)
		case l.err == nil:
			h.kase.observed++
			raw := bytes.Clone(l.data)
			return nil, nil, rawanswer.With(h.fail(p, "the host wrote a line before it was asked (a duplicate or unsolicited answer): %s", quoteLine(l.data)), raw)
		}
		// Its stdout ended since its last answer: it is exiting.
		h.kase.last = exitReason(p)
		h.drop(p, failGrace)
		if p, err = h.running(ctx); err != nil {
			return nil, nil, err
		}
	}
	h.kase.observed++
	defer p.watch(ctx)()
	h.seq++
	req := build(h.req[:0])
	if cap(req) <= 64<<10 { // kept for the next request, unless a large input grew it
		h.req = req
	}
	if err := p.write(ctx, req, h.opt.Timeout); err != nil {
		h.countTimeout(err)
		raw := p.wroteMeanwhile() // read what it wrote, or its leak goes unseen
		failed := h.fail(p, "writing the request: %v", err)
		if len(raw) > 0 {
			failed = rawanswer.With(failed, raw)
		}
		return nil, nil, failed
	}
	l, err := p.answer(ctx, h.opt.Timeout, h.opt.MaxLine)
	h.countTimeout(err)
	if err != nil {
		raw := bytes.Clone(l)
		if raw == nil {
			raw = p.taken() // what it wrote of a line before its time ran out
		}
		return nil, nil, rawanswer.With(h.fail(p, "%v", err), raw)
	}
	if n := p.unread(); n > 0 { // written with the answer, in the same breath
		extra := p.taken() // taken before the host is dropped
		raw := append(append(bytes.Clone(l), '\n'), extra...)
		return nil, nil, rawanswer.With(h.fail(p, "the host wrote %d bytes more than one answer line for seq %d (a duplicate or unsolicited answer): %s", n, h.seq, quoteStray(extra)), raw)
	}
	return l, p, nil
}

// running returns the running host, starting it when it is down, unless
// the current case has spent its restarts or the host cannot start.
func (h *host) running(ctx context.Context) (*process, error) {
	if p := h.current(); p != nil {
		select {
		case <-p.exited: // since its last answer
			h.kase.last = exitReason(p)
			h.drop(p, failGrace)
		default:
			return p, nil
		}
	}
	if h.kase.observed > 0 { // the host went down during this case
		if h.kase.restarts >= h.opt.Restarts {
			h.kase.gaveUp = fmt.Errorf("the host failed %s in this case (last: %s); its remaining lanes are not observed",
				times(h.kase.restarts+1), h.kase.last)
			return nil, h.kase.gaveUp
		}
		h.kase.restarts++
	}
	p, err := h.start(ctx)
	switch {
	case err == nil:
		h.startFails = 0
		return p, nil
	case ctx.Err() != nil:
		return nil, fmt.Errorf("starting the host: %w", ctx.Err())
	}
	h.startFails++
	err = briefly(err)
	if h.startFails >= h.opt.MaxStartFailures {
		h.dead = fmt.Errorf("%w: it failed to start %d times in a row; no further observation is attempted (last: %w)",
			ErrCannotStart, h.startFails, err)
		return nil, h.dead
	}
	return nil, fmt.Errorf("the host could not be restarted: %w", err)
}

// countTimeout counts an answer (or a request) that timed out, and
// declares the host unresponsive at the GiveUpAfter-th in a row or later
// once they span more than one case (Options.GiveUpAfter); any other
// outcome (a line was read, or another failure) starts the count again.
func (h *host) countTimeout(err error) {
	if err == nil || !errors.Is(err, errNoAnswer) && !errors.Is(err, errNoRead) {
		h.timeouts = 0
		return
	}
	if h.timeouts == 0 {
		h.timeoutsIn = h.cases
	}
	h.timeouts++
	if h.opt.GiveUpAfter > 0 && h.timeouts >= h.opt.GiveUpAfter && h.timeoutsIn != h.cases && h.dead == nil {
		h.dead = fmt.Errorf("%w: %d answers in a row timed out (each after %s), not all in one case; no further observation is attempted (--give-up-after %d)",
			ErrUnresponsive, h.timeouts, h.opt.Timeout, h.opt.GiveUpAfter)
	}
}

// fail stops the host after it failed an observation, and returns that
// observation's error with the host's last words on stderr.
func (h *host) fail(p *process, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	h.drop(p, failGrace)
	h.kase.last = firstLine(msg)
	return errors.New(msg + withStderr(p.stderr.String()))
}

// drop stops p and forgets it.
func (h *host) drop(p *process, grace time.Duration) {
	p.stop(grace, false)
	h.mu.Lock()
	if h.p == p {
		h.p = nil
	}
	h.mu.Unlock()
}

// Close ends the host, and returns once it and its process group are
// killed or gone; it may be called at any time, from any goroutine, more
// than once.
//
// When no Observe is in flight, Close says bye, closes the host's stdin
// and gives it Options.Grace to exit. When one is (a runner stopped by a
// signal, say), Close cuts it short and waits for it to return (on the
// channel it closes once it has): the Observe returns an error wrapping
// ErrClosed, and the host has its stdin closed and 100ms. Either way the
// host's process group is then killed with SIGKILL, a host that ignores
// SIGTERM included, and so is any process still holding one of the host's
// pipes (Linux), a grandchild in a session of its own included; the pipes
// are then closed whoever holds them. Close returns within about
// Options.Grace and a second, and an error only when the host had to be
// killed after bye. An Observe after Close fails at once with ErrClosed.
func (h *host) Close() error {
	h.closeOnce.Do(func() { h.closeErr = h.close() })
	return h.closeErr
}

func (h *host) close() error {
	h.mu.Lock()
	h.closed = true // no Observe begins from now on, nor does a host start
	p, returned := h.p, h.returned
	h.p = nil
	h.mu.Unlock()
	h.closeNow() // the Observe in flight, if any, has its every wait cut short
	if returned != nil {
		if p != nil {
			p.stop(failGrace, false)
		}
		<-returned // promptly: a host it was starting is stopped, as it sees closed
		return nil
	}
	if p == nil {
		return nil
	}
	p.stop(h.opt.Grace, true)
	if p.killed {
		return fmt.Errorf("host %s did not exit within %s of bye; killed", h.command(), h.opt.Grace)
	}
	return nil
}

// write sends a request, giving up after timeout (a host that reads
// nothing fills the pipe and would block the runner), or once ctx is done
// or the host has exited, as the watch on ctx and the host's exit cut the
// write short.
//
// It also starts the answer's timeout, which answer waits under: from
// before the write, as a write takes no time, and from after it again when
// it did take time (a host slow to read its request).
func (p *process) write(ctx context.Context, b []byte, timeout time.Duration) error {
	began := time.Now()
	p.setDeadlines(began.Add(timeout), began.Add(timeout))
	_, err := p.stdin.Write(b)
	switch {
	case err == nil:
		if now := time.Now(); now.Sub(began) > time.Millisecond {
			p.setDeadlines(now.Add(timeout), now.Add(timeout))
		}
		return nil
	case ctx.Err() != nil:
		return ctx.Err()
	case hasExited(p):
		return errors.New(exitReason(p))
	case errors.Is(err, os.ErrDeadlineExceeded):
		return fmt.Errorf("%w within %s", errNoRead, timeout)
	}
	return err
}

// answer waits for the next line of the host's stdout, the answer to the
// request write sent, giving up after timeout (from the write), once ctx
// is done (as the watch on it cuts the read short), or shortly after the
// host has exited (a descendant holding its stdout keeps the pipe from
// ending). The line is good until the next read.
func (p *process) answer(ctx context.Context, timeout time.Duration, maxLine int) ([]byte, error) {
	p.mu.Lock()
	deadline := p.readBy
	p.mu.Unlock()
	data, err := readLine(p.out, maxLine, &p.partial)
	if errors.Is(err, os.ErrDeadlineExceeded) && ctx.Err() == nil && hasExited(p) && p.unread() > 0 {
		// It wrote before it exited, and its words are here, the read
		// late to them: they have failGrace more to arrive whole.
		p.graceAfterExit()
		data, err = readLine(p.out, maxLine, &p.partial)
	}
	switch {
	case errors.Is(err, errLineTooLong): // data is the bound's worth of it
		return data, fmt.Errorf("observation too large: the answer line is over the %s bound", bytesOf(maxLine))
	case data != nil:
		return data, nil
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case errors.Is(err, os.ErrDeadlineExceeded) && hasExited(p):
		return nil, errors.New(exitReason(p))
	case errors.Is(err, os.ErrDeadlineExceeded):
		return nil, fmt.Errorf("%w within %s", errNoAnswer, timeout)
	}
	// Stdout ended: the host is exiting, or closed it.
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case <-p.exited:
		return nil, errors.New(exitReason(p))
	case <-timer.C:
		return nil, errStdoutClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// hasExited reports whether the host has exited.
func hasExited(p *process) bool {
	select {
	case <-p.exited:
		return true
	default:
		return false
	}
}

func bytesOf(n int) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return strconv.Itoa(n>>20) + " MiB"
	}
	return strconv.Itoa(n) + "-byte"
}

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return strconv.Itoa(n) + " times"
}

func exitReason(p *process) string {
	select {
	case <-p.exited:
	default:
		return "the host closed its stdout"
	}
	if p.err != nil {
		return "the host exited (" + p.err.Error() + ")"
	}
	return "the host exited"
}

// invalidUTF8 returns the offset of the first byte sequence of l that is
// not well-formed UTF-8 (a byte that begins no character, a surrogate's
// encoding, an overlong form, a truncated sequence), with the bytes from
// there in hex, or "" when l is well formed.
func invalidUTF8(l []byte) (int, string) {
	if utf8.Valid(l) {
		return -1, ""
	}
	for i := 0; i < len(l); {
		r, size := utf8.DecodeRune(l[i:])
		if r == utf8.RuneError && size == 1 {
			end := i + 1
			for end < len(l) && end < i+4 && !utf8.RuneStart(l[end]) {
				end++
			}
			return i, fmt.Sprintf("% x", l[i:end])
		}
		i += size
	}
	return -1, ""
}

func withStderr(stderr string) string {
	if strings.TrimSpace(stderr) == "" {
		return ""
	}
	return "\n  host stderr (last lines):" + stderrLines(stderr)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// quoteStray quotes the first line of bytes a host wrote unasked, as
// quoteLine does (escaped, at most 120 bytes), so that a stray print is
// seen for what it is; "" bytes (what was still in the pipe) read as
// "(not yet read)".
func quoteStray(b []byte) string {
	if len(b) == 0 {
		return "(not yet read)"
	}
	first, _, _ := bytes.Cut(b, []byte("\n"))
	return quoteLine(first)
}

func quoteLine(l []byte) string {
	s := string(l)
	if len(s) > 120 {
		s = s[:120]
		for len(s) > 0 && !utf8.ValidString(s) && !utf8.RuneStart(s[len(s)-1]) {
			s = s[:len(s)-1]
		}
		s += "…"
	}
	return strconv.Quote(s)
}
