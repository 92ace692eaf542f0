package lessgc

import (
	"os"
	"os/exec"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestSet pins what a test binary that imports the package runs with,
// started (as this test starts itself) without $GOGC: the collector at
// Percent, and $GOGC set for the processes it starts; and started with
// $GOGC: that, left as it was.
func TestSet(t *testing.T) {
	if want := os.Getenv("LESSGC_WANT"); want != "" {
		got := debug.SetGCPercent(-1)
		out, err := exec.Command("sh", "-c", `echo "$GOGC"`).Output()
		if strconv.Itoa(got) != want || err != nil || strings.TrimSpace(string(out)) != want {
			t.Errorf("the collector's target is %d, and a process started sees GOGC=%q (%v); want %s", got, out, err, want)
		}
		return
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	env := slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "GOGC=") })
	for _, tt := range []struct{ gogc, want string }{{"", strconv.Itoa(Percent)}, {"250", "250"}} {
		cmd := exec.Command(exe, "-test.run", "^TestSet$", "-test.v")
		cmd.Env = append(slices.Clone(env), "LESSGC_WANT="+tt.want)
		if tt.gogc != "" {
			cmd.Env = append(cmd.Env, "GOGC="+tt.gogc)
		}
		if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "--- PASS") {
			t.Errorf("started with GOGC=%q: %v\n%s", tt.gogc, err, out)
		}
	}
}
