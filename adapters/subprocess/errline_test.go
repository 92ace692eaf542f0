package subprocess

import (
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/hostcmd"
)

// TestFirstError pins which line of a host's stderr reads like an error,
// in the words of the usual runtimes and shells.
func TestFirstError(t *testing.T) {
	t.Parallel()
	tests := []struct {
		stderr, want string
	}{
		{"node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module '/x/a.js'\n    at Module._resolveFilename (node:internal)\n",
			"Error: Cannot find module '/x/a.js'"},
		{"Traceback (most recent call last):\n  File \"host.py\", line 1, in <module>\n    import x\nModuleNotFoundError: No module named 'x'\n",
			"ModuleNotFoundError: No module named 'x'"},
		{"Traceback (most recent call last):\n  File \"host.py\", line 9, in load\n    raise ConfigError(\"cannot read config\")\nhost.ConfigError: cannot read config.toml\n",
			"host.ConfigError: cannot read config.toml"},
		{"Traceback (most recent call last):\n  File \"host.py\", line 1\n…(9,000 bytes cut)…\n    raise E\nRecursionError: maximum recursion depth exceeded\n",
			"RecursionError: maximum recursion depth exceeded"},
		{"Traceback (most recent call last):\n  File \"host.py\", line 1\n", "Traceback (most recent call last):"},
		{"  File \"/x/host.py\", line 3\n    foo(\n       ^\nSyntaxError: '(' was never closed\n", "SyntaxError: '(' was never closed"},
		{"python3: can't open file '/x/host.py': [Errno 2] No such file or directory\n", "python3: can't open file '/x/host.py': [Errno 2] No such file or directory"},
		{"starting\npanic: runtime error: index out of range [3] with length 0\n\ngoroutine 1 [running]:\n", "panic: runtime error: index out of range [3] with length 0"},
		{"fatal error: all goroutines are asleep - deadlock!\n", "fatal error: all goroutines are asleep - deadlock!"},
		{"thread 'main' panicked at src/main.rs:2:5:\nboom\n", "thread 'main' panicked at src/main.rs:2:5:"},
		{"Exception in thread \"main\" java.lang.IllegalStateException: x\n", "Exception in thread \"main\" java.lang.IllegalStateException: x"},
		{"host.rb:1:in `require': cannot load such file -- foo (LoadError)\n", "host.rb:1:in `require': cannot load such file -- foo (LoadError)"},
		{"bash: line 1: myhost: command not found\n", "bash: line 1: myhost: command not found"},
		{"sh: 1: myhost: not found\n", "sh: 1: myhost: not found"},
		{"sh: 1: ./host.sh: Permission denied\n", "sh: 1: ./host.sh: Permission denied"},
		{"listening\nwarming up 3 caches\n", ""},
		{"no errors so far; 0 exceptions\n", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := firstError(tt.stderr); got != tt.want {
			t.Errorf("firstError(%q) = %q, want %q", tt.stderr, got, tt.want)
		}
	}
	long := "Error: " + strings.Repeat("é", 400)
	if got := firstError(long); len(got) > maxErrorLine+len("…") || !strings.HasSuffix(got, "é…") {
		t.Errorf("a long error line: %d bytes, %q", len(got), got[len(got)-8:])
	}
}

// TestShellQuote pins that the command shown reads back, through Split,
// as the argv that was run.
func TestShellQuote(t *testing.T) {
	t.Parallel()
	tests := []struct {
		argv []string
		want string
	}{
		{[]string{"node", "does-not-exist.js"}, "node does-not-exist.js"},
		{[]string{"python3", "my host.py", "--x=a,b", "/a/b_c@1.2%"}, "python3 'my host.py' --x=a,b /a/b_c@1.2%"},
		{[]string{"sh", "-c", "echo 'hi' $HOME"}, `sh -c 'echo '\''hi'\'' $HOME'`},
		{[]string{"x", "", "*", "a\"b", `c\d`}, `x '' '*' 'a"b' 'c\d'`},
	}
	for _, tt := range tests {
		got := shellQuote(tt.argv)
		if got != tt.want {
			t.Errorf("shellQuote(%q) = %s, want %s", tt.argv, got, tt.want)
		}
		back, err := hostcmd.Split(got)
		if err != nil || strings.Join(back, "\x00") != strings.Join(tt.argv, "\x00") {
			t.Errorf("Split(%s) = %q, %v; want %q", got, back, err, tt.argv)
		}
	}
}

// TestQuoteStray: a stray print is shown by its first line, escaped (no
// terminal control reaches the reader) and bounded.
func TestQuoteStray(t *testing.T) {
	t.Parallel()
	got := quoteStray([]byte("\x1b[2Jdebug: " + strings.Repeat("x", 300) + "\nsecond line\n"))
	if strings.ContainsRune(got, '\x1b') || strings.Contains(got, "second") || len(got) > 140 ||
		!strings.HasPrefix(got, `"\x1b[2Jdebug: xxx`) || !strings.HasSuffix(got, `…"`) {
		t.Errorf("quoteStray = %s", got)
	}
	if got := quoteStray(nil); got != "(not yet read)" {
		t.Errorf("quoteStray(nil) = %s", got)
	}
}
