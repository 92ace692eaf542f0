package runner

import (
	"os"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
)

// TestMain removes the rfc005 binary the subprocess tests build once. With
// rejectingHostEnv set, the test binary is a host instead (rejectingHost).
func TestMain(m *testing.M) {
	if os.Getenv(rejectingHostEnv) != "" {
		rejectingHost()
		os.Exit(0)
	}
	os.Exit(buildtest.Main(m))
}
