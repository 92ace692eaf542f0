package compare

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// minPart is the length, in characters, from which a part of a hidden uri
// (the uri without its scheme, a query value, the userinfo password, the
// fragment) is itself hidden: shorter parts turn up by chance.
const minPart = 6

// minBase64 is the length from which a base64 core (the characters of an
// encoding that the hidden string's bytes alone determine) is looked for.
const minBase64 = 8

// findHidden looks for each hidden string in the raw observation, and says
// what it found, or returns "". It searches the observation's JSON text and
// every decoded string the observation holds for each of these forms of a
// hidden string, and for no other:
//
//   - as sent, ASCII case-insensitively (an upper-cased uri is found);
//   - JSON-escaped, as JSON.stringify writes it inside a string;
//   - percent-encoded with upper- or lower-case hex: the whole string
//     (every byte but A-Z a-z 0-9 - . _ ~ encoded), encodeURI-style (the
//     reserved characters :/?#[]@!$&'()*+,;= kept too), and percent-encoded
//     twice, the first encoding's % showing as %25 (whole then whole,
//     encodeURI-style then encodeURI-style, encodeURI-style then whole);
//     also as encodeURIComponent writes it (!'()* kept) and form-encoded
//     (a space as +, as url.QueryEscape writes it);
//   - as upper- or lower-case hex of its UTF-8 bytes;
//   - base64, in the standard and the URL-safe alphabet, padded or not, at
//     each of the three byte alignments, so that it is found inside a
//     longer base64 run: only the characters its bytes alone determine are
//     looked for, case-sensitively, and only when there are at least 8.
//
// Every form but base64 is matched ASCII case-insensitively. For a hidden
// string that is a uri (it starts with a scheme, as "https:" does), these
// are hidden too, each in every form above, each only when it is at least 6
// characters long: the uri without its scheme ("//host/path…" and
// "host/path…"), each query value, the userinfo password and the fragment,
// the last three each as written and, when it differs, percent-decoded.
//
// The reason names the form and, for a part of a uri, which part, and shows
// every secret masked (see mask), never in full.
func findHidden(hidden []string, obs adapters.Observation) string {
	return newHiddenSet(hidden).find(obs)
}

// hiddenSet is every form of every hidden string of a case, ready to be
// searched for: built once per case, searched once per observation.
type hiddenSet struct {
	targets                   []target
	refs                      []hiddenRef
	folded, exact             []string
	foldedRef, exactRef       []int
	foldedSearch, exactSearch *searcher
}

type hiddenRef struct{ t, f int }

func newHiddenSet(hidden []string) *hiddenSet {
	hs := &hiddenSet{targets: hiddenTargets(hidden)}
	// Every form of every target, in the order a report prefers them, split
	// into those matched on the folded haystacks and the exact ones.
	for ti, t := range hs.targets {
		for fi, f := range t.forms {
			if f.exact {
				hs.exact, hs.exactRef = append(hs.exact, f.text), append(hs.exactRef, len(hs.refs))
			} else {
				hs.folded, hs.foldedRef = append(hs.folded, f.text), append(hs.foldedRef, len(hs.refs))
			}
			hs.refs = append(hs.refs, hiddenRef{ti, fi})
		}
	}
	hs.foldedSearch, hs.exactSearch = newSearcher(hs.folded), newSearcher(hs.exact)
	return hs
}

// find says what hidden string obs shows, or returns "".
func (hs *hiddenSet) find(obs adapters.Observation) string {
	if len(hs.targets) == 0 {
		return ""
	}
	best, shown := len(hs.refs), ""
	for _, h := range haystacks(obs) {
		hs.foldedSearch.search(h.folded, func(n, i int) {
			if r := hs.foldedRef[n]; r < best {
				best, shown = r, h.orig[i:i+len(hs.folded[n])]
			}
		})
		hs.exactSearch.search(h.orig, func(n, i int) {
			if r := hs.exactRef[n]; r < best {
				best, shown = r, h.orig[i:i+len(hs.exact[n])]
			}
		})
	}
	if best == len(hs.refs) {
		return ""
	}
	t := hs.targets[hs.refs[best].t]
	return t.reason(t.forms[hs.refs[best].f], shown)
}

// A searcher finds many needles in a haystack in one pass: it looks each
// needle up by its first 4 bytes, through a bitset of their hashes that
// rules out most positions at once. Needles shorter than 4 bytes are
// searched for one by one.
type searcher struct {
	needles []string
	bits    [1 << 16 / 64]uint64 // by hash of a needle's first 4 bytes
	byWord  map[uint32][]int     // needles by their first 4 bytes
	short   []int                // needles shorter than 4 bytes
}

