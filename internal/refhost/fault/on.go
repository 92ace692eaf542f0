//go:build mutate

package fault

import "sync/atomic"

// Enabled reports whether this build can plant faults.
const Enabled = true

var planted atomic.Int64

// On reports whether fault f is planted.
func On(f ID) bool { return ID(planted.Load()) == f }

// Planted returns the fault planted, None for the sound host.
func Planted() ID { return ID(planted.Load()) }

// Plant plants fault f (None for the sound host), replacing any other.
func Plant(f ID) { planted.Store(int64(f)) }
