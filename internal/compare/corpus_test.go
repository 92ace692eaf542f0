package compare_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// scored is one case on one lane of a host, as Check scored it.
type scored struct {
	host string
	c    *vectors.Case
	lane adapters.Lane
	r    compare.Result
}

// scoreCorpus scores the built-in corpus against the reference host, every
// host of the wrong-host gallery and, in a build with the tag "mutate",
// the reference with each fault planted (refhost.New), once for every
// test. The cases nested ten
// thousand levels deep (tagged "deep") cost most of the scoring: in a
// quick run the reference and each fault score every one of them, and the
// gallery's hosts take turns, each scoring one (takesDeep); -tags long
// scores every host on every case.
func scoreCorpus(t *testing.T) []scored {
	t.Helper()
	corpusScores.Do(func() { corpusScores.s, corpusScores.err = scoreAll() })
	if corpusScores.err != nil {
		t.Fatal(corpusScores.err)
	}
	return corpusScores.s
}

var corpusScores struct {
	sync.Once
	s   []scored
	err error
}

func scoreAll() ([]scored, error) {
	corpus, err := vectors.Builtin()
	if err != nil {
		return nil, err
	}
	var out []scored
	var deep []*vectors.Case
	for _, c := range corpus.Cases {
		if slices.Contains(c.Tags, "deep") {
			deep = append(deep, c)
		}
	}
	run := func(name string, h adapters.Host, takes func(*vectors.Case) bool) {
		for _, c := range corpus.Cases {
			if !takes(c) {
				continue
			}
			for _, lane := range c.Lanes() {
				obs, err := h.Observe(context.Background(), lane, c.Input)
				out = append(out, scored{name, c, lane, compare.Check(c, lane, obs, err)})
			}
		}
	}
	every := func(*vectors.Case) bool { return true }
	run("reference", reference.New(), every)
	for i, w := range wronghost.Gallery() {
		run(w.Name, w.New(), func(c *vectors.Case) bool { return takesDeep(i, c, deep) })
	}
	if fault.Enabled {
		for _, f := range fault.All {
			func() {
				defer func() { _ = recover() }() // a panicking fault is the mutation run's to report
				run("fault "+f.Name, refhost.New(f.ID), every)
			}()
		}
	}
	return out, nil
}

// takesDeep reports whether the i-th host of the gallery scores case c:
// every case with -tags long; in a quick run every case but those of deep,
// of which it scores the i-th (round the list), so that the hosts take
// turns.
func takesDeep(i int, c *vectors.Case, deep []*vectors.Case) bool {
	k := slices.Index(deep, c)
	return longrun.Enabled || k < 0 || k == i%len(deep)
}

