// Package waitbound is for a test package whose tests spend most of their
// time waiting, not computing: on host processes they start, on the
// timeouts they provoke, on signals and pipes. go test runs as many
// parallel tests at once as there are CPUs (-parallel defaults to
// GOMAXPROCS), so on a 2-core machine two tests that each wait a second
// for a timeout keep both slots idle while the CPU has nothing to do.
// Parallel raises that default for the package; a -parallel given on the
// command line still wins.
//
//	func TestMain(m *testing.M) {
//		waitbound.Parallel(8)
//		os.Exit(m.Run())
//	}
package waitbound

import (
	"flag"
	"fmt"
	"runtime"
)

// Parallel makes -test.parallel n, or GOMAXPROCS when that is larger,
// unless the command line gives -test.parallel (or -parallel to go test).
// It parses the command line, so it must be called in TestMain before
// m.Run, which then leaves the flags as they are. It panics if the testing
// flags are not registered (a call outside a test binary's TestMain).
func Parallel(n int) {
	if flag.Lookup("test.parallel") == nil {
		panic("waitbound.Parallel: no -test.parallel flag; call it from TestMain")
	}
	if !flag.Parsed() {
		flag.Parse()
	}
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if given {
		return
	}
	if err := flag.Set("test.parallel", fmt.Sprint(max(n, runtime.GOMAXPROCS(0)))); err != nil {
		panic("waitbound.Parallel: " + err.Error())
	}
}
