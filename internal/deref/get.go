package deref

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// maxHeaderBytes bounds a response's headers.
const maxHeaderBytes = 64 << 10

// get sends the GET for u and follows at most maxRedirects redirects
// (RFC-005 section 7, item 2), returning the 200 response, whose body the
// caller closes, and the number of requests sent. The binding's credential
// goes only with a request to its own origin, and never once the chain
// has been at another origin (section 6.1): a cross-origin hop is followed
// without it, which is what the RFC asks at minimum (refusing the hop is
// its MAY), and a hop back to the bound origin stays without it, since
// another origin chose it. A hop to a uri that may not be fetched is
// refused. Each fetch has its own transport: no proxy, no keep-alive, no
// automatic decompression (receive removes gzip itself).
func get(ctx context.Context, u *url.URL, b Binding, maxRedirects int) (*http.Response, int, error) {
	tr := &http.Transport{DisableCompression: true, DisableKeepAlives: true, MaxResponseHeaderBytes: maxHeaderBytes}
	client := &http.Client{Transport: tr, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	left := false
	for requests := 1; ; requests++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
		if err != nil {
			return nil, requests - 1, ErrScheme
		}
		req.Header.Set("Accept-Encoding", "gzip")
		if !b.appliesTo(u) {
			left = true
		} else if !left {
			req.Header.Set("Authorization", "Bearer "+b.Token)
		}
		resp, err := client.Do(req)
		if err != nil {
			return nil, requests, requestFailed(ctx)
		}
		switch resp.StatusCode {
		case http.StatusOK:
			return resp, requests, nil
		case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
			next, err := resp.Location()
			resp.Body.Close()
			if err != nil || requests > maxRedirects || !fetchable(next) {
				return nil, requests, ErrRedirect
			}
			u = next
		default:
			resp.Body.Close()
			return nil, requests, fmt.Errorf("%w (%d)", ErrStatus, resp.StatusCode)
		}
	}
}

// requestFailed is ErrRequest, with the context's own error when it ended
// the request; the transport's error is left out, since it names the
// address dialed.
func requestFailed(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%w (%w)", ErrRequest, err)
	}
	return ErrRequest
}
