//go:build mutate

package fault

// Enabled reports whether this build can plant faults.
const Enabled = true
