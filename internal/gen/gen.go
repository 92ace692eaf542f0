// Package gen generates seeded, reproducible inputs across SPEC's whole
// space, for differential runs of hosts against the reference:
//
//	for _, c := range gen.Generate(1, 2000) {
//		for _, lane := range c.Lanes { … host.Observe(ctx, lane, c.Input) … }
//	}
//
// An input is content (a content array) or a tool's data (any JSON, blocks
// at depth). Its blocks mix embedded resources (text, blob, both, neither;
// odd, missing, non-string and mixed-case media types; empty, padded and
// sized blobs around the KB and MB rounding edges; dispositions on the
// block and on the resource with any value), inline image and audio
// blocks with and without claims, MCPL references of every shape (schemes,
// userinfo, query, fragment, backslash, white space, controls, uris around
// 4,096 units; valid and invalid name, mimeType and sizeBytes;
// dispositions never, ref and other), resource blocks with no link, text
// blocks with white-space edge cases, and labels with controls, bidi
// marks, lone surrogates (written as raw \ud800 escapes) and long runs.
// Uris are made of fresh random tokens, so that no two are alike unless a
// case reuses one on purpose (in another letter case, or with a %XX
// escape) to exercise SPEC 6's same-uri rules. Some cases (about one in
// twelve) set each claim shape of SPEC 6 beside a reference that shows
// its line unless the claim marks it: inline data with a uri and "never",
// an embedded resource with "never" on the block or on R, a reference
// marked never, a uri too long to be a reference; and, marking nothing,
// other dispositions, empty uris, and claims held inside an embedded
// resource (R._meta). The claim may sit at depth in structured data, or in
// another block's members, with the reference elsewhere.
//
// Revision 3's areas (R3-n of SPEC's revision 3) come as scenes in about
// one input of four (rev3.go), and through the generators above:
//
//   - R3-1: references whose line would show but for a format character
//     (Cf: U+00AD, U+061C, U+180E, U+200B–U+200F, U+202A–U+202E,
//     U+2060–U+2064, U+2066–U+2069, U+FEFF, U+E0001 and the rest of the
//     category) in their uri, and look-alikes that are no Cf (U+034F,
//     U+3164, unassigned U+2065 …), whose line shows;
//   - R3-2: claims by uri alone, with no data: image and audio blocks with
//     no data or data that is no string, resource_link blocks, text
//     blocks, blocks of unknown types and objects that are no block, each
//     with a uri and disposition "never" beside a reference to the same
//     uri, in another letter case, with %XX escapes (a lower-case letter
//     as its upper-case letter's escape in upper-case hex, "%4D"), or,
//     marking nothing, a double-encoded escape ("%2573" is not "s": R3-5);
//   - resource_link blocks, claiming and not, in content and in data;
//   - R3-3: objects that claim their uri at depth in data and in content
//     blocks' members, which structured data and the script view replace
//     by the withheld marker's text;
//   - R3-4: duplicate members around claims, written raw: an overwritten
//     member whose value claims, a disposition "never" a later one
//     overwrites, a uri or a resource given twice, and member names that
//     are one name once made well formed ("lone\ud8dd" and "lone\udef4");
//   - R3-8: inline image and audio blocks of another kind's type
//     (application/pdf and audio/wav images, image/png audio) and of their
//     own type in upper case (IMAGE/PNG, which passes);
//   - R3-9: image types the stored placeholder makes a label of (controls,
//     bidi marks, white space to trim, runs past 120 units);
//   - R3-7: numbers JSON.parse reads as other doubles than their text
//     (1e400, 1.0000000000000001, -0, 1e-400) in sizeBytes and in data;
//   - R3-14: arrays of blocks and other values ([5, {…}]), which are data;
//   - R3-12: image and audio blocks with no string data ({"type":"image"})
//     at depth, which stay data;
//   - R3-16: in about one input of 200, data nesting 600 to 10,000 arrays
//     and objects (the whole input one more), with an embedded resource, a
//     claim (its reference near the top), a reference, inline data or a
//     claimed object at the bottom; such an input stays well under 1 MB.
//
// Revision 4's areas (R4-n of SPEC's revision 4) come as scenes woven into
// about one input in three (rev4.go), from a random stream of their own, so
// that every other input is byte for byte the one revision 3's generator
// made:
//
//   - R4-1: objects that carry a uri an embedded resource or a claim hides
//     (resource_link, text, unknown and dataless image blocks, inline data,
//     plain objects), as blocks of content arrays, in kept blocks' _meta
//     and at depth in data, the uri written alike, in another letter case,
//     with %XX escapes of its UTF-8 octets, or, as another uri, with a
//     Latin-1 escape (%E9) or a double-encoded one; written twice (the
//     hidden one overwritten or overwriting), or "" (which hides nothing);
//   - R4-3: uris holding lone surrogates beside their %ED%A0%80-style
//     octets (the same uri), another surrogate and U+FFFD (other uris);
//   - R4-7 and R4-4: inline image and audio blocks whose uri is "", null,
//     42 or written twice, with and without a disposition, beside
//     references to their uris; data "" of another kind's type;
//   - R4-6: overwritten resource objects that carry a disposition, and a
//     top-level uri written twice, beside references to every uri;
//   - R4-8: content elements that are no block (strings, numbers,
//     booleans, null, arrays, objects with no string type) and unknown
//     block types with controls, bidi marks, lone surrogates or over 120
//     units;
//   - R4-10: the whole data a reference, a resource block with no link,
//     an inline block, a claimed object or an object carrying a hidden
//     uri;
//   - R4-2: text blocks and data strings that spell a hidden uri exactly.
//
// Case i of a seed depends on the seed and i alone: Generate(s, 10)[:5] is
// Generate(s, 5), and One(s, i) is Generate(s, n)[i].
package gen

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// Case is one generated input, with the strings no lane may show of it
// (Hidden) and the lanes it is observed on (SPEC 5).
type Case struct {
	Input  adapters.Input
	Hidden []string
	Lanes  []adapters.Lane
}

