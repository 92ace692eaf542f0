package leak

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"slices"
	"sync"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// A form is one encoding of a target, as it is searched for.
type form struct {
	text  string   // ASCII-folded unless exact
	exact bool     // matched case-sensitively (base64)
	name  string   // the encoding, as a report names it
	enc   encoding // how text was made, for hexAt
}

// An encoding is how a form is made of its target, for the ones that write
// hex digits (percent and hex forms): the others are encPlain.
type encoding uint8

const (
	encPlain encoding = iota
	encWhole
	encURI
	encWholeTwice
	encURITwice
	encURIThenWhole
	encComponent
	encForm
	encHex
)

// hexAt returns, for a form that writes hex digits, which bytes of its text
// (of target s) are hex digits some encoding wrote; nil for the others.
// Only a report needs it, so it is worked out then.
func (f form) hexAt(s string) []bool {
	if keeps := percentPasses[f.enc]; keeps != nil {
		var at []bool
		for _, keep := range keeps {
			s, at = percentEncode(s, at, keep)
		}
		return at
	}
	switch f.enc {
	case encForm:
		_, at := formEncode(s)
		return at
	case encHex:
		at := make([]bool, 2*len(s))
		for i := range at {
			at[i] = true
		}
		return at
	}
	return nil
}

// percentPasses lists, for each percent encoding, what each of its passes
// keeps as it is, in the order they are made.
var percentPasses = map[encoding][]func(byte) bool{
	encWhole:        {unreserved},
	encURI:          {uriKeeps},
	encWholeTwice:   {unreserved, unreserved},
	encURITwice:     {uriKeeps, uriKeeps},
	encURIThenWhole: {uriKeeps, unreserved},
	encComponent:    {componentKeeps},
}

// formWriter writes the forms of hidden strings, one after another, into
// one buffer, so that a case's hundreds of forms cost a few allocations.
// Its buffers are used again for the next case (see getFormWriter).
type formWriter struct {
	buf     []byte      // every form written so far
	drafts  []formDraft // and where each is
	scratch []byte      // the string being written, or its JSON text
	zeros   []byte      // the string after k zero bytes, for base64
	// seenFolded and seenExact hold the forms kept, to keep each once.
	seenFolded, seenExact map[string]struct{}
}

var formWriters = sync.Pool{New: func() any {
	return &formWriter{seenFolded: map[string]struct{}{}, seenExact: map[string]struct{}{}}
}}

// getFormWriter returns an empty formWriter with room for size bytes and
// drafts forms.
func getFormWriter(size, drafts int) *formWriter {
	w := formWriters.Get().(*formWriter)
	w.buf = slices.Grow(w.buf[:0], size)
	w.drafts = slices.Grow(w.drafts[:0], drafts)
	return w
}

// putFormWriter gives w back for another case, unless it grew large.
func putFormWriter(w *formWriter) {
	if cap(w.buf) > 1<<20 || len(w.seenFolded) > 1<<12 {
		return
	}
	clear(w.seenFolded)
	clear(w.seenExact)
	formWriters.Put(w)
}

// formsSize is about how many bytes the forms of s take, for a buffer
// that holds them all: most are about as long as s, the percent-encodings
// longer when s holds much they encode.
func formsSize(s string) int { return 20*len(s) + 64 }

// A formDraft is a form as written: its text is buf[start:end].
type formDraft struct {
	start, end int
	exact      bool
	name       string
	enc        encoding
}

