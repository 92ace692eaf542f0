package deref

import (
	"errors"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// at is mcplBlock with its uri replaced.
func at(uri, fields string) string {
	return strings.Replace(mcplBlock(fields), "$ORIGIN/payload", uri, 1)
}

// refused checks a fetch refused with want, no request, nothing saved and
// the record unchanged.
func refused(t *testing.T, f *fixture, text string, lim Limits, want error) {
	t.Helper()
	r, after, out, dir := fetchOne(t, f, text, lim)
	if !errors.Is(out.Err, want) || out.OK || out.Requests != 0 {
		t.Errorf("%.80s: ok %v, %d requests, %v; want refused with %v", text, out.OK, out.Requests, out.Err, want)
	}
	if requests, _ := f.seen(); len(requests) != 0 {
		t.Errorf("%.80s: the origin saw %d requests", text, len(requests))
	}
	if names := files(t, dir); len(names) != 0 {
		t.Errorf("a refused fetch left %q", names)
	}
	if after.Fetched || r.Len() != 1 {
		t.Errorf("a refused fetch changed the record: %v", after)
	}
}

// fetched checks a fetch succeeded and returns the outcome and the file.
func fetched(t *testing.T, f *fixture, text string, lim Limits) (Outcome, string, []byte) {
	t.Helper()
	_, after, out, dir := fetchOne(t, f, text, lim)
	if !out.OK || out.Err != nil {
		t.Fatalf("%.80s: %v", text, out.Err)
	}
	name, saved := readSaved(t, dir)
	if !after.Fetched || after.Path != out.Path || after.VerifiedBytes != int64(len(saved)) {
		t.Errorf("the record after success: %v", after)
	}
	return out, name, saved
}

// RFC-005 section 7, item 1: a scheme other than http and https, or a uri
// with no host or with user information, is refused without a request.
func TestSchemeRefused(t *testing.T) {
	t.Parallel()
	for _, uri := range []string{"file:///private/fixture", "data:audio/wav;base64,UklGRg==", "ftp://127.0.0.1/x",
		"javascript:alert(1)", "http:///payload", "payload", "HTTP://user:pw@$HOST/payload", "mailto:a@b"} {
		f := newFixture(t, served{body: wav})
		refused(t, f, at(strings.ReplaceAll(uri, "$HOST", strings.TrimPrefix(f.origin.URL, "http://")), ""), Limits{}, ErrScheme)
	}
	f := newFixture(t, served{body: wav})
	fetched(t, f, at(strings.Replace(f.origin.URL, "http:", "HTTP:", 1)+"/payload", ""), Limits{})
}

// SPEC 11 expiry (RFC-005 section 7.4): a string expiresAt that is past,
// or is no RFC 3339 date-time (T and Z in either case, a day of the
// calendar; this host refuses a date alone, which SPEC leaves open), is expired: the fetch is refused without a request. One
// that is not a string, or is longer than the schema allows, is no field
// (RFC-005 section 8) and sets no horizon.
func TestExpiryFailsClosed(t *testing.T) {
	t.Parallel()
	for _, expires := range []string{`"not-a-date"`, `"2000-01-01T00:00:00Z"`, `"2000-01-01"`, `""`, `"2000-01-01t00:00:00z"`,
		`"2999-01-01T00:00:00,5Z"`, `"2999-01-01T00:00:00"`, `"2999-13-01T00:00:00Z"`, `"2999-02-30T00:00:00Z"`} {
		refused(t, newFixture(t, served{body: wav}), mcplBlock(`,"expiresAt":`+expires), Limits{}, ErrExpired)
	}
	for _, expires := range []string{`"2999-01-01T00:00:00Z"`, `"2999-01-01T00:00:00.5+02:00"`, `"2999-01-01t00:00:00z"`, `7`, `null`,
		`"2999-01-01T00:00:00.` + strings.Repeat("0", 45) + `Z"`} {
		fetched(t, newFixture(t, served{body: wav}), mcplBlock(`,"expiresAt":`+expires), Limits{})
	}
}

// RFC-005 section 7, item 3: a valid claimed size over the ceiling is
// refused without a request; one at the ceiling, or an invalid one
// (absent, section 8), is fetched.
func TestClaimOverCeilingRefused(t *testing.T) {
	t.Parallel()
	refused(t, newFixture(t, served{body: wav}), mcplBlock(`,"sizeBytes":129`), Limits{MaxBytes: 128}, ErrClaimOverCeiling)
	refused(t, newFixture(t, served{body: wav}), mcplBlock(`,"sizeBytes":9007199254740991`), Limits{}, ErrClaimOverCeiling)
	for _, size := range []string{"128", "-1", "1e300", `"999"`} {
		fetched(t, newFixture(t, served{body: wav}), mcplBlock(`,"sizeBytes":`+size), Limits{MaxBytes: 128})
	}
}

// SPEC 11 digest: a digest of any other form than "sha256:" and 43
// base64url characters is no field: the fetch goes on, unverified.
func TestMalformedDigestIsNoField(t *testing.T) {
	t.Parallel()
	for _, digest := range []string{`"sha256:abc"`, `"md5:` + wavDigest[7:] + `"`, `"` + wavDigest + `="`, `7`, `null`} {
		out, _, _ := fetched(t, newFixture(t, served{body: wav}), mcplBlock(`,"digest":`+digest), Limits{})
		if out.DigestVerified {
			t.Errorf("digest %s: reported verified", digest)
		}
	}
}

// RFC-005 section 6.1: the credential goes only to exactly the dialed
// origin (scheme, host and port); a path in the binding is ignored.
func TestCredentialOnlyAtBoundOrigin(t *testing.T) {
	t.Parallel()
	f := newFixture(t, served{body: wav})
	host := strings.TrimPrefix(f.origin.URL, "http://")
	port := host[strings.LastIndex(host, ":")+1:]
	for _, c := range []struct {
		origin string
		want   string
	}{
		{f.origin.URL, "Bearer " + token},
		{f.origin.URL + "/some/path", "Bearer " + token},
		{"HTTP://" + host, "Bearer " + token},
		{"http://localhost:" + port, ""},
		{"https://" + host, ""},
		{f.trap.URL, ""},
		{"not a url", ""},
		{"", ""},
	} {
		r := NewRegistry(0)
		rec, err := r.Register(block(t, f.origin.URL, mcplBlock("")), Binding{Origin: c.origin, Token: token})
		if err != nil {
			t.Fatal(err)
		}
		before, _ := f.seen()
		out := fetchWith(t, r, rec.ID, t.TempDir(), Limits{})
		requests, _ := f.seen()
		if !out.OK || len(requests) != len(before)+1 {
			t.Fatalf("binding %q: %v", c.origin, out.Err)
		}
		if got := requests[len(requests)-1].auth; got != c.want {
			t.Errorf("binding %q: the request carried %q, want %q", c.origin, got, c.want)
		}
	}
	// A reference at another origin is fetched without the credential.
	r := NewRegistry(0)
	rec, _ := r.Register(block(t, f.trap.URL, mcplBlock("")), Binding{Origin: f.origin.URL, Token: token})
	if out := fetchWith(t, r, rec.ID, t.TempDir(), Limits{}); !out.OK {
		t.Fatal(out.Err)
	}
	if _, trapped := f.seen(); len(trapped) != 1 || trapped[0].auth != "" {
		t.Errorf("the other origin saw %v", trapped)
	}
}

// RFC-005 section 7, item 2: a redirect within the bound origin keeps the
// credential.
func TestSameOriginRedirectKeepsCredential(t *testing.T) {
	t.Parallel()
	f := newFixture(t, served{handler: func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/payload" {
			http.Redirect(w, r, "/moved", http.StatusMovedPermanently)
			return
		}
		_, _ = w.Write(wav)
	}})
	out, _, _ := fetched(t, f, mcplBlock(""), Limits{})
	requests, _ := f.seen()
	if out.Requests != 2 || len(requests) != 2 || requests[1].path != "/moved" || requests[1].auth != "Bearer "+token {
		t.Errorf("%d requests: %v", out.Requests, requests)
	}
}

