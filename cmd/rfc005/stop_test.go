package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// reportArgs asks for every report, in dir.
func reportArgs(dir string) []string {
	return []string{"--json", filepath.Join(dir, "r.json"), "--junit", filepath.Join(dir, "r.xml"),
		"--markdown", filepath.Join(dir, "r.md"), "--html", filepath.Join(dir, "r.html"), "--badge", filepath.Join(dir, "r.svg")}
}

// checkIncompleteReports checks that every report in dir (reportArgs) is
// written and marked incomplete for reason, and returns the JSON one.
func checkIncompleteReports(t *testing.T, dir, reason string) reportfile.File {
	t.Helper()
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatalf("report %s: %v", name, err)
		}
		return string(data)
	}
	data := read("r.json")
	validateReport(t, []byte(data))
	var file reportfile.File
	if err := json.Unmarshal([]byte(data), &file); err != nil {
		t.Fatal(err)
	}
	in := file.Incomplete
	if in == nil || in.Reason != reason || in.Observed == 0 || in.Observed >= in.Selected ||
		in.Observed != len(file.Results) || file.Summary.Observations != in.Observed {
		t.Fatalf("JSON incomplete %+v beside %d results, want %q with some but not all observed", in, len(file.Results), reason)
	}
	mark := fmt.Sprintf("INCOMPLETE: %d of %d observations (%s)", in.Observed, in.Selected, reason)
	if lines := strings.SplitN(read("r.md"), "\n", 4); !strings.HasPrefix(lines[0], "## ❌ gate failed: the run is incomplete ("+reason) ||
		!strings.Contains(lines[2], mark) {
		t.Errorf("the Markdown's gate line and headline do not say %q:\n%s", mark, strings.Join(lines[:3], "\n"))
	}
	if x := read("r.xml"); !strings.Contains(x, fmt.Sprintf(`<property name="rfc005.incomplete" value="%s after %d of %d observations`, reason, in.Observed, in.Selected)) {
		t.Errorf("the JUnit report has no rfc005.incomplete property:\n%s", tail(x))
	}
	if svg := read("r.svg"); !strings.Contains(svg, "(incomplete)") {
		t.Errorf("the badge does not say incomplete: %s", svg)
	}
	if html := read("r.html"); !strings.Contains(html, file.Host.Name) {
		t.Errorf("the HTML report names no host")
	}
	return file
}

func validateReport(t *testing.T, data []byte) {
	t.Helper()
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if err := reportSchema(t).Validate(doc); err != nil {
		t.Errorf("the JSON report does not match its schema: %v", err)
	}
}

// alive reports whether process pid exists and is not a zombie.
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return false
	}
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return !os.IsNotExist(err)
	}
	i := bytes.LastIndexByte(stat, ')')
	return !(i >= 0 && i+2 < len(stat) && (stat[i+2] == 'Z' || stat[i+2] == 'X'))
}

