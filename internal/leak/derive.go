package leak

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"golang.org/x/text/unicode/norm"
)

// A derived text is what a text reads as once its invisible characters
// (estext.IsInvisible) are taken out and the rest is put in compatibility
// form (NFKC) with its letters past ASCII lower-cased (estext.Readable;
// ASCII letters are the folded search's), with the way back: which bytes of the text each of its
// bytes came from, so that a form found in it is masked where the text
// holds it.
type derived struct {
	text string
	hay  *Haystack // text, to be searched
	// removed and compat say which steps made it: invisible characters
	// taken out, NFKC.
	removed, compat bool
	// steps map the text back, last step first: steps[len-1] maps text to
	// the text before NFKC (or before removal, when NFKC changed nothing),
	// steps[0] maps to the text the derivation began with.
	steps [][]span
}

// A span is a run of a derived text, from its byte d to the next span's:
// the bytes from o to end of the text it was made of, copied byte for
// byte (same) or rewritten as a whole (a character decoded from a JSON
// escape, or an NFKC segment).
type span struct {
	d, o, end int
	same      bool
}

// derive returns s as a derived text, or nil when that is s itself. With
// escapes, s is JSON text (or may hold some): a \uXXXX escape of an
// invisible character is taken out as the character is, and one of any
// other character outside ASCII reads as that character, so that a JSON
// text's strings derive as the strings do.
func derive(s string, escapes bool) *derived {
	if isASCII(s) && !(escapes && strings.Contains(s, `\u`)) {
		return nil
	}
	var d derived
	text := s
	if visible, spans, changed := removeInvisible(s, escapes); changed {
		text, d.removed = visible, true
		d.steps = append(d.steps, spans)
	}
	if compat, spans, changed := nfkc(text); changed {
		text, d.compat = compat, true
		d.steps = append(d.steps, spans)
	}
	if len(d.steps) == 0 {
		return nil
	}
	d.text = text
	d.hay = &Haystack{orig: text, kind: hayString}
	return &d
}

// spanWriter writes a derived text and its spans.
type spanWriter struct {
	out   []byte
	spans []span
}

// copied appends s[from:to], byte for byte.
func (w *spanWriter) copied(s string, from, to int) {
	if from == to {
		return
	}
	if n := len(w.spans); n > 0 && w.spans[n-1].same && w.spans[n-1].end == from {
		w.spans[n-1].end = to
	} else {
		w.spans = append(w.spans, span{d: len(w.out), o: from, end: to, same: true})
	}
	w.out = append(w.out, s[from:to]...)
}

// rewritten appends b, which s[from:to] reads as.
func (w *spanWriter) rewritten(b []byte, from, to int) {
	if len(b) == 0 {
		return
	}
	w.spans = append(w.spans, span{d: len(w.out), o: from, end: to})
	w.out = append(w.out, b...)
}

// lowered appends s[from:to] with its letters past ASCII lower-cased
// (estext.LowerNonASCII): a run that lower-casing leaves alone is copied
// byte for byte, each character it changes rewritten.
func (w *spanWriter) lowered(s string, from, to int) {
	start := from
	for i := from; i < to; {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:to])
		lower := estext.LowerNonASCII(string(r))
		if r == utf8.RuneError || lower == string(r) {
			i += n
			continue
		}
		w.copied(s, start, i)
		w.rewritten([]byte(lower), i, i+n)
		i += n
		start = i
	}
	w.copied(s, start, to)
}

