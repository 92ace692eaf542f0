package deref

import (
	"encoding/base64"
	"errors"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The tests below are twins of the fetch and registry cases of MCPL's
// conformance/bulk-reference-vectors.json (RFC-005 section 11), each named
// after its case, with that case's figures, asserting what MCPL's
// checkObservation asserts of a fetch.

// wav is the identity octets of MCPL's fetch fixtures, "RIFF0000WAVEpayload".
var wav, _ = base64.StdEncoding.DecodeString("UklGRjAwMDBXQVZFcGF5bG9hZA==")

// wavDigest is the digest of wav.
const wavDigest = "sha256:uM7OLD5sO8G3SeWw3LirIreZM71523d9_qXxkn8ewpM"

// gzipWav is vector 19's identity octets: "RIFF0000WAVE" and 500 x's.
var gzipWav = []byte("RIFF0000WAVE" + strings.Repeat("x", 500))

// mcplBlock is MCPL's fetch block with the fields given replacing or
// adding to its defaults.
func mcplBlock(fields string) string {
	return `{"type":"resource","uri":"$ORIGIN/payload","name":"attachment.wav","mimeType":"audio/wav","sizeBytes":12,"disposition":"never"` + fields + `}`
}

// expect is the fetch keys of an MCPL case's expect member.
type expect struct {
	ok             bool
	requests       int
	redirectSafe   bool
	decoded        []byte
	savedMime      string
	digestVerified bool
	storageFromID  bool
	abortStream    bool
	unchanged      bool
}

func runMCPL(t *testing.T, s served, blockText string, maxBytes int64, e expect) {
	t.Helper()
	f := newFixture(t, s)
	r := NewRegistry(0)
	rec, err := r.Register(block(t, f.origin.URL, blockText), Binding{Origin: f.origin.URL, Token: token})
	if err != nil {
		t.Fatal(err)
	}
	before := rec
	dir := t.TempDir()
	out := fetchWith(t, r, rec.ID, dir, Limits{MaxBytes: maxBytes})
	if e.abortStream {
		f.waitStream(t)
	}
	after, err := r.Lookup(rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	noSecrets(t, f, out, after)
	requests, trapped := f.seen()
	if out.OK != e.ok {
		t.Errorf("ok = %v (%v), want %v", out.OK, out.Err, e.ok)
	}
	if !e.redirectSafe && len(requests) != e.requests {
		t.Errorf("the origin saw %d requests, want %d", len(requests), e.requests)
	}
	if e.requests == 0 && !e.redirectSafe && out.Requests != 0 {
		t.Errorf("the fetch sent %d requests, want none (stricter than MCPL's checker, which sees only the fixture's)", out.Requests)
	}
	if len(requests) > 0 && requests[0].auth != "Bearer "+token {
		t.Errorf("the first request's Authorization is %q, want the bound credential", requests[0].auth)
	}
	if e.redirectSafe {
		if len(requests) != 1 {
			t.Errorf("the origin saw %d requests, want the one redirected", len(requests))
		}
		if len(trapped) > 1 {
			t.Errorf("the trap saw %d requests: traversal unbounded", len(trapped))
		}
		for _, s := range trapped {
			if s.auth != "" {
				t.Errorf("cross-origin credential leak: the trap saw %q", s.auth)
			}
		}
		if len(trapped) == 0 && out.OK {
			t.Error("refused traversal cannot succeed")
		}
	}
	if !out.OK {
		if names := files(t, dir); len(names) != 0 {
			t.Errorf("a failed fetch left %q", names)
		}
		if after.Fetched || after.Path != "" || after.VerifiedBytes != 0 {
			t.Errorf("a failed fetch changed the record: %v", after)
		}
	} else {
		name, saved := readSaved(t, dir)
		if out.Bytes != int64(len(saved)) || after.VerifiedBytes != int64(len(saved)) {
			t.Errorf("bytes %d, record %d, saved %d", out.Bytes, after.VerifiedBytes, len(saved))
		}
		if after.Path != out.Path || filepath.Base(out.Path) != name {
			t.Errorf("record path %q, outcome path %q, saved %q", after.Path, out.Path, name)
		}
		if e.decoded != nil && string(saved) != string(e.decoded) {
			t.Errorf("saved %q, want the identity octets %q", saved, e.decoded)
		}
		if e.savedMime != "" && (after.VerifiedMimeType != e.savedMime || out.MimeType != e.savedMime) {
			t.Errorf("media type: record %q, outcome %q, want %q", after.VerifiedMimeType, out.MimeType, e.savedMime)
		}
		if e.digestVerified && (!after.DigestVerified || !out.DigestVerified) {
			t.Errorf("digest verified: record %v, outcome %v", after.DigestVerified, out.DigestVerified)
		}
		if e.storageFromID {
			claimed, _ := block(t, f.origin.URL, blockText).GetString("name")
			if !strings.HasPrefix(name, rec.ID+".") || strings.ContainsAny(name, `/\`) || strings.Contains(name, claimed) {
				t.Errorf("storage name %q is not the id %q and an extension", name, rec.ID)
			}
		}
	}
	if e.abortStream {
		f.mu.Lock()
		closed, chunks := f.closed, f.chunks
		f.mu.Unlock()
		if !errors.Is(out.Err, ErrOverCeiling) {
			t.Errorf("the fetch ended with %v, want the ceiling (stricter than MCPL's checker, whose stream is finite)", out.Err)
		}
		if !closed || chunks == 0 {
			t.Errorf("the stream ran %d chunks and closed %v: the fetch must abort a continuing stream", chunks, closed)
		}
	}
	if e.unchanged && !sameRecord(before, after) {
		t.Errorf("a refused fetch changed the record: %v, was %v", after, before)
	}
}

func sameRecord(a, b Record) bool { return a.String() == b.String() && a.uri == b.uri }

func TestMCPL03VerifiedNever(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: wav, contentType: "audio/wav"}, mcplBlock(`,"sizeBytes":19,"digest":"`+wavDigest+`"`), 128,
		expect{ok: true, decoded: wav, digestVerified: true, requests: 1, savedMime: "audio/wav"})
}

func TestMCPL03VerifiedRef(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: wav, contentType: "audio/wav"}, mcplBlock(`,"sizeBytes":19,"disposition":"ref","digest":"`+wavDigest+`"`), 128,
		expect{ok: true, decoded: wav, digestVerified: true, requests: 1, savedMime: "audio/wav"})
}

func TestMCPL04ClaimOverCeiling(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{}, mcplBlock(`,"sizeBytes":129`), 128, expect{ok: false, requests: 0, unchanged: true})
}

func TestMCPL05DigestMismatch(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: wav}, mcplBlock(`,"digest":"sha256:2SmKENGwc1g33EvYXaxkGw887yekfl1TpU8vP1svz_o"`), 128,
		expect{ok: false, requests: 1})
}

func TestMCPL10StreamCeiling(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{stream: 32, interval: 8 * time.Millisecond}, mcplBlock(`,"sizeBytes":1`), 64,
		expect{ok: false, requests: 1, abortStream: true})
}

func TestMCPL11FileRefused(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{}, strings.Replace(mcplBlock(""), "$ORIGIN/payload", "file:///private/fixture", 1), 128,
		expect{ok: false, requests: 0})
}

func TestMCPL12CrossOriginRedirect(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{redirect: true}, mcplBlock(""), 128, expect{redirectSafe: true, ok: true})
}

func TestMCPL13ObservedMime(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: wav, contentType: "image/png"}, mcplBlock(`,"mimeType":"image/png"`), 128,
		expect{ok: true, requests: 1, savedMime: "audio/wav", decoded: wav})
}

func TestMCPL14PathLabel(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: wav}, mcplBlock(`,"name":"../../.ssh/authorized_keys"`), 128,
		expect{ok: true, requests: 1, storageFromID: true})
}

func TestMCPL16UnparseableExpiry(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{}, mcplBlock(`,"expiresAt":"not-a-date"`), 128, expect{ok: false, requests: 0})
}

func TestMCPL18LabelControls(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: wav}, mcplBlock(`,"name":"bad\u0000\u0007\u0085\u202ename"`), 128,
		expect{ok: true, requests: 1, storageFromID: true})
}

func TestMCPL18LabelDevice(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: wav}, mcplBlock(`,"name":"CON"`), 128, expect{ok: true, requests: 1, storageFromID: true})
}

func TestMCPL19GzipIdentity(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: gzipWav, gzip: true}, mcplBlock(`,"sizeBytes":512,"digest":"sha256:lpLtodXIVBMEdKIHuQpBcKep8qRs7_PZ2yMPG55ZsIU"`), 1024,
		expect{ok: true, requests: 1, decoded: gzipWav, digestVerified: true})
}

func TestMCPL19GzipDecodedCeiling(t *testing.T) {
	t.Parallel()
	runMCPL(t, served{body: gzipWav, gzip: true}, mcplBlock(`,"sizeBytes":1`), 64, expect{ok: false, requests: 1})
}

func TestMCPL20EvictionAndUnknown(t *testing.T) {
	t.Parallel()
	const origin = "http://127.0.0.1:9"
	r := NewRegistry(0)
	b := Binding{Origin: origin, Token: token}
	first, err := r.Register(block(t, origin, mcplBlock("")), b)
	if err != nil {
		t.Fatal(err)
	}
	stable, _ := r.Register(block(t, origin, mcplBlock("")), b)
	if stable.ID != first.ID {
		t.Errorf("registering a live reference again gave %q, want %q", stable.ID, first.ID)
	}
	ids := []string{first.ID}
	for i := range 2100 {
		rec, err := r.Register(block(t, origin, strings.Replace(mcplBlock(""), "/payload", "/eviction/"+strconv.Itoa(i), 1)), b)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, rec.ID)
	}
	fresh, _ := r.Register(block(t, origin, mcplBlock("")), b)
	ids = append(ids, fresh.ID)
	unknown := regexp.MustCompile(`(?i)unknown reference`)
	for _, id := range []string{first.ID, "ref_unknown_fixture"} {
		rec, err := r.Lookup(id)
		if !errors.Is(err, ErrUnknownReference) || !unknown.MatchString(err.Error()) || rec.ID != "" {
			t.Errorf("Lookup(%q) = %v, %v; want the unknown reference error", id, rec, err)
		}
	}
	if fresh.ID == first.ID {
		t.Errorf("the evicted id %q was reused", first.ID)
	}
	distinct := map[string]bool{}
	for _, id := range ids {
		distinct[id] = true
	}
	if len(distinct) != len(ids) {
		t.Errorf("%d ids for %d records", len(distinct), len(ids))
	}
	if !fresh.HasURI(origin + "/payload") {
		t.Error("the fresh record is not the first uri's")
	}
}
