package runner

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
)

func TestSelectionCheck(t *testing.T) {
	t.Parallel()
	for _, ok := range [][]string{nil, {"text/*"}, {"image/png-blob", "[a-z]*/?lain", `text\/plain`}} {
		if err := (Selection{Cases: ok}).Check(); err != nil {
			t.Errorf("Selection{Cases: %q}.Check(): %v", ok, err)
		}
	}
	for _, bad := range [][]string{{"["}, {"text/*", "image/[a-"}, {`text\`}, {""}} {
		if err := (Selection{Cases: bad}).Check(); err == nil {
			t.Errorf("Selection{Cases: %q}.Check(): no error", bad)
		} else if bad[len(bad)-1] != "" && !strings.Contains(err.Error(), "syntax error in pattern") {
			t.Errorf("Selection{Cases: %q}.Check(): %v, want path.ErrBadPattern's words", bad, err)
		}
	}
}

// TestBaselineIsStrict pins what a baseline file may hold: one object,
// nothing after it, nothing deeper than the limit, a regular file; and,
// against the corpus, entries naming its cases on lanes they observe,
// each once.
func TestBaselineIsStrict(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	dir := t.TempDir()
	const head = `{"format":"rfc005-lanes-baseline/1","failures":[`
	tests := []struct {
		name, text string
		read       string // what ReadBaseline says, "" for no error
		check      string // what Check says, "" for no error
	}{
		{"sound", head + `{"case":"text/plain","lane":"push","reason":"r"}]}` + "\n", "", ""},
		{"trailing_garbage", head + `]} x`, "data after its object, at byte", ""},
		{"second_object", head + `]}{}`, "data after its object", ""},
		{"unknown_member", head + `], "hosts":1}`, `unknown field "hosts"`, ""},
		{"too_deep", strings.Repeat("[", 20_000), "too deep", ""},
		{"unknown_case", head + `{"case":"text/gone","lane":"push","reason":"r"}]}`, "",
			`failures[0] (text/gone on push): the corpus has no case "text/gone"; remove the entry`},
		{"lane_not_observed", head + `{"case":"text/plain","lane":"guard","reason":"r"}]}`, "",
			"failures[0] (text/plain on guard): case text/plain observes no lane guard (it observes tool-result/live"},
		{"listed_twice", head + `{"case":"text/plain","lane":"push","reason":"r"},{"case":"text/plain","lane":"push","reason":"s"}]}`, "",
			"failures[1] (text/plain on push): listed already as failures[0]; remove one"},
		{"control_characters_named_printably", head + `{"case":"text/\u001b[2J","lane":"push","reason":"r"}]}`, "",
			`failures[0] (text/\x1b[2J on push): the corpus has no case "text/\x1b[2J"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name+".json")
			if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			b, err := ReadBaseline(path)
			if tt.read != "" {
				if err == nil || !strings.Contains(err.Error(), tt.read) || !strings.HasPrefix(err.Error(), path) {
					t.Errorf("ReadBaseline: %v, want %q", err, tt.read)
				}
				return
			}
			if err != nil {
				t.Fatalf("ReadBaseline: %v", err)
			}
			err = b.Check(path, corpus)
			switch {
			case tt.check == "" && err != nil:
				t.Errorf("Check: %v", err)
			case tt.check != "" && (err == nil || !strings.Contains(err.Error(), tt.check) || strings.Contains(err.Error(), "\x1b")):
				t.Errorf("Check: %v, want %q", err, tt.check)
			}
		})
	}
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o644); err == nil {
		if _, err := ReadBaseline(fifo); err == nil || !strings.Contains(err.Error(), "a named pipe (FIFO), not a regular file") {
			t.Errorf("a FIFO baseline: %v", err)
		}
	}
}
