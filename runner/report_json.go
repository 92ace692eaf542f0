package runner

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// ReportFormat is the "format" of a JSON report.
const ReportFormat = "rfc005-lanes-report/1"

// ReportSchema is report.schema.json, the JSON Schema of the JSON report.
//
//go:embed report.schema.json
var ReportSchema []byte

// ReportFile is the JSON report, as JSON writes it and as other tools
// (the HTML report) read it back.
type ReportFile struct {
	Format  string        `json:"format"`
	Suite   ReportSuite   `json:"suite"`
	Host    ReportHost    `json:"host"`
	Vectors ReportVectors `json:"vectors"`
	// Profile is what the run scored: "full" or "mcp" (Profile); "" in a
	// report written before the suite recorded it, which scored the full
	// profile.
	Profile    string        `json:"profile,omitempty"`
	Started    string        `json:"started"`
	DurationMS int64         `json:"durationMs"`
	Summary    ReportSummary `json:"summary"`
	// Coverage is what the scores cover; nil in a report written before
	// the suite recorded it.
	Coverage *ReportCoverage `json:"coverage,omitempty"`
	// Incomplete is set when the run stopped before it observed every
	// selected case on every selected lane (a signal, --deadline): the
	// results, summary and coverage are of what was observed.
	Incomplete *ReportIncomplete `json:"incomplete,omitempty"`
	// Gate is what the CI gate decided of the run, with the baseline it
	// was given; nil in a report written before the suite recorded it.
	Gate *ReportGate `json:"gate,omitempty"`
	// Causes group the failures and errors by what they have in common
	// whatever the lane, most results first; each result names its cause
	// by Key.
	Causes []ReportCause `json:"causes,omitempty"`
	// OutOfScope lists the cases out of scope, grouped by reason, each
	// case once whatever its lanes (Report.OutOfScopeGroups).
	OutOfScope []ReportScope  `json:"outOfScope,omitempty"`
	Results    []ReportResult `json:"results"`
}

// ReportScope is the cases out of scope for one reason.
type ReportScope struct {
	Reason string            `json:"reason"`
	Cases  []ReportScopeCase `json:"cases"`
}

// ReportScopeCase is a case out of scope, with its RFC-005 vector number
// and link when it is one of RFC-005's vectors.
type ReportScopeCase struct {
	Case   string `json:"case"`
	Vector int    `json:"vector,omitempty"`
	Link   string `json:"link,omitempty"`
}

// ReportGate is what the CI gate decided: its exit status, its one line,
// and what went into it.
type ReportGate struct {
	Pass bool   `json:"pass"`
	Exit int    `json:"exit"`
	Line string `json:"line"` // "✅ …" or "❌ …": the gate's verdict and why
	// Baseline says whether the run was gated on a baseline.
	Baseline    bool          `json:"baseline"`
	New         int           `json:"new"`         // gating failures no baseline lists
	Excused     int           `json:"excused"`     // gating failures the baseline lists
	Unexcusable int           `json:"unexcusable"` // security failures the baseline does not list: new leaks
	Stale       []ReportStale `json:"stale"`       // listed entries that no longer fail
	// KnownLeaks are the security failures the baseline lists with the
	// link of the issue tracking each: excused, and led with.
	KnownLeaks []ReportKnownLeak `json:"knownLeaks"`
	// Untracked are the security failures the baseline lists without a
	// link: each fails the gate.
	Untracked []ReportExample `json:"untracked"`
	// MissingLanes are selected lanes the host does not serve that fail
	// the gate; LostLanes lanes the baseline recorded served that the
	// host no longer serves.
	MissingLanes  []string `json:"missingLanes"`
	LostLanes     []string `json:"lostLanes"`
	NothingScored bool     `json:"nothingScored"`
}

// ReportKnownLeak is a known leak: a security failure, and the link of
// the issue its baseline entry says tracks it.
type ReportKnownLeak struct {
	Case string `json:"case"`
	Lane string `json:"lane"`
	Link string `json:"link"`
}

// ReportStale is a baseline entry that no longer fails.
type ReportStale struct {
	Case   string `json:"case"`
	Lane   string `json:"lane"`
	Reason string `json:"reason"`
}

// ReportCause is one cause: what its failures have in common, in words
// and as a key, how many results it holds (and how many of them gate),
// the lanes they are on, and the first two of them.
type ReportCause struct {
	Key      string          `json:"key"`
	Words    string          `json:"words"`
	Class    string          `json:"class"`
	Count    int             `json:"count"`
	Gating   int             `json:"gating"`
	Lanes    []string        `json:"lanes"`
	Examples []ReportExample `json:"examples"`
}

// ReportExample names one result: a case on a lane.
type ReportExample struct {
	Case string `json:"case"`
	Lane string `json:"lane"`
}

