package main

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// TestStopRepeated pins the rule: the same signal within repeatWindow of
// the stop repeats it; the other signal, the same one later, or any
// signal before a stop does not.
func TestStopRepeated(t *testing.T) {
	t.Parallel()
	at := time.Unix(1000, 0)
	s := stop{syscall.SIGTERM, at}
	for _, tc := range []struct {
		stop stop
		sig  os.Signal
		now  time.Time
		want bool
	}{
		{s, syscall.SIGTERM, at.Add(time.Millisecond), true},
		{s, syscall.SIGTERM, at.Add(repeatWindow - time.Millisecond), true},
		{s, syscall.SIGTERM, at.Add(repeatWindow), false},
		{s, os.Interrupt, at.Add(time.Millisecond), false},
		{stop{}, syscall.SIGTERM, at, false},
	} {
		if got := tc.stop.repeated(tc.sig, tc.now); got != tc.want {
			t.Errorf("stop %v at %v, then %v %v later: repeated %v, want %v", tc.stop.sig, tc.stop.at, tc.sig, tc.now.Sub(at), got, tc.want)
		}
	}
}
