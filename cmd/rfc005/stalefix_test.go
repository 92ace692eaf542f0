package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
)

// TestStaleBaselineFix: after the host improves, a run gated on its
// baseline names a few stale entries, counts the rest, and gives the one
// command that drops them: the run's own, its report files left out, with
// --update-baseline of the user's baseline. That command, run as printed,
// rewrites the baseline, and the gate then passes.
func TestStaleBaselineFix(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	baseline := filepath.Join(dir, "my baseline.json")
	text := []string{"--case", "text/*", "--lanes", "push"}
	code, stdout, stderr := runRFC005(t, "drops-text", append(text, "--update-baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)

	// The host improved: every entry is stale.
	code, stdout, stderr = runRFC005(t, "", append(text, "--json", filepath.Join(dir, "r.json"), "--baseline="+baseline, "--markdown", filepath.Join(dir, "r.md"))...)
	wantExit(t, code, 1, stdout, stderr)
	var named, fix []string
	for _, l := range strings.Split(stdout, "\n") {
		switch {
		case strings.HasPrefix(l, "STALE     ") && strings.HasSuffix(l, " is listed in the baseline but does not fail"):
			named = append(named, l)
		case strings.HasPrefix(l, "FIX       "):
			fix = append(fix, l)
		}
	}
	quoted := "'" + baseline + "'"
	want := "FIX       drop the 8 stale entries by rewriting the baseline in place with this run's failures: rfc005 run --case 'text/*' --lanes push '--baseline=" + baseline + "' --update-baseline " + quoted
	if len(named) != 5 || !strings.Contains(stdout, "STALE     …and ") || len(fix) != 1 || fix[0] != want {
		t.Fatalf("want 5 stale entries named, the rest counted, then %q\nstdout:\n%s", want, tail(stdout))
	}

	// The command, as printed, drops them.
	_, command, _ := strings.Cut(fix[0], ": rfc005 ")
	args, err := hostcmd.Split(command)
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr = runRFC005(t, "", args[1:]...)
	wantExit(t, code, 0, stdout, stderr)
	code, stdout, stderr = runRFC005(t, "", append(text, "--baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
}
