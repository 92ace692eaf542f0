package compare

import (
	"bytes"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// A haystack is a text the observation holds: its JSON text, in raw, or
// one of its strings, in orig. Its ASCII fold, which the folded forms are looked for in, is made
// only if a needle shorter than a searcher's word is looked for in it.
type haystack struct {
	orig   string
	raw    []byte
	folded *string
}

// text returns the haystack's n bytes at i.
func (h *haystack) text(i, n int) string {
	if h.raw != nil {
		return string(h.raw[i : i+n])
	}
	return h.orig[i : i+n]
}

// fold returns the haystack's ASCII fold.
func (h *haystack) fold() string {
	if h.folded == nil {
		var f string
		if h.raw != nil {
			f = foldASCII(string(h.raw))
		} else {
			f = foldASCII(h.orig)
		}
		h.folded = &f
	}
	return *h.folded
}

// haystacks returns the observation's JSON text and the decoded strings
// it holds (observed, as observedStrings returns them). A long decoded
// string that the JSON text holds as it is (image data, most texts) is
// left out: any form found in it is found in the JSON text.
func haystacks(obs adapters.Observation, observed []string) []*haystack {
	text, _ := obs.MarshalJSON()
	hays := []*haystack{{raw: text}}
	for _, s := range observed {
		if s == "" || len(s) >= 64 && containsString(text, s) {
			continue
		}
		hays = append(hays, &haystack{orig: s})
	}
	return hays
}

// rawHaystacks returns the haystacks of the bytes a host wrote for an
// answer the protocol refuses: the bytes as written and, when they are
// JSON text, every string they hold, decoded.
func rawHaystacks(raw []byte) []*haystack {
	hays := []*haystack{{raw: raw}}
	if v, err := esjson.Parse(raw); err == nil {
		for _, s := range appendStrings(nil, v) {
			if s != "" && !(len(s) >= 64 && containsString(raw, s)) {
				hays = append(hays, &haystack{orig: s})
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

// observedStrings returns every string an observation holds, decoded; tx
// parses its JSON texts.
func observedStrings(obs adapters.Observation, tx *texts) []string {
	var out []string
	for _, b := range obs.Blocks {
		out = append(out, b.Text, b.Data, b.MimeType)
	}
	if obs.Text != nil {
		out = append(out, *obs.Text)
	}
	for _, raw := range [][]byte{obs.View, obs.Kept} {
		if v, err := tx.parse(raw); err == nil {
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