// Generate returns n cases of seed.
func Generate(seed int64, n int) []Case {
	cases := make([]Case, n)
	for i := range cases {
		cases[i] = One(seed, i)
	}
	return cases
}

// One returns case i of seed.
func One(seed int64, i int) Case {
	input := esjson.EncodeRaw(build(seed, i, true))
	hidden, err := Hidden(input)
	if err != nil {
		panic("gen: a generated input does not read back: " + err.Error())
	}
	lanes, err := Lanes(input)
	if err != nil {
		panic("gen: a generated input does not read back: " + err.Error())
	}
	return Case{Input: input, Hidden: hidden, Lanes: lanes}
}

// build returns case i of seed as a value: the input revision 3's
// generator made, drawn from the case's first stream, and then, when
// withRev4, a scene of revision 4's areas woven into about a third of
// them, drawn from a stream of its own (rev4.go). An input no scene is
// woven into is byte for byte what revision 3's generator made of that
// seed and index.
func build(seed int64, i int, withRev4 bool) esjson.Value {
	g := &gen{
		r:      rand.New(rand.NewPCG(uint64(seed), uint64(i)^0x9E3779B97F4A7C15)),
		tokens: map[string]bool{},
	}
	input := g.input()
	if withRev4 {
		g.r = rand.New(rand.NewPCG(uint64(seed), uint64(i)^rev4Stream))
		input = g.rev4(input)
	}
	return input
}

type gen struct {
	r      *rand.Rand
	tokens map[string]bool
	uris   []string // every uri made, for a later one to reuse
	big    bool     // a blob over 64 KiB was made: one per case at most
	deep   bool     // the input nests 600 levels or more: no scene is woven into it
}

func (g *gen) pct(p int) bool { return g.r.IntN(100) < p }

func (g *gen) intn(n int) int { return g.r.IntN(n) }

func pick[T any](g *gen, list []T) T { return list[g.r.IntN(len(list))] }

// choose returns i with probability weights[i] / sum(weights).
func (g *gen) choose(weights ...int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	n := g.r.IntN(total)
	for i, w := range weights {
		if n < w {
			return i
		}
		n -= w
	}
	return len(weights) - 1
}

const alnum = "abcdefghijklmnopqrstuvwxyz0123456789"

// token returns a fresh random token: a letter and six letters or digits,
// unlike every other token of the case.
func (g *gen) token() string {
	for {
		b := []byte{"bcdfghjkmnpqrstvwxz"[g.intn(19)]}
		for range 6 {
			b = append(b, alnum[g.intn(len(alnum))])
		}
		if t := string(b); !g.tokens[t] {
			g.tokens[t] = true
			return t
		}
	}
}

var words = []string{"notes", "ledger", "report", "quarter", "total", "draft", "summary", "river",
	"maple", "orbit", "signal", "budget", "memo", "chart", "minutes", "invoice"}

func (g *gen) word() string { return pick(g, words) }

