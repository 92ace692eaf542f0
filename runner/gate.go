package runner

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/atomicfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/regularfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/suite"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// baselineFormat is the "format" of a baseline file.
const baselineFormat = "rfc005-lanes-baseline/1"

// Baseline lists a host's known failures, so a team can gate CI on the
// suite before its host passes everything. It lists a security failure
// (Result.Unexcusable) only with the link of the issue that tracks it: a
// known leak, excused and counted in every report. It records the lanes the host served when it was written: a later
// run that selects one of them and finds it no longer served fails the
// gate. A baseline written before lanes were recorded has none (Lanes
// nil), and no lane is checked against it. It records the suite's version
// and the digest of the vectors it was recorded on, so that a run on
// others can warn that its entries may name cases that changed; a
// baseline written before they were recorded has neither (both "").
type Baseline struct {
	Format   string          `json:"format"`
	Suite    string          `json:"suite,omitempty"`   // Report.Suite: the suite's version
	Vectors  string          `json:"vectors,omitempty"` // Report.Digest: "sha256:…"
	Host     string          `json:"host,omitempty"`
	Lanes    []adapters.Lane `json:"lanes,omitempty"` // served, in SPEC section 1 order
	Failures []KnownFailure  `json:"failures"`
	// Path is the file ReadBaseline read the baseline from ("" for one
	// made otherwise): the reports name it in the command that drops
	// stale entries. It is never written.
	Path string `json:"-"`
}

// KnownFailure is one case on one lane that is known to fail, and why.
// Link is the absolute http(s) URL of the issue that tracks it ("" for
// none): a security failure is excused only with one, as a known leak.
// An entry with "link": "" (as --update-baseline writes a security
// failure's when it has no link to give it) is a known leak waiting for
// its link: the gate fails on it, saying so. A security failure whose
// entry has no "link" member at all was listed as some other failure,
// and is a new one.
type KnownFailure struct {
	Case   string        `json:"case"`
	Lane   adapters.Lane `json:"lane"`
	Reason string        `json:"reason"`
	Link   string        `json:"link,omitempty"`
	linked bool          // it was read with a "link" member, even ""
}

