package leak

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// A Needle is one form of a hidden string an observation shows, as Shown
// finds it: what MaskObservation and MaskText replace by its label.
type Needle struct {
	text  string // as searched for: ASCII-folded unless exact
	exact bool
	label string // what stands in its place in a diff
}

// Shown returns every form of every hidden string an observation shows,
// given its haystacks, the longest first.
func (hs *Set) Shown(hays []*Haystack) []Needle {
	if len(hs.targets) == 0 {
		return nil
	}
	seen := map[int]bool{}
	var out []Needle
	add := func(ref int, text string, exact bool) {
		if seen[ref] || hs.skipped(ref) {
			return
		}
		seen[ref] = true
		t := hs.targets[hs.refs[ref].t]
		out = append(out, Needle{text: text, exact: exact, label: maskLabel(t.s)})
	}
	for _, h := range hays {
		hs.search.search(h, func(n, _ int) {
			ref, text := hs.needle(n)
			add(ref, text, n >= len(hs.folded))
		})
	}
	// The longest first, so that a uri is masked whole before its parts.
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].text) > len(out[j].text) })
	return out
}

// maskLabel stands for a hidden string in a diff: at most its first 6
// characters (never more than half of it) and its length, with nothing a
// JSON string would have to escape.
func maskLabel(s string) string {
	head, n := maskHead(s)
	head = strings.Map(func(r rune) rune {
		if r < 0x20 || r == '"' || r == '\\' || r == 0x7f {
			return '?'
		}
		return r
	}, head)
	return "[hidden " + head + "… " + strconv.Itoa(n) + " characters]"
}

// MaskObservation returns obs with every form of a hidden string it shows
// replaced by its mask label, so that a diff never prints a secret.
func MaskObservation(obs adapters.Observation, needles []Needle) adapters.Observation {
	if len(needles) == 0 {
		return obs
	}
	m := func(s string) string {
		for _, n := range needles {
			s = replaceForm(s, n)
		}
		return s
	}
	out := obs
	if obs.Blocks != nil {
		out.Blocks = make([]adapters.Block, len(obs.Blocks))
		for i, b := range obs.Blocks {
			out.Blocks[i] = adapters.Block{Type: b.Type, Text: m(b.Text), Data: m(b.Data), MimeType: m(b.MimeType)}
		}
	}
	if obs.Text != nil {
		t := m(*obs.Text)
		out.Text = &t
	}
	if obs.View != nil {
		out.View = json.RawMessage(m(string(obs.View)))
	}
	if obs.Kept != nil {
		out.Kept = json.RawMessage(m(string(obs.Kept)))
	}
	return out
}

// MaskText returns s with every needle replaced by its label.
func MaskText(s string, needles []Needle) string {
	sort.SliceStable(needles, func(i, j int) bool { return len(needles[i].text) > len(needles[j].text) })
	for _, n := range needles {
		s = replaceForm(s, n)
	}
	return s
}

// replaceForm replaces every occurrence of the needle in s, ASCII case
// aside unless it is exact, by its label.
func replaceForm(s string, n Needle) string {
	if n.exact {
		return strings.ReplaceAll(s, n.text, n.label)
	}
	folded := Fold(s)
	if !strings.Contains(folded, n.text) {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(folded, n.text)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString(n.label)
		s, folded = s[i+len(n.text):], folded[i+len(n.text):]
	}
}
