package leak

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"golang.org/x/text/unicode/norm"
	"sync"
	"unicode/utf8"
)

// Set is every form of every hidden string of a case, ready to be
// searched for: built once per case, searched once per observation.
type Set struct {
	targets []target
	main    *needles // every form of every target but the lazy ones
	// lazy are the keys of the targets whose forms are written only while
	// a search needs them (lazy.go), in order.
	lazy []int
	more *moreNeedles
	// allow, when set, says how often and in how many places the lane
	// searched may show each target (Allowances): within that, a hit of
	// it is no hit.
	allow *Allowance
}

// moreNeedles are the needles a set searches for only when it gets past
// the texts as shown: built the first time, for every view of the set.
type moreNeedles struct {
	longOnce, derivedOnce sync.Once
	long, derived         *needles
}

// needles are forms of targets, as one searcher looks for them: the
// folded ones, then the exact ones.
type needles struct {
	refs                []ref // in the order a report prefers them
	longest             int   // the longest needle's length in bytes
	folded, exact       []string
	foldedRef, exactRef []int
	search              *searcher
}

// A ref is one form of a target: the target (its key), the text the form
// was made of (the target's, or its derived reading's) and the form.
type ref struct {
	t  int
	of string
	f  form
	// ord orders the refs of every needles of a set as a report prefers
	// them: by target, then by the target's forms in order.
	ord int
}

// newNeedles returns the needles of every form of targets, in order.
func newNeedles(targets []target) *needles {
	n := 0
	for _, t := range targets {
		n += len(t.forms)
	}
	ns := &needles{refs: make([]ref, 0, n)}
	for _, t := range targets {
		for j, f := range t.forms {
			if f.exact {
				ns.exact, ns.exactRef = append(ns.exact, f.text), append(ns.exactRef, len(ns.refs))
			} else {
				ns.folded, ns.foldedRef = append(ns.folded, f.text), append(ns.foldedRef, len(ns.refs))
			}
			ns.refs = append(ns.refs, ref{t: t.key, of: t.s, f: f, ord: t.key*maxForms + j})
			ns.longest = max(ns.longest, len(f.text))
		}
	}
	ns.search = newSearcher(ns.folded, ns.exact)
	return ns
}

// needle returns the ref and text of the searcher's needle n.
func (ns *needles) needle(n int) (r int, text string) {
	if n < len(ns.folded) {
		return ns.foldedRef[n], ns.folded[n]
	}
	return ns.exactRef[n-len(ns.folded)], ns.exact[n-len(ns.folded)]
}

// NewSet returns the set of the hidden strings given, each with the hidden
// parts of a hidden uri, in every form the package searches for.
func NewSet(hidden []string) *Set { return newSet(hidden, eagerBudget) }

// newSet is NewSet writing the forms of the targets that fit in budget
// bytes when it is made, and the others' while a search needs them.
func newSet(hidden []string, budget int) *Set {
	hs := &Set{targets: hiddenTargets(hidden, budget), more: &moreNeedles{}}
	hs.main = newNeedles(hs.eager())
	for _, t := range hs.targets {
		if t.lazy != nil {
			hs.lazy = append(hs.lazy, t.key)
		}
	}
	return hs
}

// eager returns the targets whose forms the set holds.
func (hs *Set) eager() []target {
	ts := make([]target, 0, len(hs.targets))
	for _, t := range hs.targets {
		if t.lazy == nil {
			ts = append(ts, t)
		}
	}
	return ts
}

// Size returns about how many bytes the set holds: its targets' strings
// and the forms it writes when it is made, twice over for the forms of
// their derived readings it may write later. A cache of sets bounds it.
func (hs *Set) Size() int64 {
	var n int64
	for _, t := range hs.targets {
		n += int64(len(t.s))
		for _, f := range t.forms {
			n += int64(len(f.text))
		}
	}
	return 2 * n
}

// Empty reports whether there is nothing to look for.
func (hs *Set) Empty() bool { return len(hs.targets) == 0 }

// long reports whether a target is long enough (MinPart characters, as it
// reads: its invisible characters out, in compatibility form) to be looked
// for in the forms a host may write by accident only for a long string:
// across blocks, with characters inserted, in compatibility form. A
// shorter one turns up by chance: "\ufffbal.pd" reads "al.pd", which
// "signal.pdf" holds.
func long(t target) bool { return utf8.RuneCountInString(estext.Readable(t.s)) >= MinPart }

