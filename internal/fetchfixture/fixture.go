package fetchfixture

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"
)

// closeBound bounds how long Close waits for the servers' connections and
// handlers to end once it has closed them; they end at once unless
// something is badly wrong. A test shortens it.
var closeBound = 10 * time.Second

// Request is what a server saw of one request.
type Request struct {
	// Method is the request's method.
	Method string
	// Path is the request target as sent: the path with its query.
	Path string
	// HasAuthorization says whether an Authorization header came.
	HasAuthorization bool
	// Authorization is its value; several are joined with ", ".
	Authorization string
}

// Fixture is an origin server and a cross-origin trap, both on 127.0.0.1,
// and the records of what they saw and sent. It is safe for concurrent use.
type Fixture struct {
	resp    Response
	coded   []byte // the body as sent: Body, gzip-coded when resp.Gzip
	origin  *server
	trap    *server
	closing chan struct{} // closed when Close begins: every stream stops

	handlers gauge // handlers running
	conns    gauge // connections open, on either server

	mu            sync.Mutex
	requests      []Request
	trapRequests  []Request
	chunksSent    int
	streamsBegun  int
	streamsEnded  int
	streamsCutOff int

	closeOnce sync.Once
	closeErr  error
}

type server struct {
	http   *http.Server
	origin string
	served chan struct{} // closed when Serve has returned
}

// Start validates r and starts the trap and the origin on two free
// loopback ports. The caller must Close the Fixture.
func Start(r Response) (*Fixture, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	f := &Fixture{resp: r, coded: r.Body, closing: make(chan struct{})}
	if r.Gzip {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		if _, err := zw.Write(r.Body); err != nil {
			return nil, err
		}
		if err := zw.Close(); err != nil {
			return nil, err
		}
		f.coded = b.Bytes()
	}
	var err error
	if f.trap, err = f.listen(http.HandlerFunc(f.serveTrap)); err == nil {
		f.origin, err = f.listen(http.HandlerFunc(f.serveOrigin))
	}
	if err != nil {
		return nil, errors.Join(err, f.Close())
	}
	return f, nil
}

func (f *Fixture) listen(h http.Handler) (*server, error) {
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("fetchfixture: listen on loopback: %w", err)
	}
	s := &server{
		http: &http.Server{
			Handler:           h,
			ConnState:         f.connState,
			ReadHeaderTimeout: 10 * time.Second,
		},
		origin: "http://" + ln.Addr().String(),
		served: make(chan struct{}),
	}
	go func() {
		defer close(s.served)
		_ = s.http.Serve(ln) // always an error; ErrServerClosed after Close
	}()
	return s, nil
}

func (f *Fixture) connState(_ net.Conn, state http.ConnState) {
	switch state {
	case http.StateNew:
		f.conns.add(1)
	case http.StateClosed, http.StateHijacked:
		f.conns.add(-1)
	}
}

// Origin returns the origin's address as http://127.0.0.1:PORT, the value
// of $ORIGIN in a case.
func (f *Fixture) Origin() string { return f.origin.origin }

// TrapOrigin returns the trap's address as http://127.0.0.1:PORT.
func (f *Fixture) TrapOrigin() string { return f.trap.origin }

// Requests returns a copy of the requests the origin got, in order.
func (f *Fixture) Requests() []Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.requests)
}

// TrapRequests returns a copy of the requests the trap got, in order.
func (f *Fixture) TrapRequests() []Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.trapRequests)
}

// ChunksSent returns how many chunks the origin's streams have written
// and flushed, over all requests.
func (f *Fixture) ChunksSent() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.chunksSent
}

// StreamCutOff reports whether a stream was served and every stream
// begun ended before its last chunk, because its client went away (or
// the Fixture was closed): a fetch that aborted, never one that read on.
func (f *Fixture) StreamCutOff() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.streamsBegun > 0 && f.streamsCutOff == f.streamsBegun
}

// Settle waits until no handler of either server is running, so that the
// records of every request that reached one are whole; it returns ctx's
// error if ctx ends first.
func (f *Fixture) Settle(ctx context.Context) error {
	return f.handlers.wait(ctx)
}

// Close stops both servers, closes their connections, stops every stream
// and waits for their goroutines to end. It is safe to call more than once;
// each call returns the first one's error.
func (f *Fixture) Close() error {
	f.closeOnce.Do(func() { f.closeErr = f.close() })
	return f.closeErr
}

func (f *Fixture) close() error {
	close(f.closing)
	ctx, cancel := context.WithTimeout(context.Background(), closeBound)
	defer cancel()
	var errs []error
	for _, s := range []*server{f.origin, f.trap} {
		if s == nil {
			continue
		}
		errs = append(errs, s.http.Close())
		select {
		case <-s.served:
		case <-ctx.Done():
			errs = append(errs, fmt.Errorf("fetchfixture: %s still serves after %v", s.origin, closeBound))
		}
	}
	if f.conns.wait(ctx) != nil || f.handlers.wait(ctx) != nil {
		errs = append(errs, fmt.Errorf("fetchfixture: connections still open after %v", closeBound))
	}
	return errors.Join(errs...)
}
