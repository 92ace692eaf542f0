//go:build !long

package conformance

// longRun is false in a build without the tag long: go test ./... runs a
// sample where -tags long runs everything.
const longRun = false
