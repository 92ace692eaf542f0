package subprocess

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
)

// TestRejectionIsAnAnswer pins what the adapter makes of an answer
// {"seq":n,"rejected":"why"}: an adapters.Rejection carrying the host's
// why, kept with the answer line for the leak search, without the host's
// stderr (it is no error), and without a restart: a host that rejects
// every input of a case with no restart allowed is started once and
// answers the next input.
func TestRejectionIsAnAnswer(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{Timeout: 2 * time.Second, Restarts: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx := context.Background()
	h.(adapters.CaseStarter).StartCase("one case")
	in := push("@toy:rejected")
	for i := range 3 {
		_, err := h.Observe(ctx, adapters.Push, in)
		var rej *adapters.Rejection
		if !errors.As(err, &rej) {
			t.Fatalf("rejection %d: %v; want an adapters.Rejection", i+1, err)
		}
		if want := "toy: invalid MCP: " + string(in); rej.Reason != want {
			t.Errorf("rejection %d: the reason is %q, want %q", i+1, rej.Reason, want)
		}
		if strings.Contains(err.Error(), "stderr") {
			t.Errorf("rejection %d shows the host's stderr, as an error would:\n%v", i+1, err)
		}
		var ae *rawanswer.Error
		if !errors.As(err, &ae) || !strings.Contains(string(ae.Raw), `"rejected":"toy: invalid MCP: `) {
			t.Errorf("rejection %d does not keep the answer line for the leak search: %v", i+1, err)
		}
	}
	after := push("after")
	obs, err := h.Observe(ctx, adapters.Push, after)
	wantReference(t, after, obs, err)
	if starts := h.(*host).starts; starts != 1 {
		t.Errorf("%d starts, want 1: a rejection is an answer, and the host is not restarted for it", starts)
	}
}
