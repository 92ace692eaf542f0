package pymutant

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestInterpreter pins that a set's hosts start the program python3 runs,
// not python3 as found on PATH (a shim, perhaps), and that an interpreter
// that cannot be asked is started by its name, as before.
func TestInterpreter(t *testing.T) {
	needPython(t)
	got := interpreter("python3")
	if !filepath.IsAbs(got) {
		t.Fatalf("interpreter(python3) = %q, want an absolute path", got)
	}
	out, err := exec.Command(got, "-c", "import sys; print(sys.version_info[0])").Output()
	if err != nil || strings.TrimSpace(string(out)) != "3" {
		t.Errorf("%s runs no Python 3: %q, %v", got, out, err)
	}
	if again := interpreter("python3"); again != got {
		t.Errorf("asked again, python3 runs %q, first %q", again, got)
	}
	if got := interpreter("no-such-python-here"); got != "no-such-python-here" {
		t.Errorf("interpreter(no-such-python-here) = %q, want the name itself", got)
	}
	if got := (Set{}).argv("d"); got[0] != interpreter("python3") || got[1] != filepath.Join("d", "host.py") {
		t.Errorf("argv = %q", got)
	}
}