// ReportIncomplete says why a run stopped early and how far it got.
type ReportIncomplete struct {
	Reason   string `json:"reason"`
	Observed int    `json:"observed"`
	Selected int    `json:"selected"`
}

// ReportCoverage is what a report's scores cover: the lanes the run
// selected, those the host served and those it did not (each in SPEC
// section 1 order), and the observations selected and scored (all but the
// skipped, those out of scope and those rejected as invalid MCP).
type ReportCoverage struct {
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
func (c ReportCoverage) String() string {
	return fmt.Sprintf("on %d of %d lanes (%d of %d observations scored)",
		len(c.LanesServed), len(c.LanesSelected), c.ObservationsScored, c.ObservationsSelected)
}

// ReportSuite names the suite that wrote a report.
type ReportSuite struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	// BookURL is the base the report's links were resolved against
	// (Report.BookURL); "" in a report written before the suite
	// recorded it.
	BookURL string `json:"bookUrl,omitempty"`
}

// ReportHost names the host a report scored.
type ReportHost struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Command string `json:"command,omitempty"`
	// Label tells this host's run apart from others side by side (rfc005
	// run --name); "" when the run gave none.
	Label string `json:"label,omitempty"`
}

// ReportVectors identifies the vector set a report ran.
type ReportVectors struct {
	Digest string `json:"digest"`
	Cases  int    `json:"cases"`
}

