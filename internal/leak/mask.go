package leak

import (
	"encoding/json"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// A Needle is one form of a hidden string an observation shows, as Shown
// finds it: what MaskObservation and MaskText replace by its label.
type Needle struct {
	text  string // as searched for: ASCII-folded unless exact
	exact bool
	label string // what stands in its place in a diff
	// derived says it was found in a derived text (with invisible
	// characters taken out, in NFKC), split across adjacent text blocks:
	// where the masks look for it too.
	derived, split bool
}

// Shown returns every form of every hidden string an observation shows,
// given its haystacks, the longest first.
func (hs *Set) Shown(hays []*Haystack) []Needle {
	if len(hs.targets) == 0 {
		return nil
	}
	ex := hs.excuses(hays)
	type key struct {
		st int
		r  int
	}
	seen := map[key]bool{}
	var out []Needle
	for si, st := range stages {
		hs.each(st, hays, func(m match) {
			k := key{si, m.ref.ord}
			r := m.ref
			if seen[k] || ex.excused(r.t) {
				return
			}
			seen[k] = true
			label := maskLabel(hs.targets[r.t].s)
			out = append(out, Needle{text: r.f.text, exact: r.f.exact, label: label, derived: st.derived, split: st.split})
			if st.split {
				// Each block's piece, when long enough to be told, is
				// masked wherever it is quoted alone: an error's words
				// may quote the blocks one by one.
				from, to := m.origin()
				for _, piece := range pieces(m.h, from, to) {
					if utf8.RuneCountInString(piece) >= MinPart {
						out = append(out, Needle{text: Fold(piece), label: label})
					}
				}
			}
		})
	}
	// The longest first, so that a uri is masked whole before its parts.
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].text) > len(out[j].text) })
	return out
}

// pieces returns the parts of a run's text from to to that each of its
// blocks holds.
func pieces(run *Haystack, from, to int) []string {
	run.whole()
	var out []string
	at := from
	for k := 0; k <= len(run.bounds) && at < to; k++ {
		end := len(run.orig)
		if k < len(run.bounds) {
			end = run.bounds[k]
		}
		if end <= at {
			continue
		}
		end = min(end, to)
		out = append(out, run.orig[at:end])
		at = end
	}
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
// replaced by its mask label, so that a diff never prints a secret: in
// each string, in the text derived from it, and across adjacent text
// blocks.
func MaskObservation(obs adapters.Observation, needles []Needle) adapters.Observation {
	if len(needles) == 0 {
		return obs
	}
	out := obs
	if obs.Blocks != nil {
		out.Blocks = slices.Clone(obs.Blocks)
		// Across blocks first: a piece masked alone would hide the rest.
		if slices.ContainsFunc(needles, func(n Needle) bool { return n.split }) {
			maskRuns(out.Blocks, needles)
		}
		for i, b := range out.Blocks {
			out.Blocks[i] = adapters.Block{Type: b.Type, Text: maskText(b.Text, needles, false), Data: maskText(b.Data, needles, false), MimeType: maskText(b.MimeType, needles, false)}
		}
	}
	if obs.Text != nil {
		t := maskText(*obs.Text, needles, false)
		out.Text = &t
	}
	if obs.View != nil {
		out.View = json.RawMessage(maskText(string(obs.View), needles, true))
	}
	if obs.Kept != nil {
		out.Kept = json.RawMessage(maskText(string(obs.Kept), needles, true))
	}
	return out
}

// MaskText returns s with every needle replaced by its label, in s and in
// the text derived from it (read as JSON text, whose escapes of
// characters outside ASCII count as those characters).
func MaskText(s string, needles []Needle) string {
	sort.SliceStable(needles, func(i, j int) bool { return len(needles[i].text) > len(needles[j].text) })
	return maskText(s, needles, true)
}

// maskText is MaskText of needles sorted longest first; escapes says
// whether s's JSON escapes are read as their characters.
func maskText(s string, needles []Needle, escapes bool) string {
	if s == "" {
		return s
	}
	for _, n := range needles {
		s = replaceForm(s, n)
	}
	if !slices.ContainsFunc(needles, func(n Needle) bool { return n.derived || n.split }) {
		return s
	}
	d := derive(s, escapes)
	if d == nil {
		return s
	}
	return replaceRanges(s, derivedRanges(d, needles))
}

// A labelled is a range of a text to replace by a label.
type labelled struct {
	from, to int
	label    string
}

// derivedRanges returns where d, a derived text, holds a needle, as
// ranges of the text it was derived from, each with its needle's label.
func derivedRanges(d *derived, needles []Needle) []labelled {
	var out []labelled
	folded := Fold(d.text)
	for _, n := range needles {
		hay := folded
		if n.exact {
			hay = d.text
		}
		for _, r := range appendAll(nil, hay, n.text, d) {
			out = append(out, labelled{r[0], r[1], n.label})
		}
	}
	return out
}

// replaceRanges replaces each range of s by its label, ranges that
// overlap as one, labelled as the first (the longest needle's, needles
// being sorted so).
func replaceRanges(s string, rs []labelled) string {
	if len(rs) == 0 {
		return s
	}
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].from < rs[j].from })
	var b strings.Builder
	at := 0
	for i := 0; i < len(rs); {
		r := rs[i]
		j := i + 1
		for ; j < len(rs) && rs[j].from < r.to; j++ {
			r.to = max(r.to, rs[j].to)
		}
		b.WriteString(s[at:r.from])
		b.WriteString(r.label)
		at, i = r.to, j
	}
	b.WriteString(s[at:])
	return b.String()
}

// maskRuns masks, in each run of adjacent text blocks of blocks, every
// needle that runs across two of them (and any other it finds there):
// each block's piece of it is replaced by the label.
func maskRuns(blocks []adapters.Block, needles []Needle) {
	for i := 0; i < len(blocks); {
		if blocks[i].Type != "text" {
			i++
			continue
		}
		j := i
		var texts []string
		for ; j < len(blocks) && blocks[j].Type == "text"; j++ {
			texts = append(texts, blocks[j].Text)
		}
		if len(texts) > 1 {
			maskRun(blocks[i:j], strings.Join(texts, ""), needles)
		}
		i = j
	}
}

// maskRun masks the blocks of one run, whose texts joined are joined.
func maskRun(run []adapters.Block, joined string, needles []Needle) {
	folded := Fold(joined)
	var rs []labelled
	for _, n := range needles {
		hay := folded
		if n.exact {
			hay = joined
		}
		for _, r := range appendAll(nil, hay, n.text, nil) {
			rs = append(rs, labelled{r[0], r[1], n.label})
		}
	}
	if d := derive(joined, false); d != nil {
		rs = append(rs, derivedRanges(d, needles)...)
	}
	if len(rs) == 0 {
		return
	}
	start := 0
	for k := range run {
		end := start + len(run[k].Text)
		if end == start {
			continue
		}
		var mine []labelled
		for _, r := range rs {
			if r.from < end && r.to > start {
				mine = append(mine, labelled{max(r.from, start) - start, min(r.to, end) - start, r.label})
			}
		}
		text := run[k].Text
		run[k].Text = replaceRanges(text, mine)
		start = end
	}
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
