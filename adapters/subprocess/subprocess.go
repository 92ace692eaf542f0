// Package subprocess attaches a host written in any language: it starts the
// host's command and speaks version 1 of the adapter protocol with it (one
// JSON line in, one line out; see adapters/PROTOCOL.md), behind the same
// adapters.Host interface as the in-process reference.
//
//	h, err := subprocess.New(ctx, []string{"python3", "host.py"}, subprocess.Options{})
//	if err != nil { … } // the host could not start, or its hello was wrong
//	defer h.Close()
//	obs, err := h.Observe(ctx, adapters.Push, input) // err: this case's error
//
// A hostile or broken host costs only the case it broke: a hang, a crash,
// garbage, a wrong seq, an answer of the wrong shape, an endless line or a
// lone surrogate becomes that case's error, with the host's recent stderr,
// and the host is restarted for the next case when it must be.
package subprocess

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Options are the adapter's limits. The zero value uses the defaults.
type Options struct {
	Timeout  time.Duration // for each answer, hello included; default 5s
	Restarts int           // restarts allowed after the first start; default 3, negative for none
	MaxLine  int           // the longest answer line, in bytes; default 64 MiB
	Stderr   io.Writer     // where the host's stderr is passed through, besides being captured
	Dir      string        // the host's working directory; default the current one
	Env      []string      // the host's environment; default the current one
}

// Defaults.
const (
	DefaultTimeout  = 5 * time.Second
	DefaultRestarts = 3
	DefaultMaxLine  = 64 << 20
)

func (o Options) withDefaults() Options {
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.Restarts == 0 {
		o.Restarts = DefaultRestarts
	} else if o.Restarts < 0 {
		o.Restarts = 0
	}
	if o.MaxLine <= 0 {
		o.MaxLine = DefaultMaxLine
	}
	return o
}

// StartError is why a host could not be started: its command failed, it
// printed something before its hello, or its hello was wrong. No case can
// run against it.
type StartError struct {
	Command string
	Reason  string
	Stderr  string // the host's last words on stderr
}

func (e *StartError) Error() string {
	return "host " + e.Command + ": " + e.Reason + withStderr(e.Stderr)
}

// New starts the host command argv, says hello, and checks the protocol
// version and the lanes the host declares.
func New(ctx context.Context, argv []string, opt Options) (adapters.Host, error) {
	if len(argv) == 0 {
		return nil, errors.New("the host command is empty")
	}
	h := &host{argv: argv, opt: opt.withDefaults(), serves: map[adapters.Lane]bool{}}
	if err := h.start(ctx); err != nil {
		return nil, err
	}
	return h, nil
}

type host struct {
	mu       sync.Mutex
	argv     []string
	opt      Options
	p        *process // nil when the host is down
	starts   int      // how many times it was started
	gaveUp   string   // why it is not started again, once it is not
	id       adapters.Identity
	lanes    []adapters.Lane
	serves   map[adapters.Lane]bool
	seq      int
	schemas  *laneSchemas
	closed   bool
	lastExit string // how the last process exited, for the give-up reason
}

func (h *host) Identity() adapters.Identity { return h.id }

func (h *host) Lanes() []adapters.Lane { return h.lanes }

func (h *host) command() string { return strings.Join(h.argv, " ") }

// start starts the host and reads its hello.
func (h *host) start(ctx context.Context) error {
	p, err := start(h.argv, h.opt)
	if err != nil {
		return &StartError{Command: h.command(), Reason: err.Error()}
	}
	h.starts++
	fail := func(format string, args ...any) error {
		p.kill()
		return &StartError{Command: h.command(), Reason: fmt.Sprintf(format, args...), Stderr: p.stderr.String()}
	}
	if err := p.write(ctx, []byte(`{"op":"hello","protocol":1}`+"\n"), h.opt.Timeout); err != nil {
		return fail("writing hello: %v", err)
	}
	l, err := p.answer(ctx, h.opt.Timeout, h.opt.MaxLine)
	if err != nil {
		return fail("no hello: %v", err)
	}
	id, lanes, err := readHello(l)
	if err != nil {
		return fail("%v", err)
	}
	if h.starts > 1 && id != h.id {
		return fail("after a restart the host says it is %s %s, not %s %s", id.Name, id.Version, h.id.Name, h.id.Version)
	}
	h.id, h.lanes, h.p = id, lanes, p
	for _, l := range lanes {
		h.serves[l] = true
	}
	if h.schemas == nil {
		if h.schemas, err = compileLaneSchemas(); err != nil {
			return fail("%v", err)
		}
	}
	return nil
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
// fails this one case is returned as the error; the host is restarted for
// the next case when its output can no longer be trusted.
func (h *host) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return adapters.Observation{}, errors.New("the host is closed")
	}
	if !h.serves[lane] {
		return adapters.Observation{Unsupported: true}, nil // never asked
	}
	if err := h.ensureRunning(ctx); err != nil {
		return adapters.Observation{}, err
	}
	if bytes.ContainsAny(input, "\r\n") {
		input = esjson.Compact(input) // the protocol is one line per request
	}
	h.seq++
	req := append([]byte(`{"op":"observe","seq":`+strconv.Itoa(h.seq)+`,"lane":"`+string(lane)+`","input":`), input...)
	req = append(req, "}\n"...)
	p := h.p
	if err := p.write(ctx, req, h.opt.Timeout); err != nil {
		return adapters.Observation{}, h.broken(p, "writing the request: %v", err)
	}
	l, err := p.answer(ctx, h.opt.Timeout, h.opt.MaxLine)
	if err != nil {
		return adapters.Observation{}, h.broken(p, "%v", err)
	}
	obs, restart, err := h.readAnswer(lane, l)
	if err != nil && restart {
		return adapters.Observation{}, h.broken(p, "%v", err)
	}
	if err != nil {
		return adapters.Observation{}, fmt.Errorf("%v%s", err, withStderr(p.stderr.String()))
	}
	return obs, nil
}

