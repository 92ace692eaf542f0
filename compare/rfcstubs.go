package compare

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// A stub is recognised in a host's own words (README, "MCPL's RFC-005
// vectors"): a line the input does not carry, naming no reference's uri,
// that carries an id once the references' names, media types and sizes are
// taken out and reads as a stub by its words (readsAsStub). An id is a word
// with a digit ("ref_1", "7", "r2d2") or letters joined to more by "_"
// ("ref_a").
var (
	stubWord = regexp.MustCompile(`(?i)ref|link|ur[il]|att|file|resource|handle|claim|\bid\b`)
	stubID   = regexp.MustCompile(`[A-Za-z0-9]*[0-9][A-Za-z0-9_-]*|[A-Za-z]+_[A-Za-z0-9]+`)
	sizeWord = regexp.MustCompile(`(?i)~?[0-9]+(?:[.,][0-9]+)?\s?(?:[kmgtp]i?b|b|bytes?|octets?)\b`)
)

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
		fs.add(at.at("rfc:stub", ""), vectorClass["stub"],
			"the lane shows %s with distinct ids and %s; SPEC shows %s and %s",
			count(stubs, "reference stub"), count(uriLines, "uri line"), count(wantStubs, "stub"), count(wantLines, "uri line"))
	}
	if (f.v.Stub != nil && !*f.v.Stub || f.v.Kind == "invalid") && stubLines > wantStubs+wantLines {
		fs.add(at.at("rfc:no-stub", ""), vectorClass["stub"],
			"the lane shows %s, and SPEC shows %s", count(stubLines, "reference stub"), count(wantStubs+wantLines, "reference"))
	}
	if f.v.Kind == "invalid" {
		for _, uri := range f.invalid {
			start := firstRunes(uri, 64)
			if f.inOtherInput(start, uri) {
				start = uri
			}
			if containsLine(view, start) {
				fs.add(at.at("rfc:invalid-uri", ""), vectorClass["kind"],
					"the lane shows the uri of a block that is no reference (%q)", abbreviate(start))
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

// stubIDs returns the ids line carries when it reads as a stub: with the
// references' names, media types and sizes taken out, it still names a
// reference and carries an id.
func (f *refFacts) stubIDs(line string) []string {
	line = f.withoutFields(line)
	line = sizeWord.ReplaceAllString(line, " ")
	ids := stubID.FindAllString(line, -1)
	if len(ids) == 0 || !readsAsStub(line) {
		return nil
	}
	return ids
}

// readsAsStub reports whether a line (with what the references' fields
// and sizes say taken out) reads as a reference stub by its words, not by
// an id-like token in it (DESIGN, "What the gate promises (revision 3)"):
// with its ids taken out too, it says "ref", "link", "claimed" or another
// of stubWord's words, or nothing at all ("[ref_1]"), and it does not say
// what a withheld marker says. "[ref_1] inline content withheld (…)" is a
// withheld marker in a host's own words.
func readsAsStub(line string) bool {
	rest := stubID.ReplaceAllString(line, " ")
	if withheldWords.MatchString(rest) {
		return false
	}
	if stubWord.MatchString(rest) {
		return true
	}
	// Nothing but an id, in brackets: "[ref_1]", "(r2)".
	t := strings.TrimSpace(line)
	return strings.Trim(rest, stubPunct) == "" && (strings.HasPrefix(t, "[") || strings.HasPrefix(t, "("))
}

// stubPunct is what a stub may wrap its id in: "[ref_1]", "(r2):".
const stubPunct = " \t[](){}<>:;,.-—–#*\"'`"

// withheldWords are the words of a withheld marker, in SPEC 3's wording
// and in a host's own: what a reference stub never says.
var withheldWords = regexp.MustCompile(`(?i)withh[eo]ld|disposition`)

// count says n things: "1 stub", "2 stubs".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// rfcCauses say, for each check of a vector case, what its failure has in
// common on every lane (Cause.String).
var rfcCauses = map[string]string{
	"rfc:shown":          "the lane refuses content SPEC shows",
	"rfc:refused":        "the lane shows content SPEC refuses",
	"rfc:render-shown":   "the render lane does not render content SPEC renders",
	"rfc:render-refused": "the render lane does not refuse content SPEC refuses (a reference never renders as itself)",
	"rfc:render-nothing": "the render lane does not say nothing happened for content SPEC takes for visibly empty",
	"rfc:bounded":        "the lane shows more than the display bound of the input",
	"rfc:includes":       "text of the input the vector includes is left out",
	"rfc:marked":         "a label cut for display is not marked with \"…\"",
	"rfc:missing-field":  "a reference's field that SPEC 6 leaves out (invalid) is shown, whole, cut or coerced",
	"rfc:clean":          "a label shows a control character or a bidi mark",
	"rfc:stub":           "a reference is not shown by a stub carrying its own id (or its uri line, where SPEC allows it)",
	"rfc:no-stub":        "a stub is shown where SPEC shows no reference",
	"rfc:invalid-uri":    "the uri of a block that is no reference (its uri is too long) is shown",
}
