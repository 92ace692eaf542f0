//go:build !long

package longrun

// Enabled is false in a build without the tag long: the test runs a
// sample, and -tags long runs it whole.
const Enabled = false
