package compare

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// specHidden returns the uris of the input that SPEC shows on none of the
// lanes of the case (DESIGN, "What the gate promises (revision 3)": hidden
// strings come from SPEC as well as from the vector): every embedded
// resource's uri, every uri a claim marks never, every MCPL reference's
// uri whose line SPEC does not allow, and the uri of every other block,
// each once, in the order the input holds them. shown are the strings
// SPEC shows on the case's lanes; a uri one of them holds (ASCII case
// aside), such as a reference line's or a text that quotes it, is not
// hidden. A uri shorter than minPart characters is left to the vector's
// own list: so short a string turns up by chance in a host's own words.
func (in *inputParts) specHidden(shown []string) []string {
	var out []string
	add := func(u string) {
		if utf8.RuneCountInString(u) < minPart || slices.Contains(out, u) || shownFolded(u, shown) {
			return
		}
		out = append(out, u)
	}
	for _, u := range in.embedded {
		add(u)
	}
	for _, c := range in.claims {
		add(c.s)
	}
	for _, u := range in.references {
		add(u)
	}
	for _, u := range in.blockURIs {
		add(u)
	}
	return out
}

// shownFolded reports whether a string of shown holds s, ASCII case aside.
func shownFolded(s string, shown []string) bool {
	f := asciiLower(s)
	for _, x := range shown {
		if len(x) >= len(s) && strings.Contains(asciiLower(x), f) {
			return true
		}
	}
	return false
}

func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}

// specShown returns the strings SPEC shows of case c on its lanes: those
// of its expectations, or, for a case of MCPL's RFC-005 vectors, which has
// none, those of what the reference host shows (f.want).
func specShown(c *vectors.Case, f *rfcFacts, tx *texts) []string {
	var out []string
	if f != nil {
		for _, lane := range vectors.RFCLanes() {
			if obs, ok := f.want[lane]; ok {
				out = append(out, observedStrings(obs, nil)...)
			}
		}
		return out
	}
	for _, lane := range adapters.AllLanes() {
		if want, ok := c.Expect[lane]; ok {
			out = append(out, expectedStrings(want, tx)...)
		}
	}
	return out
}

// MissingHidden returns the uris SPEC never shows on case c's lanes that
// its hidden list does not name: strings the leak search looks for all
// the same, which the vector should list (rfc005 validate reports them).
func MissingHidden(c *vectors.Case) []string {
	var out []string
	for _, u := range Prepare(c).s.specHidden {
		if !slices.Contains(c.Hidden, u) {
			out = append(out, u)
		}
	}
	return out
}
