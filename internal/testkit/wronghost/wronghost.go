// Package wronghost is a gallery of deliberately wrong hosts, and two right
// but different ones, each made by bending the reference host's input or
// output in one way. The suite's tests score each to prove the verdicts:
// every wrong host must fail the gate, and the right ones must pass it.
//
// The hosts read blocks and markers on their own, by the shape of the
// reference's wording, never through the reference's classifier: a host
// built on the classifier could not show the classifier's mistakes.
//
//	for _, w := range wronghost.Gallery() {
//		h := w.New() // an adapters.Host
//		…
//	}
package wronghost

import (
	"context"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// Host is one host of the gallery.
type Host struct {
	Name  string // a short id, usable as a test name
	What  string // what it does wrong (or differently)
	Gates bool   // whether the gate must fail it (exit 1)
	Leaks bool   // whether the run must report leaks
	New   func() adapters.Host
}

// Gallery returns every host of the gallery: the wrong ones first, then
// the two right but different ones.
func Gallery() []Host {
	return []Host{
		{"unsupported-everywhere", "declares every lane, then answers {\"unsupported\":true} to every observe", true, false,
			func() adapters.Host { return Declaring(adapters.AllLanes(), true) }},
		{"one-lane", "declares only push in its hello", true, false,
			func() adapters.Host { return Declaring([]adapters.Lane{adapters.Push}, false) }},
		{"error-everywhere", "answers an error to every observe", true, false,
			func() adapters.Host { return errorEverywhere{ref()} }},
		{"empty-markers", "shows every marker as an empty text", true, false,
			func() adapters.Host { return bendsOutput{ref(), rewriteMarkers(func(string) string { return "" })} }},
		{"repeated-markers", "shows every marker three times in one text (a reference line too: where the lane hides its uri elsewhere, that shows the uri more often than SPEC does, a leak since revision 4)", true, true,
			func() adapters.Host {
				return bendsOutput{ref(), rewriteMarkers(func(m string) string { return m + m + m })}
			}},
		{"uri-upper-cased", "appends each embedded resource's uri, upper-cased", true, true,
			func() adapters.Host { return bendsOutput{ref(), appendsURI(strings.ToUpper)} }},
		{"uri-percent-encoded", "appends each embedded resource's uri percent-encoded in lower-case hex", true, true,
			func() adapters.Host { return bendsOutput{ref(), appendsURI(percentLower)} }},
		{"uri-query-token", "appends only the values of each embedded resource's uri's query", true, true,
			func() adapters.Host { return bendsOutput{ref(), appendsURI(queryValues)} }},
		{"withholds-everything", "withholds every embedded resource, as if each claimed a disposition", true, false,
			func() adapters.Host { return bendsInput{ref(), withholdsEverything} }},
		{"sizes-in-kib", "writes every size in KB as N KiB (right, in other words)", false, false,
			func() adapters.Host { return bendsOutput{ref(), rewriteMarkers(kib)} }},
		{"no-uri-line", "never shows a reference's uri line, always its stub (right: the line is a MAY)", false, false,
			func() adapters.Host { return bendsInput{ref(), noURILine} }},
	}
}

func ref() adapters.Host { return reference.New() }

type errorEverywhere struct{ adapters.Host }

func (errorEverywhere) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	return adapters.Observation{}, errString("this host cannot observe anything")
}

type errString string

func (e errString) Error() string { return string(e) }

// markerLine matches a marker of the reference's wording: one bracketed
// line.
var markerLine = regexp.MustCompile(`^\[[^\n]*\]$`)

// bendsOutput shows what its host shows, passed through bend with the
// input it was given; an error as it is.
type bendsOutput struct {
	adapters.Host
	bend func(adapters.Input, adapters.Observation) adapters.Observation
}

func (h bendsOutput) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil {
		return obs, err
	}
	return h.bend(in, obs), nil
}

// rewriteMarkers returns a bend (bendsOutput) that passes every marker the
// reference shows through f: in blocks, in the stored copy (line by line,
// and in structured data's JSON text) and in a script's view.
func rewriteMarkers(f func(string) string) func(adapters.Input, adapters.Observation) adapters.Observation {
	return func(in adapters.Input, obs adapters.Observation) adapters.Observation {
		given := map[string]bool{}
		if v, err := esjson.Parse(in); err == nil {
			esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
				if s, ok := v.Str(); ok {
					given[s] = true
				}
				return struct{}{}, true
			})
		}
		one := func(s string) string {
			if markerLine.MatchString(s) && !given[s] { // a text the input gave is content
				return f(s)
			}
			return s
		}
		for i, b := range obs.Blocks {
			if b.Type == "text" {
				obs.Blocks[i].Text = rewriteText(b.Text, one)
			}
		}
		if obs.Text != nil {
			t := rewriteText(*obs.Text, one)
			obs.Text = &t
		}
		if obs.View != nil {
			if v, err := esjson.Parse(obs.View); err == nil {
				obs.View = esjson.Append(nil, mapStrings(v, one))
			}
		}
		return obs
	}
}

