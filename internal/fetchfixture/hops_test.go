package fetchfixture

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestHopsAndCoding follows a chain of redirects on the origin to its
// body, and reads a coding other than gzip sent with the body as it is.
func TestHopsAndCoding(t *testing.T) {
	f, err := Start(Response{Body: []byte("payload"), Hops: 2, Coding: "br"})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	url := f.Origin() + "/payload"
	for _, want := range []string{f.Origin() + "/hop/1", f.Origin() + "/hop/2", ""} {
		resp, err := client.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if got := resp.Header.Get("Location"); got != want {
			t.Fatalf("GET %s: Location %q, want %q", url, got, want)
		}
		if want == "" && (string(body) != "payload" || resp.Header.Get("Content-Encoding") != "br") {
			t.Errorf("the last hop: body %q, coding %q; want the body as it is, coded br", body, resp.Header.Get("Content-Encoding"))
		}
		url = want
	}
	if n := len(f.Requests()); n != 3 {
		t.Errorf("the origin saw %d requests, want 3", n)
	}
}

// TestHopsAndCodingRefused refuses what a hop or a coding cannot be.
func TestHopsAndCodingRefused(t *testing.T) {
	for raw, want := range map[string]string{
		`{"hops": 17}`:                                      "response.hops",
		`{"hops": 1, "redirect": true}`:                     "response.hops",
		`{"contentEncoding": "gzip", "bodyBase64": "AA=="}`: "response.contentEncoding",
		`{"contentEncoding": "br", "gzip": true}`:           "response.contentEncoding",
		`{"contentEncoding": 7}`:                            "response.contentEncoding",
	} {
		if _, err := ParseResponse([]byte(raw)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error naming %s", raw, err, want)
		}
	}
}

// TestStreamCutOffMeansEvery reads one stream whole and abandons a second:
// a fetch that read on once is no fetch that aborted.
func TestStreamCutOffMeansEvery(t *testing.T) {
	fx, err := Start(Response{Stream: &Stream{Chunks: 4, ChunkBytes: 8}})
	if err != nil {
		t.Fatal(err)
	}
	defer fx.Close()
	whole, err := http.Get(fx.Origin() + "/payload")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadAll(whole.Body); err != nil {
		t.Fatal(err)
	}
	whole.Body.Close()
	tr := &http.Transport{}
	defer tr.CloseIdleConnections()
	fx.resp.Stream.Chunks, fx.resp.Stream.Interval = MaxChunks, time.Millisecond
	cut, err := (&http.Client{Transport: tr}).Get(fx.Origin() + "/payload")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadFull(cut.Body, make([]byte, 8)); err != nil {
		t.Fatal(err)
	}
	cut.Body.Close()
	if err := fx.Settle(context.Background()); err != nil {
		t.Fatal(err)
	}
	if fx.StreamCutOff() {
		t.Error("StreamCutOff() after one stream was read whole, want false")
	}
}
