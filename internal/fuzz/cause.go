package fuzz

import (
	"encoding/json"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Cause is what a group of failures has in common: the lane, the gravest
// failed check's class, and the kind of thing SPEC shows against the kind
// the host showed, at the first place they differ ("text" against
// "marker"), or, when every kind agrees, the kinds shown ("image").
type Cause struct {
	Lane  adapters.Lane
	Class compare.Class
	// Want and Got are the kinds SPEC and the host show at the first place
	// they differ (text, image, audio, marker:<id>, marker, refused,
	// nothing, …); both "" when every kind agrees.
	Want, Got string
	// Shows lists the kinds SPEC shows, joined by "+", when every kind
	// agrees: it describes the cause but does not tell causes apart.
	Shows string
}

// Key returns the cause as one string, for grouping and sorting.
func (c Cause) Key() string {
	return string(c.Lane) + " " + string(c.Class) + " " + c.Want + " " + c.Got
}

// same reports whether two causes are one.
func (c Cause) same(d Cause) bool { return c.Key() == d.Key() }

// String says the cause in a line: "on push, a leak check fails: SPEC
// shows text, the host shows a marker".
func (c Cause) String() string { return c.on([]adapters.Lane{c.Lane}) }

// on says the cause on lanes.
func (c Cause) on(lanes []adapters.Lane) string {
	head := "on " + laneList(lanes) + ", " + article(string(c.Class)) + " check fails"
	if c.Class == differential.ClassError {
		head = "on " + laneList(lanes) + ", the host errs"
	}
	switch {
	case c.Got == "error":
		return head + " where SPEC shows " + kindWords(c.Shows)
	case c.Got == "" && c.Shows == "":
		return head
	case c.Got == "":
		return head + " where SPEC shows " + kindWords(c.Shows)
	}
	return head + ": SPEC shows " + kindWords(c.Want) + ", the host shows " + kindWords(c.Got)
}

func article(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// laneList says lanes: "push", "push and channel", "push, channel and
// render".
func laneList(lanes []adapters.Lane) string {
	names := laneNames(lanes)
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// kindWords says a kind in words; kinds joined by "+" as a list.
func kindWords(k string) string {
	if parts := strings.Split(k, "+"); len(parts) > 1 {
		words := make([]string, len(parts))
		for i, p := range parts {
			words[i] = kindWords(p)
		}
		return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
	}
	if id, ok := strings.CutPrefix(k, "marker:"); ok {
		return "the " + id + " marker"
	}
	switch k {
	case "text":
		return "text"
	case "other-text":
		return "other text"
	case "image", "audio":
		return "an " + k + " block"
	case "marker":
		return "a marker"
	case "refused":
		return "a refusal"
	case "nothing":
		return "nothing"
	case "render-refused":
		return "a refused render"
	case "render-nothing":
		return "a render of nothing"
	case "json":
		return "structured data"
	case "kept-nothing":
		return "a stub that keeps nothing"
	case "kept":
		return "a stub that keeps something"
	}
	return k
}

// causeOf finds the cause of a failure: want is the lane's expectation,
// got what the host showed.
func causeOf(lane adapters.Lane, class compare.Class, want vectors.Expectation, got adapters.Observation, err error) Cause {
	c := Cause{Lane: lane, Class: class}
	w := wantKinds(want)
	c.Shows = strings.Join(distinct(w), "+")
	if err != nil {
		c.Got = "error"
		return c
	}
	g := gotKinds(want, got)
	for i := 0; i < max(len(w), len(g)); i++ {
		wk, gk := "nothing", "nothing"
		if i < len(w) {
			wk = w[i]
		}
		if i < len(g) {
			gk = g[i]
		}
		if !sameKind(wk, gk) {
			c.Want, c.Got, c.Shows = wk, gk, ""
			return c
		}
	}
	return c
}

func sameKind(want, got string) bool {
	return want == got || got == "marker" && strings.HasPrefix(want, "marker:")
}

func distinct(list []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return []string{"nothing"}
	}
	return out
}

// wantKinds lists the kinds an expectation shows, in order.
func wantKinds(e vectors.Expectation) []string {
	switch {
	case e.Refused != "":
		return []string{"refused"}
	case e.Render == adapters.RenderRefused:
		return []string{"render-refused"}
	case e.Render == adapters.RenderNothing:
		return []string{"render-nothing"}
	case e.Marker != "":
		return []string{"marker:" + e.Marker}
	case len(e.Parts) > 0:
		return blockKinds(e.Parts)
	case e.Text != nil:
		return []string{"text"}
	case e.JSON != nil:
		return []string{"json"}
	case e.View != nil:
		return viewKinds(e.View)
	case e.Kept != nil:
		if string(e.Kept) == "null" {
			return []string{"kept-nothing"}
		}
		return []string{"kept"}
	}
	return blockKinds(e.Blocks)
}

func blockKinds(blocks []vectors.Block) []string {
	out := make([]string, 0, len(blocks))
	for _, b := range blocks {
		switch {
		case b.Marker != "":
			out = append(out, "marker:"+b.Marker)
		case b.JSON != nil:
			out = append(out, "json")
		default:
			out = append(out, b.Type)
		}
	}
	return out
}

// viewKinds lists the blocks of a script view (or kept value) in document
// order, members in the order written (so the same view always gives the
// same kinds): a marker where a member names one.
func viewKinds(raw json.RawMessage) []string {
	v, err := esjson.Parse(raw)
	if err != nil {
		return []string{"json"}
	}
	var out []string
	var walk func(v esjson.Value)
	walk = func(v esjson.Value) {
		switch v.Kind() {
		case esjson.Array:
			for _, x := range v.Items() {
				walk(x)
			}
		case esjson.Object:
			t, _ := v.GetString("type")
			if id, ok := v.GetString("marker"); ok && t == "text" {
				out = append(out, "marker:"+id)
				return
			}
			switch t {
			case "text", "image", "audio":
				out = append(out, t)
				return
			}
			for _, m := range v.Members() {
				walk(m.Value)
			}
		}
	}
	walk(v)
	if len(out) == 0 {
		return []string{"json"}
	}
	return out
}

// gotKinds lists the kinds an observation shows, in order, reading a text
// against what the expectation shows there: the text SPEC shows is text, a
// one-line bracketed text is a marker, any other text is other text.
func gotKinds(want vectors.Expectation, got adapters.Observation) []string {
	switch {
	case got.Refused != "":
		return []string{"refused"}
	case got.Render == adapters.RenderRefused:
		return []string{"render-refused"}
	case got.Render == adapters.RenderNothing:
		return []string{"render-nothing"}
	case got.Text != nil:
		if want.Text != nil && *got.Text == *want.Text && want.Marker == "" {
			return []string{"text"}
		}
		if want.JSON != nil {
			return []string{"json"}
		}
		if len(want.Parts) > 0 {
			return textKinds(strings.Split(*got.Text, "\n"), partTexts(want.Parts))
		}
		return textKinds([]string{*got.Text}, wantText(want))
	case got.View != nil:
		return viewKinds(got.View)
	case got.Kept != nil:
		if string(got.Kept) == "null" {
			return []string{"kept-nothing"}
		}
		return []string{"kept"}
	}
	out := make([]string, 0, len(got.Blocks))
	wantTexts := partTexts(want.Blocks)
	for _, b := range got.Blocks {
		if b.Type != "text" {
			out = append(out, b.Type)
			continue
		}
		out = append(out, textKinds([]string{b.Text}, wantTexts)...)
	}
	return out
}

func wantText(e vectors.Expectation) []string {
	if e.Text != nil && e.Marker == "" {
		return []string{*e.Text}
	}
	return nil
}

func partTexts(blocks []vectors.Block) []string {
	var out []string
	for _, b := range blocks {
		if b.Type == "text" && b.Marker == "" && b.JSON == nil {
			out = append(out, b.Text)
		}
	}
	return out
}

func textKinds(texts, content []string) []string {
	out := make([]string, 0, len(texts))
	for _, t := range texts {
		out = append(out, textKind(t, content))
	}
	return out
}

// textKind reads one text a host showed: content SPEC shows, a marker, or
// other text.
func textKind(t string, content []string) string {
	for _, c := range content {
		if t == c {
			return "text"
		}
	}
	s := strings.TrimSpace(t)
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") && !strings.Contains(s, "\n") {
		return "marker"
	}
	return "other-text"
}
