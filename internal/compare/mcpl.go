package compare

import (
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/diff"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// The checks of a case of MCPL's RFC-005 vectors that have no native form
// (README, "MCPL's RFC-005 vectors"): each reads what a lane shows in the
// host's own words against what the reference host shows of the same
// input (the lane shows or refuses the content, the display bound,
// includes, a cut label's mark, clean labels, stubs and a block that is
// no reference). The case's hidden strings are every case's leak check
// (check.go) and its missingFields the field-rule check every case has
// (fields.go), run here in its place among the vector's checks; every
// finding cites the vector.

// checkedVector completes r, the result of a case of MCPL's RFC-005
// vectors on lane whose leak check found fs, with the vector's own checks.
// Every finding cites the vector ("RFC-005 vector 9"); the diff is the
// reference host's observation against obs, every secret masked.
func checkedVector(c *vectors.Case, p *prepared, r Result, lane adapters.Lane, obs adapters.Observation, fs findings, hays []*leak.Haystack) Result {
	var refDiff string
	if p.rfc != nil {
		refDiff = checkVector(p.rfc, lane, obs, &fs)
		if r.Leak {
			needles := p.hiddenOn(lane).Shown(hays)
			var again findings
			refDiff = checkVector(p.rfc, lane, leak.MaskObservation(obs, needles), &again)
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
		exact = refDiff
	}
	return conclude(r, fs, c.Spec, refDiff, exact)
}

// checkVector checks what a lane shows of a case of MCPL's RFC-005 vectors
// against the expect keys this suite maps onto its checks (README, "MCPL's
// RFC-005 vectors"); the leak check of its hidden strings is every case's.
// It returns the diff of the reference host's observation and obs.
func checkVector(f *rfcFacts, lane adapters.Lane, obs adapters.Observation, fs *findings) string {
	at := place{clause: f.v.Clause()}
	want, known := f.want[lane]
	wantShows, shows := laneShows(lane, want), laneShows(lane, obs)
	if known && lane == adapters.Render && want.Render != obs.Render {
		fs.add(at.at("rfc:render-"+want.Render, renderGot(obs.Render)), ClassKind, "the render lane says %q, and SPEC says %q", obs.Render, want.Render)
	} else if known && wantShows != shows {
		fs.add(at.at("rfc:"+showing(wantShows), showing(shows)), ClassKind,
			"the lane %s the content, and SPEC %s it", showWord(shows), showWord(wantShows))
	}
	view := viewLines(obs)
	if f.v.Bounded {
		if n := shownSize(obs); n > f.bound {
			fs.add(at.at("rfc:bounded", "over-bound"), vectorClass["bounded"],
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
	return diff.Of(diff.Observation(want), diff.Observation(obs))
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
			fs.add(at.at("rfc:includes", kindNothing), class, "the lane does not show %q", s)
		}
	}
	if f.v.TruncationMarked && containsLine(wantView, "…") && !containsLine(view, "…") {
		fs.add(at.at("rfc:marked", "cut-unmarked"), vectorClass["truncationMarked"], "a label longer than %d units is shown without \"…\"", spec.LabelMax)
	}
	if f.v.Stub != nil || f.v.Kind == "invalid" {
		f.checkStubs(want, view, at, fs)
	}
}

// renderGot is the Cause.Got of a render lane that says render, what
// SPEC does not: "render-" and the outcome, or "other-render" for one the
// protocol does not name.
func renderGot(render string) string {
	switch render {
	case adapters.RenderShown, adapters.RenderRefused, adapters.RenderNothing:
		return "render-" + render
	}
	return "other-render"
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

// shownSize is the number of bytes of text, data and media type obs shows.
func shownSize(obs adapters.Observation) int {
	n := 0
	for _, s := range leak.Strings(obs, nil) {
		n += len(s)
	}
	return n
}

// checkClean checks that no line shows a C0 or C1 control or a bidi mark
// that the input's texts, which lanes show verbatim, do not carry. A line
// break parts the view into lines (viewLines), so it is never one.
func (f *rfcFacts) checkClean(view []string, at place, fs *findings) {
	for _, line := range view {
		for _, r := range line {
			if !spec.HiddenInLabel(r) || f.inText(r) {
				continue
			}
			fs.add(at.at("rfc:clean", "control-or-bidi"), vectorClass["cleanLabel"], "a label shows %U, which SPEC 3 removes", r)
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

// checkStubs checks the references a lane shows against what SPEC shows
// (want, the reference host's observation): with stub true, at least a
// stub with its own id for each stub SPEC shows, and a stub or the uri
// for each uri line (showing the uri is a MAY of RFC-005); with stub false
// or kind "invalid", no more stubs than SPEC shows references, and with
// kind "invalid" no line naming the uri of the block that is no reference.
func (f *rfcFacts) checkStubs(want adapters.Observation, view []string, at place, fs *findings) {
	wantStubs, wantLines := referenceCounts(want)
	ids := map[string]bool{}
	stubLines, uriLines := 0, 0
	for _, line := range view {
		if f.namesURI(line) {
			uriLines++
			continue
		}
		if f.inInput(line) {
			continue // a text the input carries, shown as sent
		}
		found := f.stubIDs(line)
		if len(found) == 0 {
			continue
		}
		stubLines++
		for _, id := range found {
			ids[id] = true
		}
	}
	stubs := len(ids)
	if f.v.Stub != nil && *f.v.Stub && (stubs < wantStubs || stubs+uriLines < wantStubs+wantLines) {
		fs.add(at.at("rfc:stub", "too-few-stubs"), vectorClass["stub"],
			"the lane shows %s with distinct ids and %s; SPEC shows %s and %s",
			count(stubs, "reference stub"), count(uriLines, "uri line"), count(wantStubs, "stub"), count(wantLines, "uri line"))
	}
	if (f.v.Stub != nil && !*f.v.Stub || f.v.Kind == "invalid") && stubLines > wantStubs+wantLines {
		fs.add(at.at("rfc:no-stub", "stub"), vectorClass["stub"],
			"the lane shows %s, and SPEC shows %s", count(stubLines, "reference stub"), count(wantStubs+wantLines, "reference"))
	}
	if f.v.Kind == "invalid" {
		for _, uri := range f.invalid {
			start := firstRunes(uri, 64)
			if f.inOtherInput(start, uri) {
				start = uri
			}
			if containsLine(view, start) {
				fs.add(at.at("rfc:invalid-uri", "uri"), vectorClass["kind"],
					"the lane shows the uri of a block that is no reference (%q)", diff.Abbreviate(start))
				break
			}
		}
	}
}

// namesURI reports whether line shows the uri of a reference of the input.
func (f *rfcFacts) namesURI(line string) bool {
	for _, r := range f.refs {
		if r.uri != "" && strings.Contains(line, r.uri) {
			return true
		}
	}
	return false
}

// count says n things: "1 stub", "2 stubs".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}
