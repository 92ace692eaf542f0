//go:build long

package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// adoptStep marks a step of docs/ci.md's adoption guide: which host the
// test runs it against and the exit status it wants, then the command in
// a sh block, then what it prints, in a plain block (matchSample's rules).
var adoptStep = regexp.MustCompile("(?m)^<!-- adopt: (.+), exit (\\d) -->\n```sh\n(.+)\n```\n\n```\n((?s:.*?))```\n")

// The hosts the guide's steps name: the legacy example as it is, with one
// more leak (it shows text/plain's hidden uri on push), and with
// text/plain fixed (answered as the reference answers it).
const (
	adoptLegacy = "legacy host"
	adoptLeaky  = "host with one more leak"
	adoptFixed  = "host with text/plain fixed"
)

// TestAdoptionGuide runs docs/ci.md's adoption guide, every step in order
// in a directory of its own, as a newcomer would: the legacy example goes
// from red to a gate that passes with its known leaks, a new leak turns
// it red, and after a fix the update in place turns it green again. Each
// step's exit status and output are checked, and so are the gate's line
// and the badge the guide quotes.
func TestAdoptionGuide(t *testing.T) {
	testneeds.Long(t, "the guide runs the Node legacy example")
	testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	guide, err := os.ReadFile(filepath.Join(root, "docs", "ci.md"))
	if err != nil {
		t.Fatal(err)
	}
	steps := adoptStep.FindAllStringSubmatch(string(guide), -1)
	if len(steps) != 6 || strings.Count(string(guide), "<!-- adopt: ") != len(steps) {
		t.Fatalf("docs/ci.md has %d adoption steps the test can read of %d marked, want 6", len(steps), strings.Count(string(guide), "<!-- adopt: "))
	}
	// What the guide says the gate's line and the badge are.
	quoted := func(before string) string {
		m := regexp.MustCompile(regexp.QuoteMeta(before) + "\\s+`([^`]+)`").FindStringSubmatch(string(guide))
		if m == nil {
			t.Fatalf("docs/ci.md does not quote %s", before)
		}
		return strings.Join(strings.Fields(m[1]), " ")
	}
	line, badge := quoted("The gate's line is"), quoted("The badge reads")
	checked := false
	t.Chdir(t.TempDir())
	for i, s := range steps {
		host, exit, command, sample := s[1], s[2], s[3], s[4]
		args, err := hostcmd.Split(command)
		if err != nil || len(args) < 3 || args[0] != "./run.sh" || args[1] != "--host" {
			t.Fatalf("step %d: %q: want ./run.sh --host … (%v)", i+1, command, err)
		}
		// The host's script, where the repository has it.
		args[2] = strings.Replace(args[2], " adapters/", " "+root+"/adapters/", 1)
		var code int
		var stdout, stderr string
		switch host {
		case adoptLegacy:
			code, stdout, stderr = runRFC005(t, "", args[1:]...)
		case adoptLeaky, adoptFixed:
			code, stdout, stderr = runAgainst(t, patchedLegacy(t, args[2], host), args[1:]...)
		default:
			t.Fatalf("step %d: no host %q", i+1, host)
		}
		if want := map[string]int{"0": 0, "1": 1}[exit]; code != want {
			t.Fatalf("step %d, %s: %s: exit %d, want %s\nstdout:\n%s\nstderr:\n%s", i+1, host, command, code, exit, tail(stdout), stderr)
		}
		if why := matchSample(sample, stdout); why != "" {
			t.Errorf("step %d, %s: the guide's output of %s is stale: %s\nthe command printed:\n%s", i+1, host, command, why, stdout)
		}
		if host != adoptLegacy || !strings.Contains(command, "--markdown rfc005.md") || !strings.Contains(command, "--badge rfc005.svg") {
			continue
		}
		checked = true
		md, _ := os.ReadFile("rfc005.md")
		if first, _, _ := strings.Cut(string(md), "\n"); first != "## "+line {
			t.Errorf("step %d: the Markdown report starts %q; the guide says the gate's line is %q", i+1, first, line)
		}
		if svg, _ := os.ReadFile("rfc005.svg"); !strings.Contains(string(svg), `aria-label="node-legacy-example: `+badge+`"`) {
			t.Errorf("step %d: the badge:\n%s\nthe guide says it reads %q", i+1, svg, badge)
		}
	}
	if !checked {
		t.Error("no step of the guide writes rfc005.md and rfc005.svg for the legacy host: the gate's line and the badge it quotes are not checked")
	}
}

// legacy is the Node legacy example, started by its command, with
// text/plain's answers bent the way the guide's host says.
type legacy struct {
	adapters.Host
	ref    adapters.Host
	how    string
	hidden string // text/plain's hidden uri
	mu     sync.Mutex
	id     string // the case started
}

// patchedLegacy starts the legacy example by command and bends it as how
// says (adoptLeaky, adoptFixed).
func patchedLegacy(t *testing.T, command, how string) adapters.Host {
	t.Helper()
	argv, err := hostcmd.Split(command)
	if err != nil {
		t.Fatal(err)
	}
	h, err := subprocess.New(context.Background(), argv, subprocess.Options{})
	if err != nil {
		t.Fatal(err)
	}
	corpus := testcorpus.Builtin(t)
	c, ok := corpus.Case("text/plain")
	if !ok || len(c.Hidden) == 0 {
		t.Fatal("the corpus has no text/plain with a hidden string")
	}
	return &legacy{Host: h, ref: reference.New(), how: how, hidden: c.Hidden[0]}
}

// StartCase notes the case, and tells the legacy host.
func (h *legacy) StartCase(id string) {
	h.mu.Lock()
	h.id = id
	h.mu.Unlock()
	if s, ok := h.Host.(adapters.CaseStarter); ok {
		s.StartCase(id)
	}
}

// Observe answers as the legacy host does, but for text/plain: fixed,
// as the reference answers; with one more leak, its uri shown on push.
func (h *legacy) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	h.mu.Lock()
	id := h.id
	h.mu.Unlock()
	if id == "text/plain" && h.how == adoptFixed {
		return h.ref.Observe(ctx, lane, in)
	}
	obs, err := h.Host.Observe(ctx, lane, in)
	if id == "text/plain" && lane == adapters.Push && err == nil && h.how == adoptLeaky {
		obs.Blocks = append(obs.Blocks, adapters.TextBlock("source: "+h.hidden))
	}
	return obs, err
}