func newSearcher(needles []string) *searcher {
	s := &searcher{needles: needles, byWord: map[uint32][]int{}}
	for n, needle := range needles {
		if len(needle) < 4 {
			s.short = append(s.short, n)
			continue
		}
		w := word(needle, 0)
		h := hash16(w)
		s.bits[h/64] |= 1 << (h % 64)
		s.byWord[w] = append(s.byWord[w], n)
	}
	return s
}

func word(s string, i int) uint32 {
	return uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16 | uint32(s[i+3])<<24
}

func hash16(w uint32) uint32 { return (w * 0x9E3779B1) >> 16 }

// search calls found with each needle that hay holds and where it first
// does, in no particular order.
func (s *searcher) search(hay string, found func(n, i int)) {
	for _, n := range s.short {
		if i := strings.Index(hay, s.needles[n]); i >= 0 {
			found(n, i)
		}
	}
	if len(s.byWord) == 0 {
		return
	}
	var done map[int]bool
	for i := 0; i+4 <= len(hay); i++ {
		w := word(hay, i)
		if h := hash16(w); s.bits[h/64]&(1<<(h%64)) == 0 {
			continue
		}
		for _, n := range s.byWord[w] {
			if !done[n] && strings.HasPrefix(hay[i:], s.needles[n]) {
				if done == nil {
					done = map[int]bool{}
				}
				done[n] = true
				found(n, i)
			}
		}
	}
}

// A target is a hidden string, or a hidden part of a hidden uri, with the
// forms it is looked for in.
type target struct {
	s     string // what is hidden
	part  string // for a part of a uri: which part ("the fragment"); else ""
	uri   string // for a part of a uri: the hidden uri
	forms []form
}

// A form is one encoding of a target, as it is searched for.
type form struct {
	text  string // ASCII-folded unless exact
	exact bool   // matched case-sensitively (base64)
	name  string // the encoding, as a report names it
	hexAt []bool // for percent and hex forms: which bytes of text are hex digits the encoding wrote
}

func (t target) reason(f form, shown string) string {
	enc := f.name
	switch {
	case f.name == "as sent" && shown != t.s:
		enc = "as sent, in other letter case"
	case f.hexAt != nil:
		if c := hexCase(shown, f.hexAt); c != "" {
			enc += " (" + c + ")"
		}
	}
	r := fmt.Sprintf("shows the hidden string %s %s", mask(t.s), enc)
	if t.part != "" {
		r += fmt.Sprintf(", as %s of the hidden uri %s", t.part, mask(t.uri))
	}
	return r
}

// hexCase says in which case the hex digits at the marked bytes of shown
// are written: "upper-case hex", "lower-case hex", "mixed-case hex", or ""
// when they are all decimal digits.
func hexCase(shown string, hexAt []bool) string {
	upper, lower := false, false
	for i := 0; i < len(shown) && i < len(hexAt); i++ {
		if !hexAt[i] {
			continue
		}
		switch c := shown[i]; {
		case 'A' <= c && c <= 'F':
			upper = true
		case 'a' <= c && c <= 'f':
			lower = true
		}
	}
	switch {
	case upper && lower:
		return "mixed-case hex"
	case upper:
		return "upper-case hex"
	case lower:
		return "lower-case hex"
	}
	return ""
}

// mask shows s as a report may: quoted, its first 6 characters (at most
// half of them, so a short secret is never shown whole) then "…", and its
// length in characters.
func mask(s string) string {
	head, n := maskHead(s)
	unit := "characters"
	if n == 1 {
		unit = "character"
	}
	return fmt.Sprintf("%s (%d %s)", strconv.Quote(head+"…"), n, unit)
}

// maskHead returns what a mask shows of s, its first 6 characters but at
// most half of them, and its length in characters.
func maskHead(s string) (string, int) {
	n := utf8.RuneCountInString(s)
	i := 0
	for k := 0; k < min(6, n/2); k++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i], n
}

// hiddenTargets returns the targets of the hidden strings, in order: each
// string, then the parts of it that are hidden if it is a uri. A form
// already searched for is not searched for again.
func hiddenTargets(hidden []string) []target {
	var out []target
	type key struct {
		text  string
		exact bool
	}
	seen := map[key]bool{}
	add := func(s, part, uri string) {
		t := target{s: s, part: part, uri: uri}
		for _, f := range formsOf(s) {
			k := key{f.text, f.exact}
			if seen[k] {
				continue
			}
			seen[k] = true
			t.forms = append(t.forms, f)
		}
		if len(t.forms) > 0 {
			out = append(out, t)
		}
	}
	for _, h := range hidden {
		if h == "" {
			continue
		}
		add(h, "", "")
		for _, p := range uriParts(h) {
			if p.value != h && utf8.RuneCountInString(p.value) >= minPart {
				add(p.value, p.name, h)
			}
		}
	}
	return out
}

