package compare

import (
	"fmt"
	"strings"
)

// Class is what a check protects (DESIGN, "What the gate promises"). A
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
}

func (f Finding) String() string { return string(f.Class) + ": " + f.What }

// findings gathers the failed checks of one comparison.
type findings []Finding

func (fs *findings) add(class Class, format string, a ...any) {
	fs.addFinding(Finding{Class: class, What: fmt.Sprintf(format, a...)})
}

// addFinding adds f, unless fs holds it already.
func (fs *findings) addFinding(f Finding) {
	for _, old := range *fs {
		if old == f {
			return
		}
	}
	*fs = append(*fs, f)
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
