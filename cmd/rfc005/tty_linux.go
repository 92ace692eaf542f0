package main

import (
	"os"
	"syscall"
	"unsafe"
)

// answersAsTerminal reports whether f answers the request for a
// terminal's settings.
func answersAsTerminal(f *os.File) bool {
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}
