package runner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// BaselineFormat is the "format" of a baseline file.
const BaselineFormat = "rfc005-lanes-baseline/1"

// Baseline lists a host's known failures, so a team can gate CI on the
// suite before its host passes everything. It can never list a security
// case.
type Baseline struct {
	Format   string         `json:"format"`
	Host     string         `json:"host,omitempty"`
	Failures []KnownFailure `json:"failures"`
}

// KnownFailure is one case on one lane that is known to fail, and why.
type KnownFailure struct {
	Case   string        `json:"case"`
	Lane   adapters.Lane `json:"lane"`
	Reason string        `json:"reason"`
}

// ReadBaseline reads a baseline file.
func ReadBaseline(path string) (*Baseline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var b Baseline
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("%s: not a baseline file: %v", path, err)
	}
	if b.Format != BaselineFormat {
		return nil, fmt.Errorf("%s: format %q, want %q", path, b.Format, BaselineFormat)
	}
	for i, f := range b.Failures {
		if _, err := adapters.ParseLane(string(f.Lane)); err != nil || f.Case == "" {
			return nil, fmt.Errorf("%s: failures[%d]: want a case id and a lane id: %v", path, i, err)
		}
	}
	return &b, nil
}

// Gate is the CI gate's verdict on a report.
type Gate struct {
	Exit        int            // 0 or 1
	New         []Result       // gating failures the baseline does not list
	Excused     []Result       // gating failures the baseline lists
	Unexcusable []Result       // security failures, listed or not
	Stale       []KnownFailure // listed entries that no longer fail
}

// Gate applies the baseline (nil for none) to the report: exit 1 on any
// new gating failure, on any listed entry that now passes or names a case
// the corpus lacks, and on any security failure, which no baseline
// excuses; exit 0 otherwise.
func (r Report) Gate(b *Baseline) Gate {
	var g Gate
	listed := map[[2]string]KnownFailure{}
	if b != nil {
		for _, f := range b.Failures {
			listed[[2]string{f.Case, string(f.Lane)}] = f
		}
	}
	ran := map[[2]string]bool{}
	for _, res := range r.Results {
		key := [2]string{res.Case, string(res.Lane)}
		ran[key] = true
		_, isListed := listed[key]
		switch {
		case res.Unexcusable():
			g.Unexcusable = append(g.Unexcusable, res)
		case res.Gating() && isListed:
			g.Excused = append(g.Excused, res)
		case res.Gating():
			g.New = append(g.New, res)
		case isListed:
			g.Stale = append(g.Stale, listed[key])
		}
	}
	for key, f := range listed {
		if !ran[key] && !r.knows(f.Case) {
			g.Stale = append(g.Stale, f)
		}
	}
	sort.Slice(g.Stale, func(i, j int) bool {
		return g.Stale[i].Case+string(g.Stale[i].Lane) < g.Stale[j].Case+string(g.Stale[j].Lane)
	})
	if len(g.New) > 0 || len(g.Unexcusable) > 0 || len(g.Stale) > 0 {
		g.Exit = 1
	}
	return g
}

func (r Report) knows(id string) bool { return r.caseIDs[id] }

// Explain says what the gate decided and what to do: with a baseline, a
// line per finding; without one, the count of gating failures and how to
// record them.
func (g Gate) Explain(withBaseline bool) string {
	var b strings.Builder
	if !withBaseline {
		if n := len(g.New) + len(g.Unexcusable); n > 0 {
			fmt.Fprintf(&b, "%d gating failure(s), %d of them security; to adopt the suite before the host passes everything, record the rest with --update-baseline FILE and gate with --baseline FILE\n",
				n, len(g.Unexcusable))
		}
		return b.String()
	}
	for _, res := range g.Unexcusable {
		fmt.Fprintf(&b, "SECURITY  %s on %s: a security failure; no baseline can excuse it\n", res.Case, res.Lane)
	}
	for _, res := range g.New {
		fmt.Fprintf(&b, "NEW       %s on %s: %s, and the baseline does not list it\n", res.Case, res.Lane, res.Verdict)
	}
	for _, f := range g.Stale {
		fmt.Fprintf(&b, "STALE     %s on %s is listed in the baseline but does not fail: remove it from the baseline\n", f.Case, f.Lane)
	}
	if len(g.Excused) > 0 {
		fmt.Fprintf(&b, "excused   %d known failure(s) listed in the baseline\n", len(g.Excused))
	}
	return b.String()
}

// WriteBaseline writes the report's gating failures to path as a
// baseline, leaving out security failures, which it returns: the caller
// must refuse them (exit 1), since no baseline may list one.
func (r Report) WriteBaseline(path string) (refused []Result, err error) {
	b := Baseline{Format: BaselineFormat, Host: r.Host.Name + " " + r.Host.Version, Failures: []KnownFailure{}}
	for _, res := range r.Results {
		switch {
		case res.Unexcusable():
			refused = append(refused, res)
		case res.Gating():
			reason := res.Reason
			if reason == "" {
				reason = "normative mismatch: see the report's diff"
			}
			if i := strings.IndexByte(reason, '\n'); i >= 0 {
				reason = reason[:i]
			}
			b.Failures = append(b.Failures, KnownFailure{Case: res.Case, Lane: res.Lane, Reason: reason})
		}
	}
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return refused, err
	}
	return refused, os.WriteFile(path, append(data, '\n'), 0o644)
}
