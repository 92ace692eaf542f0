//go:build !unix

package fuzz

import "time"

// cpuTime returns 0 where the process's CPU time is not read: the
// benchmarks report no inputs per CPU second there.
func cpuTime() time.Duration { return 0 }
