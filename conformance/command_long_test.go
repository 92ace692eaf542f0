//go:build long

package conformance

import (
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/cicommand"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// The tests of this file each run the test binary again, once or twice, to
// see conformance.Run and RunCommand fail a test as a host author would: a
// child process reading the corpus each time. go test ./... runs the two
// that say a wrong host fails and a right one passes (conformance_test.go);
// -tags long (.ci/run) runs these too.

// TestRunGateShould: a host that fails a SHOULD check only passes
// conformance.Run's default gate and fails Options{Gate: "should"}.
func TestRunGateShould(t *testing.T) {
	for _, tt := range []struct {
		gate string
		fail bool
	}{{"", false}, {"should", true}} {
		t.Setenv("CONFORMANCE_HELPER_GATE", tt.gate)
		out, _, failed, err := runHelper(t, "sorts-keys", "@order && @family-depth", "")
		if (err != nil) != tt.fail || tt.fail && !slices.Equal(failed, []string{"depth/member-order"}) {
			t.Errorf("gate %q: exit %v, failed %q; want failing %v, on depth/member-order:\n%s", tt.gate, err, failed, tt.fail, out)
		}
	}
}

// TestRunCommandFails: RunCommand fails the test on a program that leaks
// (the Node legacy host, on the security scenarios: in a quick run those
// not nested ten thousand levels deep, notDeep), and on one that does not
// answer its hello within Options.StartTimeout, saying so.
func TestRunCommandFails(t *testing.T) {
	t.Parallel()
	node := testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	out, _, failed, err := runHelper(t, "command:"+node+" ../adapters/examples/node/legacy-host.mjs", notDeep("@security"), "")
	if err == nil || len(failed) == 0 {
		t.Errorf("the legacy host: the child test exited with %v, failing %q, want failures:\n%s", err, failed, out)
	}
	out, _, _, err = runHelper(t, "command:sh -c 'sleep 5; exec "+node+" ../adapters/examples/node/legacy-host.mjs'", "@family-text", "",
		"CONFORMANCE_HELPER_START_TIMEOUT=300ms")
	if err == nil || !strings.Contains(out, "conformance.RunCommand: ") || !strings.Contains(out, "did not answer hello within 300ms") {
		t.Errorf("a host slower to start than StartTimeout: the child test exited with %v:\n%s", err, out)
	}
}

// TestRunCommandFailureForgesNoCICommand: a host program that cannot
// start, whose stderr and name carry what a CI runner reads as commands,
// stops the test with a message in which no line is one (go test prints
// it in the CI log).
func TestRunCommandFailureForgesNoCICommand(t *testing.T) {
	t.Parallel()
	host := "command:sh -c 'printf \"::error title=FORGED::x\\n##[error]y\\n::add-mask::rfc005\\n\" >&2; exit 3' ##[warning]name"
	out, _, _, err := runHelper(t, host, "@family-text", "")
	if err == nil || !strings.Contains(out, "conformance.RunCommand: ") {
		t.Fatalf("the child test exited with %v, want the host not to start:\n%s", err, out)
	}
	if cmds := cicommand.Commands(out); len(cmds) > 0 {
		t.Errorf("the child test's output has lines a CI runner reads as commands: %q\n%s", cmds, out)
	}
}

// TestRunCommandWithholdsCredentials: a host program RunCommand starts
// is not given GITHUB_TOKEN, set in the test's environment, unless
// Options.PassEnv names it: the host here starts only when it has it.
func TestRunCommandWithholdsCredentials(t *testing.T) {
	t.Parallel()
	python := testneeds.Program(t, "python3", "Python 3 (Debian: apt-get install python3)")
	host := "command:sh -c '[ \"$GITHUB_TOKEN\" = passed ] || { echo no GITHUB_TOKEN >&2; exit 3; }; exec " + python + " ../adapters/examples/python/host.py'"
	out, _, _, err := runHelper(t, host, "@family-text", "", "GITHUB_TOKEN=passed")
	if err == nil || !strings.Contains(out, "no GITHUB_TOKEN") {
		t.Errorf("without PassEnv: the child test exited with %v, want the host not to start without GITHUB_TOKEN:\n%s", err, out)
	}
	out, passed, _, err := runHelper(t, host, "@family-text", "", "GITHUB_TOKEN=passed", "CONFORMANCE_HELPER_PASS_ENV=GITHUB_TOKEN")
	if err != nil || len(passed) == 0 {
		t.Errorf("PassEnv GITHUB_TOKEN: the child test exited with %v, passing %d scenarios:\n%s", err, len(passed), out)
	}
}
