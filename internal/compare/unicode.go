package compare

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// kindLaterUnicode is the kind a Cause names as what the host shows where
// it shows what a later Unicode version's tables give (laterReading).
const kindLaterUnicode = "later-unicode"

// clauseUnicode is SPEC 1's Unicode version: the clause of a lane showing
// what a later Unicode version's tables give instead of Unicode 15.0's, a
// SHOULD since SPEC revision 4 (ClauseLevel).
const clauseUnicode = vectors.ClauseUnicodeVersion

// laterReading returns the findings of obs, an observation of lane whose
// strings are observed, when it misses want (fs, its failed checks) and
// shows what a later Unicode version's tables give instead (SPEC revision
// 4, R4-12): a reading of want (Expectation.Later) against which
// no normative check fails, and which the observation matches exactly
// when fs holds no normative failure (a wording difference both ways
// stays a wording difference). The findings are one failed SHOULD check
// citing SPEC 1 unicode version, at the place the gravest check failed
// against SPEC's own reading, of class kind when that check is a kind
// check and content otherwise; then the reading's own profile
// differences. A leak or a withheld failure is never read so: what a lane
// hides does not depend on the version (Cf and whitespace are the same in
// Unicode 15.0 through 17.0: estext's tables).
func laterReading(want vectors.Expectation, p *prepared, lane adapters.Lane, obs adapters.Observation, observed []string, fs findings, tx *texts) (findings, bool) {
	if len(fs) == 0 || fs.holds(ClassLeak) || fs.holds(ClassWithheld) {
		return nil, false
	}
	for _, rd := range want.Later {
		var alt findings
		norm, exact := judgeLane(lane, p, rd.Expect, obs, observed, &alt, tx)
		explainDiff(lane, rd.Expect, &alt, norm, exact, tx)
		if alt.normative() || !fs.normative() && len(alt) > 0 {
			continue
		}
		at, class := unicodePlace(fs)
		var out findings
		out.add(at, class, "the lane shows what Unicode %s tables give: SPEC reads characters as Unicode 15.0 does, which a host should", versionWords(rd.Versions))
		for _, n := range alt {
			out.addNote(n)
		}
		return out, true
	}
	return nil, false
}

// holds reports whether fs holds a failed check of class.
func (fs findings) holds(class Class) bool {
	for _, f := range fs {
		if f.Class == class {
			return true
		}
	}
	return false
}

// unicodePlace returns where the gravest check of fs failed (what SPEC
// shows there, against kindLaterUnicode), citing SPEC 1 unicode version,
// and the class a failure there has: kind for a kind check, content for
// any other.
func unicodePlace(fs findings) (place, Class) {
	first := fs[0]
	for _, class := range Classes() {
		found := false
		for _, n := range fs {
			if n.Class == class {
				first, found = n, true
				break
			}
		}
		if found {
			break
		}
	}
	class := ClassContent
	if first.Class == ClassKind {
		class = ClassKind
	}
	return place{want: first.at.want, got: kindLaterUnicode, clause: clauseUnicode}, class
}

// versionWords writes versions as a reader says them: "16.0 or 17.0".
func versionWords(versions []string) string {
	if len(versions) < 2 {
		return strings.Join(versions, "")
	}
	return strings.Join(versions[:len(versions)-1], ", ") + " or " + versions[len(versions)-1]
}
