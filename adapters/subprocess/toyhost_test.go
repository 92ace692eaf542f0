package subprocess

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
)

// The toy host is this test binary run again with RFC005_TOYHOST set: a
// deliberately broken host for the tests only. It serves the reference,
// except that an input holding "@toy:<mode>" makes it misbehave in that
// way for that request, and RFC005_TOYHOST=<start mode> breaks its start.
//
// Observe modes: hang, crash, garbage, wrong-seq, wrong-shape, huge,
// endless, lone-surrogate, error, rejected (writes a line to stderr, then
// rejects the input, quoting it), env (answers its environment, one
// variable a line, as one text block), stderr (writes to stderr, then answers),
// stderr-error (writes a line naming the seq to stderr, then answers with an
// error), stderr-forge (writes forgedStderr, then answers with an error), stderr-endless-error (writes to stderr from four goroutines
// without end, then answers with an error),
// silent-exit (exits 0 without answering), and the hostile-host gallery:
// duplicate (the right answer twice), dup-late (the same, the second 100ms
// after the first), early (the right answer, then one
// for the next seq before it is asked), setsid (starts a grandchild in its
// own session holding stdout and stderr, then answers), setsid-crash (the
// same, then crashes), blocks-100k (100,000 blocks), stderr-flood (writes
// RFC005_TOYFLOOD bytes to stderr, then answers), view-16m (a view of
// 8 million numbers, over the values bound), view-wide, view-deep and
// text-16m (answers just under the bounds), bad-ff, bad-surrogate,
// bad-overlong, bad-truncated (an answer with raw bytes that are not UTF-8:
// FF, ED A0 80, C0 AF, E2 82 before a quote), deaf (answers, then reads
// nothing more), close-stdout (answers, then closes its stdout and reads
// on). A mode ending in "-once"
// misbehaves only the first time it is seen in the run (a marker file in
// RFC005_TOYDIR), and serves the reference afterwards.
//
// Start modes: serve (none), preamble, protocol-2, bad-lane, no-hello,
// crash-always (every observe crashes), echo (answers each line unchanged),
// canned (answers hello, then every line as `rfc005 host` answers
// benchInput, with the seq the adapter wrote first, reading nothing else),
// ignore-term (ignores SIGTERM, SIGINT, SIGHUP, bye and the end of its
// input: only SIGKILL ends it), hello-once (the first process says hello,
// every later one prints garbage instead), sleeper (the grandchild: sleeps),
// runner (not a host: starts an ignore-term toy host, writes "started"
// once it has said hello, and waits to be killed).
//
// With RFC005_TOYDIR set, every toy process (and every grandchild it
// starts) appends its pid to RFC005_TOYDIR/pids, so a test can check that
// none survives.
const (
	toyEnv      = "RFC005_TOYHOST"
	toyDirEnv   = "RFC005_TOYDIR"
	toyFloodEnv = "RFC005_TOYFLOOD"
)

var toyMode = regexp.MustCompile(`@toy:([a-z0-9-]+)`)