// rewriteText rewrites each line of s, or each string of s when s is JSON
// text (structured data's copies).
func rewriteText(s string, f func(string) string) string {
	if v, err := esjson.Parse([]byte(s)); err == nil && (v.Kind() == esjson.Object || v.Kind() == esjson.Array) {
		return string(esjson.Append(nil, mapStrings(v, f)))
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = f(l)
	}
	return strings.Join(lines, "\n")
}

// mapStrings returns v with f applied to every string in it, at any depth
// (not to member names).
func mapStrings(v esjson.Value, f func(string) string) esjson.Value {
	return mapValues(v, esjson.Value.Members, func(v esjson.Value) (esjson.Value, bool) {
		s, ok := v.Str()
		if !ok {
			return v, false
		}
		return esjson.StringValue(f(s)), true
	})
}

// kibSize matches the reference's sizes in KB and larger.
var kibSize = regexp.MustCompile(`~(\d+(?:\.\d)?)(K|M|G)B`)

func kib(m string) string { return kibSize.ReplaceAllString(m, "$1 ${2}iB") }

// appendsURI returns a bend (bendsOutput) that adds a text block showing
// each embedded resource's uri as form writes it, as a host that
// "helpfully" cites its sources would.
func appendsURI(form func(string) string) func(adapters.Input, adapters.Observation) adapters.Observation {
	return func(in adapters.Input, obs adapters.Observation) adapters.Observation {
		v, _ := esjson.Parse(in)
		var cited []string
		for _, uri := range EmbeddedURIs(v) {
			if s := form(uri); s != "" {
				cited = append(cited, "(source: "+s+")")
			}
		}
		if len(cited) == 0 {
			return obs
		}
		switch {
		case obs.Blocks != nil:
			for _, c := range cited {
				obs.Blocks = append(obs.Blocks, adapters.TextBlock(c))
			}
		case obs.Text != nil:
			t := *obs.Text + "\n" + strings.Join(cited, "\n")
			obs.Text = &t
		case obs.View != nil:
			obs.View = []byte(`{"view":` + string(obs.View) + `,"sources":` + string(esjson.AppendString(nil, strings.Join(cited, " "))) + `}`)
		}
		return obs
	}
}

func percentLower(uri string) string {
	var b strings.Builder
	const hex = "0123456789abcdef"
	for i := 0; i < len(uri); i++ {
		c := uri[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

func queryValues(uri string) string {
	u, err := url.Parse(uri)
	if err != nil {
		return ""
	}
	var vals []string
	for _, vs := range u.Query() {
		vals = append(vals, vs...)
	}
	return strings.Join(vals, " ")
}

// EmbeddedURIs returns the uri of every embedded resource in v, at any
// depth: a resource block with no uri of its own whose resource holds a
// non-empty string uri.
func EmbeddedURIs(v esjson.Value) []string {
	var out []string
	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if typ, _ := v.GetString("type"); typ == "resource" {
			own, _ := v.GetString("uri")
			r, _ := v.Get("resource")
			if uri, ok := r.GetString("uri"); ok && uri != "" && own == "" {
				out = append(out, uri)
			}
		}
		return struct{}{}, true
	})
	return out
}

// bendsInput passes each resource block of its input through bend before
// its host sees it, as a host that reads its input in its own way would.
type bendsInput struct {
	adapters.Host
	bend func(block esjson.Value) esjson.Value
}

func (h bendsInput) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	v, err := esjson.Parse(in)
	if err != nil {
		return h.Host.Observe(ctx, lane, in)
	}
	return h.Host.Observe(ctx, lane, adapters.Input(appendSent(nil, mapResources(v, h.bend))))
}

// withholdsEverything claims a disposition on an embedded resource (a
// bend of bendsInput): every one withheld.
func withholdsEverything(block esjson.Value) esjson.Value {
	if own, ok := block.Get("uri"); ok && !own.IsNull() {
		if s, isStr := own.Str(); !isStr || s != "" {
			return block
		}
	}
	if _, ok := block.Get("resource"); !ok {
		return block
	}
	return esjson.ObjectValue(append(slices.Clone(block.Written()),
		esjson.Member{Name: "disposition", Value: esjson.StringValue("never")}))
}