// waitGone waits for pid to be gone, up to hangGuard; it reports whether
// it went.
func waitGone(pid int) bool {
	deadline := time.Now().Add(hangGuard)
	for time.Now().Before(deadline) {
		if !alive(pid) {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}

// startBinary starts the built rfc005 run with args, the test host
// reachable as --host in mode, writing its pid and counting its requests
// in dir (host.pid, host.requests), and answering no more after stallAfter
// requests when it is not 0.
func startBinary(t *testing.T, bin, mode, dir string, stallAfter int, args ...string) *started {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append([]string{"run", "--host", exe}, args...)...)
	cmd.Env = append(os.Environ(), testHostEnv+"="+mode, testHostPidFile+"="+filepath.Join(dir, "host.pid"), testHostDelay+"=0s",
		testHostRequests+"="+filepath.Join(dir, "host.requests"))
	if stallAfter > 0 {
		cmd.Env = append(cmd.Env, testHostStallAfter+"="+strconv.Itoa(stallAfter))
	}
	return start(t, cmd)
}

// killGroup ends the test host's process group, if it is still there:
// the cleanup of a test that let it live.
func killGroup(pid int) {
	if pid > 0 && alive(pid) {
		syscall.Kill(-pid, syscall.SIGKILL)
		syscall.Kill(pid, syscall.SIGKILL)
	}
}

// TestRunStopsOnSignal runs the built rfc005 against a host that ignores
// SIGTERM and SIGINT and hangs after some answers, signals it once the
// host hangs, and checks the exit status, every report marked incomplete
// with every answer, the score and gate lines, and that no host process
// is left. go test ./... sends SIGTERM, as a CI runner stops a job;
// -tags long sends SIGINT too.
func TestRunStopsOnSignal(t *testing.T) {
	t.Parallel()
	bin := buildtest.RFC005(t)
	const answers = 12
	tests := []struct {
		sig    syscall.Signal
		name   string
		status int
	}{
		{syscall.SIGINT, "SIGINT", 130},
		{syscall.SIGTERM, "SIGTERM", 143},
	}
	if !longrun.Enabled {
		tests = tests[1:]
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			run := startBinary(t, bin, "slow", dir, answers, append(reportArgs(dir), "--timeout", "1h",
				"--update-baseline", filepath.Join(dir, "baseline.json"))...)
			run.waitFor(t, "the host's hanging request", requestsAtLeast(filepath.Join(dir, "host.requests"), answers+1))
			pid := readPid(t, filepath.Join(dir, "host.pid"))
			t.Cleanup(func() { killGroup(pid) })
			run.cmd.Process.Signal(tt.sig)
			status := run.wait(t)
			stdout, stderr := run.stdout.String(), run.stderr.String()
			if status != tt.status {
				t.Fatalf("exit %d, want %d\n%s", status, tt.status, run.output())
			}
			reason := "interrupted by " + tt.name
			file := checkIncompleteReports(t, dir, reason)
			in := file.Incomplete
			if in.Observed != answers {
				t.Errorf("the reports say %d observed, want the %d the host answered", in.Observed, answers)
			}
			for _, want := range []string{
				fmt.Sprintf("INCOMPLETE %s after %d of %d observations", reason, in.Observed, in.Selected),
				fmt.Sprintf("· INCOMPLETE: %d of %d observations (%s)", in.Observed, in.Selected, reason),
				"normative ", "FAIL: the gate did not pass: the run is incomplete",
			} {
				if !strings.Contains(stdout, want) {
					t.Errorf("stdout does not say %q:\n%s", want, tail(stdout))
				}
			}
			if !strings.Contains(stderr, "rfc005 run: "+tt.name+": stopping") ||
				!strings.Contains(stderr, "--update-baseline "+filepath.Join(dir, "baseline.json")+" not written: the run is incomplete") {
				t.Errorf("stderr:\n%s", stderr)
			}
			if _, err := os.Stat(filepath.Join(dir, "baseline.json")); err == nil {
				t.Errorf("an incomplete run wrote a baseline")
			}
			if !waitGone(pid) {
				t.Errorf("the host (pid %d) is still running after rfc005 run exited", pid)
			}
		})
	}
}

// TestRunSecondSignalExitsAtOnce signals rfc005 twice while its shutdown
// is stuck (its --json report is a FIFO whose pipe is full, so writing it
// blocks): the second signal ends it at once, with its own status.
func TestRunSecondSignalExitsAtOnce(t *testing.T) {
	t.Parallel()
	bin := buildtest.RFC005(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "r.json")
	fullFIFO(t, fifo)
	run := startBinary(t, bin, "hang", dir, 0, "--timeout", "1h", "--json", fifo)
	run.waitFor(t, "the host's first request", requestsAtLeast(filepath.Join(dir, "host.requests"), 1))
	pid := readPid(t, filepath.Join(dir, "host.pid"))
	t.Cleanup(func() { killGroup(pid) })
	run.cmd.Process.Signal(syscall.SIGTERM)
	run.waitFor(t, "the first signal's stop", contains(&run.stderr, "rfc005 run: SIGTERM: stopping"))
	if !run.running() {
		t.Fatalf("rfc005 exited before the second signal: the test cannot tell\n%s", run.output())
	}
	run.cmd.Process.Signal(syscall.SIGINT)
	if status := run.wait(t); status != 130 {
		t.Fatalf("exit %d, want 130 (the second signal's)\n%s", status, run.output())
	}
	if !strings.Contains(run.stderr.String(), "rfc005 run: SIGINT again: exiting at once") {
		t.Errorf("stderr:\n%s", run.stderr.String())
	}
	if !waitGone(pid) {
		t.Errorf("the host (pid %d) is still running after rfc005 run exited", pid)
	}
}