// RFC-005 section 6.1: once a redirect has left the bound origin, no later
// hop carries the credential, not even one back to the bound origin.
func TestCredentialNeverAfterLeaving(t *testing.T) {
	t.Parallel()
	var bounce *fixture
	f := newFixture(t, served{handler: func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/payload" {
			http.Redirect(w, r, bounce.origin.URL+"/bounce", http.StatusTemporaryRedirect)
			return
		}
		_, _ = w.Write(wav)
	}})
	bounce = newFixture(t, served{handler: func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, f.origin.URL+"/back", http.StatusSeeOther)
	}})
	out, _, _ := fetched(t, f, mcplBlock(""), Limits{})
	requests, _ := f.seen()
	bounced, _ := bounce.seen()
	if out.Requests != 3 || len(requests) != 2 || len(bounced) != 1 {
		t.Fatalf("%d requests: origin %v, other %v", out.Requests, requests, bounced)
	}
	if requests[0].auth != "Bearer "+token || bounced[0].auth != "" || requests[1].auth != "" {
		t.Errorf("credentials: origin %v, other %v", requests, bounced)
	}
}

// RFC-005 section 7, item 2: redirects are bounded, and a hop to a uri
// that may not be fetched is refused.
func TestRedirectsBounded(t *testing.T) {
	t.Parallel()
	loop := served{handler: func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/r"))
		http.Redirect(w, r, "/r"+strconv.Itoa(n+1), http.StatusFound)
	}}
	for _, c := range []struct{ max, requests int }{{2, 3}, {0, DefaultMaxRedirects + 1}, {-1, 1}} {
		_, _, out, dir := fetchOne(t, newFixture(t, loop), mcplBlock(""), Limits{MaxRedirects: c.max})
		if !errors.Is(out.Err, ErrRedirect) || out.Requests != c.requests || len(files(t, dir)) != 0 {
			t.Errorf("MaxRedirects %d: %d requests, %v; want %d and ErrRedirect", c.max, out.Requests, out.Err, c.requests)
		}
	}
	for _, location := range []string{"file:///etc/passwd", "ftp://127.0.0.1/x", ""} {
		f := newFixture(t, served{handler: func(w http.ResponseWriter, _ *http.Request) {
			if location != "" {
				w.Header().Set("Location", location)
			}
			w.WriteHeader(http.StatusFound)
		}})
		if _, _, out, _ := fetchOne(t, f, mcplBlock(""), Limits{}); !errors.Is(out.Err, ErrRedirect) || out.Requests != 1 {
			t.Errorf("a redirect to %q: %d requests, %v", location, out.Requests, out.Err)
		}
	}
}

