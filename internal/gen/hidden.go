package gen

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/memo"
)

// minHidden is the shortest string (once trimmed, in code points) Hidden
// lists: a shorter one turns up by chance in any marker's words.
const minHidden = 8

// Body returns the value an input gives its lanes, whether it is content
// (a content array) or a tool's data. The value may be shared with other
// callers, and must not be changed: an input's lanes, hidden strings and
// expectations are each read from its body, which is parsed once for all
// of them (see bodies).
func Body(input adapters.Input) (body esjson.Value, isContent bool, err error) {
	b, ok := bodies.Find(func(b *readBody) bool { return b.input == string(input) })
	if !ok {
		b = &readBody{}
		b.input, b.body, b.isContent, b.err = readBodyOf(input)
		bodies.Add(b)
	}
	return b.body, b.isContent, b.err
}

// bodies holds the bodies of the inputs Body read last, each with a copy
// of its input. It holds few, so memory stays bounded however many inputs
// a run makes.
var bodies = memo.NewRecent[*readBody](4)

type readBody struct {
	input     string
	body      esjson.Value
	isContent bool
	err       error
}

// readBodyOf is Body, read afresh from input, with the copy of input
// (text) of which the body's strings are parts.
func readBodyOf(input adapters.Input) (text string, body esjson.Value, isContent bool, err error) {
	text, root, err := esjson.ParseRawCopy(input)
	if err != nil {
		return text, esjson.Value{}, false, err
	}
	if root.Kind() != esjson.Object || len(root.Written()) != 1 {
		return text, esjson.Value{}, false, errors.New(`an input is an object holding only "content" or "data"`)
	}
	switch m := root.Written()[0]; m.Name {
	case "content":
		return text, m.Value, true, nil
	case "data":
		return text, m.Value, false, nil
	}
	return text, esjson.Value{}, false, errors.New(`an input is an object holding only "content" or "data"`)
}

// Lanes returns the lanes an input is observed on (SPEC 5): a content input
// on every lane but guard, a tool's data on the two tool-result lanes and
// script, and on guard too when the data is an embedded resource.
func Lanes(input adapters.Input) ([]adapters.Lane, error) {
	body, isContent, err := Body(input)
	if err != nil {
		return nil, err
	}
	if isContent {
		var lanes []adapters.Lane
		for _, l := range adapters.AllLanes() {
			if l != adapters.Guard {
				lanes = append(lanes, l)
			}
		}
		return lanes, nil
	}
	lanes := []adapters.Lane{adapters.ToolResultLive, adapters.ToolResultStored, adapters.Script}
	if IsEmbedded(body) {
		lanes = append(lanes, adapters.Guard)
	}
	return lanes, nil
}

// IsBlock reports whether v is a block: an object with a string type.
func IsBlock(v esjson.Value) bool {
	t, ok := v.Get("type")
	return v.Kind() == esjson.Object && ok && t.Kind() == esjson.String
}

func typeOf(v esjson.Value) string {
	t, _ := v.Get("type")
	return textOf(t)
}

// ownURI returns a resource block's top-level uri when it is a uri of its
// own (SPEC 2 rule 1: present, not null, not "").
func ownURI(v esjson.Value) (esjson.Value, bool) {
	u, ok := v.Get("uri")
	if !ok || u.Kind() == esjson.Null || u.Kind() == esjson.String && textOf(u) == "" {
		return esjson.Value{}, false
	}
	return u, true
}

// IsEmbedded reports whether v is an embedded resource (SPEC 2 rule 2).
func IsEmbedded(v esjson.Value) bool {
	_, ok := embedded(v)
	return ok
}