// TestRunSignalledBeforeTheHostStarts pins a signal that arrives while
// the run checks its inputs: no host starts, nothing is scored, the exit
// status is the signal's.
func TestRunSignalledBeforeTheHostStarts(t *testing.T) {
	dir := t.TempDir()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	pidFile := filepath.Join(dir, "host.pid")
	t.Setenv(testHostEnv, "reference")
	t.Setenv(testHostPidFile, pidFile)
	sigs := make(chan os.Signal, 1)
	sigs <- syscall.SIGTERM
	var stdout, stderr bytes.Buffer
	code := runStoppable(append([]string{"--host", exe}, reportArgs(dir)...), sigs, func(int) { t.Error("exit called") }, &stdout, &stderr)
	if code != 143 {
		t.Fatalf("exit %d, want 143\n%s%s", code, stdout.String(), stderr.String())
	}
	if _, err := os.Stat(pidFile); err == nil {
		t.Errorf("the host started")
	}
	if !strings.Contains(stderr.String(), "interrupted by SIGTERM before the host started: writing the reports, marked incomplete, with nothing observed") {
		t.Errorf("stderr:\n%s", stderr.String())
	}
	if in := checkStoppedReports(t, dir, "interrupted by SIGTERM"); in != nil && in.Observed != 0 {
		t.Errorf("the reports say %d observed, want none", in.Observed)
	}
}

// checkStoppedReports checks that reportArgs' reports are all in dir, the
// JSON one valid and marked incomplete for reason, and returns its mark
// (nil, t failed, when one is missing or wrong).
func checkStoppedReports(t *testing.T, dir, reason string) *reportfile.Incomplete {
	t.Helper()
	for _, name := range []string{"r.json", "r.md", "r.xml", "r.svg"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("report %s: %v", name, err)
			return nil
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, "r.json"))
	validateReport(t, data)
	var file reportfile.File
	if err := json.Unmarshal(data, &file); err != nil || file.Incomplete == nil || file.Incomplete.Reason != reason {
		t.Errorf("the JSON report is not marked incomplete for %q: %v, %+v", reason, err, file.Incomplete)
		return nil
	}
	return file.Incomplete
}

// stallingHost is the reference answering n observations, then none
// until the run's context ends, as a host that hangs: a deadline passes
// after the same answers however slow the machine is.
type stallingHost struct {
	adapters.Host
	n    int
	seen *atomic.Int64
}

