package gen

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// The areas revision 4 of SPEC opened (R4-n of the shared revision 4, the
// "Decided (revision 4)" paragraphs of SPEC.md), each made a scene as
// revision 3's are: the values that turn a rule on, beside what shows the
// difference (a reference whose line shows unless the uri is hidden, an
// object kept as it came unless it carries a hidden uri).
//
// A scene is woven into an input after revision 3's generator has made it,
// from a random stream of its own (build), so that an input no scene is
// woven into stays byte for byte what it was.

// The areas rev4Scene makes scenes of, in the order of its weights.
const (
	area4HiddenObject = iota // R4-1: objects carrying a uri an embedded resource or a claim hides
	area4Octets              // R4-3: escapes of UTF-8 octets, Latin-1 escapes, lone surrogates
	area4InlineURI           // R4-7, R4-4: inline blocks' uris "", null, 42 or written twice
	area4Overwritten         // R4-6: overwritten resource objects, a top-level uri written twice
	area4Elements            // R4-8: content elements that are no block, types made labels (content only)
	area4WholeData           // R4-10: the whole data a text (data only)
	area4Spelled             // R4-2: strings that spell a hidden uri exactly
	numAreas4
)

// rev4Weights are the scenes' weights, content first, then data.
var rev4Weights = [2][numAreas4]int{
	{34, 14, 12, 12, 18, 0, 10},
	{32, 14, 10, 12, 0, 16, 10},
}

// rev4Share is the percentage of inputs a scene of revision 4 is woven into.
const rev4Share = 35

// rev4Stream is xored with a case's index to seed the stream revision 4's
// scenes draw from, apart from the stream the rest of the input draws from.
const rev4Stream = 0x5851F42D4C957F2D

// rev4 returns input with one scene of revision 4's areas woven in, or, for
// about two inputs in three (and for deep data), input itself. It draws
// from g.r, which build has set to the stream of revision 4.
func (g *gen) rev4(input esjson.Value) esjson.Value {
	if g.deep || !g.pct(rev4Share) {
		return input
	}
	body := input.Written()[0]
	forContent := body.Name == "content"
	w := rev4Weights[1]
	if forContent {
		w = rev4Weights[0]
	}
	area := g.choose(w[:]...)
	if area == area4WholeData {
		return Obj(M("data", g.wholeData()))
	}
	scene := g.rev4Scene(area, forContent)
	if forContent {
		items := slices.Clone(body.Value.Items())
		for _, v := range scene {
			items = g.insert(items, v)
		}
		return Obj(M("content", Arr(items...)))
	}
	parts := make([]esjson.Value, 0, len(scene)+1)
	for _, p := range scene {
		parts = append(parts, g.nest(p, g.intn(4)))
	}
	if g.pct(60) { // beside the data revision 3's generator made
		parts = append(parts, body.Value)
	}
	g.r.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	return Obj(M("data", g.holder(parts)))
}

// rev4Scene returns the values of one scene of area: elements of a content
// array when forContent (an object that is no block carried in a block's
// members, now and then left an element of its own: R4-8), else values
// for data, to be placed at any depth.
func (g *gen) rev4Scene(area int, forContent bool) []esjson.Value {
	var out []esjson.Value
	switch area {
	case area4HiddenObject:
		out = g.hiddenObjectScene(forContent)
	case area4Octets:
		out = g.octetScene()
	case area4InlineURI:
		out = g.inlineURIScene()
	case area4Overwritten:
		out = g.overwrittenScene()
	case area4Elements:
		return g.elements()
	case area4Spelled:
		out = g.spelledScene(forContent)
	}
	if forContent {
		for i, v := range out {
			if !IsBlock(v) && g.pct(80) {
				out[i] = g.carry(v)
			}
		}
	}
	return out
}

// Objects that carry a hidden uri (R4-1).

