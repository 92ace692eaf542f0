package refhost

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// variantFaults are the faults deref's sound fetch cannot be bent into
// from outside: with one of them planted the reference fetches with
// variantFetch instead, a small fetcher of its own that gets exactly that
// rule wrong and keeps the others it needs to (the scheme, the claim, the
// expiry, the ceiling, the digest).
var variantFaults = []fault.ID{
	fault.DataURIFetched, fault.CredentialFollowsRedirect, fault.RedirectRetriedAtOrigin,
	fault.CeilingAfterWholeBody, fault.GzipKept, fault.TypeFromContentType, fault.SavedBeforeDigestCheck,
}

// maxRetries bounds RedirectRetriedAtOrigin's asks of the dialed uri.
const maxRetries = 4

// faultyFetch: with a variant fault planted, the fetch of the input's
// first reference by variantFetch; DataURIFetched takes only a data: uri.
func (h host) faultyFetch(ctx context.Context, req adapters.FetchRequest, before adapters.Observation, refs []esjson.Value) (adapters.FetchAnswer, bool) {
	if !h.planted(variantFaults...) || len(refs) == 0 {
		return adapters.FetchAnswer{}, false
	}
	uri, _ := refs[0].GetString("uri")
	if h.fault == fault.DataURIFetched && !strings.HasPrefix(uri, "data:") {
		return adapters.FetchAnswer{}, false
	}
	ans := adapters.FetchAnswer{Before: before, After: before, Saves: []adapters.Save{}}
	for i := range refs {
		ans.Records = append(ans.Records, adapters.FetchRecord{RefID: "ref_" + strconv.Itoa(i+1)})
	}
	rec := &ans.Records[0]
	path, data, mimeType, verified, err := h.variantFetch(ctx, refs[0], req, rec.RefID)
	if err != nil {
		ans.Outcome.Error = err.Error()
		return ans, true
	}
	n := int64(len(data))
	ans.Outcome = adapters.FetchOutcome{OK: true, Bytes: n, Path: path, MimeType: mimeType, DigestVerified: verified}
	rec.FetchedPath, rec.VerifiedBytes, rec.VerifiedMimeType, rec.DigestVerified = &path, &n, &mimeType, &verified
	ans.Saves = append(ans.Saves, adapters.Save{Name: filepath.Base(path), MimeType: mimeType, Base64: base64.StdEncoding.EncodeToString(data)})
	return ans, true
}

// testimony is what variantFetch reads of a reference.
type testimony struct {
	URI       string   `json:"uri"`
	MimeType  string   `json:"mimeType"`
	SizeBytes *float64 `json:"sizeBytes"`
	ExpiresAt *string  `json:"expiresAt"`
	Digest    *string  `json:"digest"`
}

// variantFetch fetches ref into req.Dir as id, wrong as h's fault says.
func (h host) variantFetch(ctx context.Context, ref esjson.Value, req adapters.FetchRequest, id string) (path string, data []byte, mimeType string, verified bool, err error) {
	var t testimony
	_ = json.Unmarshal(esjson.Append(nil, ref), &t)
	if t.SizeBytes != nil && *t.SizeBytes > float64(req.MaxBytes) {
		return "", nil, "", false, errors.New("fetch refused: the claimed size is over the ceiling")
	}
	if t.ExpiresAt != nil {
		if at, err := time.Parse(time.RFC3339, *t.ExpiresAt); err != nil || !at.After(time.Now()) {
			return "", nil, "", false, errors.New("fetch refused: the reference is expired")
		}
	}
	var served string
	if h.fault == fault.DataURIFetched {
		data, served, err = dataURI(t.URI)
	} else {
		data, served, err = h.variantGet(ctx, t.URI, req)
	}
	if err != nil {
		return "", nil, "", false, err
	}
	mimeType = sniffed(data)
	if h.fault == fault.TypeFromContentType {
		if mt, _, err := mime.ParseMediaType(served); err == nil {
			mimeType = mt
		}
	}
	path = filepath.Join(req.Dir, id+"."+extensionOf(mimeType))
	if h.fault == fault.SavedBeforeDigestCheck {
		_ = os.WriteFile(path, data, 0o600)
	}
	if t.Digest != nil {
		sum := sha256.Sum256(data)
		if "sha256:"+base64.RawURLEncoding.EncodeToString(sum[:]) != *t.Digest {
			return "", nil, "", false, errors.New("fetch failed: the payload does not match its digest")
		}
		verified = true
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return "", nil, "", false, errors.New("fetch failed: the payload could not be saved")
	}
	return path, data, mimeType, verified, nil
}

