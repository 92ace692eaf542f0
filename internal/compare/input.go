package compare

import (
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
)

// inputParts is what the checks read of an input beyond its expectation,
// walked once per case: what refhost.Classify says each block at any
// depth is, gathered.
type inputParts struct {
	embedded   []string // embedded resources' uris
	references []string // MCPL references' uris
	refs       []rfcRef // MCPL references, with their members as sent
	// blockURIs are the string uris of the blocks that are no MCPL
	// reference: a resource block whose uri is too long to make one, an
	// inline image with a uri, any other block with a uri member.
	blockURIs []string
	claims    []sourced
	withheld  []sourced // bodies SPEC withholds
	// markers are the blocks at any depth that show as a marker, in the
	// order the input holds them.
	markers []markedBlock
	strings []named // every string at any depth, with its member's name
	// withheldFrom are the clauses of what shows the withheld marker, in
	// the order the input holds it (withheldSource).
	withheldFrom []withheldSource
	// contentArray says the data the tool-result lanes take (the input's
	// content, else its data) is a content array (SPEC 5), and empty that
	// it is [], wholeData that it is an object section 5 replaces by a
	// text (SPEC 5 whole data).
	contentArray, empty, wholeData bool
	// resourceText says an embedded resource of the input shows its text
	// (SPEC 2.1 text); without one, a text the lanes show is a text
	// block's or data's, section 4's and 5's.
	resourceText bool
	// inEmbedded counts the embedded resources the walk is inside, and
	// depth the arrays (a content array is 1).
	inEmbedded, depth int
}

// A withheldSource is what shows the withheld marker: the clause that
// withholds it, and whether it is an object's own claim (SPEC 5 claimed
// object), which only the lanes showing objects replace, and then whether
// it is a block of a content array (SPEC 5 claimed object in script).
type withheldSource struct {
	clause           string
	claimed, element bool
}

// A markedBlock is a block that shows as a marker: the marker's id,
// whether the block is an inline image or audio block, whether it is an
// element of the input's content array itself, and its content strings
// (text, blob and data at any depth): content SPEC replaces.
type markedBlock struct {
	kind        string
	inline, top bool
	content     []string
}

// walkInput returns what the checks read of input.
func walkInput(input esjson.Value) *inputParts {
	in := &inputParts{}
	data, ok := input.Get("content")
	if !ok {
		data, _ = input.Get("data")
	}
	in.contentArray = data.Kind() == esjson.Array && !slices.ContainsFunc(data.Items(), func(v esjson.Value) bool { return !refhost.IsBlock(v) })
	in.empty = in.contentArray && len(data.Items()) == 0
	if data.Kind() == esjson.Object {
		in.wholeData = len(refhost.Claims(data)) > 0
		if refhost.IsBlock(data) {
			s := refhost.Classify(data)
			in.wholeData = in.wholeData || s.Embedded || s.ReferenceURI() != "" || s.Source == refhost.FromMedia ||
				s.Kind == refhost.ShowsMarker && s.Marker != refhost.MarkerUnsupportedBlock && s.Marker != refhost.MarkerNonStringText
		}
	}
	in.walk(input, "")
	return in
}

// sourced is a string with the clause that makes it what it is.
type sourced struct {
	s, clause string
}

type named struct {
	name, s string
}

