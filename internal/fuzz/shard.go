package fuzz

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one part of a seed's inputs: shard K of N runs the inputs whose
// index i has i mod N = K−1, so N machines running shards 1/N … N/N with
// one seed and one count between them run the inputs one machine would run
// with N times the count, each exactly once. The zero Shard is 1/1.
type Shard struct {
	K, N int
}

// MaxShards is the most shares a seed's inputs may be split into: enough
// for any CI matrix, and small enough that a shard's seed indexes
// (K−1 + j·N for its j-th input) stay far inside an int for any count a
// run can reach.
const MaxShards = 1_000_000

// ParseShard reads "K/N" with 1 ≤ K ≤ N ≤ MaxShards.
func ParseShard(s string) (Shard, error) {
	k, n, ok := strings.Cut(s, "/")
	if !ok {
		return Shard{}, fmt.Errorf("shard %q: want K/N, e.g. 2/4 (the second of four)", s)
	}
	ki, err1 := strconv.Atoi(strings.TrimSpace(k))
	ni, err2 := strconv.Atoi(strings.TrimSpace(n))
	if err1 != nil || err2 != nil || ni < 1 || ki < 1 || ki > ni || ni > MaxShards {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 ≤ K ≤ N ≤ %d, e.g. 2/4 (the second of four)", s, MaxShards)
	}
	return Shard{K: ki, N: ni}, nil
}

func (s Shard) norm() Shard {
	if s.N < 1 {
		return Shard{K: 1, N: 1}
	}
	return s
}

// Index returns the seed index of the shard's j-th input.
func (s Shard) Index(j int) int {
	s = s.norm()
	return s.K - 1 + j*s.N
}

// String returns "K/N".
func (s Shard) String() string {
	s = s.norm()
	return strconv.Itoa(s.K) + "/" + strconv.Itoa(s.N)
}
