package compare

import (
	"fmt"
	"strings"
)

// Class is what a check protects (docs/ARCHITECTURE.md, "What the gate promises"). A
// failing leak or withheld check, and any failure of a security case other
// than a mention or profile check, can never be excused by a baseline.
type Class string

// The check classes.
const (
	// ClassLeak: a hidden string (a uri, a claim's uri, a withheld body) was
	// shown, in one of the encodings the leak search covers.
	ClassLeak Class = "leak"
	// ClassWithheld: content SPEC withholds reached the model.
	ClassWithheld Class = "withheld"
	// ClassKind: the wrong kind of block or outcome, a marker where content
	// belongs or content where a marker belongs, or a marker that is not one
	// marker (blank, repeated, with text joined into it, another marker's
	// wording).
	ClassKind Class = "kind"
	// ClassContent: a text, data or media type that must match exactly does
	// not.
	ClassContent Class = "content"
	// ClassMention: a marker lacks the media type, size or word it must name.
	ClassMention Class = "mention"
	// ClassProfile: the reference profile's exact wording differs. Never a
	// normative failure.
	ClassProfile Class = "profile"
)

// Classes lists every class, the gravest first.
func Classes() []Class {
	return []Class{ClassLeak, ClassWithheld, ClassKind, ClassContent, ClassMention, ClassProfile}
}

// Finding is one failed check.
type Finding struct {
	Class Class
	What  string // one line: what the check wanted and what it got
	// Clause is the SPEC clause the check enforces, as the reports print
	// it: "SPEC 2.1 unsupported type". Its level is the check's
	// (LevelIn).
	Clause string
}

func (f Finding) String() string { return string(f.Class) + ": " + f.What }

// findings gathers the failed checks of one comparison, each with where
// it failed.
type findings []note

// A note is a failed check as a comparison finds it: the finding, and the
// place it failed at.
type note struct {
	Finding
	at place
	// objectAt is the path, in the value compared, of an object of data
	// the host showed where SPEC shows the withheld marker; its clause is
	// the input's object's there (inputParts.objectPlace).
	objectAt string
	// shownData is the data of an image or audio block, or a content
	// string, the host showed where SPEC shows a marker: its clause is
	// that of the input's block whose content it is (inputParts.dataPlace).
	shownData string
	// countOfOne says the check is a block count where SPEC shows one
	// block: that block's rule is the count's (ownClauses).
	countOfOne bool
}

// A place is where a check failed: the kinds SPEC and the host show there
// (Cause's Want and Got), the clause the check enforces, and the more
// specific clauses it may cite instead when the case cites them (most
// specific first).
type place struct {
	want, got string
	clause    string
	prefer    []string
}

// add adds a finding of class at p, its words made as fmt.Sprintf makes
// them.
func (fs *findings) add(p place, class Class, format string, a ...any) {
	fs.addNote(note{Finding{Class: class, What: fmt.Sprintf(format, a...), Clause: p.clause}, p, "", "", false})
}

// addNote adds n, unless fs holds a finding of its class and words
// already.
func (fs *findings) addNote(n note) {
	for _, old := range *fs {
		if old.Class == n.Class && old.What == n.What {
			return
		}
	}
	*fs = append(*fs, n)
}

// list returns the findings, each citing the most specific clause of its
// place that cites names (a case's "spec" list), or its own. A profile
// check cites the reference profile's clause, SPEC 3 markers, whatever
// its marker's normative clauses (the label, the size): the exact wording
// is the profile's alone. A README decision it enforces stays its own, as
// does a vector of MCPL's, whose checks all cite it.
func (fs findings) list(cites []string) []Finding {
	if len(fs) == 0 {
		return nil
	}
	out := make([]Finding, len(fs))
	for i, n := range fs {
		out[i] = n.Finding
		out[i].Clause = n.at.cite(cites)
		if n.Class == ClassProfile && strings.HasPrefix(out[i].Clause, "SPEC ") && out[i].Clause != clauseJSONTextForm {
			out[i].Clause = clauseMarkers
		}
	}
	return out
}

// normative reports whether any finding is more than a profile difference.
func (fs findings) normative() bool {
	for _, f := range fs {
		if f.Class != ClassProfile {
			return true
		}
	}
	return false
}

// Has reports whether the result holds a failed check of any of classes.
func (r Result) Has(classes ...Class) bool {
	for _, f := range r.Findings {
		for _, c := range classes {
			if f.Class == c {
				return true
			}
		}
	}
	return false
}

// OnlyWording reports whether every failed check of the result is a mention
// or profile check: the marker said what it stands for in other words, or
// left out a part it must name. A result with no failed check is not.
func (r Result) OnlyWording() bool {
	if len(r.Findings) == 0 {
		return false
	}
	for _, f := range r.Findings {
		if f.Class != ClassMention && f.Class != ClassProfile {
			return false
		}
	}
	return true
}

// FailedClasses returns the classes of the failed checks, gravest first,
// each once.
func (r Result) FailedClasses() []Class {
	var out []Class
	for _, c := range Classes() {
		if r.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

func (fs findings) String() string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.String()
	}
	return strings.Join(parts, "\n")
}