// ReadBaseline reads a baseline file strictly: a regular file of at most
// vectors.MaxFileSize bytes holding one JSON object and nothing after it,
// with no member it does not know, every lane a lane id, every link ""
// or an absolute http(s) URL (suite.CheckLink), its suite
// printable and its vectors a digest (both may be absent, as in a
// baseline written before they were recorded). Whether its
// entries name cases and lanes of the corpus is Check's to say.
func ReadBaseline(path string) (*Baseline, error) {
	data, err := regularfile.Read(path, vectors.MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if err := esjson.CheckDepth(data, vectors.MaxDepth); err != nil {
		return nil, fmt.Errorf("%s: not a baseline file: %v", path, err)
	}
	var b Baseline
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("%s: not a baseline file: %v", path, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%s: not a baseline file: data after its object, at byte %d", path, dec.InputOffset())
	}
	if b.Format != baselineFormat {
		return nil, fmt.Errorf("%s: format %q, want %q", path, b.Format, baselineFormat)
	}
	if b.Suite != identity(b.Suite) {
		return nil, fmt.Errorf("%s: suite %q: want a suite version (printable, at most %d bytes)", path, b.Suite, maxIdentity)
	}
	if b.Vectors != "" && !isDigest(b.Vectors) {
		return nil, fmt.Errorf("%s: vectors %q: want a digest, sha256: and 64 lower-case hex digits", path, b.Vectors)
	}
	for i, l := range b.Lanes {
		if _, err := adapters.ParseLane(string(l)); err != nil {
			return nil, fmt.Errorf("%s: lanes[%d]: %v", path, i, err)
		}
	}
	for i, f := range b.Failures {
		entry := fmt.Sprintf("%s: failures[%d] (case %q, lane %q)", path, i, reporttext.Printable(f.Case), reporttext.Printable(string(f.Lane)))
		if f.Case == "" {
			return nil, fmt.Errorf("%s: the case is missing or empty: each entry names a case id, as rfc005 list prints them, and a lane id", entry)
		}
		if _, err := adapters.ParseLane(string(f.Lane)); err != nil {
			return nil, fmt.Errorf("%s: %v", entry, err)
		}
		if err := suite.CheckLink(f.Link); f.Link != "" && err != nil {
			return nil, fmt.Errorf("%s: link: %v", entry, err)
		}
	}
	b.Path = path
	return &b, nil
}

// isDigest says whether s is a vectors digest as Report.Digest holds
// one: "sha256:" and 64 lower-case hex digits.
func isDigest(s string) bool {
	hex, ok := strings.CutPrefix(s, "sha256:")
	if !ok || len(hex) != 64 {
		return false
	}
	for _, c := range hex {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// Check returns an error naming every entry of the baseline that the
// corpus cannot hold: a case it lacks, a lane its case does not observe,
// an entry listed twice. Such a baseline gates nothing reliably: the run
// refuses it before any host starts (rfc005 run exits 2). path is the
// name the errors give the file.
func (b *Baseline) Check(path string, corpus *vectors.Corpus) error {
	var problems []string
	more := 0
	// add keeps the first maxListed problems, and counts the others
	// without writing them: a baseline of 600,000 stale entries is a few
	// lines, not 600,000.
	add := func(problem func() string) {
		if len(problems) < maxListed {
			problems = append(problems, problem())
		} else {
			more++
		}
	}
	seen := map[[2]string]int{}
	for i, f := range b.Failures {
		at := func() string {
			return reporttext.Printable(fmt.Sprintf("%s: failures[%d] (%s on %s)", path, i, f.Case, f.Lane))
		}
		c, ok := corpus.Case(f.Case)
		switch {
		case !ok:
			add(func() string {
				return at() + ": the corpus has no case " + strconv.Quote(f.Case) + "; remove the entry"
			})
		case !hasLane(c.Lanes(), f.Lane):
			add(func() string {
				return fmt.Sprintf("%s: case %s observes no lane %s (it observes %s); remove the entry", at(), f.Case, f.Lane, laneList(c.Lanes(), ", "))
			})
		}
		key := [2]string{f.Case, string(f.Lane)}
		if j, dup := seen[key]; dup {
			add(func() string { return fmt.Sprintf("%s: listed already as failures[%d]; remove one", at(), j) })
		} else {
			seen[key] = i
		}
	}
	if len(problems) == 0 {
		return nil
	}
	if more > 0 {
		problems = append(problems, fmt.Sprintf("%s: and %d more problem(s) of its entries, not listed", reporttext.Printable(path), more))
	}
	return errors.New(strings.Join(problems, "\n"))
}

// maxListed is how many problems of one baseline or corpus are listed;
// the others are counted ("and 12 more").
const maxListed = 20

// Gate is the CI gate's verdict on a report: the one place the suite
// decides whether a run passes.
type Gate struct {
	Exit    int      // 0 or 1
	New     []Result // gating failures the baseline does not list
	Excused []Result // gating failures the baseline lists, security failures apart
	// Unexcusable are the security failures (Result.Unexcusable) the
	// baseline does not list: new leaks, each failing the gate.
	Unexcusable []Result
	// KnownLeaks are the security failures the baseline lists with a
	// link: excused, and counted first in every report.
	KnownLeaks []KnownLeak
	// Untracked are the security failures the baseline lists with
	// "link": "": each fails the gate until its entry has a link.
	Untracked []Result
	Stale     []KnownFailure // listed entries that no longer fail

	Coverage Coverage // what the run's score covers
	// MissingLanes are the selected lanes the host does not serve and the
	// report does not allow (Report.AllowMissing): each fails the gate.
	MissingLanes []adapters.Lane
	// AllowedMissing are the selected lanes the host does not serve that
	// the report allows: they do not fail the gate.
	AllowedMissing []adapters.Lane
	// BaselineLanes are the lanes the baseline recorded served (nil when
	// there is no baseline or it records none).
	BaselineLanes []adapters.Lane
	// LostLanes are the lanes the baseline recorded served that this run
	// selects and the host no longer serves: a regression no allowance
	// excuses.
	LostLanes []adapters.Lane
	// NothingScored says the run scored no observation (every one was
	// skipped): such a run never passes.
	NothingScored bool
	// Incomplete is the report's: a run stopped before it observed
	// everything it selected never passes.
	Incomplete *Incomplete
	// Baselined says the gate was given a baseline.
	Baselined bool
	// BaselinePath is the baseline's file (Baseline.Path), "" when
	// unknown.
	BaselinePath string
	// Command is the command line of the run, its program and arguments
	// ("rfc005", "run", "--host", …), when the caller knows it (rfc005
	// run sets it): Explain gives it, with --update-baseline added, as
	// the command that drops stale entries.
	Command []string
	// listedAsFailure are the keys of the Unexcusable the baseline lists
	// with no "link" member: as some other failure, not as leaks.
	listedAsFailure [][2]string
}

// Gate applies the baseline (nil for none) to the report: exit 1 on any
// new gating failure, on any listed entry that now passes or names a case
// the corpus lacks, on any security failure the baseline does not list
// with a link (a listed one with its link is a known leak, excused), on
// a selected lane the host does not serve unless the report allows it, on
// a lane the baseline recorded served that the host no longer serves, and
// on a run that scored nothing, and on an incomplete run; exit 0
// otherwise. Skips never make a run
// green by themselves.
func (r Report) Gate(b *Baseline) Gate {
	g := Gate{Coverage: r.Coverage(), Baselined: b != nil}
	listed := map[[2]string]KnownFailure{}
	if b != nil {
		g.BaselinePath = b.Path
		for _, f := range b.Failures {
			listed[[2]string{f.Case, string(f.Lane)}] = f
		}
	}
	ran := map[[2]string]bool{}
	for _, res := range r.Results {
		key := [2]string{res.Case, string(res.Lane)}
		ran[key] = true
		entry, isListed := listed[key]
		switch {
		case res.Unexcusable() && isListed && entry.Link != "":
			g.KnownLeaks = append(g.KnownLeaks, KnownLeak{Result: res, Link: entry.Link})
		case res.Unexcusable() && isListed && entry.linked:
			g.Untracked = append(g.Untracked, res)
		case res.Unexcusable():
			g.Unexcusable = append(g.Unexcusable, res)
			if isListed {
				g.listedAsFailure = append(g.listedAsFailure, key)
			}
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
	for _, l := range g.Coverage.LanesMissing() {
		if hasLane(r.AllowMissing, l) {
			g.AllowedMissing = append(g.AllowedMissing, l)
		} else {
			g.MissingLanes = append(g.MissingLanes, l)
		}
	}
	if b != nil && len(b.Lanes) > 0 {
		g.BaselineLanes = inLaneOrder(b.Lanes)
		for _, l := range g.BaselineLanes {
			if hasLane(g.Coverage.LanesSelected, l) && !hasLane(g.Coverage.LanesServed, l) {
				g.LostLanes = append(g.LostLanes, l)
			}
		}
	}
	g.NothingScored = g.Coverage.ObservationsScored == 0
	g.Incomplete = r.Incomplete
	if len(g.New) > 0 || len(g.Unexcusable) > 0 || len(g.Untracked) > 0 || len(g.Stale) > 0 ||
		len(g.MissingLanes) > 0 || len(g.LostLanes) > 0 || g.NothingScored || g.Incomplete != nil {
		g.Exit = 1
	}
	return g
}

// Line says what the gate decided in one line, starting with ✅, ⚠️ or ❌,
// and why: "❌ gate failed: 3 new gating failures; 1 stale baseline
// entry". A run with known leaks leads with them, never a plain pass:
// "⚠️ 12 known leaks · gate passed: nothing new fails; …" (or "❌ 12 known
// leaks · gate failed: …").
func (g Gate) Line() string {
	var why []string
	if in := g.Incomplete; in != nil {
		why = append(why, fmt.Sprintf("the run is incomplete (%s after %d of %d observations)", reporttext.Printable(in.Reason), in.Observed, in.Selected))
	}
	if g.NothingScored {
		why = append(why, "it scored nothing ("+g.Coverage.unscored()+")")
	}
	if n := len(g.Unexcusable); n > 0 {
		if g.Baselined {
			why = append(why, plural(n, "new security failure", "new security failures")+" (leak, withheld or security) the baseline does not list")
		} else {
			why = append(why, plural(n, "security failure", "security failures")+" (leak, withheld or security)")
		}
	}
	if n := len(g.Untracked); n > 0 {
		why = append(why, plural(n, "known leak", "known leaks")+` the baseline lists without a link (give each entry the "link" of the issue tracking it)`)
	}
	if n := len(g.New); n > 0 {
		if g.Baselined {
			why = append(why, plural(n, "new gating failure", "new gating failures")+" the baseline does not list")
		} else {
			why = append(why, plural(n, "gating failure", "gating failures"))
		}
	}
	if n := len(g.Stale); n > 0 {
		why = append(why, plural(n, "stale baseline entry", "stale baseline entries")+" (listed, but passing now: remove them)")
	}
	if len(g.MissingLanes) > 0 {
		why = append(why, "lanes not served: "+laneList(g.MissingLanes, ", "))
	}
	if len(g.LostLanes) > 0 {
		why = append(why, "lanes the baseline recorded served and the host no longer serves: "+laneList(g.LostLanes, ", "))
	}
	known := g.KnownLeaksLead()
	if g.Exit != 0 {
		if len(why) == 0 {
			why = append(why, "see the gate's lines")
		}
		return "❌ " + known + "gate failed: " + strings.Join(why, "; ")
	}
	line := "✅ gate passed: every gating check passed"
	switch n := len(g.Excused); {
	case known != "" && n > 0:
		line = "⚠️ " + known + "gate passed: nothing new fails; " + plural(n, "known failure", "known failures") + " excused by the baseline"
	case known != "":
		line = "⚠️ " + known + "gate passed: nothing new fails"
	case n > 0:
		line = "✅ gate passed: nothing new; " + plural(n, "known failure", "known failures") + " excused by the baseline"
	}
	if len(g.AllowedMissing) > 0 {
		line += "; not served, as allowed: " + laneList(g.AllowedMissing, ", ")
	}
	return line
}

// KnownLeaksLead is what every line that says the gate's verdict starts
// with when the baseline excuses known leaks, "12 known leaks · ", and ""
// when it excuses none.
func (g Gate) KnownLeaksLead() string {
	if n := len(g.KnownLeaks); n > 0 {
		return plural(n, "known leak", "known leaks") + " · "
	}
	return ""
}

// plural says n things: "1 stale baseline entry", "2 stale baseline
// entries".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// inLaneOrder returns lanes without repeats, in SPEC section 1 order.
func inLaneOrder(lanes []adapters.Lane) []adapters.Lane {
	var out []adapters.Lane
	for _, l := range adapters.AllLanes() {
		if hasLane(lanes, l) {
			out = append(out, l)
		}
	}
	return out
}

func (r Report) knows(id string) bool { return r.caseIDs[id] }

// Explain says what the gate decided and what to do: first the known
// leaks, by link (ExplainKnownLeaks), then what the run covers
// (ExplainCoverage), then, with a baseline, a line per finding; without
// one, the count of gating failures and how to record them.
func (g Gate) Explain(withBaseline bool) string {
	var b strings.Builder
	b.WriteString(g.ExplainKnownLeaks())
	b.WriteString(g.ExplainCoverage())
	b.WriteString(g.explainErrors())
	if !withBaseline {
		n := len(g.New) + len(g.Unexcusable)
		if _, errs := g.firstError(); n > 0 && errs < n {
			if len(g.Unexcusable) == 0 {
				fmt.Fprintf(&b, "%d gating failure(s); to adopt the suite before the host passes everything, record them with --update-baseline FILE and gate with --baseline FILE\n", n)
			} else {
				fmt.Fprintf(&b, "%d gating failure(s), %d of them security failures (leaks, withheld content, security cases), which a baseline lists only with the link of the issue tracking them; to adopt the suite before the host passes everything, record them with --update-baseline FILE --track URL and gate with --baseline FILE (docs/ci.md, \"Adopt the gate with known leaks\")\n",
					n, len(g.Unexcusable))
			}
		}
		return b.String()
	}
	for _, res := range g.Unexcusable {
		why := "new: the baseline does not list it"
		if slices.Contains(g.listedAsFailure, resultKey(res)) {
			why = `new: the baseline lists it as a known failure, not as a leak (its entry has no "link")`
		}
		fmt.Fprintf(&b, "%-9s %s on %s: %s; %s\n", strings.ToUpper(res.UnexcusableWord()), res.Case, res.Lane, res.Why(), why)
	}
	b.WriteString(g.explainUntracked())
	for _, res := range g.New {
		fmt.Fprintf(&b, "NEW       %s on %s: %s, and the baseline does not list it\n", res.Case, res.Lane, res.Verdict)
	}
	b.WriteString(g.explainStale())
	if len(g.Excused) > 0 {
		fmt.Fprintf(&b, "excused   %d known failure(s) listed in the baseline\n", len(g.Excused))
	}
	return b.String()
}

// firstError returns the first gating result that is an error (an answer
// that could not be scored), the unexcusable ones first, and how many
// gating results are errors.
func (g Gate) firstError() (first Result, n int) {
	for _, res := range append(slices.Clip(g.Unexcusable), g.New...) {
		if res.Verdict == compare.Error {
			if n == 0 {
				first = res
			}
			n++
		}
	}
	return first, n
}

// explainErrors says, when gating results are errors (a protocol error,
// a host error, a crash), to fix the host's output before anything else,
// naming the first; "" when none is. A baseline of errors would excuse
// observations no check ever saw.
func (g Gate) explainErrors() string {
	first, n := g.firstError()
	if n == 0 {
		return ""
	}
	reason, _, _ := strings.Cut(strings.TrimSpace(first.Reason), "\n")
	return fmt.Sprintf("ERRORS    %s could not be scored (protocol errors, host errors or crashes; the first: %s on %s: %s): fix the host's output first, before recording a baseline, which would excuse observations no check has seen\n",
		plural(n, "observation", "observations"), first.Case, first.Lane, oneLine(reporttext.Printable(reason), errorReasonMax))
}

// errorReasonMax is the most the gate's explanation quotes of an error's
// reason, in bytes.
const errorReasonMax = 200

// ExplainCoverage says what the gate decided about coverage, a line each:
// a run stopped before it observed everything, a run that scored nothing, selected lanes the host does not serve (with
// both ways out: narrow the run with --lanes, or allow them with
// --allow-missing-lanes), lanes the baseline recorded served that the host
// no longer serves, and missing lanes the run allows. It is "" when the
// host served every selected lane.
func (g Gate) ExplainCoverage() string {
	var b strings.Builder
	c := g.Coverage
	if in := g.Incomplete; in != nil {
		fmt.Fprintf(&b, "INCOMPLETE %s after %d of %d observations: the reports hold only those, and an incomplete run never passes\n",
			reporttext.Printable(in.Reason), in.Observed, in.Selected)
	}
	if g.NothingScored {
		fmt.Fprintf(&b, "NOTHING   this run scored 0 of %d observations (%s): a run that scores nothing never passes, whatever the flags; %s\n",
			c.ObservationsSelected, strings.Replace(c.unscored(), "observation", "one", 1), c.scoreSomething())
	}
	if len(g.MissingLanes) > 0 {
		fmt.Fprintf(&b, "LANES     the host serves %d of the %d lanes this run selects; it does not serve %s (%d observation(s) skipped, scoring nothing). ",
			len(c.LanesServed), len(c.LanesSelected), laneList(g.MissingLanes, ", "), c.Skipped())
		allow := laneList(c.LanesMissing(), ",")
		if len(c.LanesServed) > 0 {
			fmt.Fprintf(&b, "Either narrow the run to the lanes the host serves (--lanes %s) or allow the missing lanes explicitly (--allow-missing-lanes %s)\n",
				laneList(c.LanesServed, ","), allow)
		} else {
			fmt.Fprintf(&b, "Serve them, narrow the run to lanes the host serves (--lanes LIST), or allow the missing lanes explicitly (--allow-missing-lanes %s)\n", allow)
		}
	}
	if len(g.LostLanes) > 0 {
		fmt.Fprintf(&b, "LANES     the baseline recorded %s served; this run's host does not serve %s: serving fewer lanes is a regression, and no --allow-missing-lanes excuses it; serve them again, or record the lanes the host serves now with --update-baseline FILE\n",
			laneList(g.BaselineLanes, ", "), laneList(g.LostLanes, ", "))
	}
	if len(g.AllowedMissing) > 0 {
		fmt.Fprintf(&b, "allowed   the host does not serve %s, as --allow-missing-lanes allows: the score covers %d of %d lanes\n",
			laneList(g.AllowedMissing, ", "), len(c.LanesServed), len(c.LanesSelected))
	}
	return b.String()
}

// WriteBaseline writes the report's gating failures to path as a
// baseline, with the suite's version, the vectors' digest and the lanes
// the host served. An entry keeps the link the report's Baseline (the
// one it was gated on, or the file being rewritten) gives its case and
// lane; a security failure with none gets track (rfc005 run --track, ""
// for none), and with neither it is written with "link": "" and
// returned: the caller must say that the gate fails on it until its
// entry has a link.
func (r Report) WriteBaseline(path, track string) (untracked []Result, err error) {
	b := Baseline{Format: baselineFormat, Suite: r.Suite, Vectors: r.Digest,
		Host: identity(r.Host.Name) + " " + identity(r.Host.Version), Lanes: inLaneOrder(r.LanesServed)}
	links := r.Baseline.links()
	entries := []KnownFailure{}
	for _, res := range r.Results {
		if !res.Gating() && !res.Unexcusable() {
			continue
		}
		reason := res.Reason
		if reason == "" {
			reason = "normative mismatch: see the report's diff"
		}
		if i := strings.IndexByte(reason, '\n'); i >= 0 {
			reason = reason[:i]
		}
		link := links[resultKey(res)]
		if res.Unexcusable() && link == "" {
			link = track
		}
		// A security failure's entry always has a "link", "" until it is tracked.
		e := KnownFailure{Case: res.Case, Lane: res.Lane, Reason: oneLine(reporttext.Printable(reason), maxCheck), Link: link, linked: res.Unexcusable()}
		if res.Unexcusable() && link == "" {
			untracked = append(untracked, res)
		}
		entries = append(entries, e)
	}
	b.Failures = entries
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return untracked, err
	}
	return untracked, atomicfile.Write(path, append(data, '\n'), 0o644)
}

// Why says in a few words why the result is a security failure: the classes of
// its failed checks, or that it is a security case's error.
func (r Result) Why() string {
	var parts []string
	if r.Verdict == compare.Error {
		parts = append(parts, "an error")
		if r.Leak {
			parts = append(parts, "leak")
		}
	} else {
		for _, c := range r.judged().FailedClasses() {
			if c != compare.ClassProfile {
				parts = append(parts, string(c))
			}
		}
	}
	s := strings.Join(parts, ", ")
	if s == "" {
		s = "a failure"
	}
	if r.Security {
		s += " (a security case)"
	}
	return s
}
