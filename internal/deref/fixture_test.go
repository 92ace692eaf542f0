package deref

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// token is the fixture connection's credential, MCPL's fixture token.
const token = "fixture-secret"

// seen is one request a fixture server received.
type seen struct{ path, auth string }

// served is what a fixture's origin answers.
type served struct {
	body        []byte
	contentType string
	gzip        bool
	redirect    bool // to the trap
	stream      int  // chunk bytes of an endless stream (0: none)
	interval    time.Duration
	handler     http.HandlerFunc // overrides everything above
}

// fixture is a loopback origin and a second, cross-origin trap, each
// recording what reached it, as MCPL's fixture does.
type fixture struct {
	origin, trap *httptest.Server
	mu           sync.Mutex
	requests     []seen
	trapped      []seen
	chunks       int
	closed       bool // the client left a stream before it ended
	streamDone   chan struct{}
}

func newFixture(t *testing.T, s served) *fixture {
	t.Helper()
	f := &fixture{streamDone: make(chan struct{})}
	f.trap = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.trapped = append(f.trapped, seen{r.URL.Path, r.Header.Get("Authorization")})
		f.mu.Unlock()
		_, _ = w.Write([]byte("redirect target"))
	}))
	f.origin = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.requests = append(f.requests, seen{r.URL.Path, r.Header.Get("Authorization")})
		f.mu.Unlock()
		switch {
		case s.handler != nil:
			s.handler(w, r)
		case s.redirect:
			http.Redirect(w, r, f.trap.URL+"/target", http.StatusFound)
		case s.stream > 0:
			f.serveStream(w, r, s)
		default:
			w.Header().Set("Content-Type", cmp(s.contentType, "application/octet-stream"))
			body := s.body
			if s.gzip {
				w.Header().Set("Content-Encoding", "gzip")
				body = gzipped(body)
			}
			_, _ = w.Write(body)
		}
	}))
	t.Cleanup(func() {
		f.origin.CloseClientConnections()
		f.origin.Close()
		f.trap.Close()
	})
	return f
}

// serveStream writes chunks of s.stream bytes until the client leaves,
// for at most 1<<16 chunks, and records how it ended.
func (f *fixture) serveStream(w http.ResponseWriter, r *http.Request, s served) {
	defer close(f.streamDone)
	w.Header().Set("Content-Type", "application/octet-stream")
	for range 1 << 16 {
		if _, err := w.Write(bytes.Repeat([]byte{'x'}, s.stream)); err != nil {
			break
		}
		w.(http.Flusher).Flush()
		f.mu.Lock()
		f.chunks++
		f.mu.Unlock()
		select {
		case <-r.Context().Done():
		case <-time.After(s.interval):
			continue
		}
		break
	}
	f.mu.Lock()
	f.closed = r.Context().Err() != nil
	f.mu.Unlock()
}

// waitStream waits for the stream handler to end; a fetch that never lets
// it end fails the test after a generous bound (a guard, not a timing
// assertion).
func (f *fixture) waitStream(t *testing.T) {
	t.Helper()
	select {
	case <-f.streamDone:
	case <-time.After(20 * time.Second):
		t.Fatal("the stream never ended: the client did not leave it")
	}
}

func (f *fixture) seen() (requests, trapped []seen) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]seen(nil), f.requests...), append([]seen(nil), f.trapped...)
}

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Bytes()
}

func cmp(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// block parses a reference block's JSON, $ORIGIN replaced by origin.
func block(t *testing.T, origin, text string) esjson.Value {
	t.Helper()
	v, err := esjson.Parse([]byte(strings.ReplaceAll(text, "$ORIGIN", origin)))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// fetchOne registers text's block bound to the fixture's origin and
// fetches it into a fresh directory, checking that nothing the package
// returned carries the origin or the token.
func fetchOne(t *testing.T, f *fixture, text string, lim Limits) (*Registry, Record, Outcome, string) {
	t.Helper()
	r := NewRegistry(0)
	rec, err := r.Register(block(t, f.origin.URL, text), Binding{Origin: f.origin.URL, Token: token})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	out := r.Fetch(ctx, rec.ID, dir, lim)
	after, err := r.Lookup(rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	noSecrets(t, f, out, after)
	return r, after, out, dir
}

// noSecrets fails when an outcome or record shows the origin, its host and
// port, or the token.
func noSecrets(t *testing.T, f *fixture, out Outcome, rec Record) {
	t.Helper()
	var texts []string
	if out.Err != nil {
		texts = append(texts, out.Err.Error())
	}
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%d"} {
		texts = append(texts, fmt.Sprintf(verb, rec), fmt.Sprintf(verb, out), fmt.Sprintf(verb, rec.binding))
	}
	for _, text := range texts {
		for _, secret := range []string{f.origin.URL, strings.TrimPrefix(f.origin.URL, "http://"), token} {
			if strings.Contains(text, secret) {
				t.Errorf("%q shows %q", text, secret)
			}
		}
	}
}

// files lists dir's entries, hidden temporary files included.
func files(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// readSaved returns the bytes of the one file in dir.
func readSaved(t *testing.T, dir string) (string, []byte) {
	t.Helper()
	names := files(t, dir)
	if len(names) != 1 {
		t.Fatalf("dir holds %q, want one file", names)
	}
	b, err := os.ReadFile(filepath.Join(dir, names[0]))
	if err != nil {
		t.Fatal(err)
	}
	return names[0], b
}

// fetchWith fetches id with a guard deadline.
func fetchWith(t *testing.T, r *Registry, id, dir string, lim Limits) Outcome {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	return r.Fetch(ctx, id, dir, lim)
}
