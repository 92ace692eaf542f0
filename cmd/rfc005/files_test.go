package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/buildtest"
)

// TestFullDiskKeepsTheBaseline updates a baseline in place, as the
// README's usage does, under a file size limit smaller than the baseline
// (ulimit -f, a full disk's error for the writer): exit 2 saying the file
// is as it was, the old baseline whole, no report half written and no
// temporary file left.
func TestFullDiskKeepsTheBaseline(t *testing.T) {
	t.Parallel()
	bin := buildtest.RFC005(t)
	dir := t.TempDir()
	base := filepath.Join(dir, "b.json")
	host := testHostCommand(t, "drops-text")
	if code, stdout, stderr := runRFC005(t, "drops-text", "--update-baseline", base); code == 2 {
		t.Fatalf("recording the baseline: exit %d\n%s\n%s", code, tail(stdout), stderr)
	} // exit 1: its security failures, which no baseline excuses
	old, err := os.ReadFile(base)
	if err != nil || len(old) < 16<<10 {
		t.Fatalf("the baseline is %d bytes (%v); want more than the 8 KiB limit", len(old), err)
	}
	// ulimit -f counts blocks of 512 bytes (dash) or 1024 (bash): 8 is at
	// most 8 KiB, below the baseline's size.
	cmd := exec.Command("sh", "-c", `ulimit -f 8 && exec "$@"`, "sh", bin, "run", "--host", host,
		"--baseline", base, "--update-baseline", base, "--json", filepath.Join(dir, "r.json"))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	if code := cmd.ProcessState.ExitCode(); code != 2 {
		t.Fatalf("exit %d (%v), want 2\nstdout:\n%s\nstderr:\n%s", code, err, tail(stdout.String()), stderr.String())
	}
	for _, want := range []string{
		"rfc005 run: --json " + filepath.Join(dir, "r.json") + ": not written: file too large (the file there is as it was)",
		"rfc005 run: --update-baseline " + base + ": not written: file too large (the file there is as it was)",
	} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr does not say %q:\n%s", want, stderr.String())
		}
	}
	if now, _ := os.ReadFile(base); !bytes.Equal(now, old) {
		t.Errorf("the baseline is not whole: %d bytes, was %d", len(now), len(old))
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the directory holds %v; want b.json alone", entries)
	}
}
