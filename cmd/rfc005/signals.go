package main

import (
	"fmt"
	"os"
	"syscall"
	"time"
)

// repeatWindow is how soon after a stopping signal the same signal again
// is the same stop, not a second one: GNU timeout, a terminal's Ctrl-C and
// a CI runner's cancel all send it to rfc005 and to its process group, so
// it comes twice within milliseconds; a person who means "now" sends it
// again later, or sends the other signal.
const repeatWindow = 2 * time.Second

// stop is the signal that stopped a command, and when it came.
type stop struct {
	sig os.Signal
	at  time.Time
}

// repeated reports whether sig, come at now, repeats the stop: the same
// signal within repeatWindow, so the stop goes on and its reports are
// written, where another signal, or this one later, exits at once.
func (s stop) repeated(sig os.Signal, now time.Time) bool {
	return s.sig != nil && sig == s.sig && now.Sub(s.at) < repeatWindow
}

// againExits says, for the stopping message, what exits at once.
func againExits(sig os.Signal) string {
	return fmt.Sprintf("%s again after %s, or the other signal, exits at once", signalName(sig), repeatWindow)
}

func signalName(sig os.Signal) string {
	switch sig {
	case os.Interrupt:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return sig.String()
}

func signalStatus(sig os.Signal) int {
	if n, ok := sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return 1
}
