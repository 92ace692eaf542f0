package refhost

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/deref"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

var _ adapters.Dereferencer = server{}

// unknownID is the id the reference looks up in a registry case as one it
// never issued (MCPL's adapter uses the same).
const unknownID = "ref_unknown_fixture"

// Operations lists what the reference performs beside observe: it
// fetches and keeps a registry, by SPEC section 11 (package deref).
func (server) Operations() []adapters.Operation {
	return []adapters.Operation{adapters.OpFetch, adapters.OpRegistry}
}

// Fetch shows the input on the request's lane, registers its references,
// fetches the first by deref's rules, and shows the input again: the
// reference never inlines a fetched payload, so the view after is the
// view before.
func (s server) Fetch(ctx context.Context, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
	before, err := s.Observe(ctx, req.Lane, req.Input)
	if err != nil {
		return adapters.FetchAnswer{}, err
	}
	ans := adapters.FetchAnswer{Before: before, After: before, Saves: []adapters.Save{}}
	refs, err := s.h.references(req.Input)
	if err != nil {
		return adapters.FetchAnswer{}, err
	}
	s.h.faultyReceipt(ctx, refs)
	if faulty, ok := s.h.faultyFetch(ctx, req, before, refs); ok {
		s.faultyAfterFetch(ctx, &faulty, req, refs)
		return faulty, nil
	}
	reg := deref.NewRegistry(0)
	bind := s.h.faultyBinding(deref.Binding{Origin: req.Connection.Origin, Token: req.Connection.Token})
	var ids []string
	for _, v := range refs {
		if rec, err := reg.Register(s.h.faultyTestimony(v), bind); err == nil {
			ids = append(ids, rec.ID)
		}
	}
	if len(ids) == 0 {
		ans.Outcome = adapters.FetchOutcome{Error: "the input holds no reference to fetch"}
		return ans, nil
	}
	out := reg.Fetch(ctx, ids[0], req.Dir, deref.Limits{MaxBytes: req.MaxBytes})
	ans.Outcome = adapters.FetchOutcome{OK: out.OK, Bytes: out.Bytes, Path: out.Path, MimeType: out.MimeType, DigestVerified: out.DigestVerified}
	if out.Err != nil {
		ans.Outcome.Error = out.Err.Error()
	}
	for _, id := range ids {
		ans.Records = append(ans.Records, fetchRecord(reg, id))
	}
	if out.OK {
		data, err := os.ReadFile(out.Path)
		if err != nil {
			return adapters.FetchAnswer{}, err
		}
		ans.Saves = append(ans.Saves, adapters.Save{Name: filepath.Base(out.Path), MimeType: out.MimeType, Base64: base64.StdEncoding.EncodeToString(data)})
	}
	s.faultyAfterFetch(ctx, &ans, req, refs)
	return ans, nil
}

// fetchRecord is the record of id as a fetch answer gives it.
func fetchRecord(reg *deref.Registry, id string) adapters.FetchRecord {
	r := adapters.FetchRecord{RefID: id}
	rec, err := reg.Lookup(id)
	if err != nil || !rec.Fetched {
		return r
	}
	path, n, mime, verified := rec.Path, rec.VerifiedBytes, rec.VerifiedMimeType, rec.DigestVerified
	r.FetchedPath, r.VerifiedBytes, r.VerifiedMimeType, r.DigestVerified = &path, &n, &mime, &verified
	return r
}

// Registry answers a registry request as adapters/PROTOCOL.md says, with
// deref's registry of DefaultMaxRecords live records.
func (s server) Registry(ctx context.Context, req adapters.RegistryRequest) (adapters.RegistryAnswer, error) {
	if err := ctx.Err(); err != nil {
		return adapters.RegistryAnswer{}, err
	}
	refs, err := s.h.references(req.Input)
	if err != nil {
		return adapters.RegistryAnswer{}, err
	}
	if len(refs) == 0 {
		return adapters.RegistryAnswer{}, errors.New("the input holds no reference to register")
	}
	block := refs[0]
	if faulty, ok, err := s.h.faultyRegistry(ctx, req, block); ok {
		return faulty, err
	}
	uri, _ := block.GetString("uri")
	reg := deref.NewRegistry(0)
	bind := deref.Binding{Origin: req.Connection.Origin, Token: req.Connection.Token}
	first, err := reg.Register(block, bind)
	if err != nil {
		return adapters.RegistryAnswer{}, err
	}
	again, _ := reg.Register(block, bind)
	ans := adapters.RegistryAnswer{FirstID: first.ID, StableID: again.ID, IDs: []string{first.ID}}
	for i := range req.Registrations {
		other, err := withURI(block, req.Connection.Origin+"/eviction/"+strconv.Itoa(i))
		if err != nil {
			return adapters.RegistryAnswer{}, err
		}
		rec, err := reg.Register(other, bind)
		if err != nil {
			return adapters.RegistryAnswer{}, err
		}
		ans.IDs = append(ans.IDs, rec.ID)
	}
	fresh, err := reg.Register(block, bind)
	if err != nil {
		return adapters.RegistryAnswer{}, err
	}
	ans.IDs = append(ans.IDs, fresh.ID)
	ans.Fresh = adapters.RegistryRecord{RefID: fresh.ID}
	if fresh.HasURI(uri) {
		ans.Fresh.URI = uri
	}
	ans.Evicted, ans.EvictedError = lookup(reg, first.ID)
	ans.Unknown, ans.UnknownError = lookup(reg, unknownID)
	return ans, nil
}

// lookup looks id up in reg, as a registry answer gives it.
func lookup(reg *deref.Registry, id string) (*adapters.RegistryRecord, *adapters.RegistryError) {
	rec, err := reg.Lookup(id)
	if err != nil {
		return nil, &adapters.RegistryError{Error: err.Error()}
	}
	return &adapters.RegistryRecord{RefID: rec.ID}, nil
}

// references returns the elements of input's content that are MCPL
// references, in order.
func (h host) references(input adapters.Input) ([]esjson.Value, error) {
	root, err := ParseInput(input)
	if err != nil {
		return nil, err
	}
	content, _ := root.Get("content")
	var out []esjson.Value
	for _, v := range content.Items() {
		if h.Classify(v).Kind == ShowsReference {
			out = append(out, v)
		}
	}
	return out, nil
}

// withURI returns block with its uri replaced by uri.
func withURI(block esjson.Value, uri string) (esjson.Value, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(esjson.Append(nil, block), &m); err != nil {
		return esjson.Value{}, err
	}
	m["uri"], _ = json.Marshal(uri)
	text, err := json.Marshal(m)
	if err != nil {
		return esjson.Value{}, err
	}
	return esjson.Parse(text)
}
