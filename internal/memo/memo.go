// Package memo holds the suite's two bounded caches, each safe for
// concurrent use: Recent remembers the last few values a process worked
// out (an input read once for all of its lanes), Map remembers results by
// key and starts afresh past a bound (a corpus's cases prepared once for a
// mutation run's hundred passes). Both keep memory bounded however long a
// process runs.
//
//	var parsed = memo.NewRecent[*parsedInput](4)
//	p, ok := parsed.Find(func(p *parsedInput) bool { return p.text == string(input) })
//	if !ok {
//		p = parse(input)
//		parsed.Add(p)
//	}
package memo

import "sync"

// Recent remembers the last few values added, the most recent first.
type Recent[V any] struct {
	mu    sync.Mutex
	items []V // at most cap(items)
}

// NewRecent returns a Recent that remembers n values.
func NewRecent[V any](n int) *Recent[V] {
	if n < 1 {
		panic("memo: NewRecent needs room for one value")
	}
	return &Recent[V]{items: make([]V, 0, n)}
}

// Find returns the first remembered value that match accepts, the most
// recent first, and makes it the most recent; ok is false when none is.
func (r *Recent[V]) Find(match func(V) bool) (v V, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i, it := range r.items {
		if match(it) {
			copy(r.items[1:i+1], r.items[:i])
			r.items[0] = it
			return it, true
		}
	}
	return v, false
}

// Add remembers v as the most recent value, forgetting the oldest when
// full.
func (r *Recent[V]) Add(v V) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.items) < cap(r.items) {
		r.items = r.items[:len(r.items)+1]
	}
	copy(r.items[1:], r.items[:len(r.items)-1])
	r.items[0] = v
}

// Map remembers a value by key, up to a bound: the entry past it empties
// the map first.
type Map[K comparable, V any] struct {
	mu  sync.Mutex
	m   map[K]V
	max int
	// maxSize bounds the sizes of the entries held, added up (PutSized);
	// size is that sum. 0 is no bound.
	maxSize, size int64
}

// NewMap returns a Map that holds at most max entries.
func NewMap[K comparable, V any](max int) *Map[K, V] {
	if max < 1 {
		panic("memo: NewMap needs room for one entry")
	}
	return &Map[K, V]{max: max}
}

// NewSizedMap returns a Map that holds at most max entries, and entries
// whose sizes (PutSized) add up to at most maxSize: a process that
// remembers values of very different sizes (a case that hides megabytes
// among cases that hide a uri) bounds the bytes it keeps too.
func NewSizedMap[K comparable, V any](max int, maxSize int64) *Map[K, V] {
	m := NewMap[K, V](max)
	m.maxSize = maxSize
	return m
}

// Get returns the value remembered for k.
func (m *Map[K, V]) Get(k K) (v V, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok = m.m[k]
	return v, ok
}

// Put remembers v for k; a full map is emptied first.
func (m *Map[K, V]) Put(k K, v V) { m.PutSized(k, v, 0) }

// PutSized remembers v, of the size given, for k: a map full, or whose
// sizes would add up past its bound with v's, is emptied first; a value
// larger than the bound by itself is not remembered.
func (m *Map[K, V]) PutSized(k K, v V, size int64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.maxSize > 0 && size > m.maxSize {
		return
	}
	if m.m == nil || len(m.m) >= m.max || m.maxSize > 0 && m.size+size > m.maxSize {
		m.m = make(map[K]V)
		m.size = 0
	}
	m.m[k] = v
	m.size += size
}

// Len returns how many entries the map holds.
func (m *Map[K, V]) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.m)
}