// walk reads v, the value of a member called name ("" for an item or the
// whole input), at any depth. What a block is (embedded resource,
// reference, claim, withheld content) is refhost.Classify's answer, the
// one classifier every lane reads; walk only gathers the strings.
func (in *inputParts) walk(v esjson.Value, name string) {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		in.strings = append(in.strings, named{name, s})
		return
	case esjson.Array:
		in.depth++
		for _, item := range v.Items() {
			in.walk(item, "")
		}
		in.depth--
		return
	case esjson.Object:
	default:
		return
	}
	embedded := false
	never := ""
	if refhost.IsBlock(v) {
		s := refhost.Classify(v)
		in.block(v, s)
		embedded, never = s.Embedded, s.Never
	}
	if in.inEmbedded == 0 { // revision 3: any object claims by its uri, members as written
		claims := false
		for _, u := range refhost.Claims(v) {
			if u != never {
				in.claims = append(in.claims, sourced{u, "SPEC 6 claims by uri"})
				claims = true
			}
		}
		if claims {
			in.withheldFrom = append(in.withheldFrom, withheldSource{clause: clauseClaimedObject, claimed: true,
				element: in.contentArray && in.depth == 1 && refhost.IsBlock(v)})
		}
	}
	if embedded {
		in.inEmbedded++
	}
	for _, m := range v.Members() {
		in.walk(m.Value, m.Name)
	}
	for _, m := range v.Overwritten() { // what JSON.parse forgets, a claim included
		in.walk(m.Value, m.Name)
	}
	if embedded {
		in.inEmbedded--
	}
}

// block gathers what the classifier says block v is.
func (in *inputParts) block(v esjson.Value, s refhost.Shown) {
	if s.Embedded {
		in.embedded = append(in.embedded, s.EmbeddedURI())
		in.resourceText = in.resourceText || s.Kind == refhost.ShowsText
	}
	if u := s.ReferenceURI(); u != "" {
		in.references = append(in.references, u)
		if in.inEmbedded == 0 { // a reference inside a record shows on no lane
			r := rfcRef{uri: u, members: map[string]esjson.Value{}}
			for _, m := range v.Members() {
				r.members[m.Name] = m.Value
			}
			in.refs = append(in.refs, r)
		}
	} else if u, ok := v.GetString("uri"); ok && u != "" {
		in.blockURIs = append(in.blockURIs, u)
	}
	if s.Kind == refhost.ShowsMarker {
		m := markedBlock{kind: s.Marker, inline: s.Source == refhost.FromMedia, top: in.depth == 1}
		eachContent(v, func(c string) { m.content = append(m.content, c) })
		in.markers = append(in.markers, m)
	}
	if s.Never != "" {
		clause := "SPEC 6 never claims"
		switch {
		case s.Source == refhost.FromMedia:
			clause = "SPEC 6 inline never claims"
		case !s.Embedded:
			clause = "SPEC 6 reference never claims"
		}
		in.claims = append(in.claims, sourced{s.Never, clause})
	}
	if s.Kind != refhost.ShowsMarker || s.Marker != refhost.MarkerWithheld {
		return
	}
	if s.Source == refhost.FromMedia {
		data, _ := v.GetString("data")
		in.withheld = append(in.withheld, sourced{data, "SPEC 8 inline data claim"})
		in.withheldFrom = append(in.withheldFrom, withheldSource{clause: "SPEC 8 inline data claim"})
		return
	}
	clause := "SPEC 2.1 disposition on block"
	if !v.Has("disposition") {
		clause = "SPEC 2.1 disposition on resource"
	}
	in.withheldFrom = append(in.withheldFrom, withheldSource{clause: clause})
	r, _ := v.Get("resource")
	for _, body := range []string{"text", "blob"} {
		if b, ok := r.GetString(body); ok {
			in.withheld = append(in.withheld, sourced{b, clause})
		}
	}
}

// withheldBody reports whether s is content SPEC withholds under a claim
// or disposition: inside the body of a withheld block.
func (in *inputParts) withheldBody(s string) bool {
	for _, b := range in.withheld {
		if strings.Contains(b.s, s) {
			return true
		}
	}
	return false
}

// markerOf returns the id of the marker that stands for the block whose
// content holds s, or "" (a withheld block's content is withheldBody's).
func (in *inputParts) markerOf(s string) string {
	for _, m := range in.markers {
		if m.kind == refhost.MarkerWithheld {
			continue
		}
		for _, c := range m.content {
			if strings.Contains(c, s) {
				return m.kind
			}
		}
	}
	return ""
}
