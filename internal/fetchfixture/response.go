package fetchfixture

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// The bounds a Response must keep, so that a case cannot make the fixture
// hold or send without limit. ParseResponse and Start refuse a Response
// beyond any of them.
const (
	// MaxBodyBytes bounds a body before any coding: 8 MiB.
	MaxBodyBytes = 8 << 20
	// MaxContentTypeBytes bounds a content type's length in bytes.
	MaxContentTypeBytes = 1024
	// MaxChunks bounds a stream's number of chunks.
	MaxChunks = 1 << 16
	// MaxChunkBytes bounds the size of one chunk: 1 MiB.
	MaxChunkBytes = 1 << 20
	// MaxStreamBytes bounds a whole stream, chunks times chunk bytes: 64 MiB.
	MaxStreamBytes = 64 << 20
	// MaxInterval bounds the wait before each chunk.
	MaxInterval = 10 * time.Second
)

// defaultContentType is what the origin serves when a Response names none.
const defaultContentType = "application/octet-stream"

// chunkByte fills every streamed chunk (an ASCII "x", as in MCPL's fixture).
const chunkByte = 'x'

// Response is what the origin serves to every request it gets. At most one
// of Redirect, Stream and a body (Body, Gzip) is set; the zero Response is
// an empty 200 answer.
type Response struct {
	// Body is the body's octets before any coding.
	Body []byte
	// ContentType is the Content-Type header of a body or a stream; ""
	// serves application/octet-stream.
	ContentType string
	// Gzip sends Body gzip-coded, with Content-Encoding: gzip, whatever the
	// request's Accept-Encoding.
	Gzip bool
	// Redirect answers 302 with a Location at the trap's /target.
	Redirect bool
	// Stream, when set, answers with a body written chunk by chunk.
	Stream *Stream
	// Hops, when more than 0, sends a request for any path through that
	// many redirects on the origin itself (to /hop/1, /hop/2, …) before
	// the last one is answered as the rest of the Response says.
	Hops int
	// Coding, when set, is a Content-Encoding other than gzip sent with
	// the body as it is: a coding a fetcher may not know how to remove.
	Coding string
}

// MaxHops bounds Response.Hops.
const MaxHops = 16

// Stream is a body sent in Chunks chunks of ChunkBytes bytes each, each one
// written and flushed after a wait of Interval.
type Stream struct {
	Chunks, ChunkBytes int
	Interval           time.Duration
}

// Validate reports the first way r breaks the bounds above or mixes
// answers that cannot both be served, naming the member of MCPL's format
// that carries it.
func (r Response) Validate() error {
	if len(r.Body) > MaxBodyBytes {
		return fmt.Errorf("response.bodyBase64: %d bytes decoded, over the bound of %d", len(r.Body), MaxBodyBytes)
	}
	if err := checkContentType(r.ContentType); err != nil {
		return err
	}
	hasBody := len(r.Body) > 0 || r.Gzip
	switch {
	case r.Redirect && (hasBody || r.Stream != nil || r.ContentType != ""):
		return errors.New("response.redirect: a redirect carries no body, stream or content type")
	case r.Stream != nil && hasBody:
		return errors.New("response.stream: a stream carries no bodyBase64 or gzip")
	case r.Hops < 0 || r.Hops > MaxHops:
		return fmt.Errorf("response.hops: want 0 to %d, got %d", MaxHops, r.Hops)
	case r.Hops > 0 && r.Redirect:
		return errors.New("response.hops: the redirect to the trap is a hop of its own: give one of them")
	case r.Coding != "" && (r.Gzip || r.Redirect || r.Stream != nil || strings.EqualFold(r.Coding, "gzip") || checkContentType(r.Coding) != nil || strings.ContainsAny(r.Coding, " ,")):
		return errors.New("response.contentEncoding: one coding other than gzip, sent with a plain body")
	}
	if r.Stream != nil {
		return r.Stream.validate()
	}
	return nil
}

func (s *Stream) validate() error {
	if s.Chunks < 1 || s.Chunks > MaxChunks {
		return fmt.Errorf("response.stream.chunks: want 1 to %d, got %d", MaxChunks, s.Chunks)
	}
	if s.ChunkBytes < 1 || s.ChunkBytes > MaxChunkBytes {
		return fmt.Errorf("response.stream.chunkBytes: want 1 to %d, got %d", MaxChunkBytes, s.ChunkBytes)
	}
	if int64(s.Chunks)*int64(s.ChunkBytes) > MaxStreamBytes {
		return fmt.Errorf("response.stream: %d chunks of %d bytes is over the bound of %d bytes", s.Chunks, s.ChunkBytes, MaxStreamBytes)
	}
	if s.Interval < 0 || s.Interval > MaxInterval {
		return fmt.Errorf("response.stream.intervalMs: want 0 to %d, got %d", MaxInterval.Milliseconds(), s.Interval.Milliseconds())
	}
	return nil
}

// checkContentType refuses a content type too long, or with a byte a
// header value cannot carry as sent (a control character).
func checkContentType(s string) error {
	if len(s) > MaxContentTypeBytes {
		return fmt.Errorf("response.contentType: %d bytes, over the bound of %d", len(s), MaxContentTypeBytes)
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			return fmt.Errorf("response.contentType: control character %#02x at byte %d", c, i)
		}
	}
	return nil
}