// RFC-005 section 7, item 3: a continuing stream is aborted as soon as the
// octets pass the ceiling, never read to its end; nothing is saved.
func TestStreamAbortedAtCeiling(t *testing.T) {
	t.Parallel()
	f := newFixture(t, served{stream: 32, interval: time.Millisecond})
	_, after, out, dir := fetchOne(t, f, mcplBlock(""), Limits{MaxBytes: 64})
	f.waitStream(t)
	if !errors.Is(out.Err, ErrOverCeiling) || after.Fetched || len(files(t, dir)) != 0 {
		t.Errorf("%v, record %v, dir %q", out.Err, after, files(t, dir))
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.closed || f.chunks == 0 {
		t.Errorf("the stream sent %d chunks and was closed by the client: %v", f.chunks, f.closed)
	}
}

// RFC-005 section 7, item 3: the ceiling is on actual octets: exactly the
// ceiling passes, one more fails, whatever size was claimed.
func TestCeilingOnActualBytes(t *testing.T) {
	t.Parallel()
	out, _, saved := fetched(t, newFixture(t, served{body: wav}), mcplBlock(`,"sizeBytes":1`), Limits{MaxBytes: int64(len(wav))})
	if out.Bytes != int64(len(wav)) || string(saved) != string(wav) {
		t.Errorf("saved %q (%d bytes)", saved, out.Bytes)
	}
	_, _, out, dir := fetchOne(t, newFixture(t, served{body: wav}), mcplBlock(`,"sizeBytes":1`), Limits{MaxBytes: int64(len(wav)) - 1})
	if !errors.Is(out.Err, ErrOverCeiling) || len(files(t, dir)) != 0 {
		t.Errorf("one byte over the ceiling: %v, dir %q", out.Err, files(t, dir))
	}
}

// RFC-005 section 3 and vector 19: gzip is removed before the size and the
// digest are taken; a coding that cannot be removed, or a corrupt gzip
// stream, fails.
func TestContentCoding(t *testing.T) {
	t.Parallel()
	out, _, saved := fetched(t, newFixture(t, served{handler: func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Encoding", "X-GZIP")
		_, _ = w.Write(gzipped(wav))
	}}), mcplBlock(`,"digest":"`+wavDigest+`"`), Limits{MaxBytes: int64(len(wav))})
	if string(saved) != string(wav) || !out.DigestVerified || out.Bytes != int64(len(wav)) {
		t.Errorf("saved %q, %v", saved, out)
	}
	corrupt := gzipped(wav)
	corrupt[len(corrupt)-5] ^= 0xff // the CRC
	for _, c := range []struct {
		codings []string
		body    []byte
	}{
		{[]string{"br"}, wav},
		{[]string{"deflate"}, wav},
		{[]string{"gzip", "gzip"}, gzipped(gzipped(wav))},
		{[]string{"gzip"}, wav},
		{[]string{"gzip"}, corrupt},
	} {
		f := newFixture(t, served{handler: func(w http.ResponseWriter, _ *http.Request) {
			for _, coding := range c.codings {
				w.Header().Add("Content-Encoding", coding)
			}
			_, _ = w.Write(c.body)
		}})
		if _, _, out, dir := fetchOne(t, f, mcplBlock(""), Limits{}); !errors.Is(out.Err, ErrContentEncoding) || len(files(t, dir)) != 0 {
			t.Errorf("Content-Encoding %q: %v, dir %q", c.codings, out.Err, files(t, dir))
		}
	}
}

