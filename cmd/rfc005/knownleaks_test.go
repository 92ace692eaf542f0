package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

const tracker = "https://github.com/you/host/issues/7"

// lastLine is the last line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// TestKnownLeaksFromRedToGreen pins the way from a host's leaks to a gate
// that passes with them known, through the command alone: the update
// writes each security failure with "link": "" and fails, saying so in
// one line; the gate on it fails naming them; the update in place with
// --track gives them the link and passes, leading with the known leaks;
// the gate then passes, every line and report leading with them; an
// entry whose link is removed fails again, naming it; a new leak fails;
// and an update in place keeps the links it has.
func TestKnownLeaksFromRedToGreen(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	baseline := filepath.Join(dir, "baseline.json")
	sel := []string{"--case", "disposition/block-never,text/plain"}

	code, stdout, stderr := runRFC005(t, "shows-uri", append(sel, "--update-baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if want := "rfc005 run: wrote " + baseline + `, but 11 of its entries, security failures, have "link": "": the gate fails on them until each has the link of the issue tracking it; add them, or record them again with --track URL` + "\n"; stderr != want {
		t.Errorf("stderr:\n%s\nwant\n%s", stderr, want)
	}
	if got := lastLine(stdout); got != "FAIL: the gate did not pass: known leaks without a link (above)" {
		t.Errorf("the update's last line: %q", got)
	}
	data, _ := os.ReadFile(baseline)
	if strings.Count(string(data), `"link": ""`) != 11 {
		t.Errorf("the baseline does not list the 11 security failures with an empty link:\n%s", data)
	}

	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	for _, want := range []string{
		"UNTRACKED disposition/block-never on push: leak, withheld, kind (a security case); the baseline lists it without the link of the issue tracking it\n",
		"UNTRACKED …and 6 more entries listed without a link (the JSON report lists every one)\n",
		`FIX       give each of these 11 entries a "link" in ` + baseline,
		"--baseline " + baseline + " --update-baseline " + baseline + " --track URL\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("the gate without links does not say %q:\n%s", want, tail(stdout))
		}
	}

	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--quiet", "--baseline", baseline, "--update-baseline", baseline, "--track", tracker)...)
	wantExit(t, code, 0, stdout, stderr)
	if !strings.HasPrefix(stdout, "KNOWN     11 known leaks: ") || lastLine(stdout) != "11 known leaks · ok: nothing new fails; each known leak is tracked at its link (above), and every report leads with them" {
		t.Errorf("the update with --track:\n%s", tail(stdout))
	}

	md, badge := filepath.Join(dir, "r.md"), filepath.Join(dir, "r.svg")
	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--baseline", baseline, "--markdown", md, "--badge", badge)...)
	wantExit(t, code, 0, stdout, stderr)
	if want := "KNOWN     11 tracked at " + tracker + ": disposition/block-never on tool-result/live, "; !strings.Contains(stdout, want) || !strings.HasPrefix(lastLine(stdout), "11 known leaks · ok: ") {
		t.Errorf("the gate with links:\n%s", tail(stdout))
	}
	if data, _ := os.ReadFile(md); !strings.HasPrefix(string(data), "## ⚠️ 11 known leaks · gate passed: nothing new fails\n") {
		t.Errorf("the Markdown report starts:\n%.300s", data)
	}
	if data, _ := os.ReadFile(badge); !strings.Contains(string(data), `aria-label="rfc005-reference: 11 known leaks · normative `) {
		t.Errorf("the badge:\n%s", data)
	}

	// An entry whose link is dropped fails the gate, naming it; a
	// leak the baseline does not list is new, and fails.
	b, err := runner.ReadBaseline(baseline)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range b.Failures {
		if f.Case == "text/plain" && f.Lane == adapters.Push {
			b.Failures[i].Link = ""
		}
	}
	writeJSON(t, baseline, b)
	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stdout, "UNTRACKED text/plain on push: leak, kind; the baseline lists it without the link") ||
		!strings.HasPrefix(lastLine(stdout), "10 known leaks · FAIL: the gate did not pass") {
		t.Errorf("an entry without its link:\n%s", tail(stdout))
	}
	var kept []runner.KnownFailure
	for _, f := range b.Failures {
		if f.Case != "text/plain" || f.Lane != adapters.Push {
			kept = append(kept, f)
		}
	}
	b.Failures = kept
	writeJSON(t, baseline, b)
	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--baseline", baseline)...)
	wantExit(t, code, 1, stdout, stderr)
	if !strings.Contains(stdout, "LEAK      text/plain on push: leak, kind; new: the baseline does not list it\n") {
		t.Errorf("a new leak:\n%s", tail(stdout))
	}

	// The update in place keeps every link it has, and gives the new
	// leak --track's.
	b.Failures[0].Link = "https://tracker.example/T-1"
	writeJSON(t, baseline, b)
	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--baseline", baseline, "--update-baseline", baseline, "--track", "https://tracker.example/T-2")...)
	wantExit(t, code, 0, stdout, stderr)
	links := map[string]int{}
	after, err := runner.ReadBaseline(baseline)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range after.Failures {
		links[f.Link]++
		if f.Case == "text/plain" && f.Lane == adapters.Push && f.Link != "https://tracker.example/T-2" {
			t.Errorf("the new leak's link: %q", f.Link)
		}
	}
	if links["https://tracker.example/T-1"] != 1 || links[tracker] != 9 || links["https://tracker.example/T-2"] != 1 {
		t.Errorf("links after the update in place: %v", links)
	}
	// So does an update that is not given the file as --baseline.
	code, stdout, stderr = runRFC005(t, "shows-uri", append(sel, "--update-baseline", baseline)...)
	wantExit(t, code, 0, stdout, stderr)
	if again, _ := runner.ReadBaseline(baseline); again == nil || again.Failures[0].Link != after.Failures[0].Link || len(again.Failures) != len(after.Failures) {
		t.Errorf("--update-baseline alone dropped links: %+v", again)
	}
}

// TestTrackUsage: --track needs --update-baseline, and a link a baseline
// may hold; either mistake is a usage error before any host starts.
func TestTrackUsage(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "b.json")
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--track", tracker}, "rfc005 run: --track needs --update-baseline FILE"},
		{[]string{"--update-baseline", out, "--track", "issues/7"}, `rfc005 run: --track: "issues/7": want the absolute http(s) URL of the issue that tracks it`},
	} {
		code, stdout, stderr := runRFC005(t, "shows-uri", tt.args...)
		if code != 2 || !strings.HasPrefix(stderr, tt.want) || stdout != "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tt.args, code, stderr, tt.want)
		}
	}
}
