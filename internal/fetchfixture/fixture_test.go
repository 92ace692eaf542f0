package fetchfixture

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// bound is how long a test waits for the fixture before it gives up: a
// bound on a hang, never a measure of speed.
const bound = 30 * time.Second

func start(t *testing.T, r Response) *Fixture {
	t.Helper()
	fx, err := Start(r)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() {
		if err := fx.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return fx
}

// client is an HTTP client that shows what came as it came: it follows no
// redirect and asks for no coding, so it undoes none.
func client(t *testing.T) *http.Client {
	tr := &http.Transport{DisableCompression: true}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{
		Transport:     tr,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

func get(t *testing.T, c *http.Client, u, authorization string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	if authorization != "" {
		req.Header.Set("Authorization", authorization)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", u, err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func readAll(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func settle(t *testing.T, fx *Fixture) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	if err := fx.Settle(ctx); err != nil {
		t.Fatalf("Settle: %v", err)
	}
}

func TestLoopbackOnlyAndClosedAfterClose(t *testing.T) {
	fx, err := Start(Response{})
	if err != nil {
		t.Fatal(err)
	}
	var addrs []string
	for _, origin := range []string{fx.Origin(), fx.TrapOrigin()} {
		u, err := url.Parse(origin)
		if err != nil || u.Scheme != "http" || u.Hostname() != "127.0.0.1" || u.Port() == "" || u.Path != "" {
			t.Errorf("origin %q is not http://127.0.0.1:PORT", origin)
		}
		addrs = append(addrs, u.Host)
	}
	if addrs[0] == addrs[1] {
		t.Errorf("origin and trap share %s", addrs[0])
	}
	for _, addr := range addrs {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("dial %s before Close: %v", addr, err)
		}
		c.Close()
	}
	if err := fx.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	for _, addr := range addrs {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			c.Close()
		}
		if !errors.Is(err, syscall.ECONNREFUSED) {
			t.Errorf("dial %s after Close: %v, want connection refused", addr, err)
		}
	}
}

func TestBodyAndContentType(t *testing.T) {
	for _, tc := range []struct {
		name     string
		r        Response
		wantType string
	}{
		{"zero response", Response{}, "application/octet-stream"},
		{"typed body", Response{Body: []byte("RIFF0000WAVE"), ContentType: "audio/wav"}, "audio/wav"},
		{"untyped body", Response{Body: []byte{0, 1, 2, 0xff}}, "application/octet-stream"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fx := start(t, tc.r)
			c := client(t)
			resp := get(t, c, fx.Origin()+"/payload?x=1", "Bearer fixture-secret")
			body := readAll(t, resp)
			if resp.StatusCode != http.StatusOK || !bytes.Equal(body, tc.r.Body) {
				t.Errorf("got %d %q, want 200 %q", resp.StatusCode, body, tc.r.Body)
			}
			if got := resp.Header.Get("Content-Type"); got != tc.wantType {
				t.Errorf("Content-Type %q, want %q", got, tc.wantType)
			}
			if got := resp.Header.Get("Content-Encoding"); got != "" {
				t.Errorf("Content-Encoding %q, want none", got)
			}
			readAll(t, get(t, c, fx.Origin()+"/again", ""))
			settle(t, fx)
			want := []Request{
				{Method: "GET", Path: "/payload?x=1", HasAuthorization: true, Authorization: "Bearer fixture-secret"},
				{Method: "GET", Path: "/again"},
			}
			if got := fx.Requests(); !slices.Equal(got, want) {
				t.Errorf("Requests() = %+v, want %+v", got, want)
			}
			if got := fx.TrapRequests(); len(got) != 0 {
				t.Errorf("TrapRequests() = %+v, want none", got)
			}
		})
	}
}

func TestGzipSendsTheCodedBody(t *testing.T) {
	body := append([]byte("RIFF0000WAVE"), bytes.Repeat([]byte("x"), 500)...)
	fx := start(t, Response{Body: body, ContentType: "audio/wav", Gzip: true})
	resp := get(t, client(t), fx.Origin()+"/payload", "")
	coded := readAll(t, resp)
	if got := resp.Header.Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", got)
	}
	if bytes.Equal(coded, body) || len(coded) >= len(body) {
		t.Errorf("the client got %d bytes, want the %d-byte body gzip-coded", len(coded), len(body))
	}
	zr, err := gzip.NewReader(bytes.NewReader(coded))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	if decoded, err := io.ReadAll(zr); err != nil || !bytes.Equal(decoded, body) {
		t.Errorf("decoded %q (%v), want %q", decoded, err, body)
	}
}

func TestRedirectGoesToTheTrap(t *testing.T) {
	for _, tc := range []struct {
		name, forwarded string
	}{
		{"credential kept at home", ""},
		{"credential carried across", "Bearer fixture-secret"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fx := start(t, Response{Redirect: true})
			c := client(t)
			resp := get(t, c, fx.Origin()+"/payload", "Bearer fixture-secret")
			readAll(t, resp)
			location := resp.Header.Get("Location")
			if resp.StatusCode != http.StatusFound || location != fx.TrapOrigin()+"/target" {
				t.Fatalf("got %d to %q, want 302 to the trap's /target", resp.StatusCode, location)
			}
			if got := string(readAll(t, get(t, c, location, tc.forwarded))); got != trapBody {
				t.Errorf("the trap answered %q", got)
			}
			settle(t, fx)
			if got := fx.Requests(); len(got) != 1 || got[0].Authorization != "Bearer fixture-secret" {
				t.Errorf("Requests() = %+v, want the one request with its credential", got)
			}
			want := []Request{{Method: "GET", Path: "/target", HasAuthorization: tc.forwarded != "", Authorization: tc.forwarded}}
			if got := fx.TrapRequests(); !slices.Equal(got, want) {
				t.Errorf("TrapRequests() = %+v, want %+v", got, want)
			}
		})
	}
}

