// Package compare scores what a host showed of one case on one lane
// against the case's expectation: the scoring engine the steps, the
// runner, the fuzzer and the differential judge share.
//
//	r := compare.Check(c, adapters.Push, obs, err)
//	if r.Verdict == compare.Fail { fmt.Println(r) } // "<case> on push: mismatch (-want +got): …"
//
// A Result has a Verdict (Pass, Fail, Wording, Skip, Error, Rejected), the failed
// checks as Findings, each of a Class and citing the clause it enforces,
// a reason, a diff, and a Cause: what the failure has in common with
// others of one root cause, whatever the lane.
//
// Two levels are scored apart. The normative checks are those any
// conformant host must pass: the kinds of block in order, content text
// exactly, image and audio data and media type exactly, a marker as a text
// block containing its mentions, no hidden string in any form the leak
// search covers, the live copy's adjacent texts joined, structured text
// compared as a JSON value, and no field SPEC 6 leaves out shown. The
// wording check is the reference profile's exact text. A host that passes
// the first and not the second gets the verdict Wording. Each normative
// check has the level of its clause (ClauseLevel): a failed MUST check
// gates, a failed SHOULD check gates under --gate should (Result.FailsAt).
//
// A host may reject an input as invalid MCP (adapters.Rejection): after
// the leak search over its answer, that is the verdict Rejected on a case
// whose input is not valid MCP (vectors.Case.MCP false), and a failure of
// one kind check (SPEC 4 lane by lane) on one whose input is
// (rejected.go).
//
// A case may say what some lanes show on a later Unicode version's tables
// (vectors.Expectation.Later, SPEC revision 4). An observation that misses the
// case's own expectation and shows such a reading instead (every
// normative check of the reading passing) fails one SHOULD check citing
// SPEC 1 unicode version, never a MUST check; a leak or withheld content
// shown is never read so (unicode.go).
//
// Hidden strings are the case's own that SPEC withholds (secret.go: the
// rest of its list is content, checked where SPEC does not show it) and
// the uris SPEC hides on a lane (spechidden.go); package internal/leak
// searches an observation for them
// in every form, and this package names what leaked and where SPEC hides
// it (leak.go). Package internal/diff lays out the diffs, of the
// observation with every secret masked when one leaked.
//
// A case read from MCPL's RFC-005 vector file (Case.Vector set) is judged
// by the same engine where its expect keys have a native form (its hidden
// strings by the leak search, missingFields by the field-rule check every
// case has), and by the checks of mcpl.go where they read a host's own
// words against what the reference host shows of the same input (README,
// "MCPL's RFC-005 vectors").
//
// Check keeps what it prepares of each case for the next lane; a caller
// that checks many fresh cases prepares each itself (Prepare) and keeps
// nothing.
//
// The files: check.go is the check of one lane, result.go its Result and
// prepare.go what is kept of a case between lanes; blocks.go, outcome.go,
// stored.go, json.go and equal.go compare the lanes' blocks, stored text
// and structured values, marker.go and size.go a marker, fields.go the
// field rules, unshown.go content shown where SPEC shows a marker,
// words.go a host's own words (stubs); secret.go says which hidden strings
// are secrets (SPEC withholds them); leak.go and spechidden.go are the
// leak check; input.go reads the case's input; class.go, clause.go,
// blockclause.go, level.go, cause.go, causewords.go and kinds.go say what
// a failed check is; unicode.go reads a later Unicode version's answer;
// mcpl.go, mcplfacts.go and mcplkeys.go are the checks
// of MCPL's vectors; texts.go parses each JSON text a check reads once.
package compare
