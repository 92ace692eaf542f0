package vectors

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// What the load checks below hold a case to, beyond the schema:
//
//   - No check other than the reference profile's wording may require a uri
//     line (SPEC 6: showing an MCPL reference's uri is a MAY). Content text
//     (a text block, stored text or part, or a string in an expected JSON
//     value, none of them a marker) may not contain "[Reference: " beyond
//     the input's own strings that hold it (a server's text that merely
//     reads like a line stays as it came), and no marker may mention the
//     uri of an MCPL reference of the input. A reference-line marker's own
//     text is profile, and stays.
//   - Each marker kind carries what SPEC 3 has it name (markerNeeds), so no
//     marker expectation accepts any text at all; and a byte count a marker
//     must name is the size of something in the input.

// markerNeeds is what each marker kind must carry: a byte count, or a
// mention of a word. Kinds not listed need nothing beyond being a marker.
var markerNeeds = map[string]struct {
	bytes bool   // it names a blob's (or a claimed) size: "bytes" required
	word  string // a mention containing this word, ASCII case-insensitively
}{
	"unsupported-type":  {bytes: true},
	"tool-result-audio": {bytes: true},
	"stored-image":      {bytes: true},
	"system-image":      {word: "image"},
	"image-no-data":     {word: "image"},
	"system-audio":      {word: "audio"},
	"audio-no-data":     {word: "audio"},
}

// laneExpectation is one lane's expectation of a case, the case's own or
// a Unicode reading's, and its place below the case.
type laneExpectation struct {
	expect Expectation
	at     []string // its place below the case, for Case.Pointer; full, so appending copies
}

// expectations returns every lane expectation the case writes: its own,
// then each Unicode reading's.
func (c *Case) expectations() []laneExpectation {
	var out []laneExpectation
	add := func(expect map[adapters.Lane]Expectation, base ...string) {
		for _, lane := range sortedLanes(expect) {
			at := append(slices.Clone(base), string(lane))
			out = append(out, laneExpectation{expect: expect[lane], at: at[:len(at):len(at)]})
		}
	}
	add(c.Expect, "expect")
	for i, r := range c.Unicode() {
		add(r.Expect, "unicode", itoa(i), "expect")
	}
	return out
}

// markerAt is one marker expectation of a case, wherever it is written.
type markerAt struct {
	at       []string // its place below the case, for Case.Pointer
	kind     string
	mentions []string
	bytes    *int64
}

// checkMarkers returns the problems of a case's expectations: a uri line a
// non-profile check requires, a marker missing what its kind must carry, a
// malformed marker inside an expected JSON value.
func checkMarkers(c *Case) []Problem {
	var problems []Problem
	problem := func(at []string, format string, args ...any) {
		problems = append(problems, Problem{Path: c.Path, Pointer: c.Pointer(at...), Case: c.ID, Msg: fmt.Sprintf(format, args...)})
	}
	input, err := decodeAny(c.Input)
	if err != nil {
		problem([]string{"input"}, "%v", err)
		return problems
	}
	refs := referenceURIs(input, []string{"input"}, nil)
	sizes := inputSizes(input, map[int64]bool{})

	lineLike := inputStringsHolding(input, spec.LinePrefix, nil)
	var markers []markerAt
	content := func(at []string, text string) {
		if strings.Contains(withoutAny(text, lineLike), spec.LinePrefix) {
			problem(at, "content text %s requires a uri line, and showing a reference's uri is a MAY (SPEC 6): "+
				"write it as a marker reference-line, whose text is the reference profile's wording", reporttext.QuoteCut(text))
		}
	}
	blocks := func(at []string, bs []Block) {
		for j, b := range bs {
			here := append(append([]string{}, at...), strconv.Itoa(j))
			switch {
			case b.Type != "text":
			case b.JSON != nil:
				markers = append(markers, walkExpected(b.JSON, append(here, "json"), "$marker", problem, content)...)
			case b.IsMarker():
				markers = append(markers, markerAt{at: here, kind: b.Marker, mentions: b.Mentions, bytes: b.Bytes})
			default:
				content(append(here, "text"), b.Text)
			}
		}
	}
	for _, w := range c.expectations() {
		e, at := w.expect, w.at
		switch {
		case e.Text != nil && e.Marker != "":
			markers = append(markers, markerAt{at: at, kind: e.Marker, mentions: e.Mentions, bytes: e.Bytes})
		case e.Text != nil:
			content(append(at, "text"), *e.Text)
		}
		blocks(append(at, "blocks"), e.Blocks)
		blocks(append(at, "parts"), e.Parts)
		if e.JSON != nil {
			markers = append(markers, walkExpected(e.JSON, append(at, "json"), "$marker", problem, content)...)
		}
		if e.View != nil {
			markers = append(markers, walkExpected(e.View, append(at, "view"), "marker", problem, content)...)
		}
		if e.Kept != nil {
			markers = append(markers, walkExpected(e.Kept, append(at, "kept"), "marker", problem, content)...)
		}
	}

	for _, m := range markers {
		for i, mention := range m.mentions {
			for _, ref := range refs {
				if containsFold(mention, ref.uri) {
					problem(append(m.at, "mentions", strconv.Itoa(i)),
						"marker %s mentions the uri of the MCPL reference at %s, so it requires a uri line, "+
							"and showing a reference's uri is a MAY (SPEC 6): leave the uri to the marker's text, which is profile",
						m.kind, c.Pointer(ref.at...))
					break
				}
			}
		}
		need := markerNeeds[m.kind]
		if need.bytes && m.bytes == nil {
			problem(m.at, "marker %s has no \"bytes\": SPEC 3 has it name the size of its data; give the byte count it must name", m.kind)
		}
		if need.word != "" && !mentionsWord(m.mentions, need.word) {
			problem(m.at, "marker %s has no mention of %q: SPEC 3 has it say what is not shown; add %q to its mentions", m.kind, need.word, need.word)
		}
		if m.bytes != nil && !sizes[*m.bytes] {
			problem(append(m.at, "bytes"), "marker %s names %d bytes, the size of nothing in the input (its sizes: %s)",
				m.kind, *m.bytes, sizeList(sizes))
		}
	}
	return problems
}

