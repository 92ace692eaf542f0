package leak

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// A Haystack is a text the observation holds: its JSON text, in raw, or
// one of its strings, in orig. Its ASCII fold, which the folded forms are
// looked for in, is made only if a needle shorter than a searcher's word
// is looked for in it; its derived text (derive.go) only when a search
// gets that far.
type Haystack struct {
	orig string
	raw  []byte
	// rawText is raw as a string, made the first time whole reads it:
	// a search reads it for each target and form.
	rawText *string
	folded  *string
	kind    hayKind
	// parts are a run's texts, joined into orig when it is first read;
	// bounds are where each after the first begins in orig.
	parts  []string
	bounds []int
	// derived is the text derived from this one (derived.hay), once made:
	// nil when that is the text itself.
	derived *derived
	made    bool
	// more is how many more strings of the observation are this one's
	// text: each is a place it shows in (tally).
	more int
}

// A hayKind says what a haystack is, and so in which searches it takes
// part (see stages).
type hayKind uint8

const (
	// hayJSON is a JSON text as written, whose strings are haystacks too:
	// searched as it is only.
	hayJSON hayKind = iota
	// hayRaw is the bytes of an answer that are not JSON text: searched as
	// they are and derived (a JSON escape read as its character), and
	// counted when no string is.
	hayRaw
	// hayString is a string an observation holds, decoded: searched as it
	// is and derived, and counted.
	hayString
	// hayCopy is such a string that a hayJSON holds as it is: derived and
	// counted, but searched as it is only there.
	hayCopy
	// hayRun is the texts of adjacent text blocks, joined: searched as it
	// is and derived for a form that runs across two of them.
	hayRun
)

// text returns the haystack's n bytes at i.
func (h *Haystack) text(i, n int) string {
	if h.raw != nil {
		return string(h.raw[i : i+n])
	}
	return h.orig[i : i+n]
}

// whole returns the haystack's text, joining a run's parts the first time.
func (h *Haystack) whole() string {
	if h.kind == hayRun && h.orig == "" && len(h.parts) > 0 {
		h.orig = strings.Join(h.parts, "")
	}
	if h.raw != nil {
		if h.rawText == nil {
			t := string(h.raw)
			h.rawText = &t
		}
		return *h.rawText
	}
	return h.orig
}

// derivedText returns the haystack's derived text, made the first time;
// nil when it is the haystack's text itself.
func (h *Haystack) derivedText() *derived {
	if !h.made {
		h.made = true
		h.derived = derive(h.whole(), h.kind == hayRaw)
	}
	return h.derived
}

// fold returns the haystack's ASCII fold.
func (h *Haystack) fold() string {
	if h.folded == nil {
		var f string
		if h.raw != nil {
			f = Fold(h.whole())
		} else {
			f = Fold(h.orig)
		}
		h.folded = &f
	}
	return *h.folded
}

// Haystacks returns the observation's JSON text and the decoded strings
// it holds (observed, as Strings returns them), and each run of two or
// more adjacent text blocks (textRuns). A long decoded string that the
// JSON text holds as it is (image data, most texts) is searched as it is
// only there: any form found in it is found in the JSON text.
func Haystacks(obs adapters.Observation, observed []string) []*Haystack {
	text, _ := obs.MarshalJSON()
	sh := newStringHays(&Haystack{raw: text, kind: hayJSON}, len(observed))
	for _, s := range observed {
		sh.add(s)
	}
	hays := sh.hays
	var texts []string
	run := func() {
		if len(texts) > 1 {
			hays = append(hays, newRun(texts))
		}
		texts = nil
	}
	for _, b := range obs.Blocks {
		if b.Type != "text" {
			run()
			continue
		}
		texts = append(texts, b.Text)
	}
	run()
	return hays
}

// stringHays makes the haystacks of an observation's strings, after its
// JSON text's: one for each string that is not empty, and one for the
// copies of a string it holds again (more counts them), so that an
// answer of thousands of blocks, each "type" and "text", costs a haystack
// a text. They are made in slabs whose room is never outgrown, so that a
// haystack made stays where it is.
type stringHays struct {
	hays []*Haystack
	slab []Haystack
	seen map[string]*Haystack
}

