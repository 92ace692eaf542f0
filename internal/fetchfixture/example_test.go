package fetchfixture_test

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"github.com/rfc005-lanes/rfc005-lanes/internal/fetchfixture"
)

// A fetch case's fixture: the origin redirects to the trap, and the
// records show which requests carried a credential. Go's own client,
// following redirects by default, carries it to the trap: it compares
// host names and not ports, so to it 127.0.0.1 on another port is the
// same origin, which RFC 6454 says it is not.
func ExampleStart() {
	fx, err := fetchfixture.Start(fetchfixture.Response{Redirect: true})
	if err != nil {
		panic(err)
	}
	defer fx.Close()
	tr := &http.Transport{}
	defer tr.CloseIdleConnections()
	req, _ := http.NewRequest(http.MethodGet, fx.Origin()+"/payload", nil)
	req.Header.Set("Authorization", "Bearer fixture-secret")
	resp, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		panic(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err := fx.Settle(context.Background()); err != nil {
		panic(err)
	}
	for _, r := range fx.Requests() {
		fmt.Println("origin:", r.Path, r.HasAuthorization)
	}
	for _, r := range fx.TrapRequests() {
		fmt.Println("trap:", r.Path, r.HasAuthorization)
	}
	// Output:
	// origin: /payload true
	// trap: /target true
}
