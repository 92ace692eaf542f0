package compare

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
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
	// resourceImage and resourceAudio say the same of an embedded
	// resource's image or audio blob (SPEC 2.1 image, audio); without one,
	// an image or audio block the lanes show is an inline block's (SPEC 4).
	resourceImage, resourceAudio bool
	// audioEmpty and audioFull say an audio block (inline, or an embedded
	// blob) of the input has empty data, or data.
	audioEmpty, audioFull bool
	// media are the image and audio blocks' data at any depth, with the
	// marker that stands for each in structured data's copies: the stored
	// image placeholder, or the tool result's audio marker (SPEC 5 depth
	// references).
	media []mediaData
	// escaped are the uris as sent that hold a lone surrogate, each as
	// JSON.stringify writes it in a JSON text (the surrogate as a \uXXXX
	// escape), with its well formed uri (U+FFFD for the surrogate): that
	// one may be another uri's too, which SPEC shows, while the escaped
	// text is this uri's alone.
	escaped []escapedURI
	// objects are the objects of data at any depth that no rule of
	// section 2 recognises and that carry a string uri, by their path
	// from the input's root ("/data/files/0"), and path is the walk's.
	objects []dataObject
	path    []string
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
	// uris are the strings of uri members inside it (its record's), and
	// clause the rule that makes it its marker, for the no-link marker
	// (refhost.Shown's Rule): a leak of one of them cites it.
	uris   []string
	clause string
}

