// Package testneeds decides what a test needs from the machine it runs on
// (a program such as node, python3 or chromium, or a file an install step
// leaves) and what happens when it is missing: the test is skipped, saying
// what to install, on a developer's machine, and fails under CI, where a
// skip would let a check silently drop out of the gate.
//
//	func TestNodeExample(t *testing.T) {
//		node := testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
//		...
//	}
//
// CI is the environment variable CI set to anything but "" or "false", as
// GitHub Actions and .ci/run set it.
package testneeds

import (
	"os"
	"os/exec"
	"testing"
)

// required reports whether a missing need fails the test rather than
// skipping it: under CI.
func required() bool {
	v := os.Getenv("CI")
	return v != "" && v != "false" && v != "0"
}

// Missing stops tb for a need it does not have: what is the need and how
// to get it. It skips tb, or fails it under CI.
func Missing(tb testing.TB, what, install string) {
	tb.Helper()
	if required() {
		tb.Fatalf("needs %s, which is missing, and CI is set: install %s", what, install)
		return
	}
	tb.Skipf("SKIPPED: needs %s, which is missing: install %s (under CI this is a failure)", what, install)
}

// Program returns the path of the program name, looked up on PATH (a name
// with a slash is taken as a path). When it is missing, it stops tb as
// Missing does; install says how to get it.
func Program(tb testing.TB, name, install string) string {
	tb.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		Missing(tb, name, install)
	}
	return path
}

// File requires that path exists (a package an install step leaves, say):
// what names it, install says how to get it.
func File(tb testing.TB, path, what, install string) {
	tb.Helper()
	if _, err := os.Stat(path); err != nil {
		Missing(tb, what+" ("+path+")", install)
	}
}

// Long skips tb under go test -short, saying why the test is long. The
// complete run (go test ./..., as CI runs it) never skips it.
func Long(tb testing.TB, why string) {
	tb.Helper()
	if testing.Short() {
		tb.Skipf("-short: %s", why)
	}
}
