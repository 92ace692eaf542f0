package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHostCommand runs the README's exchange through the command's entry
// point: hello, one observe, bye, exit 0.
func TestHostCommand(t *testing.T) {
	t.Parallel()
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

// TestUsageErrors: no command is rfc005's usage on stderr; an unknown
// command, or arguments to host, one line saying what to do; exit 2.
func TestUsageErrors(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{nil, "usage: rfc005 <command>"},
		{[]string{"frobnicate"}, `rfc005: unknown command "frobnicate"; the commands are run, list,`},
		{[]string{"host", "extra"}, `rfc005 host: takes no arguments, got ["extra"]` + "\n"},
	} {
		var out, errOut bytes.Buffer
		if code := run(tt.args, strings.NewReader(""), &out, &errOut); code != 2 || out.Len() > 0 {
			t.Errorf("rfc005 %q: exit %d, stdout %q; want exit 2", tt.args, code, out.String())
		}
		if !strings.HasPrefix(errOut.String(), tt.want) {
			t.Errorf("rfc005 %q: stderr %q, want %q…", tt.args, errOut.String(), tt.want)
		}
	}
}