// knownClauses returns the clauses a check may cite: the rules of
// internal/coverage/rules.txt, and the sections compare cites as a whole.
func knownClauses(t *testing.T) map[string]bool {
	t.Helper()
	f, err := os.Open("../coverage/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	known := map[string]bool{"SPEC 3 markers": true, "SPEC 4 lane by lane": true}
	s := bufio.NewScanner(f)
	for s.Scan() {
		if line := s.Text(); line != "" && !strings.HasPrefix(line, "#") {
			id, _, _ := strings.Cut(line, " | ")
			known[strings.TrimSpace(id)] = true
		}
	}
	return known
}

// TestCitedClausesAreKnown pins that every clause a check may cite is a
// rule of internal/coverage/rules.txt or a section compare cites whole.
func TestCitedClausesAreKnown(t *testing.T) {
	t.Parallel()
	known := knownClauses(t)
	for _, c := range compare.CitedClauses() {
		if !known[c] {
			t.Errorf("a check may cite %q, no rule of internal/coverage/rules.txt", c)
		}
	}
}

// goWords are what a diff made by printing Go values shows: a package's
// name, a map or a slice type, a field.
var goWords = regexp.MustCompile(`compare\.|adapters\.|esjson\.|map\[|\[\][A-Za-z*]|strings\.Join|\b(Blocks|Refused|Render|Text|Type):`)

// TestCorpusChecksCiteClausesAndCauses scores the whole corpus against the
// reference and the wrong hosts: every failed check cites a clause SPEC
// (or the README's reference profile) has, every failure and error has a
// cause and nothing else has one, and no diff prints Go.
func TestCorpusChecksCiteClausesAndCauses(t *testing.T) {
	t.Parallel()
	known := knownClauses(t)
	bad := 0
	fail := func(s scored, format string, a ...any) {
		if bad++; bad <= 20 {
			t.Errorf("%s, %s on %s: %s", s.host, s.c.ID, s.lane, fmt.Sprintf(format, a...))
		}
	}
	failures := 0
	for _, s := range scoreCorpus(t) {
		for _, f := range s.r.Findings {
			if !known[f.Clause] {
				fail(s, "the check %q cites %q, no clause of SPEC", f.What, f.Clause)
			}
		}
		switch s.r.Verdict {
		case compare.Fail, compare.Error:
			failures++
			if c := s.r.Cause; c.Class == "" || c.Want == "" || c.Got == "" {
				fail(s, "%s with the cause %q", s.r.Verdict, c.Key())
			}
			if w := s.r.Cause.String(); w == "" || strings.Contains(w, "\n") {
				fail(s, "cause words %q", w)
			}
		default:
			if !s.r.Cause.IsZero() {
				fail(s, "%s with the cause %q", s.r.Verdict, s.r.Cause.Key())
			}
		}
		if w := goWords.FindString(s.r.Diff); w != "" {
			fail(s, "the diff shows %q:\n%s", w, s.r.Diff)
		}
	}
	if failures < 1000 {
		t.Errorf("only %d failures and errors: the wrong hosts no longer fail", failures)
	}
}

// TestOneCausePerRootCause pins that a wrong host failing one thing fails
// it with one cause on every lane, and that hosts wrong in other ways have
// other causes.
func TestOneCausePerRootCause(t *testing.T) {
	t.Parallel()
	keys := map[string]map[string]map[adapters.Lane]bool{} // host → case → key → lanes
	byHostKey := map[string]map[string]bool{}
	for _, s := range scoreCorpus(t) {
		if s.r.Verdict != compare.Fail && s.r.Verdict != compare.Error {
			continue
		}
		k := s.host + "\x00" + s.c.ID
		if keys[k] == nil {
			keys[k] = map[string]map[adapters.Lane]bool{}
		}
		if keys[k][s.r.Cause.Key()] == nil {
			keys[k][s.r.Cause.Key()] = map[adapters.Lane]bool{}
		}
		keys[k][s.r.Cause.Key()][s.lane] = true
		if byHostKey[s.host] == nil {
			byHostKey[s.host] = map[string]bool{}
		}
		byHostKey[s.host][s.r.Cause.Key()] = true
	}
	// One case, one host, every lane the host fails: one cause.
	for _, tt := range []struct{ host, id, key string }{
		{"repeated-markers", "bad-mime/pdf", "kind: marker:unsupported-type → repeated-marker"},
		{"empty-markers", "bad-mime/pdf", "kind: marker:unsupported-type → blank"},
		{"withholds-everything", "bad-mime/pdf", "kind: marker:unsupported-type → marker:withheld"},
		{"uri-upper-cased", "text/plain", "leak: resource-uri → in other letter case"},
		{"error-everywhere", "text/plain", "error: observation → this host cannot observe anything"},
	} {
		got := keys[tt.host+"\x00"+tt.id]
		if len(got) != 1 || got[tt.key] == nil || len(got[tt.key]) < 3 {
			t.Errorf("%s on %s: causes %v, want only %q on 3 lanes or more", tt.host, tt.id, got, tt.key)
		}
	}
	// The leaking hosts each have one cause over the whole corpus, and no
	// two hosts share one.
	for _, h := range []string{"uri-upper-cased", "uri-percent-encoded", "uri-query-token", "error-everywhere"} {
		if len(byHostKey[h]) != 1 {
			t.Errorf("%s: %d causes, want 1: %v", h, len(byHostKey[h]), byHostKey[h])
		}
	}
	seen := map[string]string{}
	for _, h := range []string{"repeated-markers", "empty-markers", "withholds-everything", "uri-upper-cased", "uri-percent-encoded", "uri-query-token", "error-everywhere"} {
		for k := range byHostKey[h] {
			if other, ok := seen[k]; ok {
				t.Errorf("%s and %s share the cause %q", other, h, k)
			}
			seen[k] = h
		}
	}
}
