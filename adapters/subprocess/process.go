package subprocess

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode/utf8"
)

// process is one run of the host command: its stdin, a goroutine reading
// its stdout a bounded line at a time, a goroutine keeping the tail of its
// stderr, and a goroutine waiting for it to exit.
//
// It runs in a process group of its own (its pid is the group's id), so
// that stop can kill it with everything it started. Its three pipes are
// created here, not by os/exec: Wait then waits for the host alone, never
// for a descendant that still holds a pipe, and closing the read ends
// stops the readers whoever holds the write ends.
type process struct {
	cmd    *exec.Cmd
	pid    int
	stdin  *os.File // the write end of the host's stdin
	stdout *os.File // the read end of the host's stdout
	errOut *os.File // the read end of the host's stderr
	inodes []uint64 // the three pipes, to find the processes holding them

	lines chan line // answer lines, or the reason there are no more
	// received counts the bytes read from stdout; consumed, those of the
	// lines taken from lines (by the one goroutine observing). The
	// difference, with what is still in the pipe, is what the host wrote
	// that was not asked for yet.
	received atomic.Int64
	consumed int64
	exited   chan struct{} // closed when the process has exited
	err      error         // how it exited, once exited is closed
	stderr   *tail

	readers sync.WaitGroup // the stdout and stderr readers
	quit    chan struct{}  // closed by stop: nobody reads lines any more
	stopped sync.Once
	killed  bool // stop had to kill it: it did not exit within the grace
}

// line is one line of the host's stdout, or why reading stopped.
type line struct {
	data []byte
	size int // the bytes it took on stdout, its newline included
	err  error
}

// errLineTooLong is why reading stopped at a line over the limit.
var errLineTooLong = errors.New("line over the limit")

// How long stop waits, besides the grace it is given.
const (
	// failGrace is the grace of a host stopped for failing: it has its
	// stdin closed and this long to exit before it is killed.
	failGrace = 100 * time.Millisecond
	// pipeGrace is how long stop waits, once the process group is killed,
	// for the pipes to close, before it looks for the processes holding
	// them; and again after killing those, before it stops reading.
	pipeGrace = 200 * time.Millisecond
	// reapGrace bounds the wait for the kernel to report a killed
	// process's exit (a process stuck in the kernel cannot be killed).
	reapGrace = 2 * time.Second
)

