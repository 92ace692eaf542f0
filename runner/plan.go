package runner

import (
	"fmt"
	"path"

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

// Check says what is wrong with the selection before a run, nil when
// nothing is: a case glob (Cases, rfc005 run --case) that is not a
// pattern as path.Match reads them ("[" is not one), or is empty.
func (s Selection) Check() error {
	for _, g := range s.Cases {
		if g == "" {
			return fmt.Errorf("--case: an empty pattern (a stray comma?)")
		}
		if _, err := path.Match(g, ""); err != nil {
			return fmt.Errorf("--case %q: %v: a pattern is path.Match's: * (any characters but /), ? (one), [a-z] or [^a-z] (one of a class), \\c (c itself), e.g. \"image/*\"", g, err)
		}
	}
	return nil
}

// Header is the line a run of the selection on corpus prints before it
// starts, as soon as the host has said who it is (Report.Header once it
// has run): the suite's version, the profile when it is not the full
// one, the host, its command ("" in process), the vectors' digest, and
// how many cases and observations the run selects.
func (s Selection) Header(host adapters.Identity, command string, corpus *vectors.Corpus) string {
	cases, observations := s.Planned(corpus)
	return headerLine(Version, s.Profile, host, command, corpus.Digest, cases, observations)
}
