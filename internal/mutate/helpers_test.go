package mutate

import (
	"os/exec"
	"strings"
	"testing"
)

// runGo runs the go command with args in dir, logs what it printed, and
// fails the test, saying failed, when it fails: how a test that needs a
// build with planted faults runs one from a build without.
func runGo(t *testing.T, dir, failed string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	t.Logf("go %s:\n%s", strings.Join(args, " "), out)
	if err != nil {
		t.Fatalf("%s: %v", failed, err)
	}
}