// toyPid records pid in RFC005_TOYDIR/pids.
func toyPid(pid int) {
	dir := os.Getenv(toyDirEnv)
	if dir == "" {
		return
	}
	f, err := os.OpenFile(filepath.Join(dir, "pids"), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	f.WriteString(strconv.Itoa(pid) + "\n")
}

// toyFirst reports whether this is the first time the run sees name: it
// creates a marker file in RFC005_TOYDIR, which fails once it exists.
func toyFirst(name string) bool {
	dir := os.Getenv(toyDirEnv)
	if dir == "" {
		return true
	}
	f, err := os.OpenFile(filepath.Join(dir, "once-"+name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

func toyMain() {
	start := os.Getenv(toyEnv)
	toyPid(os.Getpid())
	if start == "sleeper" {
		time.Sleep(time.Hour)
		return
	}
	if start == "runner" {
		toyRunner()
		return
	}
	if start == "ignore-term" {
		signal.Ignore(syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
		defer time.Sleep(time.Hour) // bye and the end of input change nothing
	}
	if start == "hello-once" && !toyFirst("hello") {
		start = "preamble"
	}
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	say := func(s string) { out.WriteString(s + "\n"); out.Flush() }
	if start == "canned" {
		toyCanned(in, out)
		return
	}
	if start == "echo-then-stall" {
		// Says hello, then reads the start of the next request (what one
		// read of the pipe holds), writes it back unasked, and reads no
		// more: a host that leaks what it read of a request too large to
		// take, while the request's write waits.
		if _, err := in.ReadBytes('\n'); err != nil {
			return
		}
		say(`{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["push"]}`)
		seen, _ := in.Peek(512)
		out.Write(seen)
		out.Flush()
		time.Sleep(time.Hour)
	}
	if start == "echo" {
		for {
			l, err := in.ReadBytes('\n')
			if len(l) > 0 {
				out.Write(l)
				out.Flush()
			}
			if err != nil {
				return
			}
		}
	}
	for {
		l, err := in.ReadBytes('\n')
		if err != nil {
			return
		}
		req, err := esjson.ParseObjectRaw(bytes.TrimSpace(l))
		if err != nil {
			say(`{"error":"not JSON"}`)
			continue
		}
		m := map[string][]byte{}
		for _, member := range req {
			m[member.Name] = member.Raw
		}
		switch string(m["op"]) {
		case `"hello"`:
			switch start {
			case "preamble":
				say("toy host v0 starting up...")
			case "protocol-2":
				say(`{"op":"hello","protocol":2,"host":{"name":"toy","version":"0"},"lanes":["push"]}`)
				continue
			case "bad-lane":
				say(`{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["push","sidebar"]}`)
				continue
			case "operations": // declares fetch and registry, and answers them by an input's @toy: mode
				say(`{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["push"],"operations":["fetch","registry"]}`)
				continue
			case "bad-operation":
				say(`{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["push"],"operations":["fetch","teleport"]}`)
				continue
			case "no-hello":
				time.Sleep(time.Hour)
			case "slow-start": // an interpreter that starts slowly, then answers at once
				time.Sleep(toySlowStart)
			case "huge-hello": // 200,000 values in a member the hello may carry
				say(`{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["push"],"extra":[` +
					strings.TrimSuffix(strings.Repeat("0,", 200_000), ",") + `]}`)
				continue
			}
			say(`{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["tool-result/live","tool-result/stored","script","push","channel","injection/user","injection/system","render"]}`)
		case `"bye"`:
			return
		case `"observe"`:
			toyObserve(m, start, say)
		case `"fetch"`, `"registry"`:
			toyOperation(m, say)
		}
	}
}

// toyOperation answers a fetch or registry request by its input's mode:
// error (an error answer), shape (a result of the wrong shape), view (a
// before of the wrong shape for its lane), private (a result of the
// wrong shape holding a view, a save's bytes and a record's uri), or none
// (an answer with no result).
func toyOperation(m map[string][]byte, say func(string)) {
	seq := string(m["seq"])
	op := strings.Trim(string(m["op"]), `"`)
	mode := ""
	if found := toyMode.FindSubmatch(m["input"]); found != nil {
		mode = string(found[1])
	}
	switch mode {
	case "error":
		say(`{"seq":` + seq + `,"error":"toy: cannot ` + op + `"}`)
	case "shape":
		say(`{"seq":` + seq + `,"` + op + `":{"records":"none"}}`)
	case "view":
		say(`{"seq":` + seq + `,"fetch":{"before":{"text":"a push shows blocks"},"after":{"blocks":[]},"records":[],"saves":[],"outcome":{"ok":false}}}`)
	case "private": // a wrong result that holds what no model sees beside a view
		say(`{"seq":` + seq + `,"` + op + `":{"before":{"blocks":[{"type":"text","text":"shown-words"}]},"saves":[{"name":"x","mimeType":"y","base64":"private-bytes"}],"fresh":{"refId":"r","uri":"memo://private-uri"}}}`)
	default:
		say(`{"seq":` + seq + `}`)
	}
}

// toySlowStart is how long the toy's start "slow-start" takes to answer
// its hello: a second longer than the per-answer timeout its test gives
// (toySlowStart - time.Second), which leaves any answer of a loaded
// machine seconds to spare.
const toySlowStart = 3 * time.Second

func toyObserve(m map[string][]byte, start string, say func(string)) {
	seq := string(m["seq"])
	mode := ""
	if found := toyMode.FindSubmatch(m["input"]); found != nil {
		mode = string(found[1])
	}
	if start == "crash-always" {
		mode = "crash"
	}
	if once, ok := strings.CutSuffix(mode, "-once"); ok {
		mode = ""
		if toyFirst(once) {
			mode = once
		}
	}
	switch mode {
	case "hang":
		time.Sleep(time.Hour)
	case "crash":
		fmt.Fprintln(os.Stderr, "toy: panic: runtime error: index out of range [3] with length 3")
		os.Exit(2)
	case "silent-exit":
		os.Exit(0)
	case "garbage":
		say("Traceback (most recent call last): oops")
		return
	case "wrong-seq":
		say(`{"seq":` + seq + `0,"observation":{"blocks":[]}}`)
		return
	case "wrong-shape":
		say(`{"seq":` + seq + `,"observation":{"blocks":"three blocks"}}`)
		return
	case "huge":
		w := bufio.NewWriter(os.Stdout)
		w.WriteString(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":"`)
		chunk := strings.Repeat("x", 1<<20)
		for range 70 { // 70 MiB
			w.WriteString(chunk)
		}
		w.WriteString(`"}]}}` + "\n")
		w.Flush()
		return
	case "endless":
		chunk := []byte(strings.Repeat("y", 1<<16))
		for {
			if _, err := os.Stdout.Write(chunk); err != nil {
				os.Exit(0)
			}
		}
	case "lone-surrogate":
		say(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":"a\ud800b"}]}}`)
		return
	case "error":
		say(`{"seq":` + seq + `,"error":"toy: cannot observe this"}`)
		return
	case "rejected": // a rejection quoting the input, as an SDK's validation error may
		fmt.Fprintln(os.Stderr, "toy: a warning on stderr")
		why := esjson.AppendString(nil, "toy: invalid MCP: "+string(m["input"]))
		say(`{"seq":` + seq + `,"rejected":` + string(why) + `}`)
		return
	case "env": // its environment, one variable a line, as the text of one block
		text := esjson.AppendString(nil, strings.Join(os.Environ(), "\n"))
		say(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":` + string(text) + `}]}}`)
		return
	case "stderr-endless-error": // stderr written without end, from now on, and the error answer
		chunk := bytes.Repeat([]byte("endless stderr\n"), 1<<12)
		os.Stderr.Write(chunk)
		for range 4 {
			go func() {
				for {
					os.Stderr.Write(chunk)
				}
			}()
		}
		say(`{"seq":` + seq + `,"error":"toy: cannot observe this"}`)
		return
	case "stderr-forge": // lines a CI runner reads as commands, on stderr, then the error answer
		fmt.Fprint(os.Stderr, forgedStderr)
		say(`{"seq":` + seq + `,"error":"toy: cannot observe this"}`)
		return
	case "stderr-error": // why, on stderr, then the error answer
		fmt.Fprintln(os.Stderr, "toy: why "+seq)
		say(`{"seq":` + seq + `,"error":"toy: cannot observe this"}`)
		return
	case "stderr":
		fmt.Fprintln(os.Stderr, "toy: a warning on stderr")
	case "duplicate":
		ok := `{"seq":` + seq + `,"observation":{"blocks":[]}}`
		say(ok + "\n" + ok) // one write: both lines arrive together
		return
	case "dup-late":
		ok := `{"seq":` + seq + `,"observation":{"blocks":[]}}`
		say(ok)
		time.Sleep(100 * time.Millisecond)
		say(ok)
		return
	case "early":
		next, _ := strconv.Atoi(seq)
		say(`{"seq":` + seq + `,"observation":{"blocks":[]}}` + "\n" +
			`{"seq":` + strconv.Itoa(next+1) + `,"observation":{"blocks":[]}}`)
		return
	case "setsid", "setsid-crash":
		toyGrandchild()
		if mode == "setsid-crash" {
			fmt.Fprintln(os.Stderr, "toy: crashed, leaving a grandchild behind")
			os.Exit(3)
		}
	case "blocks-100k":
		var b strings.Builder
		b.WriteString(`{"seq":` + seq + `,"observation":{"blocks":[`)
		for i := range 100_000 {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`{"type":"text","text":"x"}`)
		}
		b.WriteString(`]}}`)
		say(b.String())
		return
	case "view-16m": // 16 MiB less a little of one-digit numbers: the most values one line holds
		head := `{"seq":` + seq + `,"observation":{"view":[0`
		say(head + strings.Repeat(",0", (16<<20-64-len(head))/2) + `]}}`)
		return
	case "view-wide": // just under the bounds: 99,990 strings filling 16 MiB
		var b strings.Builder
		b.WriteString(`{"seq":` + seq + `,"observation":{"view":[`)
		item := `"` + strings.Repeat("v", 160) + `"`
		for i := range 99_990 {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(item)
		}
		b.WriteString(`]}}`)
		say(b.String())
		return
	case "view-deep": // just under the bounds: 99,990 arrays, one in the other
		say(`{"seq":` + seq + `,"observation":{"view":` + strings.Repeat("[", 99_990) + strings.Repeat("]", 99_990) + `}}`)
		return
	case "text-16m": // just under the line bound: one text block
		say(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":"` + strings.Repeat("t", 16<<20-100) + `"}]}}`)
		return
	case "stderr-flood":
		n, _ := strconv.ParseInt(os.Getenv(toyFloodEnv), 10, 64)
		chunk := bytes.Repeat([]byte("flood of stderr, line after line\n"), 1<<15) // ~1 MiB
		for n > 0 {
			c := chunk[:min(int64(len(chunk)), n)]
			os.Stderr.Write(c)
			n -= int64(len(c))
		}
	case "bad-ff":
		say(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":"a` + "\xff" + `b"}]}}`)
		return
	case "bad-surrogate":
		say(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":"a` + "\xed\xa0\x80" + `b"}]}}`)
		return
	case "bad-overlong":
		say(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":"a` + "\xc0\xaf" + `b"}]}}`)
		return
	case "bad-truncated":
		say(`{"seq":` + seq + `,"observation":{"blocks":[{"type":"text","text":"a` + "\xe2\x82" + `"}]}}`)
		return
	}
	v, err := esjson.Parse(m["lane"])
	if err != nil {
		say(`{"seq":` + seq + `,"error":"bad lane"}`)
		return
	}
	lane, _ := v.Str()
	obs, err := refhost.Observe(adapters.Lane(lane), m["input"])
	if err != nil {
		say(`{"seq":` + seq + `,"error":` + string(esjson.AppendString(nil, err.Error())) + `}`)
		return
	}
	b, _ := obs.MarshalJSON()
	say(`{"seq":` + seq + `,"observation":` + string(b) + `}`)
	switch mode {
	case "deaf":
		time.Sleep(time.Hour)
	case "close-stdout":
		os.Stdout.Close()
	}
}

// toyGrandchild starts this binary again as a sleeper in its own session
// (so it escapes the host's process group), holding the host's stdout and
// stderr, and records its pid.
func toyGrandchild() {
	exe, err := os.Executable()
	if err != nil {
		return
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), toyEnv+"=sleeper")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "toy: starting the grandchild:", err)
		return
	}
	toyPid(cmd.Process.Pid)
}

// syncWriter guards a strings.Builder written from the stderr goroutine.
type syncWriter struct {
	mu sync.Mutex
	b  *strings.Builder
}

func (w *syncWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (w *syncWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// toyCanned is the canned start mode: the host that takes no time, for
// BenchmarkRoundTripAdapter.
func toyCanned(in *bufio.Reader, out *bufio.Writer) {
	const hello = `{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["push"]}`
	const prefix = `{"op":"observe","seq":`
	for first := true; ; first = false {
		l, err := in.ReadSlice('\n')
		if err != nil {
			return
		}
		if first {
			out.WriteString(hello + "\n")
		} else {
			seq := l[len(prefix):]
			seq = seq[:bytes.IndexByte(seq, ',')]
			out.WriteString(`{"seq":`)
			out.Write(seq)
			out.WriteString(`,"observation":{"blocks":[{"type":"text","text":"# notes"}]}}` + "\n")
		}
		out.Flush()
	}
}

// toyRunner is the start mode "runner": a runner, not a host, that starts
// a toy host that only SIGKILL ends, writes "started" once the host has
// said hello, and waits to be killed.
func toyRunner() {
	exe, err := os.Executable()
	if err == nil {
		_, err = New(context.Background(), []string{exe}, Options{Env: append(os.Environ(), toyEnv+"=ignore-term")})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "toy runner:", err)
		os.Exit(1)
	}
	fmt.Println("started")
	time.Sleep(time.Hour)
}
