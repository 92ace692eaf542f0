package subprocess

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Why a process is as it is, and the tests that show each part:
//   - its own pipes rather than os/exec's, so that Wait waits for the host
//     alone and closing the read ends stops the readers whoever holds the
//     write ends: TestGallery (a setsid grandchild holding stdout),
//     TestAnswerAfterExit, TestStdoutEndedBetweenAnswers;
//   - stdout read under deadlines by the goroutine observing, cut short by
//     its context, Close or the host's exit: TestWatch,
//     TestClosingCutsShort, TestGalleryCancelMidObserve, TestWriteTimeout,
//     TestDeafHostCannotBlockAWrite, TestSlowReadGivesTheAnswerItsTime,
//     TestAnswerCutShort;
//   - the host's exit ends the wait for its answer though a grandchild
//     holds its stdout (markExited): TestGallery's "setsid grandchild, then
//     a crash", under a timeout of an hour;
//   - a line never held whole past its bound: TestWithinTheBounds;
//   - what the host wrote unasked or cut short is seen and kept for the leak
//     search (pending, taken, unread, wroteMeanwhile): TestPending,
//     TestUnaskedLineIsTheNextObservationsError,
//     TestStalledRequestKeepsWhatTheHostWrote, TestAnswerErrorsKeepTheBytes;
//   - stderr read in raw steps, so that an error answer shows what the host
//     wrote before it (syncStderr): TestErrorAnswerShowsStderr,
//     TestStderrLinesStartWithAPrefix, TestErrorAnswerBesideEndlessStderr;
//   - stop in bounded time, its process group and the holders of its pipes
//     killed: TestGallery, TestGalleryCloseMidObserve.

// process is one run of the host command: its stdin, its stdout (read by
// the one goroutine observing, under deadlines, with no goroutine between),
// a goroutine keeping the tail of its stderr, and a goroutine waiting for
// it to exit.
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

	// out reads stdout, a line at a time, for the one goroutine observing
	// (Observe holds host.obs). What it holds beyond the lines taken, with
	// what is still in the pipe, is what the host wrote that was not asked
	// for yet.
	out     *bufio.Reader
	partial []byte        // a line cut short by a deadline, kept for the next read
	exited  chan struct{} // closed when the process has exited
	err     error         // how it exited, once exited is closed
	stderr  *tail

	readers sync.WaitGroup // the stderr reader
	errMu   sync.Mutex     // held for each read of errOut with its write to stderr
	stopped sync.Once
	killed  bool // stop had to kill it: it did not exit within the grace

	// closing is done once the adapter is closed: it cuts every read and
	// write short, for good, without a watch of its own.
	closing     context.Context
	stopClosing func() bool // ends the watch on closing

	// mu guards the pipes' deadlines: those the observing goroutine asks
	// for, cut short by its context, the adapter's closing, or the host's
	// exit.
	mu          sync.Mutex
	readBy      time.Time // the read deadline asked for
	writeBy     time.Time // the write deadline asked for
	exitBy      time.Time // once the host has exited: when to stop waiting for a line it left
	interrupted bool      // the watched context is done
	closed      bool      // closing is done
	watching    uint64    // counts watch calls: a late interrupt of an earlier one is ignored
}

// line is one line of the host's stdout, or why there are no more.
type line struct {
	data []byte
	err  error
}

// errLineTooLong is why reading stopped at a line over the limit.
var errLineTooLong = errors.New("line over the limit")

// How long stop waits, besides the grace it is given.
const (
	// failGrace is the grace of a host stopped for failing: it has its
	// stdin closed and this long to exit before it is killed. It is also
	// how long a line the host wrote just before it exited may take to
	// arrive, when a descendant keeps its stdout open.
	failGrace = 100 * time.Millisecond
	// pipeGrace is how long stop waits, once the process group is killed,
	// for the pipes to close, before it looks for the processes holding
	// them; and again after killing those, before it stops reading.
	pipeGrace = 200 * time.Millisecond
	// reapGrace bounds the wait for the kernel to report a killed
	// process's exit (a process stuck in the kernel cannot be killed).
	reapGrace = 2 * time.Second
)

