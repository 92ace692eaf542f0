package leak

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// floodAnswer returns the bytes of an answer of n text blocks, each a
// different short text: what a host that floods its answers writes.
func floodAnswer(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"seq":1,"observation":{"blocks":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"type":"text","text":"block %d of a host that says too much"}`, i)
	}
	b.WriteString("]}}")
	return []byte(b.String())
}

// TestFloodedAnswerCostsItsBytes pins that the haystacks of an answer of
// 30,000 blocks, and a search of them for a case's hidden strings,
// allocate at most 25 times the answer's bytes (the parsed JSON alone
// takes 14), where they took 35: a run reads one such answer per
// observation. It measures bytes, never time.
func TestFloodedAnswerCostsItsBytes(t *testing.T) {
	// Not parallel: the allocations are measured while no other test runs.
	raw := floodAnswer(30_000)
	hs := NewSet([]string{noteURI, secretURI})
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	hays := RawHaystacks(raw)
	if hit, found := hs.Find(hays); found {
		t.Fatalf("the flood shows %s", hit.Reason)
	}
	runtime.ReadMemStats(&after)
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("an answer of %d bytes: %d bytes allocated (%.1f times)", len(raw), alloc, float64(alloc)/float64(len(raw)))
	if alloc > uint64(25*len(raw)) {
		t.Errorf("the haystacks of an answer of %d bytes, and a search, allocate %d bytes (%.1f times), want at most 25 times",
			len(raw), alloc, float64(alloc)/float64(len(raw)))
	}
}

// TestRepeatedStringsCountAsPlaces pins that a string an observation
// holds several times, searched once, counts as many places as it is
// held in: SPEC's answer shows the uri in one text, a host's in two texts
// the same, which is one place beyond it.
func TestRepeatedStringsCountAsPlaces(t *testing.T) {
	t.Parallel()
	const u = "memo://p1/S-own-string"
	said := text("the server says " + u)
	hs := NewSet([]string{u})
	allow := hs.Allowances([]string{u}, map[adapters.Lane]adapters.Observation{adapters.Push: blocks(said)}, nil)
	for _, tt := range []struct {
		name string
		obs  adapters.Observation
		want string
	}{
		{"once", blocks(said), ""},
		{"twice", blocks(said, image(), said), "2 times in 2 places, where SPEC's own answer on this lane shows it 1 time in 1 place"},
	} {
		obs := tt.obs
		for _, hays := range [][]*Haystack{Haystacks(obs, Strings(obs, nil)), RawHaystacks(mustJSON(t, obs))} {
			hit, found := hs.On(allow[adapters.Push]).Find(hays)
			if found != (tt.want != "") || !strings.Contains(hit.Reason, tt.want) {
				t.Errorf("%s: found %v, %q; want %q", tt.name, found, hit.Reason, tt.want)
			}
		}
	}
}

// mustJSON returns obs as a host writes it.
func mustJSON(t *testing.T, obs adapters.Observation) []byte {
	t.Helper()
	b, err := json.Marshal(obs)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
