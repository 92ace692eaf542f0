package runner

import (
	_ "embed"
	"encoding/json"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/compare"
)

// ReportFormat is the "format" of a JSON report.
const ReportFormat = "rfc005-lanes-report/1"

// ReportSchema is report.schema.json, the JSON Schema of the JSON report.
//
//go:embed report.schema.json
var ReportSchema []byte

type jsonReport struct {
	Format     string       `json:"format"`
	Suite      jsonSuite    `json:"suite"`
	Host       jsonHost     `json:"host"`
	Vectors    jsonVectors  `json:"vectors"`
	Started    string       `json:"started"`
	DurationMS int64        `json:"durationMs"`
	Summary    jsonSummary  `json:"summary"`
	Results    []jsonResult `json:"results"`
}

type jsonSuite struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

type jsonHost struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Command string `json:"command,omitempty"`
}

type jsonVectors struct {
	Digest string `json:"digest"`
	Cases  int    `json:"cases"`
}

type jsonSummary struct {
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

type jsonResult struct {
	Case     string   `json:"case"`
	Family   string   `json:"family"`
	Lane     string   `json:"lane"`
	Verdict  string   `json:"verdict"`
	Level    string   `json:"level"`
	Security bool     `json:"security"`
	Leak     bool     `json:"leak"`
	Gating   bool     `json:"gating"`
	Spec     []string `json:"spec"`
	Reason   string   `json:"reason,omitempty"`
	Diff     string   `json:"diff,omitempty"`
}

// JSON returns the report as JSON (schema: report.schema.json).
func (r Report) JSON() ([]byte, error) {
	c := r.Count()
	out := jsonReport{
		Format:     ReportFormat,
		Suite:      jsonSuite{Name: "rfc005-lanes", Version: r.Suite},
		Host:       jsonHost{Name: r.Host.Name, Version: r.Host.Version, Command: r.Command},
		Vectors:    jsonVectors{Digest: r.Digest, Cases: r.Cases},
		Started:    r.Started.UTC().Format(time.RFC3339),
		DurationMS: r.Duration.Milliseconds(),
		Summary: jsonSummary{
			Observations: c.Observations, Pass: c.Pass, Wording: c.Wording, Fail: c.Fail,
			Error: c.Error, Skip: c.Skip, Leaks: c.Leaks,
			NormativeScore: c.NormativeScore(), WordingScore: c.WordingScore(),
		},
		Results: make([]jsonResult, 0, len(r.Results)),
	}
	for _, res := range r.Results {
		jr := jsonResult{
			Case: res.Case, Family: res.Family, Lane: string(res.Lane), Verdict: string(res.Verdict),
			Level: res.Level, Security: res.Security, Leak: res.Result.Security, Gating: res.Gating(),
			Spec: res.Spec, Reason: res.Reason,
		}
		if res.Verdict == compare.Fail || res.Verdict == compare.Wording {
			jr.Diff = res.Diff
		}
		out.Results = append(out.Results, jr)
	}
	return json.MarshalIndent(out, "", "  ")
}
