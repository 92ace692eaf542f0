package subprocess

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"syscall"
)

// process is one run of the host command: its stdin, a goroutine reading
// its stdout a bounded line at a time, and the tail of its stderr.
type process struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan line     // answer lines, or the reason there are no more
	exited chan struct{} // closed when the process has exited
	err    error         // how it exited, once exited is closed
	stderr *tail
}

// line is one line of the host's stdout, or why reading stopped.
type line struct {
	data []byte
	err  error
}

// errLineTooLong is why reading stopped at a line over the limit.
var errLineTooLong = errors.New("line over the limit")

func start(argv []string, opt Options) (*process, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir, cmd.Env = opt.Dir, opt.Env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // kill its children with it
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &process{
		cmd: cmd, stdin: stdin, lines: make(chan line),
		exited: make(chan struct{}), stderr: newTail(opt.Stderr),
	}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %q: %w", strings.Join(argv, " "), err)
	}
	go p.read(stdout, opt.MaxLine)
	go func() {
		p.err = cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// read sends each line of stdout to p.lines, then why reading stopped.
func (p *process) read(stdout io.Reader, max int) {
	r := bufio.NewReaderSize(stdout, 64<<10)
	for {
		data, err := readLine(r, max)
		if data != nil && !p.send(line{data: data}) {
			return
		}
		if err != nil {
			p.send(line{err: err})
			return
		}
	}
}

// readLine reads one line without its newline, never holding more than max
// bytes of it: a longer line (or endless output with no newline) gives
// errLineTooLong. A last line with no newline comes with the read's error.
func readLine(r *bufio.Reader, max int) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) > max+1 { // +1: the newline
			return nil, errLineTooLong
		}
		buf = append(buf, chunk...)
		switch {
		case err == nil:
			return trimNewline(buf), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case len(buf) > 0:
			return trimNewline(buf), err
		}
		return nil, err
	}
}

// send delivers l unless the process has exited and nobody will read it.
func (p *process) send(l line) bool {
	select {
	case p.lines <- l:
		return true
	case <-p.exited:
		// The process is gone; a reader may still be waiting for its last
		// words, so offer them once more without blocking.
		select {
		case p.lines <- l:
			return true
		default:
			return false
		}
	}
}

// kill ends the process and its process group, and waits for it.
func (p *process) kill() {
	if p.cmd.Process != nil {
		syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
		p.cmd.Process.Kill()
	}
	p.stdin.Close()
	<-p.exited
}

func trimNewline(b []byte) []byte {
	return bytes.TrimSuffix(bytes.TrimSuffix(b, []byte("\n")), []byte("\r"))
}

// tail keeps the last bytes a host wrote to stderr, and passes them on.
type tail struct {
	mu   sync.Mutex
	buf  []byte
	pass io.Writer
}

const tailMax = 2048

func newTail(pass io.Writer) *tail { return &tail{pass: pass} }

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailMax {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-tailMax:]...)
	}
	if t.pass != nil {
		t.pass.Write(b)
	}
	return len(b), nil
}

// String returns the last lines written, at most a few.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimRight(string(t.buf), "\n"), "\n")
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	return strings.Join(lines, "\n")
}
