package deref

import (
	"net/url"
	"strings"
)

// Binding is the authentication context of the connection that delivered a
// reference (RFC-005 section 6.1): the origin the connection was dialed to
// (scheme, host and port, as "https://h:8443"; a path is ignored) and the
// token it authenticated with. A fetcher applies it, as
// "Authorization: Bearer <Token>", only to a request to exactly that
// origin, never to another, and never after a redirect has left it.
// A Binding prints with its origin and token masked.
type Binding struct {
	Origin string
	Token  string
}

// origin is a uri's origin as RFC-005 section 6.1 compares it: the scheme
// and host lower-cased, the port explicit.
type origin struct{ scheme, host, port string }

// originOf returns u's origin, and false when u has no http or https
// scheme or no host.
func originOf(u *url.URL) (origin, bool) {
	scheme := strings.ToLower(u.Scheme)
	host := strings.ToLower(u.Hostname())
	if (scheme != "http" && scheme != "https") || host == "" {
		return origin{}, false
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[scheme]
	}
	return origin{scheme, host, port}, true
}

// appliesTo reports whether the binding's credential may go with a request
// to u: the binding has a token and a readable origin, and u is at exactly
// that origin.
func (b Binding) appliesTo(u *url.URL) bool {
	if b.Token == "" {
		return false
	}
	bound, err := url.Parse(b.Origin)
	if err != nil {
		return false
	}
	want, ok := originOf(bound)
	if !ok {
		return false
	}
	got, ok := originOf(u)
	return ok && got == want
}