func (h stallingHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if h.seen.Add(1) > int64(h.n) {
		<-ctx.Done()
		return adapters.Observation{}, ctx.Err()
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestRunDeadline pins --deadline: the run stops when it passes, writes
// every report of what was observed, marked incomplete, and exits 1;
// progress lines say how far it got meanwhile. It sets progressEvery, so
// it runs alone.
func TestRunDeadline(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 100 * time.Millisecond
	dir := t.TempDir()
	const answers = 5
	code, stdout, stderr := runAgainst(t, stallingHost{reference.New(), answers, new(atomic.Int64)},
		append(reportArgs(dir), "--deadline", "3s", "--update-baseline", filepath.Join(dir, "b.json"))...)
	wantExit(t, code, 1, stdout, stderr)
	reason := "the --deadline of 3s passed"
	file := checkIncompleteReports(t, dir, reason)
	if file.Incomplete.Observed != answers {
		t.Errorf("the reports say %d observed, want the %d the host answered", file.Incomplete.Observed, answers)
	}
	if !strings.Contains(stdout, "INCOMPLETE "+reason+" after "+strconv.Itoa(file.Incomplete.Observed)+" of") ||
		!strings.Contains(stdout, "FAIL: the gate did not pass: the run is incomplete") {
		t.Errorf("stdout:\n%s", tail(stdout))
	}
	progress := regexp.MustCompile(`(?m)^rfc005 run: (\d+) of (\d+) observations, \d+ s$`).FindAllStringSubmatch(stderr, -1)
	if len(progress) < 3 || progress[0][2] != strconv.Itoa(file.Incomplete.Selected) {
		t.Errorf("progress lines %q in stderr:\n%s", progress, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "b.json")); err == nil {
		t.Errorf("an incomplete run wrote a baseline")
	}
	// A deadline the run meets changes nothing.
	code, stdout, stderr = runAgainst(t, reference.New(), "--case", "text/*", "--deadline", "1m")
	wantExit(t, code, 0, stdout, stderr)
	if strings.Contains(stdout, "INCOMPLETE") {
		t.Errorf("a run within its deadline is marked incomplete:\n%s", tail(stdout))
	}
}

// vanishingDir is the reference, removing a directory the first time it
// is asked: a report path that passed the check before the run and
// cannot be written after it.
type vanishingDir struct {
	adapters.Host
	dir  string
	done *bool
}

func (h vanishingDir) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if !*h.done {
		*h.done = true
		os.RemoveAll(h.dir)
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestRunReportThatCannotBeWritten pins that a report that fails to be
// written after the run costs only itself: the others are written, the
// scores and the gate are printed, and the exit status is 2.
func TestRunReportThatCannotBeWritten(t *testing.T) {
	t.Parallel()
	dir, gone := t.TempDir(), filepath.Join(t.TempDir(), "gone")
	if err := os.Mkdir(gone, 0o755); err != nil {
		t.Fatal(err)
	}
	jsonPath := filepath.Join(gone, "r.json")
	code, stdout, stderr := runAgainst(t, vanishingDir{reference.New(), gone, new(bool)}, "--case", "text/*",
		"--json", jsonPath, "--junit", filepath.Join(dir, "r.xml"), "--markdown", filepath.Join(dir, "r.md"))
	wantExit(t, code, 2, stdout, stderr)
	if !strings.Contains(stderr, "rfc005 run: --json "+jsonPath+": not written: ") {
		t.Errorf("stderr:\n%s", stderr)
	}
	for _, name := range []string{"r.xml", "r.md"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s not written: %v", name, err)
		}
	}
	if !strings.Contains(stdout, "normative ") || !strings.Contains(stdout, "ok: every gating check passed") {
		t.Errorf("no score or gate line:\n%s", tail(stdout))
	}
}

// TestRunChecksInputsFirst pins that every input the run cannot use is
// refused before any host starts: exit 2, nothing on stdout, a message
// naming the flag and the file.
func TestRunChecksInputsFirst(t *testing.T) {
	dir := t.TempDir()
	path := func(name string) string { return filepath.Join(dir, name) }
	os.WriteFile(path("file"), []byte("x"), 0o644)
	os.Mkdir(path("a-dir"), 0o755)
	fifo := path("fifo.xml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	baseline := func(name, text string) string {
		os.WriteFile(path(name), []byte(text), 0o644)
		return path(name)
	}
	const head = `{"format":"rfc005-lanes-baseline/1","failures":[`
	vectorDir := path("vectors")
	os.Mkdir(vectorDir, 0o755)
	syscall.Mkfifo(filepath.Join(vectorDir, "x.json"), 0o644)
	os.Symlink("/dev/zero", filepath.Join(vectorDir, "y.json"))
	tests := []struct {
		name   string
		args   []string
		stderr []string
	}{
		{"json_dir_missing", []string{"--json", path("no/such/r.json")},
			[]string{"--json " + path("no/such/r.json") + ": its directory " + path("no/such") + " does not exist"}},
		{"junit_is_a_directory", []string{"--junit", path("a-dir")}, []string{"--junit " + path("a-dir") + ": is a directory: name a file"}},
		{"markdown_under_a_file", []string{"--markdown", path("file/r.md")}, []string{"--markdown " + path("file/r.md") + ": " + path("file") + " is not a directory"}},
		{"html_fifo_nobody_reads", []string{"--html", fifo}, []string{"--html " + fifo + ": cannot be written: "}},
		{"badge_same_as_json", []string{"--json", path("r.json"), "--badge", path("a-dir/../r.json")},
			[]string{"--badge " + path("a-dir/../r.json") + ": --json names the same file"}},
		{"update_baseline_dir_missing", []string{"--update-baseline", path("nope/b.json")}, []string{"--update-baseline " + path("nope/b.json") + ": its directory"}},
		{"bad_glob", []string{"--case", "["}, []string{`--case "[": syntax error in pattern`}},
		{"bad_tags", []string{"--tags", "@must&@large"}, []string{`--tags: tag expression "@must&@large": a single "&" at byte 5 is not an operator (and is "&&", or is ",")`, `"@must && ~@large"`}},
		{"negative_deadline", []string{"--deadline", "-1s"}, []string{"--deadline must be positive"}},
		{"baseline_trailing_data", []string{"--baseline", baseline("t.json", head+`]} garbage`)}, []string{path("t.json") + ": not a baseline file: data after its object, at byte"}},
		{"baseline_lane_not_observed", []string{"--baseline", baseline("l.json", head+`{"case":"text/plain","lane":"guard","reason":"r"}]}`)},
			[]string{path("l.json") + ": failures[0] (text/plain on guard): case text/plain observes no lane guard", "lists entries the corpus cannot hold"}},
		{"baseline_unknown_case", []string{"--baseline", baseline("c.json", head+`{"case":"text/gone","lane":"push","reason":"r"}]}`)},
			[]string{`failures[0] (text/gone on push): the corpus has no case "text/gone"`}},
		{"baseline_fifo", []string{"--baseline", fifo}, []string{fifo + ": a named pipe (FIFO), not a regular file"}},
		{"vectors_fifo_and_device", []string{"--vectors", vectorDir},
			[]string{filepath.Join(vectorDir, "x.json") + ": a named pipe (FIFO), not a regular file",
				filepath.Join(vectorDir, "y.json") + ": a character device, not a regular file (a symlink to /dev/zero)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pidFile := filepath.Join(t.TempDir(), "host.pid")
			t.Setenv(testHostPidFile, pidFile)
			done := make(chan struct{})
			var code int
			var stdout, stderr string
			go func() {
				defer close(done)
				code, stdout, stderr = runRFC005(t, "reference", tt.args...)
			}()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				t.Fatal("rfc005 run hangs")
			}
			wantExit(t, code, 2, stdout, stderr)
			for _, want := range tt.stderr {
				if !strings.Contains(stderr, want) {
					t.Errorf("stderr does not say %q:\n%s", want, stderr)
				}
			}
			if stdout != "" {
				t.Errorf("stdout: %s", tail(stdout))
			}
			if _, err := os.Stat(pidFile); err == nil {
				t.Errorf("the host started before the inputs were checked")
			}
		})
	}
}

// TestRunHostileHostStrings scores a host whose name, version, error and
// stderr are made of control characters and markup, writing every
// report: none of them shows a control character, a bidi control, or
// the host's markup as markup.
func TestRunHostileHostStrings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, stdout, stderr := runRFC005(t, "hostile", append(reportArgs(dir), "--case", "text/plain")...)
	wantExit(t, code, 1, stdout, stderr)
	raw := []string{"\x1b", "\x00", "\x07", "\r", "\u202e", "\u2066"}
	outputs := map[string]string{"stdout": stdout, "stderr": stderr}
	for _, name := range []string{"r.json", "r.xml", "r.md", "r.html", "r.svg"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		outputs[name] = string(data)
	}
	for name, out := range outputs {
		for _, bad := range raw {
			if strings.Contains(out, bad) {
				t.Errorf("%s holds %q", name, bad)
			}
		}
	}
	if !strings.Contains(stdout, `host evil\x1b[2J\x1b]0;owned\x07\nFAIL: fake <script>`) || strings.Contains(stdout, "\nFAIL: fake") {
		t.Errorf("the terminal shows the host's name as:\n%s", tail(stdout))
	}
	if !strings.Contains(stdout, `stderr of a hostile host: \x1b[2J`) {
		t.Errorf("the terminal does not show the host's stderr, escaped:\n%s", tail(stdout))
	}
	for _, name := range []string{"r.html", "r.svg", "r.xml"} {
		if strings.Contains(outputs[name], "<script>alert") {
			t.Errorf("%s holds the host's <script>", name)
		}
	}
	// In Markdown, only inside a fenced code block, which shows it as text.
	fence := ""
	for _, line := range strings.Split(outputs["r.md"], "\n") {
		if n := len(line) - len(strings.TrimLeft(line, "`")); n >= 3 {
			if fence == "" {
				fence = line[:n]
			} else if line == fence {
				fence = ""
			}
			continue
		}
		if fence == "" && strings.Contains(line, "<script>") {
			t.Errorf("the Markdown shows the host's <script> outside a code block: %s", line)
		}
	}
	if !strings.Contains(outputs["r.md"], "&lt;script&gt;alert(1)&lt;/script&gt; \\`x\\`") {
		t.Errorf("the Markdown headline:\n%s", strings.SplitN(outputs["r.md"], "\n", 2)[0])
	}
	if !strings.Contains(outputs["r.html"], `evil\x1b[2J\x1b]0;owned\x07\nFAIL: fake &lt;script&gt;alert(1)&lt;/script&gt;`) {
		t.Errorf("the HTML report does not show the host's name escaped")
	}
}

func reportSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	schema, err := schemacheck.Compile("report.schema.json", runner.ReportSchema)
	if err != nil {
		t.Fatal(err)
	}
	return schema
}

// TestTimeoutStopsWithReports stops rfc005 run and rfc005 fuzz through
// GNU timeout -s TERM, at once (once each in go test ./..., three times
// each with -tags long, where a race shows more often): timeout signals rfc005
// and then its process group, so SIGTERM comes twice, and the repeat is
// the same stop. The signal is timeout's own, passed on as when its time
// is up, sent once the host has answered a number of requests and hangs
// on the next (and fuzz has said, in a progress line, that it judged a
// failure): each command is stopped mid-run however busy the machine is. Every run writes its reports (run: the JSON report, marked
// incomplete, of every answer; fuzz: its summary, and the vectors of what
// it found) and exits 143.
func TestTimeoutStopsWithReports(t *testing.T) {
	t.Parallel()
	timeout := testneeds.Program(t, "timeout", "GNU coreutils (Debian: apt-get install coreutils)")
	bin := buildtest.RFC005(t)
	host := testHostCommand(t, "slow-shows-uri")
	family := t.TempDir()
	data, err := fs.ReadFile(vectors.BuiltinFS(), "references.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(family, "references.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	// Answers before the host hangs: run's are observed one by one;
	// fuzz's are five inputs on nine lanes, among them a uri shown.
	answers := map[string]int{"run": 7, "fuzz": 45}
	times := 1
	if longrun.Enabled {
		times = 3
	}
	for i := range times {
		for _, command := range []string{"run", "fuzz"} {
			t.Run(fmt.Sprintf("%s-%d", command, i), func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				args := []string{"--preserve-status", "-s", "TERM", "1h", bin, command, "--host", host, "--jobs", "1", "--timeout", "1h"}
				if command == "run" {
					args = append(append(args, "--builtin=false", "--vectors", family), reportArgs(dir)...)
				} else {
					args = append(args, "--count", "100000", "--shrink", "1", "--out", dir)
				}
				pidFile, requests := filepath.Join(dir, "host.pid"), filepath.Join(dir, "host.requests")
				cmd := exec.Command(timeout, args...)
				cmd.Env = append(os.Environ(), testHostDelay+"=0s", testHostPidFile+"="+pidFile,
					testHostRequests+"="+requests, testHostStallAfter+"="+strconv.Itoa(answers[command]))
				var stdout, stderr lockedBuffer
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				exited := exitedWhen(cmd.Wait)
				output := func() string { return "stdout:\n" + tail(stdout.String()) + "\nstderr:\n" + stderr.String() }
				waitUntil(t, "the host's hanging request", requestsAtLeast(requests, answers[command]+1), exited, output)
				if command == "fuzz" {
					found := func() bool { return fuzzProgressFound.MatchString(stderr.String()) }
					waitUntil(t, "a progress line counting a failure", found, exited, output)
				}
				t.Cleanup(func() { killGroup(readPid(t, pidFile)) })
				cmd.Process.Signal(syscall.SIGTERM)
				waitExit(t, exited, output)
				if code := cmd.ProcessState.ExitCode(); code != 143 {
					t.Fatalf("exit %d, want 143\n%s", code, output())
				}
				if command == "run" {
					if in := checkStoppedReports(t, dir, "interrupted by SIGTERM"); in == nil {
						t.Log(output())
					} else if in.Observed != answers[command] {
						t.Errorf("the report says %d observed, want the %d the host answered", in.Observed, answers[command])
					}
					return
				}
				if out := stdout.String(); !strings.Contains(out, "stopped early: stopped by SIGTERM") || !strings.Contains(out, "group(s), by cause:") {
					t.Errorf("fuzz printed no summary of what it found:\n%s", output())
				}
				if _, err := os.Stat(filepath.Join(dir, "fuzz-seed1-shard1of1.json")); err != nil {
					t.Errorf("fuzz wrote no vectors of what it found: %v\n%s", err, output())
				}
			})
		}
	}
}

