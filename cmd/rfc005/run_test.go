package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/serve"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/buildtest"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/junitfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/waitbound"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// testHostEnv makes this test binary a host over the protocol: the
// reference, made wrong in the way the variable names.
const testHostEnv = "RFC005_TEST_HOST"

func TestMain(m *testing.M) {
	if mode := testHostMode(); mode != "" {
		testHostStarts(mode)
		serve.Serve(context.Background(), os.Stdin, os.Stdout, wrongHost{Host: reference.New(), mode: mode})
		os.Exit(0)
	}
	waitbound.Parallel(6)
	os.Exit(buildtest.Main(m))
}

// testHostArg, as the binary's one argument "--rfc005-test-host=MODE",
// makes it the test host in MODE as testHostEnv does: a test that gives
// the mode in the host's command, not its environment, may run in
// parallel with others.
const testHostArg = "--rfc005-test-host="

// testHostMode returns the mode the binary was started in as the test
// host (its argument testHostArg, else testHostEnv), or "" when it runs
// the tests.
func testHostMode() string {
	for _, a := range os.Args[1:] {
		if mode, ok := strings.CutPrefix(a, testHostArg); ok {
			return mode
		}
	}
	return os.Getenv(testHostEnv)
}

// testHostCommand is the --host command of the test host in mode.
func testHostCommand(t *testing.T, mode string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return "'" + exe + "' " + testHostArg + mode
}

// testHostCommandEnv is the --host command of the test host in mode with
// the variables env ("NAME=value") set, through env(1): a test that sets
// them there, not in its own environment, may run in parallel.
func testHostCommandEnv(t *testing.T, mode string, env ...string) string {
	t.Helper()
	command := "env"
	for _, kv := range env {
		command += " '" + kv + "'"
	}
	return command + " " + testHostCommand(t, mode)
}

// Variables the test host reads: a file to write its pid to (written
// whole, then renamed into place); how long the "slow" host takes for
// each answer; a file it adds a byte to for each request it reads, so
// that a test waits for requests, not for time; and a number of requests
// after which it answers no more, so that a stop comes mid-run however
// slow the machine is.
const (
	testHostPidFile    = "RFC005_TEST_PIDFILE"
	testHostDelay      = "RFC005_TEST_DELAY"
	testHostRequests   = "RFC005_TEST_REQUESTS"
	testHostStallAfter = "RFC005_TEST_STALL_AFTER"
)

// testHostCounts adds the request to the testHostRequests file, when
// there is one, and hangs when it is beyond testHostStallAfter: the
// host's requests before it were each answered.
func testHostCounts() {
	p := os.Getenv(testHostRequests)
	if p == "" {
		return
	}
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return
	}
	f.Write([]byte{'.'})
	st, err := f.Stat()
	f.Close()
	if limit, lerr := strconv.Atoi(os.Getenv(testHostStallAfter)); err == nil && lerr == nil && st.Size() > int64(limit) {
		time.Sleep(time.Hour)
	}
}

// testHostStarts is what the test host does first: write its pid when
// asked to, and, slow or hanging, ignore SIGTERM and SIGINT (only a kill
// of its process group ends it).
func testHostStarts(mode string) {
	if p := os.Getenv(testHostPidFile); p != "" {
		os.WriteFile(p+".tmp", []byte(strconv.Itoa(os.Getpid())), 0o644)
		os.Rename(p+".tmp", p)
	}
	if strings.HasPrefix(mode, "slow") || mode == "hang" {
		signal.Ignore(syscall.SIGTERM, syscall.SIGINT)
	}
	if mode == "hostile" {
		fmt.Fprint(os.Stderr, hostileStderr)
	}
	forgerStarts(mode)
}