// maxSlab bounds the room of a slab made once the first is full: a slab
// twice as large each time would leave as much room unused as it fills.
const maxSlab = 1024

// newStringHays returns a stringHays whose first haystack is json, the
// JSON text, for about n strings (many of which may be empty, or the
// same).
func newStringHays(json *Haystack, n int) *stringHays {
	sh := &stringHays{hays: make([]*Haystack, 1, 1+n), slab: make([]Haystack, 0, min(max(n, 16), maxSlab)), seen: map[string]*Haystack{}}
	sh.hays[0] = json
	return sh
}

// add adds the haystack of s, a string of the JSON text, unless it is
// empty or has one already.
func (sh *stringHays) add(s string) {
	if s == "" {
		return
	}
	if h, ok := sh.seen[s]; ok {
		h.more++
		return
	}
	kind := hayString
	if len(s) >= 64 && containsString(sh.hays[0].raw, s) {
		kind = hayCopy
	}
	if len(sh.slab) == cap(sh.slab) {
		sh.slab = make([]Haystack, 0, min(2*cap(sh.slab), maxSlab))
	}
	sh.slab = append(sh.slab, Haystack{orig: s, kind: kind})
	h := &sh.slab[len(sh.slab)-1]
	sh.seen[s] = h
	sh.hays = append(sh.hays, h)
}

// newRun returns the haystack of adjacent text blocks' texts.
func newRun(texts []string) *Haystack {
	h := &Haystack{kind: hayRun, parts: slices.Clip(texts)}
	at := 0
	for _, t := range texts[:len(texts)-1] {
		at += len(t)
		h.bounds = append(h.bounds, at)
	}
	return h
}

// size returns the length of a run's text, its parts joined.
func (h *Haystack) size() int {
	if len(h.parts) == 0 {
		return 0
	}
	return h.bounds[len(h.bounds)-1] + len(h.parts[len(h.parts)-1])
}

// start returns where a run's part k begins in its text.
func (h *Haystack) start(k int) int {
	if k == 0 {
		return 0
	}
	return h.bounds[k-1]
}

// slice returns the bytes from to to of a run's text, its parts joined,
// without joining the rest.
func (h *Haystack) slice(from, to int) string {
	var b strings.Builder
	b.Grow(to - from)
	for k, p := range h.parts {
		s, e := max(from-h.start(k), 0), min(to-h.start(k), len(p))
		if s < e {
			b.WriteString(p[s:e])
		}
	}
	return b.String()
}

// windows returns the ranges of a run's text, merged, that hold every
// place where a needle of at most n bytes runs across two of its parts:
// n-1 bytes on each side of each bound or, for a derived text (visible),
// 2n characters that are not invisible on each side (plus the invisible
// ones among them), since a derived text is shorter than what it came of
// by the invisible characters taken out and at most halved by NFKC.
func (h *Haystack) windows(n int, visible bool) [][2]int {
	if n < 2 {
		return nil
	}
	var out [][2]int
	for k, b := range h.bounds {
		from, to := max(b-n+1, 0), min(b+n-1, h.size())
		if visible {
			from, to = h.reach(k, -2*n), h.reach(k, 2*n)
		}
		if last := len(out) - 1; last >= 0 && from <= out[last][1] {
			out[last][1] = max(out[last][1], to)
			continue
		}
		out = append(out, [2]int{from, to})
	}
	return out
}

// reach returns where a run's text is reached from its bound k on
// crossing |n| characters that are not invisible, back (n < 0) or on.
func (h *Haystack) reach(k, n int) int {
	if n < 0 {
		for p := k; p >= 0; p-- {
			part := h.parts[p]
			for i := len(part); i > 0; {
				r, size := utf8.DecodeLastRuneInString(part[:i])
				i -= size
				if !estext.IsInvisible(r) {
					if n++; n == 0 {
						return h.start(p) + i
					}
				}
			}
		}
		return 0
	}
	for p := k + 1; p < len(h.parts); p++ {
		part := h.parts[p]
		for i := 0; i < len(part); {
			r, size := utf8.DecodeRuneInString(part[i:])
			i += size
			if !estext.IsInvisible(r) {
				if n--; n == 0 {
					return h.start(p) + i
				}
			}
		}
	}
	return h.size()
}

