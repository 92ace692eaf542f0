// Package reportfile is the JSON report as Go values: the types
// runner.Report's JSON report is written from and the HTML report
// (internal/htmlreport) and rfc005 report read back. Its schema is
// runner.ReportSchema (runner/report.schema.json), the public contract;
// these types are how this module writes and reads it, and may change
// with it.
package reportfile

import "fmt"

// Format is the "format" of a JSON report.
const Format = "rfc005-lanes-report/1"

// File is the JSON report, as JSON writes it and as other tools
// (the HTML report) read it back.
type File struct {
	Format  string  `json:"format"`
	Suite   Suite   `json:"suite"`
	Host    Host    `json:"host"`
	Vectors Vectors `json:"vectors"`
	// Profile is what the run scored: "full" or "mcp" (runner.Profile); "" in a
	// report written before the suite recorded it, which scored the full
	// profile.
	Profile    string  `json:"profile,omitempty"`
	Started    string  `json:"started"`
	DurationMS int64   `json:"durationMs"`
	Summary    Summary `json:"summary"`
	// Coverage is what the scores cover; nil in a report written before
	// the suite recorded it.
	Coverage *Coverage `json:"coverage,omitempty"`
	// Incomplete is set when the run stopped before it observed every
	// selected case on every selected lane (a signal, --deadline): the
	// results, summary and coverage are of what was observed.
	Incomplete *Incomplete `json:"incomplete,omitempty"`
	// Gate is what the CI gate decided of the run, with the baseline it
	// was given; nil in a report written before the suite recorded it.
	Gate *Gate `json:"gate,omitempty"`
	// Causes group the failures and errors by what they have in common
	// whatever the lane, most results first; each result names its cause
	// by Key.
	Causes []Cause `json:"causes,omitempty"`
	// OutOfScope lists the cases out of scope, grouped by reason, each
	// case once whatever its lanes (runner.Report.Write writes them).
	OutOfScope []Scope  `json:"outOfScope,omitempty"`
	Results    []Result `json:"results"`
}

// Scope is the cases out of scope for one reason.
type Scope struct {
	Reason string      `json:"reason"`
	Cases  []ScopeCase `json:"cases"`
}

// ScopeCase is a case out of scope, with its RFC-005 vector number
// and link when it is one of RFC-005's vectors.
type ScopeCase struct {
	Case   string `json:"case"`
	Vector int    `json:"vector,omitempty"`
	Link   string `json:"link,omitempty"`
}

// Gate is what the CI gate decided: its exit status, its one line,
// and what went into it.
type Gate struct {
	Pass bool   `json:"pass"`
	Exit int    `json:"exit"`
	Line string `json:"line"` // "✅ …" or "❌ …": the gate's verdict and why
	// Baseline says whether the run was gated on a baseline.
	Baseline    bool    `json:"baseline"`
	New         int     `json:"new"`         // gating failures no baseline lists
	Excused     int     `json:"excused"`     // gating failures the baseline lists
	Unexcusable int     `json:"unexcusable"` // security failures the baseline does not list: new leaks
	Stale       []Stale `json:"stale"`       // listed entries that no longer fail
	// KnownLeaks are the security failures the baseline lists with the
	// link of the issue tracking each: excused, and led with.
	KnownLeaks []KnownLeak `json:"knownLeaks"`
	// Untracked are the security failures the baseline lists without a
	// link: each fails the gate.
	Untracked []Example `json:"untracked"`
	// MissingLanes are selected lanes the host does not serve that fail
	// the gate; LostLanes lanes the baseline recorded served that the
	// host no longer serves.
	MissingLanes  []string `json:"missingLanes"`
	LostLanes     []string `json:"lostLanes"`
	NothingScored bool     `json:"nothingScored"`
}

// KnownLeak is a known leak: a security failure, and the link of
// the issue its baseline entry says tracks it.
type KnownLeak struct {
	Case string `json:"case"`
	Lane string `json:"lane"`
	Link string `json:"link"`
}

// Stale is a baseline entry that no longer fails.
type Stale struct {
	Case   string `json:"case"`
	Lane   string `json:"lane"`
	Reason string `json:"reason"`
}

// Cause is one cause: what its failures have in common, in words
// and as a key, how many results it holds (and how many of them gate),
// the lanes they are on, and the first two of them.
type Cause struct {
	Key      string    `json:"key"`
	Words    string    `json:"words"`
	Class    string    `json:"class"`
	Count    int       `json:"count"`
	Gating   int       `json:"gating"`
	Lanes    []string  `json:"lanes"`
	Examples []Example `json:"examples"`
}

// Example names one result: a case on a lane.
type Example struct {
	Case string `json:"case"`
	Lane string `json:"lane"`
}

// Incomplete says why a run stopped early and how far it got.
type Incomplete struct {
	Reason   string `json:"reason"`
	Observed int    `json:"observed"`
	Selected int    `json:"selected"`
}