// hiddenObjectScene returns something that hides a uri (an embedded
// resource of it, or a claim), one to three objects that carry the uri in
// one of its spellings, now and then a reference to it, and now and then
// an object carrying another uri, which stays as it came.
func (g *gen) hiddenObjectScene(forContent bool) []esjson.Value {
	u := g.uriToHide()
	out := []esjson.Value{g.hider(u)}
	for range 1 + g.intn(3)/2 + g.intn(2) {
		out = append(out, g.placedCarrier(g.carriedURIs(u), forContent))
	}
	if g.pct(30) {
		out = append(out, g.sceneRef(g.sameURI(u)))
	}
	if g.pct(20) { // a uri from elsewhere in the input, hidden or not
		other := g.lineURI()
		if len(g.uris) > 1 && g.pct(60) {
			other = g.variant(pick(g, g.uris))
		}
		out = append(out, g.placedCarrier([]esjson.Value{Str(other)}, forContent))
	}
	return out
}

// uriToHide returns a uri for a scene to hide: one a reference's line could
// show, one with characters outside ASCII, or one carrying a credential.
func (g *gen) uriToHide() string {
	switch g.choose(55, 30, 15) {
	case 0:
		return g.lineURI()
	case 1:
		return g.nonASCIIURI()
	}
	u := "https://" + g.token() + ".example/" + g.word() + "?sig=" + g.token()
	g.uris = append(g.uris, u)
	return u
}

// nonASCIIWords are path segments outside ASCII: some Latin-1 letters (é ï
// ü ñ ú, which a Latin-1 escape can spell), some beyond (Ω, İ, CJK, an
// emoji).
var nonASCIIWords = []string{"café", "naïve", "über", "ñandú", "résumé", "Ωmega", "İzmir", "日本", "x😀y", "Ünïcode"}

// nonASCIIURI returns a uri a reference's line could show holding letters
// outside ASCII.
func (g *gen) nonASCIIURI() string {
	var u string
	switch g.intn(3) {
	case 0:
		u = "memo://" + g.token() + "/" + pick(g, nonASCIIWords)
	case 1:
		u = "urn:" + g.token() + ":" + pick(g, nonASCIIWords)
	default:
		u = "file:///" + g.token() + "/" + pick(g, nonASCIIWords) + ".pdf"
	}
	g.uris = append(g.uris, u)
	return u
}

// hider returns a value that hides u on every lane: an embedded resource of
// u, with or without a "never"; a reference, inline data or another object
// that claims u never; and, hiding nothing, a claim held in an embedded
// resource, inline data with the uri and no "never", or a reference marked
// "ref".
func (g *gen) hider(u string) esjson.Value {
	switch g.choose(34, 8, 12, 10, 14, 8, 7, 7) {
	case 1:
		return pick(g, []func() esjson.Value{
			func() esjson.Value { return g.embeddedClaim(u, some(Str("never")), nil) },
			func() esjson.Value { return g.embeddedClaim(u, nil, some(Str("never"))) },
		})()
	case 2:
		return Obj(M("type", Str("resource")), M("uri", Str(u)), M("disposition", Str("never")))
	case 3:
		return g.inlineClaim(Str(u), Str("never"), false)
	case 4:
		return g.claimedObject(u)
	case 5: // where the claims walk never goes: hides nothing
		return g.embeddedHolding(Obj(M("type", Str("resource")), M("uri", Str(u)), M("disposition", Str("never"))))
	case 6: // withheld, yet no claim marks its uri never
		return g.inlineClaim(Str(u), pick(g, []esjson.Value{Str("ref"), NullV()}), false)
	case 7:
		return Obj(M("type", Str("resource")), M("uri", Str(u)), M("disposition", Str("ref")))
	}
	return g.embeddedClaim(u, nil, nil)
}