// wrongHost is the reference with one fault: "reference" has none;
// "drops-text" shows every text block of the push lane with its text
// reversed (a normative failure, no leak); "shows-uri" adds the input's
// embedded uris to every blocks lane (a leak); "slow" takes
// RFC005_TEST_DELAY (default 100ms) for each answer ("slow-MODE" too,
// then answers as MODE) and "hang" an hour,
// both ignoring SIGTERM and SIGINT; "logs" writes every request to
// stderr and fails each one holding "audio/"; "hostile" has a name, version,
// errors (on push) and stderr made of control characters and markup;
// "forger" and "forger-exit" write what a CI runner reads as commands
// (forge_test.go).
type wrongHost struct {
	adapters.Host
	mode string
}

// hostileStderr is what the "hostile" test host writes to stderr, as it
// starts and as it fails.
const hostileStderr = "stderr of a hostile host: \x1b[2J\x1b]0;owned\x07 <script>alert(3)</script> \u202e\x00\n"

// hostileName is the name of the "hostile" test host: made to attack
// whoever prints it (a terminal, Markdown, JUnit, HTML).
const hostileName = "evil\x1b[2J\x1b]0;owned\x07\nFAIL: fake <script>alert(1)</script> `x` \u202etxt.exe\x00"

func (h wrongHost) Identity() adapters.Identity {
	if h.mode == "hostile" {
		return adapters.Identity{Name: hostileName, Version: "1.0\r\n\x1b[31m"}
	}
	if h.mode == "forger" {
		return adapters.Identity{Name: forged("name"), Version: forged("version")}
	}
	return h.Host.Identity()
}

func (h wrongHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	testHostCounts()
	if strings.HasPrefix(h.mode, "slow") {
		d, err := time.ParseDuration(os.Getenv(testHostDelay))
		if err != nil {
			d = 100 * time.Millisecond
		}
		time.Sleep(d)
		h.mode = strings.TrimPrefix(strings.TrimPrefix(h.mode, "slow"), "-") // "slow-shows-uri": slow, and shows uris
	}
	switch h.mode {
	case "hang":
		time.Sleep(time.Hour)
	case "hostile":
		if lane == adapters.Push {
			fmt.Fprint(os.Stderr, hostileStderr) // during the case, so its error quotes it
			return adapters.Observation{}, errors.New("crashed: \x1b[31mred\x1b[0m\n```\n</details><script>alert(2)</script>\x00\u2066")
		}
	}
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil {
		return obs, err
	}
	if h.mode == "forger" {
		return forgerObserves(lane, obs)
	}
	if h.mode == "logs" { // logs every request, and fails those of audio
		fmt.Fprintf(os.Stderr, "request on %s: %s\n", lane, in)
		if strings.Contains(string(in), "audio/") {
			return adapters.Observation{}, errors.New("cannot show audio")
		}
	}
	switch h.mode {
	case "drops-text":
		if lane == adapters.Push {
			for i, b := range obs.Blocks {
				if b.Type == "text" {
					obs.Blocks[i].Text = "(dropped)"
				}
			}
		}
	case "shows-uri":
		if obs.Blocks != nil {
			obs.Blocks = append(obs.Blocks, adapters.TextBlock("source: "+string(in)))
		}
	}
	return obs, nil
}

// runRFC005 runs `rfc005 run` with args, against the test host in mode
// when mode is not "".
func runRFC005(t *testing.T, mode string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if mode != "" {
		args = append([]string{"--host", testHostCommand(t, mode)}, args...)
	}
	var out, errOut bytes.Buffer
	code = run(append([]string{"run"}, args...), strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func wantExit(t *testing.T, code, want int, stdout, stderr string) {
	t.Helper()
	if code != want {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, want, tail(stdout), stderr)
	}
}

func tail(s string) string {
	if len(s) > 3000 {
		return "…" + s[len(s)-3000:]
	}
	return s
}

func TestRunReferencePasses(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runRFC005(t, "")
	wantExit(t, code, 0, stdout, stderr)
	corpus := testcorpus.Builtin(t)
	n := 0
	for _, c := range corpus.Cases {
		n += len(c.Lanes())
	}
	for _, want := range []string{"host rfc005-reference", fmt.Sprintf("%d cases, %d observations", len(corpus.Cases), n),
		fmt.Sprintf("normative %d/%d (100.0%%) on 9 of 9 lanes (%d of %d observations scored) · wording %d/%d (100.0%%)", n, n, n, n, n, n),
		"ok: every gating check passed"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout does not say %q:\n%s", want, stdout)
		}
	}
}

