package subprocess

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// pipeProcess returns a process with no command behind it, for the tests
// of its pipes: the test writes the host's stdout through out, and reads
// what the process writes to the host's stdin from in.
func pipeProcess(t *testing.T) (p *process, out, in *os.File) {
	t.Helper()
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, f := range []*os.File{inR, inW, outR, outW} {
			f.Close()
		}
	})
	p = &process{stdin: inW, stdout: outR, out: bufio.NewReaderSize(outR, 64<<10), exited: make(chan struct{})}
	p.watchClosing(context.Background())
	return p, outW, inR
}

// far is a deadline no test waits for: a read or write ends before it, or
// the test has failed.
func far() time.Time { return time.Now().Add(time.Minute) }

// TestPending pins what pending finds between two requests: nothing, bytes
// on their way, a whole line, or the end of stdout.
func TestPending(t *testing.T) {
	t.Parallel()
	p, out, _ := pipeProcess(t)
	if l, n, ok := p.pending(); ok {
		t.Errorf("pending() = %q, %d, true with nothing written", l.data, n)
	}
	out.WriteString(`{"seq":`)
	if l, n, ok := p.pending(); !ok || n != 7 || l.data != nil {
		t.Errorf("pending() = %q, %d, %t; want 7 bytes", l.data, n, ok)
	}
	if l, n, ok := p.pending(); !ok || n != 7 || l.data != nil {
		t.Errorf("pending() again = %q, %d, %t; want the 7 bytes, read by now", l.data, n, ok)
	}
	out.WriteString("1}\n{\"seq\":2}\n")
	if l, n, ok := p.pending(); !ok || n != 0 || string(l.data) != `{"seq":1}` {
		t.Errorf("pending() = %q, %d, %t; want the line {\"seq\":1}", l.data, n, ok)
	}

	p, out, _ = pipeProcess(t)
	out.Close()
	if l, n, ok := p.pending(); !ok || !errors.Is(l.err, io.EOF) || n != 0 {
		t.Errorf("pending() = %q, %v, %d, %t once stdout ended; want io.EOF", l.data, l.err, n, ok)
	}
}

// TestAnswer pins answer's ways to end: a line, a line over the bound, the
// timeout, a cancelled context, the end of stdout, the host's exit.
func TestAnswer(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p, out, in := pipeProcess(t)
	go out.WriteString("first\nsecond\n")
	if err := p.write(ctx, []byte("request\n"), time.Minute); err != nil {
		t.Fatal(err)
	}
	if got, _ := bufio.NewReader(in).ReadString('\n'); got != "request\n" {
		t.Errorf("the host read %q", got)
	}
	for _, want := range []string{"first", "second"} {
		if got, err := p.answer(ctx, time.Minute, 100); string(got) != want || err != nil {
			t.Errorf("answer() = %q, %v; want %q", got, err, want)
		}
	}
	out.WriteString(strings.Repeat("x", 101) + "\n")
	if _, err := p.answer(ctx, time.Minute, 100); err == nil || err.Error() != "observation too large: the answer line is over the 100-byte bound" {
		t.Errorf("a line over the bound: %v", err)
	}

	p, out, _ = pipeProcess(t)
	out.WriteString("a line cut sho")
	p.setDeadlines(time.Now(), time.Time{}) // the timeout is over
	if got, err := p.answer(ctx, 3*time.Second, 100); err == nil || err.Error() != "no answer within 3s" {
		t.Errorf("answer() = %q, %v; want no answer within 3s", got, err)
	}

	p, _, _ = pipeProcess(t)
	p.setDeadlines(far(), far())
	cctx, cancel := context.WithCancel(ctx)
	defer p.watch(cctx)()
	cancel()
	if got, err := p.answer(cctx, time.Minute, 100); !errors.Is(err, context.Canceled) {
		t.Errorf("answer() = %q, %v with its context cancelled", got, err)
	}

	p, out, _ = pipeProcess(t)
	p.setDeadlines(far(), far())
	out.Close()
	p.markExited()
	if got, err := p.answer(ctx, time.Minute, 100); err == nil || err.Error() != "the host exited" {
		t.Errorf("answer() = %q, %v once stdout ended and the host exited", got, err)
	}
}

// TestAnswerAfterExit pins that a line a host wrote before it exited is
// its answer, a descendant holding its stdout or not, and that without
// one, the exit ends the wait: a descendant holding stdout keeps it open.
func TestAnswerAfterExit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p, out, _ := pipeProcess(t) // the test holds out, as a descendant would
	p.setDeadlines(far(), far())
	out.WriteString("last words\n")
	p.markExited()
	p.mu.Lock()
	p.exitBy = time.Now() // the read comes after the grace: the words are here all the same
	p.applyDeadlines()
	p.mu.Unlock()
	if got, err := p.answer(ctx, time.Minute, 100); string(got) != "last words" || err != nil {
		t.Errorf("answer() = %q, %v; want the line written before the exit", got, err)
	}
	if got, err := p.answer(ctx, time.Minute, 100); err == nil || err.Error() != "the host exited" {
		t.Errorf("answer() = %q, %v; want the host exited", got, err)
	}
	if err := p.write(ctx, []byte("request\n"), time.Minute); err == nil || err.Error() != "the host exited" {
		t.Errorf("write() after the exit: %v", err)
	}
}