// carriedURIs returns the values of the uri members of an object about u:
// u in one of its spellings (the same uri to SPEC 6, or, now and then,
// another that looks the same), now and then written twice beside another
// value, or "" alone.
func (g *gen) carriedURIs(u string) []esjson.Value {
	if g.pct(6) {
		return []esjson.Value{Str("")} // hides nothing
	}
	v := Str(g.spelling(u))
	if !g.pct(25) {
		return []esjson.Value{v}
	}
	other := pick(g, []esjson.Value{Str(g.lineURI()), Str(""), NullV(), Int(42), Str(g.spelling(u))})
	if g.pct(50) {
		return []esjson.Value{v, other}
	}
	return []esjson.Value{other, v}
}

// spelling returns u written as SPEC 6 (revision 4) holds the same (as it
// is, upper-cased, an ASCII character or a letter's upper-case as %XX, a
// character outside ASCII as the %XX escapes of its UTF-8 octets), or, now
// and then, another uri that looks the same (a Latin-1 escape, a
// double-encoded one).
func (g *gen) spelling(u string) string {
	switch g.choose(30, 22, 28, 10, 10) {
	case 1:
		return g.sameURI(u)
	case 2:
		if s, ok := g.octetEscaped(u); ok {
			return s
		}
		return g.variant(u)
	case 3:
		if s, ok := g.latin1Escaped(u); ok {
			return s // another uri: %E9 is no UTF-8
		}
		return g.doubleEscaped(u)
	case 4:
		return g.doubleEscaped(u) // another uri
	}
	return u
}

// octetEscaped returns u with one character outside ASCII after its scheme
// (a lone surrogate included) written as the %XX escapes of its UTF-8 (or
// WTF-8) octets, hex digits in either case: the same uri (revision 4).
func (g *gen) octetEscaped(u string) (string, bool) {
	at := nonASCIIAt(u)
	if len(at) == 0 {
		return "", false
	}
	i := pick(g, at)
	size := charSize(u, i)
	var b strings.Builder
	for _, c := range []byte(u[i : i+size]) {
		hex := strconv.FormatInt(int64(c), 16)
		if g.pct(60) {
			hex = strings.ToUpper(hex)
		}
		b.WriteString("%" + hex)
	}
	return u[:i] + b.String() + u[i+size:], true
}