// forms writes the forms s is looked for in, in the order a report prefers
// them (see Find), adding them to the drafts: hosts are s with its host
// written otherwise (hostForms), looked for as sent. Each folded form is written
// folded at once: folding commutes with every encoding here, which keeps
// every letter and writes none of its own but hex digits, written here in
// lower case. A form longer than most bytes is not written (a search
// that reads no longer text needs none): its length is counted first, and
// a form made of it (encoded again) is longer still.
func (w *formWriter) forms(s string, hosts []hostForm, most int) {
	// mark ends the folded form begun at start.
	mark := func(start int, name string, enc encoding) formDraft {
		d := formDraft{start: start, end: len(w.buf), name: name, enc: enc}
		w.drafts = append(w.drafts, d)
		return d
	}
	region := func(d formDraft) []byte { return w.buf[d.start:d.end:d.end] }
	// percent writes a percent-encoding of the form from, unless it or
	// from is too long: then it reports false.
	percent := func(from formDraft, ok bool, keep *byteSet, name string, enc encoding) (formDraft, bool) {
		if !ok || percentLen(region(from), keep) > most {
			return formDraft{}, false
		}
		start := len(w.buf)
		w.buf = appendPercent(w.buf, region(from), keep)
		return mark(start, name, enc), true
	}
	// A form that is sure to be the same text as one before it is not
	// written: it would be searched for once anyway (see hiddenTargets).

	if len(s) > most {
		// Every form but a host one is at least as long as s.
		w.hostForms(hosts, most)
		return
	}
	start := len(w.buf)
	w.buf = appendFolded(w.buf, s)
	sent := mark(start, FormAsSent, encPlain)
	allUnreserved := allKept(region(sent), &unreservedSet)
	allURI := allKept(region(sent), &uriKeepsSet)

	if w.scratch = esjson.AppendString(w.scratch[:0], s); string(w.scratch[1:len(w.scratch)-1]) != s && len(w.scratch)-2 <= most {
		start = len(w.buf)
		w.buf = appendFolded(w.buf, w.scratch[1:len(w.scratch)-1])
		mark(start, FormJSONEscaped, encPlain)
	}
	w.hostForms(hosts, most)
	// Encoded twice, the first encoding's % is encoded again: a text
	// the first encoding keeps is the same.
	whole, uri := sent, sent
	wholeOK, uriOK := true, true
	if !allUnreserved {
		whole, wholeOK = percent(sent, true, &unreservedSet, "percent-encoded", encWhole)
	}
	if !allURI {
		uri, uriOK = percent(sent, true, &uriKeepsSet, "percent-encoded encodeURI-style", encURI)
	}
	if !allUnreserved {
		percent(whole, wholeOK, &unreservedSet, "percent-encoded twice", encWholeTwice)
	}
	if !allURI {
		percent(uri, uriOK, &uriKeepsSet, "percent-encoded twice encodeURI-style", encURITwice)
		percent(uri, uriOK, &unreservedSet, "percent-encoded encodeURI-style, then percent-encoded whole", encURIThenWhole)
	} // else encodeURI-style, then whole, is the whole form
	if !allKept(region(sent), &componentKeepsSet) && bytes.ContainsAny(region(sent), "!'()*") {
		percent(sent, true, &componentKeepsSet, "percent-encoded as encodeURIComponent writes it", encComponent)
	} // else it is the text as sent, or the whole form
	if bytes.IndexByte(region(sent), ' ') >= 0 && percentLen(region(sent), &unreservedSet)-2*bytes.Count(region(sent), []byte(" ")) <= most {
		start = len(w.buf)
		w.buf = appendFormEncoded(w.buf, region(sent))
		mark(start, "form-encoded (a space as +)", encForm)
	} // else it is the whole form

	if 2*len(s) <= most {
		start = len(w.buf)
		w.buf = appendHex(w.buf, s)
		mark(start, "as hex of its UTF-8 bytes", encHex)
	}

	for a, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		for k := range 3 {
			start = len(w.buf)
			if w.appendBase64Core(enc, s, k, most) {
				w.drafts = append(w.drafts, formDraft{start: start, end: len(w.buf), exact: true, name: base64Names[a][k]})
			}
		}
	}
}

// hostForms writes the host forms of those at most most bytes long.
func (w *formWriter) hostForms(hosts []hostForm, most int) {
	for _, h := range hosts {
		if len(h.text) > most {
			continue
		}
		start := len(w.buf)
		w.buf = appendFolded(w.buf, h.text)
		w.drafts = append(w.drafts, formDraft{start: start, end: len(w.buf), name: h.name})
	}
}

