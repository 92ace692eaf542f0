package fuzz

import (
	"context"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// example starts an example host of adapters/examples with interpreter;
// without it the test is skipped, visibly, unless CI is set: then it
// fails (testneeds.Program).
func example(t *testing.T, interpreter, script string) func(context.Context) (adapters.Host, error) {
	t.Helper()
	path := testneeds.Program(t, interpreter, interpreter+" to fuzz "+script)
	return func(ctx context.Context) (adapters.Host, error) {
		return subprocess.New(ctx, []string{path, "../../adapters/examples/" + script}, subprocess.Options{})
	}
}

// TestNodeLegacy fuzzes the Node example of a host from before the change
// SPEC describes: it shows an embedded resource's uri and never its text,
// so a few hundred inputs must show a leak group and a group where SPEC
// shows text, each shrunk to at most 3 blocks, and each vector must fail
// the host again when replayed.
func TestNodeLegacy(t *testing.T) {
	t.Parallel()
	start := example(t, "node", "node/legacy-host.mjs")
	r, err := Run(context.Background(), Options{Seed: 1, Count: 250, Jobs: 2, Start: start, PerCause: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteSummary(&b, r, false)
	t.Logf("\n%s", b.String())
	leak, text := false, false
	for _, g := range r.Groups {
		if g.Who != "host" {
			t.Errorf("a group of the suite's own: %s", headline(g))
		}
		switch {
		case g.Cause.Class == compare.ClassLeak:
			leak = true
		case g.Cause.Want == "text":
			text = true
		default:
			continue
		}
		if n := Blocks(g.Example.Input); n > 3 {
			t.Errorf("%s: the example keeps %d blocks: %s", headline(g), n, g.Example.Input)
		}
	}
	if !leak || !text {
		t.Errorf("want a leak group and a group where SPEC shows text; got leak %t, text %t", leak, text)
	}
	h, err := start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for _, g := range r.Groups {
		if g.Cause.Class == compare.ClassLeak || g.Cause.Want == "text" {
			replay(t, r, g, h)
		}
	}
}
