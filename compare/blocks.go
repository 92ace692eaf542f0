package compare

import (
	"regexp"
	"strings"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// shown is one block as the diffs print it.
type shown struct {
	Type     string
	Text     string
	Data     string
	MimeType string
}

// expected is one expected block with what its normative check allows.
type expected struct {
	shown
	marker   bool
	mentions []string
	// pattern, for texts joined on the live lane, matches any wording of
	// the markers in the run; groups[i] are the mentions of its group i+1.
	pattern *regexp.Regexp
	groups  [][]string
	// json, for structured data's JSON text, is compared as a value.
	json *esjson.Value
}

// outcome describes a lane's answer beside what was expected of it, for
// lanes whose observation may be blocks or something else (a refusal, a
// render outcome).
type outcome struct {
	Refused string
	Render  string
	Blocks  []shown
}

func compareBlocksLane(lane adapters.Lane, want vectors.Expectation, obs adapters.Observation) (norm, exact string) {
	w := outcome{Refused: want.Refused}
	g := outcome{Refused: obs.Refused}
	if want.Refused != "" || obs.Refused != "" || obs.Blocks == nil {
		w.Blocks, g.Blocks = shownOf(expectedOf(want.Blocks)), gotOf(obs.Blocks)
		return diffOutcome(w, g, w, g)
	}
	return compareBlocks(w, g, want.Blocks, obs.Blocks, lane == adapters.ToolResultLive)
}

func compareRender(want vectors.Expectation, obs adapters.Observation) (norm, exact string) {
	w := outcome{Render: want.Render}
	g := outcome{Render: obs.Render, Refused: obs.Refused}
	if want.Render != adapters.RenderShown || obs.Render != adapters.RenderShown {
		w.Blocks, g.Blocks = shownOf(expectedOf(want.Blocks)), gotOf(obs.Blocks)
		return diffOutcome(w, g, w, g)
	}
	return compareBlocks(w, g, want.Blocks, obs.Blocks, false)
}

// compareBlocks compares block lists; joined is the live lane's rule that
// adjacent text blocks are compared joined by "\n".
func compareBlocks(w, g outcome, wantBlocks []vectors.Block, gotBlocks []adapters.Block, joined bool) (norm, exact string) {
	exactW, exactG := w, g
	want, got := expectedOf(wantBlocks), gotOf(gotBlocks)
	exactW.Blocks, exactG.Blocks = shownOf(want), got
	if joined {
		want, got = joinTexts(want), joinGot(got)
	}
	gotNorm := make([]shown, len(got))
	copy(gotNorm, got)
	for i := range min(len(want), len(got)) {
		if want[i].allows(got[i]) {
			gotNorm[i] = want[i].shown
		}
	}
	w.Blocks, g.Blocks = shownOf(want), gotNorm
	return diffOutcome(w, g, exactW, exactG)
}

// diffOutcome returns the normative diff of w and g and the exact diff of
// exactW and exactG.
func diffOutcome(w, g, exactW, exactG outcome) (norm, exact string) {
	if !cmp.Equal(w, g) {
		return cmp.Diff(abbreviated(w), abbreviated(g)), ""
	}
	if !cmp.Equal(exactW, exactG) {
		return "", cmp.Diff(abbreviated(exactW), abbreviated(exactG))
	}
	return "", ""
}

// allows reports whether got passes the normative check of e: the same
// block, or for a marker a text block containing its mentions.
func (e expected) allows(got shown) bool {
	if got == e.shown {
		return true
	}
	if got.Type != "text" || e.Type != "text" {
		return false
	}
	switch {
	case e.json != nil:
		v, err := esjson.Parse([]byte(got.Text))
		if err != nil {
			return false
		}
		norm, _ := compareValues(*e.json, v, storedMarker)
		return norm == ""
	case e.pattern != nil:
		m := e.pattern.FindStringSubmatch(got.Text)
		if m == nil {
			return false
		}
		for i, mentions := range e.groups {
			if !containsAll(m[i+1], mentions) {
				return false
			}
		}
		return true
	case e.marker:
		return containsAll(got.Text, e.mentions)
	}
	return false
}

func containsAll(s string, parts []string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

func expectedOf(blocks []vectors.Block) []expected {
	out := make([]expected, len(blocks))
	for i, b := range blocks {
		out[i] = expected{
			shown:    shown{Type: b.Type, Text: b.Text, Data: b.Data, MimeType: b.MimeType},
			marker:   b.IsMarker(),
			mentions: b.Mentions,
		}
		if b.JSON != nil {
			v, err := esjson.Parse(b.JSON)
			if err != nil {
				out[i].Text = "the vector's json is not JSON: " + err.Error()
				continue
			}
			out[i].json = &v
			out[i].Text = esjson.Marshal(replaceMarkers(v, storedMarker))
		}
	}
	return out
}

func shownOf(blocks []expected) []shown {
	out := make([]shown, len(blocks))
	for i, b := range blocks {
		out[i] = b.shown
	}
	return out
}

func gotOf(blocks []adapters.Block) []shown {
	out := make([]shown, len(blocks))
	for i, b := range blocks {
		out[i] = shown{Type: b.Type, Text: b.Text, Data: b.Data, MimeType: b.MimeType}
	}
	return out
}

// joinTexts merges each run of adjacent expected text blocks into one,
// joined by "\n"; a run holding a marker gets a pattern that any wording of
// the marker matches.
func joinTexts(blocks []expected) []expected {
	var out []expected
	for i := 0; i < len(blocks); {
		if blocks[i].Type != "text" {
			out = append(out, blocks[i])
			i++
			continue
		}
		j := i
		for j < len(blocks) && blocks[j].Type == "text" {
			j++
		}
		out = append(out, joinRun(blocks[i:j]))
		i = j
	}
	return out
}

func joinRun(run []expected) expected {
	if len(run) == 1 {
		return run[0]
	}
	texts := make([]string, len(run))
	pattern := "(?s)^"
	var groups [][]string
	for i, b := range run {
		texts[i] = b.Text
		if i > 0 {
			pattern += `\n`
		}
		if b.marker {
			pattern += "(.*?)"
			groups = append(groups, b.mentions)
		} else {
			pattern += regexp.QuoteMeta(b.Text)
		}
	}
	e := expected{shown: shown{Type: "text", Text: strings.Join(texts, "\n")}}
	if groups != nil {
		e.pattern, e.groups = regexp.MustCompile(pattern+"$"), groups
	}
	return e
}

func joinGot(blocks []shown) []shown {
	var out []shown
	for _, b := range blocks {
		if n := len(out); n > 0 && b.Type == "text" && out[n-1].Type == "text" {
			out[n-1].Text += "\n" + b.Text
			continue
		}
		out = append(out, b)
	}
	return out
}