// percentLen returns how long appendPercent's encoding of s is.
func percentLen(s []byte, keep *byteSet) int {
	n := len(s)
	for _, c := range s {
		if !keep[c] {
			n += 2
		}
	}
	return n
}

// allKept reports whether keep holds every byte of s: a percent-encoding
// of s is s.
func allKept(s []byte, keep *byteSet) bool {
	for _, c := range s {
		if !keep[c] {
			return false
		}
	}
	return true
}

// appendBase64Core appends the characters of s's base64 encoding, s
// starting k bytes into a 3-byte group, that s's bytes alone determine:
// not the first ones, which share bits with the k bytes before s, nor the
// last one or two, which share bits with whatever follows (or are
// padding). Every encoding of a run holding s there, padded or not, holds
// the core. It appends nothing and reports false when the core is shorter
// than minBase64, or longer than most.
func (w *formWriter) appendBase64Core(enc *base64.Encoding, s string, k, most int) bool {
	first := (8*k + 5) / 6 // the first character whose 6 bits all lie within s
	end := 8 * (k + len(s)) / 6
	if end-first < minBase64 || end-first > most {
		return false
	}
	w.zeros = append(append(w.zeros[:0], "\x00\x00"[:k]...), s...)
	begin := len(w.buf)
	w.buf = enc.AppendEncode(w.buf, w.zeros)
	copy(w.buf[begin:], w.buf[begin+first:begin+end])
	w.buf = w.buf[:begin+end-first]
	return true
}

// base64Names names the base64 forms by alphabet and byte alignment.
var base64Names = func() (names [2][3]string) {
	for a, alphabet := range []string{"standard", "URL-safe"} {
		for k := range 3 {
			names[a][k] = fmt.Sprintf("base64-encoded (%s alphabet, at byte %d of a 3-byte group)", alphabet, k)
		}
	}
	return names
}()

// appendFolded appends s with its ASCII upper-case letters lowered.
func appendFolded[T string | []byte](dst []byte, s T) []byte {
	start := len(dst)
	dst = append(dst, s...)
	for i := start; i < len(dst); i++ {
		if c := dst[i]; 'A' <= c && c <= 'Z' {
			dst[i] = c + 'a' - 'A'
		}
	}
	return dst
}

// A byteSet holds the bytes a percent-encoding keeps.
type byteSet [256]bool

func newByteSet(keep func(byte) bool) (set byteSet) {
	for c := range 256 {
		set[c] = keep(byte(c))
	}
	return set
}

var (
	unreservedSet     = newByteSet(unreserved)
	uriKeepsSet       = newByteSet(uriKeeps)
	componentKeepsSet = newByteSet(componentKeeps)
)

const hexDigits = "0123456789abcdef"

// appendPercent appends Fold(percentEncode(s, nil, keep)) for s
// folded already: each byte keep does not hold as %xx, in lower-case hex.
func appendPercent(dst, s []byte, keep *byteSet) []byte {
	dst = slices.Grow(dst, 3*len(s))
	for _, c := range s {
		if keep[c] {
			dst = append(dst, c)
		} else {
			dst = append(dst, '%', hexDigits[c>>4], hexDigits[c&0xF])
		}
	}
	return dst
}

// appendFormEncoded appends Fold(formEncode(s)) for s folded already.
func appendFormEncoded(dst, s []byte) []byte {
	for _, c := range s {
		switch {
		case c == ' ':
			dst = append(dst, '+')
		case unreservedSet[c]:
			dst = append(dst, c)
		default:
			dst = append(dst, '%', hexDigits[c>>4], hexDigits[c&0xF])
		}
	}
	return dst
}

// appendHex appends the bytes of s in lower-case hex.
func appendHex(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		dst = append(dst, hexDigits[s[i]>>4], hexDigits[s[i]&0xF])
	}
	return dst
}

// The names of two forms a hidden string is looked for in (Hit.How): as
// it was sent, and JSON-escaped.
const (
	FormAsSent      = "as sent"
	FormJSONEscaped = "JSON-escaped"
)
