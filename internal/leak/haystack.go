package leak

import (
	"bytes"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// A Haystack is a text the observation holds: its JSON text, in raw, or
// one of its strings, in orig. Its ASCII fold, which the folded forms are
// looked for in, is made only if a needle shorter than a searcher's word
// is looked for in it.
type Haystack struct {
	orig   string
	raw    []byte
	folded *string
}

// text returns the haystack's n bytes at i.
func (h *Haystack) text(i, n int) string {
	if h.raw != nil {
		return string(h.raw[i : i+n])
	}
	return h.orig[i : i+n]
}

// fold returns the haystack's ASCII fold.
func (h *Haystack) fold() string {
	if h.folded == nil {
		var f string
		if h.raw != nil {
			f = Fold(string(h.raw))
		} else {
			f = Fold(h.orig)
		}
		h.folded = &f
	}
	return *h.folded
}

// Haystacks returns the observation's JSON text and the decoded strings
// it holds (observed, as Strings returns them). A long decoded
// string that the JSON text holds as it is (image data, most texts) is
// left out: any form found in it is found in the JSON text.
func Haystacks(obs adapters.Observation, observed []string) []*Haystack {
	text, _ := obs.MarshalJSON()
	hays := []*Haystack{{raw: text}}
	for _, s := range observed {
		if s == "" || len(s) >= 64 && containsString(text, s) {
			continue
		}
		hays = append(hays, &Haystack{orig: s})
	}
	return hays
}

// TextHaystack returns the haystack of one text, such as the words of an
// error a host gave.
func TextHaystack(s string) *Haystack { return &Haystack{orig: s} }

// RawHaystacks returns the haystacks of the bytes a host wrote for an
// answer the protocol refuses: the bytes as written and, when they are
// JSON text, every string they hold, decoded.
func RawHaystacks(raw []byte) []*Haystack {
	hays := []*Haystack{{raw: raw}}
	if v, err := esjson.Parse(raw); err == nil {
		for _, s := range AppendStrings(nil, v) {
			if s != "" && !(len(s) >= 64 && containsString(raw, s)) {
				hays = append(hays, &Haystack{orig: s})
			}
		}
	}
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
	var out []string
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
	if s, ok := v.Str(); ok {
		return append(out, s)
	}
	for _, item := range v.Items() {
		out = AppendStrings(out, item)
	}
	for _, m := range v.Members() {
		out = AppendStrings(append(out, m.Name), m.Value)
	}
	return out
}
