// Package lessgc makes a test binary, and every process it starts, collect
// garbage less often: it sets the collector's target to Percent unless
// $GOGC is set. The suite's tests read the corpus and judge whole runs
// again and again, a small live heap and much garbage, with deep stacks
// (inputs nested 10,000 levels) that every collection scans and shrinks
// only for the next input to grow them again; at Go's default of 100 the
// collector takes about a third of their CPU. The processes they start
// (the command under test, test hosts, go build) inherit $GOGC.
//
// A package takes it with one blank import, in one of its test files:
//
//	import _ "github.com/rfc005-lanes/rfc005-lanes/internal/testkit/lessgc"
//
// Tests that measure a heap's size (HeapAlloc) rather than what was
// allocated (TotalAlloc) must not take it.
package lessgc

import (
	"os"
	"runtime/debug"
	"strconv"
)

// Percent is the collector's target: a collection when the heap has grown
// by 400% of what was live after the last one.
const Percent = 400

func init() { Set() }

// Set makes this process, and the processes it starts after, collect at
// Percent, unless $GOGC says otherwise. It reports whether it did.
func Set() bool {
	if os.Getenv("GOGC") != "" {
		return false
	}
	debug.SetGCPercent(Percent)
	os.Setenv("GOGC", strconv.Itoa(Percent))
	return true
}
