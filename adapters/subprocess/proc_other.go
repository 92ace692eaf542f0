//go:build !linux

package subprocess

import (
	"os"
	"syscall"
)

// sysProcAttr starts the host in a process group of its own.
func sysProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// pipeHolders finds nothing where there is no /proc to read: the pipes are
// closed on this side, and whoever holds them is not waited for.
func pipeHolders(inodes []uint64) []int { return nil }

// inPipe cannot look into a pipe here: only what was read from it counts.
func inPipe(f *os.File) int { return 0 }

// pipeState cannot look into a pipe here: only what was read from it
// counts, and its end is seen when an answer is read.
func pipeState(f *os.File) (waiting int, ended bool) { return 0, false }