// TestSameSignalTwiceIsOneStop sends SIGTERM to rfc005 run and to rfc005
// fuzz, whose output (run's --json, fuzz's --out) is a FIFO with a full
// pipe, so that writing it waits, once the host hangs after some answers,
// and SIGTERM again once the command says it is stopping, as a runner
// repeating a stop does: the repeat is the same stop, so the command
// waits on, writes its output once the FIFO is read, and exits 143,
// where the other signal exits at once (TestRunSecondSignalExitsAtOnce).
func TestSameSignalTwiceIsOneStop(t *testing.T) {
	t.Parallel()
	bin := buildtest.RFC005(t)
	host := testHostCommand(t, "slow-shows-uri")
	answers := map[string]int{"run": 7, "fuzz": 45}
	for _, command := range []string{"run", "fuzz"} {
		t.Run(command, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			fifo := filepath.Join(dir, "out.json")
			r := fullFIFO(t, fifo)
			args := []string{command, "--host", host, "--timeout", "1h"}
			if command == "run" {
				args = append(args, "--json", fifo)
			} else {
				args = append(args, "--jobs", "1", "--count", "100000", "--shrink", "1", "--out", fifo)
			}
			pidFile, requests := filepath.Join(dir, "host.pid"), filepath.Join(dir, "host.requests")
			cmd := exec.Command(bin, args...)
			cmd.Env = append(os.Environ(), testHostDelay+"=0s", testHostPidFile+"="+pidFile,
				testHostRequests+"="+requests, testHostStallAfter+"="+strconv.Itoa(answers[command]))
			c := start(t, cmd)
			c.waitFor(t, "the host's hanging request", requestsAtLeast(requests, answers[command]+1))
			if command == "fuzz" {
				c.waitFor(t, "a progress line counting a failure", c.fuzzFound)
			}
			pid := readPid(t, pidFile)
			t.Cleanup(func() { killGroup(pid) })
			cmd.Process.Signal(syscall.SIGTERM)
			c.waitFor(t, "the first signal's stop", contains(&c.stderr, "rfc005 "+command+": SIGTERM: stopping"))
			cmd.Process.Signal(syscall.SIGTERM)
			// Its output not read, it must wait on; half a second of it
			// shows a command that exits on the repeat.
			select {
			case <-c.exited:
				t.Fatalf("rfc005 %s exited on the repeated SIGTERM, its output not read: exit %d\n%s", command, cmd.ProcessState.ExitCode(), c.output())
			case <-time.After(500 * time.Millisecond):
			}
			out := make(chan []byte)
			go func() { out <- drain(r, c.exited) }()
			if code := c.wait(t); code != 143 {
				t.Fatalf("exit %d, want 143\n%s", code, c.output())
			}
			data := bytes.TrimLeft(<-out, "\x00") // the filling, then the output
			var v map[string]any
			if err := json.Unmarshal(data, &v); err != nil || len(v) == 0 {
				t.Errorf("the output is not whole JSON (%v): %s", err, tail(string(data)))
			}
		})
	}
}

