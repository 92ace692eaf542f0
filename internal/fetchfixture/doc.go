// Package fetchfixture is the network a fetch case runs against: an origin
// server on 127.0.0.1 that answers every request with one Response, and a
// second server on another loopback port, the trap, that stands for a
// different origin. The origin's redirect points at the trap, so a client
// that carries its credential across origins is seen doing so.
//
// Both servers record every request they get (path with query, and the
// Authorization header if one came), and a streamed response counts the
// chunks it sent and notices when its client goes away. Nothing listens on
// any address but 127.0.0.1, and Close leaves no listener, connection,
// timer or goroutine behind.
//
// A test starts one for a case, points a client at its origin, waits for
// the servers to finish with what the client asked, and reads the records:
//
//	fx, err := fetchfixture.Start(fetchfixture.Response{Body: []byte("RIFF"), ContentType: "audio/wav"})
//	if err != nil {
//		t.Fatal(err)
//	}
//	t.Cleanup(func() { fx.Close() })
//	resp, err := http.Get(fx.Origin() + "/payload")
//	// … read and close resp.Body …
//	if err := fx.Settle(ctx); err != nil {
//		t.Fatal(err)
//	}
//	for _, r := range fx.Requests() {
//		t.Log(r.Path, r.HasAuthorization)
//	}
//
// ParseResponse reads the response member of a case in MCPL's
// mcpl-bulk-references-1 format into a Response.
package fetchfixture