// longAgo is a deadline in the past: a read or write waiting stops now.
var longAgo = time.Unix(1, 0)

// start starts the host command argv; closing cuts its reads and writes
// short once done.
func start(argv []string, opt Options, closing context.Context) (*process, error) {
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
			return nil, fmt.Errorf("creating a pipe: %w", err)
		}
		pipes[i] = [2]*os.File{r, w}
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir, cmd.Env = opt.Dir, opt.Env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = pipes[0][0], pipes[1][1], pipes[2][1]
	cmd.SysProcAttr = sysProcAttr() // its own group: killed with its children
	if err := cmd.Start(); err != nil {
		closeAll()
		return nil, err
	}
	// The host's ends are its own now.
	pipes[0][0].Close()
	pipes[1][1].Close()
	pipes[2][1].Close()
	p := &process{
		cmd: cmd, pid: cmd.Process.Pid,
		stdin: pipes[0][1], stdout: pipes[1][0], errOut: pipes[2][0],
		exited: make(chan struct{}),
		stderr: newTail(opt.Stderr),
	}
	p.out = bufio.NewReaderSize(p.stdout, 64<<10)
	for _, f := range []*os.File{p.stdin, p.stdout, p.errOut} {
		if ino, ok := inode(f); ok {
			p.inodes = append(p.inodes, ino)
		}
	}
	p.watchClosing(closing)
	p.readers.Add(1)
	go p.readStderr()
	go func() {
		p.err = cmd.Wait()
		p.markExited()
	}()
	return p, nil
}

// markExited records that the host has exited: a write waiting stops now,
// and a read within failGrace, the time a line written just before the
// exit has to arrive when a descendant keeps stdout open.
func (p *process) markExited() {
	close(p.exited)
	p.graceAfterExit()
}

