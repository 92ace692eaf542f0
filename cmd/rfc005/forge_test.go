package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/cicommand"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// forged returns text, naming where it was put, that a CI runner reads
// as commands were it printed as it is: lines after a CR LF, a LF and a
// U+2028, one indented, and "##[" and "##vso[" inside a line.
func forged(where string) string {
	return "bad " + where + "\r\n::error title=FORGED " + where + "::x\n::add-mask::rfc005\n  ::stop-commands::tok" +
		"\u2028::warning::y ##[error]" + where + " ##vso[task.complete result=Failed]"
}

// forgerStarts is what the "forger" test host does as it starts: write
// forged text to stderr; "forger-exit" then exits before its hello.
func forgerStarts(mode string) {
	if mode == "forger" || mode == "forger-exit" {
		fmt.Fprint(os.Stderr, forged("stderr"))
	}
	if mode == "forger-exit" {
		os.Exit(1)
	}
}

// forgerObserves is what the "forger" test host answers on lane, given
// the reference's answer obs: on push, forged text on stderr and an error
// answer of forged text; on channel, a rejection whose reason is forged
// text; on the other blocks lanes, a block of forged text after the
// reference's, which the diffs print.
func forgerObserves(lane adapters.Lane, obs adapters.Observation) (adapters.Observation, error) {
	if lane == adapters.Channel {
		return adapters.Observation{}, adapters.Reject(forged("rejection"))
	}
	if lane == adapters.Push {
		fmt.Fprint(os.Stderr, forged("stderr during the case")+"\n")
		return adapters.Observation{}, errors.New(forged("error answer"))
	}
	if obs.Blocks != nil {
		obs.Blocks = append(obs.Blocks, adapters.TextBlock(forged("block")), adapters.TextBlock("::error title=BLOCK::a block"))
	}
	return obs, nil
}

// forgedVectors writes two directories of vector files made from the
// built-in blank family: valid, whose file name, family title and case
// title are forged text; and broken, whose files draw errors that quote a
// forged case id, spec reference and file name, of both formats.
func forgedVectors(t *testing.T) (valid, broken string) {
	t.Helper()
	data, err := fs.ReadFile(vectors.BuiltinFS(), "blank.json")
	if err != nil {
		t.Fatal(err)
	}
	var family map[string]any
	if err := json.Unmarshal(data, &family); err != nil {
		t.Fatal(err)
	}
	c := family["cases"].([]any)[0].(map[string]any)
	c["id"] = "blank/forged-title"
	c["title"] = forged("case title")
	family["title"] = forged("family title")
	family["cases"] = []any{c}
	valid, broken = t.TempDir(), t.TempDir()
	write := func(dir, name string, v any) {
		t.Helper()
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fileName := "forged\n::error title=FILE::x ##[error]f.json"
	write(valid, fileName, family)
	c["id"] = "blank/x\n::error title=ID::y ##[error]id"
	c["spec"] = []string{"RFC-005 ##[error]spec reference\n::error title=SPEC::z", "RFC-005 ##vso[task.complete]"}
	write(broken, fileName, family)
	c["id"], c["spec"] = "blank/blank-embedded-text", []string{"SPEC 7"} // a built-in case's: its scenario names another title
	write(broken, "built-in.json", family)
	write(broken, "mcpl ##[error].json", map[string]any{
		"format": "mcpl-bulk-references-1",
		"cases":  []any{map[string]any{"id": "x\n::error title=MCPL::y ##[error]mcpl", "rfc": 1, "operation": "render", "blocks": []any{}, "expect": map[string]any{}}},
	})
	return valid, broken
}

// checkInert fails t for each line of text a CI runner reads as a
// command, and for a line break other than \n, as it is.
func checkInert(t *testing.T, what, text string) {
	t.Helper()
	for _, l := range cicommand.Commands(text) {
		t.Errorf("%s: a CI runner reads a command: %q", what, l)
	}
	if i := strings.IndexAny(text, "\r\v\f\u0085\u2028\u2029"); i >= 0 {
		t.Errorf("%s: a line break but \\n, as it is: %q", what, text[max(0, i-80):min(len(text), i+80)])
	}
}

// TestNoFetchOutputForgesACICommand scores, through --mcpl-adapter, a
// module whose identity, views, records, saves, outcome and registry
// answers are all forged text on a fetch and a registry case: no output
// and no report shows a CI runner a command, and the forged text reaches
// them escaped.
func TestNoFetchOutputForgesACICommand(t *testing.T) {
	testneeds.Program(t, "node", "node (Debian: apt-get install nodejs) to score an MCPL adapter module")
	dir := t.TempDir()
	args := append([]string{"run", "--mcpl-adapter", "testdata/forger.mjs", "--builtin=false", "--lanes", "push", "-v",
		"--vectors", "../../vectors/testdata/rfc005-fetch.json", "--case", "rfc-005/fetch-plain", "--case", "rfc-005/registry-few"}, reportArgs(dir)...)
	var stdout, stderr strings.Builder
	code := run(args, strings.NewReader(""), &stdout, &stderr)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (the forger fails)\n%s\n%s", code, tail(stdout.String()), stderr.String())
	}
	checkInert(t, "stdout", stdout.String())
	checkInert(t, "stderr", stderr.String())
	for _, name := range []string{"r.json", "r.xml", "r.md"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		checkInert(t, name, string(data))
	}
	if out := stdout.String(); !strings.Contains(out, "bad mime") || !strings.Contains(out, "bad identity") || !strings.Contains(out, "bad first id") {
		t.Errorf("the forged media type, identity or id did not reach the output:\n%s", tail(out))
	}
}