// walkInput returns what the checks read of input.
func walkInput(input esjson.Value) *inputParts {
	in := &inputParts{}
	data, ok := input.Get("content")
	if !ok {
		data, _ = input.Get("data")
	}
	in.contentArray = data.Kind() == esjson.Array && !slices.ContainsFunc(data.Items(), func(v esjson.Value) bool { return !spec.IsBlock(v) })
	in.empty = in.contentArray && len(data.Items()) == 0
	if data.Kind() == esjson.Object {
		in.wholeData = len(refhost.Claims(data)) > 0
		if spec.IsBlock(data) {
			s := refhost.Classify(data)
			in.wholeData = in.wholeData || s.Embedded || s.ReferenceURI() != "" || s.Source == refhost.FromMedia ||
				s.Kind == refhost.ShowsMarker && s.Marker != spec.MarkerUnsupportedBlock && s.Marker != spec.MarkerNonStringText
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
		for i, item := range v.Items() {
			in.path = append(in.path, strconv.Itoa(i))
			in.walk(item, "")
			in.path = in.path[:len(in.path)-1]
		}
		in.depth--
		return
	case esjson.Object:
	default:
		return
	}
	embedded := false
	never := ""
	if spec.IsBlock(v) {
		s := refhost.Classify(v)
		in.block(v, s)
		embedded, never = s.Embedded, s.Never
	}
	if in.inEmbedded == 0 { // revision 3: any object claims by its uri, members as written
		claims := false
		for _, sent := range refhost.ClaimsAsSent(v) {
			in.addEscaped(sent)
			if u := spec.WellFormedWTF8(sent); u != never {
				in.claims = append(in.claims, sourced{u, "SPEC 6 claims by uri"})
				claims = true
			}
		}
		if _, ok := v.GetString("uri"); ok && !spec.IsBlock(v) {
			in.objects = append(in.objects, dataObject{"/" + strings.Join(in.path, "/"), claims})
		}
		if claims {
			in.withheldFrom = append(in.withheldFrom, withheldSource{clause: clauseClaimedObject, claimed: true,
				element: in.contentArray && in.depth == 1 && spec.IsBlock(v)})
		}
	}
	if embedded {
		in.inEmbedded++
	}
	for _, m := range v.Members() {
		in.path = append(in.path, m.Name)
		in.walk(m.Value, m.Name)
		in.path = in.path[:len(in.path)-1]
	}
	for _, m := range v.Overwritten() { // what JSON.parse forgets, a claim included
		in.path = append(in.path, m.Name)
		in.walk(m.Value, m.Name)
		in.path = in.path[:len(in.path)-1]
	}
	if embedded {
		in.inEmbedded--
	}
}

// A mediaData is an image or audio block's data and the marker that
// stands for the block in structured data.
type mediaData struct{ data, marker string }

// A dataObject is an object of data that carries a string uri: where it
// is, and whether it claims its own uri.
type dataObject struct {
	path   string
	claims bool
}

// objectPlace is the place of a check that the withheld marker stands
// where the value compared holds an object at path: SPEC 5 claimed object
// when the input's object there claims its own uri, SPEC 5 hidden uri
// object when it carries a uri the lane hides; ok is false when the input
// holds no such object there (or the path is ambiguous).
func (in *inputParts) objectPlace(path string) (p place, ok bool) {
	found := -1
	for i, o := range in.objects {
		if o.path == path || strings.HasSuffix(o.path, path) {
			if found >= 0 && in.objects[found].claims != o.claims {
				return place{}, false
			}
			found = i
		}
	}
	if found < 0 {
		return place{}, false
	}
	if in.objects[found].claims {
		return place{clause: clauseClaimedObject}, true
	}
	return place{clause: clauseHiddenURIObject}, true
}

// An escapedURI is a uri holding a lone surrogate, as a JSON text writes
// it and well formed.
type escapedURI struct{ text, uri string }

// addEscaped adds the uri u as sent to in.escaped when it holds a lone
// surrogate.
func (in *inputParts) addEscaped(u string) {
	if utf8.ValidString(u) {
		return
	}
	e := escapeSurrogates(u)
	if !slices.Contains(in.escaped, e) {
		in.escaped = append(in.escaped, e)
	}
}

// escapeSurrogates returns the WTF-8 string s as a JSON text writes it
// (JSON.stringify's escapes: a lone surrogate as \uXXXX, a quote as \")
// and made well formed.
func escapeSurrogates(s string) escapedURI {
	text := esjson.EncodeRaw(esjson.RawStringValue(s))
	return escapedURI{string(text[1 : len(text)-1]), spec.WellFormedWTF8(s)}
}

// block gathers what the classifier says block v is.
func (in *inputParts) block(v esjson.Value, s refhost.Shown) {
	if s.Embedded {
		in.addEscaped(s.EmbeddedURIAsSent())
		in.embedded = append(in.embedded, s.EmbeddedURI())
		in.resourceText = in.resourceText || s.Kind == refhost.ShowsText
		in.resourceImage = in.resourceImage || s.Kind == refhost.ShowsImage
		in.resourceAudio = in.resourceAudio || s.Kind == refhost.ShowsAudio
	}
	if u := s.ReferenceURI(); u != "" {
		in.addEscaped(s.ReferenceURIAsSent())
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
	if s.Kind == refhost.ShowsAudio {
		in.audioEmpty = in.audioEmpty || s.Data == ""
		in.audioFull = in.audioFull || s.Data != ""
	}
	switch {
	case s.Kind == refhost.ShowsImage && s.Data != "":
		in.media = append(in.media, mediaData{s.Data, spec.MarkerStoredImage})
	case s.Kind == refhost.ShowsAudio && s.Data != "":
		in.media = append(in.media, mediaData{s.Data, spec.MarkerToolResultAudio})
	}
	if s.Kind == refhost.ShowsMarker {
		m := markedBlock{kind: s.Marker, inline: s.Source == refhost.FromMedia, top: in.depth == 1}
		eachString(v, contentNames, func(c string) { m.content = append(m.content, c) })
		if s.Rule != "" {
			m.clause = s.Rule
			eachString(v, []string{"uri"}, func(u string) { m.uris = append(m.uris, u) })
		}
		in.markers = append(in.markers, m)
	}
	if s.Never != "" {
		in.addEscaped(s.Never)
		clause := "SPEC 6 never claims"
		switch {
		case s.Source == refhost.FromMedia:
			clause = "SPEC 6 inline never claims"
		case !s.Embedded:
			clause = "SPEC 6 reference never claims"
		}
		in.claims = append(in.claims, sourced{s.Never, clause})
	}
	if s.Kind != refhost.ShowsMarker || s.Marker != spec.MarkerWithheld {
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
		if m.kind == spec.MarkerWithheld {
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