// latin1Escaped returns u with one character of U+0080–U+00FF after its
// scheme written as the %XX escape of its code ("é" as "%E9"): the octet
// is no UTF-8, so it is another uri (revision 4).
func (g *gen) latin1Escaped(u string) (string, bool) {
	var at []int
	for _, i := range nonASCIIAt(u) {
		if r, _ := utf8.DecodeRuneInString(u[i:]); r >= 0x80 && r <= 0xFF {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return "", false
	}
	i := pick(g, at)
	r, size := utf8.DecodeRuneInString(u[i:])
	return u[:i] + "%" + strings.ToUpper(strconv.FormatInt(int64(r), 16)) + u[i+size:], true
}

// nonASCIIAt returns where each character outside ASCII after u's scheme
// starts.
func nonASCIIAt(u string) []int {
	var at []int
	for i := strings.Index(u, ":") + 1; i < len(u); i += charSize(u, i) {
		if u[i] >= 0x80 {
			at = append(at, i)
		}
	}
	return at
}

// charSize returns the bytes of the character (WTF-8) starting at u[i].
func charSize(u string, i int) int {
	if _, ok := surrogateAt(u, i); ok {
		return 3
	}
	_, size := utf8.DecodeRuneInString(u[i:])
	return size
}

// placedCarrier returns an object carrying uris, placed as a block of a
// content array, in a kept block's _meta, or (in data) alone.
func (g *gen) placedCarrier(uris []esjson.Value, forContent bool) esjson.Value {
	c := g.carrier(uris, !forContent)
	if g.pct(30) {
		return g.keptHolding(c)
	}
	return c
}

// carrier returns an object no rule of its own replaces, carrying uris as
// its uri members (in order): a resource_link, a text block, an unknown
// block, an image or audio block with no data or data that is no string,
// inline data (a claim of its own when a uri is a non-empty string:
// R4-7), or, inData, an object that is no block.
func (g *gen) carrier(uris []esjson.Value, inData bool) esjson.Value {
	weights := []int{26, 22, 10, 12, 8, 0}
	if inData {
		weights[5] = 30
	}
	var ms []esjson.Member
	switch g.choose(weights...) {
	case 0:
		ms = []esjson.Member{M("type", Str("resource_link")), M("name", Str(g.word()+pick(g, []string{".pdf", ".txt", ""})))}
		if g.pct(40) {
			ms = append(ms, M("mimeType", Str(pick(g, []string{"application/pdf", "text/plain"}))))
		}
	case 1:
		ms = []esjson.Member{M("type", Str("text")), M("text", Str(g.textContent(false)))}
	case 2:
		ms = []esjson.Member{M("type", Str(pick(g, []string{"video", "file", "link"}))), M("src", Str(g.word()+".mp4"))}
	case 3:
		ms = []esjson.Member{M("type", Str(pick(g, []string{"image", "audio"}))), M("mimeType", Str("image/png"))}
		if g.pct(50) {
			ms = append(ms, M("data", pick(g, []esjson.Value{NullV(), Int(42), Obj()})))
		}
	case 4: // inline data: withheld when a uri is a non-empty string
		ms = []esjson.Member{M("type", Str(pick(g, []string{"image", "audio"}))), M("data", Str(g.blob())), M("mimeType", Str("image/png"))}
	default:
		ms = []esjson.Member{M("href", Str(g.word())), M("name", Str(g.word()+".pdf"))}
		if g.pct(30) {
			ms = append(ms, M("size", Int(int64(g.intn(5000)))))
		}
	}
	for _, u := range uris {
		ms = append(ms, M("uri", u))
	}
	if g.pct(20) {
		g.shuffle(ms)
	}
	return Obj(ms...)
}

// keptHolding returns a block the script view keeps as it came holding v
// in its _meta: a text block, a resource_link, or an unknown block.
func (g *gen) keptHolding(v esjson.Value) esjson.Value {
	meta := Obj(M(pick(g, []string{"see", "related", "source"}), v))
	if g.pct(30) {
		meta = Obj(M("links", Arr(v)))
	}
	switch g.intn(4) {
	case 0:
		return Obj(M("type", Str("resource_link")), M("uri", Str(g.lineURI())), M("name", Str(g.word())), M("_meta", meta))
	case 1:
		return Obj(M("type", Str("file")), M("name", Str(g.word())), M("_meta", meta))
	}
	return Obj(M("type", Str("text")), M("text", Str(g.sentence())), M("_meta", meta))
}

// Octets and lone surrogates (R4-3).

// octetScene returns a hider of a uri outside ASCII, or holding a lone
// surrogate, beside references and carriers of its spellings: the %XX
// escapes of its octets (the same uri), a Latin-1 escape, another lone
// surrogate or U+FFFD in its place (other uris); and now and then a
// reference whose uri holds a lone surrogate or its octets alone.
func (g *gen) octetScene() []esjson.Value {
	u := g.nonASCIIURI()
	if g.pct(50) {
		u = g.surrogateURI()
	}
	var out []esjson.Value
	if g.pct(85) {
		out = append(out, g.hider(u))
	}
	for range 1 + g.intn(3) {
		s := g.octetSpelling(u)
		if g.pct(55) {
			out = append(out, g.sceneRef(s))
		} else {
			out = append(out, g.carrier([]esjson.Value{Str(s)}, g.pct(50)))
		}
	}
	return out
}

// surrogateURI returns a uri holding one lone surrogate, high or low.
func (g *gen) surrogateURI() string {
	s := Surrogate(0xD800 + uint16(g.intn(0x800)))
	u := pick(g, []string{"memo://" + g.token() + "/x" + s + "y", "urn:" + g.token() + ":" + s, "memo://" + g.token() + s})
	g.uris = append(g.uris, u)
	return u
}

// octetSpelling returns u, or a uri spelled from it: a character outside
// ASCII or a lone surrogate as its octets' escapes (the same uri), as a
// Latin-1 escape, as another lone surrogate, or as U+FFFD or its escapes
// (other uris).
func (g *gen) octetSpelling(u string) string {
	at := nonASCIIAt(u)
	switch g.choose(15, 40, 15, 15, 15) {
	case 1:
		if s, ok := g.octetEscaped(u); ok {
			return s
		}
	case 2:
		if s, ok := g.latin1Escaped(u); ok {
			return s
		}
		if len(at) > 0 { // another surrogate
			i := pick(g, at)
			if c, ok := surrogateAt(u, i); ok {
				return u[:i] + Surrogate(0xD800+(c-0xD800+1)%0x800) + u[i+3:]
			}
		}
	case 3, 4:
		if len(at) > 0 {
			i := pick(g, at)
			with := "\uFFFD"
			if g.pct(50) {
				with = pick(g, []string{"%EF%BF%BD", "%ef%bf%bd"})
			}
			return u[:i] + with + u[i+charSize(u, i):]
		}
	}
	return u
}

// Inline blocks' uris (R4-7) and the type test first (R4-4).

// inlineURIScene returns inline image or audio data whose uri members are
// "", null, 42 or written twice (a non-empty string among them claims, the
// rest alone do not), with a disposition now and then, beside references to
// its non-empty uris; and now and then inline data "" of another kind's
// type, or with no type at all.
func (g *gen) inlineURIScene() []esjson.Value {
	u := g.lineURI()
	patterns := [][]esjson.Value{{Str("")}, {NullV()}, {Int(42)}, {Str(""), Str(u)}, {Str(u), NullV()}, {Str(u), Str("")},
		{NullV(), Str("")}, {Int(42), Str(u)}, {Str(u), Str(g.sameURI(u))}, {Str(""), Str("")}}
	uris := pick(g, patterns)
	typ := pick(g, []string{"image", "audio"})
	data := Str(g.blob())
	if g.pct(15) {
		data = Str("")
	}
	ms := []esjson.Member{M("type", Str(typ)), M("data", data)}
	if g.pct(85) {
		ms = append(ms, M("mimeType", Str(pick(g, []string{"image/png", "audio/wav", "Image/PNG", "application/pdf"}))))
	}
	for _, v := range uris {
		ms = append(ms, M("uri", v))
	}
	switch g.choose(60, 25, 15) {
	case 1:
		ms = append(ms, M("disposition", pick(g, []esjson.Value{Str("never"), Str("ref"), NullV()})))
	case 2:
		ms = append(ms, M("disposition", Str("never")), M("disposition", pick(g, []esjson.Value{Str("ref"), NullV()})))
	}
	if g.pct(20) {
		g.shuffle(ms)
	}
	out := []esjson.Value{Obj(ms...)}
	if uriWritten(uris) {
		out = append(out, g.sceneRef(g.sameURI(u)))
	}
	if g.pct(35) {
		out = append(out, g.emptyOfType())
	}
	return out
}

// uriWritten reports whether uris hold a non-empty string.
func uriWritten(uris []esjson.Value) bool {
	return slices.ContainsFunc(uris, func(v esjson.Value) bool { return v.Kind() == esjson.String && textOf(v) != "" })
}

// emptyOfType returns inline data "" whose type test comes first (R4-4):
// of another kind's type (the unsupported-type marker, 0B), of its own
// type (the no-data rows), or with no media type.
func (g *gen) emptyOfType() esjson.Value {
	typ := pick(g, []string{"image", "audio"})
	ms := []esjson.Member{M("type", Str(typ)), M("data", Str(""))}
	switch g.intn(4) {
	case 0:
		ms = append(ms, M("mimeType", Str(g.wrongOrPassingType(typ))))
	case 1:
		ms = append(ms, M("mimeType", Str(map[string]string{"image": "audio/wav", "audio": "image/png"}[typ])))
	case 2:
		ms = append(ms, M("mimeType", pick(g, []esjson.Value{Str(""), NullV(), Int(42)})))
	}
	return Obj(ms...)
}

// Overwritten resource objects and top-level uris (R4-6).

// overwrittenScene returns an embedded resource written with two resource
// objects, a disposition on the one JSON.parse forgets or on the one it
// keeps, or with its top-level uri written twice (the last "" or null:
// embedded; the last a uri: a reference), beside references to every uri
// and now and then an object carrying the forgotten one.
func (g *gen) overwrittenScene() []esjson.Value {
	a, b := g.lineURI(), g.lineURI()
	r := func(uri string, extra ...esjson.Member) esjson.Value {
		ms := []esjson.Member{M("uri", Str(uri))}
		if g.pct(70) {
			ms = append(ms, M("mimeType", Str("text/plain")), M("text", Str(g.textContent(true))))
		} else {
			ms = append(ms, g.blobMime()...)
			ms = append(ms, M("blob", Str(g.blob())))
		}
		return Obj(append(ms, extra...)...)
	}
	disposition := func() esjson.Member {
		return M("disposition", pick(g, []esjson.Value{Str("never"), Str("never"), Str("ref"), NullV(), Str("")}))
	}
	var block esjson.Value
	refs := []string{a, b}
	switch g.intn(4) {
	case 0: // the forgotten resource carries the disposition: it only claims
		block = Obj(M("type", Str("resource")), M("resource", r(a, disposition())), M("resource", r(b)))
	case 1: // the kept one carries it: withheld
		block = Obj(M("type", Str("resource")), M("resource", r(a)), M("resource", r(b, disposition())))
	case 2: // a top-level uri written twice, the last none of its own: embedded
		ms := []esjson.Member{M("type", Str("resource")), M("uri", Str(a)), M("uri", pick(g, []esjson.Value{Str(""), NullV()}))}
		switch g.intn(3) {
		case 0:
			ms = append(ms, M("resource", r(b)), disposition())
		case 1:
			ms = append(ms, M("resource", r(b, disposition())))
		default:
			ms = append(ms, M("resource", r(b)))
		}
		if g.pct(20) {
			g.shuffle(ms[1:])
		}
		block = Obj(ms...)
	default: // the last a uri of its own: a reference, its resource member shown nowhere
		ms := []esjson.Member{M("type", Str("resource")), M("uri", pick(g, []esjson.Value{Str(""), NullV()})), M("uri", Str(a)),
			M("resource", r(b))}
		if g.pct(50) {
			ms = append(ms, disposition())
		}
		block = Obj(ms...)
		refs = refs[:1]
	}
	out := []esjson.Value{block}
	for _, u := range refs {
		if g.pct(75) {
			out = append(out, g.sceneRef(g.sameURI(u)))
		}
	}
	if g.pct(35) {
		out = append(out, g.carrier([]esjson.Value{Str(g.sameURI(a))}, g.pct(50)))
	}
	return out
}

// Content elements (R4-8).

// elements returns one to three elements of a content array that are no
// block (a string, a number, a boolean, null, an array, an object with no
// string type) or blocks of a type no lane shows, the type one a label
// must clean (controls, bidi marks, a lone surrogate, over 120 units).
func (g *gen) elements() []esjson.Value {
	out := make([]esjson.Value, 1+g.intn(3)/2+g.intn(2))
	for i := range out {
		switch g.choose(12, 10, 6, 6, 10, 14, 42) {
		case 0:
			out[i] = Str(pick(g, []string{g.sentence(), "", " ", g.word()}))
		case 1:
			out[i] = Num(pick(g, append(numbers[:6:6], rev3Numbers[:4]...)))
		case 2:
			out[i] = BoolV(g.pct(50))
		case 3:
			out[i] = NullV()
		case 4:
			out[i] = pick(g, []esjson.Value{Arr(), Arr(g.textBlock()), Arr(Str(g.word()), Int(1))})
		case 5:
			out[i] = pick(g, []esjson.Value{Obj(), Obj(M("text", Str(g.sentence()))), Obj(M("type", Int(1)), M("text", Str(g.sentence()))),
				Obj(M("type", NullV())), Obj(M("type", Arr(Str("text"))), M("text", Str("t")))})
		default:
			ms := []esjson.Member{M("type", Str(g.unknownType()))}
			if g.pct(50) {
				ms = append(ms, M("text", Str(g.sentence())))
			}
			out[i] = Obj(ms...)
		}
	}
	return out
}

// unknownType returns a block type no lane shows that the unknown-block
// marker makes a label of: with C0 or C1 controls, bidi marks, a lone
// surrogate, U+2028 (which a label keeps), or longer than 120 units, some
// with an emoji across the cut.
func (g *gen) unknownType() string {
	switch g.intn(5) {
	case 0:
		return pick(g, []string{"vid\u0001eo", "\u202evideo\u202c", "file\u200e", "x\u0085y", "\u2066tool\u2069", "\u0000", "map\u007f",
			"\u200f\u202a", "widget\u009f"})
	case 1:
		return pick(g, []string{"t" + Surrogate(0xD800) + "x", Surrogate(0xDC00) + "card", "a" + Surrogate(0xD83D) + "\u0001" + Surrogate(0xDE00) + "b"})
	case 2:
		return g.filled(pick(g, []string{"x-type-", "application/", "vnd."}), pick(g, []int{119, 120, 121, 122, 200}), g.pct(50), 117+g.intn(3))
	case 3:
		return pick(g, []string{"type\u2028line", "ünïcode", " video ", "IMAGE", "Resource", "resource_link", "TEXT", "😀"})
	}
	return "\u202e" + g.filled("x", 119+g.intn(4), false, 0) + "\u0001"
}

// The whole data (R4-10).

// wholeData returns data that is one object section 5 replaces by a text
// (a reference, a resource block with no link, an inline block, a claimed
// object, an object that carries a uri it hides itself) or, beside them,
// one it does not (a resource_link, an image with no data).
func (g *gen) wholeData() esjson.Value {
	switch g.choose(14, 10, 10, 12, 8, 12, 12, 8, 6, 8) {
	case 0:
		return g.sceneRef(g.lineURI())
	case 1:
		return g.referenceBlock()
	case 2:
		return g.noLinkBlock()
	case 3:
		return g.mediaBlock()
	case 4:
		return g.inlineOfType(g.wrongOrPassingType)
	case 5:
		return g.claimedObject(g.lineURI())
	case 6: // an object carrying a uri that what it holds hides
		u := g.uriToHide()
		ms := []esjson.Member{M("name", Str(g.word()))}
		for _, v := range g.carriedURIs(u) {
			ms = append(ms, M("uri", v))
		}
		ms = append(ms, M(pick(g, []string{"inner", "_meta", "source"}), g.hider(u)))
		if g.pct(30) {
			ms = append([]esjson.Member{M("type", Str(pick(g, []string{"text", "resource_link", "file"})))}, ms...)
		}
		return Obj(ms...)
	case 7:
		return g.inlineClaim(Str(g.embeddedURI()), g.dispositionValue(), false)
	case 8:
		return g.datalessImage()
	}
	return g.resourceLinkBlock()
}

// Strings that spell a hidden uri (R4-2).

// spelledScene returns a hider of a uri beside text blocks and data
// strings that spell it exactly, as the whole text or within it, once or
// twice, and now and then an object that carries it too.
func (g *gen) spelledScene(forContent bool) []esjson.Value {
	u := g.uriToHide()
	out := []esjson.Value{g.hider(u)}
	for range 1 + g.intn(2) {
		text := pick(g, []string{u, "see " + u, u + " and " + u, u + "\n" + g.sentence()})
		switch {
		case forContent || g.pct(40):
			out = append(out, Obj(M("type", Str("text")), M("text", Str(text))))
		default:
			out = append(out, Str(text))
		}
	}
	if g.pct(25) {
		out = append(out, g.carrier([]esjson.Value{Str(u)}, !forContent))
	}
	return out
}
