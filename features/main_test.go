package features_test

import (
	"os"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
)

// TestMain removes the rfc005 binary the subprocess tests build once.
func TestMain(m *testing.M) { os.Exit(buildtest.Main(m)) }