// longNeedles returns the forms of the long targets, as shown.
func (hs *Set) longNeedles() *needles {
	hs.more.longOnce.Do(func() {
		var ts []target
		for _, t := range hs.eager() {
			if t.long {
				ts = append(ts, t)
			}
		}
		if len(ts) == len(hs.targets)-len(hs.lazy) {
			hs.more.long = hs.main
		} else {
			hs.more.long = newNeedles(ts)
		}
	})
	return hs.more.long
}

// derivedNeedles returns the forms of the long targets as a derived text
// reads them (without invisible characters, in NFKC): a target that reads
// otherwise there is looked for as it reads.
func (hs *Set) derivedNeedles() *needles {
	hs.more.derivedOnce.Do(func() {
		var ts []target
		changed := false
		for _, t := range hs.eager() {
			if !t.long {
				continue
			}
			if d := derive(t.s, false); d != nil {
				t.s, t.forms, changed = d.text, nil, true
			}
			ts = append(ts, t)
		}
		if !changed {
			hs.more.derived = hs.longNeedles()
			return
		}
		for i := range ts {
			if ts[i].forms == nil {
				ts[i] = withForms(ts[i : i+1 : i+1])[0]
			}
		}
		hs.more.derived = newNeedles(ts)
	})
	return hs.more.derived
}

// A stage is one round of the search: which haystacks it reads, whether
// it reads their derived texts, and which needles it looks for. Find
// reports a hit of the first stage that has one, so that a hidden string
// shown as it is is named so, even when it is also shown otherwise.
type stage struct {
	kinds   []hayKind
	derived bool
	split   bool // its texts are runs of adjacent text blocks
}

var stages = []stage{
	{kinds: []hayKind{hayJSON, hayRaw, hayString}},
	{kinds: []hayKind{hayRaw, hayString, hayCopy}, derived: true},
	{kinds: []hayKind{hayRun}, split: true},
	{kinds: []hayKind{hayRun}, derived: true, split: true},
}

// needles returns the needles the stage looks for.
func (st stage) needles(hs *Set) *needles {
	switch {
	case st.derived:
		return hs.derivedNeedles()
	case st.split:
		return hs.longNeedles()
	}
	return hs.main
}

// A match is a needle found in a text a stage searched.
type match struct {
	h    *Haystack // the haystack
	x    *Haystack // the text searched: h, a window of a run, or a derived text of either
	d    *derived  // the derived text searched, or nil
	off  int       // where the window searched begins in h's text
	ref  ref       // the needle's ref
	i, n int       // where, in the text searched, and how long
}

// shown returns the text matched, as the text searched holds it.
func (m match) shown() string { return m.x.text(m.i, m.n) }

// origin returns the bytes of h's text the match came from.
func (m match) origin() (int, int) {
	from, to := m.i, m.i+m.n
	if m.d != nil {
		from, to = m.d.origin(from, to)
	}
	return m.off + from, m.off + to
}

// each calls found with each needle that a haystack the stage reads
// holds, where it first does in that haystack. Of a run of text blocks it
// reads only the windows a needle running across two blocks lies in, and
// reports only a match that does run across two: one within a block is
// that block's text, searched as a string.
func (st stage) each(ns *needles, hays []*Haystack, found func(match)) {
	for _, h := range hays {
		if !st.reads(h) {
			continue
		}
		if h.kind == hayRun {
			for _, w := range h.windows(ns.longest, st.derived) {
				x := &Haystack{orig: h.slice(w[0], w[1]), kind: hayString}
				var d *derived
				if st.derived {
					if d = derive(x.orig, false); d == nil {
						continue
					}
				}
				st.search(ns, h, x, d, w[0], func(m match) {
					if from, to := m.origin(); crosses([2]int{from, to}, h.bounds) {
						found(m) // split: a match within one block is that block's
					}
				})
			}
			continue
		}
		var d *derived
		if st.derived {
			if d = h.derivedText(); d == nil {
				continue
			}
		}
		st.search(ns, h, h, d, 0, found)
	}
}

// search searches x, or d's text when d is set, for ns.
func (st stage) search(ns *needles, h, x *Haystack, d *derived, off int, found func(match)) {
	if d != nil {
		x = d.hay
	}
	ns.search.search(x, func(n, i int) {
		r, text := ns.needle(n)
		found(match{h: h, x: x, d: d, off: off, ref: ns.refs[r], i: i, n: len(text)})
	})
}