// noURILine gives an MCPL reference a disposition that is neither "ref"
// nor "never" (a bend of bendsInput), so that the reference shows its stub
// and never its uri line, and claims no uri it did not claim.
func noURILine(block esjson.Value) esjson.Value {
	uri, ok := block.GetString("uri")
	if !ok || uri == "" {
		return block
	}
	var members []esjson.Member
	for _, m := range block.Written() {
		if s, _ := m.Value.Str(); m.Name == "disposition" && s == "never" {
			return block // a stub already, and its claim stays
		}
		if m.Name != "disposition" {
			members = append(members, m)
		}
	}
	// Any disposition but absent, "ref" or "never" shows the stub and
	// claims nothing (SPEC 6): the host hides no more than SPEC does.
	return esjson.ObjectValue(append(members, esjson.Member{Name: "disposition", Value: esjson.StringValue("stub")}))
}

// appendSent appends v's JSON text as esjson.Append does, but writes each
// string as it was sent (esjson's StrWTF8), a lone surrogate as its \u
// escape: a host that bends its input in one way must not also turn lone
// surrogates into U+FFFD, which would join no pair a control splits. It
// writes a container's closing bracket after what the container holds, so
// it recurses by hand: esjson.Walk visits a value only before what it holds.
func appendSent(dst []byte, v esjson.Value) []byte {
	switch v.Kind() {
	case esjson.String:
		s, _ := v.StrWTF8()
		dst = append(dst, '"')
		start := 0
		for i := 0; i+2 < len(s); i++ {
			if s[i] != 0xED || s[i+1] < 0xA0 || s[i+1] > 0xBF || s[i+2] < 0x80 || s[i+2] > 0xBF {
				continue
			}
			seg := esjson.AppendString(nil, s[start:i])
			dst = append(dst, seg[1:len(seg)-1]...)
			u := 0xD000 | int64(s[i+1]&0x3F)<<6 | int64(s[i+2]&0x3F)
			dst = append(dst, `\u`+strconv.FormatInt(u, 16)...)
			i += 2
			start = i + 1
		}
		seg := esjson.AppendString(nil, s[start:])
		return append(dst, seg[1:]...)
	case esjson.Array:
		dst = append(dst, '[')
		for i, item := range v.Items() {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendSent(dst, item)
		}
		return append(dst, ']')
	case esjson.Object:
		dst = append(dst, '{')
		for i, m := range v.Written() {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = esjson.AppendString(dst, m.Name)
			dst = append(dst, ':')
			dst = appendSent(dst, m.Value)
		}
		return append(dst, '}')
	}
	return esjson.Append(dst, v)
}

// mapResources returns v with f applied to every block of type
// "resource", at any depth, not descending into what f returns.
func mapResources(v esjson.Value, f func(esjson.Value) esjson.Value) esjson.Value {
	return mapValues(v, esjson.Value.Written, func(v esjson.Value) (esjson.Value, bool) {
		if typ, _ := v.GetString("type"); v.Kind() == esjson.Object && typ == "resource" {
			return f(v), true
		}
		return v, false
	})
}

// mapValues returns v with every value in it, at any depth, that f
// replaces (its second result true) replaced, not descending into what f
// returns; an object's members are as members gives them. It builds a new
// value, so it recurses by hand: esjson.Walk visits values and makes none.
func mapValues(v esjson.Value, members func(esjson.Value) []esjson.Member, f func(esjson.Value) (esjson.Value, bool)) esjson.Value {
	if w, ok := f(v); ok {
		return w
	}
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = mapValues(item, members, f)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		ms := slices.Clone(members(v))
		for i, m := range ms {
			ms[i] = esjson.Member{Name: m.Name, Value: mapValues(m.Value, members, f)}
		}
		return esjson.ObjectValue(ms)
	}
	return v
}

// Declaring returns the reference host with the hello of a host that
// declares only lanes (nil: none). On a lane it did not declare it answers
// {"unsupported":true}, as the subprocess adapter does; with
// unsupportedEverywhere it answers so on every lane, declared or not.
func Declaring(lanes []adapters.Lane, unsupportedEverywhere bool) adapters.Host {
	return declaring{ref(), lanes, unsupportedEverywhere}
}

type declaring struct {
	adapters.Host
	declared              []adapters.Lane
	unsupportedEverywhere bool
}

func (h declaring) Lanes() []adapters.Lane { return h.declared }

func (h declaring) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	declared := false
	for _, l := range h.declared {
		declared = declared || l == lane
	}
	if h.unsupportedEverywhere || !declared {
		return adapters.Observation{Unsupported: true}, nil
	}
	return h.Host.Observe(ctx, lane, in)
}