// fullFIFO makes a FIFO at path with a reader that does not read yet and
// a pipe filled up, so that the next write waits, and returns the
// reader's descriptor (raw descriptors: an *os.File would wait for room
// instead of failing).
func fullFIFO(t *testing.T, path string) int {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Close(r) })
	w, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := syscall.Write(w, make([]byte, 4096)); err != nil {
			break
		}
	}
	syscall.Close(w)
	return r
}

// drain reads r until done is closed (the writer exited), and then what
// is left.
func drain(r int, done <-chan struct{}) []byte {
	var out []byte
	buf := make([]byte, 64<<10)
	for {
		n, _ := syscall.Read(r, buf)
		if n > 0 {
			out = append(out, buf[:n]...)
			continue
		}
		select {
		case <-done:
			for {
				if n, _ := syscall.Read(r, buf); n > 0 {
					out = append(out, buf[:n]...)
					continue
				}
				return out
			}
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// TestGiveUpOnAnUnresponsiveHost scores a host that never answers with
// --give-up-after 2: its first case's lanes are errors, the next case's
// first timeout gives it up (timeouts within one case never do), every
// remaining observation is an error at once, saying the host is
// unresponsive, the reports are written, and the exit status is 1.
func TestGiveUpOnAnUnresponsiveHost(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, stdout, stderr := runRFC005(t, "hang", append(reportArgs(dir), "--case", "text/*", "--timeout", "300ms", "--give-up-after", "2")...)
	if code != 1 {
		t.Fatalf("exit %d, want 1\nstdout:\n%s\nstderr:\n%s", code, tail(stdout), stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "r.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file reportfile.File
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	unresponsive, first := 0, 0
	for _, r := range file.Results {
		if r.Case == file.Results[0].Case {
			first++
		}
		if r.Verdict == "error" && strings.Contains(r.Reason, "the host is unresponsive: ") &&
			strings.Contains(r.Reason, " answers in a row timed out (each after 300ms), not all in one case") {
			unresponsive++
		}
	}
	if n := len(file.Results); n < 10 || unresponsive != n-first-1 || file.Incomplete != nil {
		t.Errorf("%d results, %d of them unresponsive, incomplete %+v; want all but the first case's %d and the next one",
			n, unresponsive, file.Incomplete, first)
	}
}

// TestFuzzStoppedBeforeTheHostStarted stops rfc005 fuzz while its host
// starts (once the host's command has begun, and before its hello): the
// summary says nothing was judged, on stdout where the summary goes, and
// the exit status is SIGTERM's.
func TestFuzzStoppedBeforeTheHostStarted(t *testing.T) {
	t.Parallel()
	bin := buildtest.RFC005(t)
	begun := filepath.Join(t.TempDir(), "begun")
	c := start(t, exec.Command(bin, "fuzz", "--host", "sh -c \"echo >'"+begun+"'; sleep 600; exec "+testHostCommand(t, "reference")+"\""))
	c.waitFor(t, "the host's command", func() bool { _, err := os.Stat(begun); return err == nil })
	c.cmd.Process.Signal(syscall.SIGTERM)
	if status := c.wait(t); status != 143 || c.stdout.String() != "rfc005 fuzz: stopped by SIGTERM before the host started: nothing judged\n" {
		t.Errorf("exit %d\n%s", status, c.output())
	}
}
