package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestRunDurations: --timeout and --deadline read plain seconds as well
// as Go durations.
func TestRunDurations(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args              []string
		timeout, deadline time.Duration
	}{
		{nil, subprocess.DefaultTimeout, 0},
		{[]string{"--timeout", "5"}, 5 * time.Second, 0},
		{[]string{"--timeout=0.25", "--deadline", "90"}, 250 * time.Millisecond, 90 * time.Second},
		{[]string{"--timeout", "1m30s", "--deadline=10m"}, 90 * time.Second, 10 * time.Minute},
	} {
		var errOut bytes.Buffer
		f, ok := parseRunFlags(tt.args, &errOut)
		if !ok || f.timeout != tt.timeout || f.deadline != tt.deadline {
			t.Errorf("rfc005 run %q: ok %v, --timeout %v, --deadline %v; want %v and %v\n%s", tt.args, ok, f.timeout, f.deadline, tt.timeout, tt.deadline, errOut.String())
		}
	}
}

// TestRunFlagChecks: --jobs, --name, --quiet and -v are checked before
// anything runs.
func TestRunFlagChecks(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string // what stderr says, or "" when the flags are good
	}{
		{[]string{"--gate", "should"}, ""},
		{[]string{"--gate", "must"}, ""},
		{[]string{"--gate", "maybe"}, `rfc005 run: --gate "maybe": want must or should`},
		{[]string{"--jobs", "1"}, ""},
		{[]string{"--jobs", "64"}, ""},
		{[]string{"--jobs", "0"}, "rfc005 run: --jobs 0: want 1 to 64 host processes"},
		{[]string{"--jobs", "-2"}, "rfc005 run: --jobs -2: want 1 to 64 host processes"},
		{[]string{"--jobs", "65"}, "rfc005 run: --jobs 65: want 1 to 64 host processes"},
		{[]string{"--name", "node 1.0 (ci)"}, ""},
		{[]string{"--name", "hôte — ünïcode"}, ""},
		{[]string{"--name", strings.Repeat("n", 100)}, ""},
		{[]string{"--name", strings.Repeat("n", 101)}, "rfc005 run: --name: want at most 100 bytes, got 101"},
		{[]string{"--name", ""}, "rfc005 run: --name: want a label, got an empty one"},
		{[]string{"--name", "  "}, "rfc005 run: --name: want a label, got an empty one"},
		{[]string{"--name", "evil\x1b[2J"}, `rfc005 run: --name "evil\x1b[2J": want printable characters, no control characters`},
		{[]string{"--name", "a\nb"}, `rfc005 run: --name "a\nb": want printable characters`},
		{[]string{"--name", "\u202egnp"}, `rfc005 run: --name "\u202egnp": want printable characters`},
		{[]string{"--name", "\xff"}, `rfc005 run: --name "\xff": want printable characters`},
		{[]string{"--quiet"}, ""},
		{[]string{"-v"}, ""},
		{[]string{"--quiet", "-v"}, "rfc005 run: --quiet and -v ask for less and more: give one of them"},
	} {
		var errOut bytes.Buffer
		_, ok := parseRunFlags(tt.args, &errOut)
		switch {
		case tt.want == "" && (!ok || errOut.Len() > 0):
			t.Errorf("rfc005 run %q: refused: %s", tt.args, errOut.String())
		case tt.want != "" && (ok || !strings.HasPrefix(errOut.String(), tt.want) || strings.Count(errOut.String(), "\n") != 1):
			t.Errorf("rfc005 run %q: ok %v, stderr %q; want one line %q…", tt.args, ok, errOut.String(), tt.want)
		}
	}
	if code, stdout, stderr := runRFC005(t, "", "--jobs", "0"); code != 2 || stdout != "" || !strings.Contains(stderr, "--jobs 0") {
		t.Errorf("rfc005 run --jobs 0: exit %d, stdout %q, stderr %q; want exit 2", code, stdout, stderr)
	}
}

// TestRunUsageDocumentsFlags pins the words of run's usage for --name,
// --jobs, --quiet, -v, durations and the progress line.
func TestRunUsageDocumentsFlags(t *testing.T) {
	t.Parallel()
	words := strings.Join(strings.Fields(runUsage), " ")
	for _, want := range []string{
		`--name LABEL the host's label in every report and its badge file name (default: its name; rfc005 report tells same-named hosts apart by version and a digest of the command)`,
		`--jobs N score with up to N host processes at once (1 to 64, default 1): scoring starts with the first, and more start while it scores, as long as they speed it up, so a host bound by the machine's cores may score with fewer; reports are identical to --jobs 1, in corpus order`,
		`--quiet print only the gate's lines and the scores`,
		`-v also print every wording difference`,
		`A DURATION is written as Go writes one ("5s", "1m30s", "250ms") or in plain seconds ("5", "0.5").`,
		`On a terminal, a run keeps one progress line updated on stderr (cases done of total, failures so far, elapsed, the slowest case); when stderr is not a terminal, it prints a plain line every 10 s.`,
	} {
		if !strings.Contains(words, want) {
			t.Errorf("rfc005 run -h does not say %q", want)
		}
	}
	if strings.Contains(words, "Every 10 s a run prints one line") {
		t.Error("rfc005 run -h still describes the old progress line")
	}
}

// TestLevelIsATag pins that --level and --tags are one mechanism: --level
// L selects the cases --tags @L does, and joins --tags as "&&" would, each
// alternative of it; a level no case of a tag has selects none of them.
func TestLevelIsATag(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	ids := func(f runFlags) []string {
		t.Helper()
		sel, err := selection(f)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, c := range corpus.Cases {
			if sel.Takes(c) {
				out = append(out, c.ID)
			}
		}
		return out
	}
	for _, level := range []string{vectors.LevelMust, vectors.LevelShould} {
		byLevel, byTag := ids(runFlags{level: level}), ids(runFlags{tags: "@" + level})
		if len(byLevel) == 0 || !slices.Equal(byLevel, byTag) {
			t.Errorf("--level %s selects %d cases, --tags @%s %d", level, len(byLevel), level, len(byTag))
		}
		var want []string
		for _, c := range corpus.Cases {
			if c.Level == level && (c.Family == "image" || c.Family == "audio") {
				want = append(want, c.ID)
			}
		}
		if got := ids(runFlags{level: level, tags: "@family-image,@family-audio"}); len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("--level %s --tags @family-image,@family-audio: %d cases, want the %d of both", level, len(got), len(want))
		}
	}
	if got := ids(runFlags{level: vectors.LevelShould, tags: "@must"}); len(got) != 0 {
		t.Errorf("--level should --tags @must selects %d cases, want none", len(got))
	}
	if _, err := selection(runFlags{level: "may"}); err == nil || err.Error() != `--level must be must or should, got "may"` {
		t.Errorf("--level may: %v", err)
	}
}
