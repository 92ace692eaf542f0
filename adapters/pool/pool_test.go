package pool

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// fake is a member that counts its observations, and those made while
// another was in flight on it.
type fake struct {
	id       adapters.Identity
	lanes    []adapters.Lane
	busy     atomic.Int32
	overlaps atomic.Int32
	calls    atomic.Int32
	closes   atomic.Int32
	closeErr error
	onClose  func() // called by Close, when set
}

func newFake(name string) *fake {
	return &fake{id: adapters.Identity{Name: name, Version: "1"}, lanes: []adapters.Lane{adapters.Push, adapters.Script}}
}

func (f *fake) Identity() adapters.Identity { return f.id }
func (f *fake) Lanes() []adapters.Lane      { return f.lanes }

func (f *fake) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if f.busy.Add(1) > 1 {
		f.overlaps.Add(1)
	}
	defer f.busy.Add(-1)
	f.calls.Add(1)
	for range 10 {
		runtime.Gosched() // let another goroutine reach this member, if it can
	}
	return adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock(string(in))}}, ctx.Err()
}

func (f *fake) Close() error {
	f.closes.Add(1)
	if f.onClose != nil {
		f.onClose()
	}
	return f.closeErr
}

func fakes(n int) ([]*fake, []adapters.Host) {
	fs := make([]*fake, n)
	hs := make([]adapters.Host, n)
	for i := range fs {
		fs[i] = newFake("toy")
		hs[i] = fs[i]
	}
	return fs, hs
}

// TestObserveGivesAMemberOneCallAtATime observes from many goroutines at
// once: no member is ever given a call while it observes another, and
// every call is answered by a member.
func TestObserveGivesAMemberOneCallAtATime(t *testing.T) {
	fs, hs := fakes(3)
	p, err := New(hs...)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	const goroutines, each = 16, 50
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			for i := range each {
				in := adapters.Input(strings.Repeat("x", g*each+i))
				obs, err := p.Observe(context.Background(), adapters.Push, in)
				if err != nil || len(obs.Blocks) != 1 || obs.Blocks[0].Text != string(in) {
					t.Errorf("observe %d: %v, %+v", g*each+i, err, obs)
				}
			}
		})
	}
	wg.Wait()
	total := int32(0)
	for i, f := range fs {
		if n := f.overlaps.Load(); n > 0 {
			t.Errorf("member %d was given %d calls while it observed another", i+1, n)
		}
		total += f.calls.Load()
	}
	if total != goroutines*each {
		t.Errorf("the members observed %d times, want %d", total, goroutines*each)
	}
}

