package fuzz

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// The vector loader refuses a marker mention that holds the uri of an
// MCPL reference of the input, ASCII case aside: it would have the marker
// name the uri, and showing a reference's uri is a MAY (SPEC 6). A
// generated input's reference may have a uri of a letter or two ("u"),
// which a mention of another thing holds by chance ("audio/o", the media
// type a tool-result audio marker must name). Such a mention asks nothing
// of the uri, so the vector keeps the longest part of it that holds no
// reference's uri ("dio/o"): the marker must still name it, and only the
// media type gives it.

// referenceURIs returns the uris of the MCPL references of input, as the
// loader finds them: every object at any depth whose type is "resource"
// and whose uri is a non-empty string.
func referenceURIs(input adapters.Input) []string {
	root, err := esjson.Parse(input)
	if err != nil {
		return nil
	}
	var out []string
	esjson.Walk(root, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		typ, _ := v.GetString("type")
		if uri, ok := v.GetString("uri"); ok && uri != "" && typ == "resource" {
			out = append(out, estext.LowerASCII(uri))
		}
		return struct{}{}, true
	})
	return out
}

// clearMention returns mention cut to its longest part that holds none of
// uris (lower-cased ASCII), or mention when it holds none.
func clearMention(mention string, uris []string) string {
	parts := []string{mention}
	for _, u := range uris {
		var next []string
		for _, p := range parts {
			next = append(next, splitFold(p, u)...)
		}
		parts = next
	}
	best := ""
	for _, p := range parts {
		if len(p) > len(best) {
			best = p
		}
	}
	return best
}

// splitFold splits s around each occurrence of sep, ASCII case aside.
func splitFold(s, sep string) []string {
	var out []string
	low := estext.LowerASCII(s)
	for {
		i := strings.Index(low, sep)
		if i < 0 {
			return append(out, s)
		}
		out = append(out, s[:i])
		s, low = s[i+len(sep):], low[i+len(sep):]
	}
}

// clearMentions returns expect with every marker mention cleared of the
// uris of input's references (clearMention); a mention left empty is
// dropped.
func clearMentions(input adapters.Input, expect map[adapters.Lane]vectors.Expectation) map[adapters.Lane]vectors.Expectation {
	uris := referenceURIs(input)
	if len(uris) == 0 {
		return expect
	}
	out := make(map[adapters.Lane]vectors.Expectation, len(expect))
	for lane, e := range expect {
		out[lane] = clearExpectation(e, uris)
	}
	return out
}

func clearExpectation(e vectors.Expectation, uris []string) vectors.Expectation {
	e.Blocks, e.Parts, e.Later = slices.Clone(e.Blocks), slices.Clone(e.Parts), slices.Clone(e.Later)
	e.Mentions = clearList(e.Mentions, uris)
	for _, bs := range [][]vectors.Block{e.Blocks, e.Parts} { // copies: each block is set in place
		for i := range bs {
			bs[i].Mentions = clearList(bs[i].Mentions, uris)
			bs[i].JSON = clearRaw(bs[i].JSON, uris)
		}
	}
	e.JSON, e.View, e.Kept = clearRaw(e.JSON, uris), clearRaw(e.View, uris), clearRaw(e.Kept, uris)
	for i := range e.Later {
		e.Later[i].Expect = clearExpectation(e.Later[i].Expect, uris)
	}
	return e
}

func clearList(mentions []string, uris []string) []string {
	var out []string
	for _, m := range mentions {
		if c := clearMention(m, uris); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// clearRaw clears the mentions of the markers in an expected JSON value
// (each a "mentions" array of strings).
func clearRaw(raw json.RawMessage, uris []string) json.RawMessage {
	if !bytes.Contains(raw, []byte(`"mentions"`)) {
		return raw
	}
	v, err := esjson.ParseRaw(raw)
	if err != nil {
		return raw
	}
	return json.RawMessage(esjson.EncodeRaw(clearValue(v, uris)))
}

// clearValue returns v with the strings of every "mentions" array in it,
// at any depth, cleared of uris (clearMention), one cleared to nothing
// left out. It builds a new value, so it recurses by hand: esjson.Walk
// visits values and makes none.
func clearValue(v esjson.Value, uris []string) esjson.Value {
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, x := range v.Items() {
			items[i] = clearValue(x, uris)
		}
		return gen.Arr(items...)
	case esjson.Object:
		var members []esjson.Member
		for _, m := range v.Written() {
			val := clearValue(m.Value, uris)
			if m.Name == "mentions" && val.Kind() == esjson.Array {
				var kept []esjson.Value
				for _, x := range val.Items() {
					s, ok := x.Str()
					if !ok {
						kept = append(kept, x)
					} else if c := clearMention(s, uris); c != "" {
						kept = append(kept, gen.Str(c))
					}
				}
				val = gen.Arr(kept...)
			}
			members = append(members, gen.M(m.Name, val))
		}
		return gen.Obj(members...)
	}
	return v
}
