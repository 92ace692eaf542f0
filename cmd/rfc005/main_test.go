package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHostCommand runs the README's exchange through the command's entry
// point: hello, one observe, bye, exit 0.
func TestHostCommand(t *testing.T) {
	in := strings.Join([]string{
		`{"op":"hello","protocol":1}`,
		`{"op":"observe","seq":1,"lane":"push","input":{"content":[{"type":"resource","resource":{"uri":"memo://n","mimeType":"text/markdown","text":"# notes"}}]}}`,
		`{"op":"bye"}`,
	}, "\n") + "\n"
	var out, errOut bytes.Buffer
	if code := run([]string{"host"}, strings.NewReader(in), &out, &errOut); code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], `{"op":"hello","protocol":1,`) ||
		lines[1] != `{"seq":1,"observation":{"blocks":[{"type":"text","text":"# notes"}]}}` {
		t.Errorf("answers:\n%s", out.String())
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{nil, {"frobnicate"}, {"host", "extra"}} {
		var out, errOut bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errOut); code != 2 {
			t.Errorf("rfc005 %q: exit %d, want 2", args, code)
		}
		if !strings.Contains(errOut.String(), "usage") && !strings.Contains(errOut.String(), "takes no arguments") {
			t.Errorf("rfc005 %q: stderr does not say what to do: %s", args, errOut.String())
		}
	}
}
