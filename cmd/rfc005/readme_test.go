package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testneeds"
)

// sampleMark introduces a sample output in README.md: the command that
// makes it, then a fenced block of what it prints.
var sampleMark = regexp.MustCompile("(?m)^<!-- sample: rfc005 (.+) -->\n```\n((?s:.*?))```\n")

// TestREADMESamples runs each command README.md shows a sample output of,
// and checks the sample against what it prints, so the README cannot go
// stale: every sample line must match an output line, in order; a line of
// the sample that is only "…" stands for any lines, and "…" within a line
// for any text.
func TestREADMESamples(t *testing.T) {
	testneeds.Long(t, "the samples run the Node example host")
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	samples := sampleMark.FindAllStringSubmatch(string(readme), -1)
	if len(samples) < 2 {
		t.Fatalf("README.md has %d sample outputs marked <!-- sample: rfc005 … -->, want the run and the fuzz samples", len(samples))
	}
	for _, s := range samples {
		command, sample := s[1], s[2]
		t.Run(command, func(t *testing.T) {
			args, err := subprocess.Split(command)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			t.Chdir("../..")
			for i, a := range args {
				if a == "fuzz" && i > 0 && args[i-1] == "--out" {
					args[i] = filepath.Join(dir, "fuzz")
					os.Mkdir(args[i], 0o755)
				}
			}
			var out, errOut bytes.Buffer
			run(args, strings.NewReader(""), &out, &errOut)
			if err := matchSample(sample, out.String()); err != "" {
				t.Errorf("README.md's sample of rfc005 %s is stale: %s\nthe command printed:\n%s\nstderr:\n%s", command, err, out.String(), errOut.String())
			}
		})
	}
}

// matchSample says how output fails to match sample, or "".
func matchSample(sample, output string) string {
	want := strings.Split(strings.TrimRight(sample, "\n"), "\n")
	got := strings.Split(strings.TrimRight(output, "\n"), "\n")
	j := 0
	gap := false
	for _, w := range want {
		w = strings.TrimRight(w, " ")
		if strings.TrimSpace(w) == "…" {
			gap = true
			continue
		}
		for {
			if j >= len(got) {
				return "no output line matches " + quoteLine(w)
			}
			ok := lineMatches(w, strings.TrimRight(got[j], " "))
			j++
			if ok {
				break
			}
			if !gap {
				return "line " + quoteLine(got[j-1]) + " does not match " + quoteLine(w)
			}
		}
		gap = false
	}
	return ""
}

// lineMatches reports whether got matches the sample line w, in which
// "…" stands for any text.
func lineMatches(w, got string) bool {
	parts := strings.Split(w, "…")
	if len(parts) == 1 {
		return w == got
	}
	if !strings.HasPrefix(got, parts[0]) {
		return false
	}
	rest := got[len(parts[0]):]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(rest, p)
		if i < 0 {
			return false
		}
		rest = rest[i+len(p):]
	}
	return strings.HasSuffix(rest, parts[len(parts)-1])
}

func quoteLine(s string) string { return "«" + s + "»" }

func TestMatchSample(t *testing.T) {
	t.Parallel()
	out := "head 1.2s\nx\ny\nlast line\n"
	for _, tt := range []struct {
		sample string
		ok     bool
	}{
		{"head …s\nx\ny\nlast line\n", true},
		{"head …\n…\nlast line\n", true},
		{"head …\ny\n", false},
		{"head …\n…\nnot there\n", false},
		{"head …s\nx\ny\nlast line\nmore\n", false},
	} {
		if got := matchSample(tt.sample, out) == ""; got != tt.ok {
			t.Errorf("matchSample(%q) ok=%v, want %v", tt.sample, got, tt.ok)
		}
	}
}