func (g *gen) sentence() string {
	n := 1 + g.intn(4)
	parts := make([]string, 0, n+1)
	for range n {
		parts = append(parts, g.word())
	}
	parts = append(parts, g.token())
	return strings.Join(parts, " ")
}

// input returns the whole input: {"content": […]} or {"data": any}.
func (g *gen) input() esjson.Value {
	if g.intn(200) == 0 {
		return g.deepInput()
	}
	if g.pct(62) {
		return Obj(M("content", g.content()))
	}
	var data esjson.Value
	switch g.choose(35, 15, 40, 10, 8, 30) {
	case 0:
		data = g.embeddedBlock()
	case 1:
		data = g.content()
	case 2:
		data = g.structured(0)
	case 3:
		data = g.scalar()
	case 4:
		data = g.sceneData()
	default:
		data = g.rev3Data()
	}
	return Obj(M("data", data))
}

func (g *gen) content() esjson.Value {
	var n int
	switch g.choose(3, 35, 35, 27) {
	case 0:
		n = 0
	case 1:
		n = 1
	case 2:
		n = 2 + g.intn(2)
	default:
		n = 4 + g.intn(4)
	}
	items := make([]esjson.Value, n)
	for i := range items {
		items[i] = g.block()
	}
	if g.pct(2) {
		a, b := g.longClaim()
		if g.pct(50) {
			a, b = b, a
		}
		items = append(items, a, b)
	}
	if g.pct(8) {
		claim, ref := g.claimScene()
		if g.pct(25) {
			claim = g.carry(claim)
		}
		items = g.insert(items, claim)
		items = g.insert(items, ref)
		if g.pct(15) { // a second reference to the claimed uri
			items = g.insert(items, g.sceneRef(g.variant(refURI(ref))))
		}
	}
	if g.pct(30) {
		for _, v := range g.rev3Scene(true) {
			items = g.insert(items, v)
		}
	}
	return Arr(items...)
}

// longClaim returns a reference whose uri, too long to be a reference
// (over 4,096 units once its %XX escapes count), claims never, and a
// reference to the same uri written short enough to be one: SPEC 6 has the
// first still claim, so the second shows its stub.
func (g *gen) longClaim() (claim, ref esjson.Value) {
	short := g.filled("memo://"+g.token()+"/", 4090+g.intn(6), false, 0)
	long := short
	for i := 0; UTF16Len(long) <= estext.URIMax; i++ {
		at := len("memo://") + i
		long = long[:at] + "%" + strconv.FormatInt(int64(long[at]), 16) + long[at+1:]
	}
	claim = Obj(M("type", Str("resource")), M("uri", Str(long)), M("disposition", Str("never")))
	ref = Obj(M("type", Str("resource")), M("uri", Str(short)), M("name", Str(g.word()+".txt")))
	return claim, ref
}

// The claims of SPEC 6, each beside a reference to the uri it claims.

// claimScene returns a block that claims a uri never (SPEC 6), or one that
// looks as if it did but marks nothing, and an MCPL reference whose line
// shows that uri unless a claim marks it. The two write the uri alike, or
// in another letter case, or with %XX escapes (SPEC 6's same uri); now and
// then the reference's is another uri that a double-encoded escape makes
// look the same ("%2573" is not "s": revision 3, same uri).
func (g *gen) claimScene() (claim, ref esjson.Value) {
	if g.pct(3) {
		return g.longClaim()
	}
	u := g.lineURI()
	cu, ru := u, g.sameURI(u)
	if g.pct(8) {
		ru = g.doubleEscaped(u) // another uri (R3-5): the line shows
	}
	if g.pct(50) {
		cu, ru = ru, cu
	}
	return g.claimer(cu), g.sceneRef(ru)
}

// sceneRef returns an MCPL reference to uri that shows its line unless a
// claim marks it: no disposition, or "ref".
func (g *gen) sceneRef(uri string) esjson.Value {
	ms := []esjson.Member{M("type", Str("resource")), M("uri", Str(uri))}
	if g.pct(30) {
		ms = append(ms, M("name", Str(g.word()+pick(g, []string{".pdf", ".txt", ""}))))
	}
	if g.pct(25) {
		ms = append(ms, M("disposition", Str("ref")))
	}
	if g.pct(15) {
		ms = append(ms, M("sizeBytes", Num(pick(g, sizeBytes))))
	}
	return Obj(ms...)
}

