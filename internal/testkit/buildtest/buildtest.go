// Package buildtest builds the rfc005 command for tests and benchmarks that
// drive it as a subprocess, such as `rfc005 host` behind the subprocess
// adapter. The command is built once per test binary, however many tests
// ask for it, and removed when the tests end; a package that uses it runs
// its tests through Main:
//
//	func TestMain(m *testing.M) { os.Exit(buildtest.Main(m)) }
package buildtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var (
	mainCalled bool
	once       sync.Once
	dir        string // the built binary's directory, "" until built
	bin        string
	failure    string // why the build failed, "" if it did not
)

// Main runs the package's tests (m.Run) and then removes the binary RFC005
// built, returning m.Run's exit code.
func Main(m *testing.M) int {
	mainCalled = true
	code := m.Run()
	if dir != "" {
		os.RemoveAll(dir)
	}
	return code
}

// RFC005 returns the path of cmd/rfc005, built on the first call. It stops
// tb if the build fails, and panics if the package's TestMain does not
// call Main (which removes the binary).
func RFC005(tb testing.TB) string {
	tb.Helper()
	if !mainCalled {
		panic("buildtest.RFC005: the package's TestMain must run its tests through buildtest.Main")
	}
	once.Do(func() {
		d, err := os.MkdirTemp("", "rfc005-buildtest-")
		if err != nil {
			failure = err.Error()
			return
		}
		dir = d
		out, err := exec.Command("go", "build", "-o", filepath.Join(d, "rfc005"), "github.com/rfc005-lanes/rfc005-lanes/cmd/rfc005").CombinedOutput()
		if err != nil {
			failure = err.Error() + "\n" + string(out)
			return
		}
		bin = filepath.Join(d, "rfc005")
	})
	if failure != "" {
		tb.Fatalf("go build rfc005: %s", failure)
	}
	return bin
}
