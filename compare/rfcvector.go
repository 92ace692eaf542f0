package compare

import (
	"regexp"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// checkVector checks what a lane shows of a case of MCPL's RFC-005 vectors
// against the expect keys this suite maps onto its checks (README, "MCPL's
// RFC-005 vectors"); the leak check of its hidden strings is every case's.
// It returns the diff of the reference host's observation and obs.
func checkVector(f *rfcFacts, lane adapters.Lane, obs adapters.Observation, fs *findings) string {
	at := place{clause: f.v.Clause()}
	want, known := f.want[lane]
	wantShows, shows := laneShows(lane, want), laneShows(lane, obs)
	if known && lane == adapters.Render && want.Render != obs.Render {
		fs.add(at.at("rfc:render-"+want.Render, ""), ClassKind, "the render lane says %q, and SPEC says %q", obs.Render, want.Render)
	} else if known && wantShows != shows {
		fs.add(at.at("rfc:"+showing(wantShows), ""), ClassKind,
			"the lane %s the content, and SPEC %s it", showWord(shows), showWord(wantShows))
	}
	view := viewLines(obs)
	if f.v.Bounded {
		if n := shownSize(obs); n > f.bound {
			fs.add(at.at("rfc:bounded", ""), vectorClass["bounded"],
				"the lane shows %d bytes, over the display bound of %d for this input", n, f.bound)
		}
	}
	f.checkAbsent(f.v.MissingFields, shownLines(obs, nil), at, fs) // the lines a native case's check reads
	if f.v.CleanLabel {
		f.checkClean(view, at, fs)
	}
	if shows && wantShows {
		f.checkShown(want, view, at, fs)
	}
	return docDiff(observationNode(want), observationNode(obs))
}

// checkShown checks what a lane that shows the content shows (view)
// against what SPEC shows (want): the texts the vector includes, the
// mark of a cut label and the stubs.
func (f *rfcFacts) checkShown(want adapters.Observation, view []string, at place, fs *findings) {
	wantView := viewLines(want)
	for _, s := range f.v.Includes {
		if !containsLine(wantView, s) || containsLine(view, s) {
			continue // SPEC shows it not, or the lane does
		}
		if class := includeClass(f.strs, s); class == ClassProfile {
			fs.add(profilePlace(), class, "the lane does not say %q, as the reference profile does", s)
		} else {
			fs.add(at.at("rfc:includes", ""), class, "the lane does not show %q", s)
		}
	}
	if f.v.TruncationMarked && containsLine(wantView, "…") && !containsLine(view, "…") {
		fs.add(at.at("rfc:marked", ""), vectorClass["truncationMarked"], "a label longer than %d units is shown without \"…\"", reference.LabelMax)
	}
	if f.v.Stub != nil || f.v.Kind == "invalid" {
		f.checkStubs(want, view, at, fs)
	}
}

func showing(shows bool) string {
	if shows {
		return "shown"
	}
	return "refused"
}

func showWord(shows bool) string {
	if shows {
		return "shows"
	}
	return "refuses"
}

// viewLines returns the lines of every text obs shows.
func viewLines(obs adapters.Observation) []string {
	var out []string
	for _, b := range obs.Blocks {
		if b.Text != "" {
			out = append(out, strings.Split(b.Text, "\n")...)
		}
	}
	if obs.Text != nil {
		out = append(out, strings.Split(*obs.Text, "\n")...)
	}
	return out
}

// containsLine reports whether the lines of view, joined again, hold s
// (which may span lines).
func containsLine(view []string, s string) bool {
	if !strings.Contains(s, "\n") {
		for _, line := range view {
			if strings.Contains(line, s) {
				return true
			}
		}
		return false
	}
	return strings.Contains(strings.Join(view, "\n"), s)
}

// shownSize is the number of bytes of text, data and media type obs shows.
func shownSize(obs adapters.Observation) int {
	n := 0
	for _, s := range observedStrings(obs, nil) {
		n += len(s)
	}
	return n
}

// numberToken matches s where no digit, sign or decimal point goes on
// either side of it.
func numberToken(s string) *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^0-9.\-])` + regexp.QuoteMeta(s) + `(?:$|[^0-9.])`)
}

// wordToken matches s where no letter, digit or underscore runs on into
// it: "1" in "1 KB" or "(1)", not in "ref_1" or "r1".
func wordToken(s string) *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^0-9A-Za-z_])` + regexp.QuoteMeta(s) + `(?:$|[^0-9A-Za-z_])`)
}

func matchesAny(view []string, re *regexp.Regexp) bool {
	for _, line := range view {
		if re.MatchString(line) {
			return true
		}
	}
	return false
}

func firstRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// checkClean checks that no line shows a C0 or C1 control or a bidi mark
// that the input's texts, which lanes show verbatim, do not carry. A line
// break parts the view into lines (viewLines), so it is never one.
func (f *rfcFacts) checkClean(view []string, at place, fs *findings) {
	for _, line := range view {
		for _, r := range line {
			if !reference.HiddenInLabel(r) || f.inText(r) {
				continue
			}
			fs.add(at.at("rfc:clean", ""), vectorClass["cleanLabel"], "a label shows %U, which SPEC 3 removes", r)
			return
		}
	}
}

func (f *rfcFacts) inText(r rune) bool {
	for _, t := range f.texts {
		if strings.ContainsRune(t, r) {
			return true
		}
	}
	return false
}

// expects reports whether case c expects something of lane: a lane of its
// expectation, or, for a case of MCPL's RFC-005 vectors, a lane such a
// case is observed on.
func expects(c *vectors.Case, lane adapters.Lane) bool {
	if _, ok := c.Expect[lane]; ok {
		return true
	}
	return c.Vector != nil && slices.Contains(vectors.RFCLanes(), lane)
}

// checkedVector completes r, the result of a case of MCPL's RFC-005
// vectors on lane whose leak check found fs, with the vector's own checks.
// Every finding cites the vector ("RFC-005 vector 9"); the diff is the
// reference host's observation against obs, every secret masked.
func checkedVector(c *vectors.Case, p *prepared, r Result, lane adapters.Lane, obs adapters.Observation, fs findings, hays []*haystack) Result {
	var diff string
	if p.rfc != nil {
		diff = checkVector(p.rfc, lane, obs, &fs)
		if r.Leak {
			needles := p.hiddenOn(lane).shown(hays)
			var again findings
			diff = checkVector(p.rfc, lane, maskObservation(obs, needles), &again)
			maskWords(fs, again, needles)
		}
	} else {
		fs.add(place{clause: c.Vector.Clause()}, ClassContent, "the case's input is not JSON")
	}
	for i := range fs {
		fs[i].at.clause, fs[i].at.prefer = c.Vector.Clause(), nil
	}
	// A vector's diff is the reference host's observation against obs,
	// which differ in wording wherever the host's words are its own: it is
	// shown with a failed check only.
	exact := ""
	if len(fs) > 0 {
		exact = diff
	}
	return conclude(r, fs, c.Spec, diff, exact)
}
