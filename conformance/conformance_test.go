package conformance

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/casehost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// extraVectors writes a directory of one vector file, the built-in guard
// family renamed extra-guard, and returns it.
func extraVectors(t *testing.T) string {
	t.Helper()
	data, err := fs.ReadFile(vectors.BuiltinFS(), "guard.json")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), `"id": "guard/`, `"id": "extra-guard/`)
	text = strings.Replace(text, `"family": "guard"`, `"family": "extra-guard"`, 1)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "extra-guard.json"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// guardCases returns the ids of the built-in guard family, which
// extraVectors copies as extra-guard.
func guardCases(t *testing.T) []string {
	t.Helper()
	corpus := testcorpus.Builtin(t)
	var ids []string
	for _, c := range corpus.Cases {
		if c.Family == "guard" {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// TestPrepareRefuses: what Run stops on with t.Fatalf, before any
// scenario runs, and what it says.
func TestPrepareRefuses(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	unknownCase := filepath.Join(dir, "unknown-case.json")
	os.WriteFile(unknownCase, []byte(`{"format": "`+"rfc005-lanes-baseline/1"+`", "failures": [{"case": "image/nope", "lane": "push", "reason": "x"}]}`), 0o644)
	notJSON := filepath.Join(dir, "not-json.json")
	os.WriteFile(notJSON, []byte(`[1,`), 0o644)
	// One built-in family, as it is: each of its cases is the built-in
	// case's duplicate (a smaller corpus to read than ../vectors).
	guard, err := fs.ReadFile(vectors.BuiltinFS(), "guard.json")
	if err != nil {
		t.Fatal(err)
	}
	again := filepath.Join(dir, "again")
	os.Mkdir(again, 0o755)
	os.WriteFile(filepath.Join(again, "guard.json"), guard, 0o644)
	corpus := testcorpus.Builtin(t)
	for _, tc := range []struct {
		name string
		opt  Options
		want string
	}{
		{"bare tag", Options{Tags: "security"},
			`Options.Tags: tag expression "security": tags start with @ (godog's tag expressions): @security`},
		{"or bars", Options{Tags: "@image || @audio"}, `(godog's tag expressions): @image,@audio`},
		{"bad syntax", Options{Tags: "@must &&"}, `Options.Tags: tag expression "@must &&": it ends without a tag; a tag expression is godog's`},
		{"no match", Options{Tags: "@nothing-has-this"}, fmt.Sprintf(`Options.Tags: no case of the %d matches "@nothing-has-this": nothing to run`, len(corpus.Cases))},
		{"unknown gate", Options{Gate: "maybe"}, `Options.Gate "maybe": want "must", "should" or "" (must)`},
		{"unknown profile", Options{Profile: "mcp-client"}, `Options.Profile "mcp-client": want full or mcp`},
		{"lane outside the profile", Options{Profile: runner.ProfileMCP, Lanes: []adapters.Lane{adapters.Push}},
			`Options.Lanes push: the mcp profile scores tool-result/live and tool-result/stored only; leave the lane out, or score the full profile`},
		{"no match under the profile", Options{Profile: runner.ProfileMCP, Tags: "@family-guard && @family-text"},
			fmt.Sprintf(`Options.Tags: no case of the %d matches "@family-guard && @family-text" under the mcp profile: nothing to run`, len(corpus.Cases))},
		{"lane", Options{Lanes: []adapters.Lane{"pushh"}}, `conformance.Options.Lanes: unknown lane id "pushh"`},
		{"allowed lane", Options{AllowMissing: []adapters.Lane{""}}, `conformance.Options.AllowMissing: unknown lane id ""`},
		{"no baseline", Options{Baseline: filepath.Join(dir, "missing.json")}, `Options.Baseline: ` + filepath.Join(dir, "missing.json")},
		{"baseline not json", Options{Baseline: notJSON}, `Options.Baseline: ` + notJSON + `: not a baseline file`},
		{"baseline case", Options{Baseline: unknownCase}, `the corpus has no case "image/nope"`},
		{"no vectors", Options{Vectors: []string{filepath.Join(dir, "none")}}, `Options.Vectors: the corpus is broken`},
		{"duplicate vectors", Options{Vectors: []string{again}}, `case guard/text: duplicate id`},
	} {
		_, err := prepare(tc.opt)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: prepare: %v\nwant it to say %s", tc.name, err, tc.want)
		}
	}
}

// TestPrepareProfile: Options.Profile mcp selects the cases whose input
// is valid MCP that observe a tool-result lane, as rfc005 run --profile
// mcp does.
func TestPrepareProfile(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	want, _ := runner.Selection{Profile: runner.ProfileMCP}.Planned(corpus)
	s, err := prepare(Options{Profile: runner.ProfileMCP})
	if err != nil {
		t.Fatal(err)
	}
	if s.selected != want || want == 0 || want == len(corpus.Cases) {
		t.Errorf("the mcp profile selects %d cases, want %d (of %d)", s.selected, want, len(corpus.Cases))
	}
}

// TestPrepareRendersExtraVectors: the cases of Options.Vectors get
// scenarios, rendered beside the built-in features.
func TestPrepareRendersExtraVectors(t *testing.T) {
	t.Parallel()
	s, err := prepare(Options{Vectors: []string{extraVectors(t)}, Tags: "@family-extra-guard"})
	if err != nil {
		t.Fatal(err)
	}
	if want := len(guardCases(t)); s.selected != want {
		t.Errorf("@family-extra-guard selects %d cases, want %d", s.selected, want)
	}
	for _, name := range []string{"image.feature", "guard.feature", "vectors-0/extra-guard.feature"} {
		data, err := fs.ReadFile(s.features, name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
		} else if name == "vectors-0/extra-guard.feature" && !strings.Contains(string(data), `Given the case "extra-guard/text"`) {
			t.Errorf("%s:\n%s", name, data)
		}
	}
}

// The helper test: run by the tests below in a child process (this test
// binary, -test.run=^TestHelperRun$) so they can watch conformance.Run
// fail a test, which no test can do to itself. It runs only with
// CONFORMANCE_HELPER set: "reference" or a wronghost gallery name.
func TestHelperRun(t *testing.T) {
	t.Parallel()
	name := os.Getenv("CONFORMANCE_HELPER")
	if name == "" {
		t.Skip("run by TestRunFailsAWrongHost and TestRunPassesTheReference")
	}
	var vecs []string
	if dir := os.Getenv("CONFORMANCE_HELPER_VECTORS"); dir != "" {
		vecs = []string{dir}
	}
	opt := Options{Tags: os.Getenv("CONFORMANCE_HELPER_TAGS"), Vectors: vecs, Gate: os.Getenv("CONFORMANCE_HELPER_GATE"),
		Baseline: os.Getenv("CONFORMANCE_HELPER_BASELINE")}
	if command, ok := strings.CutPrefix(name, "command:"); ok {
		if d := os.Getenv("CONFORMANCE_HELPER_START_TIMEOUT"); d != "" {
			var err error
			if opt.StartTimeout, err = time.ParseDuration(d); err != nil {
				t.Fatal(err)
			}
		}
		if names := os.Getenv("CONFORMANCE_HELPER_PASS_ENV"); names != "" {
			opt.PassEnv = strings.Split(names, ",")
		}
		RunCommand(t, command, opt)
		return
	}
	Run(t, helperHost(t, name), opt)
}

func helperHost(t *testing.T, name string) adapters.Host {
	switch name {
	case "reference":
		return reference.New()
	case "sorts-keys":
		return wronghost.SortsKeys()
	case "nil":
		return nil
	}
	for _, w := range wronghost.Gallery() {
		if w.Name == name {
			return w.New()
		}
	}
	t.Fatalf("no host %q in the gallery", name)
	return nil
}

// subtestLine is a subtest's verdict line in go test -v output; its
// groups are the verdict and the case id.
var subtestLine = regexp.MustCompile(`(?m)^\s*--- (PASS|FAIL|SKIP): TestHelperRun/([^:\s]+):`)

// runHelper runs TestHelperRun in a child process with host, tags and
// vectors, and returns its exit error, output, and the case ids of its
// passed and failed subtests.
func runHelper(t *testing.T, host, tags, vecs string, env ...string) (out string, passed, failed []string, err error) {
	t.Helper()
	testneeds.Long(t, "runs the test binary again")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperRun$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), "CONFORMANCE_HELPER="+host, "CONFORMANCE_HELPER_TAGS="+tags, "CONFORMANCE_HELPER_VECTORS="+vecs)
	cmd.Env = append(cmd.Env, env...)
	data, err := cmd.CombinedOutput()
	for _, m := range subtestLine.FindAllStringSubmatch(string(data), -1) {
		switch m[1] {
		case "PASS":
			passed = append(passed, m[2])
		case "FAIL":
			failed = append(failed, m[2])
		}
	}
	return string(data), passed, failed, err
}

