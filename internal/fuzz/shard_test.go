package fuzz

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

func TestParseShard(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"1/1", "2/4", " 3 / 3 ", "1000000/1000000"} {
		if _, err := ParseShard(s); err != nil {
			t.Errorf("ParseShard(%q): %v", s, err)
		}
	}
	for _, s := range []string{"", "1", "0/2", "3/2", "a/b", "1/0", "-1/2", "1/1000001", "9223372036854775807/9223372036854775807"} {
		if _, err := ParseShard(s); err == nil {
			t.Errorf("ParseShard(%q) accepts it", s)
		}
	}
}

// TestShardsPartitionTheInputs checks that N shards of a seed judge the
// inputs one unsharded run judges, each once, and that a shard judges the
// same inputs every time, with any number of jobs.
func TestShardsPartitionTheInputs(t *testing.T) {
	t.Parallel()
	seen := map[int]int{}
	for k := 1; k <= 3; k++ {
		s := Shard{K: k, N: 3}
		for j := range 10 {
			seen[s.Index(j)]++
		}
	}
	for i := range 30 {
		if seen[i] != 1 {
			t.Errorf("input %d is judged by %d shards, want 1", i, seen[i])
		}
	}
	inputs := func(jobs int) []string {
		var got []string
		var mu sync.Mutex
		h := func() adapters.Host { return &logging{Host: reference.New(), log: &got, mu: &mu} }
		_, err := Run(context.Background(), Options{Seed: 7, Shard: Shard{K: 2, N: 3}, Count: 20, Jobs: jobs,
			Lanes: []adapters.Lane{adapters.ToolResultStored}, Start: starting(h)})
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(got)
		return got
	}
	one, two := inputs(1), inputs(2)
	if len(one) != 20 || !slices.Equal(one, two) {
		t.Errorf("shard 2/3 judged %d inputs with one job and %d with two, or other ones", len(one), len(two))
	}
}

// logging records every input observed.
type logging struct {
	adapters.Host
	log *[]string
	mu  *sync.Mutex
}

func (h *logging) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	h.mu.Lock()
	*h.log = append(*h.log, string(in))
	h.mu.Unlock()
	return h.Host.Observe(ctx, lane, in)
}
