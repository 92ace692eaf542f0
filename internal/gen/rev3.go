package gen

import (
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// The areas revision 3 of SPEC opened (R3-n of the shared revision 3, the
// "Decided (revision 3)" paragraphs of SPEC.md), each made a scene: the
// blocks or values that turn a rule on, beside what shows the difference
// (a reference whose line shows unless a claim marks it).

// The areas rev3Scene makes scenes of, in the order of its weights.
const (
	areaFormatURI     = iota // R3-1: a reference line's uri holding a format character
	areaURIClaim             // R3-2: a claim by uri, without data, beside a reference
	areaResourceLink         // resource_link blocks, claiming or not
	areaClaimedData          // R3-3: a claiming object inside data or a block's members
	areaDuplicates           // R3-4: duplicate members around claims
	areaInlineType           // R3-8: inline image and audio of the wrong type
	areaPlaceholder          // R3-9: a stored image placeholder's type as a label
	areaNumbers              // R3-7: numbers JSON.parse reads as doubles
	areaMixedArray           // R3-14: arrays that are data, not content (data only)
	areaDatalessImage        // R3-12: {"type":"image"} at depth (data only)
	numAreas
)

// rev3Weights are the scenes' weights, content first, then data.
var rev3Weights = [2][numAreas]int{
	{14, 24, 10, 12, 20, 8, 6, 6, 0, 0},
	{10, 22, 8, 16, 18, 6, 5, 10, 12, 10},
}

// rev3Scene returns the values of one scene of revision 3's areas: blocks
// when forContent (a value that is no block carried in a block's members),
// else values for data, to be placed at any depth.
func (g *gen) rev3Scene(forContent bool) []esjson.Value {
	w := rev3Weights[1]
	if forContent {
		w = rev3Weights[0]
	}
	var out []esjson.Value
	switch g.choose(w[:]...) {
	case areaFormatURI:
		out = []esjson.Value{g.sceneRef(g.formatURI())}
		if g.pct(20) { // a look-alike that is no format character: the line shows
			out = append(out, g.sceneRef(g.lookAlikeURI()))
		}
	case areaURIClaim:
		claim, ref := g.uriClaimScene(!forContent)
		out = []esjson.Value{claim, ref}
		if g.pct(15) {
			out = append(out, g.sceneRef(g.sameURI(refURI(ref))))
		}
	case areaResourceLink:
		out = []esjson.Value{g.resourceLinkBlock()}
		if g.pct(40) {
			u := g.lineURI()
			out = append(out, g.resourceLink(u, some(Str("never"))), g.sceneRef(g.sameURI(u)))
		}
	case areaClaimedData:
		u := g.sharedOrNew(g.lineURI)
		if g.pct(30) {
			u = "https://" + g.token() + ".example/" + g.word() + "?sig=" + g.token()
		}
		obj := g.claimedObject(u)
		if forContent || g.pct(30) {
			obj = g.carry(obj)
		}
		out = []esjson.Value{obj}
		if g.pct(70) {
			out = append(out, g.sceneRef(g.sameURI(u)))
		}
	case areaDuplicates:
		out = g.duplicateScene(!forContent)
	case areaInlineType:
		out = []esjson.Value{g.inlineOfType(g.wrongOrPassingType)}
		if g.pct(40) {
			out = append(out, g.inlineOfType(g.wrongOrPassingType))
		}
	case areaPlaceholder:
		if g.pct(50) {
			out = []esjson.Value{g.inlineOfType(func(string) string { return g.placeholderType() })}
		} else {
			out = []esjson.Value{Obj(M("type", Str("resource")), M("resource", Obj(M("uri", Str(g.embeddedURI())),
				M("mimeType", Str(g.placeholderType())), M("blob", Str(g.blob())))))}
		}
	case areaNumbers:
		ms := []esjson.Member{M("type", Str("resource")), M("uri", Str(g.lineURI())), M("sizeBytes", Num(pick(g, rev3SizeBytes)))}
		if g.pct(50) {
			ms = append(ms, M("name", Str(g.word()+".pdf")))
		}
		out = []esjson.Value{Obj(ms...)}
		if !forContent {
			out = append(out, Obj(M(g.word(), Num(pick(g, rev3Numbers))), M(g.word()+"_n", Num(pick(g, rev3Numbers)))))
		}
	case areaMixedArray:
		out = []esjson.Value{g.mixedArray()}
	case areaDatalessImage:
		out = []esjson.Value{g.datalessImage()}
		if g.pct(30) {
			out = append(out, g.datalessImage())
		}
	}
	if forContent {
		for i, v := range out {
			if !IsBlock(v) {
				out[i] = g.carry(v)
			}
		}
	}
	return out
}

// rev3Data returns structured data holding one scene of revision 3's
// areas, its values nested zero to four levels down beside other data.
func (g *gen) rev3Data() esjson.Value {
	parts := g.rev3Scene(false)
	for i, p := range parts {
		parts[i] = g.nest(p, g.intn(5))
	}
	if g.pct(50) {
		parts = append(parts, g.structured(2))
	}
	g.r.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	if len(parts) == 1 && g.pct(40) {
		return parts[0]
	}
	return g.holder(parts)
}

// Format characters (R3-1).

// formatRunes are characters of general category Cf (Unicode 15.0) a uri
// is made to hold: those SPEC names first, then others of the category.
var formatRunes = []rune{0x00AD, 0x061C, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B,
	0x202C, 0x202D, 0x202E, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x2066, 0x2067, 0x2068, 0x2069,
	0xFEFF, 0xE0001}

var otherFormatRunes = []rune{0x0600, 0x0605, 0x06DD, 0x070F, 0x0890, 0x08E2, 0x206A, 0x206F, 0xFFF9,
	0xFFFB, 0x110BD, 0x110CD, 0x13430, 0x1343F, 0x1BCA0, 0x1D173, 0x1D17A, 0xE0020, 0xE0041, 0xE007F}

// lookAlikeRunes look invisible or nearly so but are no Cf: a combining
// grapheme joiner (Mn), Hangul fillers (Lo), a blank Braille pattern and
// the object replacement character (So), a Khmer inherent vowel (Mn), and
// U+2065, unassigned amid the Cf range U+2060–U+206F.
var lookAlikeRunes = []rune{0x034F, 0x115F, 0x3164, 0x2800, 0xFFFC, 0x17B4, 0x2065}

// formatURI returns a uri whose reference line would show (SPEC 6) but
// for the format characters it holds after its scheme (R3-1: the stub
// shows).
func (g *gen) formatURI() string {
	if g.pct(15) { // SPEC's own example: a right-to-left override
		u := "memo:" + g.token() + "\u202E" + pick(g, []string{"fdp.exe", "gnp.scr", "txt.bat"})
		g.uris = append(g.uris, u)
		return u
	}
	u := g.lineURI()
	for range 1 + g.intn(3)/2 {
		r := pick(g, formatRunes)
		if g.pct(30) {
			r = pick(g, otherFormatRunes)
		}
		u = g.insertRune(u, r)
	}
	g.uris = append(g.uris, u)
	return u
}

// lookAlikeURI returns a uri a reference's line may show, holding a
// character that looks like a format character and is none.
func (g *gen) lookAlikeURI() string {
	u := g.insertRune(g.lineURI(), pick(g, lookAlikeRunes))
	g.uris = append(g.uris, u)
	return u
}

// insertRune returns u with r at a random place after its scheme's colon.
func (g *gen) insertRune(u string, r rune) string {
	at := strings.Index(u, ":") + 1 + g.intn(len(u)-strings.Index(u, ":"))
	return u[:at] + string(r) + u[at:]
}

// Claims by uri (R3-2) and claimed objects (R3-3).

// uriClaimScene returns an object that claims a uri by its uri and
// disposition alone, with no data (R3-2), and a reference whose line shows
// the uri unless the claim marks it; now and then the claim marks nothing
// (another disposition, an empty uri) or the reference's uri is written
// with a double-encoded escape, which is another uri. inData allows an
// object that is no block.
func (g *gen) uriClaimScene(inData bool) (claim, ref esjson.Value) {
	u := g.lineURI()
	cu, ru := u, g.sameURI(u)
	if g.pct(15) {
		ru = g.doubleEscaped(u) // %2573 is not s: the line shows
	}
	if g.pct(50) {
		cu, ru = ru, cu
	}
	disposition, uri := Str("never"), Str(cu)
	switch g.choose(84, 10, 6) {
	case 1:
		disposition = pick(g, []esjson.Value{Str("ref"), Str("Never"), Str("never "), NullV(), Str("")})
	case 2:
		uri = pick(g, []esjson.Value{Str(""), NullV(), Int(42)})
	}
	return g.uriClaimer(uri, disposition, inData), g.sceneRef(ru)
}

// uriClaimer returns an object with uri and disposition and no inline
// data: an image or audio block with no data or data that is no string, a
// resource_link, a text block, a block of an unknown type, or (inData) an
// object that is no block.
func (g *gen) uriClaimer(uri, disposition esjson.Value, inData bool) esjson.Value {
	var ms []esjson.Member
	weights := []int{14, 8, 8, 20, 16, 10, 0}
	if inData {
		weights[6] = 24
	}
	switch g.choose(weights...) {
	case 0:
		ms = []esjson.Member{M("type", Str("image")), M("mimeType", Str(pick(g, []string{"image/png", "image/jpeg", "Image/PNG"})))}
	case 1:
		ms = []esjson.Member{M("type", Str("audio")), M("mimeType", Str(pick(g, []string{"audio/wav", "audio/mpeg"})))}
	case 2:
		ms = []esjson.Member{M("type", Str(pick(g, []string{"image", "audio"}))), M("data", pick(g, []esjson.Value{NullV(), Int(42), Obj(), Arr(Str("AAAA"))})),
			M("mimeType", Str("image/png"))}
	case 3:
		return g.resourceLink(textOf(uri), &disposition, uri)
	case 4:
		ms = []esjson.Member{M("type", Str("text")), M("text", Str(g.sentence()))}
	case 5:
		ms = []esjson.Member{M("type", Str(pick(g, []string{"video", "Resource", "resource_link ", "file"}))), M("src", Str(g.word()+".mp4"))}
	default:
		ms = []esjson.Member{M("name", Str(g.word()+pick(g, []string{".pdf", ".csv", ""})))}
		if g.pct(25) {
			ms = append(ms, M("type", pick(g, []esjson.Value{Int(42), NullV(), Arr(Str("image"))}))) // a type that is no string: no block
		}
		if g.pct(30) {
			ms = append(ms, M("size", Int(int64(g.intn(5000)))))
		}
	}
	ms = append(ms, M("uri", uri), M("disposition", disposition))
	if g.pct(25) {
		g.shuffle(ms)
	}
	return Obj(ms...)
}

// claimedObject returns an object in data that claims uri by its uri and
// disposition "never" (R3-2), which structured data and the script view
// show as the withheld marker's text (R3-3): a file record, or a block
// section 5 does not replace.
func (g *gen) claimedObject(uri string) esjson.Value {
	if g.pct(35) {
		return g.uriClaimer(Str(uri), Str("never"), true)
	}
	ms := []esjson.Member{M("uri", Str(uri)), M("disposition", Str("never")), M("name", Str(g.word()))}
	if g.pct(40) {
		ms = append(ms, M("meta", Obj(M("note", Str(g.sentence())), M("n", Num(pick(g, numbers))))))
	}
	if g.pct(20) {
		ms = append(ms, M("inner", Obj(M("uri", Str(g.embeddedURI())), M("text", Str(g.sentence())))))
	}
	if g.pct(30) {
		g.shuffle(ms)
	}
	return Obj(ms...)
}

// sameURI returns a uri SPEC 6 holds the same as u (R3-5: escapes decoded
// once, then ASCII lower-cased): a variant, or more often than variant
// gives it, a lower-case letter written as its upper-case letter's escape
// in upper-case hex ("m" as "%4D").
func (g *gen) sameURI(u string) string {
	if g.pct(25) {
		return g.escapeLetterUpper(u)
	}
	return g.variant(u)
}

// escapeLetterUpper returns u with one lower-case ASCII letter after its
// scheme written as the %XX escape of its upper-case letter, hex in upper
// case: "memo://m" as "memo://%4D", the same uri.
func (g *gen) escapeLetterUpper(u string) string {
	start := strings.Index(u, ":") + 1
	var at []int
	for i := start; i < len(u); i++ {
		if 'a' <= u[i] && u[i] <= 'z' {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return u
	}
	i := pick(g, at)
	return u[:i] + "%" + strings.ToUpper(strconv.FormatInt(int64(u[i]-'a'+'A'), 16)) + u[i+1:]
}

// doubleEscaped returns u with one letter or digit after its scheme
// written as an escape whose % is itself escaped ("s" as "%2573"): decoded
// once that is "%73", not "s", so it is another uri (R3-5).
func (g *gen) doubleEscaped(u string) string {
	start := strings.Index(u, ":") + 1
	var at []int
	for i := start; i < len(u); i++ {
		if c := u[i]; 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return u + "%2573"
	}
	i := pick(g, at)
	hex := strconv.FormatInt(int64(u[i]), 16)
	if g.pct(50) {
		hex = strings.ToUpper(hex)
	}
	return u[:i] + "%25" + hex + u[i+1:]
}

// resource_link blocks (MCP), which no lane shows as themselves.

// resourceLinkBlock returns a resource_link block of any uri, with or
// without a disposition.
func (g *gen) resourceLinkBlock() esjson.Value {
	var u string
	switch g.choose(45, 35, 20) {
	case 0:
		u = g.lineURI()
	case 1:
		u = g.embeddedURI()
	default:
		u = g.referenceURI()
	}
	var d *esjson.Value
	if g.pct(25) {
		d = some(g.dispositionValue())
	}
	return g.resourceLink(u, d)
}

// resourceLink returns a resource_link block to uri, with disposition
// when it is not nil; uriValue, when given, is the uri member's value.
func (g *gen) resourceLink(uri string, disposition *esjson.Value, uriValue ...esjson.Value) esjson.Value {
	uv := Str(uri)
	if len(uriValue) > 0 {
		uv = uriValue[0]
	}
	ms := []esjson.Member{M("type", Str("resource_link")), M("uri", uv)}
	if g.pct(80) {
		ms = append(ms, M("name", Str(g.word()+pick(g, []string{".pdf", ".png", ".txt", ""}))))
	}
	if g.pct(50) {
		ms = append(ms, M("mimeType", Str(pick(g, []string{"application/pdf", "image/png", "text/plain", "audio/wav"}))))
	}
	if g.pct(30) {
		ms = append(ms, M("description", Str(g.sentence())))
	}
	if g.pct(30) {
		ms = append(ms, M("size", Num(pick(g, append(sizeBytes[:6:6], rev3SizeBytes[:4]...)))))
	}
	if g.pct(10) {
		ms = append(ms, M("annotations", Obj(M("audience", Arr(Str("user"))))))
	}
	if disposition != nil {
		ms = append(ms, M("disposition", *disposition))
	}
	if g.pct(20) {
		g.shuffle(ms)
	}
	return Obj(ms...)
}

// Duplicate members (R3-4).

// duplicateScene returns values holding duplicate members around claims,
// each beside references to the uris concerned: an overwritten member
// whose value claims; a disposition given twice, "never" first; a uri
// given twice under a "never"; a resource given twice; and member names
// that are one name once made well formed.
func (g *gen) duplicateScene(inData bool) []esjson.Value {
	u := g.lineURI()
	ref := func(uri string) esjson.Value { return g.sceneRef(g.sameURI(uri)) }
	switch g.choose(22, 30, 22, 8, 18) {
	case 0: // an overwritten member whose value claims
		name := pick(g, []string{g.word(), "_meta", "related", "resource"})
		ms := []esjson.Member{M(name, g.uriClaimer(Str(u), Str("never"), true))}
		if g.pct(40) {
			ms = append(ms, M(g.word()+"_x", g.scalar()))
		}
		ms = append(ms, M(name, pick(g, []esjson.Value{Obj(), NullV(), Int(1), Str(g.sentence()), Arr()})))
		holder := Obj(ms...)
		if !inData || g.pct(40) {
			holder = Obj(append([]esjson.Member{M("type", Str(pick(g, []string{"text", "video", "resource_link"}))),
				M("text", Str(g.sentence()))}, ms...)...)
		}
		return []esjson.Value{holder, ref(u)}
	case 1: // a disposition given twice, "never" first (now and then last)
		later := pick(g, []esjson.Value{Str("ref"), Str("other"), NullV(), Str(""), Str("Never")})
		first, last := Str("never"), later
		if g.pct(20) {
			first, last = later, Str("never")
		}
		return []esjson.Value{g.withTwice(u, M("disposition", first), M("disposition", last), inData), ref(u)}
	case 2: // a uri given twice beside a "never"
		w := g.lineURI()
		holder := g.withTwice(u, M("uri", Str(u)), M("uri", Str(w)), inData)
		out := []esjson.Value{holder, ref(u)}
		if g.pct(50) {
			out = append(out, ref(w))
		}
		return out
	case 3: // "resource" given twice, a "never" on the block
		w := g.lineURI()
		block := Obj(M("type", Str("resource")),
			M("resource", Obj(M("uri", Str(u)), M("mimeType", Str("text/plain")), M("text", Str(g.textContent(true))))),
			M("resource", Obj(M("uri", Str(w)), M("mimeType", Str("text/plain")), M("text", Str(g.textContent(true))))),
			M("disposition", pick(g, []esjson.Value{Str("never"), Str("ref")})))
		return []esjson.Value{block, ref(u), ref(w)}
	}
	// Names that are one once made well formed: two lone surrogates, or
	// a lone surrogate and U+FFFD itself.
	hi := Surrogate(0xD800 + uint16(g.intn(0x400)))
	other := pick(g, []string{Surrogate(0xDC00 + uint16(g.intn(0x400))), Surrogate(0xD800 + uint16(g.intn(0x400))), "\uFFFD"})
	a, b := "lone"+hi, "lone"+other
	if g.pct(30) { // SPEC's own example
		return []esjson.Value{Obj(M("lone"+Surrogate(0xD8DD), Obj()), M("lone"+Surrogate(0xDEF4), Obj()), M("lone"+Surrogate(0xD8DD), Arr()))}
	}
	holder := Obj(M(a, g.uriClaimer(Str(u), Str("never"), true)), M(b, pick(g, []esjson.Value{Obj(), Int(7), Str(g.sentence())})))
	if !inData || g.pct(30) {
		holder = Obj(M("type", Str("video")), M("src", Str(g.word()+".mp4")), M("meta", holder))
	}
	return []esjson.Value{holder, ref(u)}
}

// withTwice returns an object about uri with first and later, members of
// one name, both written: a plain object (inData), a text block, a
// resource_link, an image with no data, inline image data, an MCPL
// reference, or an embedded resource with the pair on the block or on R.
// The uri member itself is left out when first is a uri.
func (g *gen) withTwice(uri string, first, later esjson.Member, inData bool) esjson.Value {
	pair := []esjson.Member{first}
	if g.pct(40) {
		pair = append(pair, M("name", Str(g.word()+".pdf")))
	}
	pair = append(pair, later)
	uriMs := []esjson.Member{M("uri", Str(uri))}
	if first.Name == "uri" {
		uriMs = nil
	}
	if first.Name != "disposition" {
		uriMs = append(uriMs, M("disposition", Str("never")))
	}
	weights := []int{0, 14, 14, 10, 10, 14, 12, 8}
	if inData {
		weights[0] = 18
	}
	var ms []esjson.Member
	switch g.choose(weights...) {
	case 0:
		ms = append(uriMs, pair...)
	case 1:
		ms = append([]esjson.Member{M("type", Str("text")), M("text", Str(g.sentence()))}, append(uriMs, pair...)...)
	case 2:
		ms = append([]esjson.Member{M("type", Str("resource_link")), M("name", Str(g.word()))}, append(uriMs, pair...)...)
	case 3:
		ms = append([]esjson.Member{M("type", Str("image")), M("mimeType", Str("image/png"))}, append(uriMs, pair...)...)
	case 4:
		ms = append([]esjson.Member{M("type", Str(pick(g, []string{"image", "audio"}))), M("data", Str(g.blob())), M("mimeType", Str("image/png"))},
			append(uriMs, pair...)...)
	case 5:
		ms = append([]esjson.Member{M("type", Str("resource"))}, append(uriMs, pair...)...)
	default: // an embedded resource: the pair on the block (6) or on R (7)
		rMs := []esjson.Member{M("mimeType", Str("text/plain")), M("text", Str(g.textContent(true)))}
		var onBlock []esjson.Member
		if first.Name == "uri" {
			rMs = append(append([]esjson.Member{}, pair...), rMs...)
			onBlock = []esjson.Member{M("disposition", Str("never"))}
		} else {
			rMs = append([]esjson.Member{M("uri", Str(uri))}, rMs...)
			if g.pct(50) {
				onBlock = pair
			} else {
				rMs = append(rMs, pair...)
			}
		}
		return Obj(append([]esjson.Member{M("type", Str("resource")), M("resource", Obj(rMs...))}, onBlock...)...)
	}
	return Obj(ms...)
}

// Inline media types (R3-8) and stored placeholders (R3-9).

// inlineOfType returns an inline image or audio block with data and the
// media type mime gives for its type, with no claim.
func (g *gen) inlineOfType(mime func(typ string) string) esjson.Value {
	typ := "image"
	if g.pct(35) {
		typ = "audio"
	}
	return Obj(M("type", Str(typ)), M("data", Str(g.blob())), M("mimeType", Str(mime(typ))))
}

// wrongOrPassingType returns a media type for an inline block of typ:
// mostly one not of its kind (an image block of application/pdf or
// audio/wav, an audio block of image/png), else one of its kind in
// another letter case, which passes.
func (g *gen) wrongOrPassingType(typ string) string {
	if g.pct(30) {
		if typ == "image" {
			return pick(g, []string{"IMAGE/PNG", "Image/Jpeg; q=1", "iMaGe/gif", "IMAGE/SVG+XML"})
		}
		return pick(g, []string{"AUDIO/WAV", "Audio/Mpeg", "AUDIO/ogg; codecs=opus"})
	}
	if typ == "image" {
		return pick(g, []string{"application/pdf", "audio/wav", "text/plain", "video/mp4", "Audio/WAV", "application/octet-stream"})
	}
	return pick(g, []string{"image/png", "Image/PNG", "application/ogg", "video/webm", "text/plain", "application/pdf"})
}

// placeholderType returns an image media type (it passes SPEC 2.1's image
// test) that the stored placeholder must make a label of (R3-9): with C0
// or C1 controls, bidi marks, white space to trim, letters to lower-case,
// or a run past the 120-unit bound.
func (g *gen) placeholderType() string {
	switch g.intn(4) {
	case 0:
		return pick(g, []string{"image/p\u0001ng\u202E", "IMAGE/PNG\u200F", "image/png\u0085", "Image/\u2066png\u2069",
			"image/\u202apng", "image/png\u0000\u001f", "IMAGE/JP\u200eEG", "image/gif\u009f\u202c"})
	case 1:
		return pick(g, []string{"image/png\t", "IMAGE/PNG \u3000", "image/png\uFEFF", "Image/PNG\u2028", "image/ΣPNG\u200E", "IMAGE/İCON\u0001"})
	case 2:
		return g.filled(pick(g, []string{"image/", "IMAGE/", "Image/x-"}), pick(g, []int{119, 120, 121, 125, 200}), g.pct(30), 117+g.intn(3))
	}
	return "IMAGE/" + strings.Repeat("\u202e", 2) + g.filled("x", 118+g.intn(6), false, 0) + "\u0001"
}

// Numbers (R3-7).

// rev3Numbers are numbers JSON.parse reads as doubles other than their
// text says: overflow to Infinity (written null), more digits than a double
// holds, negative zero, underflow.
var rev3Numbers = []string{"1e400", "-1e400", "1E400", "1.0000000000000001", "-0", "-0.0", "1e-400", "-1e-400",
	"5e-324", "1.7976931348623157e308", "1.7976931348623159e308", "0.30000000000000004", "100e-2", "123456789012345678901234567890"}

// rev3SizeBytes are sizeBytes values whose validity turns on the double
// JSON.parse makes of them.
var rev3SizeBytes = []string{"1e400", "1.0000000000000001", "-0", "3.0000000000000001", "-0.0", "1e-400",
	"9007199254740991.0000001", "9007199254740992.0", "1E400", "2.9999999999999999"}

// Data that is not content (R3-14) and blocks not recognised at depth
// (R3-12).

// mixedArray returns an array holding blocks and values that are none,
// which is data, not a content array (R3-14).
func (g *gen) mixedArray() esjson.Value {
	blocks := func() []esjson.Value {
		n := 1 + g.intn(2)
		out := make([]esjson.Value, n)
		for i := range out {
			out[i] = g.block()
		}
		return out
	}
	other := pick(g, []esjson.Value{Int(5), Str(g.sentence()), NullV(), BoolV(true), Arr(g.block()), Obj(M("type", Int(1))), Num(pick(g, rev3Numbers))})
	items := g.insert(blocks(), other)
	if g.pct(30) {
		items = []esjson.Value{Int(5), Obj(M("type", Str("text")), M("text", Str("t")))} // SPEC's own example
	}
	return Arr(items...)
}

// datalessImage returns an image or audio block section 2 does not
// recognise as inline data (no string data), which stays data at depth
// (R3-12).
func (g *gen) datalessImage() esjson.Value {
	switch g.intn(6) {
	case 0:
		return Obj(M("type", Str("image")))
	case 1:
		return Obj(M("type", Str("image")), M("mimeType", Str("image/png")))
	case 2:
		return Obj(M("type", Str("audio")), M("mimeType", Str("audio/wav")), M("name", Str(g.word()+".wav")))
	case 3:
		return Obj(M("type", Str(pick(g, []string{"image", "audio"}))), M("data", pick(g, []esjson.Value{NullV(), Int(42), Obj(), Arr()})),
			M("mimeType", Str("image/png")))
	case 4: // a uri with no claim: shown as data, as it came
		return Obj(M("type", Str("image")), M("mimeType", Str("image/png")), M("uri", Str("memo://"+g.token()+"/"+g.word())))
	}
	return Obj(M("type", Str("image")), M("mimeType", Str("image/png")), M("disposition", Str(pick(g, []string{"ref", "never"}))))
}

// Depth (R3-16).

// deepLevels are the nesting depths a deep input's data reaches: around
// common recursion limits, and up to the protocol's bound of 10,000.
var deepLevels = []int{600, 999, 1000, 1001, 1025, 2000, 4097, 5000, 9000, 9999, 10000}

// deepInput returns an input whose data nests up to 10,000 arrays and
// objects (R3-16), a block at the bottom: an embedded resource, a claim
// (beside a reference to its uri near the top), an MCPL reference, inline
// data or a claimed object; now and then content whose block holds the
// deep data among its members.
func (g *gen) deepInput() esjson.Value {
	levels := pick(g, deepLevels)
	g.big = true // no large blob: the input stays small
	g.deep = true
	var bottom, top esjson.Value
	hasTop := false
	switch g.intn(5) {
	case 0:
		bottom = g.embeddedClaim(g.embeddedURI(), nil, nil)
	case 1:
		bottom, top = g.claimScene()
		hasTop = true
	case 2:
		bottom = g.sceneRef(g.lineURI())
	case 3:
		bottom = g.mediaBlock()
	default:
		u := g.lineURI()
		bottom, top = g.claimedObject(u), g.sceneRef(g.sameURI(u))
		hasTop = true
	}
	content := g.pct(20)
	wrappers := levels - depthOf(bottom) - 1 // the array holding the bottom
	switch {
	case content:
		wrappers -= 2 // the content array and the text block
	case hasTop:
		wrappers-- // the array holding the chain beside the top
	}
	v := Arr(bottom)
	for range wrappers {
		switch n := g.intn(100); {
		case n < 6:
			v = Arr(v, Int(1))
		case n < 60:
			v = Arr(v)
		default:
			v = Obj(M(pick(g, []string{"a", "k", "next", "data"}), v))
		}
	}
	if content {
		items := []esjson.Value{Obj(M("type", Str("text")), M("text", Str(g.sentence())), M("_meta", v))}
		if hasTop {
			items = g.insert(items, top)
		}
		return Obj(M("content", Arr(items...)))
	}
	if hasTop {
		v = Arr(top, v)
		if g.pct(50) {
			v = Arr(v.Items()[1], v.Items()[0])
		}
	}
	return Obj(M("data", v))
}

// depthOf returns how many arrays and objects v nests, itself included.
func depthOf(v esjson.Value) int {
	n := 0
	for _, item := range v.Items() {
		n = max(n, depthOf(item))
	}
	for _, m := range v.Written() {
		n = max(n, depthOf(m.Value))
	}
	if v.Kind() == esjson.Array || v.Kind() == esjson.Object {
		n++
	}
	return n
}