// TestAnswerCutShort pins that a line cut short by a deadline is not lost:
// the next read begins with it.
func TestAnswerCutShort(t *testing.T) {
	t.Parallel()
	p, out, _ := pipeProcess(t)
	out.WriteString("a line ")
	p.setDeadlines(far(), time.Time{})
	p.out.Peek(7) // read, and waiting in the buffer
	p.setDeadlines(time.Now(), time.Time{})
	if got, err := readLine(p.out, 100, &p.partial); !errors.Is(err, os.ErrDeadlineExceeded) || got != nil {
		t.Fatalf("readLine() = %q, %v; want the deadline", got, err)
	}
	if n := p.unread(); n != 7 {
		t.Errorf("unread() = %d, want the 7 bytes read of the line", n)
	}
	out.WriteString("cut short\n")
	p.setDeadlines(far(), time.Time{})
	if got, err := readLine(p.out, 100, &p.partial); string(got) != "a line cut short" || err != nil {
		t.Errorf("readLine() = %q, %v; want the whole line", got, err)
	}
}

// TestWatch pins that a watch's interrupt cuts a read short only while the
// watch lasts: one arriving after the watch ended changes nothing.
func TestWatch(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p, out, _ := pipeProcess(t)
	unwatch := p.watch(context.WithoutCancel(ctx)) // never done: no watch at all
	unwatch()
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	unwatch = p.watch(cctx)
	id := p.watching
	unwatch()
	p.interrupt(id) // too late
	p.setDeadlines(far(), far())
	out.WriteString("answer\n")
	if got, err := p.answer(ctx, time.Minute, 100); string(got) != "answer" || err != nil {
		t.Errorf("answer() = %q, %v after a late interrupt", got, err)
	}
	unwatch = p.watch(cctx)
	p.interrupt(p.watching) // in time
	if got, err := p.answer(ctx, time.Minute, 100); err == nil {
		t.Errorf("answer() = %q after an interrupt in time; want an error", got)
	}
	unwatch()
	out.WriteString("again\n")
	if got, err := p.answer(ctx, time.Minute, 100); string(got) != "again" || err != nil {
		t.Errorf("answer() = %q, %v once the watch ended", got, err)
	}
}

// TestWriteTimeout pins that a host that reads nothing cannot block a
// write: it ends at the timeout, or once the context is cancelled.
func TestWriteTimeout(t *testing.T) {
	t.Parallel()
	big := make([]byte, 1<<20) // more than a pipe holds
	p, _, _ := pipeProcess(t)
	if err := p.write(context.Background(), big, time.Millisecond); err == nil || err.Error() != "the host read no request within 1ms" {
		t.Errorf("write() = %v", err)
	}
	p, _, _ = pipeProcess(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer p.watch(ctx)()
	time.AfterFunc(10*time.Millisecond, cancel)
	if err := p.write(ctx, big, time.Minute); !errors.Is(err, context.Canceled) {
		t.Errorf("write() = %v with its context cancelled", err)
	}
}

// TestClosingCutsShort pins that the adapter's closing cuts a read short
// without a watch of its own, and for good.
func TestClosingCutsShort(t *testing.T) {
	t.Parallel()
	p, out, _ := pipeProcess(t)
	closing, closeNow := context.WithCancel(context.Background())
	p.watchClosing(closing)
	defer p.watch(closing)() // costs nothing: closing is watched already
	p.setDeadlines(far(), far())
	closeNow()
	if got, err := p.answer(closing, time.Minute, 100); !errors.Is(err, context.Canceled) {
		t.Errorf("answer() = %q, %v once closing", got, err)
	}
	out.WriteString("too late\n")
	p.setDeadlines(far(), far())
	if got, err := p.answer(context.Background(), time.Minute, 100); err == nil {
		t.Errorf("answer() = %q once closed; want an error", got)
	}
}

// TestSlowReadGivesTheAnswerItsTime pins that the answer's timeout starts
// once the request is written: a host slow to read it does not eat into
// the time it has to answer.
func TestSlowReadGivesTheAnswerItsTime(t *testing.T) {
	t.Parallel()
	p, _, in := pipeProcess(t)
	const slow = 200 * time.Millisecond
	began := time.Now()
	go func() {
		time.Sleep(slow) // the host reads nothing yet
		io.Copy(io.Discard, in)
	}()
	if err := p.write(context.Background(), make([]byte, 1<<20), time.Minute); err != nil {
		t.Fatal(err)
	}
	p.mu.Lock()
	readBy := p.readBy
	p.mu.Unlock()
	if earliest := began.Add(slow + time.Minute); readBy.Before(earliest) {
		t.Errorf("the answer's deadline is %s before the write's end plus the timeout", earliest.Sub(readBy))
	}
}
