package subprocess

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
)

// TestDeafHostCannotBlockAWrite pins that a host that stops reading its
// stdin costs the request that fills the pipe its timeout, and no more:
// the write gives up, and the next observation goes to a fresh host.
func TestDeafHostCannotBlockAWrite(t *testing.T) {
	t.Parallel()
	r := startToyRun(t, "serve", Options{Timeout: time.Second})
	ctx := context.Background()
	in := push("@toy:deaf")
	obs, err := r.h.Observe(ctx, adapters.Push, in)
	wantReference(t, in, obs, err)
	big := push(strings.Repeat("x", 1<<20)) // more than a pipe holds
	_, err = r.h.Observe(ctx, adapters.Push, big)
	if err == nil || !strings.Contains(err.Error(), "writing the request: the host read no request within 1s") {
		t.Errorf("a request to a deaf host: %v", err)
	}
	obs, err = r.h.Observe(ctx, adapters.Push, big)
	wantReference(t, big, obs, err)
	r.h.Close()
	r.wantNoSurvivors(t)
}

// TestStdoutEndedBetweenAnswers pins that a host whose stdout ended after
// its answer is restarted before the next request, at no observation's
// cost.
func TestStdoutEndedBetweenAnswers(t *testing.T) {
	t.Parallel()
	r := startToyRun(t, "serve", Options{})
	ctx := context.Background()
	in := push("@toy:close-stdout")
	obs, err := r.h.Observe(ctx, adapters.Push, in)
	wantReference(t, in, obs, err)
	p := r.h.(*host).current()
	for { // until the end of its stdout is seen: a hang is the test's own timeout
		if _, ended := pipeState(p.stdout); ended {
			break
		}
		time.Sleep(time.Millisecond)
	}
	obs, err = r.h.Observe(ctx, adapters.Channel, in)
	want, _ := refhost.Observe(adapters.Channel, in)
	if err != nil || !cmp.Equal(want, obs) {
		t.Errorf("the next observation: %+v, %v; want %+v", obs, err, want)
	}
	if starts := r.h.(*host).starts; starts != 2 {
		t.Errorf("%d starts, want 2: the host was restarted once", starts)
	}
	r.h.Close()
	r.wantNoSurvivors(t)
}