// TestAcquireLendsOneMember holds every member: Observe then waits, until
// ctx ends, or a member is released. An Observe whose ctx has ended never
// reaches a member, even a free one.
func TestAcquireLendsOneMember(t *testing.T) {
	fs, hs := fakes(2)
	p, err := New(hs...)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	ended, end := context.WithCancel(context.Background())
	end()
	for range 20 {
		if _, err := p.Observe(ended, adapters.Push, nil); !errors.Is(err, context.Canceled) {
			t.Fatalf("observe with ctx cancelled: %v, want context.Canceled", err)
		}
	}
	if n := fs[0].calls.Load() + fs[1].calls.Load(); n > 0 {
		t.Errorf("observing with ctx cancelled reached a member %d times", n)
	}
	a, releaseA, err := p.Acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	b, releaseB, err := p.Acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if a == b {
		t.Fatal("one member was lent twice")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancelled := make(chan error)
	go func() {
		_, err := p.Observe(ctx, adapters.Push, nil)
		cancelled <- err
	}()
	for p.waiting.Load() == 0 {
		runtime.Gosched() // until the observe waits for a member
	}
	cancel()
	select {
	case err := <-cancelled:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("observe with every member lent and ctx cancelled: %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("observe with every member lent waits after its ctx is cancelled")
	}
	done := make(chan error)
	go func() {
		_, err := p.Observe(context.Background(), adapters.Push, nil)
		done <- err
	}()
	releaseA()
	if err := <-done; err != nil {
		t.Errorf("observe after a release: %v", err)
	}
	released := make(chan struct{})
	go func() {
		releaseA() // a second release does nothing
		releaseB()
		close(released)
	}()
	select {
	case <-released:
	case <-time.After(10 * time.Second):
		t.Fatal("a second release blocks")
	}
	if len(p.free) != 2 {
		t.Errorf("%d members free, want 2", len(p.free))
	}
}

// caseFake is a member that records the cases it is told of.
type caseFake struct {
	*fake
	mu     sync.Mutex
	starts []string
}

func (f *caseFake) StartCase(id string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.starts = append(f.starts, id)
}

func (f *caseFake) told() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return strings.Join(f.starts, ",")
}

// TestStartCaseReachesEveryMember pins that the pool passes StartCase on
// to every member that wants it, a member that joins during a case
// included, before it can observe; a member that does not want it is
// left alone.
func TestStartCaseReachesEveryMember(t *testing.T) {
	t.Parallel()
	a, b := &caseFake{fake: newFake("toy")}, &caseFake{fake: newFake("toy")}
	p := newPool(a, 4) // as Start makes it: room for a member to join later
	for _, h := range []adapters.Host{a, b, newFake("toy")} {
		p.join(h)
	}
	defer p.Close()
	var _ adapters.CaseStarter = p
	p.StartCase("one")
	late := &caseFake{fake: newFake("toy")}
	if !p.join(late) {
		t.Fatal("a member could not join")
	}
	p.StartCase("two")
	for name, f := range map[string]*caseFake{"a": a, "b": b} {
		if got := f.told(); got != "one,two" {
			t.Errorf("member %s was told %q, want \"one,two\"", name, got)
		}
	}
	if got := late.told(); got != "one,two" {
		t.Errorf("the member that joined during case one was told %q, want \"one,two\"", got)
	}
}

// TestCloseClosesEveryMemberAtOnce closes a pool whose members each wait
// in Close until every one was asked to close, with an Observe waiting:
// Close joins their errors, the waiting Observe and every later one fail
// with errClosed, and a second Close returns the same error.
func TestCloseClosesEveryMemberAtOnce(t *testing.T) {
	fs, hs := fakes(3)
	var asked sync.WaitGroup
	asked.Add(len(fs))
	all := make(chan struct{})
	go func() { asked.Wait(); close(all) }()
	for i, f := range fs {
		f.onClose = func() {
			asked.Done()
			select {
			case <-all:
			case <-time.After(10 * time.Second):
				t.Errorf("member %d: the others were not asked to close while it closed", i+1)
			}
		}
	}
	fs[0].closeErr = errors.New("first member: stuck")
	fs[2].closeErr = errors.New("third member: stuck")
	p, err := New(hs...)
	if err != nil {
		t.Fatal(err)
	}
	var releases []func()
	for range fs {
		_, release, err := p.Acquire(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		releases = append(releases, release)
	}
	waiting := make(chan error)
	go func() {
		_, err := p.Observe(context.Background(), adapters.Push, nil)
		waiting <- err
	}()
	for p.waiting.Load() == 0 {
		runtime.Gosched() // until the observe waits for a member
	}
	err = p.Close()
	if err == nil || !strings.Contains(err.Error(), "first member") || !strings.Contains(err.Error(), "third member") {
		t.Errorf("close: %v, want both members' errors", err)
	}
	if again := p.Close(); again != err {
		t.Errorf("a second close: %v, want %v", again, err)
	}
	for i, f := range fs {
		if n := f.closes.Load(); n != 1 {
			t.Errorf("member %d closed %d times, want 1", i+1, n)
		}
	}
	select {
	case err := <-waiting:
		if !errors.Is(err, errClosed) {
			t.Errorf("the observe waiting for a member: %v, want errClosed", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the observe waiting for a member still waits after close")
	}
	for _, release := range releases {
		release()
	}
	for range 20 {
		if _, err := p.Observe(context.Background(), adapters.Push, nil); !errors.Is(err, errClosed) {
			t.Fatalf("observe after close, every member free: %v, want errClosed", err)
		}
	}
}

// TestNewChecksTheMembersAgree refuses members that say they are other
// hosts or serve other lanes, naming both answers.
func TestNewChecksTheMembersAgree(t *testing.T) {
	if _, err := New(); err == nil {
		t.Error("a pool of no host was made")
	}
	a, b := newFake("toy"), newFake("other")
	if _, err := New(a, a, b); err == nil || !strings.Contains(err.Error(), `host 3 says it is "other" "1", host 1 that it is "toy" "1"`) {
		t.Errorf("members of other names: %v", err)
	}
	c := newFake("toy")
	c.lanes = []adapters.Lane{adapters.Push}
	if _, err := New(a, c); err == nil || !strings.Contains(err.Error(), "host 2 serves push, host 1 push, script") {
		t.Errorf("members serving other lanes: %v", err)
	}
	d := newFake("toy")
	d.lanes = []adapters.Lane{adapters.Script, adapters.Push}
	p, err := New(a, d)
	if err != nil {
		t.Fatalf("members declaring the same lanes in another order: %v", err)
	}
	if p.Size() != 2 || p.Identity() != a.id || len(p.Lanes()) != 2 || p.Lanes()[0] != adapters.Push {
		t.Errorf("the pool is %d of %v serving %v, want 2 of the first member's", p.Size(), p.Identity(), p.Lanes())
	}
	if a.closes.Load()+b.closes.Load()+c.closes.Load() != 0 {
		t.Error("New closed a member")
	}
}