// refURI returns the uri of a reference sceneRef or longClaim made.
func refURI(ref esjson.Value) string {
	u, _ := ref.Get("uri")
	return textOf(u)
}

// claimer returns a block about uri, of each shape SPEC 6's claims read:
// inline image or audio data with the uri and disposition "never", an
// embedded resource with "never" on the block, on R or on both, a
// reference marked never; and, marking nothing, the same with another
// disposition or an empty uri, an embedded resource holding the claim in
// R._meta (where the claims walk does not go), and an embedded resource of
// the same uri with no claim at all (the same-uri rule still stubs the
// reference); and, since revision 3 (claims by uri), inline blocks whose
// data is no string and objects with no data at all.
func (g *gen) claimer(uri string) esjson.Value {
	switch g.choose(30, 9, 9, 5, 8, 12, 4, 4, 10, 5, 5, 14) {
	case 0:
		return g.inlineClaim(Str(uri), Str("never"), false)
	case 1:
		return g.embeddedClaim(uri, some(Str("never")), nil)
	case 2:
		return g.embeddedClaim(uri, nil, some(Str("never")))
	case 3:
		return g.embeddedClaim(uri, some(Str("never")), some(Str("never")))
	case 4:
		return Obj(M("type", Str("resource")), M("uri", Str(uri)), M("disposition", Str("never")))
	case 5: // another disposition: a withheld block that marks nothing
		d := pick(g, []esjson.Value{Str("ref"), Str("other"), Str("NEVER"), Str("Never"), NullV(), Str(""), BoolV(true), Arr(Str("never"))})
		if g.pct(20) {
			return Obj(M("type", Str("resource")), M("uri", Str(uri)), M("disposition", d))
		}
		return g.inlineClaim(Str(uri), d, false)
	case 6: // an empty uri beside the never: it marks nothing
		return g.inlineClaim(Str(""), Str("never"), false)
	case 7: // data that is no string: no inline data, still a claim by uri (R3-2)
		return g.inlineClaim(Str(uri), Str("never"), true)
	case 8: // the claim inside an embedded resource: the walk never goes there
		return g.embeddedHolding(Obj(M("type", Str("resource")), M("uri", Str(uri)), M("disposition", Str("never"))),
			g.inlineClaim(Str(uri), Str("never"), false))
	case 9: // an embedded resource with an empty uri and a never
		return g.embeddedClaim("", pick(g, []*esjson.Value{some(Str("never")), nil}), some(Str("never")))
	case 11: // no data at all: a claim by uri (R3-2)
		return g.uriClaimer(Str(uri), Str("never"), false)
	}
	return g.embeddedClaim(uri, nil, nil)
}

// inlineClaim returns an inline image or audio block with a uri and a
// disposition beside its data (SPEC 8), data that is no string when
// noData.
func (g *gen) inlineClaim(uri, disposition esjson.Value, noData bool) esjson.Value {
	typ, m := "image", pick(g, []string{"image/png", "image/jpeg", "Image/PNG"})
	if g.pct(35) {
		typ, m = "audio", pick(g, []string{"audio/wav", "audio/mpeg"})
	}
	data := Str(g.blob())
	switch {
	case noData:
		data = pick(g, []esjson.Value{NullV(), Int(42)})
	case g.pct(15):
		data = Str("")
	}
	ms := []esjson.Member{M("type", Str(typ)), M("data", data)}
	if g.pct(85) {
		ms = append(ms, M("mimeType", Str(m)))
	}
	ms = append(ms, M("uri", uri), M("disposition", disposition))
	if g.pct(20) {
		g.shuffle(ms)
	}
	return Obj(ms...)
}

func some(v esjson.Value) *esjson.Value { return &v }

// embeddedClaim returns an embedded resource of uri with text or a blob,
// and a disposition on the block, on R, on both or on neither (nil).
func (g *gen) embeddedClaim(uri string, onBlock, onR *esjson.Value) esjson.Value {
	r := []esjson.Member{M("uri", Str(uri))}
	if g.pct(60) {
		r = append(r, M("mimeType", Str("text/plain")), M("text", Str(g.textContent(true))))
	} else {
		r = append(r, g.blobMime()...)
		r = append(r, M("blob", Str(g.blob())))
	}
	if onR != nil {
		r = append(r, M("disposition", *onR))
	}
	block := []esjson.Member{M("type", Str("resource")), M("resource", Obj(r...))}
	if onBlock != nil {
		block = append(block, M("disposition", *onBlock))
	}
	if g.pct(10) {
		g.shuffle(block)
	}
	return Obj(block...)
}

