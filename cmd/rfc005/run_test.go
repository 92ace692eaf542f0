package main

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/serve"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// testHostEnv makes this test binary a host over the protocol: the
// reference, made wrong in the way the variable names.
const testHostEnv = "RFC005_TEST_HOST"

func TestMain(m *testing.M) {
	if mode := os.Getenv(testHostEnv); mode != "" {
		serve.Serve(context.Background(), os.Stdin, os.Stdout, wrongHost{Host: inprocess.New(), mode: mode})
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// wrongHost is the reference with one fault: "reference" has none;
// "drops-text" shows every text block of the push lane with its text
// reversed (a normative failure, no leak); "shows-uri" adds the input's
// embedded uris to every blocks lane (a leak).
type wrongHost struct {
	adapters.Host
	mode string
}

func (h wrongHost) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil {
		return obs, err
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
		exe, err := os.Executable()
		if err != nil {
			t.Fatal(err)
		}
		t.Setenv(testHostEnv, mode)
		args = append([]string{"--host", exe}, args...)
	}
	var out, errOut bytes.Buffer
	code = run(append([]string{"run"}, args...), strings.NewReader(""), &out, &errOut)
	os.Unsetenv(testHostEnv)
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
	code, stdout, stderr := runRFC005(t, "")
	wantExit(t, code, 0, stdout, stderr)
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range corpus.Cases {
		n += len(c.Lanes())
	}
	for _, want := range []string{"host rfc005-reference", fmt.Sprintf("%d cases, %d observations", len(corpus.Cases), n),
		fmt.Sprintf("normative %d/%d (100.0%%) · wording %d/%d (100.0%%)", n, n, n, n), "ok: every gating check passed"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout does not say %q:\n%s", want, stdout)
		}
	}
}

func TestRunReferenceThroughItsCommand(t *testing.T) {
	code, stdout, stderr := runRFC005(t, "reference")
	wantExit(t, code, 0, stdout, stderr)
}

// TestBaselineRules drives the CI gate through each of its rules.
func TestBaselineRules(t *testing.T) {
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

	// A listed entry that now passes fails the gate, saying to remove it.
	code, stdout, stderr = runRFC005(t, "reference", append(text, "--baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stdout, "STALE     text/plain on push is listed in the baseline but does not fail: remove it") {
		t.Errorf("stdout does not name the stale entry:\n%s", tail(stdout))
	}

	// An entry naming a case the corpus lacks is stale too; one for a case
	// outside the selection is not.
	b.Failures = []runner.KnownFailure{
		{Case: "text/no-such-case", Lane: adapters.Push, Reason: "old"},
		{Case: "image/png-blob", Lane: adapters.Push, Reason: "not run here"},
	}
	writeJSON(t, baseline, b)
	code, stdout, stderr = runRFC005(t, "", append(text, "--baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stdout, "STALE     text/no-such-case on push") || strings.Contains(stdout, "image/png-blob") {
		t.Errorf("stale entries:\n%s", tail(stdout))
	}
}

// TestSecurityFailuresAreNeverExcused pins that a leak, or a failure of a
// security case, fails the gate even when the baseline lists it, and that
// --update-baseline refuses to list it.
func TestSecurityFailuresAreNeverExcused(t *testing.T) {
	dir := t.TempDir()
	baseline := filepath.Join(dir, "baseline.json")
	sel := []string{"--case", "disposition/block-never,text/plain"}
	code, stdout, stderr := runRFC005(t, "shows-uri", append(sel, "--update-baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stderr, "leaving out") || !strings.Contains(stderr, "disposition/block-never on push") {
		t.Errorf("stderr does not name the refused security failures:\n%s", stderr)
	}
	b, err := runner.ReadBaseline(baseline)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Failures) != 0 {
		t.Errorf("the baseline lists security failures: %+v", b.Failures)
	}
	// Listing them by hand excuses nothing.
	b.Failures = append(b.Failures, runner.KnownFailure{Case: "disposition/block-never", Lane: adapters.Push, Reason: "by hand"},
		runner.KnownFailure{Case: "text/plain", Lane: adapters.Push, Reason: "by hand"})
	writeJSON(t, baseline, b)
	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stdout, "SECURITY  disposition/block-never on push: a security failure; no baseline can excuse it") ||
		!strings.Contains(stdout, "SECURITY  text/plain on push") {
		t.Errorf("stdout does not refuse the listed security failures:\n%s", tail(stdout))
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
	dir := t.TempDir()
	notBaseline := filepath.Join(dir, "b.json")
	os.WriteFile(notBaseline, []byte(`{"format":"something else","failures":[]}`), 0o644)
	for _, args := range [][]string{
		{"--level", "may"},
		{"--lanes", "push,sidebar"},
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
	code, stdout, stderr := runRFC005(t, "", "--host", "/nonexistent/host --flag")
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stderr, `the host could not be scored: host /nonexistent/host --flag: starting "/nonexistent/host --flag"`) {
		t.Errorf("stderr: %s", stderr)
	}
}

// TestPrivateCorpus runs a private corpus beside the built-in one, and
// reports a schema error in it with its file and pointer, exit 2.
func TestPrivateCorpus(t *testing.T) {
	dir := t.TempDir()
	private := `{"format":"rfc005-lanes/1","family":"acme","title":"Acme: our own cases","cases":[
	  {"id":"acme/notes","title":"Our notes server's text shows","spec":["SPEC 2.1 text"],"level":"must","security":false,"tags":["acme"],
	   "input":{"content":[{"type":"resource","resource":{"uri":"acme://notes/1?k=SECRET","text":"hi"}}]},
	   "hidden":["acme://notes/1?k=SECRET"],
	   "expect":{"push":{"blocks":[{"type":"text","text":"hi"}]}}}]}`
	os.WriteFile(filepath.Join(dir, "acme.json"), []byte(private), 0o644)
	code, stdout, stderr := runRFC005(t, "", "--vectors", dir, "--tags", "acme")
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
	dir := t.TempDir()
	jsonPath, junitPath, mdPath := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.xml"), filepath.Join(dir, "r.md")
	code, stdout, stderr := runRFC005(t, "drops-text", "--case", "text/*,image/png-blob",
		"--json", jsonPath, "--junit", junitPath, "--markdown", mdPath)
	wantExit(t, code, 1, stdout, stderr)

	data, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	if err := c.AddResource("report.schema.json", bytes.NewReader(runner.ReportSchema)); err != nil {
		t.Fatal(err)
	}
	schema, err := c.Compile("report.schema.json")
	if err != nil {
		t.Fatal(err)
	}
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

	var junit struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suites   []struct {
			Name      string `xml:"name,attr"`
			Testcases []struct {
				Name    string `xml:"name,attr"`
				Failure *struct {
					Message string `xml:"message,attr"`
					Body    string `xml:",chardata"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	data, err = os.ReadFile(junitPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(data, &junit); err != nil {
		t.Fatalf("the JUnit report does not parse: %v", err)
	}
	if junit.Tests != len(results) || junit.Failures != int(summary["fail"].(float64)) {
		t.Errorf("JUnit: %d tests, %d failures; the JSON report: %d results, %v failures", junit.Tests, junit.Failures, len(results), summary["fail"])
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
	if !strings.Contains(string(md), "## rfc005-lanes: rfc005-reference") || !strings.Contains(string(md), "<code>text/plain</code> on <code>push</code>: fail") {
		t.Errorf("the Markdown report:\n%s", md)
	}
}
