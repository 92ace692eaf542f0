package subprocess

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// startFailure starts argv in dir, which must fail to start, and returns
// its StartError.
func startFailure(t *testing.T, dir string, argv ...string) *StartError {
	t.Helper()
	h, err := New(context.Background(), argv, Options{Dir: dir, Timeout: 5 * time.Second})
	if err == nil {
		h.Close()
		t.Fatalf("%q started", argv)
	}
	var se *StartError
	if !errors.As(err, &se) {
		t.Fatalf("error %v, want a StartError", err)
	}
	t.Logf("the error reads:\n%v", err)
	return se
}

// wantSays checks that the error says each of want.
func wantSays(t *testing.T, err error, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("the error does not say %q:\n%v", w, err)
		}
	}
}

// TestStartErrorNodeMissingScript pins the typo in --host the error must
// explain: node's "Cannot find module" is shown, on a line of its own,
// with the command and the directory it ran in.
func TestStartErrorNodeMissingScript(t *testing.T) {
	t.Parallel()
	testneeds.Program(t, "node", "Node 20 (Debian: apt-get install nodejs)")
	dir := t.TempDir()
	se := startFailure(t, dir, "node", "does-not-exist.js")
	missing := filepath.Join(dir, "does-not-exist.js")
	wantSays(t, se,
		"the host exited before answering hello (exit status 1)",
		"\n  command: node does-not-exist.js\n",
		"\n  in: "+dir+"\n",
		"\n  error: Error: Cannot find module '"+missing+"'\n",
		"\n  host stderr:\n",
	)
	if !strings.HasPrefix(se.FirstError, "Error: Cannot find module") {
		t.Errorf("FirstError %q", se.FirstError)
	}
	if se.Dir != dir {
		t.Errorf("Dir %q, want %q", se.Dir, dir)
	}
}

