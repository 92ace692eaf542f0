//go:build long

package conformance

// longRun is true in a build with the tag long: the exhaustive runs
// .ci/run adds to go test ./... (go test -tags long).
const longRun = true