// walkExpected walks an expected JSON value (a stored or live copy's JSON,
// a script view, a guard's kept value), returning the markers in it, each
// an object with the member key ("$marker" in JSON text, "marker" on a text
// block of a view), and passing every other string to content.
func walkExpected(raw json.RawMessage, at []string, key string,
	problem func([]string, string, ...any), content func([]string, string)) []markerAt {
	v, err := decodeAny(raw)
	if err != nil {
		problem(at, "%v", err)
		return nil
	}
	var markers []markerAt
	var walk func(v any, p *walkPath)
	walk = func(v any, p *walkPath) {
		switch v := v.(type) {
		case string:
			if strings.Contains(v, spec.LinePrefix) { // what content looks for: the path only then
				content(p.strings(), v)
			}
		case []any:
			for i, x := range v {
				walk(x, p.down(strconv.Itoa(i)))
			}
		case map[string]any:
			if kind, ok := v[key]; ok && (key == "$marker" || v["type"] == "text") {
				if m, ok := readMarker(v, kind, key, p.strings(), problem); ok {
					markers = append(markers, m)
				}
				return
			}
			for _, name := range sortedKeys(v) {
				walk(v[name], p.down(name))
			}
		}
	}
	walk(v, &walkPath{base: at})
	return markers
}

// A walkPath is where a walk is in a value, made a JSON pointer's tokens only
// when a problem or a marker needs them: copied at every level, a path
// costs the square of the depth, and data nests 10,000 levels (SPEC 5).
type walkPath struct {
	up   *walkPath
	name string
	base []string // the tokens above the value walked, at its root
}

func (p *walkPath) down(name string) *walkPath { return &walkPath{up: p, name: name} }

// strings returns the path's tokens, from the root.
func (p *walkPath) strings() []string {
	n := 0
	var root *walkPath
	for q := p; q != nil; q = q.up {
		if q.up == nil {
			root = q
		} else {
			n++
		}
	}
	out := make([]string, len(root.base)+n)
	copy(out, root.base)
	i := len(out)
	for q := p; q.up != nil; q = q.up {
		i--
		out[i] = q.name
	}
	return out
}

// readMarker reads a marker written inside an expected JSON value, which
// the schema leaves free-form: its kind, mentions and bytes are checked as
// the schema checks them on a text block.
func readMarker(v map[string]any, kind any, key string, at []string, problem func([]string, string, ...any)) (markerAt, bool) {
	m := markerAt{at: at}
	ok := true
	if s, isStr := kind.(string); isStr && s != "" {
		m.kind = s
	} else {
		problem(append(at, key), "a marker's %q must be a marker id, a non-empty string", key)
		ok = false
	}
	if _, has := v["text"].(string); !has {
		problem(at, "marker %s has no \"text\": the reference profile's wording", m.kind)
		ok = false
	}
	if raw, has := v["mentions"]; has {
		list, isList := raw.([]any)
		if !isList {
			problem(append(at, "mentions"), "\"mentions\" must be an array of non-empty strings")
			ok = false
		}
		for i, x := range list {
			if s, isStr := x.(string); isStr && s != "" {
				m.mentions = append(m.mentions, s)
			} else {
				problem(append(at, "mentions", strconv.Itoa(i)), "a mention must be a non-empty string")
				ok = false
			}
		}
	}
	if raw, has := v["bytes"]; has {
		n, isNum := raw.(json.Number)
		i, err := strconv.ParseInt(n.String(), 10, 64)
		if !isNum || err != nil || i < 0 {
			problem(append(at, "bytes"), "\"bytes\" must be an integer ≥ 0")
			ok = false
		} else {
			m.bytes = &i
		}
	}
	return m, ok
}

