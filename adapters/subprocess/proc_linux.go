package subprocess

import (
	"os"
	"strconv"
	"syscall"
	"unsafe"
)

// Why Linux gets system calls of its own, and the tests that show each:
//   - Pdeathsig: a runner killed with SIGKILL leaves no host: TestRunnerKilled;
//   - pipeHolders (/proc/*/fd): a setsid grandchild holding the host's
//     stdout is killed, not waited for: TestGallery;
//   - inPipe (TIOCINQ) and pipeState (a ppoll that does not wait): what a
//     host wrote unasked, or that its stdout ended, is seen before the next
//     request without reading it: TestPending,
//     TestUnaskedLineIsTheNextObservationsError, TestAnswerAfterExit,
//     TestStalledRequestKeepsWhatTheHostWrote. The standard library has no
//     way to look into a pipe without reading it: a read under a deadline
//     already past returns at once without reading.

// sysProcAttr starts the host in a process group of its own, and asks the
// kernel to kill it should the runner die without stopping it (killed by
// SIGKILL, say). The kernel sends that signal when the thread that started
// the host ends, which in a Go program happens only when a goroutine locked
// to its thread exits locked; nothing in this module does that.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// pipeHolders returns the pids of the processes, other than this one,
// holding a pipe with one of the inodes: a host's descendants, in its
// process group or not, that keep its pipes open.
func pipeHolders(inodes []uint64) []int {
	if len(inodes) == 0 {
		return nil
	}
	want := map[string]bool{}
	for _, ino := range inodes {
		want["pipe:["+strconv.FormatUint(ino, 10)+"]"] = true
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	self := os.Getpid()
	var out []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == self {
			continue
		}
		dir := "/proc/" + e.Name() + "/fd/"
		fds, err := os.ReadDir(dir)
		if err != nil {
			continue // another user's, or gone
		}
		for _, fd := range fds {
			if target, err := os.Readlink(dir + fd.Name()); err == nil && want[target] {
				out = append(out, pid)
				break
			}
		}
	}
	return out
}

// inPipe returns how many bytes wait in the pipe f reads from, not yet
// read.
func inPipe(f *os.File) int {
	rc, err := f.SyscallConn()
	if err != nil {
		return 0
	}
	var n int32
	rc.Control(func(fd uintptr) {
		_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, fd, syscall.TIOCINQ, uintptr(unsafe.Pointer(&n)))
		if errno != 0 {
			n = 0
		}
	})
	return int(n)
}

// pipeState returns how many bytes wait in the pipe f reads from, and
// whether the pipe has ended: nothing waits and every write end is closed.
// Its common answer, nothing and not ended, costs one system call.
func pipeState(f *os.File) (waiting int, ended bool) {
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, false
	}
	var revents int16
	rc.Control(func(fd uintptr) {
		pfd := struct {
			fd      int32
			events  int16
			revents int16
		}{fd: int32(fd), events: pollIn}
		var zero syscall.Timespec // do not wait
		_, _, errno := syscall.Syscall6(syscall.SYS_PPOLL, uintptr(unsafe.Pointer(&pfd)), 1, uintptr(unsafe.Pointer(&zero)), 0, 0, 0)
		if errno == 0 {
			revents = pfd.revents
		}
	})
	switch {
	case revents&pollIn != 0:
		return inPipe(f), false
	case revents&pollHup != 0:
		return 0, true
	}
	return 0, false
}

// The poll events pipeState asks about (poll.h).
const (
	pollIn  = 0x1
	pollHup = 0x10
)
