package deref

import (
	"encoding/base64"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// expiresMax is the longest expiresAt, in UTF-16 units, RFC-005's schema
// allows (section 8).
const expiresMax = 64

// digestPattern is the digest's form: RFC-005 section 3's "sha256:" and
// the 43 base64url characters of a SHA-256 hash, without padding.
var digestPattern = regexp.MustCompile(`^sha256:[A-Za-z0-9_-]{43}$`)

// preflight decides, before any request, whether rec may be fetched under
// lim at now (RFC-005 section 7, fail closed). It returns the uri to
// dial and the claimed hash (nil when no digest is claimed), or the
// refusal: ErrScheme, ErrExpired or ErrClaimOverCeiling.
func preflight(rec Record, lim Limits, now time.Time) (*url.URL, []byte, error) {
	u, err := url.Parse(rec.uri)
	if err != nil || !fetchable(u) {
		return nil, nil, ErrScheme
	}
	if rec.hasExpires && !expiresAfter(rec.expiresAt.Str, now) {
		return nil, nil, ErrExpired
	}
	// A digest of another form is no field (SPEC 11 digest): the fetch
	// goes on, unverified.
	var want []byte
	if d, _ := rec.digest.Str(); rec.hasDigest && digestPattern.MatchString(d) {
		want, _ = base64.RawURLEncoding.DecodeString(d[len("sha256:"):])
	}
	if rec.SizeClaimed && rec.SizeBytes > lim.MaxBytes {
		return nil, nil, ErrClaimOverCeiling
	}
	return u, want, nil
}

// fetchable reports whether u may be dialed: an http or https uri with a
// host and no user information (RFC-005 section 7, item 1; a credential in
// the uri, section 6.1, is refused rather than sent).
func fetchable(u *url.URL) bool {
	_, ok := originOf(u)
	return ok && u.User == nil && u.Opaque == ""
}

// expiresAfter reports whether the expiresAt str gives is a time after
// now (SPEC 11 expiry): an RFC 3339 date-time as expiryPattern reads it,
// of the calendar. Any other string is already expired (RFC-005 section
// 7.4: an unparseable value fails closed). A value that is not a string,
// or is longer than the schema allows, is no field (RFC-005 section 8's
// one invalid-field rule) and sets no horizon.
func expiresAfter(str func() (string, bool), now time.Time) bool {
	s, ok := str()
	if !ok || estext.UTF16LenOver(s, expiresMax) {
		return true
	}
	if !expiryPattern.MatchString(s) {
		return false
	}
	t, err := time.Parse(time.RFC3339Nano, strings.ToUpper(s)) // a t and a z are T and Z (RFC 3339, section 5.6)
	return err == nil && t.After(now)
}

// expiryPattern is the form SPEC 11 reads an expiresAt in: a date, a T,
// a time with optional fraction, and Z or an offset (T and Z in either
// case). A date alone is refused: SPEC lets a host read or refuse it.
var expiryPattern = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$`)