// reference is an MCPL reference of a case's input: where it is, its uri.
type reference struct {
	at  []string
	uri string
}

// referenceURIs returns the MCPL references in v at any depth: objects of
// "type" "resource" with a string top-level uri, not "".
func referenceURIs(v any, at []string, refs []reference) []reference {
	var walk func(v any, p *walkPath)
	walk = func(v any, p *walkPath) {
		switch v := v.(type) {
		case []any:
			for i, x := range v {
				walk(x, p.down(strconv.Itoa(i)))
			}
		case map[string]any:
			if uri, ok := v["uri"].(string); ok && uri != "" && v["type"] == "resource" {
				refs = append(refs, reference{at: p.strings(), uri: uri})
			}
			for _, name := range sortedKeys(v) {
				walk(v[name], p.down(name))
			}
		}
	}
	walk(v, &walkPath{base: at})
	return refs
}

// inputStringsHolding returns every string of v, at any depth, that holds
// sub, longest first, so that withoutAny takes out the longer of two that
// overlap.
func inputStringsHolding(v any, sub string, out []string) []string {
	switch v := v.(type) {
	case string:
		if strings.Contains(v, sub) {
			out = append(out, v)
		}
	case []any:
		for _, x := range v {
			out = inputStringsHolding(x, sub, out)
		}
	case map[string]any:
		for _, name := range sortedKeys(v) {
			out = inputStringsHolding(v[name], sub, out)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}

// withoutAny returns text with every occurrence of each of strs taken out.
func withoutAny(text string, strs []string) string {
	for _, s := range strs {
		text = strings.ReplaceAll(text, s, "")
	}
	return text
}

// inputSizes adds to sizes every byte count a marker may name for v, at any
// depth: the decoded size (SPEC 3) of each embedded resource's blob and each
// image or audio block's data, and each MCPL reference's valid sizeBytes.
func inputSizes(v any, sizes map[int64]bool) map[int64]bool {
	switch v := v.(type) {
	case []any:
		for _, x := range v {
			inputSizes(x, sizes)
		}
	case map[string]any:
		if r, ok := v["resource"].(map[string]any); ok {
			if blob, ok := r["blob"].(string); ok {
				sizes[spec.DecodedSize(blob)] = true
			}
		}
		if t := v["type"]; t == "image" || t == "audio" {
			if data, ok := v["data"].(string); ok {
				sizes[spec.DecodedSize(data)] = true
			}
		}
		if n, ok := v["sizeBytes"].(json.Number); ok && v["type"] == "resource" {
			if f, err := strconv.ParseFloat(n.String(), 64); err == nil && f >= 0 && f == math.Trunc(f) && f < 1<<53 {
				sizes[int64(f)] = true
			}
		}
		for _, x := range v {
			inputSizes(x, sizes)
		}
	}
	return sizes
}

func sizeList(sizes map[int64]bool) string {
	if len(sizes) == 0 {
		return "none"
	}
	list := make([]int64, 0, len(sizes))
	for n := range sizes {
		list = append(list, n)
	}
	sort.Slice(list, func(i, j int) bool { return list[i] < list[j] })
	s := make([]string, len(list))
	for i, n := range list {
		s[i] = strconv.FormatInt(n, 10)
	}
	return strings.Join(s, ", ")
}

func mentionsWord(mentions []string, word string) bool {
	for _, m := range mentions {
		if containsFold(m, word) {
			return true
		}
	}
	return false
}

// containsFold reports whether s contains sub, ASCII case-insensitively.
func containsFold(s, sub string) bool {
	return sub != "" && strings.Contains(estext.LowerASCII(s), estext.LowerASCII(sub))
}

func decodeAny(raw []byte) (any, error) {
	if esjson.CheckDepth(raw, shallowDepth) != nil { // deeper than encoding/json reads
		v, err := esjson.Parse(raw)
		if err != nil {
			return nil, err
		}
		return numbered(v), nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	err := dec.Decode(&v)
	return v, err
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// numbered returns v as decodeAny's json.Decoder would, numbers as
// json.Number, for a value too deep for encoding/json.
func numbered(v esjson.Value) any {
	switch v.Kind() {
	case esjson.Bool:
		return v.Bool()
	case esjson.Number:
		return json.Number(strconv.FormatFloat(v.Number(), 'g', -1, 64))
	case esjson.String:
		s, _ := v.Str()
		return s
	case esjson.Array:
		out := make([]any, len(v.Items()))
		for i, item := range v.Items() {
			out[i] = numbered(item)
		}
		return out
	case esjson.Object:
		out := make(map[string]any, len(v.Members()))
		for _, m := range v.Members() {
			out[m.Name] = numbered(m.Value)
		}
		return out
	}
	return nil
}
