package mcpl

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// argv returns the command that runs the embedded bridge, written into a
// temporary directory as an installed rfc005 writes it, on module (a file
// of testdata, or any path), with extra options.
func argv(t *testing.T, module string, opt Options) []string {
	t.Helper()
	opt.Node = testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	path, err := WriteBridge(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if !filepath.IsAbs(module) {
		module = filepath.Join("testdata", module)
	}
	return Command(path, module, opt)
}

// start starts the bridge on module through the subprocess adapter, as the
// runner does, and stops it when the test ends.
func start(t *testing.T, module string, opt Options) adapters.Host {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	h, err := subprocess.New(ctx, argv(t, module, opt), subprocess.Options{Timeout: 20 * time.Second, StartTimeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	return h
}

// observe shows input on lane through h.
func observe(t *testing.T, h adapters.Host, lane adapters.Lane, input string) (adapters.Observation, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return h.Observe(ctx, lane, adapters.Input(input))
}

// exchange runs the bridge on module, writes hello, each request and bye
// as lines, and returns every answer line after hello's, raw. It speaks
// the protocol itself for the operations the subprocess adapter does not
// send (fetch and registry), and for a lane the adapter never asks.
func exchange(t *testing.T, module string, requests ...string) (hello string, answers []string) {
	t.Helper()
	args := argv(t, module, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	in := `{"op":"hello","protocol":1}` + "\n" + strings.Join(requests, "\n") + "\n" + `{"op":"bye"}` + "\n"
	cmd.Stdin = strings.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the bridge: %v; stderr:\n%s", err, stderr.String())
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(requests)+1 {
		t.Fatalf("the bridge wrote %d lines for %d requests and hello:\n%s\nstderr:\n%s", len(lines), len(requests), out, stderr.String())
	}
	return lines[0], lines[1:]
}

// decode decodes one answer line into a value of type T.
func decode[T any](t *testing.T, line string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(line), &v); err != nil {
		t.Fatalf("answer %s: %v", line, err)
	}
	return v
}