// IsWholeText reports whether v, as the whole of a tool's data, shows as
// one text in both copies (SPEC 5, whole data, revision 4): a resource
// block of any kind (an embedded resource, an MCPL reference, one with no
// link), an inline image or audio block with string data, or an object
// the withheld marker replaces (the team's reading): one that claims a uri
// of its own, or one that carries a uri the data hides (hidden uri object).
func IsWholeText(v esjson.Value) bool {
	if v.Kind() != esjson.Object {
		return false
	}
	if IsBlock(v) {
		switch typeOf(v) {
		case "resource":
			return true
		case "image", "audio":
			if d, ok := v.Get("data"); ok && d.Kind() == esjson.String {
				return true
			}
		}
	}
	uris := writtenURIs(v)
	if len(uris) == 0 {
		return false
	}
	if neverWritten(v) {
		return true
	}
	h := hiddenURIs(v)
	for _, u := range uris {
		if h.has(u) {
			return true
		}
	}
	return false
}

// embedded returns an embedded resource's R.
func embedded(v esjson.Value) (esjson.Value, bool) {
	if !IsBlock(v) || typeOf(v) != "resource" {
		return esjson.Value{}, false
	}
	if _, own := ownURI(v); own {
		return esjson.Value{}, false
	}
	r, ok := v.Get("resource")
	if !ok || r.Kind() != esjson.Object {
		return esjson.Value{}, false
	}
	u, ok := r.Get("uri")
	if !ok || u.Kind() != esjson.String {
		return esjson.Value{}, false
	}
	return r, true
}

// isContentArray reports whether v is a content array (SPEC 5, revision 3):
// an array every element of which is a block; [] is one.
func isContentArray(v esjson.Value) bool {
	if v.Kind() != esjson.Array {
		return false
	}
	for _, item := range v.Items() {
		if !IsBlock(item) {
			return false
		}
	}
	return true
}

// spec is what Hidden reads of an input: the strings SPEC keeps from every
// lane, the strings a lane may show, and what the reference-line rule needs.
type spec struct {
	candidates []string // never shown: embedded uris, inline data uris, claimed uris, withheld bodies, refused uris
	plain      []string // may be shown: texts, data strings, member names
	hidden     uriSet   // the uris the lanes hide (H): embedded resources' and claimed ones
	refs       []refInfo
	forgotten  int // > 0 in the value of a member a later duplicate overwrites, which no lane shows
}

type refInfo struct {
	uri     string
	mayShow bool // disposition absent or "ref", and not forgotten by JSON.parse
}