// block returns one block of any kind.
func (g *gen) block() esjson.Value {
	switch g.choose(20, 35, 12, 20, 5, 3, 4) {
	case 0:
		return g.textBlock()
	case 1:
		return g.embeddedBlock()
	case 2:
		return g.mediaBlock()
	case 3:
		return g.referenceBlock()
	case 4:
		return g.noLinkBlock()
	case 5:
		return g.otherBlock()
	}
	return g.resourceLinkBlock()
}

// structured returns data at depth: objects and arrays holding blocks,
// content arrays and scalars.
func (g *gen) structured(depth int) esjson.Value {
	if depth >= 4 {
		return g.leaf(depth)
	}
	switch g.choose(50, 35, 15) {
	case 0:
		n := 1 + g.intn(4)
		members := make([]esjson.Member, 0, n)
		for range n {
			name := g.memberName()
			if len(members) > 0 && g.pct(4) {
				name = members[g.intn(len(members))].Name // a name given twice
			}
			members = append(members, M(name, g.structured(depth+1)))
		}
		return Obj(members...)
	case 1:
		n := g.intn(5)
		items := make([]esjson.Value, n)
		for i := range items {
			items[i] = g.structured(depth + 1)
		}
		return Arr(items...)
	}
	return g.leaf(depth)
}

func (g *gen) leaf(depth int) esjson.Value {
	switch g.choose(40, 12, 48, 3, 3, 2) {
	case 0:
		return g.block()
	case 1:
		items := make([]esjson.Value, 1+g.intn(3))
		for i := range items {
			items[i] = g.block()
		}
		return Arr(items...)
	case 3:
		return g.datalessImage()
	case 4:
		return g.mixedArray()
	case 5:
		return g.claimedObject(g.sharedOrNew(g.embeddedURI))
	}
	if depth < 2 && g.pct(30) {
		return g.structured(depth + 1)
	}
	return g.scalar()
}

func (g *gen) memberName() string {
	switch g.choose(60, 20, 4, 4, 4, 4, 4, 2) {
	case 0:
		return g.word()
	case 1:
		return g.word() + "_" + strconv.Itoa(g.intn(100))
	case 2:
		return "1"
	case 3:
		return ""
	case 4:
		return "ünïcode"
	case 5:
		return "tab\there"
	case 6:
		return "resource"
	}
	return "lone" + Surrogate(0xD800+uint16(g.intn(0x800)))
}

var numbers = []string{"0", "1", "-1", "1.0", "1e21", "1E+2", "1e-7", "-0", "0.1", "100",
	"-3.25", "12345678901234567890", "9007199254740993", "2.5e-3", "123456789012"}

func (g *gen) scalar() esjson.Value {
	switch g.choose(35, 25, 10, 10, 10, 5, 5) {
	case 0:
		return Str(g.sentence())
	case 1:
		if g.pct(20) {
			return Num(pick(g, rev3Numbers))
		}
		return Num(pick(g, numbers))
	case 2:
		return BoolV(g.pct(50))
	case 3:
		return NullV()
	case 4:
		return Str(g.textContent(false))
	case 5:
		return Arr()
	}
	return Obj()
}

// textContent returns a text: words, or one of SPEC 7's white-space edge
// cases, or a text with controls, lone surrogates, bidi marks, newlines.
// A text that must be hidden (a withheld body) always holds a token.
func (g *gen) textContent(mustHide bool) string {
	if mustHide {
		s := g.sentence()
		switch g.choose(70, 10, 10, 10) {
		case 1:
			s = " \uFEFF" + s + "\n"
		case 2:
			s = s + "\nsecond line " + g.token()
		case 3:
			s = s + Surrogate(0xD800) + "tail"
		}
		return s
	}
	switch g.choose(40, 25, 6, 6, 5, 5, 5, 4, 4) {
	case 0:
		return g.sentence()
	case 1:
		return pick(g, []string{"", " ", "\t\n ", "\u00a0", "\uFEFF", "\u2028", "\u2029", "\u3000 ", "\v\f",
			"\u0085", "\u200b", "\u180e", " \u0085 ", "\uFEFF\u00a0\u2028"})
	case 2:
		return pick(g, []string{" ", "\uFEFF", "\u3000", "\n"}) + g.sentence() + pick(g, []string{"\uFEFF", " ", "\u2028", "\u0085"})
	case 3:
		return g.sentence() + "\n" + g.sentence() + "\r\n" + g.word()
	case 4:
		return pick(g, []string{
			g.word() + Surrogate(0xD800) + g.word(),
			Surrogate(0xDC00) + g.sentence(),
			g.word() + Surrogate(0xD83D) + "\u0001" + Surrogate(0xDE00),
			g.sentence() + Surrogate(0xDBFF),
		})
	case 5:
		return g.word() + "\u0001" + g.word() + "\u007f\u0085\u009f" + g.token()
	case 6:
		return pick(g, []string{"\u202e", "\u2066", "\u200f"}) + g.sentence() + pick(g, []string{"\u202c", "\u2069", ""})
	case 7:
		return "😀 " + g.sentence() + " é ñ 中文"
	}
	return `{"a":1} <b>html</b> & "quoted" \ back ` + g.token()
}

