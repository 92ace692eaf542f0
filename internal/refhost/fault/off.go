//go:build !mutate

package fault

// Enabled reports whether this build can plant faults: false without the
// build tag "mutate", where the reference consults none.
const Enabled = false
