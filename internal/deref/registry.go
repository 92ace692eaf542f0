package deref

import (
	"container/list"
	"strconv"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// DefaultMaxRecords is the bound on live records when NewRegistry is given
// zero: 2,000, the quota of the host MCPL's vector 20 was written against.
const DefaultMaxRecords = spec.RegistryMax

// Registry keeps the records of the references a session received
// (RFC-005 section 5). Its ids are host-generated, "ref_" and a counter
// from 1, never derived from the uri or the name, and never reused within
// the registry's life, even after their record is evicted: a lookup of an
// evicted or unknown id is ErrUnknownReference and never resolves to
// another record. It keeps at most its bound of live records, evicting the
// oldest registered. It is safe for concurrent use.
type Registry struct {
	mu      sync.Mutex
	max     int
	next    uint64
	records map[string]*list.Element // id → element holding *entry
	byKey   map[string]string        // testimony key → id
	order   *list.List               // entries, oldest registered first
}

// entry is one live record and the key it was registered under.
type entry struct {
	key    string
	record Record
}

// NewRegistry returns an empty registry that keeps at most maxRecords live
// records (DefaultMaxRecords when maxRecords is zero or less).
func NewRegistry(maxRecords int) *Registry {
	if maxRecords <= 0 {
		maxRecords = DefaultMaxRecords
	}
	return &Registry{max: maxRecords, records: map[string]*list.Element{}, byKey: map[string]string{}, order: list.New()}
}

// Register records block, a reference the connection bound to b delivered,
// and returns its record. It makes no request (RFC-005 section 7: receipt
// never triggers dereference). The same testimony from the same binding,
// registered while its record lives, gets the same record back; a new
// record takes a new id and may evict the oldest. A block that is not a
// reference is refused with ErrNotReference.
func (r *Registry) Register(block esjson.Value, b Binding) (Record, error) {
	rec, err := newRecord(block, b)
	if err != nil {
		return Record{}, err
	}
	key := testimonyKey(block, b)
	r.mu.Lock()
	defer r.mu.Unlock()
	if id, ok := r.byKey[key]; ok {
		return r.records[id].Value.(*entry).record, nil
	}
	r.next++
	rec.ID = "ref_" + strconv.FormatUint(r.next, 10)
	r.records[rec.ID] = r.order.PushBack(&entry{key: key, record: rec})
	r.byKey[key] = rec.ID
	for r.order.Len() > r.max {
		r.remove(r.order.Front())
	}
	return rec, nil
}

// Lookup returns a copy of the record of id, or an error that is
// ErrUnknownReference for an id never issued or evicted.
func (r *Registry) Lookup(id string) (Record, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	el, ok := r.records[id]
	if !ok {
		return Record{}, ErrUnknownReference
	}
	return el.Value.(*entry).record, nil
}

// Evict removes the record of id and reports whether it was live. Its id
// is never issued again.
func (r *Registry) Evict(id string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	el, ok := r.records[id]
	if ok {
		r.remove(el)
	}
	return ok
}

// Len returns the number of live records.
func (r *Registry) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.order.Len()
}

// remove drops a live entry; the caller holds r.mu.
func (r *Registry) remove(el *list.Element) {
	e := el.Value.(*entry)
	r.order.Remove(el)
	delete(r.records, e.record.ID)
	delete(r.byKey, e.key)
}

// commit stores the verified facts of a successful fetch in the record of
// id, and reports false when that record was evicted meanwhile.
func (r *Registry) commit(id string, done Record) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	el, ok := r.records[id]
	if !ok {
		return false
	}
	rec := &el.Value.(*entry).record
	rec.Fetched, rec.Path, rec.VerifiedBytes = true, done.Path, done.VerifiedBytes
	rec.VerifiedMimeType, rec.DigestVerified = done.VerifiedMimeType, done.DigestVerified
	return true
}