func (g *gen) textBlock() esjson.Value {
	switch g.choose(90, 4, 2, 4) {
	case 1:
		return Obj(M("type", Str("text")), M("text", pick(g, []esjson.Value{Int(42), NullV(), BoolV(false), Obj(), Arr()})))
	case 2:
		return Obj(M("type", Str("text")))
	case 3:
		return Obj(M("type", Str("text")), M("text", Str(g.textContent(false))),
			M("annotations", Obj(M("audience", Arr(Str("user"))), M("priority", Num("0.5")))))
	}
	return Obj(M("type", Str("text")), M("text", Str(g.textContent(false))))
}

func (g *gen) dispositionValue() esjson.Value {
	switch g.choose(35, 20, 45) {
	case 0:
		return Str("never")
	case 1:
		return Str("ref")
	}
	return pick(g, []esjson.Value{NullV(), BoolV(false), BoolV(true), Str(""), Int(0), Str("other"), Str("NEVER"), Str("Never"), Obj(), Arr(Str("never"))})
}

// embeddedBlock returns an MCP embedded resource: text, blob, both,
// neither, or non-string contents, with or without a disposition.
func (g *gen) embeddedBlock() esjson.Value {
	onBlock, onR := false, false
	switch g.choose(80, 9, 8, 3) {
	case 1:
		onBlock = true
	case 2:
		onR = true
	case 3:
		onBlock, onR = true, true
	}
	withheld := onBlock || onR
	r := []esjson.Member{M("uri", Str(g.embeddedURI()))}
	switch g.choose(35, 45, 8, 6, 6) {
	case 0: // text
		r = append(r, g.textMime()...)
		r = append(r, M("text", Str(g.textContent(withheld))))
	case 1: // blob
		r = append(r, g.blobMime()...)
		r = append(r, M("blob", Str(g.blob())))
	case 2: // both
		r = append(r, g.blobMime()...)
		r = append(r, M("text", Str(g.textContent(withheld))), M("blob", Str(g.blob())))
	case 3: // neither
		r = append(r, g.blobMime()...)
		if g.pct(50) {
			r = append(r, M("text", pick(g, []esjson.Value{Int(42), NullV(), Obj()})))
		}
	default: // one string, the other not: the string counts
		if g.pct(50) {
			r = append(r, g.blobMime()...)
			r = append(r, M("text", pick(g, []esjson.Value{Int(7), NullV(), BoolV(true)})), M("blob", Str(g.blob())))
		} else {
			r = append(r, M("text", Str(g.textContent(withheld))), M("blob", pick(g, []esjson.Value{Int(7), NullV(), Arr()})))
		}
	}
	if onR {
		r = append(r, M("disposition", g.dispositionValue()))
	}
	if g.pct(6) {
		r = append(r, M("_meta", g.nestedClaim()))
	}
	if g.pct(15) {
		g.shuffle(r)
	}
	block := []esjson.Member{M("type", Str("resource")), M("resource", Obj(r...))}
	if g.pct(5) { // a top-level uri that is no uri of its own: still embedded
		block = append(block, M("uri", pick(g, []esjson.Value{NullV(), Str("")})))
	}
	if onBlock {
		block = append(block, M("disposition", g.dispositionValue()))
	}
	if g.pct(15) {
		block = append(block, M("annotations", Obj(M("audience", Arr(Str("assistant"))), M("priority", Num("0.9")))))
	}
	if g.pct(3) {
		block = append(block, M("_meta", Obj(M("note", Str(g.sentence())))))
	}
	if g.pct(2) { // "resource" given twice: the last one counts
		block = append([]esjson.Member{M("resource", Obj(M("uri", Str(g.embeddedURI())), M("text", Str(g.sentence()))))}, block...)
	}
	if g.pct(10) {
		g.shuffle(block)
	}
	return Obj(block...)
}

