package main

import "strings"

// nearest returns the candidate closest to typed, for a "did you mean"
// hint, and false when none is close: within editDistance of a third of
// typed's length (at least 1 for two letters or more), ignoring case;
// else the one candidate typed begins, if only one does. Ties go to the
// first candidate.
func nearest(typed string, candidates []string) (string, bool) {
	low := strings.ToLower(typed)
	n := len([]rune(low))
	limit := n / 3
	if limit < 1 && n >= 2 {
		limit = 1
	}
	best, bestD := "", limit+1
	for _, c := range candidates {
		if d := editDistance(low, strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	if best != "" {
		return best, true
	}
	var prefixed []string
	for _, c := range candidates {
		if low != "" && strings.HasPrefix(strings.ToLower(c), low) {
			prefixed = append(prefixed, c)
		}
	}
	if len(prefixed) == 1 {
		return prefixed[0], true
	}
	return "", false
}

// editDistance returns how many single-rune insertions, deletions,
// substitutions and swaps of two neighbours turn a into b (the optimal
// string alignment distance): "hots" is 1 from "host".
func editDistance(a, b string) int {
	s, t := []rune(a), []rune(b)
	// d[i][j] is the distance between s[:i] and t[:j].
	d := make([][]int, len(s)+1)
	for i := range d {
		d[i] = make([]int, len(t)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(s); i++ {
		for j := 1; j <= len(t); j++ {
			cost := 1
			if s[i-1] == t[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && s[i-1] == t[j-2] && s[i-2] == t[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(s)][len(t)]
}
