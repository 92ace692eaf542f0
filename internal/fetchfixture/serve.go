package fetchfixture

import (
	"bytes"
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// trapBody is what the trap answers to any request.
const trapBody = "fetchfixture trap: a different origin\n"

func (f *Fixture) record(to *[]Request, req *http.Request) {
	values := req.Header.Values("Authorization")
	r := Request{
		Method:           req.Method,
		Path:             req.RequestURI,
		HasAuthorization: len(values) > 0,
		Authorization:    strings.Join(values, ", "),
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	*to = append(*to, r)
}

func (f *Fixture) serveTrap(w http.ResponseWriter, req *http.Request) {
	f.handlers.add(1)
	defer f.handlers.add(-1)
	f.record(&f.trapRequests, req)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte(trapBody))
}

func (f *Fixture) serveOrigin(w http.ResponseWriter, req *http.Request) {
	f.handlers.add(1)
	defer f.handlers.add(-1)
	f.record(&f.requests, req)
	if next, ok := f.nextHop(req.URL.Path); ok {
		w.Header().Set("Location", f.origin.origin+next)
		w.WriteHeader(http.StatusFound)
		return
	}
	switch {
	case f.resp.Redirect:
		w.Header().Set("Location", f.trap.origin+"/target")
		w.WriteHeader(http.StatusFound)
	case f.resp.Stream != nil:
		f.stream(w, req)
	default:
		h := w.Header()
		h.Set("Content-Type", f.contentType())
		if f.resp.Gzip {
			h.Set("Content-Encoding", "gzip")
		}
		if f.resp.Coding != "" {
			h.Set("Content-Encoding", f.resp.Coding)
		}
		h.Set("Content-Length", strconv.Itoa(len(f.coded)))
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write(f.coded)
	}
}

// nextHop is where a request for path is redirected on the origin itself
// (Response.Hops), and false once the last hop is reached.
func (f *Fixture) nextHop(path string) (string, bool) {
	if f.resp.Hops == 0 {
		return "", false
	}
	n := 0
	if rest, ok := strings.CutPrefix(path, "/hop/"); ok {
		n, _ = strconv.Atoi(rest)
	}
	if n >= f.resp.Hops {
		return "", false
	}
	return "/hop/" + strconv.Itoa(n+1), true
}

func (f *Fixture) contentType() string {
	if f.resp.ContentType == "" {
		return defaultContentType
	}
	return f.resp.ContentType
}

// stream writes the Response's chunks one by one, each after its interval
// and flushed, and stops early when the client goes away (the request's
// context ends, or a write fails) or the Fixture closes.
func (f *Fixture) stream(w http.ResponseWriter, req *http.Request) {
	s := f.resp.Stream
	f.mu.Lock()
	f.streamsBegun++
	f.mu.Unlock()
	finished := false
	defer func() {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.streamsEnded++
		if !finished {
			f.streamsCutOff++
		}
	}()
	w.Header().Set("Content-Type", f.contentType())
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	if rc.Flush() != nil {
		return
	}
	var tick <-chan time.Time
	if s.Interval > 0 {
		t := time.NewTicker(s.Interval)
		defer t.Stop()
		tick = t.C
	}
	chunk := bytes.Repeat([]byte{chunkByte}, s.ChunkBytes)
	for range s.Chunks {
		if !f.pause(req.Context(), tick) {
			return
		}
		if _, err := w.Write(chunk); err != nil || rc.Flush() != nil {
			return
		}
		f.mu.Lock()
		f.chunksSent++
		f.mu.Unlock()
	}
	finished = true
}

// pause waits for the next tick (not at all when tick is nil) and reports
// whether the stream goes on: false once the client has gone away or the
// Fixture is closing.
func (f *Fixture) pause(ctx context.Context, tick <-chan time.Time) bool {
	select {
	case <-ctx.Done():
		return false
	case <-f.closing:
		return false
	default:
	}
	if tick == nil {
		return true
	}
	select {
	case <-tick:
		return true
	case <-ctx.Done():
		return false
	case <-f.closing:
		return false
	}
}
