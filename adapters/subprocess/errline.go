package subprocess

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Why a start error names one line of stderr: the reason a host did not
// start is usually one line among many (a traceback's exception, a
// missing module): TestFirstError, TestStartErrorPythonImport,
// TestStartErrorNodeMissingScript, TestStartErrorShellNotFound.

// errorWords are what a line that reads like an error says, in the words
// of the usual runtimes and shells: "Error: Cannot find module …" (Node),
// "ModuleNotFoundError: …", "SyntaxError: …" (Python, JavaScript),
// "panic: …", "fatal error: …" (Go), "thread 'main' panicked at …"
// (Rust), "Exception in thread …" (Java), "… (LoadError)" (Ruby),
// "exec: "x": executable file not found in $PATH", "command not found",
// "sh: 1: x: not found", "No such file or directory", "Permission
// denied", "can't open file …".
var errorWords = regexp.MustCompile(`(?i)` + strings.Join([]string{
	`\w*(error|exception)\b`,
	`^panic:`,
	`\bpanicked\b`,
	`\bnot found\b`,
	`cannot find module`,
	`no such file or directory`,
	`permission denied`,
	`\b(cannot|can't|unable to)\b`,
	`segmentation fault`,
}, "|"))

// pythonTraceback begins a Python traceback, whose exception is its first
// line not indented.
const pythonTraceback = "Traceback (most recent call last):"

// maxErrorLine bounds the line firstError returns, in bytes.
const maxErrorLine = 300

// firstError returns the first line of stderr that reads like an error,
// trimmed, or "" when none does. Of a Python traceback it returns the
// exception that ends it ("ModuleNotFoundError: No module named 'x'"),
// rather than the line that begins it. The line saying how much of
// stderr was cut (see tail.Excerpt) is not one.
func firstError(stderr string) string {
	lines := strings.Split(stderr, "\n")
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if isCutLine(l) {
			continue
		}
		if strings.HasPrefix(l, pythonTraceback) {
			if exc := tracebackException(lines[i+1:]); exc != "" {
				return clip(exc)
			}
			return clip(l)
		}
		if errorWords.MatchString(l) {
			return clip(l)
		}
	}
	return ""
}

// tracebackException returns the exception of a Python traceback whose
// lines after the first are lines: the first that is not indented.
func tracebackException(lines []string) string {
	for _, l := range lines {
		if l == "" || l[0] == ' ' || l[0] == '\t' || isCutLine(l) {
			continue
		}
		return strings.TrimSpace(l)
	}
	return ""
}

// isCutLine reports whether l says how much of stderr was cut.
func isCutLine(l string) bool {
	return strings.HasPrefix(l, "…(") && strings.HasSuffix(l, " bytes cut)…")
}

// clip bounds a line to maxErrorLine bytes, ending it with "…" when cut.
func clip(l string) string {
	if len(l) <= maxErrorLine {
		return l
	}
	l = l[:maxErrorLine]
	for len(l) > 0 && !utf8.ValidString(l) {
		l = l[:len(l)-1]
	}
	return l + "…"
}
