package leak

import (
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// MinPart is the length, in characters, from which a part of a hidden uri
// (the uri without its scheme, a query value, the userinfo password, the
// fragment) is itself hidden: shorter parts turn up by chance.
const MinPart = 6

// minBase64 is the length from which a base64 core (the characters of an
// encoding that the hidden string's bytes alone determine) is looked for.
const minBase64 = 8

// Find says where a hidden string shows in obs, in which of the forms
// the package searches, or returns "": the reason of Set.Find, with no
// lane's skips. It builds the set and the haystacks afresh; a caller that
// checks one case on many lanes builds each once.
func Find(hidden []string, obs adapters.Observation) string {
	hit, _ := NewSet(hidden).Find(Haystacks(obs, Strings(obs, nil)))
	return hit.Reason
}

// A Hit is a hidden string an observation shows.
type Hit struct {
	// Reason says what was shown, in which form and, for a part of a uri,
	// which part, every secret masked (Mask): "shows the hidden string
	// "https:…" (96 characters) percent-encoded (upper-case hex)".
	Reason string
	// Hidden is the hidden string shown; for a part of a uri, the uri.
	Hidden string
	// How says how it was shown, in words that name no secret: "as sent",
	// "percent-encoded", "the query value, base64-encoded".
	How string
}

// A target is a hidden string, or a hidden part of a hidden uri, with the
// forms it is looked for in.
type target struct {
	s     string // what is hidden
	part  string // for a part of a uri: which part ("the fragment"); else ""
	uri   string // for a part of a uri: the hidden uri
	host  hostAt // where its host is, for its IDNA forms
	forms []form
	// key is the target's place in its Set's targets: a target of the
	// derived needles (derivedTargets) is another reading of that one.
	key int
	// long is long(t) of the target as hidden, read once: a search asks
	// it of every target for every haystack.
	long bool
	// lazy is set for a target whose forms are written only while a
	// search needs them (lazy.go): forms is nil.
	lazy *lazyTarget
}

// A hostAt says where a target's host is, for hostForms.
type hostAt uint8

const (
	hostNone  hostAt = iota
	hostURI          // after the scheme and "//"
	hostSlash        // after "//": the uri without its scheme
	hostBare         // at the start: the uri without its scheme and "//"
)

// hostForms returns the target's forms with its host written otherwise.
func (t target) hostForms() []hostForm {
	if t.host == hostNone {
		return nil
	}
	return hostForms(t.s, t.host == hostURI, t.host == hostBare)
}

// encodingWords says how f shows the target s, as shown (which may differ
// from s in letter case or hex digits): "as sent, in other letter case",
// "percent-encoded (upper-case hex)".
func encodingWords(s string, f form, shown string) string {
	enc := f.name
	switch {
	case f.name == FormAsSent && shown != s:
		enc = "as sent, in other letter case"
	case f.enc != encPlain:
		if c := hexCase(shown, f.hexAt(s)); c != "" {
			enc += " (" + c + ")"
		}
	}
	return enc
}

// reason says that the target shows in the words enc.
func (t target) reason(enc string) string {
	r := fmt.Sprintf("shows the hidden string %s %s", Mask(t.s), enc)
	if t.part != "" {
		r += fmt.Sprintf(", as %s of the hidden uri %s", t.part, Mask(t.uri))
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

// Mask shows s as a report may: quoted, its first 6 characters (at most
// half of them, so a short secret is never shown whole) then "…", and its
// length in characters.
func Mask(s string) string {
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
// already searched for is not searched for again. The forms of those that
// fit in budget bytes (formsSize) are written; the others are lazy.
func hiddenTargets(hidden []string, budget int) []target {
	var targets []target
	for _, h := range hidden {
		if h == "" {
			continue
		}
		t := target{s: h}
		if schemeLen(h) > 0 {
			t.host = hostURI
		}
		targets = append(targets, t)
		for _, p := range uriParts(h) {
			if p.value != h && utf8.RuneCountInString(p.value) >= MinPart {
				targets = append(targets, target{s: p.value, part: p.name, uri: h, host: p.host})
			}
		}
	}
	// The forms of the targets that fit in eagerBudget are written now,
	// the others' while a search needs them (lazy.go).
	eager := make([]bool, len(targets))
	var now []target
	for i := range targets {
		targets[i].key = i
		if size := formsSize(targets[i].s); size <= budget {
			budget -= size
			eager[i] = true
			now = append(now, targets[i])
		}
	}
	written := withForms(now)
	out := make([]target, 0, len(targets))
	type sameForms struct {
		s    string
		host hostAt
	}
	seen := map[sameForms]bool{} // a lazy target the same as one before has its forms
	for i, t := range targets {
		switch {
		case eager[i] && len(written) > 0 && written[0].key == i:
			out = append(out, written[0])
			written = written[1:]
		case eager[i] || seen[sameForms{t.s, t.host}]:
			continue // every form of it is an earlier target's
		default:
			t.lazy = &lazyTarget{}
			out = append(out, t)
		}
		seen[sameForms{t.s, t.host}] = true
	}
	for i := range out {
		out[i].key = i
		out[i].long = long(out[i])
		if out[i].lazy != nil {
			out[i].lazy = newLazyTarget(out[i])
		}
	}
	return out
}

// withForms returns the targets with their forms, in order, each form
// once: a target whose every form an earlier one has is left out.
func withForms(targets []target) []target {
	size := 0
	for _, t := range targets {
		size += formsSize(t.s)
	}
	w := getFormWriter(size, 16*len(targets))
	defer putFormWriter(w)
	ends := make([]int, len(targets)) // target i's drafts end at ends[i]
	for i, t := range targets {
		w.forms(t.s, t.hostForms(), math.MaxInt)
		ends[i] = len(w.drafts)
	}
	texts := string(w.buf) // every form's text, written once
	folded, exact := w.seenFolded, w.seenExact
	forms := make([]form, 0, len(w.drafts))
	out := targets[:0]
	from := 0
	for i, t := range targets {
		first := len(forms)
		for _, f := range w.drafts[from:ends[i]] {
			text := texts[f.start:f.end]
			seen := folded
			if f.exact {
				seen = exact
			}
			if _, dup := seen[text]; dup {
				continue
			}
			seen[text] = struct{}{}
			forms = append(forms, form{text: text, exact: f.exact, name: f.name, enc: f.enc})
		}
		from = ends[i]
		if len(forms) > first {
			t.forms = forms[first:len(forms):len(forms)]
			out = append(out, t)
		}
	}
	return out
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
	host  hostAt // where the part's host is, if it holds the uri's
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
			out = append(out, uriPart{name: name, value: value})
		}
	}
	rest := s[n+1:]
	add("the uri without its scheme", rest)
	if strings.HasPrefix(rest, "//") {
		out[len(out)-1].host = hostSlash
		if rest[2:] != "" {
			out = append(out, uriPart{name: `the uri without its scheme and "//"`, value: rest[2:], host: hostBare})
		}
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