// Coverage is what a report's scores cover: the lanes the run
// selected, those the host served and those it did not (each in SPEC
// section 1 order), and the observations selected and scored (all but the
// skipped, those out of scope and those rejected as invalid MCP).
type Coverage struct {
	LanesSelected        []string `json:"lanesSelected"`
	LanesServed          []string `json:"lanesServed"`
	LanesMissing         []string `json:"lanesMissing"`
	ObservationsSelected int      `json:"observationsSelected"`
	ObservationsScored   int      `json:"observationsScored"`
	// ObservationsOutOfScope are the selected observations of cases out
	// of scope: never observed, never scored.
	ObservationsOutOfScope int `json:"observationsOutOfScope,omitempty"`
	// ObservationsRejected are the observations whose input, not valid
	// MCP, the host rejected: observed, never scored.
	ObservationsRejected int `json:"observationsRejected,omitempty"`
}

// String says the coverage as the score line does:
// "on 1 of 9 lanes (98 of 595 observations scored)".
func (c Coverage) String() string {
	return fmt.Sprintf("on %d of %d lanes (%d of %d observations scored)",
		len(c.LanesServed), len(c.LanesSelected), c.ObservationsScored, c.ObservationsSelected)
}

// Suite names the suite that wrote a report.
type Suite struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	// BookURL is the base the report's links were resolved against
	// (runner.Report.BookURL); "" in a report written before the suite
	// recorded it.
	BookURL string `json:"bookUrl,omitempty"`
}

// Host names the host a report scored.
type Host struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Command string `json:"command,omitempty"`
	// Label tells this host's run apart from others side by side (rfc005
	// run --name); "" when the run gave none.
	Label string `json:"label,omitempty"`
}

// Vectors identifies the vector set a report ran.
type Vectors struct {
	Digest string `json:"digest"`
	Cases  int    `json:"cases"`
}

// Summary is a report's tallies and scores.
type Summary struct {
	Observations int `json:"observations"`
	Pass         int `json:"pass"`
	Wording      int `json:"wording"`
	Fail         int `json:"fail"`
	Error        int `json:"error"`
	Skip         int `json:"skip"`
	OutOfScope   int `json:"outOfScope"` // results of cases out of scope, not in skip
	// Rejected are the observations whose input, not valid MCP, the host
	// rejected: neither passed nor failed, not scored.
	Rejected       int     `json:"rejected"`
	Leaks          int     `json:"leaks"`
	NormativeScore float64 `json:"normativeScore"`
	WordingScore   float64 `json:"wordingScore"`
}

// Result is one verdict of a report.
type Result struct {
	Case     string `json:"case"`
	Family   string `json:"family"`
	Lane     string `json:"lane"`
	Verdict  string `json:"verdict"`
	Level    string `json:"level"`
	Security bool   `json:"security"`
	Leak     bool   `json:"leak"`
	Gating   bool   `json:"gating"`
	// Unexcusable: a security failure (a leak or withheld check, or a
	// security case's error or failure beyond mention and profile), which
	// a baseline excuses only as a known leak (Tracked).
	Unexcusable bool     `json:"unexcusable"`
	Checks      []Check  `json:"checks,omitempty"`
	Spec        []string `json:"spec"`
	Reason      string   `json:"reason,omitempty"`
	Diff        string   `json:"diff,omitempty"`
	// Excused: a gating failure the run's baseline lists, a known leak
	// apart.
	Excused bool `json:"excused,omitempty"`
	// Tracked is, for a known leak (a security failure the baseline
	// lists with a link), the link of the issue tracking it; "" for any
	// other result.
	Tracked string `json:"tracked,omitempty"`
	// Cause is the Key of the result's cause in the report's Causes; ""
	// for a pass or a skip.
	Cause string `json:"cause,omitempty"`
	// Link is the case's section in the spec book, relative to the
	// repository root ("docs/text.md#text-plain"), or for one of RFC-005's
	// vectors, where RFC-005 lists them (rfc005.Link).
	Link string `json:"link,omitempty"`
	// Vector is the case's RFC-005 vector number; absent for a case of
	// none.
	Vector int `json:"vector,omitempty"`
	// OutOfScope says the case is listed but never observed: a skip whose
	// reason says why.
	OutOfScope bool `json:"outOfScope,omitempty"`
}

// Check is one failed check of a result: its class (leak, withheld,
// kind, content, mention, profile) and what it wanted and got.
type Check struct {
	Class string `json:"class"`
	What  string `json:"what"`
	// Clause is the SPEC clause the check enforces ("SPEC 2.1 unsupported
	// type"), and Level that clause's level (must, should); a profile check
	// has none, as it never gates.
	Clause string `json:"clause,omitempty"`
	Level  string `json:"level,omitempty"`
}