// formsOf returns the forms s is looked for in, in the order a report
// prefers them.
func formsOf(s string) []form {
	folded := func(text, name string, hexAt []bool) form {
		return form{text: foldASCII(text), name: name, hexAt: hexAt}
	}
	j := esjson.AppendString(nil, s)
	whole, wholeAt := percentEncode(s, nil, unreserved)
	uri, uriAt := percentEncode(s, nil, uriKeeps)
	wholeTwice, wholeTwiceAt := percentEncode(whole, wholeAt, unreserved)
	uriTwice, uriTwiceAt := percentEncode(uri, uriAt, uriKeeps)
	uriThenWhole, uriThenWholeAt := percentEncode(uri, uriAt, unreserved)
	component, componentAt := percentEncode(s, nil, componentKeeps)
	formEnc, formAt := formEncode(s)
	hexText := hex.EncodeToString([]byte(s))
	allHex := make([]bool, len(hexText))
	for i := range allHex {
		allHex[i] = true
	}
	out := []form{
		folded(s, "as sent", nil),
		folded(string(j[1:len(j)-1]), "JSON-escaped", nil),
		folded(whole, "percent-encoded", wholeAt),
		folded(uri, "percent-encoded encodeURI-style", uriAt),
		folded(wholeTwice, "percent-encoded twice", wholeTwiceAt),
		folded(uriTwice, "percent-encoded twice encodeURI-style", uriTwiceAt),
		folded(uriThenWhole, "percent-encoded encodeURI-style, then percent-encoded whole", uriThenWholeAt),
		folded(component, "percent-encoded as encodeURIComponent writes it", componentAt),
		folded(formEnc, "form-encoded (a space as +)", formAt),
		folded(hexText, "as hex of its UTF-8 bytes", allHex),
	}
	for _, a := range []struct {
		name string
		enc  *base64.Encoding
	}{{"standard", base64.RawStdEncoding}, {"URL-safe", base64.RawURLEncoding}} {
		for k := 0; k < 3; k++ {
			if core := base64Core(a.enc, s, k); len(core) >= minBase64 {
				out = append(out, form{text: core, exact: true, name: fmt.Sprintf("base64-encoded (%s alphabet, at byte %d of a 3-byte group)", a.name, k)})
			}
		}
	}
	return out
}

// base64Core returns the characters of s's base64 encoding, s starting k
// bytes into a 3-byte group, that s's bytes alone determine: not the first
// ones, which share bits with the k bytes before s, nor the last one or two,
// which share bits with whatever follows (or are padding). Every encoding
// of a run holding s there, padded or not, holds the core.
func base64Core(enc *base64.Encoding, s string, k int) string {
	buf := make([]byte, k+len(s))
	copy(buf[k:], s)
	e := enc.EncodeToString(buf)
	start := (8*k + 5) / 6 // the first character whose 6 bits all lie within s
	end := 8 * len(buf) / 6
	if end <= start {
		return ""
	}
	return e[start:end]
}

// unreserved reports the bytes a whole-string percent-encoding keeps (as
// encodeURIComponent does, but for !'()*, which it keeps and this does not).
func unreserved(c byte) bool {
	return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

// componentKeeps reports the bytes encodeURIComponent keeps.
func componentKeeps(c byte) bool { return unreserved(c) || strings.IndexByte("!'()*", c) >= 0 }

// formEncode encodes s as an HTML form (and Go's url.QueryEscape) does: a
// space as +, every other byte but the unreserved ones as %XX.
func formEncode(s string) (string, []bool) {
	var b strings.Builder
	var at []bool
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			b.WriteByte('+')
			at = append(at, false)
			continue
		}
		enc, encAt := percentEncode(s[i:i+1], nil, unreserved)
		b.WriteString(enc)
		at = append(at, encAt...)
	}
	return b.String(), at
}

// uriKeeps reports the bytes an encodeURI-style percent-encoding keeps:
// the unreserved ones and the reserved ones.
func uriKeeps(c byte) bool {
	return unreserved(c) || strings.IndexByte(":/?#[]@!$&'()*+,;=", c) >= 0
}