// Hidden returns the strings no lane may show of an input, by SPEC's rules
// (revision 4, read from SPEC and the team's decisions, not from the
// reference host). It is an independent oracle of SPEC 2 and 6 on
// purpose: a fault of the reference that shows a uri would otherwise be
// copied into the expectation and pass, so Hidden shares nothing with the
// reference or the judge but internal/estext's primitives (whitespace,
// Cf, UTF-16 length, %XX decoding, ASCII lower-casing, URIMax, what a text
// reads as). The
// strings are each embedded resource's uri (R.uri, and the uri of every
// resource object the block was written with), each inline image or audio
// block's uri, each withheld embedded resource's text, the uri of every
// object that claims it (any object the claims walk reaches, a block of
// any type or an object in data, with a non-empty string uri and a
// disposition "never", data or none; the members a later duplicate name
// overwrites are read too), and the uri of each MCPL reference whose line
// SPEC 6 forbids (a claim, a credential, a fetchable scheme, a control or
// an invisible format character (Cf), an embedded resource of the same
// uri, or a lone surrogate; or too long to be a reference). Since revision
// 4 (hidden uri object) it adds the written uris of every object that
// carries a uri the lanes hide (the same uri, as SPEC 6 reads it over
// WTF-8 octets, as an embedded resource's or a claimed one), which
// structured data and the script view replace by the withheld marker's
// text and whose members no lane shows. It leaves out what a host may
// show: a string shorter than 8 characters, one a reference's line may
// show (the same uri, or one holding or held in it), and one held in a
// text or data string the input shows, as sent or percent-decoded, or as
// either reads (estext.Readable: invisible characters out, NFKC), or
// across the texts of adjacent text blocks of a content array (revision 4:
// the leak check finds a string in those forms, and SPEC shows the input's
// own strings as they came, even one that spells a hidden uri). Lone
// surrogates come out as U+FFFD, as a host shows them.
func Hidden(input adapters.Input) ([]string, error) {
	body, isContent, err := Body(input)
	if err != nil {
		return nil, err
	}
	s := spec{hidden: hiddenURIs(body)}
	if body.Kind() == esjson.Array && (isContent || isContentArray(body)) {
		// Its blocks show one by one (SPEC 5): each an element.
		for _, item := range body.Items() {
			s.walk(item, true, true)
		}
		s.plain = append(s.plain, adjacentTexts(body.Items())...)
	} else {
		s.walk(body, true, false)
	}

	var shown []string // uris a reference line may show
	for _, r := range s.refs {
		if r.mayShow && lineSafe(r.uri) && !s.hidden.has(r.uri) {
			shown = append(shown, r.uri)
			continue
		}
		s.candidates = append(s.candidates, r.uri)
	}
	var out []string
	seen := map[string]bool{}
	// What may be shown, as it is searched: made well formed and lowered
	// once, the plain strings only when a candidate gets that far.
	shownLower, shownReadable := make([]string, len(shown)), make([]string, len(shown))
	for i, u := range shown {
		shownLower[i] = estext.LowerASCII(WellFormed(u))
		shownReadable[i] = estext.LowerASCII(estext.Readable(WellFormed(u)))
	}
	var plainLower []string
next:
	for _, c := range s.candidates {
		c = WellFormed(c)
		if seen[c] || utf8.RuneCountInString(estext.Trim(c)) < minHidden {
			continue
		}
		lc := estext.LowerASCII(c)
		parts := []string{lc}
		for _, part := range uriParts(c) { // decoded, then lowered: the leak check folds what it decodes
			parts = append(parts, estext.LowerASCII(part))
		}
		// As a text reads (revision 4): the leak check finds a string with
		// invisible characters inserted, or in compatibility form, too.
		readable := make([]string, len(parts))
		for i, p := range parts {
			readable[i] = estext.LowerASCII(estext.Readable(p))
		}
		for i, u := range shown {
			lu := shownLower[i]
			if sameLoose(c, u) || strings.Contains(lc, lu) || containsAny(lu, parts) || containsAny(shownReadable[i], readable) {
				continue next
			}
		}
		if plainLower == nil {
			plainLower = make([]string, len(s.plain))
			for i, p := range s.plain {
				plainLower[i] = estext.LowerASCII(WellFormed(p))
			}
			// A string the input shows percent-encoded shows its decoding to
			// the leak check too (the team's "strings stay strings", SPEC 5).
			for _, p := range s.plain {
				if d := estext.PercentDecode(p); d != p {
					plainLower = append(plainLower, estext.LowerASCII(WellFormed(d)))
				}
			}
			// And as it reads (revision 4).
			for _, p := range plainLower {
				if r := estext.LowerASCII(estext.Readable(p)); r != p {
					plainLower = append(plainLower, r)
				}
			}
		}
		for _, p := range plainLower {
			if containsAny(p, parts) || containsAny(p, readable) {
				continue next
			}
		}
		seen[c] = true
		out = append(out, c)
	}
	return out, nil
}

