// Package deref is how the reference host dereferences an MCPL reference on
// request and keeps its registry of reference ids (RFC-005 sections 5 to 7).
//
// A Registry holds one host-private Record per reference a connection
// delivered: the uri and the Binding (the connection's authentication
// context) stay inside it, and only its display fields (id, name, media
// type, claimed size, disposition) and, after a fetch, its verified fields
// are exported. Registering never fetches (RFC-005 section 7). Fetch, the
// only call that makes a request, fails closed: it refuses a scheme other
// than http and https, an expired or unreadable expiresAt, a malformed
// digest and a claimed size over the ceiling without dialing; it applies
// the credential only to the bound origin, bounds redirects, stops reading
// as soon as the identity octets pass the ceiling, removes gzip before the
// size and digest are taken, and writes the file, named from the id, only
// once every check has passed.
//
// Nothing the package returns carries the uri or the token: errors are the
// package's own sentinels, and a Record or Binding prints without them.
package deref