// TestRunCommandScoresAProgram: RunCommand starts a host program and
// scores it as Run scores a Go host: the Python example passes every
// text scenario, each a subtest.
func TestRunCommandScoresAProgram(t *testing.T) {
	t.Parallel()
	python := testneeds.Program(t, "python3", "Python 3 (Debian: apt-get install python3)")
	out, passed, failed, err := runHelper(t, "command:"+python+" ../adapters/examples/python/host.py", "@family-text", "")
	if err != nil || len(failed) > 0 {
		t.Fatalf("the child test exited with %v, failing %q:\n%s", err, failed, out)
	}
	corpus := testcorpus.Builtin(t)
	var want []string
	for _, c := range corpus.Cases {
		if c.Family == "text" {
			want = append(want, c.ID)
		}
	}
	slices.Sort(want)
	slices.Sort(passed)
	if len(want) == 0 || !slices.Equal(passed, want) {
		t.Errorf("subtests passed for %q,\nwant %q", passed, want)
	}
}

// TestRunFailsAWrongHost: a host of the wrong-host gallery fails the test
// conformance.Run runs, exactly on the scenarios whose case the gate
// fails it on (MUST scenarios, where a failure always gates). A quick run
// takes those not nested ten thousand levels deep (notDeep); -tags long
// takes every one.
func TestRunFailsAWrongHost(t *testing.T) {
	t.Parallel()
	host, tags := "uri-upper-cased", notDeep("@must")
	out, _, failed, err := runHelper(t, host, tags, "")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("the child test exited with %v, want status 1:\n%s", err, out)
	}
	if !strings.Contains(out, "conformance.Run: godog exited with status 1: ") || !strings.Contains(out, "--- FAIL: TestHelperRun ") {
		t.Errorf("the child test does not say godog failed:\n%s", out)
	}
	corpus := testcorpus.Builtin(t)
	report := runner.Run(context.Background(), helperHost(t, host), corpus, runner.Selection{Tags: tags})
	gate := report.Gate(nil)
	var want []string
	for _, res := range append(gate.New, gate.Unexcusable...) {
		if !slices.Contains(want, res.Case) {
			want = append(want, res.Case)
		}
	}
	slices.Sort(want)
	slices.Sort(failed)
	if len(want) == 0 || !slices.Equal(failed, want) {
		t.Errorf("the scenarios failed on %d cases %q,\nthe gate fails %d cases %q", len(failed), failed, len(want), want)
	}
}