// adjacentTexts returns the texts of each run of two or more consecutive
// text blocks of a content array, joined: a lane shows them side by side,
// and the leak check reads them so (revision 4).
func adjacentTexts(items []esjson.Value) []string {
	var out, run []string
	flush := func() {
		if len(run) > 1 {
			out = append(out, strings.Join(run, ""))
		}
		run = nil
	}
	for _, it := range items {
		if t, ok := it.Get("text"); ok && IsBlock(it) && typeOf(it) == "text" && t.Kind() == esjson.String {
			run = append(run, textOf(t))
			continue
		}
		flush()
	}
	flush()
	return out
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// uriParts returns the parts of a hidden uri that the leak check hides too
// (leak.Find), each at least 6 characters: the uri without its
// scheme, with and without "//", each query value, the userinfo password and
// the fragment, those three also percent-decoded.
func uriParts(uri string) []string {
	colon := strings.Index(uri, ":")
	if colon <= 0 || !lineSchemeChars(uri[:colon]) {
		return nil
	}
	var parts []string
	add := func(p string) {
		for _, x := range []string{p, estext.PercentDecode(p)} {
			if utf8.RuneCountInString(x) >= 6 {
				parts = append(parts, x)
			}
		}
	}
	rest := uri[colon+1:]
	add(rest)
	if after, ok := strings.CutPrefix(rest, "//"); ok {
		add(after)
		authority := after
		if i := strings.IndexAny(authority, "/?#"); i >= 0 {
			authority = authority[:i]
		}
		if at := strings.LastIndex(authority, "@"); at >= 0 {
			if _, pw, ok := strings.Cut(authority[:at], ":"); ok {
				add(pw)
			}
		}
	}
	if q := strings.Index(rest, "?"); q >= 0 {
		query := rest[q+1:]
		if h := strings.Index(query, "#"); h >= 0 {
			query = query[:h]
		}
		for _, kv := range strings.Split(query, "&") {
			if _, v, ok := strings.Cut(kv, "="); ok {
				add(v)
			}
		}
	}
	if h := strings.Index(rest, "#"); h >= 0 {
		add(rest[h+1:])
	}
	return parts
}

func lineSchemeChars(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return s != ""
}

// walk reads v. visible says whether v's strings can reach a lane: a block
// a lane replaces shows none of its own members. element says whether v is
// an element of a content array a lane shows block by block (the content,
// or data that is a content array), where a block that claims its uri, or
// carries one the lanes hide, still shows as section 4 says (revision 3,
// team decision T-2; revision 4, hidden uri object: where it applies).
//
// The claims walk of SPEC 6 is this walk too: it reaches every object at
// any depth, the values of members a later duplicate name overwrites
// included (revision 3, claims every member), and never goes into an
// embedded resource. hiddenURIs read it first, for the uris objects carry.
func (s *spec) walk(v esjson.Value, visible, element bool) {
	switch v.Kind() {
	case esjson.String:
		if visible {
			s.plain = append(s.plain, textOf(v))
		}
	case esjson.Array:
		for _, item := range v.Items() {
			s.walk(item, visible, false)
		}
	case esjson.Object:
		claimed := s.ownClaims(v)
		if IsBlock(v) {
			switch typeOf(v) {
			case "resource":
				s.resource(v)
				return
			case "image", "audio":
				if d, ok := v.Get("data"); ok && d.Kind() == esjson.String {
					// Inline data with a claim (SPEC 8, revision 4): a
					// disposition, or any written uri that is a non-empty
					// string; "", null or 42 alone claim nothing.
					uris := writtenURIs(v)
					_, hasDisposition := v.Get("disposition")
					s.candidates = append(s.candidates, uris...)
					s.members(v, visible && !hasDisposition && len(uris) == 0)
					return
				}
			}
		}
		carries := s.carriesHidden(v)
		if claimed || carries {
			// SPEC 5: structured data and the script view show the
			// withheld marker in its place (revision 3, claimed object;
			// revision 4, hidden uri object); a block of a content array
			// still shows on the other lanes as section 4 says: a text
			// block its text, any other type the unknown-block marker
			// naming its type.
			if visible && element && IsBlock(v) {
				s.plain = append(s.plain, typeOf(v))
				if t, ok := v.Get("text"); ok && t.Kind() == esjson.String && typeOf(v) == "text" {
					s.plain = append(s.plain, textOf(t))
				}
			}
			if carries {
				s.candidates = append(s.candidates, writtenURIs(v)...)
			}
			s.members(v, false)
			return
		}
		s.members(v, visible)
	}
}

// members walks an object's members as JSON.parse reads them (first place,
// last value), then, unseen by any lane, the values later duplicates
// overwrite.
func (s *spec) members(v esjson.Value, visible bool) {
	for _, m := range v.Members() {
		if visible {
			s.plain = append(s.plain, m.Name)
		}
		s.walk(m.Value, visible, false)
	}
	if over := v.Overwritten(); over != nil {
		s.forgotten++
		for _, m := range over {
			s.walk(m.Value, false, false)
		}
		s.forgotten--
	}
}

// ownClaims records the uris object v claims by its own members (SPEC 6,
// revision 3: claims by uri, claims every member): when any disposition it
// was written with is "never", every non-empty string uri it was written
// with. It reports whether v claims any.
func (s *spec) ownClaims(v esjson.Value) bool {
	if !neverWritten(v) {
		return false
	}
	uris := writtenURIs(v)
	s.candidates = append(s.candidates, uris...)
	return len(uris) > 0
}

// carriesHidden reports whether v, an object no other rule replaces, was
// written with a uri member (an overwritten one included) whose value is
// a non-empty string that is the same uri as one the lanes hide (SPEC 5,
// hidden uri object, revision 4).
func (s *spec) carriesHidden(v esjson.Value) bool {
	for _, u := range writtenURIs(v) {
		if s.hidden.has(u) {
			return true
		}
	}
	return false
}

// neverWritten reports whether any disposition member of v, as written, is
// the string "never".
func neverWritten(v esjson.Value) bool {
	for _, m := range v.Written() {
		if m.Name == "disposition" && m.Value.Kind() == esjson.String && textOf(m.Value) == "never" {
			return true
		}
	}
	return false
}

// writtenURIs returns every non-empty string uri member of v, as written.
func writtenURIs(v esjson.Value) []string {
	var out []string
	for _, m := range v.Written() {
		if m.Name == "uri" && m.Value.Kind() == esjson.String && textOf(m.Value) != "" {
			out = append(out, textOf(m.Value))
		}
	}
	return out
}

// uriSet holds uris as SPEC 6's same uri reads them (uriKey).
type uriSet map[string]bool

func (h uriSet) add(uris ...string) {
	for _, u := range uris {
		h[uriKey(u)] = true
	}
}

func (h uriSet) has(uri string) bool { return h[uriKey(uri)] }

// hiddenURIs returns the uris the lanes of an input hide, H of SPEC 5's
// hidden uri object (revision 4): the non-empty uri of every resource
// object an embedded resource was written with (SPEC 6, embedded same
// uri, every written one), and every uri the claims mark never. It is the
// claims walk of SPEC 6: every object at any depth, every member as
// written, never into an embedded resource.
func hiddenURIs(v esjson.Value) uriSet {
	h := uriSet{}
	h.collect(v)
	return h
}

func (h uriSet) collect(v esjson.Value) {
	switch v.Kind() {
	case esjson.Array:
		for _, item := range v.Items() {
			h.collect(item)
		}
	case esjson.Object:
		if neverWritten(v) { // any object's own claim, a disposition on an embedded resource's block included
			h.add(writtenURIs(v)...)
		}
		if IsEmbedded(v) {
			rNever := false
			for _, m := range v.Written() {
				if m.Name == "resource" && m.Value.Kind() == esjson.Object {
					h.add(writtenURIs(m.Value)...)
					rNever = rNever || neverWritten(m.Value)
				}
			}
			if rNever { // a never on R claims the block's own written uris too (revision 4, fail closed)
				h.add(writtenURIs(v)...)
			}
			return
		}
		for _, m := range v.Written() {
			h.collect(m.Value)
		}
	}
}

func (s *spec) resource(v esjson.Value) {
	if u, own := ownURI(v); own {
		if u.Kind() == esjson.String {
			if UTF16Len(textOf(u)) > estext.URIMax {
				s.candidates = append(s.candidates, textOf(u))
			} else {
				d, has := v.Get("disposition")
				mayShow := (!has || d.Kind() == esjson.String && textOf(d) == "ref") && s.forgotten == 0
				s.refs = append(s.refs, refInfo{uri: textOf(u), mayShow: mayShow})
			}
		}
		s.innerURI(v)
		s.members(v, false) // the claims walk goes on; nothing below is shown
		return
	}
	s.noLinkOrEmbedded(v)
}

func (s *spec) noLinkOrEmbedded(v esjson.Value) {
	r, ok := embedded(v)
	if !ok {
		s.innerURI(v)
		s.members(v, false)
		return
	}
	// Every resource object the block was written with, and every uri
	// each was written with, is shown nowhere (revision 3, team decision
	// T-1; revision 4, what is shown follows JSON.parse); so is a
	// top-level uri the block was written with that a later "" or null
	// overwrote (revision 4: embedded by its last value).
	s.candidates = append(s.candidates, writtenURIs(v)...)
	for _, m := range v.Written() {
		if m.Name == "resource" && m.Value.Kind() == esjson.Object {
			s.candidates = append(s.candidates, writtenURIs(m.Value)...)
		}
	}
	_, d1 := v.Get("disposition")
	_, d2 := r.Get("disposition")
	if d1 || d2 {
		for _, m := range r.Written() {
			if m.Name == "text" && m.Value.Kind() == esjson.String {
				s.candidates = append(s.candidates, textOf(m.Value))
			}
		}
	} else if text, ok := r.Get("text"); ok && text.Kind() == esjson.String {
		s.plain = append(s.plain, textOf(text))
	}
	// The walk never descends into an embedded resource.
}

// innerURI adds the uri of a resource object inside a resource block that
// shows a line or a stub, not the resource: nothing in it is shown.
func (s *spec) innerURI(v esjson.Value) {
	if r, has := v.Get("resource"); has && r.Kind() == esjson.Object {
		if u, has := r.Get("uri"); has && u.Kind() == esjson.String && textOf(u) != "" {
			s.candidates = append(s.candidates, textOf(u))
		}
	}
}

// lineSafe reports whether SPEC 6 lets a reference's line show uri, as far
// as the uri alone decides: a scheme that is neither http nor https, and
// none of @ ? # \, white space, a control (Cc), by revision 3 (reference
// line format) an invisible format character (Cf: soft hyphen, zero-width
// characters, bidi marks and overrides, U+FEFF, tags …), or, by revision 4
// (the team: a lone surrogate refuses the line), a lone surrogate.
func lineSafe(uri string) bool {
	rs := Units(uri)
	i := 0
	for i < len(rs) && (rs[i] < 0x80 && unicode.IsLetter(rs[i]) || i > 0 && (rs[i] >= '0' && rs[i] <= '9' || rs[i] == '+' || rs[i] == '-' || rs[i] == '.')) {
		i++
	}
	if i == 0 || i >= len(rs) || rs[i] != ':' {
		return false
	}
	scheme := estext.LowerASCII(string(rs[:i]))
	if scheme == "http" || scheme == "https" {
		return false
	}
	for _, r := range rs {
		if r == '@' || r == '?' || r == '#' || r == '\\' || estext.IsWhitespace(r) || r <= 0x1F || 0x7F <= r && r <= 0x9F || estext.IsFormat(r) ||
			0xD800 <= r && r <= 0xDFFF {
			return false
		}
	}
	return true
}

// uriKey is the key under which SPEC 6 (revision 4) holds two uris the
// same: the uri's WTF-8 octets (a lone surrogate its own three bytes, never
// U+FFFD's) with every valid %XX escape decoded once to its octet, then
// ASCII letters lower-cased (so "%53" is "s", and "%ED%A0%80" a lone
// U+D800).
func uriKey(u string) string { return estext.LowerASCII(estext.PercentDecode(u)) }

// sameLoose is uriKey's sameness with letters decoded from an escape lower-cased
// too: the widest reading, for what a host may show.
func sameLoose(a, b string) bool {
	return estext.LowerASCII(estext.PercentDecode(estext.LowerASCII(a))) == estext.LowerASCII(estext.PercentDecode(estext.LowerASCII(b)))
}

// WellFormed returns s (WTF-8) with each lone surrogate as U+FFFD.
func WellFormed(s string) string {
	if utf8.ValidString(s) {
		return s // no surrogate: UTF-8 has none
	}
	rs := Units(s)
	for i, r := range rs {
		if 0xD800 <= r && r <= 0xDFFF {
			rs[i] = 0xFFFD
		}
	}
	return string(rs)
}
