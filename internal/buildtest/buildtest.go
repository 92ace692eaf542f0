// Package buildtest builds the rfc005 command for tests and benchmarks that
// drive it as a subprocess, such as `rfc005 host` behind the subprocess
// adapter.
package buildtest

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// RFC005 builds cmd/rfc005 into a temporary directory of tb and returns
// the binary's path.
func RFC005(tb testing.TB) string {
	tb.Helper()
	bin := filepath.Join(tb.TempDir(), "rfc005")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/rfc005-lanes/rfc005-lanes/cmd/rfc005").CombinedOutput()
	if err != nil {
		tb.Fatalf("go build rfc005: %v\n%s", err, out)
	}
	return bin
}