// removeInvisible returns s without its invisible characters (and, with
// escapes, the JSON escapes of them), its spans, and whether it differs.
func removeInvisible(s string, escapes bool) (string, []span, bool) {
	var w spanWriter
	changed := false
	from := 0 // the start of the run not yet written
	var buf [utf8.UTFMax]byte
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && escapes:
			r, n := jsonEscape(s, i)
			switch {
			case n == 0: // another escape, or a backslash: kept as it is
				i += min(2, len(s)-i)
			case estext.IsInvisible(r):
				w.copied(s, from, i)
				i += n
				from, changed = i, true
			case r >= utf8.RuneSelf:
				w.copied(s, from, i)
				w.rewritten(buf[:utf8.EncodeRune(buf[:], r)], i, i+n)
				i += n
				from, changed = i, true
			default:
				i += n
			}
		case c < utf8.RuneSelf:
			i++
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if estext.IsInvisible(r) {
				w.copied(s, from, i)
				from, changed = i+n, true
			}
			i += n
		}
	}
	if !changed {
		return s, nil, false
	}
	w.copied(s, from, len(s))
	return string(w.out), w.spans, true
}

// jsonEscape reads the \uXXXX escape at s[i] (a surrogate pair as one
// character) and returns the character and the escape's length, or 0 when
// it is not one, or is a lone surrogate's.
func jsonEscape(s string, i int) (rune, int) {
	r, ok := hex4(s, i)
	if !ok {
		return 0, 0
	}
	switch {
	case r < 0xD800 || r > 0xDFFF:
		return r, 6
	case r < 0xDC00:
		if lo, ok := hex4(s, i+6); ok && 0xDC00 <= lo && lo <= 0xDFFF {
			return 0x10000 + (r-0xD800)<<10 + (lo - 0xDC00), 12
		}
	}
	return 0, 0
}

// hex4 reads "\uXXXX" at s[i].
func hex4(s string, i int) (rune, bool) {
	if len(s)-i < 6 || s[i] != '\\' || s[i+1] != 'u' {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[i+2 : i+6]) {
		v, ok := estext.HexDigit(c)
		if !ok {
			return 0, false
		}
		r = r<<4 | rune(v)
	}
	return r, true
}

// nfkc returns s in NFKC, its spans, and whether it differs. Runs that
// are in NFKC already (norm's quick check) are copied; each segment after
// one is normalized alone, which NFKC allows at a segment's boundary.
func nfkc(s string) (string, []span, bool) {
	n := norm.NFKC.QuickSpanString(s)
	if n == len(s) && !estext.HasUpperNonASCII(s) {
		return s, nil, false
	}
	var w spanWriter
	var it norm.Iter
	var seg []byte
	for i := 0; ; {
		w.lowered(s, i, i+n)
		i += n
		if i == len(s) {
			break
		}
		// A segment that decomposes into several is given in several
		// pieces, the input's position moving on with the last.
		it.InitString(norm.NFKC, s[i:])
		seg = seg[:0]
		for !it.Done() {
			if seg = append(seg, it.Next()...); it.Pos() > 0 {
				break
			}
		}
		end := i + it.Pos()
		if end == i {
			end = len(s)
		}
		if string(seg) == s[i:end] {
			w.lowered(s, i, end)
		} else {
			w.rewritten([]byte(estext.LowerNonASCII(string(seg))), i, end)
		}
		i = end
		n = norm.NFKC.QuickSpanString(s[i:])
	}
	out := string(w.out)
	if out == s {
		return s, nil, false
	}
	return out, w.spans, true
}

// origin returns the bytes of the text d was derived from that its bytes
// from to to (from < to) came from.
func (d *derived) origin(from, to int) (int, int) {
	for k := len(d.steps) - 1; k >= 0; k-- {
		from, to = mapBack(d.steps[k], from, to)
	}
	return from, to
}

// mapBack maps the bytes from to to (from < to) of a derived text back
// through one step's spans.
func mapBack(spans []span, from, to int) (int, int) {
	at := func(i int) span {
		lo, hi := 0, len(spans)-1
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if spans[mid].d <= i {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		return spans[lo]
	}
	a, b := at(from), at(to-1)
	of, ot := a.o, b.end
	if a.same {
		of = a.o + from - a.d
	}
	if b.same {
		ot = b.o + to - b.d
	}
	return of, ot
}