func TestRunReferenceThroughItsCommand(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runRFC005(t, "reference")
	wantExit(t, code, 0, stdout, stderr)
}

// TestBaselineRules drives the CI gate through each of its rules.
func TestBaselineRules(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	baseline := filepath.Join(dir, "baseline.json")
	text := []string{"--case", "text/*"}

	// A new failure fails the gate, and its diff says what differs.
	code, stdout, stderr := runRFC005(t, "drops-text", text...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stdout, "text/plain on push: mismatch (-want +got):") || !strings.Contains(stdout, `"(dropped)"`) {
		t.Errorf("the failure has no readable diff:\n%s", tail(stdout))
	}

	// Recording the failures, then gating on them, passes.
	code, stdout, stderr = runRFC005(t, "drops-text", append(text, "--update-baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
	b, err := runner.ReadBaseline(baseline)
	if err != nil || len(b.Failures) == 0 {
		t.Fatalf("the baseline written: %+v, %v", b, err)
	}
	for _, f := range b.Failures {
		if f.Lane != adapters.Push || !strings.HasPrefix(f.Case, "text/") || f.Reason == "" {
			t.Errorf("unexpected baseline entry %+v", f)
		}
	}
	code, stdout, stderr = runRFC005(t, "drops-text", append(text, "--baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
	if !strings.Contains(stdout, "excused") {
		t.Errorf("stdout does not say the failures were excused:\n%s", tail(stdout))
	}

	// A listed entry that now passes fails the gate, naming it.
	code, stdout, stderr = runRFC005(t, "reference", append(text, "--baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stdout, "STALE     text/beside-text on push is listed in the baseline but does not fail\n") || !strings.Contains(stdout, "FIX       drop the 8 stale entries") {
		t.Errorf("stdout does not name the stale entry:\n%s", tail(stdout))
	}

	// An entry for a case outside the selection is neither stale nor
	// excused; one naming a case the corpus lacks is refused before any
	// host starts (exit 2, the entry named).
	b.Failures = []runner.KnownFailure{{Case: "image/png-blob", Lane: adapters.Push, Reason: "not run here"}}
	writeJSON(t, baseline, b)
	code, stdout, stderr = runRFC005(t, "", append(text, "--baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
	b.Failures = append(b.Failures, runner.KnownFailure{Case: "text/no-such-case", Lane: adapters.Push, Reason: "old"})
	writeJSON(t, baseline, b)
	code, stdout, stderr = runRFC005(t, "", append(text, "--baseline", baseline)...)
	wantExit(t, code, 2, stdout, stderr)
	if !strings.Contains(stderr, `failures[1] (text/no-such-case on push): the corpus has no case "text/no-such-case"`) || stdout != "" {
		t.Errorf("the unknown case is not refused before the run:\nstdout:\n%s\nstderr:\n%s", tail(stdout), stderr)
	}
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestRunUsageErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	notBaseline := filepath.Join(dir, "b.json")
	os.WriteFile(notBaseline, []byte(`{"format":"something else","failures":[]}`), 0o644)
	for _, args := range [][]string{
		{"--level", "may"},
		{"--lanes", "push,sidebar"},
		{"--allow-missing-lanes", "push,sidebar"},
		{"--allow-missing-lanes", "render,"},
		{"--tags", "a && ~"},
		{"--nope"},
		{"python3 host.py"},
		{"--case", "no-such-family/*"},
		{"--timeout", "0s"},
		{"--baseline", filepath.Join(dir, "missing.json")},
		{"--baseline", notBaseline},
		{"--builtin=false"},
	} {
		code, stdout, stderr := runRFC005(t, "", args...)
		if code != 2 {
			t.Errorf("rfc005 run %q: exit %d, want 2\n%s%s", args, code, stdout, stderr)
		}
		if stderr == "" {
			t.Errorf("rfc005 run %q: no message on stderr", args)
		}
	}
}

func TestRunHostThatCannotStart(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runRFC005(t, "", "--host", "/nonexistent/host --flag")
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stderr, "the host could not be scored: the host command cannot be run: fork/exec /nonexistent/host: no such file or directory") ||
		!strings.Contains(stderr, "\n  command: /nonexistent/host --flag\n  in: /") {
		t.Errorf("stderr: %s", stderr)
	}
}

// TestPrivateCorpus runs a private corpus beside the built-in one, and
// reports a schema error in it with its file and pointer, exit 2.
func TestPrivateCorpus(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	private := `{"format":"rfc005-lanes/1","family":"acme","title":"Acme: our own cases","cases":[
	  {"id":"acme/notes","title":"Our notes server's text shows","spec":["SPEC 2.1 text"],"level":"must","security":false,"tags":["acme"],
	   "input":{"content":[{"type":"resource","resource":{"uri":"acme://notes/1?k=SECRET","text":"hi"}}]},
	   "hidden":["acme://notes/1?k=SECRET"],
	   "expect":{"push":{"blocks":[{"type":"text","text":"hi"}]}}}]}`
	os.WriteFile(filepath.Join(dir, "acme.json"), []byte(private), 0o644)
	code, stdout, stderr := runRFC005(t, "", "--vectors", dir, "--tags", "@acme")
	wantExit(t, code, 0, stdout, stderr)
	if !strings.Contains(stdout, "1 cases, 1 observations") {
		t.Errorf("the private case did not run:\n%s", stdout)
	}
	code, stdout, stderr = runRFC005(t, "", "--vectors", dir, "--builtin=false")
	wantExit(t, code, 0, stdout, stderr)

	broken := strings.Replace(private, `"level":"must"`, `"level":"required"`, 1)
	os.WriteFile(filepath.Join(dir, "acme.json"), []byte(broken), 0o644)
	code, stdout, stderr = runRFC005(t, "", "--vectors", dir)
	wantExit(t, code, 2, stdout, stderr)
	want := filepath.Join(dir, "acme.json") + ": /cases/0/level: case acme/notes: does not match the schema"
	if !strings.Contains(stderr, want) || !strings.Contains(stderr, "the corpus is broken") {
		t.Errorf("stderr does not say %q:\n%s", want, stderr)
	}
}

// TestReports writes the three reports of a failing run, validates the
// JSON one against its schema and parses the JUnit one.
func TestReports(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	jsonPath, junitPath, mdPath := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.xml"), filepath.Join(dir, "r.md")
	code, stdout, stderr := runRFC005(t, "drops-text", "--case", "text/*,image/png-blob",
		"--json", jsonPath, "--junit", junitPath, "--markdown", mdPath)
	wantExit(t, code, 1, stdout, stderr)

	data, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	schema := reportSchema(t)
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(doc); err != nil {
		t.Errorf("the JSON report does not match its schema: %v", err)
	}
	summary := doc["summary"].(map[string]any)
	results := doc["results"].([]any)
	if summary["fail"].(float64) == 0 || len(results) != int(summary["observations"].(float64)) {
		t.Errorf("summary %v beside %d results", summary, len(results))
	}
	if host := doc["host"].(map[string]any); host["name"] != "rfc005-reference" || !strings.Contains(host["command"].(string), "rfc005") {
		t.Errorf("host %v", host)
	}
	if d := doc["vectors"].(map[string]any)["digest"].(string); !strings.HasPrefix(d, "sha256:") {
		t.Errorf("digest %q", d)
	}

	data, err = os.ReadFile(junitPath)
	if err != nil {
		t.Fatal(err)
	}
	junit := junitfile.Parse(t, data)
	// One more test case and one more failure than results: the gate's.
	if junit.Tests != len(results)+1 || junit.Failures != int(summary["fail"].(float64))+1 {
		t.Errorf("JUnit: %d tests, %d failures; the JSON report: %d results, %v failures, and the gate fails", junit.Tests, junit.Failures, len(results), summary["fail"])
	}
	found := false
	for _, s := range junit.Suites {
		for _, tc := range s.Testcases {
			if tc.Name == "text/plain on push" && tc.Failure != nil && strings.Contains(tc.Failure.Body, "mismatch (-want +got)") {
				found = true
			}
		}
	}
	if !found {
		t.Errorf("JUnit has no failure for text/plain on push with its diff")
	}

	md, err := os.ReadFile(mdPath)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(md), "## ❌ gate failed: ") || !strings.Contains(string(md), "\nrfc005-lanes: rfc005-reference") ||
		!strings.Contains(string(md), "<code>text/plain</code> on <code>push</code>: fail") {
		t.Errorf("the Markdown report:\n%s", md)
	}
}

// lanesExcept returns every lane but drop, in SPEC order.
func lanesExcept(drop ...adapters.Lane) []adapters.Lane {
	var out []adapters.Lane
next:
	for _, l := range adapters.AllLanes() {
		for _, d := range drop {
			if l == d {
				continue next
			}
		}
		out = append(out, l)
	}
	return out
}

func laneIDs(lanes []adapters.Lane, sep string) string {
	ids := make([]string, len(lanes))
	for i, l := range lanes {
		ids[i] = string(l)
	}
	return strings.Join(ids, sep)
}

// runAgainst runs `rfc005 run` with args against h, in process, through
// execute.
func runAgainst(t *testing.T, h adapters.Host, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	f, ok := parseRunFlags(args, &errOut)
	if !ok {
		return 2, out.String(), errOut.String()
	}
	code = execute(context.Background(), f, h, "", &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestRunCoverageGate pins the exit status and the words of `rfc005 run`
// against hosts that serve less than the run selects: skips never make a
// run green by themselves.
func TestRunCoverageGate(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	onPush, all := 0, 0
	for _, c := range corpus.Cases {
		for _, l := range c.Lanes() {
			all++
			if l == adapters.Push {
				onPush++
			}
		}
	}
	everyLaneUnsupported := wronghost.Declaring(adapters.AllLanes(), true)
	pushOnly := wronghost.Declaring([]adapters.Lane{adapters.Push}, false)
	noLane := wronghost.Declaring(nil, false)
	eight := laneIDs(lanesExcept(adapters.Push), ",")
	seven := laneIDs(lanesExcept(adapters.Push, adapters.Guard), ",")
	baseline := filepath.Join(t.TempDir(), "baseline.json")
	tests := []struct {
		name   string
		host   adapters.Host
		args   []string
		exit   int
		stdout []string
	}{
		{"declares_every_lane_answers_unsupported", everyLaneUnsupported, nil, 1, []string{
			fmt.Sprintf("normative 0/%d (0.0%%) on 9 of 9 lanes (%d of %d observations scored)", all, all, all),
			fmt.Sprintf("failed 0 · errors %d · skipped 0", all),
			`text/plain on push: error: the host declared push in its hello but answered {"unsupported":true}; serve the lane or leave it out of the hello`,
			"FAIL: the gate did not pass",
		}},
		{"declares_push_only", pushOnly, nil, 1, []string{
			"LANES     the host serves 1 of the 9 lanes this run selects; it does not serve " + laneIDs(lanesExcept(adapters.Push), ", ") + " (",
			"(--lanes push)", "(--allow-missing-lanes " + eight + ")",
			fmt.Sprintf("normative %d/%d (100.0%%) on 1 of 9 lanes (%d of %d observations scored)", onPush, onPush, onPush, all),
			"FAIL: the gate did not pass",
		}},
		{"declares_push_only_narrowed", pushOnly, []string{"--lanes", "push"}, 0, []string{
			fmt.Sprintf("normative %d/%d (100.0%%) on 1 of 1 lanes (%d of %d observations scored)", onPush, onPush, onPush, onPush),
			"ok: every gating check passed",
		}},
		{"declares_push_only_eight_allowed", pushOnly, []string{"--allow-missing-lanes", eight}, 0, []string{
			"allowed   the host does not serve " + laneIDs(lanesExcept(adapters.Push), ", ") + ", as --allow-missing-lanes allows",
			fmt.Sprintf("on 1 of 9 lanes (%d of %d observations scored)", onPush, all),
			"ok: every gating check passed",
		}},
		{"declares_push_only_seven_allowed", pushOnly, []string{"--allow-missing-lanes", seven}, 1, []string{
			"it does not serve guard (", "FAIL: the gate did not pass",
		}},
		{"declares_push_only_records_a_baseline", pushOnly, []string{"--update-baseline", baseline}, 1, []string{
			"LANES     the host serves 1 of the 9 lanes", "wrote the current failures to " + baseline,
			"FAIL: the gate did not pass: a baseline cannot excuse the coverage above",
		}},
		{"nothing_scored", noLane, nil, 1, []string{
			fmt.Sprintf("NOTHING   this run scored 0 of %d observations", all), "LANES     the host serves 0 of the 9 lanes",
		}},
		{"nothing_scored_all_allowed", noLane, []string{"--allow-missing-lanes", laneIDs(adapters.AllLanes(), ",")}, 1, []string{
			"a run that scores nothing never passes, whatever the flags", "FAIL: the gate did not pass",
		}},
		{"nothing_scored_all_allowed_baseline", noLane, []string{"--allow-missing-lanes", laneIDs(adapters.AllLanes(), ","), "--update-baseline", baseline}, 1, []string{
			"a run that scores nothing never passes, whatever the flags",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runAgainst(t, tt.host, tt.args...)
			wantExit(t, code, tt.exit, stdout, stderr)
			for _, want := range tt.stdout {
				if !strings.Contains(stdout, want) {
					t.Errorf("stdout does not say %q:\n%s", want, tail(stdout))
				}
			}
		})
	}
}

// TestRunBaselineLanes pins that a baseline records the lanes the host
// served, and that a host serving fewer of the selected ones later fails
// the gate, naming them, even with the lane allowed.
func TestRunBaselineLanes(t *testing.T) {
	t.Parallel()
	baseline := filepath.Join(t.TempDir(), "baseline.json")
	pushRender := []string{"--lanes", "render,push"}
	code, stdout, stderr := runAgainst(t, reference.New(), append(pushRender, "--update-baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
	b, err := runner.ReadBaseline(baseline)
	if err != nil || laneIDs(b.Lanes, ",") != "push,render" {
		t.Fatalf("the baseline records lanes %v (%v), want push,render", b, err)
	}
	lost := wronghost.Declaring(lanesExcept(adapters.Render), false)
	tests := []struct {
		name   string
		args   []string
		exit   int
		stdout string
	}{
		{"still_served", pushRender, 0, "ok: every gating check passed"},
		{"render_lost_and_allowed", append(pushRender, "--allow-missing-lanes", "render"), 1,
			"LANES     the baseline recorded push, render served; this run's host does not serve render"},
		{"render_lost", pushRender, 1, "LANES     the baseline recorded push, render served; this run's host does not serve render"},
		{"render_not_selected", []string{"--lanes", "push"}, 0, "ok: every gating check passed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := adapters.Host(lost)
			if tt.name == "still_served" {
				h = reference.New()
			}
			code, stdout, stderr := runAgainst(t, h, append(tt.args, "--baseline", baseline)...)
			wantExit(t, code, tt.exit, stdout, stderr)
			if !strings.Contains(stdout, tt.stdout) {
				t.Errorf("stdout does not say %q:\n%s", tt.stdout, tail(stdout))
			}
		})
	}
	// A baseline written before lanes were recorded still reads and gates.
	old := `{"format":"rfc005-lanes-baseline/1","host":"rfc005-reference 0.1.0","failures":[]}`
	if err := os.WriteFile(baseline, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr = runAgainst(t, lost, "--lanes", "push", "--baseline", baseline)
	wantExit(t, code, 0, stdout, stderr)
}

// TestRunReportsStateCoverage pins the coverage of a host serving one
// lane of nine, allowed the other eight, in every report it writes: JSON
// (valid against its schema), JUnit, Markdown, HTML and badge.
func TestRunReportsStateCoverage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := func(name string) string { return filepath.Join(dir, name) }
	pushOnly := wronghost.Declaring([]adapters.Lane{adapters.Push}, false)
	code, stdout, stderr := runAgainst(t, pushOnly, "--allow-missing-lanes", laneIDs(lanesExcept(adapters.Push), ","),
		"--json", path("r.json"), "--junit", path("r.xml"), "--markdown", path("r.md"), "--html", path("r.html"), "--badge", path("r.svg"))
	wantExit(t, code, 0, stdout, stderr)
	read := func(name string) string {
		data, err := os.ReadFile(path(name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	schema := reportSchema(t)
	var doc any
	if err := json.Unmarshal([]byte(read("r.json")), &doc); err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(doc); err != nil {
		t.Errorf("the JSON report does not match its schema: %v", err)
	}
	var file reportfile.File
	json.Unmarshal([]byte(read("r.json")), &file)
	if cov := file.Coverage; cov == nil || len(cov.LanesSelected) != 9 ||
		strings.Join(cov.LanesServed, ",") != "push" || len(cov.LanesMissing) != 8 || cov.ObservationsScored == 0 ||
		cov.ObservationsScored >= cov.ObservationsSelected {
		t.Errorf("JSON coverage %+v", cov)
	}
	words := file.Coverage.String()
	for name, want := range map[string]string{
		"r.xml":  `<property name="rfc005.coverage" value="` + words + `"></property>`,
		"r.md":   "normative 100.0% " + words,
		"r.html": "normative 100.0% " + words + " · wording",
		"r.svg":  "normative 100% · 1/9 lanes",
	} {
		if got := read(name); !strings.Contains(got, want) {
			t.Errorf("%s does not say %q:\n%s", name, want, tail(got))
		}
	}
	if !strings.Contains(read("r.html"), "not served: "+laneIDs(lanesExcept(adapters.Push), ", ")) {
		t.Errorf("the HTML report does not name the lanes not served")
	}
	if svg := read("r.svg"); strings.Contains(svg, "#2e7d32") {
		t.Errorf("a badge for one lane of nine is green: %s", svg)
	}
}

// TestRunStartTimeout: a host that takes longer to start than --timeout
// allows an answer is scored normally, since --start-timeout bounds its
// hello; a --start-timeout shorter than its start fails the run, saying
// which bound it missed.
func TestRunStartTimeout(t *testing.T) {
	t.Parallel()
	slow := "sh -c \"sleep 3; exec " + testHostCommand(t, "reference") + "\""
	args := []string{"--host", slow, "--case", "text/*", "--lanes", "push", "--timeout", "2s"}
	code, stdout, stderr := runRFC005(t, "", args...)
	wantExit(t, code, 0, stdout, stderr)
	code, stdout, stderr = runRFC005(t, "", append(args, "--start-timeout", "300ms")...)
	wantExit(t, code, 1, stdout, stderr)
	if said := stdout + stderr; !strings.Contains(said, "did not answer hello within 300ms (the start timeout)") {
		t.Errorf("the run does not say the host missed its start timeout:\nstdout:\n%s\nstderr:\n%s", stdout, stderr)
	}
}
