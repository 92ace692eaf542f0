package deref

import "errors"

// The errors a registry or a fetch reports. Each is its own text, never
// wrapped around a text that could carry the uri, the origin or the token.
var (
	// ErrUnknownReference is the defined miss of RFC-005 section 5: an id
	// that was never issued or whose record was evicted.
	ErrUnknownReference = errors.New("unknown reference")
	// ErrNotReference refuses a block that is not a reference: not a
	// resource, image or audio block with a string uri of at most 4,096
	// UTF-16 units and no inline data (RFC-005 section 8).
	ErrNotReference = errors.New("not a reference block")
	// ErrScheme refuses a uri whose scheme is not http or https, or that
	// has no host or carries user information (RFC-005 section 7, item 1).
	ErrScheme = errors.New("fetch refused: the uri's scheme is not allowed")
	// ErrExpired refuses a reference whose expiresAt is past or cannot be
	// read as a time (RFC-005 section 7.4: fail closed).
	ErrExpired = errors.New("fetch refused: the reference is expired or its expiry cannot be read")
	// ErrClaimOverCeiling refuses a reference whose claimed sizeBytes is
	// over the ceiling, before any request (RFC-005 section 7, item 3).
	ErrClaimOverCeiling = errors.New("fetch refused: the claimed size is over the ceiling")
	// ErrOverCeiling fails a fetch whose identity octets passed the
	// ceiling; the transfer was aborted (RFC-005 section 7, item 3).
	ErrOverCeiling = errors.New("fetch failed: the payload is over the ceiling")
	// ErrDigestMismatch fails a fetch whose octets do not hash to the
	// claimed digest (RFC-005 section 7, item 4).
	ErrDigestMismatch = errors.New("fetch failed: the payload does not match its digest")
	// ErrRedirect fails a fetch redirected more often than the limit
	// allows, to a uri that may not be fetched, or without a location
	// (RFC-005 section 7, item 2).
	ErrRedirect = errors.New("fetch failed: redirect refused")
	// ErrStatus fails a fetch answered with a status other than 200.
	ErrStatus = errors.New("fetch failed: the server did not answer 200")
	// ErrContentEncoding fails a fetch whose content coding is neither
	// identity nor gzip, or whose gzip stream is corrupt: its identity
	// octets cannot be known (RFC-005 section 3, digest).
	ErrContentEncoding = errors.New("fetch failed: the content coding cannot be removed")
	// ErrRequest fails a fetch whose request could not be made or whose
	// body could not be read (the cause is left out: it names the address).
	ErrRequest = errors.New("fetch failed: the request failed")
	// ErrSave fails a fetch whose verified payload could not be written.
	ErrSave = errors.New("fetch failed: the payload could not be saved")
)