// ensureRunning restarts the host when it is down, unless its restarts are
// spent.
func (h *host) ensureRunning(ctx context.Context) error {
	if h.p != nil {
		select {
		case <-h.p.exited:
			h.lastExit = exitReason(h.p)
			h.p = nil
		default:
			return nil
		}
	}
	if h.gaveUp != "" {
		return errors.New(h.gaveUp)
	}
	if h.starts > h.opt.Restarts {
		h.gaveUp = fmt.Sprintf("the host was restarted %d times and failed again (%s); not started again",
			h.opt.Restarts, h.lastExit)
		return errors.New(h.gaveUp)
	}
	if err := h.start(ctx); err != nil {
		h.gaveUp = "the host could not be restarted: " + err.Error()
		return errors.New(h.gaveUp)
	}
	return nil
}

// broken kills the host after it failed a case, and returns that case's
// error with the host's last words.
func (h *host) broken(p *process, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	stderr := p.stderr.String()
	p.kill()
	h.lastExit = msg
	h.p = nil
	return errors.New(msg + withStderr(stderr))
}

// Close says bye and waits for the host to exit, killing it after the
// timeout.
func (h *host) Close() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	if h.p == nil {
		return nil
	}
	p := h.p
	h.p = nil
	p.write(context.Background(), []byte(`{"op":"bye"}`+"\n"), h.opt.Timeout)
	p.stdin.Close()
	select {
	case <-p.exited:
		return nil
	case <-time.After(h.opt.Timeout):
		p.kill()
		return fmt.Errorf("host %s did not exit within %s of bye; killed", h.command(), h.opt.Timeout)
	}
}

// write sends a request, giving up after timeout (a host that reads
// nothing fills the pipe and would block the runner).
func (p *process) write(ctx context.Context, b []byte, timeout time.Duration) error {
	done := make(chan error, 1)
	go func() {
		_, err := p.stdin.Write(b)
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-p.exited:
		return errors.New(exitReason(p))
	case <-time.After(timeout):
		return fmt.Errorf("the host read no request within %s", timeout)
	case <-ctx.Done():
		return ctx.Err()
	}
}

// answer waits for the next line of the host's stdout.
func (p *process) answer(ctx context.Context, timeout time.Duration, maxLine int) ([]byte, error) {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case l := <-p.lines:
		switch {
		case l.err == nil:
			return l.data, nil
		case errors.Is(l.err, errLineTooLong):
			return nil, fmt.Errorf("the answer is over the %s line limit", bytesOf(maxLine))
		}
		select { // stdout ended: the host is exiting, or closed it
		case <-p.exited:
			return nil, errors.New(exitReason(p))
		case <-time.After(timeout):
			return nil, errors.New("the host closed its stdout")
		}
	case <-timer.C:
		return nil, fmt.Errorf("no answer within %s", timeout)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func bytesOf(n int) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return strconv.Itoa(n>>20) + " MiB"
	}
	return strconv.Itoa(n) + "-byte"
}

func exitReason(p *process) string {
	if p.err != nil {
		return "the host exited (" + p.err.Error() + ")"
	}
	return "the host exited"
}

func withStderr(stderr string) string {
	if strings.TrimSpace(stderr) == "" {
		return ""
	}
	return "\n  host stderr (last lines):\n    " + strings.ReplaceAll(stderr, "\n", "\n    ")
}

func quoteLine(l []byte) string {
	s := string(l)
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return strconv.Quote(s)
}
