package deref

import (
	"context"
	"os"
	"time"
)

// Outcome is what one Fetch did. Err is nil exactly when OK; its text is
// one of the package's errors and never carries the uri, the origin or the
// token. Requests counts every request sent, each redirect hop included;
// a refusal sends none.
type Outcome struct {
	OK             bool
	Bytes          int64
	Path           string
	MimeType       string
	DigestVerified bool
	Requests       int
	Err            error
}

// Fetch dereferences the record of id, on this call only (RFC-005 section
// 7: receipt never fetches), and writes its payload into dir (made if
// missing) as the id and an extension from the observed media type. It
// refuses without a request what preflight refuses; otherwise it sends
// one GET and follows at most lim's redirects, with the binding's
// credential only at the bound origin (get); reads the body with a
// ceiling on its identity octets, removes gzip before counting and
// hashing, and checks a claimed digest (receive). Only when every check
// passes is the file renamed into place and the record updated, so a
// refused or failed fetch leaves the record, and any stub made from it,
// as it was. An unknown or evicted id is ErrUnknownReference.
func (r *Registry) Fetch(ctx context.Context, id, dir string, lim Limits) Outcome {
	rec, err := r.Lookup(id)
	if err != nil {
		return Outcome{Err: err}
	}
	lim = lim.resolved()
	u, want, err := preflight(rec, lim, time.Now())
	if err != nil {
		return Outcome{Err: err}
	}
	resp, requests, err := get(ctx, u, rec.binding, lim.MaxRedirects)
	out := Outcome{Requests: requests}
	if err != nil {
		out.Err = err
		return out
	}
	defer resp.Body.Close()
	done, err := receive(resp, lim.MaxBytes, want, dir, id)
	if err != nil {
		out.Err = err
		return out
	}
	if !r.commit(id, done) {
		_ = os.Remove(done.Path)
		out.Err = ErrUnknownReference
		return out
	}
	out.OK, out.Bytes, out.Path = true, done.VerifiedBytes, done.Path
	out.MimeType, out.DigestVerified = done.VerifiedMimeType, done.DigestVerified
	return out
}