// TestRunPrintsNoEscapes: a failing run's go test output, the godog
// summary conformance.Run fails the test with included, holds no ANSI
// escape code, even where the environment asks for colour: go test's
// output is read in CI logs, editors and files, where an escape code is
// noise.
func TestRunPrintsNoEscapes(t *testing.T) {
	t.Parallel()
	out, _, failed, err := runHelper(t, "uri-upper-cased", "@family-image", "", "TERM=xterm-256color", "CLICOLOR_FORCE=1", "FORCE_COLOR=1")
	if err == nil || len(failed) == 0 {
		t.Fatalf("the child test exited with %v, failing %q, want it failed:\n%s", err, failed, out)
	}
	if !strings.Contains(out, "conformance.Run: godog exited with status 1: ") {
		t.Fatalf("the child test does not say godog failed:\n%s", out)
	}
	for i, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "\x1b[") {
			t.Errorf("line %d of the go test output holds an escape code: %q", i+1, line)
		}
	}
}

// TestRunRefusesNoHost: Run given a nil host stops the test saying what
// to give it instead, and every Go identifier it names (reference.New,
// conformance.RunCommand, …) is one a user can call.
func TestRunRefusesNoHost(t *testing.T) {
	t.Parallel()
	out, _, _, err := runHelper(t, "nil", "", "")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("the child test exited with %v, want status 1:\n%s", err, out)
	}
	line := regexp.MustCompile(`conformance\.Run: .*`).FindString(out)
	if !strings.Contains(line, "no host") {
		t.Fatalf("the child test does not say it has no host:\n%s", out)
	}
	checkNamed(t, line)
}

