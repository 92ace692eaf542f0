package refhost

import (
	"context"
	"errors"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/deref"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// The faults planted in deref.go's registry (SPEC 12). RegistrationFetches
// requests the reference as it registers it and goes on soundly; the
// others answer with toyRegistry, a registry that gets one rule wrong.

// faultyRegistry: the registry's faults. ok says the answer (or err) is
// the fault's.
func (h host) faultyRegistry(ctx context.Context, req adapters.RegistryRequest, block esjson.Value) (ans adapters.RegistryAnswer, ok bool, err error) {
	if h.planted(fault.RegistrationFetches) {
		uri, _ := block.GetString("uri")
		touch(ctx, uri)
	}
	if !h.planted(fault.NewIDForSameReference, fault.IDFromLiveCount, fault.FullRegistryRefuses, fault.LookupFindsNewest) {
		return ans, false, nil
	}
	reg := &toyRegistry{fault: h.fault, key: map[string]string{}, uri: map[string]string{}}
	uri, _ := block.GetString("uri")
	text := string(esjson.Append(nil, block))
	first, err := reg.register(text, uri)
	if err != nil {
		return ans, true, err
	}
	again, _ := reg.register(text, uri)
	ans = adapters.RegistryAnswer{FirstID: first, StableID: again, IDs: []string{first}}
	for i := range req.Registrations {
		other := req.Connection.Origin + "/eviction/" + strconv.Itoa(i)
		id, err := reg.register(text+other, other)
		if err != nil {
			return ans, true, err
		}
		ans.IDs = append(ans.IDs, id)
	}
	fresh, err := reg.register(text, uri)
	if err != nil {
		return ans, true, err
	}
	ans.IDs = append(ans.IDs, fresh)
	ans.Fresh = adapters.RegistryRecord{RefID: fresh, URI: reg.uri[fresh]}
	ans.Evicted, ans.EvictedError = reg.lookup(first)
	ans.Unknown, ans.UnknownError = reg.lookup(unknownID)
	return ans, true, nil
}

// toyRegistry keeps at most deref.DefaultMaxRecords records, the oldest
// evicted first, as the reference's does, but for its fault.
type toyRegistry struct {
	fault  fault.ID
	issued int
	order  []string          // the live ids, oldest first
	key    map[string]string // testimony → live id
	uri    map[string]string // live id → uri
}

// register returns the id of testimony key (whose uri is uri).
func (r *toyRegistry) register(key, uri string) (string, error) {
	if id, ok := r.key[key]; ok && r.fault != fault.NewIDForSameReference {
		return id, nil
	}
	if len(r.order) >= deref.DefaultMaxRecords {
		if r.fault == fault.FullRegistryRefuses {
			return "", errors.New("the registry is full")
		}
		oldest := r.order[0]
		r.order = r.order[1:]
		delete(r.uri, oldest)
		for k, id := range r.key {
			if id == oldest {
				delete(r.key, k)
			}
		}
	}
	r.issued++
	id := "ref_" + strconv.Itoa(r.issued)
	if r.fault == fault.IDFromLiveCount {
		id = "ref_" + strconv.Itoa(len(r.order)+1)
	}
	r.order = append(r.order, id)
	r.key[key], r.uri[id] = id, uri
	return id, nil
}

// lookup finds the record of id, or the unknown-reference error;
// LookupFindsNewest answers the newest record for an id it lacks.
func (r *toyRegistry) lookup(id string) (*adapters.RegistryRecord, *adapters.RegistryError) {
	if _, ok := r.uri[id]; ok {
		return &adapters.RegistryRecord{RefID: id}, nil
	}
	if r.fault == fault.LookupFindsNewest && len(r.order) > 0 {
		return &adapters.RegistryRecord{RefID: r.order[len(r.order)-1]}, nil
	}
	return nil, &adapters.RegistryError{Error: "unknown reference: " + id}
}