// nestedClaim returns something holding a never claim, to be put where the
// claims walk does not go (inside an embedded resource).
func (g *gen) nestedClaim() esjson.Value {
	uri := g.sharedOrNew(g.lineURI)
	if g.pct(50) {
		return Obj(M("type", Str("resource")), M("uri", Str(uri)), M("disposition", Str("never")))
	}
	return Obj(M("type", Str("image")), M("data", Str("AAAA")), M("mimeType", Str("image/png")),
		M("uri", Str(uri)), M("disposition", Str("never")))
}

func (g *gen) shuffle(ms []esjson.Member) {
	g.r.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
}

// mediaBlock returns an inline image or audio block, with or without a
// claim (a uri or a disposition beside its data).
func (g *gen) mediaBlock() esjson.Value {
	typ := "image"
	if g.pct(35) {
		typ = "audio"
	}
	ms := []esjson.Member{M("type", Str(typ))}
	if g.pct(3) {
		ms = append(ms, M("data", pick(g, []esjson.Value{Int(42), NullV()})))
	} else {
		ms = append(ms, M("data", Str(g.blob())))
	}
	switch g.choose(62, 8, 3, 14, 9, 4) {
	case 0:
		if typ == "image" {
			ms = append(ms, M("mimeType", Str(pick(g, []string{"image/png", "image/jpeg", "image/gif", "Image/PNG"}))))
		} else {
			ms = append(ms, M("mimeType", Str(pick(g, []string{"audio/wav", "audio/mpeg", "audio/ogg"}))))
		}
	case 4: // not of its kind, or of its kind in another case (R3-8)
		ms = append(ms, M("mimeType", Str(g.wrongOrPassingType(typ))))
	case 5: // a placeholder's type that must be made a label (R3-9)
		ms = append(ms, M("mimeType", Str(g.placeholderType())))
	case 1:
	case 2:
		ms = append(ms, M("mimeType", Str("")))
	default:
		ms = append(ms, g.blobMime()...)
	}
	if g.pct(22) {
		switch g.choose(70, 10, 10, 10) {
		case 0:
			ms = append(ms, M("uri", Str(g.sharedOrNew(g.embeddedURI))))
		case 1:
			ms = append(ms, M("uri", Str("")))
		case 2:
			ms = append(ms, M("uri", Int(42)))
		default:
			ms = append(ms, M("uri", NullV()))
		}
	}
	if g.pct(18) {
		ms = append(ms, M("disposition", g.dispositionValue()))
	}
	if g.pct(8) {
		ms = append(ms, M("annotations", Obj(M("audience", Arr(Str("user"))))))
	}
	if g.pct(4) {
		ms = append(ms, M("name", Str(g.word()+".png")))
	}
	return Obj(ms...)
}

// noLinkBlock returns a resource block with no link: no uri of its own
// and no resource object with a string uri, or a top-level uri that is not
// a string.
func (g *gen) noLinkBlock() esjson.Value {
	inner := func() esjson.Value {
		return Obj(M("uri", Str(g.embeddedURI())), M("mimeType", Str("text/plain")), M("text", Str(g.sentence())))
	}
	switch g.intn(12) {
	case 0:
		return Obj(M("type", Str("resource")))
	case 1:
		return Obj(M("type", Str("resource")), M("uri", NullV()), M("resource", Obj(M("uri", Int(42)), M("text", Str(g.sentence())))))
	case 2:
		return Obj(M("type", Str("resource")), M("uri", Str("")), M("resource", NullV()))
	case 3:
		return Obj(M("type", Str("resource")), M("resource", Arr(inner())))
	case 4:
		return Obj(M("type", Str("resource")), M("resource", Str(g.embeddedURI())))
	case 5:
		return Obj(M("type", Str("resource")), M("resource", Obj(M("text", Str(g.sentence())))))
	case 6:
		return Obj(M("type", Str("resource")), M("resource", Obj(M("uri", NullV()), M("blob", Str("AAAA")), M("mimeType", Str("image/png")))))
	}
	top := pick(g, []esjson.Value{Int(42), BoolV(false), Int(0), Arr(), Obj(), Num("1.5")})
	ms := []esjson.Member{M("type", Str("resource")), M("uri", top)}
	if g.pct(60) {
		ms = append(ms, M("resource", inner()))
	}
	if g.pct(20) {
		ms = append(ms, M("disposition", Str("never")))
	}
	return Obj(ms...)
}

