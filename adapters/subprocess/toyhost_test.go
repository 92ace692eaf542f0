package subprocess

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// The toy host is this test binary run again with RFC005_TOYHOST set: a
// deliberately broken host for the tests only. It serves the reference,
// except that an input holding "@toy:<mode>" makes it misbehave in that
// way for that request, and RFC005_TOYHOST=<start mode> breaks its start.
//
// Observe modes: hang, crash, garbage, wrong-seq, wrong-shape, huge,
// endless, lone-surrogate, error, stderr (writes to stderr, then answers),
// silent-exit (exits 0 without answering).
// Start modes: serve (none), preamble, protocol-2, bad-lane, no-hello,
// crash-always (every observe crashes), echo (answers each line unchanged).
const toyEnv = "RFC005_TOYHOST"

var toyMode = regexp.MustCompile(`@toy:([a-z0-9-]+)`)

func toyMain() {
	start := os.Getenv(toyEnv)
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	say := func(s string) { out.WriteString(s + "\n"); out.Flush() }
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
			case "no-hello":
				time.Sleep(time.Hour)
			}
			say(`{"op":"hello","protocol":1,"host":{"name":"toy","version":"0"},"lanes":["tool-result/live","tool-result/stored","script","push","channel","injection/user","injection/system","render"]}`)
		case `"bye"`:
			return
		case `"observe"`:
			toyObserve(m, start, say)
		}
	}
}

func toyObserve(m map[string][]byte, start string, say func(string)) {
	seq := string(m["seq"])
	mode := ""
	if found := toyMode.FindSubmatch(m["input"]); found != nil {
		mode = string(found[1])
	}
	if start == "crash-always" {
		mode = "crash"
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
	case "stderr":
		fmt.Fprintln(os.Stderr, "toy: a warning on stderr")
	}
	v, err := esjson.Parse(m["lane"])
	if err != nil {
		say(`{"seq":` + seq + `,"error":"bad lane"}`)
		return
	}
	lane, _ := v.Str()
	obs, err := reference.Observe(adapters.Lane(lane), m["input"])
	if err != nil {
		say(`{"seq":` + seq + `,"error":` + string(esjson.AppendString(nil, err.Error())) + `}`)
		return
	}
	b, _ := obs.MarshalJSON()
	say(`{"seq":` + seq + `,"observation":` + string(b) + `}`)
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
