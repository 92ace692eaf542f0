//go:build unix

package fuzz

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, user and system: on
// a loaded machine, a benchmark's inputs per CPU second say more than its
// inputs per second of the clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