// otherBlock returns a block no lane shows as itself: an unknown type, or
// image data that is not a string.
func (g *gen) otherBlock() esjson.Value {
	switch g.intn(5) {
	case 0:
		return Obj(M("type", Str("video")), M("src", Str(g.word()+".mp4")))
	case 1:
		return Obj(M("type", Str("Text")), M("text", Str(g.sentence())))
	case 2:
		return Obj(M("type", Str("image")), M("data", Int(42)), M("mimeType", Str("image/png")))
	case 3:
		return Obj(M("type", Str("")))
	}
	return Obj(M("type", Str("vid\u0001eo\u202e")))
}

// embeddedHolding returns an embedded resource of a fresh uri that holds
// claims where the claims walk never goes (SPEC 6): in R._meta, in another
// member of R, in the block's _meta or in its annotations.
func (g *gen) embeddedHolding(claims ...esjson.Value) esjson.Value {
	held := Arr(claims[:1+g.intn(len(claims))]...)
	r := []esjson.Member{M("uri", Str("memo://"+g.token()+"/"+g.word())), M("mimeType", Str("text/plain")), M("text", Str(g.sentence()))}
	block := []esjson.Member{M("type", Str("resource"))}
	switch g.intn(4) {
	case 0:
		r = append(r, M("_meta", Obj(M("related", held))))
	case 1:
		r = append(r, M("links", held))
	case 2:
		block = append(block, M("_meta", Obj(M("claims", held))))
	default:
		block = append(block, M("annotations", Obj(M("audience", Arr(Str("user"))), M("x", held))))
	}
	block = append(block, M("resource", Obj(r...)))
	if g.pct(30) {
		g.shuffle(block)
	}
	return Obj(block...)
}

// carry returns a block holding v among its members, where the claims walk
// goes (SPEC 6: the whole result at any depth) though no lane shows it as a
// block: an unknown block, a text block's _meta, a reference's member, a
// resource block with no link.
func (g *gen) carry(v esjson.Value) esjson.Value {
	switch g.intn(4) {
	case 0:
		return Obj(M("type", Str("video")), M("src", Str(g.word()+".mp4")), M("meta", Obj(M("inner", v))))
	case 1:
		return Obj(M("type", Str("text")), M("text", Str(g.sentence())), M("_meta", Obj(M("related", Arr(v)))))
	case 2:
		return Obj(M("type", Str("resource")), M("uri", Str(g.lineURI())), M("annotations", Obj(M("x", v))))
	}
	return Obj(M("type", Str("resource")), M("resource", Arr(v)))
}

// insert returns items with v at a random place.
func (g *gen) insert(items []esjson.Value, v esjson.Value) []esjson.Value {
	i := g.intn(len(items) + 1)
	items = append(items, esjson.Value{})
	copy(items[i+1:], items[i:])
	items[i] = v
	return items
}

// sceneData returns structured data holding a claim scene: the claim
// nested one to three levels down (in a block's members now and then), the
// reference elsewhere, at any depth, beside other data.
func (g *gen) sceneData() esjson.Value {
	claim, ref := g.claimScene()
	if g.pct(20) {
		claim = g.carry(claim)
	}
	parts := []esjson.Value{g.nest(claim, 1+g.intn(3)), g.nest(ref, g.intn(3))}
	if g.pct(60) {
		parts = append(parts, g.structured(2))
	}
	g.r.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	return g.holder(parts)
}

// nest returns v depth levels down in objects and arrays, now and then
// beside a scalar.
func (g *gen) nest(v esjson.Value, depth int) esjson.Value {
	for range depth {
		if g.pct(55) {
			ms := []esjson.Member{M(g.memberName(), v)}
			if g.pct(40) {
				ms = append(ms, M(g.word()+"_x", g.scalar()))
				g.shuffle(ms)
			}
			v = Obj(ms...)
			continue
		}
		items := []esjson.Value{v}
		if g.pct(40) {
			items = g.insert(items, g.scalar())
		}
		v = Arr(items...)
	}
	return v
}

// holder returns parts in an array or, named, in an object.
func (g *gen) holder(parts []esjson.Value) esjson.Value {
	if g.pct(40) {
		return Arr(parts...)
	}
	members := make([]esjson.Member, len(parts))
	for i, p := range parts {
		members[i] = M(g.word()+"_"+strconv.Itoa(i), p)
	}
	return Obj(members...)
}
