package conformance_test

import (
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/conformance"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// TestConformance scores a host on the suite's MUST scenarios but the large
// ones, each a subtest: go test -run 'TestConformance/image/png-blob'.
func TestConformance(t *testing.T) {
	t.Parallel()
	host := reference.New() // your adapters.Host, e.g. myhost.New()
	conformance.Run(t, host, conformance.Options{
		Tags:     "@must && ~@large", // godog's tag expressions, as rfc005 run --tags
		Baseline: "",                 // or "testdata/rfc005-baseline.json": known failures
	})
}
