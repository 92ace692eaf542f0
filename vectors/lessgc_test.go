package vectors

// The tests collect garbage less often, and so do the processes they
// start (internal/testkit/lessgc).
import _ "github.com/rfc005-lanes/rfc005-lanes/internal/testkit/lessgc"