// dataURI reads a data: uri's octets and media type.
func dataURI(uri string) ([]byte, string, error) {
	meta, payload, ok := strings.Cut(strings.TrimPrefix(uri, "data:"), ",")
	if !ok {
		return nil, "", errors.New("fetch failed: a data uri without a comma")
	}
	if kind, isBase64 := strings.CutSuffix(meta, ";base64"); isBase64 {
		data, err := base64.StdEncoding.DecodeString(payload)
		return data, kind, err
	}
	data, err := url.PathUnescape(payload)
	return []byte(data), meta, err
}

// variantGet sends the GET for uri with the connection's credential at its
// origin and reads the answer under the ceiling, as h's fault says: the
// credential kept on every hop, a redirect answered by asking the dialed
// uri again, the whole body read before the ceiling is judged, or the
// content coding kept. It returns the octets and the served Content-Type.
func (h host) variantGet(ctx context.Context, uri string, req adapters.FetchRequest) ([]byte, string, error) {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.User != nil {
		return nil, "", errors.New("fetch refused: the uri's scheme is not allowed")
	}
	bearer := "Bearer " + req.Connection.Token
	tr := &http.Transport{DisableKeepAlives: true, DisableCompression: h.fault == fault.GzipKept}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	if h.fault == fault.CredentialFollowsRedirect {
		client.CheckRedirect = func(r *http.Request, via []*http.Request) error {
			r.Header.Set("Authorization", bearer)
			if len(via) > maxRetries {
				return errors.New("too many redirects")
			}
			return nil
		}
	}
	for ask := 0; ; ask++ {
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
		if err != nil {
			return nil, "", errors.New("fetch failed: the request failed")
		}
		if u.Scheme+"://"+u.Host == req.Connection.Origin {
			r.Header.Set("Authorization", bearer)
		}
		if h.fault == fault.GzipKept {
			r.Header.Set("Accept-Encoding", "gzip")
		}
		resp, err := client.Do(r)
		if err != nil {
			return nil, "", errors.New("fetch failed: the request failed")
		}
		if resp.StatusCode/100 == 3 && h.fault == fault.RedirectRetriedAtOrigin && ask < maxRetries {
			resp.Body.Close()
			continue
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, "", errors.New("fetch failed: the server did not answer 200")
		}
		body := io.LimitReader(resp.Body, req.MaxBytes+1)
		if h.fault == fault.CeilingAfterWholeBody {
			body = resp.Body
		}
		data, err := io.ReadAll(body)
		if err != nil {
			return nil, "", errors.New("fetch failed: the body could not be read")
		}
		if int64(len(data)) > req.MaxBytes {
			return nil, "", errors.New("fetch failed: the payload is over the ceiling")
		}
		return data, resp.Header.Get("Content-Type"), nil
	}
}

// octetSignatures are SPEC 11's table of leading octets and the media
// type they say.
var octetSignatures = []struct{ at, prefix, media string }{
	{"RIFF", "WAVE", "audio/wav"}, {"RIFF", "WEBP", "image/webp"}, {"", "OggS", "audio/ogg"},
	{"", "fLaC", "audio/flac"}, {"", "\x89PNG\r\n\x1a\n", "image/png"}, {"", "\xff\xd8\xff", "image/jpeg"},
	{"", "GIF87a", "image/gif"}, {"", "GIF89a", "image/gif"}, {"", "%PDF-", "application/pdf"},
}

// sniffed is the media type data's leading octets say, or
// application/octet-stream.
func sniffed(data []byte) string {
	for _, s := range octetSignatures {
		if s.at == "" && bytes.HasPrefix(data, []byte(s.prefix)) {
			return s.media
		}
		if s.at != "" && bytes.HasPrefix(data, []byte(s.at)) && len(data) >= 12 && string(data[8:12]) == s.prefix {
			return s.media
		}
	}
	return "application/octet-stream"
}

// extensionOf is SPEC 11's extension for a media type, "bin" for others.
func extensionOf(mediaType string) string {
	ext := map[string]string{"audio/wav": "wav", "audio/ogg": "ogg", "audio/flac": "flac", "image/png": "png",
		"image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "application/pdf": "pdf"}
	if e, ok := ext[mediaType]; ok {
		return e
	}
	return "bin"
}