// TextHaystack returns the haystack of one text, such as the words of an
// error a host gave.
func TextHaystack(s string) *Haystack { return &Haystack{orig: s, kind: hayString} }

// RawHaystacks returns the haystacks of the bytes a host wrote for an
// answer the protocol refuses: the bytes as written and, when they are
// JSON text, every string they hold, decoded, and each run of two or more
// adjacent text blocks of every "blocks" array in them.
func RawHaystacks(raw []byte) []*Haystack {
	// One copy of raw holds every string without an escape: an answer of
	// many blocks costs that copy, not one allocation a string.
	text, v, err := esjson.ParseCopy(raw)
	if err != nil {
		return []*Haystack{{raw: raw, kind: hayRaw}}
	}
	sh := newStringHays(&Haystack{raw: raw, kind: hayJSON, rawText: &text}, 0)
	eachString(v, sh.add)
	return appendRuns(sh.hays, v)
}

// eachString calls f with every string v holds at any depth, each
// member's name before its value, in the order v holds them.
func eachString(v esjson.Value, f func(string)) {
	esjson.Walk(v, struct{}{}, func(v esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		if at.Member() {
			f(at.Name)
		}
		if s, ok := v.Str(); ok {
			f(s)
		}
		return struct{}{}, true
	})
}

// appendRuns appends the runs of adjacent text blocks ({"type":"text",
// "text":…}) of every array named "blocks" in v, at any depth.
func appendRuns(hays []*Haystack, v esjson.Value) []*Haystack {
	esjson.Walk(v, struct{}{}, func(v esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		if !at.Member() || at.Name != "blocks" {
			return struct{}{}, true
		}
		var texts []string
		for _, b := range v.Items() {
			typ, _ := b.GetString("type")
			t, ok := b.GetString("text")
			if typ == "text" && ok {
				texts = append(texts, t)
				continue
			}
			if len(texts) > 1 {
				hays = append(hays, newRun(texts))
			}
			texts = nil
		}
		if len(texts) > 1 {
			hays = append(hays, newRun(texts))
		}
		return struct{}{}, true
	})
	return hays
}

// containsString is strings.Contains of text as a string, without making
// that string: a candidate at each place its first byte is.
func containsString(text []byte, s string) bool {
	for i := 0; len(text)-i >= len(s); i++ {
		j := bytes.IndexByte(text[i:len(text)-len(s)+1], s[0])
		if j < 0 {
			return false
		}
		if i += j; string(text[i:i+len(s)]) == s {
			return true
		}
	}
	return false
}

// Fold returns s with its ASCII upper-case letters lowered, and every
// other byte as it is: both sides of a case-insensitive search fold so.
func Fold(s string) string {
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

// Strings returns every string an observation holds, decoded: its
// blocks' texts, data and media types, its stored text, and every string
// and member name of its view and kept value. parse parses those JSON
// texts (a caller's cache); nil is esjson.Parse.
func Strings(obs adapters.Observation, parse func([]byte) (esjson.Value, error)) []string {
	if parse == nil {
		parse = esjson.Parse
	}
	out := make([]string, 0, 3*len(obs.Blocks)+1)
	for _, b := range obs.Blocks {
		out = append(out, b.Text, b.Data, b.MimeType)
	}
	if obs.Text != nil {
		out = append(out, *obs.Text)
	}
	for _, raw := range [][]byte{obs.View, obs.Kept} {
		if v, err := parse(raw); err == nil {
			out = AppendStrings(out, v)
		}
	}
	return out
}

// AppendStrings appends every string v holds at any depth, each member's
// name before its value, in the order v holds them: the strings the search
// reads of a JSON value.
func AppendStrings(out []string, v esjson.Value) []string {
	eachString(v, func(s string) { out = append(out, s) })
	return out
}
