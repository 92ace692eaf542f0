package fuzz

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// plantedURI is the uri only the planted seed carries: the generator makes
// its uris of fresh random tokens, so no generated input holds it.
const plantedURI = "https://files.example/planted-3109/signed.pdf"

// testSeeds are seeds as rfc005 fuzz --vectors makes them of an MCPL
// file: an embedded resource whose uri is hidden, then two references.
func testSeeds() []Seed {
	return []Seed{
		{Name: "rfc-005/09-signed-never", Input: adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"` + plantedURI + `","text":"the body"}}]}`)},
		{Name: "rfc-005/01-line", Input: adapters.Input(`{"content":[{"type":"resource","uri":"memo://notes/ledger-3101"}]}`)},
		{Name: "rfc-005/02-stub", Input: adapters.Input(`{"content":[{"type":"resource","uri":"http://files.example/plain/report-3102.csv","name":"report-3102.csv"}]}`)},
	}
}

// plants shows the planted uri, beside what the reference shows, on every
// lane of an input that carries it: a leak only a seed can find.
type plants struct{ adapters.Host }

func (h plants) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	got, err := h.Host.Observe(ctx, lane, in)
	if err == nil && got.Blocks != nil && strings.Contains(string(in), "planted-3109") {
		got.Blocks = append(got.Blocks, adapters.TextBlock("from "+plantedURI))
	}
	return got, err
}

// TestSeedsJudgedFirst pins that the seeds are judged before the generated
// inputs, in their order, on their lanes, and that the count bounds the
// generated inputs only.
func TestSeedsJudgedFirst(t *testing.T) {
	t.Parallel()
	var got []string
	var mu sync.Mutex
	h := func() adapters.Host { return &logging{Host: reference.New(), log: &got, mu: &mu} }
	seeds := testSeeds()
	r, err := Run(context.Background(), Options{Seed: 1, Count: 5, Jobs: 1, Seeds: seeds,
		Lanes: []adapters.Lane{adapters.Push}, Start: starting(h)})
	if err != nil {
		t.Fatal(err)
	}
	if r.Seeds != len(seeds) || r.Inputs != 5 {
		t.Errorf("judged %d seeds and %d generated inputs, want %d and 5", r.Seeds, r.Inputs, len(seeds))
	}
	if len(got) < len(seeds)+1 {
		t.Fatalf("%d observations, want a push observation of each seed and of the generated content inputs", len(got))
	}
	for i, s := range seeds {
		if got[i] != string(s.Input) {
			t.Errorf("observation %d is of %s, want seed %s: %s", i, got[i], s.Name, s.Input)
		}
	}
	if r.Failed() {
		var b strings.Builder
		WriteSummary(&b, r, true)
		t.Errorf("the reference fails its seeds:\n%s", b.String())
	}
	var b strings.Builder
	WriteSummary(&b, r, false)
	if !strings.Contains(b.String(), "3 corpus input(s) from --vectors, then 5 inputs") {
		t.Errorf("the summary does not count the seeds:\n%s", b.String())
	}
}

// TestSeedFindsPlantedHost fuzzes a host wrong only on the planted seed's
// uri: the leak is found from the seed, shrunk and grouped as any other,
// and its group says which case it came from.
func TestSeedFindsPlantedHost(t *testing.T) {
	t.Parallel()
	mk := func() adapters.Host { return plants{reference.New()} }
	r, err := Run(context.Background(), Options{Seed: 1, Count: 40, Jobs: 2, Seeds: testSeeds(), PerCause: 1,
		Start: starting(mk)})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteSummary(&b, r, false)
	g, ok := firstOf(r, compare.ClassLeak)
	if !ok {
		t.Fatalf("no leak group from the planted seed:\n%s", b.String())
	}
	if g.Seed != "rfc-005/09-signed-never" || g.First != -1 {
		t.Errorf("the leak group came from seed %q, seed index %d; want rfc-005/09-signed-never and -1\n%s", g.Seed, g.First, b.String())
	}
	if !strings.Contains(string(g.Example.Input), "planted-3109") || !slices.ContainsFunc(g.Example.Hidden, func(h string) bool { return strings.Contains(h, "planted-3109") }) {
		t.Errorf("the example lost the planted uri: %s, hidden %q", g.Example.Input, g.Example.Hidden)
	}
	if !strings.Contains(b.String(), "first from rfc-005/09-signed-never;") {
		t.Errorf("the summary does not say the seed:\n%s", b.String())
	}
	for _, g := range r.Groups {
		if g.Seed != "rfc-005/09-signed-never" {
			t.Errorf("a group not from the planted seed: %s (seed %q, first %d)", headline(g), g.Seed, g.First)
		}
	}
	replay(t, r, g, mk())
}

// TestShardSplitsSeeds pins that shard K of N judges seed j when
// j mod N = K−1: the shards between them judge each seed once.
func TestShardSplitsSeeds(t *testing.T) {
	t.Parallel()
	seeds := append(testSeeds(), testSeeds()...)
	for i := range seeds {
		seeds[i].Name += "-" + string(rune('a'+i))
		seeds[i].Input = adapters.Input(strings.Replace(string(seeds[i].Input), `"type":"resource"`, `"type":"resource","name":"`+seeds[i].Name+`"`, 1))
	}
	seen := map[string]int{}
	for k := 1; k <= 4; k++ {
		var got []string
		var mu sync.Mutex
		h := func() adapters.Host { return &logging{Host: reference.New(), log: &got, mu: &mu} }
		r, err := Run(context.Background(), Options{Seed: 1, Shard: Shard{K: k, N: 4}, Count: 1, Seeds: seeds,
			Lanes: []adapters.Lane{adapters.Push}, Start: starting(h)})
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for j, s := range seeds {
			if j%4 == k-1 {
				want++
				if !slices.Contains(got, string(s.Input)) {
					t.Errorf("shard %d/4 did not judge seed %d", k, j)
				}
			}
		}
		if r.Seeds != want {
			t.Errorf("shard %d/4 judged %d seeds, want %d", k, r.Seeds, want)
		}
		for _, in := range got {
			for _, s := range seeds {
				if in == string(s.Input) {
					seen[s.Name]++
				}
			}
		}
	}
	for _, s := range seeds {
		if seen[s.Name] != 1 {
			t.Errorf("seed %s judged by %d shards, want 1", s.Name, seen[s.Name])
		}
	}
}

// TestDurationSparesSeeds pins that the duration bounds the generated
// inputs only: every seed is judged however short it is.
func TestDurationSparesSeeds(t *testing.T) {
	t.Parallel()
	r, err := Run(context.Background(), Options{Seed: 1, Duration: time.Nanosecond, Seeds: testSeeds(),
		Lanes: []adapters.Lane{adapters.Push}, Start: starting(func() adapters.Host { return reference.New() })})
	if err != nil {
		t.Fatal(err)
	}
	if r.Seeds != len(testSeeds()) {
		t.Errorf("judged %d seeds in a run of 1ns, want all %d", r.Seeds, len(testSeeds()))
	}
}

// TestSeedsOf pins that an out-of-scope case is no seed.
func TestSeedsOf(t *testing.T) {
	t.Parallel()
	cases := []*vectors.Case{
		{ID: "rfc-005/01-line", Input: adapters.Input(`{"content":[]}`)},
		{ID: "rfc-005/11-fetch", Input: adapters.Input(`{"content":[]}`), OutOfScope: "operation fetch is out of scope"},
	}
	seeds, skipped := SeedsOf(cases)
	if len(seeds) != 1 || seeds[0].Name != "rfc-005/01-line" || skipped != 1 {
		t.Errorf("SeedsOf: %+v, %d skipped; want rfc-005/01-line and 1 skipped", seeds, skipped)
	}
}

// TestUnreadableSeed pins that a seed gen cannot read is an error naming it.
func TestUnreadableSeed(t *testing.T) {
	t.Parallel()
	_, err := Run(context.Background(), Options{Count: 1, Seeds: []Seed{{Name: "x/broken", Input: adapters.Input(`[1]`)}},
		Start: starting(func() adapters.Host { return reference.New() })})
	if err == nil || !strings.Contains(err.Error(), "x/broken") {
		t.Errorf("Run with an unreadable seed: %v, want an error naming x/broken", err)
	}
}
