package runner

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/compare"
	"github.com/santhosh-tekuri/jsonschema/v5"
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
	Format     string        `json:"format"`
	Suite      ReportSuite   `json:"suite"`
	Host       ReportHost    `json:"host"`
	Vectors    ReportVectors `json:"vectors"`
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
	Results    []ReportResult    `json:"results"`
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
// skipped).
type ReportCoverage struct {
	LanesSelected        []string `json:"lanesSelected"`
	LanesServed          []string `json:"lanesServed"`
	LanesMissing         []string `json:"lanesMissing"`
	ObservationsSelected int      `json:"observationsSelected"`
	ObservationsScored   int      `json:"observationsScored"`
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
}

// ReportHost names the host a report scored.
type ReportHost struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Command string `json:"command,omitempty"`
}

// ReportVectors identifies the vector set a report ran.
type ReportVectors struct {
	Digest string `json:"digest"`
	Cases  int    `json:"cases"`
}

// ReportSummary is a report's tallies and scores.
type ReportSummary struct {
	Observations   int     `json:"observations"`
	Pass           int     `json:"pass"`
	Wording        int     `json:"wording"`
	Fail           int     `json:"fail"`
	Error          int     `json:"error"`
	Skip           int     `json:"skip"`
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
	// Unexcusable: no baseline may excuse it (a leak or withheld check, or
	// a security case's error or failure beyond mention and profile).
	Unexcusable bool          `json:"unexcusable"`
	Checks      []ReportCheck `json:"checks,omitempty"`
	Spec        []string      `json:"spec"`
	Reason      string        `json:"reason,omitempty"`
	Diff        string        `json:"diff,omitempty"`
}

// ReportCheck is one failed check of a result: its class (leak, withheld,
// kind, content, mention, profile) and what it wanted and got.
type ReportCheck struct {
	Class string `json:"class"`
	What  string `json:"what"`
}

// JSON returns the report as JSON (schema: report.schema.json). Every
// result is Bounded (Run keeps it so), and the host's name and version
// Printable: a host cannot make the report larger than MaxReason +
// MaxDiff and a few MaxCheck of words per observation (before JSON's
// escapes).
func (r Report) JSON() ([]byte, error) {
	c := r.Count()
	out := ReportFile{
		Format:     ReportFormat,
		Suite:      ReportSuite{Name: "rfc005-lanes", Version: r.Suite},
		Host:       ReportHost{Name: identity(r.Host.Name), Version: identity(r.Host.Version), Command: r.Command},
		Vectors:    ReportVectors{Digest: r.Digest, Cases: r.Cases},
		Started:    r.Started.UTC().Format(time.RFC3339),
		DurationMS: r.Duration.Milliseconds(),
		Summary: ReportSummary{
			Observations: c.Observations, Pass: c.Pass, Wording: c.Wording, Fail: c.Fail,
			Error: c.Error, Skip: c.Skip, Leaks: c.Leaks,
			NormativeScore: c.NormativeScore(), WordingScore: c.WordingScore(),
		},
		Coverage: r.Coverage().report(),
		Results:  make([]ReportResult, 0, len(r.Results)),
	}
	if in := r.Incomplete; in != nil {
		out.Incomplete = &ReportIncomplete{Reason: Printable(in.Reason), Observed: in.Observed, Selected: in.Selected}
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
		for _, f := range res.Findings {
			jr.Checks = append(jr.Checks, ReportCheck{Class: string(f.Class), What: f.What})
		}
		out.Results = append(out.Results, jr)
	}
	return json.MarshalIndent(out, "", "  ")
}

// report returns the coverage as the JSON report writes it, every list an
// array (never null).
func (c Coverage) report() *ReportCoverage {
	ids := func(lanes []adapters.Lane) []string {
		out := make([]string, 0, len(lanes))
		for _, l := range lanes {
			out = append(out, string(l))
		}
		return out
	}
	return &ReportCoverage{
		LanesSelected: ids(c.LanesSelected), LanesServed: ids(c.LanesServed), LanesMissing: ids(c.LanesMissing()),
		ObservationsSelected: c.ObservationsSelected, ObservationsScored: c.ObservationsScored,
	}
}

// CompileReportSchema returns ReportSchema compiled, to validate a JSON
// report with (schema.Validate of its decoded value).
func CompileReportSchema() (*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	if err := c.AddResource("report.schema.json", bytes.NewReader(ReportSchema)); err != nil {
		return nil, err
	}
	return c.Compile("report.schema.json")
}