// TestNoOutputForgesACICommand runs every command that prints what a
// host, a vector file or a file name controls, with forged text in each
// (a host's name, version, error answers, rejections, stderr and blocks; a vector's
// file name, titles, case id and spec references; a JSON report's host),
// and holds every output a CI runner may print to showing it no command
// (cicommand): stdout, stderr, and the JSON, JUnit and Markdown reports
// (the last is the job summary).
func TestNoOutputForgesACICommand(t *testing.T) {
	t.Parallel()
	valid, broken := forgedVectors(t)
	hostileReport := filepath.Join(t.TempDir(), "forged.json")
	dir := t.TempDir()
	type command struct {
		name    string
		args    []string
		reports string // the directory of its reportArgs, "" for none
		escaped bool   // its output must show an escape: the forged text reached it
	}
	out := func(name string) string { return filepath.Join(dir, name) }
	commands := []command{
		{"run", append([]string{"run", "--host", testHostCommand(t, "forger"), "--case", "text/plain", "-v"}, reportArgs(out("run"))...), out("run"), true},
		{"run-start", []string{"run", "--host", testHostCommand(t, "forger-exit")}, "", true},
		{"run-vectors", append([]string{"run", "--host", testHostCommand(t, "forger"), "--vectors", valid, "--case", "blank/forged-title", "-v"}, reportArgs(out("run-vectors"))...), out("run-vectors"), true},
		{"run-broken-vectors", []string{"run", "--host", testHostCommand(t, "reference"), "--vectors", broken}, "", true},
		{"validate", []string{"validate", "--vectors", valid}, "", false},
		{"validate-broken", []string{"validate", "--vectors", broken}, "", true},
		{"list", []string{"list", "--vectors", valid, "--case", "blank/forged-title"}, "", false},
		{"list-json", []string{"list", "--json", "--vectors", valid, "--case", "blank/forged-title"}, "", false},
		{"fuzz", []string{"fuzz", "--host", testHostCommand(t, "forger"), "--count", "2", "--shrink", "20"}, "", true},
		{"docs", []string{"docs", "--out", out("docs"), "--vectors", valid}, "", false},
		{"docs-broken", []string{"docs", "--out", out("docs-broken"), "--vectors", broken}, "", true},
	}
	for _, c := range commands {
		if c.reports != "" {
			if err := os.Mkdir(c.reports, 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	check := checkInert
	runOne := func(t *testing.T, c command) {
		var stdout, stderr strings.Builder
		code := run(c.args, strings.NewReader(""), &stdout, &stderr)
		t.Logf("exit %d\nstdout:\n%s\nstderr:\n%s", code, tail(stdout.String()), tail(stderr.String()))
		check(t, "stdout", stdout.String())
		check(t, "stderr", stderr.String())
		both := stdout.String() + stderr.String()
		if c.escaped && !strings.Contains(both, `:\u003a`) && !strings.Contains(both, `\u005b`) {
			t.Errorf("the output shows no escape: the forged text did not reach it")
		}
		if c.name == "fuzz" && !strings.Contains(strings.SplitN(stdout.String(), "\n", 2)[0], "seed 1") {
			t.Errorf("fuzz's first line is not whole: the host's name and version break it")
		}
		if c.reports == "" {
			return
		}
		for _, name := range []string{"r.json", "r.xml", "r.md"} {
			data, err := os.ReadFile(filepath.Join(c.reports, name))
			if err != nil {
				t.Fatal(err)
			}
			check(t, name, string(data))
			if c.name == "run" && !strings.Contains(string(data), "bad rejection") {
				t.Errorf("%s does not show the rejection's forged reason: it did not reach the report", name)
			}
		}
	}
	t.Run("commands", func(t *testing.T) {
		for _, c := range commands {
			t.Run(c.name, func(t *testing.T) {
				t.Parallel()
				runOne(t, c)
			})
		}
	})
	// A JSON report written by another program, or by an older suite,
	// holds the forged text as it is; and a report's path may be forged.
	data, err := os.ReadFile(filepath.Join(out("run"), "r.json"))
	if err != nil {
		t.Fatal(err)
	}
	var report map[string]any
	if err := json.Unmarshal(data, &report); err != nil {
		t.Fatal(err)
	}
	report["host"].(map[string]any)["name"] = forged("report's host")
	raw, err := json.Marshal(report)
	if err != nil {
		t.Fatal(err)
	}
	if len(cicommand.Commands(string(raw))) == 0 {
		t.Fatal("the forged report forges nothing")
	}
	if err := os.WriteFile(hostileReport, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	brokenReport := filepath.Join(dir, "not a file ##[error]\n::error title=REPORT::x.json") // a directory: not read
	if err := os.Mkdir(brokenReport, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []command{
		{"report", []string{"report", "--html", out("r.html"), "--badges", dir, hostileReport}, "", false},
		{"report-broken", []string{"report", "--html", out("broken.html"), brokenReport}, "", true},
	} {
		t.Run(c.name, func(t *testing.T) { runOne(t, c) })
	}
}
