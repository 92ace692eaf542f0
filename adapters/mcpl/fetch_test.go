package mcpl

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

const (
	token = "fixture-secret"
	wav   = "RIFF0000WAVEpayload"
)

// server is a loopback origin that records the Authorization of every
// request, serving wav at /payload and redirecting /away to to.
type server struct {
	*httptest.Server
	mu   sync.Mutex
	auth []string
}

func newServer(t *testing.T, to string) *server {
	s := &server{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.auth = append(s.auth, r.Header.Get("Authorization"))
		s.mu.Unlock()
		if r.URL.Path == "/away" {
			http.Redirect(w, r, to+"/payload", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "image/png") // the octets say audio/wav
		_, _ = w.Write([]byte(wav))
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *server) seen() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.auth)
}

func fetchRequest(t *testing.T, uri, origin, dir string) string {
	sum := sha256.Sum256([]byte(wav))
	req := map[string]any{
		"op": "fetch", "seq": 7, "lane": "push",
		"input": map[string]any{"content": []any{map[string]any{
			"type": "resource", "uri": uri, "name": "../../attachment.wav", "mimeType": "audio/wav",
			"sizeBytes": len(wav), "disposition": "never", "digest": "sha256:" + base64.RawURLEncoding.EncodeToString(sum[:]),
		}}},
		"connection": map[string]any{"origin": origin, "token": token},
		"maxBytes":   128,
		"dir":        dir,
	}
	line, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return string(line)
}

type fetchAnswer struct {
	Seq   int `json:"seq"`
	Fetch struct {
		Before, After json.RawMessage
		Records       []map[string]any
		Saves         []struct{ Name, MimeType, Base64 string }
		Outcome       map[string]any
	}
}

func TestFetchThroughTheBridge(t *testing.T) {
	t.Parallel()
	origin := newServer(t, "")
	dir := t.TempDir()
	_, answers := exchange(t, "adapter.mjs", fetchRequest(t, origin.URL+"/payload", origin.URL, dir))
	if strings.Contains(answers[0], token) || strings.Contains(answers[0], origin.URL) {
		t.Errorf("the answer holds the token or the origin: %s", answers[0])
	}
	a := decode[fetchAnswer](t, answers[0])
	f := a.Fetch
	stub := `{"blocks":[{"type":"text","text":"[Reference ref_1: ../../attachment.wav, audio/wav, 19B claimed]"}]}`
	if a.Seq != 7 || string(f.Before) != stub || string(f.After) != stub {
		t.Errorf("seq %d, before %s, after %s; want seq 7 and the stub both times", a.Seq, f.Before, f.After)
	}
	path := filepath.Join(dir, "ref_1.wav")
	if f.Outcome["ok"] != true || f.Outcome["path"] != path || f.Outcome["mimeType"] != "audio/wav" || f.Outcome["digestVerified"] != true {
		t.Errorf("outcome %v", f.Outcome)
	}
	wantRecord := map[string]any{"refId": "ref_1", "fetchedPath": path, "verifiedBytes": float64(len(wav)), "verifiedMimeType": "audio/wav", "digestVerified": true}
	if len(f.Records) != 1 || !mapsEqual(f.Records[0], wantRecord) {
		t.Errorf("records %v, want one: %v (no testimony)", f.Records, wantRecord)
	}
	if len(f.Saves) != 1 || f.Saves[0].Name != "ref_1.wav" || f.Saves[0].Base64 != base64.StdEncoding.EncodeToString([]byte(wav)) {
		t.Errorf("saves %+v", f.Saves)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != wav {
		t.Errorf("the save in dir: %q, %v", got, err)
	}
	if got := origin.seen(); !slices.Equal(got, []string{"Bearer " + token}) {
		t.Errorf("the origin saw Authorization %q, want the token once", got)
	}
}

func TestFetchRedirectKeepsTheTokenHome(t *testing.T) {
	t.Parallel()
	trap := newServer(t, "")
	origin := newServer(t, trap.URL)
	_, answers := exchange(t, "adapter.mjs", fetchRequest(t, origin.URL+"/away", origin.URL, t.TempDir()))
	if got := origin.seen(); !slices.Equal(got, []string{"Bearer " + token}) {
		t.Errorf("the origin saw Authorization %q", got)
	}
	if got := trap.seen(); !slices.Equal(got, []string{""}) {
		t.Errorf("the cross-origin trap saw Authorization %q, want one request without it", got)
	}
	if a := decode[fetchAnswer](t, answers[0]); a.Fetch.Outcome["ok"] != true {
		t.Errorf("outcome %v", a.Fetch.Outcome)
	}
}

func TestSavesWithAPathAreNotWritten(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "case")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	_, answers := exchange(t, "broken.mjs", fetchRequest(t, "http://127.0.0.1:9/payload", "http://127.0.0.1:9", dir))
	a := decode[fetchAnswer](t, answers[0])
	if len(a.Fetch.Saves) != 2 || a.Fetch.Saves[0].Name != "../escape.bin" {
		t.Errorf("saves %+v: want both, as the adapter named them", a.Fetch.Saves)
	}
	entries, err := os.ReadDir(filepath.Dir(dir))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Errorf("beside dir: %v, want nothing", entries)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 || entries[0].Name() != "kept.bin" {
		t.Errorf("in dir: %v, want kept.bin alone", entries)
	}
}

func mapsEqual(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
