package deref

// DefaultMaxBytes is the ceiling on a payload's identity octets when
// Limits.MaxBytes is zero: 32 MiB.
const DefaultMaxBytes = 32 << 20

// DefaultMaxRedirects is the number of redirects a fetch follows when
// Limits.MaxRedirects is zero: RFC-005 section 7 asks for "a fixed small
// hop limit", and three is that.
const DefaultMaxRedirects = 3

// Limits bound one fetch (RFC-005 section 7).
type Limits struct {
	// MaxBytes is the ceiling on the payload's identity octets (after any
	// gzip is removed); zero means DefaultMaxBytes. A claimed sizeBytes
	// over it is refused without a request, and a body that passes it is
	// aborted.
	MaxBytes int64
	// MaxRedirects is how many redirects a fetch follows; zero means
	// DefaultMaxRedirects, and a negative value refuses every redirect.
	MaxRedirects int
}

// resolved returns the limits with their defaults filled in.
func (l Limits) resolved() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultMaxBytes
	}
	switch {
	case l.MaxRedirects == 0:
		l.MaxRedirects = DefaultMaxRedirects
	case l.MaxRedirects < 0:
		l.MaxRedirects = 0
	}
	return l
}
