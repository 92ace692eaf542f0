// Package runner scores a host on a corpus: every selected case on every
// selected lane, each answer judged by the suite's judge, gathered into a
// Report that the summary, the reports (Report.Write: JSON, JUnit,
// Markdown) and the CI gate (Report.Gate) all read. Each Result says what
// a case on a lane came to (its Verdict), and for a failure which checks
// failed (Findings, each of a Class) and their root Cause.
//
//	report := runner.Run(ctx, host, corpus, runner.Selection{})
//	fmt.Print(report.Summary())
//	gate := report.Gate(baseline) // gate.Exit: 0 or 1
//	err := report.Write(file, runner.FormatJUnit)
package runner

import (
	"context"
	"fmt"
	"time"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Version is the suite's version, recorded in every report.
const Version = suite.Version

// Result is the verdict on one case on one lane, and why: what the judge
// found of the host's answer, with what the report needs of its case.
// Run keeps every result Bounded.
type Result struct {
	// Case was observed on Lane, and came to Verdict.
	Case    string
	Lane    adapters.Lane
	Verdict Verdict
	// Leak says a hidden string was shown: no baseline excuses it.
	// Rejected says the host rejected the input as invalid MCP
	// (adapters.Reject): the verdict is Rejected, or Fail when the input
	// is valid MCP or the rejection showed a hidden string; Reason is
	// the host's why.
	Leak, Rejected bool
	// Findings are the failed checks, each with its Class.
	Findings []Finding
	// Reason is what failed, a line per failed check, or the host's
	// error. Diff, for Fail and Wording, is a line diff of want and got,
	// each the observation a host sends (adapters/PROTOCOL.md) laid out
	// one member or block a line: "-" want only, "+" got only, " " both.
	Reason, Diff string
	// Cause is what the failure or error has in common with others of one
	// root cause whatever the lane; zero for a pass, a skip or a wording.
	Cause Cause

	Family   string   // the case's family: "text", "image", …
	Level    string   // the case's level: vectors.LevelMust or vectors.LevelShould
	Spec     []string // the SPEC clauses the case pins
	Security bool     // the case is a security case (Leak says a hidden string was shown)
	// Vector is the RFC-005 vector number of a case read from MCPL's
	// RFC-005 vectors (vectors.Case.Vector), 0 for any other case.
	Vector int
	// GateShould says the run gates on SHOULD checks too (--gate should):
	// a failed check of a SHOULD clause gates as a MUST one does.
	GateShould bool
	// OutOfScope says the case is listed but never observed: the result
	// is a skip whose Reason says why ("operation fetch is out of
	// scope"). It never passes, never gates and is not scored.
	OutOfScope bool
}

// judgedResult is what the judge said of an answer, as a Result of no
// case yet: the fields Result shares with compare.Result.
func judgedResult(j compare.Result) Result {
	return Result{Case: j.Case, Lane: j.Lane, Verdict: j.Verdict, Leak: j.Leak, Rejected: j.Rejected,
		Findings: j.Findings, Reason: j.Reason, Diff: j.Diff, Cause: j.Cause}
}

// judged returns the judge's part of the result, for the judge's
// readings of it (its classes and clause levels).
func (r Result) judged() compare.Result {
	return compare.Result{Case: r.Case, Lane: r.Lane, Verdict: r.Verdict, Leak: r.Leak, Rejected: r.Rejected,
		Findings: r.Findings, Reason: r.Reason, Diff: r.Diff, Cause: r.Cause}
}

// Has reports whether the result failed a check of any of classes.
func (r Result) Has(classes ...Class) bool { return r.judged().Has(classes...) }

// Gating reports whether the result fails the gate: a failed check of a
// MUST clause in a case of any level (compare.ClauseLevel), a failed
// leak or withheld check, or an error; and, under --gate should
// (GateShould), a failed check of a SHOULD clause too. Wording, skipped
// lanes and rejected input never gate.
func (r Result) Gating() bool {
	switch r.Verdict {
	case compare.Error:
		return true
	case compare.Fail:
		return r.judged().FailsAt(vectors.LevelMust, r.Level) || r.Leak || r.Has(compare.ClassLeak, compare.ClassWithheld) ||
			r.GateShould && r.judged().FailsAt(vectors.LevelShould, r.Level)
	}
	return false
}

// ShouldOnly reports whether the result is a failure of SHOULD checks
// only: one that gates only under --gate should.
func (r Result) ShouldOnly() bool { return r.judged().ShouldOnly(r.Level) }

// UnexcusableWord names why the result is a security failure
// (Unexcusable), as the reports tag it: "leak" for a hidden string shown,
// "withheld" for content SPEC withholds shown, "security" for a security
// case's other failure or error; "" when it is none. A case that is not a
// security case is never called one.
func (r Result) UnexcusableWord() string {
	switch {
	case !r.Unexcusable():
		return ""
	case r.Leak || r.Has(compare.ClassLeak):
		return "leak"
	case r.Has(compare.ClassWithheld):
		return "withheld"
	}
	return "security"
}

// Unexcusable reports whether the result is a security failure, one a
// baseline excuses only as a known leak, its entry with the link of the
// issue tracking it (Gate): a failed leak or withheld check (of a
// failure, or of an error whose answer showed a hidden string), or an
// error or gating failure of a security case other than a pure mention or
// profile failure (a marker that names its size or type in words the
// checks did not find is excusable as any failure is). The name is
// older than known leaks.
func (r Result) Unexcusable() bool {
	if r.Leak || r.Has(compare.ClassLeak, compare.ClassWithheld) {
		return true // a leak found in an erroring answer too
	}
	return r.Security && r.Gating() && !(r.Verdict == compare.Fail && r.judged().OnlyWording())
}

// Report is the outcome of one run.
type Report struct {
	Suite   string
	Host    adapters.Identity // as the reports print it: Printable, at most maxIdentity bytes each
	Command string            // the host command, or "" in process
	Digest  string            // the vector set's digest
	// Profile is what the run scored (Selection.Profile): every report
	// says it. A report of the zero value is ProfileFull's.
	Profile  Profile
	Started  time.Time
	Duration time.Duration
	// BookURL is the absolute base the text (Failures), Markdown, JUnit
	// and HTML reports resolve SPEC.md and spec-book links against, so
	// that they work outside the repository (rfc005 run --book-url;
	// by default the suite's repository at its version, as the
	// command sets). "" keeps them relative to the repository's root.
	BookURL string
	Cases   int // cases selected
	Results []Result
	// LanesSelected are the lanes the run selected: those the selected
	// cases expect something of, narrowed by Selection.Lanes, in SPEC
	// section 1 order.
	LanesSelected []adapters.Lane
	// LanesServed are the selected lanes the host declared (Host.Lanes),
	// in SPEC section 1 order. A selected lane it did not declare is
	// skipped, and fails the gate unless AllowMissing names it.
	LanesServed []adapters.Lane
	// AllowMissing are the lanes the user allows the host not to serve
	// (rfc005 run --allow-missing-lanes); the caller sets it before Gate.
	AllowMissing []adapters.Lane
	// Incomplete says why the run stopped before it had observed every
	// selected case on every selected lane (its context was cancelled: a
	// signal, a deadline); nil when it observed them all. An incomplete
	// report holds the results of what was observed, and never passes
	// the gate.
	Incomplete *Incomplete
	// Label tells this run's host apart from others in side-by-side
	// reports and badge file names (rfc005 run --name); "" lets the
	// reports use the host's name.
	Label string
	// Baseline is the baseline the run is gated on (nil for none); the
	// caller sets it before writing the reports, which then say what the
	// gate decided: excused failures, stale entries, the gate's line.
	Baseline *Baseline
	// MarkdownLimit is the most bytes Write writes of the Markdown
	// report (FormatMarkdown): 0 for 64,000, a CI job summary's room;
	// under 8 KiB is taken as 8 KiB.
	MarkdownLimit int
	caseIDs       map[string]bool // every case of the corpus, selected or not
}

// Incomplete is why a run stopped early, and how far it got.
type Incomplete struct {
	Reason   string // "interrupted by SIGINT", "the --deadline of 10m0s passed"
	Observed int    // observations with a result
	Selected int    // observations the run selected
}

// Options are what Run does besides observing.
type Options struct {
	// Progress, when set, is called before the first observation and
	// after each one with how far the run got; never twice at once, and
	// always on RunWith's goroutine.
	Progress func(Progress)
	// Jobs is how many observations are made at once; 0 or 1 is one at a
	// time. Above 1, h's Observe is called from Jobs goroutines at once,
	// and must be safe for it: a pool.Pool of Jobs hosts observes with
	// them all, lending each case to one member. Each case's lanes are
	// observed in order by one goroutine, and the results are in corpus
	// order whatever the number of jobs: a deterministic host gets the
	// same report.
	Jobs int
	// GateShould gates on failed SHOULD checks too (rfc005 run --gate
	// should): each result's GateShould is set.
	GateShould bool
}

// Progress is how far a run got.
type Progress struct {
	Observed int // observations with a result
	Selected int // observations the run selected
	Failed   int // results so far that gate: failures and errors
	// Slowest is the slowest observation so far ("<case> on <lane>"),
	// and SlowestTime how long its host took to answer.
	Slowest     string
	SlowestTime time.Duration
}

// Run observes every selected case of corpus on every selected lane it
// expects something of, through h, and scores each answer. An answer of
// {"unsupported":true} is a skip on a lane the host did not declare, and
// an error on a lane it did: a host must serve what its hello promises.
//
// When ctx is cancelled, Run stops: every observation in flight, unless
// it was answered, is left out (with the lanes of its case after it), and
// the report is marked Incomplete with context.Cause(ctx) as the reason;
// it holds every observation answered, in corpus order. Every result is
// kept Bounded: never the observation itself, at most a few tens of KiB
// of its words.
func Run(ctx context.Context, h adapters.Host, corpus *vectors.Corpus, sel Selection) Report {
	return RunWith(ctx, h, corpus, sel, Options{})
}

// RunWith is Run with options.
func RunWith(ctx context.Context, h adapters.Host, corpus *vectors.Corpus, sel Selection, opt Options) Report {
	id := h.Identity()
	r := Report{Suite: Version, Host: adapters.Identity{Name: identity(id.Name), Version: identity(id.Version)},
		Digest: corpus.Digest, Profile: Profile(sel.Profile.Name()), Started: time.Now(), caseIDs: map[string]bool{}}
	declared := map[adapters.Lane]bool{}
	for _, l := range h.Lanes() {
		declared[l] = true
	}
	selected := map[adapters.Lane]bool{}
	total := 0
	var jobs []job
	for _, c := range corpus.Cases {
		r.caseIDs[c.ID] = true
		if !sel.Takes(c) {
			continue
		}
		r.Cases++
		j := job{c: c}
		for _, lane := range c.Lanes() {
			if sel.takesLane(lane) {
				selected[lane] = true
				j.lanes = append(j.lanes, lane)
			}
		}
		total += len(j.lanes)
		if len(j.lanes) > 0 {
			jobs = append(jobs, j)
		}
	}
	for _, l := range adapters.AllLanes() {
		if selected[l] {
			r.LanesSelected = append(r.LanesSelected, l)
			if declared[l] {
				r.LanesServed = append(r.LanesServed, l)
			}
		}
	}
	var prog Progress
	prog.Selected = total
	progress := func() {
		if opt.Progress != nil {
			opt.Progress(prog)
		}
	}
	progress()
	r.Results = observeJobs(ctx, h, declared, jobs, opt.Jobs, opt.GateShould, func(a answer) {
		prog.Observed++
		if a.res.Gating() {
			prog.Failed++
		}
		if a.took > prog.SlowestTime {
			prog.Slowest, prog.SlowestTime = jobs[a.job].c.ID+" on "+string(a.res.Lane), a.took
		}
		progress()
	})
	if len(r.Results) < total {
		reason := "stopped"
		if cause := context.Cause(ctx); cause != nil {
			reason = cause.Error()
		}
		r.Incomplete = &Incomplete{Reason: reason, Observed: len(r.Results), Selected: total}
	}
	r.Duration = time.Since(r.Started)
	return r
}

// unsupportedButDeclared is the reason of the error a host earns by
// answering {"unsupported":true} on a lane its hello declared.
func unsupportedButDeclared(lane adapters.Lane) string {
	return fmt.Sprintf(`the host declared %s in its hello but answered {"unsupported":true}; serve the lane or leave it out of the hello`, lane)
}

// Counts are the tallies of a report.
type Counts struct {
	Observations int // results, skipped included
	Pass         int
	Wording      int
	Fail         int
	Error        int
	Skip         int // skipped lanes, out-of-scope results not included
	// Rejected are the observations whose input, not valid MCP, the host
	// rejected (compare.Rejected): neither passed nor failed, not scored.
	Rejected int
	// OutOfScope are the results of cases out of scope (Result.OutOfScope):
	// skips of their own, never passed, never scored.
	OutOfScope int
	Should     int // failures of SHOULD checks only, which gate only under --gate should
	Leaks      int // results that showed a hidden string
}

// Count tallies the report.
func (r Report) Count() Counts {
	var c Counts
	for _, res := range r.Results {
		c.Observations++
		switch res.Verdict {
		case compare.Pass:
			c.Pass++
		case compare.Wording:
			c.Wording++
		case compare.Fail:
			c.Fail++
			if res.ShouldOnly() {
				c.Should++
			}
		case compare.Error:
			c.Error++
		case compare.Rejected:
			c.Rejected++
		case compare.Skip:
			if res.OutOfScope {
				c.OutOfScope++
			} else {
				c.Skip++
			}
		}
		if res.Leak {
			c.Leaks++
		}
	}
	return c
}

// Scored is the number of observations scored: all but the skipped,
// those out of scope and those rejected as invalid MCP. A rejection of
// input that is not valid MCP is neither right nor wrong of an MCP host:
// it counts for no score, as a skipped lane does.
func (c Counts) Scored() int { return c.Observations - c.Skip - c.OutOfScope - c.Rejected }

// NormativeScore is the share of scored observations that passed every
// normative check.
func (c Counts) NormativeScore() float64 { return ratio(c.Pass+c.Wording, c.Scored()) }

// WordingScore is the share of scored observations whose text is the
// reference profile's exact wording.
func (c Counts) WordingScore() float64 { return ratio(c.Pass, c.Scored()) }

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}
