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

// TestAnswerErrorsKeepTheBytes pins that an answer the adapter refuses
// keeps the bytes the host wrote for it (rawanswer.Error), so that the
// leak search reads them: an error answer, an answer of the wrong shape, a
// line that is not JSON, an answer followed by a second line, and an
// answer over the line bound (its first MaxLine bytes).
func TestAnswerErrorsKeepTheBytes(t *testing.T) {
	t.Parallel()
	h, err := toy(t, "serve", Options{Timeout: 5 * time.Second, MaxLine: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for _, tt := range []struct {
		mode, raw string
		size      int // the bytes kept, when it matters
	}{
		{"error", `"error":"toy: cannot observe this"`, 0},
		{"wrong-shape", `"blocks":"three blocks"`, 0},
		{"garbage", "Traceback (most recent call last): oops", 0},
		{"duplicate", "\"observation\":{\"blocks\":[]}}\n{\"seq\":", 0}, // both lines
		{"huge", `"text":"xxxxxxxx`, 1 << 20},
	} {
		_, err := h.Observe(context.Background(), adapters.Push, push("@toy:"+tt.mode))
		var ae *rawanswer.Error
		switch {
		case err == nil:
			t.Errorf("%s: no error", tt.mode)
		case !errors.As(err, &ae):
			t.Errorf("%s: the error keeps no answer: %v", tt.mode, err)
		case !strings.Contains(string(ae.Raw), tt.raw):
			t.Errorf("%s: the answer kept is %.200q, want it to hold %q", tt.mode, ae.Raw, tt.raw)
		case tt.size > 0 && len(ae.Raw) != tt.size:
			t.Errorf("%s: %d bytes kept, want the bound's %d", tt.mode, len(ae.Raw), tt.size)
		}
	}
}
