package runner

import "github.com/rfc005-lanes/rfc005-lanes/internal/compare"

// Verdict is what a case on a lane came to: Pass, Fail, Wording, Skip,
// Error or Rejected (Result.Verdict).
type Verdict = compare.Verdict

// The verdicts.
const (
	Pass    = compare.Pass    // every check passed
	Fail    = compare.Fail    // a normative check failed
	Wording = compare.Wording // normative checks passed, the profile's text did not
	Skip    = compare.Skip    // the host does not serve the lane
	Error   = compare.Error   // the host could not observe
	// Rejected: the host refused input that is not valid MCP: neither a
	// pass nor an error, never gating, not scored.
	Rejected = compare.Rejected
)

// Class is what a failed check protects (Finding.Class), and the class
// of a failure's Cause: one of the Class constants. A failed ClassLeak or
// ClassWithheld check is never excused by a baseline but as a known leak,
// with the link of the issue tracking it (Result.Unexcusable).
type Class = compare.Class

// The classes of a failed check, the gravest first, and ClassError, the
// class of an error's Cause.
const (
	ClassLeak     = compare.ClassLeak     // a hidden string (a uri, a claim's uri, a withheld body) was shown
	ClassWithheld = compare.ClassWithheld // content SPEC withholds reached the model
	ClassKind     = compare.ClassKind     // the wrong kind of block: a marker where content belongs, or content where a marker belongs
	ClassContent  = compare.ClassContent  // a text, data or media type that must match exactly does not
	ClassMention  = compare.ClassMention  // a marker lacks the media type, size or word it must name
	ClassProfile  = compare.ClassProfile  // the reference profile's exact wording differs: never a normative failure
	ClassError    = compare.ClassError    // the host could not observe (a Cause's class only)
)

// Finding is one failed check of a result (Result.Findings): its Class,
// What (one line: what the check wanted and what it got) and Clause (the
// SPEC clause it enforces, as the reports print it: "SPEC 2.1
// unsupported type"). Its String is "<class>: <what>".
type Finding = compare.Finding

// Cause is what a failure or error has in common with others of one root
// cause whatever the lane (Result.Cause): the Class of its gravest failed
// check (ClassError for an error), and Want and Got, the kinds SPEC and
// the host show at the first place they differ ("text", "marker", …).
// Its Key groups results in the reports, and its String words it.
type Cause = compare.Cause
