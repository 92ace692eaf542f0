package compare

import (
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// A hidden string is a secret when SPEC withholds it (docs/ARCHITECTURE.md,
// "What the gate promises (revision 4)": class comes from SPEC, never from
// a vector's list): a uri, or a part of one (SPEC 2.1 uri never shown,
// SPEC 6); a string of an embedded resource's record, annotations or
// _meta (SPEC 2.1: never shown, in any form); a body a claim or
// disposition withholds (SPEC 2.1, 8), or the guard (SPEC 5 guard); or a
// string the input does not hold at all, which only a host that adds it
// can show. Any other string a vector lists (the text of a resource SPEC
// shows as a marker, the record under a block with a uri of its own, a
// value JSON.parse forgets) is content: a host that shows it fails the
// checks of the block that holds it, a kind or content check, never a
// leak check. The leak search looks for secrets alone; the checks of
// content shown where SPEC does not show it (checkUnshown) look for the
// rest as they came.

// secretParts are the strings of an input a hidden string may be part of
// and be a secret, each gathered at any depth, overwritten members
// included.
type secretParts struct {
	uris   []string // every string value of a member named "uri"
	record []string // the strings of an embedded resource's record, annotations and _meta, its shown contents aside
	guard  []string // the contents of an embedded resource that is the whole data, which the guard withholds
}

// newSecretParts reads input, of a case that expects lanes.
func newSecretParts(input esjson.Value, lanes []adapters.Lane) *secretParts {
	sp := &secretParts{}
	sp.walk(input, "", false)
	if data, ok := input.Get("data"); ok && slices.Contains(lanes, adapters.Guard) && spec.IsBlock(data) && refhost.Classify(data).Embedded {
		r, _ := data.Get("resource")
		for _, body := range []string{"text", "blob"} {
			if s, ok := r.GetString(body); ok {
				sp.guard = append(sp.guard, s)
			}
		}
	}
	return sp
}

// walk reads v, the value of a member called name ("" for an item or the
// whole input); record says v lies in what SPEC 2.1 never shows of an
// embedded resource.
func (sp *secretParts) walk(v esjson.Value, name string, record bool) {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		if name == "uri" {
			sp.uris = append(sp.uris, s)
		}
		if record {
			sp.record = append(sp.record, s)
		}
	case esjson.Array:
		for _, item := range v.Items() {
			sp.walk(item, "", record)
		}
	case esjson.Object:
		embedded := !record && spec.IsBlock(v) && refhost.Classify(v).Embedded
		for _, m := range v.Written() {
			switch {
			case !embedded:
				sp.walk(m.Value, m.Name, record)
			case m.Name == "annotations" || m.Name == "_meta":
				sp.walk(m.Value, m.Name, true)
			case m.Name == "resource" && m.Value.Kind() == esjson.Object:
				for _, rm := range m.Value.Written() {
					shows := rm.Name == "text" || rm.Name == "blob" || rm.Name == "mimeType"
					sp.walk(rm.Value, rm.Name, !shows)
				}
			default:
				sp.walk(m.Value, m.Name, false)
			}
		}
	}
}

// holds reports whether a string of strs holds h, ASCII case aside.
func holds(strs []string, h string) bool {
	f := leak.Fold(h)
	return slices.ContainsFunc(strs, func(s string) bool { return strings.Contains(leak.Fold(s), f) })
}

// withholds returns why SPEC withholds h, a hidden string of an input
// whose parts are in and sp, or "" when SPEC does not: h is then content
// (the text of a block SPEC shows as a marker, say).
func (sp *secretParts) withholds(in *inputParts, h string) string {
	var all, bodies []string
	for _, s := range in.strings {
		all = append(all, s.s)
	}
	for _, b := range in.withheld {
		bodies = append(bodies, b.s)
	}
	switch {
	case h == "":
		return ""
	case holds(sp.uris, h):
		return "a uri"
	case holds(bodies, h):
		return "a body a claim withholds"
	case holds(sp.guard, h):
		return "a body the guard withholds"
	case holds(sp.record, h):
		return "a string of an embedded resource's record, annotations or _meta"
	case !holds(all, h):
		return "a string the input does not hold"
	}
	return ""
}

// splitHidden splits a case's hidden strings into the secrets (SPEC
// withholds them) and the rest, which are content.
func splitHidden(in *inputParts, sp *secretParts, hidden []string) (secrets, content []string) {
	for _, h := range hidden {
		if sp.withholds(in, h) != "" {
			secrets = append(secrets, h)
		} else {
			content = append(content, h)
		}
	}
	return secrets, content
}

// NotWithheld returns the strings of case c's hidden list that SPEC does
// not withhold: content a host that shows it fails the checks of its
// block for, which the list may not name (rfc005 validate reports them).
// Each comes with what it is in the input.
func NotWithheld(c *vectors.Case) []Unwithheld {
	input, err := esjson.Parse(c.Input)
	if err != nil {
		return nil
	}
	in := walkInput(input)
	sp := newSecretParts(input, c.Lanes())
	var out []Unwithheld
	for _, h := range c.Hidden {
		if sp.withholds(in, h) == "" {
			out = append(out, Unwithheld{Hidden: h, What: in.contentWhat(h)})
		}
	}
	return out
}

// Unwithheld is a hidden string SPEC does not withhold, and what it is in
// the input ("the text of a resource block", …).
type Unwithheld struct {
	Hidden, What string
}

// contentWhat says what the string h, which SPEC does not withhold, is in
// the input: a part of a member's string, named by the member.
func (in *inputParts) contentWhat(h string) string {
	for _, s := range in.strings {
		if !strings.Contains(s.s, h) {
			continue
		}
		switch s.name {
		case "text", "blob", "data":
			return "content of a block no claim withholds (its " + s.name + ")"
		case "":
			return "a string of the data"
		}
		return "a string of a member " + quoteShort(s.name)
	}
	return "a string of the input"
}
