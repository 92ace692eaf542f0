//go:build long

package longrun

// Enabled is true in a build with the tag long: the test runs whole.
const Enabled = true