// graceAfterExit gives a line the host wrote before it exited failGrace
// more, from now, to arrive whole.
func (p *process) graceAfterExit() {
	p.mu.Lock()
	p.exitBy = time.Now().Add(failGrace)
	p.applyDeadlines()
	p.mu.Unlock()
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

// applyDeadlines sets the pipes' deadlines: those asked for, but now once
// the watched context or closing is done; and, once the host has exited,
// now for a write, and a read no later than exitBy. p.mu must be held.
func (p *process) applyDeadlines() {
	read, write := p.readBy, p.writeBy
	switch {
	case p.interrupted || p.closed:
		read, write = longAgo, longAgo
	case !p.exitBy.IsZero():
		write = longAgo
		if read.IsZero() || p.exitBy.Before(read) {
			read = p.exitBy
		}
	}
	p.stdout.SetReadDeadline(read)
	p.stdin.SetWriteDeadline(write)
}

// setDeadlines asks for the read and write deadlines (zero for none).
func (p *process) setDeadlines(read, write time.Time) {
	p.mu.Lock()
	p.readBy, p.writeBy = read, write
	p.applyDeadlines()
	p.mu.Unlock()
}

// watchClosing cuts every read and write short, for good, once closing is
// done, until stop.
func (p *process) watchClosing(closing context.Context) {
	p.closing = closing
	p.stopClosing = context.AfterFunc(closing, func() {
		p.mu.Lock()
		p.closed = true
		p.applyDeadlines()
		p.mu.Unlock()
	})
}

// watch cuts short every read and write of the pipes once ctx is done,
// until the function it returns is called. Only the goroutine observing
// calls it, one watch at a time. Watching closing, or a context never
// done, costs nothing.
func (p *process) watch(ctx context.Context) (unwatch func()) {
	if ctx.Done() == nil || ctx == p.closing {
		return func() {}
	}
	p.mu.Lock()
	p.watching++
	id := p.watching
	p.mu.Unlock()
	stop := context.AfterFunc(ctx, func() { p.interrupt(id) })
	return func() {
		stop()
		p.endWatch()
	}
}

// interrupt cuts reads and writes short for the watch id, unless it has
// ended: an interrupt arriving late changes nothing.
func (p *process) interrupt(id uint64) {
	p.mu.Lock()
	if p.watching == id {
		p.interrupted = true
		p.applyDeadlines()
	}
	p.mu.Unlock()
}

// endWatch ends the current watch: the deadlines asked for hold again.
func (p *process) endWatch() {
	p.mu.Lock()
	p.watching++ // an interrupt still on its way is too late now
	if p.interrupted {
		p.interrupted = false
		p.applyDeadlines()
	}
	p.mu.Unlock()
}

// readStderr keeps the tail of stderr until it ends. Each read from the
// pipe, with its write to the tail, is one step under errMu, so that
// syncStderr can take whatever the pipe still holds in between.
func (p *process) readStderr() {
	defer p.readers.Done()
	rc, err := p.errOut.SyscallConn()
	if err != nil {
		return
	}
	buf := make([]byte, 32<<10)
	rc.Read(func(fd uintptr) bool {
		for {
			switch p.readStderrOnce(fd, buf) {
			case stderrEmpty:
				return false // wait until the pipe holds more
			case stderrEnded:
				return true
			}
		}
	})
}

// syncStderr moves what the host's stderr pipe holds now into the tail,
// without waiting for more. An error answer reads the tail after it: what
// the host wrote to stderr before it answered is then always there, never
// left to whether the reader ran first. It stops after syncMax bytes, the
// most a pipe holds, so that a host still writing is not followed.
func (p *process) syncStderr() {
	rc, err := p.errOut.SyscallConn()
	if err != nil {
		return
	}
	buf := make([]byte, 32<<10)
	start := p.stderr.Total()
	rc.Control(func(fd uintptr) {
		for p.stderr.Total()-start < syncMax && p.readStderrOnce(fd, buf) == stderrRead {
		}
	})
}

// syncMax is the most a pipe holds on Linux unless its owner raises
// /proc/sys/fs/pipe-max-size: 1 MiB.
const syncMax = 1 << 20

// What one read of the stderr pipe found.
const (
	stderrRead  = iota // bytes, now in the tail
	stderrEmpty        // nothing for now
	stderrEnded        // the end of the pipe, or an error reading it
)

// readStderrOnce reads the stderr pipe, which does not block, once, and
// writes what it read to the tail, both under errMu.
func (p *process) readStderrOnce(fd uintptr, buf []byte) int {
	p.errMu.Lock()
	defer p.errMu.Unlock()
	n, err := syscall.Read(int(fd), buf)
	switch {
	case n > 0:
		p.stderr.Write(buf[:n])
		return stderrRead
	case err == syscall.EINTR:
		return stderrRead // nothing lost: read again
	case err == syscall.EAGAIN:
		return stderrEmpty
	}
	return stderrEnded
}

// readLine reads one line without its newline, never holding more than
// limit bytes of it: a longer line (or endless output with no newline) gives
// errLineTooLong, with the first limit bytes of it. A last line with no newline comes with io.EOF; a line cut
// short by another error (a deadline) is no line, and what was read of it
// is kept in *partial, where the next call begins. The line is r's own
// buffer when it fits there: it is good until the next read.
func readLine(r *bufio.Reader, limit int, partial *[]byte) ([]byte, error) {
	buf := *partial
	*partial = nil
	chunk, err := r.ReadSlice('\n')
	if buf == nil && err == nil && len(chunk) <= limit+1 { // +1: the newline
		return trimNewline(chunk), nil
	}
	for {
		if len(buf)+len(chunk) > limit+1 {
			// The bound's worth of it is kept for the leak search, which
			// reads every answer, an over-bound one too.
			keep := min(len(chunk), max(0, limit-len(buf)))
			return append(buf, chunk[:keep]...), errLineTooLong
		}
		buf = append(buf, chunk...)
		switch {
		case err == nil:
			return trimNewline(buf), nil
		case errors.Is(err, bufio.ErrBufferFull):
			chunk, err = r.ReadSlice('\n')
			continue
		case len(buf) > 0 && errors.Is(err, io.EOF):
			return trimNewline(buf), err
		case len(buf) > 0 && errors.Is(err, os.ErrDeadlineExceeded):
			*partial = buf
		}
		return nil, err
	}
}

// taken returns a copy of what the host has written to stdout that was
// read and not taken as a line: a line cut short, or bytes it wrote
// unasked. The leak search reads them.
func (p *process) taken() []byte {
	out := bytes.Clone(p.partial)
	if n := p.out.Buffered(); n > 0 {
		b, _ := p.out.Peek(n)
		out = append(out, b...)
	}
	return out
}

// unread returns how many bytes the host has written to stdout that were
// not taken as lines: read and not yet taken, or still in the pipe. Read
// while no request is outstanding, it is what the host wrote unasked.
func (p *process) unread() int64 {
	return int64(len(p.partial) + p.out.Buffered() + inPipe(p.stdout))
}

// wroteMeanwhile returns, without waiting beyond failGrace, what the host
// has written to stdout that no answer took (at most the reader's buffer
// more): what a request it stopped reading leaves, for the leak search.
func (p *process) wroteMeanwhile() []byte {
	n := p.out.Buffered() + inPipe(p.stdout)
	out := bytes.Clone(p.partial)
	if n > 0 {
		p.setDeadlines(time.Now().Add(failGrace), time.Time{})
		seen, _ := p.out.Peek(min(n, p.out.Size()))
		out = append(out, seen...)
	}
	return out
}

// pending returns what the host wrote that nobody asked for yet: a line,
// when a whole one has arrived, or how many bytes are on their way, or
// io.EOF as the line's error when its stdout has ended. ok is false when
// there is nothing.
func (p *process) pending() (l line, n int64, ok bool) {
	n = int64(len(p.partial) + p.out.Buffered())
	waiting, ended := pipeState(p.stdout)
	n += int64(waiting)
	switch {
	case n == 0 && ended:
		return line{err: io.EOF}, 0, true
	case n == 0:
		return line{}, 0, false
	}
	// What is in the pipe is read at once: no wait, but for the deadline.
	p.setDeadlines(time.Now().Add(failGrace), time.Time{})
	seen, _ := p.out.Peek(min(int(n), p.out.Size()))
	if i := bytes.IndexByte(seen, '\n'); i >= 0 {
		return line{data: trimNewline(bytes.Clone(seen[:i+1]))}, 0, true
	}
	return line{}, n, true
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
// starts, unless they leave the group); and every process holding one of
// the host's pipes (Linux), however it got there, a setsid grandchild
// included (TestGallery's "setsid grandchild" hosts). What it cannot kill:
// a descendant that left the process group (setsid, setpgid) and holds
// none of the host's pipes (it is a daemon). No such process is waited
// for.
func (p *process) stop(grace time.Duration, bye bool) {
	p.stopped.Do(func() {
		p.stopClosing()
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
		syscall.Kill(-p.pid, syscall.SIGKILL)
		select {
		case <-p.exited:
		case <-time.After(reapGrace):
		}
		// Close the read ends when the readers are done: at once when the
		// pipes are closed, else after the holders of the pipes are
		// killed, else anyway.
		done := make(chan struct{})
		go func() { p.readers.Wait(); close(done) }()
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
		p.stdout.Close() // unblocks a read still waiting
		p.errOut.Close()
		<-done
	})
}

// writeBye writes bye, giving up when the grace is over: a host that
// reads nothing has filled the pipe. Closing stdin then ends the write.
func (p *process) writeBye(over <-chan time.Time) {
	p.setDeadlines(time.Time{}, time.Time{}) // over says when to give up
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
