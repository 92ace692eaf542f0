package coverage

import (
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/rfcvec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// SpecFile is the project's statement of the rules, at the repository's
// root. Every clause of Clauses has an anchor there, Anchor(clause), where
// the rule is stated; its "Rules index" lists Rules in order. A test reads
// it from disk and fails when the two disagree.
const SpecFile = "SPEC.md"

// OtherClauses are the clauses SPEC.md anchors beside the rules of
// rules.txt: each section as a whole (a bare "SPEC 4"), the two a check
// cites for what a section says as a whole ("SPEC 3 markers", "SPEC 4
// lane by lane"), and the clauses of RFC-005 the cases cite. In the order
// of SPEC.md's "Other clauses" table.
var OtherClauses = []string{
	"SPEC 1", "SPEC 2", "SPEC 2.1", "SPEC 3", "SPEC 3 markers", "SPEC 4", "SPEC 4 lane by lane",
	"SPEC 5", "SPEC 6", "SPEC 7", "SPEC 8", "SPEC 9", "SPEC 10", "SPEC 11", "SPEC 12",
	"RFC-005 3", "RFC-005 5", "RFC-005 8.1", "RFC-005 vector 2",
}

// DereferenceClauses are the rules of SPEC sections 11 and 12 (fetching a
// reference, and the reference registry: issue 42), in the order of
// SPEC.md's table of them. SPEC.md anchors each, so a case may cite it,
// but none is in rules.txt yet: a rule there must be pinned by a case that
// kills a planted fault of it (TestCorpusCoverage), and these join it when
// the fetch cases and their faults land.
var DereferenceClauses = []string{
	"SPEC 11 fetch on request", "SPEC 11 dialed origin", "SPEC 11 bearer on dialed origin",
	"SPEC 11 redirects bounded", "SPEC 11 schemes", "SPEC 11 claimed size", "SPEC 11 expiry",
	"SPEC 11 ceiling", "SPEC 11 content coding", "SPEC 11 digest", "SPEC 11 saved media type",
	"SPEC 11 unknown octets", "SPEC 11 nothing saved on failure", "SPEC 11 saved once",
	"SPEC 11 storage name", "SPEC 11 stub unchanged", "SPEC 11 after a fetch",
	"SPEC 11 security failures",
	"SPEC 12 same reference", "SPEC 12 ids never reused", "SPEC 12 eviction", "SPEC 12 unknown reference",
}

// Clauses returns every clause SPEC.md has an anchor for: the rules, then
// OtherClauses, then DereferenceClauses.
func Clauses() []string {
	out := make([]string, 0, len(Rules)+len(OtherClauses)+len(DereferenceClauses))
	for _, r := range Rules {
		out = append(out, r.Clause)
	}
	out = append(out, OtherClauses...)
	return append(out, DereferenceClauses...)
}

var anchored = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range Clauses() {
		m[c] = true
	}
	return m
}()

// Anchor returns a clause's anchor: "clause-" and the clause lower-cased,
// each run of characters other than a–z and 0–9 one "-". "SPEC 2.1 text"
// is clause-spec-2-1-text. SPEC.md, the spec book's coverage tables and
// the reports all use it.
func Anchor(clause string) string {
	var b strings.Builder
	b.WriteString("clause")
	dash := true
	for _, r := range strings.ToLower(clause) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	return b.String()
}

// SpecLink returns where a clause is stated, and whether it is known at
// all: SPEC.md's anchor for it, relative to the repository's root
// ("SPEC.md#clause-spec-2-1-text"), when SPEC.md has one; else, for an
// RFC-005 vector clause (IsVectorClause), rfcvec.Link, where RFC-005
// lists its conformance vectors.
func SpecLink(clause string) (string, bool) {
	switch {
	case anchored[clause]:
		return SpecFile + "#" + Anchor(clause), true
	case IsVectorClause(clause):
		return rfcvec.Link, true
	}
	return "", false
}

// Known reports whether a case may cite clause: SPEC.md anchors it, or it
// is an RFC-005 vector clause (IsVectorClause).
func Known(clause string) bool { return anchored[clause] || IsVectorClause(clause) }

// UnknownClauses reports every clause a case cites that is not Known:
// SPEC.md has no anchor for it (a rule of Rules, a bare section ("SPEC 4")
// or another clause of OtherClauses), and it is no RFC-005 vector clause
// ("RFC-005 vector 9"). A misspelt clause would otherwise pin nothing and
// link nowhere.
func UnknownClauses(corpus *vectors.Corpus) []vectors.Problem {
	var out []vectors.Problem
	for _, c := range corpus.Cases {
		for i, clause := range c.Spec {
			if !Known(clause) {
				out = append(out, vectors.Problem{Path: c.Path, Pointer: c.Pointer("spec", fmt.Sprint(i)), Case: c.ID,
					Msg: fmt.Sprintf("unknown clause %q: %s has no anchor for it; cite a rule of internal/coverage/rules.txt, a bare section (\"SPEC 4\"), another clause its index lists or an RFC-005 vector (\"RFC-005 vector 9\")",
						clause, SpecFile)})
			}
		}
	}
	return out
}
