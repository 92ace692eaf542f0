package subprocess

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
)

// benchInput is a small push input: one embedded text.
var benchInput = adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://n","mimeType":"text/markdown","text":"# notes"}}]}`)

// BenchmarkRoundTripHost observes one input through the subprocess adapter
// against `rfc005 host`. Read it beside BenchmarkRoundTripEcho.
func BenchmarkRoundTripHost(b *testing.B) {
	benchRoundTrips(b, []string{buildtest.RFC005(b), "host"}, Options{})
}

// BenchmarkRoundTripAdapter observes benchInput through the subprocess
// adapter against a host that answers as `rfc005 host` does, but at once:
// the adapter's own share of BenchmarkRoundTripHost.
func BenchmarkRoundTripAdapter(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	benchRoundTrips(b, []string{exe}, Options{Env: append(os.Environ(), toyEnv+"=canned")})
}

// benchRoundTrips observes benchInput b.N times through the subprocess
// adapter against the host argv started with opt, and reports the round
// trips a second.
func benchRoundTrips(b *testing.B, argv []string, opt Options) {
	h, err := New(context.Background(), argv, opt)
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	ctx := context.Background()
	for b.Loop() {
		if _, err := h.Observe(ctx, adapters.Push, benchInput); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "roundtrips/s")
}

// BenchmarkRoundTripEcho writes the same request line to a process that
// answers each line unchanged, and reads it back: the floor any protocol
// over pipes can reach on this machine.
func BenchmarkRoundTripEcho(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), toyEnv+"=echo")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() { stdin.Close(); cmd.Wait() }()
	r := bufio.NewReader(stdout)
	req := append([]byte(`{"op":"observe","seq":1,"lane":"push","input":`), benchInput...)
	req = append(req, "}\n"...)
	for b.Loop() {
		if _, err := stdin.Write(req); err != nil {
			b.Fatal(err)
		}
		if _, err := r.ReadBytes('\n'); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "roundtrips/s")
}

// benchAnswer is `rfc005 host`'s answer to the benchmarks' request.
var benchAnswer = []byte(`{"seq":1,"observation":{"blocks":[{"type":"text","text":"# notes"}]}}`)

// BenchmarkAnswerCheck reads and checks the answer benchAnswer, as
// readAnswer does every answer.
func BenchmarkAnswerCheck(b *testing.B) {
	h := &host{opt: Options{}.withDefaults(), seq: 1}
	var err error
	if h.schemas, err = compileLaneSchemas(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := h.readAnswer(adapters.Push, benchAnswer); err != nil {
			b.Fatal(err)
		}
	}
}
