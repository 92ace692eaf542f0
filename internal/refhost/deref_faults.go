package refhost

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/deref"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// The faults planted in deref.go's fetch and registry (SPEC 11 and 12).
// Package deref keeps none: each fault here changes what the reference
// hands deref (the testimony, the binding), what it makes of deref's
// answer, or, where deref's sound fetch cannot be bent from outside,
// fetches with a variant of its own (deref_variant.go). Each helper is
// nothing unless fault.Enabled.

// planted reports whether one of ids is the fault h carries.
func (h host) planted(ids ...fault.ID) bool {
	return fault.Enabled && slices.Contains(ids, h.fault)
}

// faultyReceipt: FetchOnReceipt requests each reference's uri as the
// input arrives, before any ask.
func (h host) faultyReceipt(ctx context.Context, refs []esjson.Value) {
	if !h.planted(fault.FetchOnReceipt) {
		return
	}
	for _, v := range refs {
		if uri, ok := v.GetString("uri"); ok {
			touch(ctx, uri)
		}
	}
}

// touch sends one GET for an http or https uri and closes the answer
// unread.
func touch(ctx context.Context, uri string) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, uri, nil)
	if err != nil || req.URL.Scheme != "http" && req.URL.Scheme != "https" {
		return
	}
	tr := &http.Transport{DisableKeepAlives: true}
	defer tr.CloseIdleConnections()
	if resp, err := (&http.Client{Transport: tr}).Do(req); err == nil {
		resp.Body.Close()
	}
}

// faultyTestimony: the faults that read less of a reference than it says
// hand deref the block without the member they ignore.
func (h host) faultyTestimony(v esjson.Value) esjson.Value {
	drop := map[fault.ID]string{fault.ClaimedSizeIgnored: "sizeBytes", fault.ExpiryIgnored: "expiresAt", fault.DigestIgnored: "digest"}
	if !fault.Enabled || drop[h.fault] == "" {
		return v
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(esjson.Append(nil, v), &m) != nil {
		return v
	}
	delete(m, drop[h.fault])
	text, _ := json.Marshal(m)
	if w, err := esjson.Parse(text); err == nil {
		return w
	}
	return v
}

// faultyBinding: FetchWithoutBearer dials with no credential.
func (h host) faultyBinding(b deref.Binding) deref.Binding {
	if h.planted(fault.FetchWithoutBearer) {
		b.Token = ""
	}
	return b
}

// faultyAfterFetch: the faults that change what a fetch leaves, once
// deref has fetched (or refused) by its rules.
func (s server) faultyAfterFetch(ctx context.Context, ans *adapters.FetchAnswer, req adapters.FetchRequest, refs []esjson.Value) {
	h := s.h
	if !fault.Enabled || len(refs) == 0 {
		return
	}
	first := refs[0]
	switch out := ans.Outcome; {
	case h.fault == fault.StubChangedAfterRefusal && !out.OK:
		s.showAfter(ctx, ans, req, appendText(req.Input, "[The fetch of this reference failed.]", false))
	case !out.OK:
	case h.fault == fault.UnknownOctetsAsClaimed && out.MimeType == "application/octet-stream":
		if claim, ok := first.GetString("mimeType"); ok {
			resave(ans, req.Dir, ans.Records[0].RefID+"."+extensionOf(claim), claim)
		}
	case h.fault == fault.NameFromServer:
		if name, ok := first.GetString("name"); ok && filepath.Base(name) != "." && filepath.Base(name) != "/" {
			resave(ans, req.Dir, filepath.Base(name), out.MimeType)
		}
	case h.fault == fault.SavedTwice:
		if data, err := os.ReadFile(out.Path); err == nil {
			_ = os.WriteFile(filepath.Join(req.Dir, "copy-"+filepath.Base(out.Path)), data, 0o600)
		}
	case h.fault == fault.PayloadInlinedUnderNever:
		if data, err := os.ReadFile(out.Path); err == nil {
			s.showAfter(ctx, ans, req, appendText(req.Input, string(data), true))
		}
	case h.fault == fault.URIShownAfterFetch:
		uri, _ := first.GetString("uri")
		s.showAfter(ctx, ans, req, appendText(req.Input, "[Fetched from "+uri+"]", false))
	}
}

// showAfter shows input on the request's lane as the answer's after.
func (s server) showAfter(ctx context.Context, ans *adapters.FetchAnswer, req adapters.FetchRequest, input adapters.Input) {
	if after, err := s.Observe(ctx, req.Lane, input); err == nil {
		ans.After = after
	}
}

// appendText is input with a text block of text added to its content, or
// put in place of its first element (instead).
func appendText(input adapters.Input, text string, instead bool) adapters.Input {
	var m map[string]json.RawMessage
	var content []json.RawMessage
	if json.Unmarshal(input, &m) != nil || json.Unmarshal(m["content"], &content) != nil {
		return input
	}
	block, _ := json.Marshal(map[string]string{"type": "text", "text": text})
	if instead && len(content) > 0 {
		content[0] = block
	} else {
		content = append(content, block)
	}
	m["content"], _ = json.Marshal(content)
	out, _ := json.Marshal(m)
	return adapters.Input(out)
}

// resave moves a successful fetch's file to name in dir, under media
// type mime, and says so in the answer's save, outcome and record.
func resave(ans *adapters.FetchAnswer, dir, name, mime string) {
	path := filepath.Join(dir, name)
	if os.Rename(ans.Outcome.Path, path) != nil || len(ans.Saves) == 0 || len(ans.Records) == 0 {
		return
	}
	ans.Saves[0].Name, ans.Saves[0].MimeType = name, mime
	ans.Outcome.Path, ans.Outcome.MimeType = path, mime
	ans.Records[0].FetchedPath, ans.Records[0].VerifiedMimeType = &path, &mime
}
