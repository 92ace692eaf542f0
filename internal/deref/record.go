package deref

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// uriMax is the longest uri, in UTF-16 units, a reference block may have
// (RFC-005 section 8); a longer one makes the block no reference at all.
const uriMax = 4096

// Record is the host-private record of one registered reference (RFC-005
// section 6.2), as Lookup gives a copy of it. Its exported fields are the
// ones a stub may show: the id, the valid name, media type and claimed size
// (RFC-005 sections 3 and 8: an invalid field is absent), the disposition,
// and after a successful fetch the verified facts of the payload. The uri,
// the binding and the rest of the server's testimony stay unexported, and
// the record prints without them.
type Record struct {
	// ID is the host-generated opaque reference id ("ref_" and a number).
	ID string
	// Name is the claimed name when valid, else "": a display label only,
	// never a path component (RFC-005 section 7.3); a stub still cleans
	// and bounds it (SPEC 3).
	Name string
	// MimeType is the claimed media type when valid, else "".
	MimeType string
	// SizeBytes is the claimed size when SizeClaimed: testimony, never
	// verified (RFC-005 section 3).
	SizeBytes   int64
	SizeClaimed bool
	// Disposition is "never", "ref", or "" when absent or invalid.
	Disposition string

	// Fetched reports a successful fetch; the fields below it are zero
	// until one, and a failed or refused fetch never changes them.
	Fetched bool
	// Path is where the verified payload was written.
	Path string
	// VerifiedBytes is the number of identity octets written.
	VerifiedBytes int64
	// VerifiedMimeType is the media type observed for those octets.
	VerifiedMimeType string
	// DigestVerified reports that a claimed digest matched the octets.
	DigestVerified bool

	uri     string
	binding Binding
	// digest is the claimed digest member as sent, when hasDigest.
	digest    esjson.Value
	hasDigest bool
	// expiresAt is the claimed expiresAt member as sent, when hasExpires.
	expiresAt  esjson.Value
	hasExpires bool
}

// HasURI reports whether the record was registered for exactly uri. It lets
// a caller check a record without the package handing the uri out.
func (r Record) HasURI(uri string) bool { return r.uri == uri }

// newRecord reads a reference block into a record without an id, or
// reports ErrNotReference.
func newRecord(block esjson.Value, b Binding) (Record, error) {
	typ, _ := block.GetString("type")
	uri, ok := block.GetString("uri")
	switch {
	case typ != "resource" && typ != "image" && typ != "audio",
		!ok, estext.UTF16LenOver(uri, uriMax),
		typ != "resource" && block.Has("data"):
		return Record{}, ErrNotReference
	}
	r := Record{uri: uri, binding: b}
	if v, ok := block.Get("name"); ok && spec.ValidField(v) {
		r.Name, _ = v.Str()
	}
	if v, ok := block.Get("mimeType"); ok && spec.ValidField(v) {
		r.MimeType, _ = v.Str()
	}
	if v, ok := block.Get("sizeBytes"); ok && spec.ValidSizeBytes(v) {
		r.SizeBytes, r.SizeClaimed = int64(v.Number()), true
	}
	if d, ok := block.GetString("disposition"); ok && (d == "never" || d == "ref") {
		r.Disposition = d
	}
	r.digest, r.hasDigest = block.Get("digest")
	r.expiresAt, r.hasExpires = block.Get("expiresAt")
	return r, nil
}

// testimonyKey is what makes two registrations the same reference: the
// binding and every testimony member as sent. A block registered again
// while its record lives keeps its id (MCPL's vector 20).
func testimonyKey(block esjson.Value, b Binding) string {
	key := esjson.AppendString(nil, b.Origin)
	key = esjson.AppendString(key, b.Token)
	for _, name := range []string{"type", "uri", "name", "mimeType", "sizeBytes", "digest", "expiresAt", "disposition"} {
		v, ok := block.Get(name)
		if !ok {
			key = append(key, '-')
			continue
		}
		key = esjson.Append(key, v)
	}
	return string(key)
}
