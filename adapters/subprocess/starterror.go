package subprocess

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// Why a start error says the command, its directory and its stderr: a
// host that does not start is the first thing a user sees
// (TestStartErrors, TestStartErrorMissingExecutable,
// TestStartErrorNotExecutable, TestStartErrorWholeStderr), briefly once a
// run is under way (TestRestartErrorIsBrief), its command quoted so that
// it reads back (TestShellQuote).

// StartError is why a host could not be started: its command could not
// be run, it exited or closed its stdout before its hello, it did not
// answer hello in time, or its hello was wrong. No case can run against
// it.
//
// Its Error says why, the command as run and where, the first line of
// the host's stderr that reads like an error, and the stderr itself:
//
//	the host exited before answering hello (exit status 1)
//	  command: node does-not-exist.js
//	  in: /work/x
//	  error: Error: Cannot find module '/work/x/does-not-exist.js'
//	  host stderr:
//	    | node:internal/modules/cjs/loader:1228
//	    | …
type StartError struct {
	// Command is the command as run, its words quoted as a POSIX shell
	// reads them (rfc005 run --host reads it back).
	Command string
	// Reason says why the host could not start.
	Reason string
	// Stderr is what the host wrote to stderr: all of it up to 4 KiB,
	// else its head and its tail around a line saying how many bytes
	// were cut; printable text.
	Stderr string
	// Dir is the host's working directory, absolute.
	Dir string
	// FirstError is the first line of Stderr that reads like an error
	// (of a Python traceback, its last line, the exception), or the
	// error that kept the command from running; "" when none does.
	FirstError string

	ran bool // the command ran: its stderr, even empty, is worth a line
}

// Error returns the reason, then the command, its directory, the first
// error and the host's stderr, each on a line of its own.
func (e *StartError) Error() string {
	var b strings.Builder
	b.WriteString(e.Reason)
	b.WriteString("\n  command: " + e.Command)
	if e.Dir != "" {
		b.WriteString("\n  in: " + e.Dir)
	}
	if e.FirstError != "" && !strings.Contains(e.Reason, e.FirstError) {
		b.WriteString("\n  error: " + e.FirstError)
	}
	switch {
	case strings.TrimSpace(e.Stderr) != "":
		b.WriteString("\n  host stderr:" + stderrLines(e.Stderr))
	case e.ran:
		b.WriteString("\n  host stderr: empty")
	}
	return b.String()
}

// stderrLinePrefix starts each line of a host's stderr as an error quotes
// it: neither a space nor a colon, so that the line reads as the host's,
// and a line of it that starts "::" is not read by a CI runner as a
// command (a runner trims a line's leading spaces, so indenting alone
// would not do).
const stderrLinePrefix = "    | "

// stderrLines returns stderr as an error quotes it: each line on a line of
// its own, after stderrLinePrefix.
func stderrLines(stderr string) string {
	return "\n" + stderrLinePrefix + strings.ReplaceAll(stderr, "\n", "\n"+stderrLinePrefix)
}

// brief says the error as an observation's error does, for a host that
// could not be restarted during a run: its reason, the error line and
// the last lines of stderr. Many observations may say it; the command and
// its directory were said when the host first started.
func (e *StartError) brief() string {
	s := e.Reason
	if e.FirstError != "" && !strings.Contains(e.Reason, e.FirstError) {
		s += "\n  error: " + e.FirstError
	}
	lines := strings.Split(e.Stderr, "\n")
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	return s + withStderr(strings.Join(lines, "\n"))
}

// restartError is a StartError as an observation's error: brief.
type restartError struct{ start *StartError }

func (e restartError) Error() string { return e.start.brief() }

func (e restartError) Unwrap() error { return e.start }

// briefly returns err, as an observation's error says it: a StartError
// brief.
func briefly(err error) error {
	var se *StartError
	if errors.As(err, &se) && err == error(se) {
		return restartError{se}
	}
	return err
}

// Why a hello was not read, for helloFailure; their words are the
// observation errors'.
var (
	errNoAnswer     = errors.New("no answer")
	errNoRead       = errors.New("the host read no request")
	errStdoutClosed = errors.New("the host closed its stdout")
)

// helloFailure says why the host gave no hello, err being what writing
// the hello or reading its answer returned. It is called before the host
// is stopped: a host that has exited by now exited by itself.
func helloFailure(ctx context.Context, p *process, err error, timeout time.Duration) string {
	if ctx.Err() == nil && !hasExited(p) && !errors.Is(err, errNoAnswer) && !errors.Is(err, errNoRead) {
		// A broken pipe, or stdout closed: the host may be on its way out.
		select {
		case <-p.exited:
		case <-time.After(failGrace):
		}
	}
	switch {
	case ctx.Err() != nil:
		return "interrupted before the host answered hello: " + ctx.Err().Error()
	case hasExited(p):
		status := "exit status 0"
		if p.err != nil {
			status = p.err.Error()
		}
		return "the host exited before answering hello (" + status + ")"
	case errors.Is(err, errStdoutClosed):
		return "the host closed its stdout before answering hello"
	case errors.Is(err, errNoRead):
		return fmt.Sprintf("the host did not read its hello within %s (the start timeout)", timeout)
	case errors.Is(err, errNoAnswer):
		return fmt.Sprintf("the host did not answer hello within %s (the start timeout)", timeout)
	}
	return "no hello: " + err.Error()
}

// absDir returns the host's working directory, absolute: dir, or the
// current directory when dir is "".
func absDir(dir string) string {
	if dir == "" {
		dir, _ = os.Getwd()
		return dir
	}
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}

// shellQuote returns argv as a command line a POSIX shell (and hostcmd.Split)
// reads back as argv: each word as it is when it holds nothing a shell
// reads specially, else in single quotes.
func shellQuote(argv []string) string {
	words := make([]string, len(argv))
	for i, w := range argv {
		words[i] = reporttext.ShellWord(w)
	}
	return strings.Join(words, " ")
}
