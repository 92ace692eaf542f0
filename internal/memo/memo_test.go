package memo

import (
	"sync"
	"testing"
)

func TestRecent(t *testing.T) {
	r := NewRecent[int](3)
	is := func(want int) func(int) bool { return func(v int) bool { return v == want } }
	for _, v := range []int{1, 2, 3} {
		r.Add(v)
	}
	if _, ok := r.Find(is(1)); !ok {
		t.Fatal("1 forgotten with room for three")
	}
	// 1 is now the most recent: adding 4 forgets 2, the oldest.
	r.Add(4)
	if _, ok := r.Find(is(2)); ok {
		t.Error("2 remembered: Find did not make 1 the most recent, or Add kept four")
	}
	for _, v := range []int{1, 3, 4} {
		if _, ok := r.Find(is(v)); !ok {
			t.Errorf("%d forgotten", v)
		}
	}
	if len(r.items) != 3 {
		t.Errorf("holds %d values, want 3", len(r.items))
	}
}

func TestMap(t *testing.T) {
	m := NewMap[string, int](2)
	m.Put("a", 1)
	m.Put("b", 2)
	if v, ok := m.Get("a"); !ok || v != 1 {
		t.Errorf("Get(a) = %d, %v", v, ok)
	}
	m.Put("c", 3) // past the bound: afresh
	if _, ok := m.Get("a"); ok || m.Len() != 1 {
		t.Errorf("a full map was not emptied: len %d", m.Len())
	}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m.Put(string(rune('a'+i)), i)
			m.Get("a")
		}()
	}
	wg.Wait()
	if m.Len() > 2 {
		t.Errorf("holds %d entries past its bound of 2", m.Len())
	}
}

func TestSizedMap(t *testing.T) {
	m := NewSizedMap[string, int](10, 100)
	m.PutSized("a", 1, 60)
	m.PutSized("b", 2, 40)
	if m.Len() != 2 {
		t.Fatalf("holds %d entries of 100 bytes with room for 100", m.Len())
	}
	m.PutSized("c", 3, 1)
	if _, ok := m.Get("a"); ok || m.Len() != 1 {
		t.Errorf("entries of 101 bytes held past a bound of 100: len %d", m.Len())
	}
	m.PutSized("huge", 4, 101)
	if _, ok := m.Get("huge"); ok {
		t.Error("an entry larger than the bound by itself was remembered")
	}
	if _, ok := m.Get("c"); !ok {
		t.Error("an entry too large to keep emptied the map")
	}
}
