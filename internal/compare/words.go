package compare

import (
	"regexp"
	"strings"
)

// How a host's own words are read: a line that reads as a reference stub,
// and the tokens and lines the field-rule check (fields.go) and MCPL's
// vector checks (mcpl.go) look for in what a lane shows.

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

// stubIDs returns the ids line carries when it reads as a stub: with the
// references' names, media types and sizes taken out, it still names a
// reference and carries an id.
func (f *refFacts) stubIDs(line string) []string {
	line = f.withoutFields(line)
	line = sizeWord.ReplaceAllString(line, " ")
	at := stubID.FindAllStringIndex(line, -1)
	if len(at) == 0 || !readsAsStub(line, withoutSpans(line, at)) {
		return nil
	}
	ids := make([]string, len(at))
	for i, a := range at {
		ids[i] = line[a[0]:a[1]]
	}
	return ids
}

// withoutSpans returns line with each of the spans at (in order, apart)
// replaced by a space: stubID.ReplaceAllString(line, " ") for the spans
// stubID finds, without reading the line again (a host's line may be
// megabytes).
func withoutSpans(line string, at [][]int) string {
	var b strings.Builder
	b.Grow(len(line))
	from := 0
	for _, a := range at {
		b.WriteString(line[from:a[0]])
		b.WriteByte(' ')
		from = a[1]
	}
	b.WriteString(line[from:])
	return b.String()
}

// readsAsStub reports whether a line (with what the references' fields
// and sizes say taken out; rest is the line with its ids taken out too,
// withoutSpans) reads as a reference stub by its words, not by an id-like
// token in it (docs/ARCHITECTURE.md, "What the gate promises (revision 3)"):
// with its ids taken out too, it says "ref", "link", "claimed" or another
// of stubWord's words, or nothing at all ("[ref_1]"), and it does not say
// what a withheld marker says. "[ref_1] inline content withheld (…)" is a
// withheld marker in a host's own words.
func readsAsStub(line, rest string) bool {
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

func matchesAny(view []string, re *regexp.Regexp) bool {
	for _, line := range view {
		if re.MatchString(line) {
			return true
		}
	}
	return false
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

func firstRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}
