package deref

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// receive reads a 200 response's payload into dir and returns the
// verified facts, or the failure with nothing left in dir. It removes a
// gzip content coding first, so that the ceiling, the size and the digest
// all count identity octets (RFC-005 section 3 and vector 19); it stops
// reading, and so closes the connection, as soon as those octets pass
// maxBytes (section 7, item 3), never reading a continuing stream to its
// end; it checks the claimed hash want when there is one (item 4); and
// only then renames the file to the id and the extension of the observed
// media type (section 7.3: never the server's name).
func receive(resp *http.Response, maxBytes int64, want []byte, dir, id string) (Record, error) {
	body, err := decoded(resp, maxBytes)
	if err != nil {
		return Record{}, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return Record{}, ErrSave
	}
	tmp, err := os.CreateTemp(dir, "."+id+"-*.part")
	if err != nil {
		return Record{}, ErrSave
	}
	saved := false
	defer func() {
		if !saved {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	hash := sha256.New()
	head := &headWriter{}
	n, err := io.Copy(io.MultiWriter(tmp, hash, head), io.LimitReader(body, maxBytes+1))
	switch {
	case errors.Is(err, ErrRequest), errors.Is(err, ErrOverCeiling):
		return Record{}, err
	case err != nil:
		return Record{}, ErrContentEncoding
	case n > maxBytes:
		return Record{}, ErrOverCeiling
	}
	done := Record{VerifiedBytes: n, VerifiedMimeType: observedType(head.b, resp.Header.Get("Content-Type"))}
	if want != nil {
		if !bytes.Equal(hash.Sum(nil), want) {
			return Record{}, ErrDigestMismatch
		}
		done.DigestVerified = true
	}
	done.Path = filepath.Join(dir, id+"."+extension(done.VerifiedMimeType))
	if tmp.Close() != nil || os.Rename(tmp.Name(), done.Path) != nil {
		return Record{}, ErrSave
	}
	saved = true
	return done, nil
}

// decoded returns a reader of the body's identity octets: the body itself
// for no coding or identity, a gzip reader for gzip. Any other coding, or
// more than one, cannot be removed and fails. The wire bytes of a gzip
// body are bounded too (wireMax), so that a stream that decodes to nothing
// cannot run on.
func decoded(resp *http.Response, maxBytes int64) (io.Reader, error) {
	wire := &failReader{r: resp.Body, err: ErrRequest}
	// Several codings, in one header or in several, join to no name
	// below: one that cannot be removed.
	switch strings.ToLower(strings.TrimSpace(strings.Join(resp.Header.Values("Content-Encoding"), ","))) {
	case "", "identity":
		return wire, nil
	case "gzip", "x-gzip":
		zr, err := gzip.NewReader(&capReader{r: wire, left: wireMax(maxBytes)})
		if err != nil {
			if errors.Is(err, ErrRequest) || errors.Is(err, ErrOverCeiling) {
				return nil, err
			}
			return nil, ErrContentEncoding
		}
		return zr, nil
	}
	return nil, ErrContentEncoding
}

// wireMax is the most wire bytes a gzip body of at most maxBytes identity
// octets may take: the octets, deflate's worst-case growth of stored
// blocks (5 bytes in 65,535) and room for the gzip header and trailer.
func wireMax(maxBytes int64) int64 { return maxBytes + maxBytes/1024 + 4096 }

// failReader reads r, replacing any error but io.EOF by err: a transport's
// error names the address, which no error of the package may carry.
type failReader struct {
	r   io.Reader
	err error
}

func (f *failReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err != nil && err != io.EOF {
		err = f.err
	}
	return n, err
}

// capReader reads r, failing with ErrOverCeiling once more than left bytes
// have come.
type capReader struct {
	r    io.Reader
	left int64
}

func (c *capReader) Read(p []byte) (int, error) {
	if c.left < 0 {
		return 0, ErrOverCeiling
	}
	if int64(len(p)) > c.left+1 {
		p = p[:c.left+1]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	if c.left < 0 {
		return n, ErrOverCeiling
	}
	return n, err
}

// headWriter keeps the first sniffLen bytes written to it.
type headWriter struct{ b []byte }

func (h *headWriter) Write(p []byte) (int, error) {
	if room := sniffLen - len(h.b); room > 0 {
		h.b = append(h.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}
