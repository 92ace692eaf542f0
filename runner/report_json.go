package runner

import (
	_ "embed"
	"encoding/json"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
)

// ReportSchema is report.schema.json, the JSON Schema (draft 2020-12) of
// the JSON report Report.Write writes (FormatJSON): the contract a tool
// that reads the report holds it to.
//
//go:embed report.schema.json
var ReportSchema []byte

// jsonReport returns the report as JSON (schema: report.schema.json). Every
// result is Bounded (Run keeps it so), and the host's name and version
// Printable: a host cannot make the report larger than maxReason +
// maxDiff and a few maxCheck of words per observation (before JSON's
// escapes). A file of it printed in a CI log shows the runner no command:
// it is reporttext.InertBytes, whose escapes are JSON's, so every value
// reads as it was.
func (r Report) jsonReport() ([]byte, error) {
	c := r.Count()
	out := reportfile.File{
		Format:     reportfile.Format,
		Suite:      reportfile.Suite{Name: "rfc005-lanes", Version: r.Suite, BookURL: r.BookURL},
		Host:       reportfile.Host{Name: identity(r.Host.Name), Version: identity(r.Host.Version), Command: r.Command, Label: identity(r.Label)},
		Vectors:    reportfile.Vectors{Digest: r.Digest, Cases: r.Cases},
		Profile:    r.Profile.Name(),
		Started:    r.Started.UTC().Format(time.RFC3339),
		DurationMS: r.Duration.Milliseconds(),
		Summary: reportfile.Summary{
			Observations: c.Observations, Pass: c.Pass, Wording: c.Wording, Fail: c.Fail,
			Error: c.Error, Skip: c.Skip, OutOfScope: c.OutOfScope, Rejected: c.Rejected, Leaks: c.Leaks,
			NormativeScore: c.NormativeScore(), WordingScore: c.WordingScore(),
		},
		Coverage: r.Coverage().report(),
		Results:  make([]reportfile.Result, 0, len(r.Results)),
	}
	if in := r.Incomplete; in != nil {
		out.Incomplete = &reportfile.Incomplete{Reason: reporttext.Printable(in.Reason), Observed: in.Observed, Selected: in.Selected}
	}
	g := r.Gate(r.Baseline)
	out.Gate = g.report()
	excused, tracked := g.excusedSet(), g.trackedSet()
	for _, cg := range r.causes() {
		out.Causes = append(out.Causes, cg.report())
	}
	for _, sg := range r.outOfScopeGroups() {
		out.OutOfScope = append(out.OutOfScope, sg.report())
	}
	for _, res := range r.Results {
		jr := reportfile.Result{
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
			jr.Checks = append(jr.Checks, reportfile.Check{Class: string(f.Class), What: f.What, Clause: f.Clause, Level: f.LevelIn(res.Level)})
		}
		out.Results = append(out.Results, jr)
	}
	data, err := json.MarshalIndent(out, "", "  ")
	return reporttext.InertBytes(data), err // what a CI runner would read as a command, in JSON's escapes
}

// report returns the gate as the JSON report writes it, every list an
// array (never null).
func (g Gate) report() *reportfile.Gate {
	out := &reportfile.Gate{
		Pass: g.Exit == 0, Exit: g.Exit, Line: g.Line(), Baseline: g.Baselined,
		New: len(g.New), Excused: len(g.Excused), Unexcusable: len(g.Unexcusable),
		Stale: []reportfile.Stale{}, KnownLeaks: []reportfile.KnownLeak{}, Untracked: []reportfile.Example{},
		MissingLanes: laneStrings(g.MissingLanes), LostLanes: laneStrings(g.LostLanes),
		NothingScored: g.NothingScored,
	}
	for _, f := range g.Stale {
		out.Stale = append(out.Stale, reportfile.Stale{Case: reporttext.Printable(f.Case), Lane: reporttext.Printable(string(f.Lane)), Reason: reporttext.Printable(f.Reason)})
	}
	for _, k := range g.KnownLeaks {
		out.KnownLeaks = append(out.KnownLeaks, reportfile.KnownLeak{Case: k.Case, Lane: string(k.Lane), Link: k.Link})
	}
	for _, res := range g.Untracked {
		out.Untracked = append(out.Untracked, reportfile.Example{Case: res.Case, Lane: string(res.Lane)})
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
func (g causeGroup) report() reportfile.Cause {
	out := reportfile.Cause{
		Key: g.Cause.Key(), Words: g.Cause.String(), Class: string(g.Cause.Class),
		Count: len(g.Results), Gating: g.Gating, Lanes: laneStrings(g.Lanes), Examples: []reportfile.Example{},
	}
	for _, ex := range g.examples(2) {
		out.Examples = append(out.Examples, reportfile.Example{Case: ex.Case, Lane: string(ex.Lane)})
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
func (c Coverage) report() *reportfile.Coverage {
	ids := laneStrings
	return &reportfile.Coverage{
		LanesSelected: ids(c.LanesSelected), LanesServed: ids(c.LanesServed), LanesMissing: ids(c.LanesMissing()),
		ObservationsSelected: c.ObservationsSelected, ObservationsScored: c.ObservationsScored,
		ObservationsOutOfScope: c.ObservationsOutOfScope, ObservationsRejected: c.ObservationsRejected,
	}
}
