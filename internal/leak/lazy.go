package leak

import (
	"unsafe"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// A hidden string's forms take about twenty times its bytes, each part of
// a hidden uri's as many again: a case that hides megabytes would cost
// gigabytes were every form written when its set is made. A set writes
// the forms of its targets, in order, while they fit in eagerBudget; the
// forms of every target past it (a lazy one) are written only while a
// search needs them, one target at a time, and only those that fit in a
// text the search reads: a form longer than every text searched is in
// none of them, and is not written (its length is counted first). What a set keeps of a lazy target is its strings and two
// lengths, so a set costs a few times its hidden strings' bytes, however
// many forms they have. No hidden string of the corpus comes near the
// budget (SPEC's uris are at most estext.URIMax UTF-16 code units), so
// its verdicts are those of a set that writes every form at once.
//
// A lazy target is searched for in every form an eager one is, with one
// difference that can only find more: a form of it that an earlier
// target has too is searched for as both targets' (an eager set searches
// for it as the earlier one's alone).

// eagerBudget bounds the bytes of forms, as formsSize estimates them, a
// set writes when it is made.
const eagerBudget = 1 << 20

// maxForms is more than the forms of one target: a ref's ord is its
// target's key times maxForms plus its place among the target's forms.
const maxForms = 64

// maxDerivedGrowth bounds how many times longer in bytes a derived text
// is than the text it was derived from: NFKC makes UTF-8 at most 11 times
// longer (Unicode's normalization FAQ: U+FDFA, 3 bytes, reads as 33), and
// lower-casing a letter past ASCII at most half as long again.
const maxDerivedGrowth = 17

// A lazyTarget is what a set keeps of a target whose forms it does not
// hold: how few bytes a form of it, and of its derived reading, takes.
type lazyTarget struct {
	least, leastDerived int
}

// newLazyTarget returns the lazy part of target t (its long set already).
func newLazyTarget(t target) *lazyTarget {
	lt := &lazyTarget{least: leastForm(t.s, t.host)}
	lt.leastDerived = lt.least
	if t.long {
		if d := derive(t.s, false); d != nil {
			lt.leastDerived = leastForm(d.text, t.host)
		}
	}
	return lt
}

// leastForm returns the length of the shortest form of s (a target's
// text, its host where host says): every form but those with the host
// written otherwise is at least as long as s (a base64 core of s is
// written only from minBase64 characters, more than s's 6 bytes).
func leastForm(s string, host hostAt) int {
	n := len(s)
	if host != hostNone {
		for _, h := range hostForms(s, host == hostURI, host == hostBare) {
			n = min(n, len(h.text))
		}
	}
	return n
}

// each calls found with each needle of stage st's that a haystack it
// reads holds (stage.each), for the set's eager targets and then for
// each lazy one whose forms may fit in a text the stage reads.
func (hs *Set) each(st stage, hays []*Haystack, found func(match)) {
	st.each(st.needles(hs), hays, found)
	if len(hs.lazy) == 0 {
		return
	}
	most := st.longest(hays)
	for _, k := range hs.lazy {
		t := hs.targets[k]
		least := t.lazy.least
		switch {
		case (st.derived || st.split) && !t.long:
			continue
		case st.derived:
			least = t.lazy.leastDerived
		}
		if least > most {
			continue
		}
		if lt := hs.lazyForms(k, st.derived, most); len(lt.forms) > 0 {
			st.each(newNeedles([]target{lt}), hays, found)
		}
	}
}

// longest returns a length no text stage st searches in hays is longer
// than.
func (st stage) longest(hays []*Haystack) int {
	n := 0
	for _, h := range hays {
		switch {
		case !st.reads(h):
		case h.kind == hayRun && st.derived:
			n = max(n, maxDerivedGrowth*h.size())
		case h.kind == hayRun:
			n = max(n, h.size())
		case st.derived:
			if d := h.derivedText(); d != nil {
				n = max(n, len(d.text))
			}
		case h.raw != nil:
			n = max(n, len(h.raw))
		default:
			n = max(n, len(h.orig))
		}
	}
	return n
}

// lazyForms returns target k (of its derived reading, with derived) with
// those of its forms at most most bytes long, each once, in order. The
// forms are written into a buffer of their own, made once as large as
// they need (formsRoom), and are substrings of it: it is never written
// again.
func (hs *Set) lazyForms(k int, derived bool, most int) target {
	t := hs.targets[k]
	if derived {
		if d := derive(t.s, false); d != nil {
			t.s = d.text
		}
	}
	hosts := t.hostForms()
	w := &formWriter{
		drafts:     make([]formDraft, 0, maxForms),
		scratch:    esjson.AppendString(nil, t.s), // forms writes it here again
		seenFolded: map[string]struct{}{},
		seenExact:  map[string]struct{}{},
	}
	w.buf = make([]byte, 0, formsRoom(t.s, hosts, len(w.scratch)-2, most))
	w.forms(t.s, hosts, most)
	all := unsafe.String(unsafe.SliceData(w.buf), len(w.buf))
	t.forms = nil
	for _, f := range w.drafts {
		if f.end-f.start > most {
			continue
		}
		text := all[f.start:f.end]
		seen := w.seenFolded
		if f.exact {
			seen = w.seenExact
		}
		if _, dup := seen[text]; dup {
			continue
		}
		seen[text] = struct{}{}
		t.forms = append(t.forms, form{text: text, exact: f.exact, name: f.name, enc: f.enc})
	}
	return t
}

// formsRoom returns at least as many bytes as formWriter.forms needs to
// write the forms of s with hosts at most most bytes long (s JSON-escaped
// is jsonLen bytes long), counting what each percent-encoding adds: a
// buffer made that large never grows (a grown one is copied, each time,
// whole).
func formsRoom(s string, hosts []hostForm, jsonLen, most int) int {
	room := 64
	add := func(n int) {
		if n <= most {
			room += n
		}
	}
	for _, h := range hosts {
		add(len(h.text))
	}
	n := len(s)
	if n > most {
		return room
	}
	var whole, uri, component, uriNotWhole int // bytes each encoding encodes
	for i := 0; i < n; i++ {
		c := s[i]
		if !unreservedSet[c] {
			whole++
			if uriKeepsSet[c] {
				uriNotWhole++
			}
		}
		if !uriKeepsSet[c] {
			uri++
		}
		if !componentKeepsSet[c] {
			component++
		}
	}
	add(n)
	add(jsonLen)
	add(n + 2*whole)               // whole, and form-encoded
	add(n + 2*whole)               //
	add(n + 4*whole)               // whole twice: each % again
	add(n + 2*uri)                 // encodeURI-style
	add(n + 4*uri)                 // encodeURI-style twice
	add(n + 4*uri + 2*uriNotWhole) // then whole
	add(n + 2*component)           // encodeURIComponent-style
	add(2 * n)                     // hex
	for k := range 3 {
		// Two base64 encodings of s after k bytes, each written whole
		// before it is cut to its core.
		if 8*(k+n)/6-(8*k+5)/6 <= most {
			room += 2 * ((8*(k+n) + 5) / 6)
		}
	}
	return room
}
