package runner

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Planned returns how many cases of corpus the selection takes, and how
// many observations it makes of them: every case on every lane c.Lanes()
// gives it that the selection takes (an out-of-scope case's included). A run of sel reports the same
// numbers (Report.Cases, and Counts.Observations of a complete run).
func (s Selection) Planned(corpus *vectors.Corpus) (cases, observations int) {
	for _, c := range corpus.Cases {
		if !s.Takes(c) {
			continue
		}
		cases++
		for _, lane := range c.Lanes() {
			if s.takesLane(lane) {
				observations++
			}
		}
	}
	return cases, observations
}

// CaseEnds lists, for each case of corpus the selection takes, in corpus
// order, how many observations a run has made once that case and those
// before it are observed: a progress line turns observations into cases
// with it.
func (s Selection) CaseEnds(corpus *vectors.Corpus) []int {
	var ends []int
	n := 0
	for _, c := range corpus.Cases {
		if !s.Takes(c) {
			continue
		}
		for _, lane := range c.Lanes() {
			if s.takesLane(lane) {
				n++
			}
		}
		ends = append(ends, n)
	}
	return ends
}

// CaseLanes returns the lanes of case c the selection observes, in
// c.Lanes() order: those the profile and Lanes take.
func (s Selection) CaseLanes(c *vectors.Case) []adapters.Lane {
	var lanes []adapters.Lane
	for _, l := range c.Lanes() {
		if s.takesLane(l) {
			lanes = append(lanes, l)
		}
	}
	return lanes
}