func start(argv []string, opt Options) (*process, error) {
	var pipes [3][2]*os.File // stdin, stdout, stderr: read end, write end
	closeAll := func() {
		for _, p := range pipes {
			for _, f := range p {
				if f != nil {
					f.Close()
				}
			}
		}
	}
	for i := range pipes {
		r, w, err := os.Pipe()
		if err != nil {
			closeAll()
			return nil, fmt.Errorf("starting %q: %w", strings.Join(argv, " "), err)
		}
		pipes[i] = [2]*os.File{r, w}
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir, cmd.Env = opt.Dir, opt.Env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = pipes[0][0], pipes[1][1], pipes[2][1]
	cmd.SysProcAttr = sysProcAttr() // its own group: killed with its children
	if err := cmd.Start(); err != nil {
		closeAll()
		return nil, fmt.Errorf("starting %q: %w", strings.Join(argv, " "), err)
	}
	// The host's ends are its own now.
	pipes[0][0].Close()
	pipes[1][1].Close()
	pipes[2][1].Close()
	p := &process{
		cmd: cmd, pid: cmd.Process.Pid,
		stdin: pipes[0][1], stdout: pipes[1][0], errOut: pipes[2][0],
		lines: make(chan line), exited: make(chan struct{}), quit: make(chan struct{}),
		stderr: newTail(opt.Stderr),
	}
	for _, f := range []*os.File{p.stdin, p.stdout, p.errOut} {
		if ino, ok := inode(f); ok {
			p.inodes = append(p.inodes, ino)
		}
	}
	p.readers.Add(2)
	go p.read(opt.MaxLine)
	go p.readStderr()
	go func() {
		p.err = cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// inode returns the inode of f, a pipe end.
func inode(f *os.File) (uint64, bool) {
	fi, err := f.Stat()
	if err != nil {
		return 0, false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return uint64(st.Ino), true
}

// read sends each line of stdout to p.lines, then why reading stopped.
func (p *process) read(max int) {
	defer p.readers.Done()
	r := bufio.NewReaderSize(countingReader{p.stdout, &p.received}, 64<<10)
	for {
		data, size, err := readLine(r, max)
		if data != nil && !p.send(line{data: data, size: size}) {
			return
		}
		if err != nil {
			p.send(line{err: err})
			return
		}
	}
}

// readStderr keeps the tail of stderr until it ends.
func (p *process) readStderr() {
	defer p.readers.Done()
	buf := make([]byte, 32<<10)
	for {
		n, err := p.errOut.Read(buf)
		if n > 0 {
			p.stderr.Write(buf[:n])
		}
		if err != nil {
			return
		}
	}
}

// readLine reads one line without its newline, and the bytes it took,
// never holding more than max bytes of it: a longer line (or endless
// output with no newline) gives errLineTooLong. A last line with no
// newline comes with the read's error.
func readLine(r *bufio.Reader, max int) ([]byte, int, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) > max+1 { // +1: the newline
			return nil, 0, errLineTooLong
		}
		buf = append(buf, chunk...)
		switch {
		case err == nil:
			return trimNewline(buf), len(buf), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case len(buf) > 0:
			return trimNewline(buf), len(buf), err
		}
		return nil, 0, err
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}

// send delivers l, unless the process is stopped and nobody will read it.
func (p *process) send(l line) bool {
	select {
	case p.lines <- l:
		return true
	case <-p.quit:
		return false
	}
}

// take returns the next line from the reader, counting it consumed.
func (p *process) take(l line) line {
	p.consumed += int64(l.size)
	return l
}

// unread returns how many bytes the host has written to stdout that were
// not taken as lines: read and not yet taken, or still in the pipe. Read
// while no request is outstanding, it is what the host wrote unasked. It
// is exact but for bytes in the very instant of being read.
func (p *process) unread() int64 {
	return p.received.Load() - p.consumed + int64(inPipe(p.stdout))
}

// pending returns what the host wrote that nobody asked for yet: a line,
// when the reader holds one, or how many bytes are on their way. ok is
// false when there are none.
func (p *process) pending() (l line, n int64, ok bool) {
	select {
	case l = <-p.lines:
		return p.take(l), 0, true
	default:
	}
	if n = p.unread(); n > 0 {
		return line{}, n, true
	}
	return line{}, 0, false
}

// stop ends the process, whatever state it is in, in bounded time: it
// closes the host's stdin (after writing bye, when bye is set), gives the
// host grace to exit, then kills its process group, and any process still
// holding one of its pipes, and stops reading the pipes. It returns only
// once the process has been reaped and the readers have stopped, and is
// safe to call more than once, concurrently: every call returns once the
// first is done.
//
// What it kills: the host; every process in its process group (all it
// starts, unless they leave the group); when the host is still running at
// the end of the grace, every descendant it has, found by parent pid
// (Linux), in its group or not; and every process holding one of the
// host's pipes (Linux), however it got there, a setsid grandchild
// included. What it cannot kill: a descendant that left the process
// group (setsid, setpgid) and holds none of the host's pipes, once its
// parent has exited (it is a daemon now). No such process is waited for.
func (p *process) stop(grace time.Duration, bye bool) {
	p.stopped.Do(func() {
		timer := time.NewTimer(grace)
		defer timer.Stop()
		if bye {
			p.writeBye(timer.C)
		}
		p.stdin.Close()
		if !p.killed {
			select {
			case <-p.exited:
			case <-timer.C:
				p.killed = true
			}
		}
		var family []int
		select {
		case <-p.exited:
		default:
			family = descendants(p.pid) // before the kill orphans them
		}
		syscall.Kill(-p.pid, syscall.SIGKILL)
		for _, pid := range family {
			syscall.Kill(pid, syscall.SIGKILL)
		}
		select {
		case <-p.exited:
		case <-time.After(reapGrace):
		}
		// Close the read ends when the readers are done: at once when the
		// pipes are closed, else after the holders of the pipes are
		// killed, else anyway.
		done := make(chan struct{})
		go func() { p.readers.Wait(); close(done) }()
		close(p.quit) // a reader waiting to hand over a line gives up
		select {
		case <-done:
		case <-time.After(pipeGrace):
			for _, pid := range pipeHolders(p.inodes) {
				syscall.Kill(pid, syscall.SIGKILL)
			}
			select {
			case <-done:
			case <-time.After(pipeGrace):
			}
		}
		p.stdout.Close() // unblocks a reader still reading
		p.errOut.Close()
		<-done
	})
}

// writeBye writes bye, giving up when the grace is over: a host that
// reads nothing has filled the pipe. Closing stdin then ends the write.
func (p *process) writeBye(over <-chan time.Time) {
	done := make(chan struct{})
	go func() {
		p.stdin.Write([]byte(`{"op":"bye"}` + "\n"))
		close(done)
	}()
	select {
	case <-done:
	case <-p.exited:
	case <-over:
		p.killed = true
	}
}

func trimNewline(b []byte) []byte {
	return bytes.TrimSuffix(bytes.TrimSuffix(b, []byte("\n")), []byte("\r"))
}

// tail keeps the last tailMax bytes a host wrote to stderr, in a buffer of
// fixed size whatever the host writes, and passes them on.
type tail struct {
	mu    sync.Mutex
	ring  [tailMax]byte
	end   int   // where the next byte goes
	total int64 // bytes written in all
	pass  io.Writer
}

// tailMax is how much of a host's stderr is kept for its errors.
const tailMax = 4 << 10

func newTail(pass io.Writer) *tail { return &tail{pass: pass} }

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(b)
	t.total += int64(n)
	if t.pass != nil {
		t.pass.Write(b)
	}
	if len(b) > tailMax {
		b = b[len(b)-tailMax:]
	}
	for len(b) > 0 {
		c := copy(t.ring[t.end:], b)
		b = b[c:]
		t.end = (t.end + c) % tailMax
	}
	return n, nil
}

// Total returns how many bytes were written in all.
func (t *tail) Total() int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.total
}

// bytes returns the kept bytes, oldest first.
func (t *tail) bytes() []byte {
	if t.total < tailMax {
		return append([]byte(nil), t.ring[:t.end]...)
	}
	return append(append([]byte(nil), t.ring[t.end:]...), t.ring[:t.end]...)
}

// String returns the last lines written, at most a few, as valid UTF-8.
func (t *tail) String() string {
	t.mu.Lock()
	b := t.bytes()
	cut := t.total > tailMax
	t.mu.Unlock()
	if cut { // the first line is a piece of one
		if i := bytes.IndexByte(b, '\n'); i >= 0 && i+1 < len(b) {
			b = b[i+1:]
		}
		for len(b) > 0 && !utf8.RuneStart(b[0]) {
			b = b[1:]
		}
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	return strings.ToValidUTF8(strings.Join(lines, "\n"), "\uFFFD")
}