// reads reports whether the stage reads haystack h.
func (st stage) reads(h *Haystack) bool {
	for _, k := range st.kinds {
		if h.kind == k {
			return true
		}
	}
	return false
}

// Find says what hidden string an observation shows, given its
// haystacks: of every form shown, the first in the order the package
// prefers them (package doc), and false when none is.
func (hs *Set) Find(hays []*Haystack) (Hit, bool) {
	if hs.Empty() {
		return Hit{}, false
	}
	ex := hs.excuses(hays)
	for _, st := range stages {
		var best *match
		hs.each(st, hays, func(m match) {
			if !ex.excused(m.ref.t) && (best == nil || ex.better(m, *best)) {
				best = &m
			}
		})
		if best != nil {
			return hs.hit(st, ex.added(*best), ex), true
		}
	}
	return Hit{}, false
}

// hit returns the Hit of m, a match of stage st.
func (hs *Set) hit(st stage, m match, ex *excuses) Hit {
	r := m.ref
	t := hs.targets[r.t]
	how := ""
	if m.d != nil {
		from, to := m.origin()
		how = m.d.how(m.i, m.i+m.n, m.h.whole()[from:to], m.h.kind == hayRaw)
	}
	if st.split {
		how = joinWords(formSplit, how)
	}
	enc := joinWords(encodingWords(r.of, r.f, m.shown()), how)
	reason := t.reason(enc)
	if more := ex.beyond(r.t); more != "" {
		reason += ", " + more
	}
	hit := Hit{Reason: reason, Hidden: t.s, How: joinWords(r.f.name, how)}
	switch {
	case r.f.name == FormAsSent && m.shown() != r.of:
		hit.How = joinWords("in other letter case", how)
	case r.f.exact:
		hit.How = joinWords("base64-encoded", how)
	}
	if t.part != "" {
		hit.Hidden = t.uri
		hit.How = joinWords(trimComma(t.part), hit.How)
	}
	return hit
}

// joinWords joins two phrases of a reason with ", ", either of which may
// be empty.
func joinWords(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + ", " + b
}

// trimComma returns s without a comma at its end: a part's name as the
// How of a hit begins with it ("the query value, percent-decoded").
func trimComma(s string) string {
	if len(s) > 0 && s[len(s)-1] == ',' {
		return s[:len(s)-1]
	}
	return s
}

// What a hit of a derived text or a run says of how the string was shown.
const (
	formSplit     = "split across adjacent text blocks"
	formInvisible = "with invisible characters inserted"
	formCompat    = "in compatibility form (NFKC)"
)

// how says how the derived text's bytes from to to differ from shown,
// the text they came from (read as JSON text when escapes is set): with
// invisible characters inserted, in compatibility form, or both.
func (d *derived) how(from, to int, shown string, escapes bool) string {
	invisible := d.removed && hasInvisible(shown, escapes)
	compat := d.compat && d.rewrote(from, to) && (escapes || !caseOnly(shown))
	switch {
	case compat && invisible:
		return formCompat + ", " + formInvisible
	case invisible:
		return formInvisible
	case compat:
		return formCompat
	}
	return "" // letters past ASCII in other case: the form's own words say so
}

// caseOnly reports whether shown reads as its derived text only once its
// letters past ASCII are lower-cased: NFKC leaves what it shows of its
// visible characters alone.
func caseOnly(shown string) bool {
	visible := estext.Readable(shown)
	return visible == estext.LowerNonASCII(norm.NFKC.String(shown)) && norm.NFKC.IsNormalString(shown)
}

// hasInvisible reports whether s holds an invisible character or, with
// escapes, a JSON escape of one.
func hasInvisible(s string, escapes bool) bool {
	_, _, changed := removeInvisible(s, escapes)
	return changed
}

// rewrote reports whether NFKC rewrote any of the derived text's bytes
// from to to.
func (d *derived) rewrote(from, to int) bool {
	spans := d.steps[len(d.steps)-1]
	for k, s := range spans {
		if s.d >= to {
			break
		}
		end := len(d.text)
		if k+1 < len(spans) {
			end = spans[k+1].d
		}
		if !s.same && end > from {
			return true
		}
	}
	return false
}
