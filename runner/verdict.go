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

// Finding is one failed check of a result (Result.Findings), with its
// Class; Cause is what a failure has in common with others of one root
// cause whatever the lane (Result.Cause).
type (
	Finding = compare.Finding
	Class   = compare.Class
	Cause   = compare.Cause
)