func TestStreamReadWholeCountsEveryChunk(t *testing.T) {
	s := &Stream{Chunks: 5, ChunkBytes: 7, Interval: time.Millisecond}
	fx := start(t, Response{Stream: s})
	body := readAll(t, get(t, client(t), fx.Origin()+"/payload", ""))
	settle(t, fx)
	if want := bytes.Repeat([]byte("x"), 35); !bytes.Equal(body, want) {
		t.Errorf("body %q, want %q", body, want)
	}
	if got := fx.ChunksSent(); got != s.Chunks {
		t.Errorf("ChunksSent() = %d, want %d", got, s.Chunks)
	}
	if fx.StreamCutOff() {
		t.Errorf("StreamCutOff() = %v, want a stream that ended after its last chunk", fx.StreamCutOff())
	}
}

func TestStreamAbandonedEndsEarly(t *testing.T) {
	before := runtime.NumGoroutine()
	s := &Stream{Chunks: MaxChunks, ChunkBytes: 16, Interval: time.Millisecond}
	fx, err := Start(Response{Stream: s})
	if err != nil {
		t.Fatal(err)
	}
	tr := &http.Transport{}
	resp, err := (&http.Client{Transport: tr}).Get(fx.Origin() + "/payload")
	if err != nil {
		t.Fatal(err)
	}
	if fx.StreamCutOff() {
		t.Error("StreamCutOff() before the client went away")
	}
	if _, err := io.ReadFull(resp.Body, make([]byte, 3*s.ChunkBytes)); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close() // before its end: the transport closes the connection
	settle(t, fx)
	if got := fx.ChunksSent(); got < 3 || got >= s.Chunks {
		t.Errorf("ChunksSent() = %d, want from 3 to fewer than %d", got, s.Chunks)
	}
	if !fx.StreamCutOff() {
		t.Errorf("StreamCutOff() = %v, want a stream cut off", fx.StreamCutOff())
	}
	tr.CloseIdleConnections()
	if err := fx.Close(); err != nil {
		t.Fatal(err)
	}
	// Close has waited for every connection; what is left is the runtime
	// retiring goroutines that have already done their last work.
	deadline := time.Now().Add(bound)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		runtime.Gosched()
		time.Sleep(time.Millisecond)
	}
	if after := runtime.NumGoroutine(); after > before {
		t.Errorf("%d goroutines before Start, %d after Close", before, after)
	}
}

// TestCloseStopsARunningStream closes a fixture while a stream waits for
// its first tick. The request carries a body the stream never reads, and
// too big (over 256 KiB) for net/http to drain, so net/http does not watch
// the connection for the client going away: only Close's own signal ends
// the stream before its tick, which is far beyond the bound Close is given
// here.
func TestCloseStopsARunningStream(t *testing.T) {
	defer func(was time.Duration) { closeBound = was }(closeBound)
	closeBound = MaxInterval / 4
	fx, err := Start(Response{Stream: &Stream{Chunks: MaxChunks, ChunkBytes: 1, Interval: MaxInterval}})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := client(t).Post(fx.Origin()+"/payload", "text/plain", strings.NewReader(strings.Repeat("u", 512<<10)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := fx.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if !fx.StreamCutOff() || fx.ChunksSent() != 0 {
		t.Errorf("after Close: StreamCutOff() = %v, ChunksSent() = %d, want a stream cut off before its first chunk",
			fx.StreamCutOff(), fx.ChunksSent())
	}
}

func TestCloseTwice(t *testing.T) {
	fx, err := Start(Response{Body: []byte("x")})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		if err := fx.Close(); err != nil {
			t.Errorf("Close #%d: %v", i+1, err)
		}
	}
	if got := fx.Requests(); len(got) != 0 {
		t.Errorf("Requests() after Close = %+v", got)
	}
}

// TestConcurrentRequestsAreEachRecorded serves streams, so that the
// handlers overlap and the race detector sees any record kept unlocked.
func TestConcurrentRequestsAreEachRecorded(t *testing.T) {
	fx := start(t, Response{Stream: &Stream{Chunks: 20, ChunkBytes: 1, Interval: time.Millisecond}})
	c := client(t)
	const n = 8
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			req, _ := http.NewRequest(http.MethodGet, fx.Origin()+"/p", nil)
			if i%2 == 0 {
				req.Header.Set("Authorization", "Bearer fixture-secret")
			}
			resp, err := c.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		})
	}
	wg.Wait()
	settle(t, fx)
	got, with := fx.Requests(), 0
	for _, r := range got {
		if r.HasAuthorization {
			with++
		}
	}
	if len(got) != n || with != n/2 {
		t.Errorf("%d requests recorded, %d with a credential; want %d and %d", len(got), with, n, n/2)
	}
}
