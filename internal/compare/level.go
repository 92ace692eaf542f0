package compare

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// ClauseLevel is the level of a clause (docs/ARCHITECTURE.md, "What the gate promises
// (revision 3)": every check has the level of the clause it enforces, not
// of the case it sits in): vectors.LevelShould for
//   - the decisions the reference makes where SPEC is silent ("README …"),
//     which another host may make otherwise;
//   - "SPEC 5 member order": keeping the data's member order is a SHOULD
//     (SPEC revision 3, R3-11);
//   - "SPEC 5 json text form": writing structured data's text exactly as
//     JSON.stringify does (revision 4, the team's reading);
//   - "SPEC 1 unicode version": reading characters as Unicode 15.0 does
//     is a SHOULD (SPEC revision 4, R4-12): a lane showing what a later
//     version's tables give fails that check alone (laterReading);
//
// and vectors.LevelMust for every other clause, the RFC-005 clauses and
// vectors included. "SPEC 6 reference line" is a MUST too: showing the
// line is a MAY of RFC-005 section 5, but no check requires it (a stub
// may always stand where the line may show, and that is a wording
// difference), so a check that fails citing it found neither the line
// nor a stub where a reference must show one of them.
func ClauseLevel(clause string) string {
	switch {
	case strings.HasPrefix(clause, "README "), clause == "SPEC 5 member order", clause == clauseUnicode, clause == clauseJSONTextForm:
		return vectors.LevelShould
	}
	return vectors.LevelMust
}

// FailsAt reports whether a normative check of level failed (a check other
// than a profile check, of a clause of that level) in a case of caseLevel:
// a failed MUST check gates, a failed SHOULD check gates under --gate
// should. A failure that names no normative check has the case's level.
func (r Result) FailsAt(level, caseLevel string) bool {
	if r.Verdict != Fail {
		return false
	}
	named := false
	for _, f := range r.Findings {
		if f.Class == ClassProfile {
			continue
		}
		named = true
		if f.LevelIn(caseLevel) == level {
			return true
		}
	}
	return !named && caseLevel == level
}

// ShouldOnly reports whether r, in a case of caseLevel, is a failure of
// SHOULD checks only: no check of a MUST clause failed, no leak or
// withheld check. Such a failure gates only under --gate should.
func (r Result) ShouldOnly(caseLevel string) bool {
	return r.Verdict == Fail && !r.Leak && !r.Has(ClassLeak, ClassWithheld) && !r.FailsAt(vectors.LevelMust, caseLevel)
}

// LevelIn is the finding's level in a case of caseLevel: its clause's
// (ClauseLevel), or for a finding that names no clause, the case's. A
// profile check has none (""): the reference profile's wording is scored
// apart and never gates at either level (SPEC, "Levels").
func (f Finding) LevelIn(caseLevel string) string {
	if f.Class == ClassProfile {
		return ""
	}
	if f.Clause == "" {
		return caseLevel
	}
	return ClauseLevel(f.Clause)
}