// TestStartErrorPythonImport pins that a Python traceback is summed up by
// its last line, the exception.
func TestStartErrorPythonImport(t *testing.T) {
	t.Parallel()
	testneeds.Program(t, "python3", "Python 3 (Debian: apt-get install python3)")
	dir := t.TempDir()
	script := "import sys\nimport rfc005_no_such_module\n"
	if err := os.WriteFile(filepath.Join(dir, "host.py"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	se := startFailure(t, dir, "python3", "host.py")
	wantSays(t, se,
		"the host exited before answering hello (exit status 1)",
		"\n  command: python3 host.py\n",
		"\n  error: ModuleNotFoundError: No module named 'rfc005_no_such_module'\n",
		"Traceback (most recent call last):",
	)
}

// stderrNoise is a shell script's 200 lines of stderr, "noise 0: …" to
// "noise 199: …", about 10 KB: more than a host's errors keep.
const stderrNoise = `i=0
while [ $i -lt 200 ]; do
	echo "noise $i: the same few words over and over again" >&2
	i=$((i+1))
done
`

// TestStartErrorLongStderr pins the bound on a start error: of 10 KB of
// stderr it keeps the head and the tail, about 4 KB, and says how much it
// cut; the first error line, at the head, is kept and pulled out.
func TestStartErrorLongStderr(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := `echo "starting up" >&2
echo "host.sh: fatal error: cannot read config.toml" >&2
` + stderrNoise + `echo "the last words" >&2
exit 3
`
	if err := os.WriteFile(filepath.Join(dir, "host.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	se := startFailure(t, dir, "sh", "host.sh")
	wantSays(t, se,
		"the host exited before answering hello (exit status 3)",
		"\n  error: host.sh: fatal error: cannot read config.toml\n",
		"    | starting up\n",
		"bytes cut)…",
		"    | the last words",
	)
	if n := len(se.Error()); n > 4800 { // 4 KB of stderr, each line quoted after stderrLinePrefix
		t.Errorf("the error is %d bytes long, want about 4 KB at most", n)
	}
	if n := len(se.Stderr); n > 4200 {
		t.Errorf("Stderr is %d bytes long, want about 4 KB at most", n)
	}
}

// TestStartErrorWholeStderr pins that stderr of up to 4 KB is shown whole.
func TestStartErrorWholeStderr(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := `i=0
while [ $i -lt 60 ]; do
	echo "line $i of the host's stderr" >&2
	i=$((i+1))
done
exit 1
`
	if err := os.WriteFile(filepath.Join(dir, "host.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	se := startFailure(t, dir, "sh", "host.sh")
	for _, w := range []string{"    | line 0 of", "    | line 30 of", "    | line 59 of"} {
		wantSays(t, se, w)
	}
	if strings.Contains(se.Error(), "cut") {
		t.Errorf("stderr was cut:\n%v", se)
	}
}

// TestStartErrorMissingExecutable pins a command that cannot be run.
func TestStartErrorMissingExecutable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	se := startFailure(t, dir, "rfc005-no-such-host", "--flag", "a b")
	wantSays(t, se,
		`exec: "rfc005-no-such-host": executable file not found in $PATH`,
		"\n  command: rfc005-no-such-host --flag 'a b'\n",
		"\n  in: "+dir,
	)
	se = startFailure(t, "", "./rfc005-no-such-host.sh")
	wantSays(t, se, "no such file or directory", "\n  command: ./rfc005-no-such-host.sh\n")
	if wd, _ := os.Getwd(); !strings.HasSuffix(se.Error(), "\n  in: "+wd) {
		t.Errorf("the error does not name the directory %s:\n%v", wd, se)
	}
}

// TestStartErrorNotExecutable pins a script without its execute bit.
func TestStartErrorNotExecutable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "host.sh"), []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	se := startFailure(t, dir, "./host.sh")
	wantSays(t, se, "the host command cannot be run: fork/exec ./host.sh: permission denied")
	if strings.Contains(se.Error(), "host stderr") {
		t.Errorf("a command that never ran has no stderr to show:\n%v", se)
	}
}

// TestStartErrorShellNotFound pins a shell's "not found".
func TestStartErrorShellNotFound(t *testing.T) {
	t.Parallel()
	se := startFailure(t, t.TempDir(), "sh", "-c", "rfc005-no-such-tool --serve")
	wantSays(t, se,
		"the host exited before answering hello (exit status 127)",
		"\n  command: sh -c 'rfc005-no-such-tool --serve'\n",
		"\n  error: ",
		"rfc005-no-such-tool: ",
		"not found",
	)
}

// TestRestartErrorIsBrief pins that a host failing to start again during
// a run gives each observation a brief error (the reason, the error line
// and the last lines of stderr, as other observation errors), while the
// StartError it wraps keeps the whole excerpt.
func TestRestartErrorIsBrief(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := `if [ -e started ]; then
	echo "Error: cannot start again" >&2
` + stderrNoise + `	exit 1
fi
touch started
read line
echo '{"op":"hello","protocol":1,"host":{"name":"sh","version":"1"},"lanes":["push"]}'
read line
exit 2
`
	if err := os.WriteFile(filepath.Join(dir, "host.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	h, err := New(context.Background(), []string{"sh", "host.sh"}, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for i, want := range []string{"the host exited (exit status 2)", "the host could not be restarted: ", "the host could not be restarted: ", "it failed to start 3 times in a row"} {
		_, err := h.Observe(context.Background(), "push", push("case "+strconv.Itoa(i)))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("observation %d: %v, want %q", i, err, want)
		}
		t.Logf("observation %d: %v", i, err)
		if i == 0 {
			continue
		}
		wantSays(t, err, "the host exited before answering hello (exit status 1)", "\n  error: Error: cannot start again",
			"noise 199: the same few words")
		if n := len(err.Error()); n > 1000 || strings.Contains(err.Error(), "noise 170:") {
			t.Errorf("observation %d: a %d-byte error:\n%v", i, n, err)
		}
		var se *StartError
		if !errors.As(err, &se) || !strings.Contains(se.Error(), "noise 170:") || !strings.Contains(se.Error(), "bytes cut") {
			t.Errorf("observation %d: the StartError wrapped: %v", i, se)
		}
	}
}

// forgedStderr is a host's stderr whose lines a CI runner would read as
// commands, were they printed as they are or indented.
const forgedStderr = "toy: why\n::error title=FORGED::x\n  ::add-mask::rfc005\n\t::stop-commands::tok\n"

// TestStderrLinesStartWithAPrefix pins that every line of a host's
// stderr an error quotes, of a host that could not start and of one that
// answered an error, starts with stderrLinePrefix: neither a space nor a
// colon, so no line of it starts with "::" once a CI runner trims it.
func TestStderrLinesStartWithAPrefix(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := "printf '%s' '" + forgedStderr + "' >&2\nexit 1\n"
	if err := os.WriteFile(filepath.Join(dir, "host.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	started := startFailure(t, dir, "sh", "host.sh")
	h, err := toy(t, "serve", Options{Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	_, answered := h.Observe(context.Background(), adapters.Push, push("@toy:stderr-forge"))
	for _, err := range []error{started, answered} {
		if err == nil {
			t.Fatal("no error")
		}
		_, quoted, ok := strings.Cut(err.Error(), "host stderr")
		if !ok {
			t.Fatalf("the error quotes no stderr:\n%v", err)
		}
		lines := strings.Split(strings.TrimRight(quoted, "\n"), "\n")[1:]
		if len(lines) < 4 {
			t.Errorf("the error quotes %d lines of stderr:\n%v", len(lines), err)
		}
		for _, l := range lines {
			if !strings.HasPrefix(l, stderrLinePrefix) || strings.HasPrefix(strings.TrimSpace(l), ":") {
				t.Errorf("a line of stderr reads %q:\n%v", l, err)
			}
		}
	}
}
