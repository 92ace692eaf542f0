package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
	"github.com/rfc005-lanes/rfc005-lanes/internal/specbook"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testneeds"
)

// sampleMark introduces a sample output in README.md: the command that
// makes it, then a fenced block of what it prints.
var sampleMark = regexp.MustCompile("(?m)^<!-- sample: rfc005 (.+) -->\n```\n((?s:.*?))```\n")

// TestREADMESamples checks every sample of README.md and of the guides in
// docs/ (specbook.Guides), so that none can go stale:
//   - output: each command README.md shows a sample output of is run, and
//     the sample checked against what it prints: every sample line must
//     match an output line, in order; a line of the sample that is only
//     "…" stands for any lines, and "…" within a line for any text;
//   - command: each line of a shell block that runs rfc005 (or ./run.sh)
//     names a command of the command table and flags it takes;
//   - go: each Go block compiles against the current API.
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
		t.Run("output/"+command, func(t *testing.T) {
			args, err := hostcmd.Split(command)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			t.Chdir("../..")
			for i, a := range args {
				if a == "fuzz/" && i > 0 && args[i-1] == "--out" {
					args[i] = filepath.Join(dir, "fuzz") + "/" // made by the command, as a newcomer's would be
				}
			}
			var out, errOut bytes.Buffer
			run(args, strings.NewReader(""), &out, &errOut)
			if err := matchSample(sample, out.String()); err != "" {
				t.Errorf("README.md's sample of rfc005 %s is stale: %s\nthe command printed:\n%s\nstderr:\n%s", command, err, out.String(), errOut.String())
			}
		})
	}
	pages := map[string]string{"README.md": string(readme)}
	for _, g := range specbook.Guides {
		data, err := os.ReadFile("../../docs/" + g)
		if err != nil {
			t.Fatal(err)
		}
		pages["docs/"+g] = string(data)
	}
	commands, gos := 0, 0
	for name, text := range pages {
		for _, b := range fencedBlocks(text) {
			switch b.lang {
			case "sh", "console", "bash", "":
				for _, line := range strings.Split(b.body, "\n") {
					if args, ok := rfc005Line(line); ok {
						commands++
						t.Run("command/"+name+"/"+strings.Join(args, " "), func(t *testing.T) {
							t.Parallel()
							if why := checkCommandLine(args); why != "" {
								t.Errorf("%s: %q: %s", name, line, why)
							}
						})
					}
				}
			case "go":
				gos++
				n := gos
				t.Run(fmt.Sprintf("go/%s/%d", name, n), func(t *testing.T) {
					t.Parallel()
					if why := compileGoSample(t, b.body); why != "" {
						t.Errorf("%s: the Go sample does not compile:\n%s\n%s", name, b.body, why)
					}
				})
			}
		}
	}
	if commands < 10 || gos < 2 {
		t.Errorf("found %d rfc005 command lines and %d Go samples, want the README's and the guides' (at least 10 and 2)", commands, gos)
	}
}

// fenced is a fenced code block of a Markdown page.
type fenced struct{ lang, body string }

// fencedBlocks returns the fenced code blocks of a Markdown page.
func fencedBlocks(text string) []fenced {
	var out []fenced
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		open, ok := strings.CutPrefix(lines[i], "```")
		if !ok {
			continue
		}
		var body []string
		for i++; i < len(lines) && !strings.HasPrefix(lines[i], "```"); i++ {
			body = append(body, lines[i])
		}
		out = append(out, fenced{lang: strings.TrimSpace(open), body: strings.Join(body, "\n")})
	}
	return out
}