// TestRunPassesTheReference: the reference host passes every scenario
// the tags select, the built-in ones and those of Options.Vectors, each a
// subtest.
func TestRunPassesTheReference(t *testing.T) {
	t.Parallel()
	const tags = "@family-image,@family-extra-guard"
	out, passed, failed, err := runHelper(t, "reference", tags, extraVectors(t))
	if err != nil || len(failed) > 0 {
		t.Fatalf("the child test exited with %v, failing %q:\n%s", err, failed, out)
	}
	corpus := testcorpus.Builtin(t)
	var want []string
	for _, id := range guardCases(t) {
		want = append(want, "extra-"+id)
	}
	for _, c := range corpus.Cases {
		if c.Family == "image" {
			want = append(want, c.ID)
		}
	}
	slices.Sort(want)
	slices.Sort(passed)
	if !slices.Equal(passed, want) {
		t.Errorf("subtests passed for %q,\nwant %q", passed, want)
	}
}

// TestRunTellsEachCase: Run tells a host that wants to know
// (adapters.CaseStarter) where each scenario's case begins, before its
// lanes, as rfc005 run does.
func TestRunTellsEachCase(t *testing.T) {
	corpus := testcorpus.Builtin(t)
	want := []string{}
	for _, c := range corpus.Cases {
		if c.Family == "image" {
			want = append(want, "case "+c.ID)
			for _, l := range c.Lanes() {
				want = append(want, string(l))
			}
		}
	}
	h := casehost.New(reference.New())
	Run(t, h, Options{Tags: "@family-image"})
	// godog runs the scenarios in its own order: compare case by case.
	group := func(calls []string) []string {
		var cases []string
		for _, c := range calls {
			if strings.HasPrefix(c, "case ") || len(cases) == 0 {
				cases = append(cases, c)
			} else {
				cases[len(cases)-1] += " " + c
			}
		}
		slices.Sort(cases)
		return cases
	}
	if got, want := group(h.Calls()), group(want); !slices.Equal(got, want) {
		t.Errorf("the host was given, case by case:\n%q\nwant:\n%q", got, want)
	}
}

// TestRunSaysKnownLeaks: a host whose leaks the baseline lists with the
// issue tracking them passes, and Run says so, with their count and link,
// rather than passing without a word; a leak the baseline leaves out
// fails, the message leading with the known leaks.
func TestRunSaysKnownLeaks(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	var leaky wronghost.Host
	for _, w := range wronghost.Gallery() {
		if w.Name == "uri-upper-cased" {
			leaky = w
		}
	}
	r := runner.Run(context.Background(), leaky.New(), corpus, runner.Selection{Tags: "@family-text"})
	base := filepath.Join(t.TempDir(), "baseline.json")
	const link = "https://github.com/you/host/issues/7"
	if _, err := r.WriteBaseline(base, link); err != nil {
		t.Fatal(err)
	}
	n := len(r.Gate(nil).Unexcusable)
	if n == 0 {
		t.Fatal("the host leaks nothing on the text family: the test cannot tell")
	}
	out, _, failed, err := runHelper(t, leaky.Name, "@family-text", "", "CONFORMANCE_HELPER_BASELINE="+base)
	want := fmt.Sprintf("conformance.Run:\n        KNOWN     %d known leaks: security failures the baseline lists with the issue tracking each, excused;", n)
	wantLink := fmt.Sprintf("KNOWN     %d tracked at %s: ", n, link)
	if err != nil || len(failed) > 0 || !strings.Contains(out, want) || !strings.Contains(out, wantLink) {
		t.Errorf("with every leak listed: exit %v, failing %q; want a pass that says %q and %q:\n%s", err, failed, want, wantLink, out)
	}
	// One leak fewer listed: that one fails, and the message leads with the others.
	b, err := runner.ReadBaseline(base)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range b.Failures {
		if f.Link != "" {
			b.Failures = append(b.Failures[:i], b.Failures[i+1:]...)
			break
		}
	}
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(base, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, failed, err = runHelper(t, leaky.Name, "@family-text", "", "CONFORMANCE_HELPER_BASELINE="+base)
	want = fmt.Sprintf("conformance.Run: %d known leaks · godog exited with status 1", n-1)
	if err == nil || len(failed) != 1 || !strings.Contains(out, want) {
		t.Errorf("with one leak left out: exit %v, failing %q; want one failure and a message that starts %q:\n%s", err, failed, want, out)
	}
}