// A gzip stream that decodes to nothing still ends at the wire ceiling:
// empty stored blocks without end would otherwise run on for ever.
func TestGzipWireBounded(t *testing.T) {
	t.Parallel()
	f := newFixture(t, served{handler: func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Encoding", "gzip")
		_, _ = w.Write([]byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff})
		empty := []byte{0, 0, 0, 0xff, 0xff} // a stored block of no bytes, not the last
		for range 1 << 20 {
			if _, err := w.Write(empty); err != nil || r.Context().Err() != nil {
				return
			}
		}
	}})
	_, _, out, dir := fetchOne(t, f, mcplBlock(""), Limits{MaxBytes: 64})
	if !errors.Is(out.Err, ErrOverCeiling) || len(files(t, dir)) != 0 {
		t.Errorf("%v, dir %q", out.Err, files(t, dir))
	}
}

// RFC-005 section 7, item 4: octets that do not match the digest are not
// presented; a fetch with no digest claimed verifies none.
func TestDigest(t *testing.T) {
	t.Parallel()
	_, after, out, dir := fetchOne(t, newFixture(t, served{body: append([]byte{}, wav[:18]...)}), mcplBlock(`,"digest":"`+wavDigest+`"`), Limits{})
	if !errors.Is(out.Err, ErrDigestMismatch) || out.DigestVerified || after.Fetched || len(files(t, dir)) != 0 {
		t.Errorf("%v, record %v, dir %q", out.Err, after, files(t, dir))
	}
	out, _, _ = fetched(t, newFixture(t, served{body: wav}), mcplBlock(""), Limits{})
	if out.DigestVerified {
		t.Error("no digest was claimed, yet one was verified")
	}
}

// RFC-005 section 7, item 4, and vector 13: the recorded media type is
// what the octets say, else the served type, else the generic one, never
// the claim; the file's extension follows it.
func TestObservedMediaType(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		body              string
		served, claim     string
		want, wantExtName string
	}{
		{"\x89PNG\r\n\x1a\n....", "text/plain", "audio/wav", "image/png", "png"},
		{"\xff\xd8\xff\xe0....", "", "image/png", "image/jpeg", "jpg"},
		{"GIF89a....", "image/png", "", "image/gif", "gif"},
		{"OggS....", "", "", "audio/ogg", "ogg"},
		{"RIFF\x00\x00\x00\x00WEBPVP8 ", "", "", "image/webp", "webp"},
		{"RIFX\x00\x00\x00\x00WAVE", "", "audio/wav", "application/octet-stream", "bin"},
		{`{"a":1}`, "Application/JSON; charset=utf-8", "text/plain", "application/json", "json"},
		{"plain words", "application/octet-stream", "image/png", "application/octet-stream", "bin"},
		{"plain words", "not a type", "text/plain", "application/octet-stream", "bin"},
		{"plain words", "application/x-thing", "", "application/x-thing", "bin"},
	} {
		f := newFixture(t, served{body: []byte(c.body), contentType: c.served})
		out, name, _ := fetched(t, f, mcplBlock(`,"mimeType":"`+c.claim+`"`), Limits{})
		if out.MimeType != c.want || !strings.HasSuffix(name, "."+c.wantExtName) {
			t.Errorf("%q served as %q, claimed %q: %q in %q, want %q", c.body, c.served, c.claim, out.MimeType, name, c.want)
		}
	}
}

// quote writes s as a JSON string.
func quote(s string) string { return string(esjson.AppendString(nil, s)) }

