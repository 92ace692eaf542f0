package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
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
	// The host fails on push alone (drops-text), so the push lane gives
	// the whole corpus's baseline at a ninth of the cost; the cases nested
	// ten thousand levels deep, most of a run's time, add nothing to what
	// is written here.
	sel := []string{"--lanes", "push", "--tags", "~@deep"}
	if code, stdout, stderr := runRFC005(t, "drops-text", append(sel, "--update-baseline", base)...); code == 2 {
		t.Fatalf("recording the baseline: exit %d\n%s\n%s", code, tail(stdout), stderr)
	} // exit 1: its security failures, which no baseline excuses
	old, err := os.ReadFile(base)
	if err != nil || len(old) < 16<<10 {
		t.Fatalf("the baseline is %d bytes (%v); want more than the 8 KiB limit", len(old), err)
	}
	// ulimit -f counts blocks of 512 bytes (dash) or 1024 (bash): 8 is at
	// most 8 KiB, below the baseline's size.
	cmd := exec.Command("sh", "-c", `ulimit -f 8 && exec "$@"`, "sh", bin, "run", "--host", host, sel[0], sel[1], sel[2], sel[3],
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

// TestOutputIsNotAnInput: an output path that names a file the command
// reads, by the same path, another spelling or a link, is a usage error
// before anything is read or written, and the input is left as it was;
// --baseline X --update-baseline X, an update in place, is not.
func TestOutputIsNotAnInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, link, vec := filepath.Join(dir, "b.json"), filepath.Join(dir, "link.json"), filepath.Join(dir, "v.json")
	if code, stdout, stderr := rfc005("run", "--case", "text/*", "--update-baseline", base); code != 0 {
		t.Fatalf("recording a baseline: exit %d\n%s\n%s", code, stdout, stderr)
	}
	vectors, err := os.ReadFile("../../vectors/text.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(vec, vectors, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("b.json", link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("out.json", filepath.Join(dir, "out-link.json")); err != nil { // a link to a file not there yet
		t.Fatal(err)
	}
	before := map[string][]byte{}
	for _, p := range []string{base, vec} {
		before[p], _ = os.ReadFile(p)
	}
	other := dir + "/sub/../b.json"
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--baseline", base, "--json", base}, "--json " + base + " is the --baseline file, which this run reads"},
		{[]string{"run", "--baseline", base, "--markdown", link}, "--markdown " + link + " is the --baseline file " + base + ", which"},
		{[]string{"run", "--baseline", base, "--junit", other}, "--junit " + other + " is the --baseline file " + base + ", which"},
		{[]string{"run", "--builtin=false", "--vectors", vec, "--html", vec}, "--html " + vec + " is the --vectors file, which"},
		{[]string{"run", "--baseline", link, "--update-baseline", vec, "--vectors", vec}, "--update-baseline " + vec + " is the --vectors file"},
		{[]string{"report", "--html", base, base}, "--html " + base + " is the REPORT.json file, which"},
		// Two outputs, one file through a link: the same reading of "the same file".
		{[]string{"run", "--json", filepath.Join(dir, "out.json"), "--markdown", filepath.Join(dir, "out-link.json")}, "--markdown " + filepath.Join(dir, "out-link.json") + ": --json names the same file"},
		{[]string{"fuzz", "--count", "3", "--vectors", vec, "--out", vec}, "--out " + vec + " is the --vectors file, which"},
	} {
		code, stdout, stderr := rfc005(tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("rfc005 %q: exit %d, stderr %q; want exit 2 and one line saying %q\n%s", tc.args, code, stderr, tc.want, tail(stdout))
		}
	}
	for p, data := range before {
		if now, err := os.ReadFile(p); err != nil || !bytes.Equal(now, data) {
			t.Errorf("%s was changed: %v", p, err)
		}
	}
	if code, stdout, stderr := rfc005("run", "--case", "text/*", "--baseline", link, "--update-baseline", base); code != 0 {
		t.Errorf("--baseline X --update-baseline X (through a link): exit %d\n%s\n%s", code, tail(stdout), stderr)
	}
}

// TestNoSecretInAnyOutput scores a host that logs every request to
// stderr and fails each audio case, its errors quoting that stderr, the
// case's uris in it: no report, no baseline and no terminal line shows a
// hidden string of any case, where each error shows its mask.
func TestNoSecretInAnyOutput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base := filepath.Join(dir, "b.json")
	code, stdout, stderr := runRFC005(t, "logs", append(reportArgs(dir), "--case", "audio/*", "--update-baseline", base, "-v")...)
	if code == 2 {
		t.Fatalf("exit %d\n%s\n%s", code, tail(stdout), stderr)
	}
	outputs := map[string]string{"stdout": stdout, "stderr": stderr}
	for _, name := range []string{"r.json", "r.xml", "r.md", "r.html", "b.json"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		outputs[name] = string(data)
	}
	if !strings.Contains(outputs["r.json"], "request on ") || !strings.Contains(outputs["r.json"], "memo:/…") {
		t.Fatalf("no error quotes the host's stderr, masked: the test shows nothing")
	}
	corpus := testcorpus.Builtin(t)
	for _, c := range corpus.Cases {
		if !strings.HasPrefix(c.ID, "audio/") {
			continue
		}
		for _, h := range c.Hidden {
			for name, out := range outputs {
				if strings.Contains(out, h) {
					t.Errorf("%s shows %s's hidden %q", name, c.ID, h)
				}
			}
		}
	}
}