// rfc005Line returns the arguments of a shell line that runs rfc005 or
// ./run.sh (which runs rfc005 run), without a "$ " prompt or a trailing
// comment; ok is false for any other line.
func rfc005Line(line string) (args []string, ok bool) {
	line = strings.TrimPrefix(strings.TrimSpace(line), "$ ")
	if i := strings.Index(line, " #"); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimSpace(line)
	var rest string
	switch {
	case strings.HasPrefix(line, "rfc005 "):
		rest = strings.TrimPrefix(line, "rfc005 ")
	case line == "./run.sh":
		return []string{"run"}, true
	case strings.HasPrefix(line, "./run.sh "):
		rest = "run " + strings.TrimPrefix(line, "./run.sh ")
	default:
		return nil, false
	}
	// A pipe or a redirection ends the command.
	for _, stop := range []string{" | ", " > ", " < ", " && ", " || ", " 2>"} {
		if i := strings.Index(rest, stop); i >= 0 {
			rest = rest[:i]
		}
	}
	if f := strings.Fields(rest); len(f) > 0 && strings.HasSuffix(f[0], ":") {
		return nil, false // what rfc005 prints ("rfc005 run: warning: …"), not a command
	}
	args, err := hostcmd.Split(rest)
	if err != nil || len(args) == 0 {
		return []string{rest}, true // checkCommandLine says what is wrong
	}
	return args, true
}

// checkCommandLine says what is wrong with rfc005 args, or "": the command
// must be in the command table and take the flags given.
func checkCommandLine(args []string) string {
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "--version" {
		return ""
	}
	c, ok := lookupCommand(args[0])
	if !ok {
		return fmt.Sprintf("no command %q", args[0])
	}
	fl := c.flags()
	fl.SetOutput(io.Discard)
	if err := fl.Parse(args[1:]); err != nil {
		return err.Error()
	}
	return ""
}

// lineComment is a Go line comment, which names no package a sample uses.
var lineComment = regexp.MustCompile(`//.*`)

// goImports are the packages a Go sample may use, by name.
var goImports = map[string]string{
	"conformance": "github.com/rfc005-lanes/rfc005-lanes/conformance",
	"reference":   "github.com/rfc005-lanes/rfc005-lanes/reference",
	"subprocess":  "github.com/rfc005-lanes/rfc005-lanes/adapters/subprocess",
	"adapters":    "github.com/rfc005-lanes/rfc005-lanes/adapters",
	"runner":      "github.com/rfc005-lanes/rfc005-lanes/runner",
	"vectors":     "github.com/rfc005-lanes/rfc005-lanes/vectors",
	"context":     "context",
	"time":        "time",
	"testing":     "testing",
}

// compileGoSample builds body, a Go sample of declarations (or a whole
// file, with its package clause), as a package of this module through an
// overlay, and returns the compiler's complaint, or "".
func compileGoSample(t *testing.T, body string) string {
	src := body
	if !strings.HasPrefix(strings.TrimSpace(body), "package ") {
		code := lineComment.ReplaceAllString(body, "")
		var imports []string
		for name, path := range goImports {
			if regexp.MustCompile(`\b` + name + `\.`).MatchString(code) {
				imports = append(imports, strconv.Quote(path))
			}
		}
		sort.Strings(imports)
		src = "package sample\n\nimport (\n\t" + strings.Join(imports, "\n\t") + "\n)\n\n" + body + "\n"
	} else {
		src = strings.Replace(src, "package "+strings.Fields(strings.TrimSpace(body))[1], "package sample", 1)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "sample.go")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	// A package that is not on disk: the overlay, one per build, makes it.
	pkg := filepath.Join(root, "internal", "readmesample")
	overlay, _ := json.Marshal(map[string]any{"Replace": map[string]string{filepath.Join(pkg, "sample.go"): file}})
	if err := os.WriteFile(filepath.Join(dir, "overlay.json"), overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-overlay", filepath.Join(dir, "overlay.json"), "-o", os.DevNull, pkg)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Sprintf("%v\n%s", err, out)
	}
	return ""
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

// TestREADMEIsShort: the README is for a host author in a hurry, at most
// 400 lines, and links to every guide in docs/ that holds the rest.
func TestREADMEIsShort(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(readme), "\n"); n > 400 {
		t.Errorf("README.md has %d lines, want at most 400: move the rest to docs/", n)
	}
	for _, g := range specbook.Guides {
		if !strings.Contains(string(readme), "(docs/"+g) {
			t.Errorf("README.md does not link docs/%s", g)
		}
	}
	if !strings.Contains(string(readme), "go install ./cmd/rfc005") || !strings.Contains(string(readme), "go install github.com/rfc005-lanes/rfc005-lanes/cmd/rfc005@") {
		t.Error("README.md does not say how to install rfc005")
	}
}