// RFC-005 section 7.3: the file is named from the id and the observed type,
// never from the server's name.
func TestStorageNameFromID(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"../../.ssh/authorized_keys", `..\..\evil.exe`, "/etc/passwd", "CON", "a\u0000b", ".wav"} {
		_, after, out, dir := fetchOne(t, newFixture(t, served{body: wav}), mcplBlock(`,"name":`+quote(name)), Limits{})
		if got := files(t, dir); !out.OK || len(got) != 1 || got[0] != after.ID+".wav" || out.Path != dir+string(os.PathSeparator)+after.ID+".wav" {
			t.Errorf("name %q: %v saved %q at %q", name, out.Err, got, out.Path)
		}
	}
}

// RFC-005 sections 5 and 7: a failed fetch after a successful one leaves
// the record, and the file it names, as the success left them.
func TestFailedFetchLeavesRecord(t *testing.T) {
	t.Parallel()
	fail := false
	f := newFixture(t, served{handler: func(w http.ResponseWriter, _ *http.Request) {
		if fail {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		_, _ = w.Write(wav)
	}})
	r := NewRegistry(0)
	rec, _ := r.Register(block(t, f.origin.URL, mcplBlock("")), Binding{Origin: f.origin.URL, Token: token})
	dir := t.TempDir()
	if out := fetchWith(t, r, rec.ID, dir, Limits{}); !out.OK {
		t.Fatal(out.Err)
	}
	done, _ := r.Lookup(rec.ID)
	fail = true
	out := fetchWith(t, r, rec.ID, dir, Limits{})
	after, _ := r.Lookup(rec.ID)
	if !errors.Is(out.Err, ErrStatus) || !sameRecord(after, done) || !after.Fetched {
		t.Errorf("%v: record %v, was %v", out.Err, after, done)
	}
	if got := files(t, dir); len(got) != 1 || got[0] != rec.ID+".wav" {
		t.Errorf("dir %q", got)
	}
	noSecrets(t, f, out, after)
}

// A status other than 200 fails and saves nothing.
func TestStatusNot200(t *testing.T) {
	t.Parallel()
	for _, status := range []int{http.StatusNotFound, http.StatusPartialContent, http.StatusNoContent, http.StatusNotModified} {
		f := newFixture(t, served{handler: func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(status) }})
		if _, _, out, dir := fetchOne(t, f, mcplBlock(""), Limits{}); !errors.Is(out.Err, ErrStatus) || len(files(t, dir)) != 0 {
			t.Errorf("status %d: %v", status, out.Err)
		}
	}
}

// RFC-005 section 5: a fetch of an unknown id is the defined miss, with no
// request; a record evicted while its fetch runs saves nothing.
func TestFetchUnknownOrEvicted(t *testing.T) {
	t.Parallel()
	r := NewRegistry(0)
	if out := fetchWith(t, r, "ref_1", t.TempDir(), Limits{}); !errors.Is(out.Err, ErrUnknownReference) || out.Requests != 0 {
		t.Errorf("unknown id: %v", out)
	}
	var id string
	f := newFixture(t, served{handler: func(w http.ResponseWriter, _ *http.Request) {
		r.Evict(id)
		_, _ = w.Write(wav)
	}})
	rec, _ := r.Register(block(t, f.origin.URL, mcplBlock("")), Binding{Origin: f.origin.URL})
	id = rec.ID
	dir := t.TempDir()
	if out := fetchWith(t, r, id, dir, Limits{}); !errors.Is(out.Err, ErrUnknownReference) || out.Requests != 1 || len(files(t, dir)) != 0 {
		t.Errorf("evicted during the fetch: %v, dir %q", out, files(t, dir))
	}
}

// A request that cannot be made fails with an error that names neither
// the address nor the token.
func TestRequestFailureNamesNoAddress(t *testing.T) {
	t.Parallel()
	f := newFixture(t, served{handler: func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Length", "100")
		_, _ = w.Write(wav) // then the connection ends short
	}})
	_, _, out, dir := fetchOne(t, f, mcplBlock(""), Limits{})
	if !errors.Is(out.Err, ErrRequest) || len(files(t, dir)) != 0 {
		t.Errorf("a short body: %v, dir %q", out.Err, files(t, dir))
	}
	closed := newFixture(t, served{})
	closed.origin.Close()
	if _, _, out, _ := fetchOne(t, closed, mcplBlock(""), Limits{}); !errors.Is(out.Err, ErrRequest) || out.Requests != 1 {
		t.Errorf("a closed server: %v", out)
	}
}
