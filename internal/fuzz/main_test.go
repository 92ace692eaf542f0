package fuzz

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain runs the tests with the garbage collector's target the fuzz
// command sets (GCPercent), unless $GOGC says otherwise: the runs they
// make have the command's heap, a small live one and much garbage.
func TestMain(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(GCPercent)
	}
	os.Exit(m.Run())
}
