package compare

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Hidden strings come from SPEC as well as from the vector (docs/ARCHITECTURE.md, "What
// the gate promises (revision 3)"). On each lane, every uri of the input
// that SPEC does not show there is hidden, whether or not the case's list
// names it: every embedded resource's uri, every uri a claim marks never,
// every MCPL reference's uri whose line SPEC does not allow, and the uri
// of every other block. What SPEC shows on a lane is what the reference
// host shows there (package reference, SPEC in Go): a uri its answer holds
// itself, such as an allowed reference line's or a text or data string of
// the server that quotes it (SPEC 5, strings stay strings: revision 4),
// may show on that lane as often, and in as many places (strings), as
// SPEC's answer shows it there, in any form, and no more (leak.Allowances);
// and so may each of its parts. A uri the case lists is a leak wherever it
// shows.

// specURIs returns the uris of the input's blocks a lane may leave
// unshown, each once, in the order the input holds them, the case's own
// hidden strings left out (they are hidden on every lane already). A uri
// shorter than leak.MinPart characters is left to the vector's own list: so
// short a string turns up by chance in a host's own words.
func (in *inputParts) specURIs(listed []string) []string {
	var out []string
	add := func(u string) {
		if utf8.RuneCountInString(u) >= leak.MinPart && !slices.Contains(out, u) && !slices.Contains(listed, u) {
			out = append(out, u)
		}
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

// escapedOf returns the escaped text of each uri of hidden (the case's own
// and SPEC's) that holds a lone surrogate: the uri as a JSON text writes
// it, looked for as a hidden string of its own (no uri of the input, so
// no vector need list it).
func (in *inputParts) escapedOf(hidden []string) []string {
	var out []string
	for _, e := range in.escaped {
		if slices.Contains(hidden, e.uri) && !slices.Contains(out, e.text) {
			out = append(out, e.text)
		}
	}
	return out
}

// freeOn returns, for each lane of want (what the reference host shows
// there), the uris of spec that lane does not hide at all: an MCPL
// reference's uri that no other block of the input carries (no embedded
// resource, claim or other block has the same uri) and whose every
// reference shows its line there (SPEC 6). Such a uri may show there any
// number of times: revision 4's count of SPEC's own strings (R4-2) is for
// a string the lane hides, which a host must never add.
func (in *inputParts) freeOn(spec []string, want map[adapters.Lane]adapters.Observation) map[adapters.Lane][]string {
	var refs []string
	for _, u := range spec {
		if in.carriedElsewhere(u) || !slices.Contains(in.references, u) {
			continue
		}
		refs = append(refs, u)
	}
	if len(refs) == 0 {
		return nil
	}
	out := map[adapters.Lane][]string{}
	for lane, obs := range want {
		strs := leak.Strings(obs, nil)
		for _, u := range refs {
			line, lines, n := refhost.ReferenceLineText(u), 0, 0
			for _, s := range strs {
				lines += strings.Count(s, line)
			}
			for _, r := range in.references {
				if r == u {
					n++
				}
			}
			if lines >= n {
				out[lane] = append(out[lane], u)
			}
		}
	}
	return out
}

// carriedElsewhere reports whether a block of the input that is no MCPL
// reference carries uri u, or the same uri: an embedded resource, a claim,
// another block.
func (in *inputParts) carriedElsewhere(u string) bool {
	for _, e := range in.embedded {
		if spec.SameURI(e, u) {
			return true
		}
	}
	for _, c := range in.claims {
		if spec.SameURI(c.s, u) {
			return true
		}
	}
	for _, b := range in.blockURIs {
		if spec.SameURI(b, u) {
			return true
		}
	}
	return false
}

// referenceObservations returns what the reference host shows of input
// on each lane it can be observed on.
func referenceObservations(input esjson.Value) map[adapters.Lane]adapters.Observation {
	out := map[adapters.Lane]adapters.Observation{}
	for _, lane := range adapters.AllLanes() {
		if obs, err := refhost.ObserveValue(lane, input); err == nil {
			out[lane] = obs
		}
	}
	return out
}

// foldedShown returns, for each lane of want (what the reference host
// shows there), the strings it shows, ASCII-folded.
func foldedShown(want map[adapters.Lane]adapters.Observation) map[adapters.Lane][]string {
	out := make(map[adapters.Lane][]string, len(want))
	for lane, obs := range want {
		strs := leak.Strings(obs, (&texts{}).parse)
		var folded []string
		for _, s := range strs {
			folded = append(folded, leak.Fold(s))
			// Structured data shows as its JSON text (SPEC 5), where a
			// string with a control is escaped: what it shows is the
			// text's strings too.
			if v, ok := jsonText(s); ok {
				for _, in := range leak.AppendStrings(nil, v) {
					folded = append(folded, leak.Fold(in))
				}
			}
		}
		out[lane] = folded
	}
	return out
}

// inFolded reports whether a string of folded (each ASCII-folded) holds
// s, ASCII case aside.
func inFolded(s string, folded []string) bool {
	f := leak.Fold(s)
	for _, x := range folded {
		if len(x) >= len(f) && strings.Contains(x, f) {
			return true
		}
	}
	return false
}

// MissingHidden returns the uris SPEC shows on none of case c's lanes that
// its hidden list does not name: strings the leak search looks for all
// the same, which the vector should list (rfc005 validate reports them).
func MissingHidden(c *vectors.Case) []string {
	input, err := esjson.Parse(c.Input)
	if err != nil {
		return nil
	}
	shown := foldedShown(referenceObservations(input))
	var out []string
	for _, u := range walkInput(input).specURIs(c.Hidden) {
		if slices.ContainsFunc(c.Hidden, func(h string) bool { return h != "" && strings.Contains(leak.Fold(u), leak.Fold(h)) }) {
			continue // listed, in other letter case or a part of it: found all the same
		}
		hidden := true
		for _, lane := range c.Lanes() {
			if inFolded(u, shown[lane]) {
				hidden = false
			}
		}
		if hidden {
			out = append(out, u)
		}
	}
	return out
}

// jsonText returns the value of s when s is the JSON text of an object or
// an array.
func jsonText(s string) (esjson.Value, bool) {
	t := strings.TrimLeft(s, " \t\n\r")
	if t == "" || t[0] != '{' && t[0] != '[' {
		return esjson.Value{}, false
	}
	v, err := esjson.ParseString(s)
	return v, err == nil
}