// ReportSummary is a report's tallies and scores.
type ReportSummary struct {
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

// ReportResult is one verdict of a report.
type ReportResult struct {
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
	Unexcusable bool          `json:"unexcusable"`
	Checks      []ReportCheck `json:"checks,omitempty"`
	Spec        []string      `json:"spec"`
	Reason      string        `json:"reason,omitempty"`
	Diff        string        `json:"diff,omitempty"`
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
	// vectors, where RFC-005 lists them (vectors.RFCLink).
	Link string `json:"link,omitempty"`
	// Vector is the case's RFC-005 vector number; absent for a case of
	// none.
	Vector int `json:"vector,omitempty"`
	// OutOfScope says the case is listed but never observed: a skip whose
	// reason says why.
	OutOfScope bool `json:"outOfScope,omitempty"`
}

// ReportCheck is one failed check of a result: its class (leak, withheld,
// kind, content, mention, profile) and what it wanted and got.
type ReportCheck struct {
	Class string `json:"class"`
	What  string `json:"what"`
	// Clause is the SPEC clause the check enforces ("SPEC 2.1 unsupported
	// type"), and Level that clause's level (must, should); a profile check
	// has none, as it never gates.
	Clause string `json:"clause,omitempty"`
	Level  string `json:"level,omitempty"`
}

// JSON returns the report as JSON (schema: report.schema.json). Every
// result is Bounded (Run keeps it so), and the host's name and version
// Printable: a host cannot make the report larger than MaxReason +
// MaxDiff and a few MaxCheck of words per observation (before JSON's
// escapes). A file of it printed in a CI log shows the runner no command:
// it is reporttext.InertBytes, whose escapes are JSON's, so every value
// reads as it was.
func (r Report) JSON() ([]byte, error) {
	c := r.Count()
	out := ReportFile{
		Format:     ReportFormat,
		Suite:      ReportSuite{Name: "rfc005-lanes", Version: r.Suite, BookURL: r.BookURL},
		Host:       ReportHost{Name: identity(r.Host.Name), Version: identity(r.Host.Version), Command: r.Command, Label: identity(r.Label)},
		Vectors:    ReportVectors{Digest: r.Digest, Cases: r.Cases},
		Profile:    r.Profile.Name(),
		Started:    r.Started.UTC().Format(time.RFC3339),
		DurationMS: r.Duration.Milliseconds(),
		Summary: ReportSummary{
			Observations: c.Observations, Pass: c.Pass, Wording: c.Wording, Fail: c.Fail,
			Error: c.Error, Skip: c.Skip, OutOfScope: c.OutOfScope, Rejected: c.Rejected, Leaks: c.Leaks,
			NormativeScore: c.NormativeScore(), WordingScore: c.WordingScore(),
		},
		Coverage: r.Coverage().report(),
		Results:  make([]ReportResult, 0, len(r.Results)),
	}
	if in := r.Incomplete; in != nil {
		out.Incomplete = &ReportIncomplete{Reason: reporttext.Printable(in.Reason), Observed: in.Observed, Selected: in.Selected}
	}
	g := r.Gate(r.Baseline)
	out.Gate = g.report()
	excused, tracked := g.excusedSet(), g.trackedSet()
	for _, cg := range r.Causes() {
		out.Causes = append(out.Causes, cg.report())
	}
	for _, sg := range r.OutOfScopeGroups() {
		out.OutOfScope = append(out.OutOfScope, sg.report())
	}
	for _, res := range r.Results {
		jr := ReportResult{
			Case: res.Case, Family: res.Family, Lane: string(res.Lane), Verdict: string(res.Verdict),
			Level: res.Level, Security: res.Security, Leak: res.Leak, Gating: res.Gating(),
			Unexcusable: res.Unexcusable(),
			Spec:        res.Spec, Reason: res.Reason,
		}
		if res.Verdict == compare.Fail || res.Verdict == compare.Wording {
			jr.Diff = res.Diff
		}
		if res.Verdict == compare.Fail || res.Verdict == compare.Error {
			jr.Cause = res.Cause.Key()
		}
		jr.Excused = excused[resultKey(res)]
		jr.Tracked = tracked[resultKey(res)]
		jr.Link, jr.Vector, jr.OutOfScope = res.Link(), res.Vector, res.OutOfScope
		for _, f := range res.Findings {
			jr.Checks = append(jr.Checks, ReportCheck{Class: string(f.Class), What: f.What, Clause: f.Clause, Level: f.LevelIn(res.Level)})
		}
		out.Results = append(out.Results, jr)
	}
	data, err := json.MarshalIndent(out, "", "  ")
	return reporttext.InertBytes(data), err // what a CI runner would read as a command, in JSON's escapes
}

// report returns the gate as the JSON report writes it, every list an
// array (never null).
func (g Gate) report() *ReportGate {
	out := &ReportGate{
		Pass: g.Exit == 0, Exit: g.Exit, Line: g.Line(), Baseline: g.Baselined,
		New: len(g.New), Excused: len(g.Excused), Unexcusable: len(g.Unexcusable),
		Stale: []ReportStale{}, KnownLeaks: []ReportKnownLeak{}, Untracked: []ReportExample{},
		MissingLanes: laneStrings(g.MissingLanes), LostLanes: laneStrings(g.LostLanes),
		NothingScored: g.NothingScored,
	}
	for _, f := range g.Stale {
		out.Stale = append(out.Stale, ReportStale{Case: reporttext.Printable(f.Case), Lane: reporttext.Printable(string(f.Lane)), Reason: reporttext.Printable(f.Reason)})
	}
	for _, k := range g.KnownLeaks {
		out.KnownLeaks = append(out.KnownLeaks, ReportKnownLeak{Case: k.Case, Lane: string(k.Lane), Link: k.Link})
	}
	for _, res := range g.Untracked {
		out.Untracked = append(out.Untracked, ReportExample{Case: res.Case, Lane: string(res.Lane)})
	}
	return out
}

// trackedSet returns the links of the known leaks, by resultKey.
func (g Gate) trackedSet() map[[2]string]string {
	set := map[[2]string]string{}
	for _, k := range g.KnownLeaks {
		set[resultKey(k.Result)] = k.Link
	}
	return set
}

// excusedSet returns the keys (resultKey) of the failures the baseline
// excuses.
func (g Gate) excusedSet() map[[2]string]bool {
	set := map[[2]string]bool{}
	for _, res := range g.Excused {
		set[resultKey(res)] = true
	}
	return set
}

func resultKey(res Result) [2]string { return [2]string{res.Case, string(res.Lane)} }

// report returns the cause group as the JSON report writes it.
func (cg CauseGroup) report() ReportCause {
	out := ReportCause{
		Key: cg.Cause.Key(), Words: cg.Cause.String(), Class: string(cg.Cause.Class),
		Count: len(cg.Results), Gating: cg.Gating, Lanes: laneStrings(cg.Lanes), Examples: []ReportExample{},
	}
	for _, ex := range cg.Examples(2) {
		out.Examples = append(out.Examples, ReportExample{Case: ex.Case, Lane: string(ex.Lane)})
	}
	return out
}

func laneStrings(lanes []adapters.Lane) []string {
	out := make([]string, 0, len(lanes))
	for _, l := range lanes {
		out = append(out, string(l))
	}
	return out
}

// report returns the coverage as the JSON report writes it, every list an
// array (never null).
func (c Coverage) report() *ReportCoverage {
	ids := laneStrings
	return &ReportCoverage{
		LanesSelected: ids(c.LanesSelected), LanesServed: ids(c.LanesServed), LanesMissing: ids(c.LanesMissing()),
		ObservationsSelected: c.ObservationsSelected, ObservationsScored: c.ObservationsScored,
		ObservationsOutOfScope: c.ObservationsOutOfScope, ObservationsRejected: c.ObservationsRejected,
	}
}

// CompileReportSchema returns ReportSchema compiled, to validate a JSON
// report with (schema.Validate of its decoded value).
func CompileReportSchema() (*jsonschema.Schema, error) {
	c, err := schemacheck.Compiler("report.schema.json", ReportSchema)
	if err != nil {
		return nil, err
	}
	return c.Compile("report.schema.json")
}
