package waitbound

import (
	"flag"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

func TestMain(m *testing.M) {
	Parallel(5)
	os.Exit(m.Run())
}

// TestParallel pins what Parallel leaves go test with: five parallel
// tests at once (or GOMAXPROCS, when larger), unless the command line
// gives -test.parallel, which then stands.
func TestParallel(t *testing.T) {
	want := strconv.Itoa(max(5, runtime.GOMAXPROCS(0)))
	if given := os.Getenv("WAITBOUND_GIVEN"); given != "" {
		want = given
	}
	if got := flag.Lookup("test.parallel").Value.String(); got != want {
		t.Fatalf("-test.parallel is %s, want %s", got, want)
	}
	if os.Getenv("WAITBOUND_GIVEN") != "" {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run", "^TestParallel$", "-test.v", "-test.parallel", "3")
	cmd.Env = append(os.Environ(), "WAITBOUND_GIVEN=3")
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "--- PASS") {
		t.Errorf("with -test.parallel 3 given: %v\n%s", err, out)
	}
}