// percentEncode encodes each byte of s that keep does not keep as %XX,
// and returns which bytes of the result are hex digits some encoding wrote:
// the ones it writes and, carried along, the ones at marked of s.
func percentEncode(s string, marked []bool, keep func(byte) bool) (string, []bool) {
	const digits = "0123456789ABCDEF"
	var b strings.Builder
	at := make([]bool, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if keep(c) {
			b.WriteByte(c)
			at = append(at, i < len(marked) && marked[i])
			continue
		}
		b.WriteByte('%')
		b.WriteByte(digits[c>>4])
		b.WriteByte(digits[c&0xF])
		at = append(at, false, true, true)
	}
	return b.String(), at
}

// A uriPart is one hidden part of a hidden uri.
type uriPart struct {
	name  string // as a report names it: "the fragment"
	value string
}

// uriParts returns the parts of s that are hidden with it when s is a uri:
// the uri without its scheme ("//host/path…" and "host/path…"), each query
// value (as written and, when it differs, percent-decoded), the userinfo
// password and the fragment, whatever their length. It parses by hand and
// never fails: an odd uri gives fewer parts, a string with no scheme none.
func uriParts(s string) []uriPart {
	n := schemeLen(s)
	if n == 0 {
		return nil
	}
	var out []uriPart
	add := func(name, value string) {
		if value != "" {
			out = append(out, uriPart{name, value})
		}
	}
	rest := s[n+1:]
	add("the uri without its scheme", rest)
	if strings.HasPrefix(rest, "//") {
		add(`the uri without its scheme and "//"`, rest[2:])
	}
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		add("the fragment", rest[i+1:])
		if d, err := url.PathUnescape(rest[i+1:]); err == nil && d != rest[i+1:] {
			add("the fragment, percent-decoded,", d)
		}
		rest = rest[:i]
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		for _, p := range strings.Split(rest[i+1:], "&") {
			eq := strings.IndexByte(p, '=')
			if eq < 0 {
				continue
			}
			v := p[eq+1:]
			add("the query value", v)
			if d, err := url.QueryUnescape(v); err == nil && d != v {
				add("the query value, percent-decoded,", d)
			}
		}
		rest = rest[:i]
	}
	if strings.HasPrefix(rest, "//") {
		auth := rest[2:]
		if i := strings.IndexByte(auth, '/'); i >= 0 {
			auth = auth[:i]
		}
		if at := strings.LastIndexByte(auth, '@'); at >= 0 {
			if colon := strings.IndexByte(auth[:at], ':'); colon >= 0 {
				pw := auth[colon+1 : at]
				add("the userinfo password", pw)
				if d, err := url.PathUnescape(pw); err == nil && d != pw {
					add("the userinfo password, percent-decoded,", d)
				}
			}
		}
	}
	return out
}

// schemeLen returns the length of s's scheme when s starts with one
// (a letter, then letters, digits, "+", "-" or ".", then ":"), else 0.
func schemeLen(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return i
		default:
			return 0
		}
	}
	return 0
}

// A haystack is a string the observation holds, and its ASCII fold.
type haystack struct{ orig, folded string }

// haystacks returns the observation's JSON text and the decoded strings
// it holds, each with its ASCII fold. A long decoded string that the JSON
// text holds as it is (image data, most texts) is left out: any form found
// in it is found in the JSON text.
func haystacks(obs adapters.Observation) []haystack {
	text, _ := obs.MarshalJSON()
	t := string(text)
	out := []haystack{{t, foldASCII(t)}}
	for _, s := range observedStrings(obs) {
		if s == "" || len(s) >= 64 && strings.Contains(t, s) {
			continue
		}
		out = append(out, haystack{s, foldASCII(s)})
	}
	return out
}

// foldASCII returns s with its ASCII upper-case letters lowered, and every
// other byte as it is: both sides of a case-insensitive search fold so.
func foldASCII(s string) string {
	i := 0
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if 'A' <= b[i] && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}

// observedStrings returns every string an observation holds, decoded.
func observedStrings(obs adapters.Observation) []string {
	var out []string
	for _, b := range obs.Blocks {
		out = append(out, b.Text, b.Data, b.MimeType)
	}
	if obs.Text != nil {
		out = append(out, *obs.Text)
	}
	for _, raw := range [][]byte{obs.View, obs.Kept} {
		if v, err := esjson.Parse(raw); err == nil {
			out = appendStrings(out, v)
		}
	}
	return out
}

func appendStrings(out []string, v esjson.Value) []string {
	if s, ok := v.Str(); ok {
		return append(out, s)
	}
	for _, item := range v.Items() {
		out = appendStrings(out, item)
	}
	for _, m := range v.Members() {
		out = appendStrings(append(out, m.Name), m.Value)
	}
	return out
}
