// Package derive turns what the reference host shows of an input into the
// vector expectation a careful author would write for it, so that a
// generated input can be scored like a corpus case:
//
//	obs, _ := refhost.Observe(lane, input)
//	want, err := derive.Expect(lane, input, obs)
//	c := &vectors.Case{ID: "fuzz/1", Input: input, Hidden: hidden, Expect: map[adapters.Lane]vectors.Expectation{lane: want}}
//	r := compare.Check(c, lane, otherObs, otherErr)
//
// Content is kept exactly; every text in the reference profile's marker
// wording (compare.ProfileKind, and the two markers the README words for
// blocks SPEC does not cover) becomes a marker expectation: a text block
// with "marker" in block lists, stored parts and script views, and
// {"$marker": …} inside structured data's JSON. A marker's mentions and
// byte count are read from the input block it stands for, by SPEC 3's
// rules: the media type's label for the unsupported-type and tool-result
// audio markers, the trimmed, lower-cased media type for the stored image
// placeholder (up to a character whose showing is profile: see
// placeholderMention), "image" or "audio" for the system and no-data markers, "text"
// for the README's non-string-text marker, the block type's label for its
// unsupported-block marker, the
// name's and media type's labels for a reference stub; the byte count is
// the size the marker shows, matched against the input's blob and data
// sizes and valid sizeBytes (the block's own first). The reference line
// gets no mention: showing a uri is a MAY (SPEC 6).
//
// An expectation carries what the lane shows instead on later Unicode
// versions' tables (its Later readings, SPEC 1 unicode version): only a
// stored image placeholder's lower-casing differs between Unicode 15.0 and
// 17.0 on any lane (estext.UnicodeChanges), so a reading is the
// expectation with each placeholder lower-cased on that version's tables.
//
// File writes derived cases as a vector file that vectors.Load reads.
package derive

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Expect returns the expectation for lane that obs, the reference host's
// observation of input, makes. It fails when the input cannot be written
// as a vector (a member named "$marker" or "$repeat", a text block with a
// "marker" member), when obs does not have the lane's shape, or when a
// marker shows a size that nothing in the input has.
func Expect(lane adapters.Lane, input adapters.Input, obs adapters.Observation) (vectors.Expectation, error) {
	if obs.Unsupported {
		return vectors.Expectation{}, fmt.Errorf("the observation of %s is unsupported", lane)
	}
	return Read(input).Expect(lane, obs)
}

// Input is an input read once, for deriving the expectation of each of
// its lanes: Expect reads its input afresh for every lane it is asked
// about.
//
//	in := derive.Read(input)
//	for _, lane := range lanes {
//		want, err := in.Expect(lane, obs[lane])
//	}
type Input struct {
	body      esjson.Value
	isContent bool
	err       error   // why no vector can hold the input, if none can
	sizes     []sized // every size in the input, in document order
	differs   bool    // a string of it holds a character read otherwise on later Unicode tables
}

// Read reads input for Expect.
func Read(input adapters.Input) *Input {
	body, isContent, err := gen.Body(input)
	if err != nil {
		return &Input{err: fmt.Errorf("input: %w", err)}
	}
	if err := expressible(body); err != nil {
		return &Input{err: err}
	}
	return &Input{body: body, isContent: isContent, sizes: inputSizes(body, nil), differs: holdsDiffering(body)}
}

// Expect is the package's Expect of the input in was read from, with its
// Unicode readings (readings).
func (in *Input) Expect(lane adapters.Lane, obs adapters.Observation) (vectors.Expectation, error) {
	e, err := in.expectOn(lane, obs, estext.SpecUnicode)
	if err == nil {
		e.Later, err = in.readings(lane, obs, e)
	}
	return e, err
}

// expectOn is Expect on the tables of Unicode version: obs, the reference's
// observation, with each stored image placeholder lower-cased as that
// version's tables lower-case it (SPEC 3 lower-casing); nothing else a
// lane shows depends on the version (estext.UnicodeChanges).
func (in *Input) expectOn(lane adapters.Lane, obs adapters.Observation, version string) (vectors.Expectation, error) {
	var e vectors.Expectation
	if obs.Unsupported {
		return e, fmt.Errorf("the observation of %s is unsupported", lane)
	}
	if in.err != nil {
		return e, in.err
	}
	body, isContent := in.body, in.isContent
	var err error
	d := &deriver{sizes: in.sizes, unicode: version}
	// elements are what a content lane shows, one block each: every element
	// of the input's content, a value that is not a block included (README
	// unknown block). items are the blocks of a tool result whose data is a
	// content array; given content that is not one, a tool result shows it
	// as data (SPEC 5).
	var elements, items []esjson.Value
	if isContent {
		elements = nonNil(body.Items())
	}
	if isContentArray(body) {
		items = nonNil(body.Items())
	}
	whole := !isContent && gen.IsWholeText(body)

	switch lane {
	case adapters.ToolResultLive:
		if obs.Blocks == nil {
			return e, errors.New("the live copy has no blocks")
		}
		switch {
		case items != nil:
			e.Blocks, err = d.blocks(obs.Blocks, items)
		case whole:
			e.Blocks, err = d.blocks(obs.Blocks, []esjson.Value{body})
		default:
			e.Blocks, err = d.jsonBlocks(obs.Blocks, body)
		}
	case adapters.ToolResultStored:
		if obs.Text == nil {
			return e, errors.New("the stored copy has no text")
		}
		switch {
		case items != nil:
			err = d.stored(&e, *obs.Text, items)
		case whole:
			err = d.storedOne(&e, *obs.Text, &body)
		default:
			e.JSON, err = d.jsonString(*obs.Text, body, storedForm)
		}
	case adapters.Script:
		if obs.View == nil {
			return e, errors.New("the script view is missing")
		}
		e.View, err = d.json(obs.View, body, viewForm)
	case adapters.Guard:
		if obs.Kept == nil {
			return e, errors.New("the guard's kept value is missing")
		}
		e.Kept, err = d.json(obs.Kept, body, viewForm)
	case adapters.Push, adapters.Channel, adapters.InjectionUser, adapters.InjectionSystem:
		if !isContent {
			return e, fmt.Errorf("lane %s takes content, and this input gives data", lane)
		}
		if obs.Refused != "" {
			e.Refused = obs.Refused
			return e, nil
		}
		if obs.Blocks == nil {
			return e, fmt.Errorf("the %s observation has no blocks", lane)
		}
		e.Blocks, err = d.blocks(obs.Blocks, elements)
	case adapters.Render:
		if !isContent {
			return e, errors.New("lane render takes content, and this input gives data")
		}
		e.Render = obs.Render
		if obs.Render == adapters.RenderShown {
			e.Blocks, err = d.blocks(obs.Blocks, elements)
		}
	default:
		return e, fmt.Errorf("unknown lane %q", lane)
	}
	return e, err
}

// nonNil is items, or an empty list for none: an empty array still shows
// as one.
func nonNil(items []esjson.Value) []esjson.Value {
	if items == nil {
		return []esjson.Value{}
	}
	return items
}

// expressible checks that a vector can hold the input and its expectations:
// the loader expands {"$repeat": …} objects, and the comparison reads a
// "$marker" member, or a "marker" on a text block, as a marker.
func expressible(v esjson.Value) error {
	var err error
	// The state passed down says whether the value holding a member is a
	// text block, whose "marker" a vector reads as its own.
	esjson.WalkWritten(v, false, func(v esjson.Value, at esjson.Place, inText bool) (bool, bool) {
		if err == nil && at.Member() && (at.Name == "$marker" || at.Name == "$repeat" || at.Name == "marker" && inText) {
			err = fmt.Errorf("the input holds a member %q, which a vector reads as its own", at.Name)
		}
		return gen.IsBlock(v) && typeOf(v) == "text", err == nil
	})
	return err
}

type deriver struct {
	sizes   []sized // every size in the input, in document order
	unicode string  // the Unicode version whose tables lower-case a stored image placeholder
}

// sized is a byte count a marker may name: a blob's or inline data's
// decoded size, or a reference's valid sizeBytes (claimed).
type sized struct {
	n       int64
	claimed bool
}

// inputSizes returns the sizes of v at any depth, as the vector loader
// counts them (vectors/markers.go): each object's resource.blob, each
// image or audio block's data, each resource block's valid sizeBytes.
func inputSizes(v esjson.Value, out []sized) []sized {
	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if v.Kind() == esjson.Object {
			out = append(out, ownSizes(v)...)
		}
		return struct{}{}, true
	})
	return out
}

// ownSizes returns the sizes of one object itself.
func ownSizes(v esjson.Value) []sized {
	var out []sized
	if r, ok := v.Get("resource"); ok && r.Kind() == esjson.Object {
		if b, ok := r.Get("blob"); ok && b.Kind() == esjson.String {
			out = append(out, sized{n: spec.DecodedSize(wtf8(b))})
		}
	}
	t, _ := v.Get("type")
	if t.Kind() == esjson.String && (wtf8(t) == "image" || wtf8(t) == "audio") {
		if d, ok := v.Get("data"); ok && d.Kind() == esjson.String {
			out = append(out, sized{n: spec.DecodedSize(wtf8(d))})
		}
	}
	if t.Kind() == esjson.String && wtf8(t) == "resource" {
		if s, ok := v.Get("sizeBytes"); ok {
			if n, ok := claimedSize(s); ok {
				out = append(out, sized{n: n, claimed: true})
			}
		}
	}
	return out
}

func typeOf(v esjson.Value) string {
	t, _ := v.Get("type")
	return wtf8(t)
}

func isTextBlock(v esjson.Value) bool {
	if !gen.IsBlock(v) || typeOf(v) != "text" {
		return false
	}
	t, ok := v.Get("text")
	return ok && t.Kind() == esjson.String
}

// isContentArray reports whether data is a content array (SPEC 5): an
// array whose every element is a block.
func isContentArray(v esjson.Value) bool {
	if v.Kind() != esjson.Array {
		return false
	}
	for _, item := range v.Items() {
		if !gen.IsBlock(item) {
			return false
		}
	}
	return true
}

// blocks returns the expectation of a lane's blocks; items are the input
// blocks they show, one each (the reference keeps one block per block).
func (d *deriver) blocks(got []adapters.Block, items []esjson.Value) ([]vectors.Block, error) {
	out := make([]vectors.Block, 0, len(got))
	for i, b := range got {
		var block *esjson.Value
		if len(got) == len(items) {
			block = &items[i]
		}
		switch b.Type {
		case "text":
			vb, err := d.textBlock(b.Text, block)
			if err != nil {
				return nil, err
			}
			out = append(out, vb)
		case "image", "audio":
			out = append(out, vectors.Block{Type: b.Type, Data: b.Data, MimeType: b.MimeType})
		default:
			return nil, fmt.Errorf("a block of unknown type %q", b.Type)
		}
	}
	return out, nil
}

func (d *deriver) textBlock(text string, block *esjson.Value) (vectors.Block, error) {
	m, ok, err := d.marker(text, block)
	if err != nil || !ok {
		return vectors.Block{Type: "text", Text: text}, err
	}
	return vectors.Block{Type: "text", Text: m.text, Marker: m.kind, Mentions: m.mentions, Bytes: m.bytes}, nil
}

// jsonBlocks returns the live copy of structured data: one text block
// holding its JSON text.
func (d *deriver) jsonBlocks(got []adapters.Block, data esjson.Value) ([]vectors.Block, error) {
	if len(got) != 1 || got[0].Type != "text" {
		return d.blocks(got, nil)
	}
	raw, err := d.jsonString(got[0].Text, data, storedForm)
	if err != nil {
		return nil, err
	}
	return []vectors.Block{{Type: "text", JSON: raw}}, nil
}

// storedOne sets the stored copy that is one text: content, or a marker.
func (d *deriver) storedOne(e *vectors.Expectation, text string, block *esjson.Value) error {
	m, ok, err := d.marker(text, block)
	if err != nil {
		return err
	}
	e.Text = &text
	if ok {
		e.Text, e.Marker, e.Mentions, e.Bytes = &m.text, m.kind, m.mentions, m.bytes
	}
	return nil
}

// stored sets the stored copy of a content array: its blocks' texts joined
// by "\n", written as parts (one per block) when there are two or more.
func (d *deriver) stored(e *vectors.Expectation, text string, items []esjson.Value) error {
	switch len(items) {
	case 0:
		e.Text = &text
		return nil
	case 1:
		return d.storedOne(e, text, &items[0])
	}
	texts, err := splitStored(text, items)
	if err != nil {
		return err
	}
	e.Parts = make([]vectors.Block, len(texts))
	for i, t := range texts {
		if e.Parts[i], err = d.textBlock(t, &items[i]); err != nil {
			return err
		}
	}
	return nil
}

// splitStored splits a content array's stored copy into its blocks' texts,
// counting the newlines each block's text holds.
func splitStored(text string, items []esjson.Value) ([]string, error) {
	lines := strings.Split(text, "\n")
	if len(lines) == len(items) {
		return lines, nil
	}
	var out []string
	at := 0
	for i, item := range items {
		n := newlines(item)
		if i == len(items)-1 {
			n = len(lines) - at - 1
		}
		if n < 0 || at+n+1 > len(lines) {
			return nil, fmt.Errorf("the stored copy %q does not split into the texts of %d blocks", cut(text), len(items))
		}
		out = append(out, strings.Join(lines[at:at+n+1], "\n"))
		at += n + 1
	}
	return out, nil
}

// newlines returns how many "\n" the stored text of a block holds: its
// text, an embedded text, an image placeholder's media type; a marker
// holds none.
func newlines(v esjson.Value) int {
	if isTextBlock(v) {
		t, _ := v.Get("text")
		return strings.Count(wtf8(t), "\n")
	}
	if !gen.IsBlock(v) {
		return 0
	}
	switch typeOf(v) {
	case "resource":
		if !gen.IsEmbedded(v) {
			return 0
		}
		r, _ := v.Get("resource")
		_, d1 := v.Get("disposition")
		_, d2 := r.Get("disposition")
		if d1 || d2 {
			return 0
		}
		text, _ := r.Get("text")
		blob, _ := r.Get("blob")
		switch {
		case text.Kind() == esjson.String && blob.Kind() != esjson.String:
			return strings.Count(wtf8(text), "\n")
		case blob.Kind() == esjson.String && text.Kind() != esjson.String && wtf8(blob) != "":
			m, _ := r.Get("mimeType")
			if m.Kind() == esjson.String && isImageType(wtf8(m)) {
				return strings.Count(refhost.Trim(wtf8(m)), "\n")
			}
		}
	case "image":
		data, _ := v.Get("data")
		m, _ := v.Get("mimeType")
		_, claimed := v.Get("disposition")
		uri, _ := v.Get("uri")
		if data.Kind() == esjson.String && wtf8(data) != "" && !claimed && uri.Kind() != esjson.String && m.Kind() == esjson.String && wtf8(m) != "" {
			return strings.Count(refhost.Trim(wtf8(m)), "\n")
		}
	}
	return 0
}

// isImageType reports whether m matches ^image/[^/] ignoring ASCII case
// (SPEC 2.1).
func isImageType(m string) bool {
	const top = "image"
	if len(m) < len(top)+2 || m[len(top)] != '/' || m[len(top)+1] == '/' {
		return false
	}
	for i := range len(top) {
		c := m[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != top[i] {
			return false
		}
	}
	return true
}

func cut(s string) string {
	if r := []rune(s); len(r) > 80 {
		return string(r[:77]) + "…"
	}
	return s
}

// The two ways a marker is written inside an expected JSON value.
type form int

const (
	storedForm form = iota // {"$marker": id, "text": …}: a string in structured data's JSON text
	viewForm               // {"type": "text", "marker": id, "text": …}: a text block of a script view
)

// json returns the expectation of a JSON text the reference showed (a
// stored or live copy's JSON, a script view, a guard's kept value), with
// each marker written in form. data is the input value it shows, walked
// beside it so that each marker finds the block it stands for.
func (d *deriver) json(text []byte, data esjson.Value, f form) ([]byte, error) {
	_, v, err := esjson.ParseCopy(text)
	return d.jsonValue(v, err, data, f)
}

// jsonString is json of a text held in a string.
func (d *deriver) jsonString(text string, data esjson.Value, f form) ([]byte, error) {
	v, err := esjson.ParseString(text)
	return d.jsonValue(v, err, data, f)
}

// jsonValue is json of a text parsed already, as v and err.
func (d *deriver) jsonValue(v esjson.Value, err error, data esjson.Value, f form) ([]byte, error) {
	if err != nil {
		return nil, fmt.Errorf("the reference's JSON text does not parse: %w", err)
	}
	out, err := d.walk(v, &data, f)
	if err != nil {
		return nil, err
	}
	return esjson.Encode(out), nil
}

func (d *deriver) walk(v esjson.Value, in *esjson.Value, f form) (esjson.Value, error) {
	switch v.Kind() {
	case esjson.String:
		// A string where the input holds an object: the object's marker
		// (in a view too, where a claimed object is its marker's text, a
		// string: SPEC 5 claimed object), or its text as is.
		s, _ := v.Str()
		if in != nil && in.Kind() == esjson.Object {
			return d.markerValue(s, in, storedForm, v)
		}
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			var child *esjson.Value
			if in != nil && in.Kind() == esjson.Array && len(in.Items()) == len(v.Items()) {
				child = &in.Items()[i]
			}
			var err error
			if items[i], err = d.walk(item, child, f); err != nil {
				return v, err
			}
		}
		return esjson.ArrayValue(items), nil
	case esjson.Object:
		if f == viewForm && in != nil && in.Kind() == esjson.Object {
			// A text block stands for a block the script may not have; a
			// text block of the input that the view withholds (SPEC 5,
			// hidden uri object) stands for its marker too.
			if text, ok := bareText(v); ok && (!isTextBlock(*in) || claimedText(*in, text, compare.ProfileKind(text))) {
				return d.markerValue(text, in, f, v)
			}
		}
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			var child *esjson.Value
			if in != nil && in.Kind() == esjson.Object {
				if c, ok := getWellFormed(*in, m.Name); ok {
					child = &c
				}
			}
			val, err := d.walk(m.Value, child, f)
			if err != nil {
				return v, err
			}
			members[i] = esjson.Member{Name: m.Name, Value: val}
		}
		return esjson.ObjectValue(members), nil
	}
	return v, nil
}

// bareText returns the text of {"type":"text","text":…} with nothing else:
// the block a script gets in place of a block it may not have.
func bareText(v esjson.Value) (string, bool) {
	if len(v.Members()) != 2 {
		return "", false
	}
	typ, ok := v.GetString("type")
	text, ok2 := v.GetString("text")
	return text, ok && ok2 && typ == "text"
}

// getWellFormed returns the member of in whose name, made well formed, is
// name (an observation's names are well formed; the input's keep lone
// surrogates).
func getWellFormed(in esjson.Value, name string) (esjson.Value, bool) {
	var found esjson.Value
	ok := false
	for _, m := range in.Written() {
		if m.Name == name || gen.WellFormed(m.Name) == name {
			found, ok = m.Value, true
		}
	}
	return found, ok
}

// markerValue returns what the text s, standing in place of the block in,
// is written as in an expected JSON value: the marker in form f, or orig.
func (d *deriver) markerValue(s string, in *esjson.Value, f form, orig esjson.Value) (esjson.Value, error) {
	m, ok, err := d.marker(s, in)
	if err != nil || !ok {
		return orig, err
	}
	var members []esjson.Member
	if f == storedForm {
		members = append(members, esjson.Member{Name: "$marker", Value: esjson.StringValue(m.kind)})
	} else {
		members = append(members,
			esjson.Member{Name: "type", Value: esjson.StringValue("text")},
			esjson.Member{Name: "marker", Value: esjson.StringValue(m.kind)})
	}
	members = append(members, esjson.Member{Name: "text", Value: esjson.StringValue(m.text)})
	if len(m.mentions) > 0 {
		list := make([]esjson.Value, len(m.mentions))
		for i, x := range m.mentions {
			list[i] = esjson.StringValue(x)
		}
		members = append(members, esjson.Member{Name: "mentions", Value: esjson.ArrayValue(list)})
	}
	if m.bytes != nil {
		members = append(members, esjson.Member{Name: "bytes", Value: esjson.NumberValue(float64(*m.bytes))})
	}
	return esjson.ObjectValue(members), nil
}

// markerInfo is a text recognised as a marker.
type markerInfo struct {
	kind     string
	text     string // the text as the deriver's Unicode version shows it
	mentions []string
	bytes    *int64
}

// The markers the README words for blocks SPEC does not cover.
const (
	blockNotShownPrefix = "[Block not shown: this host can't display it ("
	blockNotShownSuffix = ").]"
)

var (
	sizePart = `(\d+B|~\d+KB|~\d+\.\dMB|~\d+\.\dGB)`
	// labelSize splits "(<label>, <size>)" at its last ", ".
	labelSize = regexp.MustCompile(`(?s)^(.*), ` + sizePart + `$`)
	stub      = regexp.MustCompile(`(?s)^\[Reference ref_[0-9]+(?:: (.*))?\]$`)
	stubSize  = regexp.MustCompile(`(?s)(?:^|, )` + sizePart + ` claimed$`)
)

// marker recognises text, shown in place of block (nil when not known), as
// a marker, and reads what it must name.
func (d *deriver) marker(text string, block *esjson.Value) (markerInfo, bool, error) {
	kind := compare.ProfileKind(text)
	if block != nil && isTextBlock(*block) && !claimedText(*block, text, kind) {
		return markerInfo{}, false, nil // content
	}
	switch {
	case kind != "":
	case text == spec.NonStringTextText:
		kind = spec.MarkerNonStringText
	case strings.HasPrefix(text, blockNotShownPrefix) && strings.HasSuffix(text, blockNotShownSuffix):
		kind = spec.MarkerUnsupportedBlock
	default:
		return markerInfo{}, false, nil
	}
	m := markerInfo{kind: kind, text: text}
	var err error
	switch kind {
	case "system-image", "image-no-data":
		m.mentions = []string{"image"}
	case "system-audio", "audio-no-data":
		m.mentions = []string{"audio"}
	case spec.MarkerNonStringText:
		m.mentions = []string{"text"}
	case "unsupported-type", "tool-result-audio", "stored-image":
		err = d.blobMarker(&m, text, block)
	case "reference-stub":
		err = d.stubMarker(&m, text, block)
	case spec.MarkerUnsupportedBlock:
		inner := strings.TrimSuffix(strings.TrimPrefix(text, blockNotShownPrefix), blockNotShownSuffix)
		if block != nil {
			inner = unknownBlockName(*block)
		}
		m.mentions = mention(nil, inner)
	}
	return m, true, err
}

// unknownBlockName is what the unsupported-block marker of the content
// element v names (README unknown block): a block's type as a label, and
// the JSON type of any other value, "object" for an object with no string
// type.
func unknownBlockName(v esjson.Value) string {
	if t, ok := v.Get("type"); ok && t.Kind() == esjson.String {
		return refhost.Label(wtf8(t))
	}
	return v.Kind().String()
}

// claimedText reports whether text, the kind of marker kind, stands in
// place of the text block block as a claim's withheld marker (SPEC 5,
// claimed object): a text block shows its own text otherwise.
func claimedText(block esjson.Value, text, kind string) bool {
	own, _ := block.GetString("text")
	return kind == spec.MarkerWithheld && own != text
}

// mention adds s to mentions when it says something.
func mention(mentions []string, s string) []string {
	if refhost.Trim(s) == "" {
		return mentions
	}
	return append(mentions, s)
}

// blobMarker reads an unsupported-type marker, a tool result's audio
// marker or a stored image placeholder: "(<label>, <size>)" or
// "[image: <m>, <size>]".
func (d *deriver) blobMarker(m *markerInfo, text string, block *esjson.Value) error {
	var inner string
	switch m.kind {
	case "stored-image":
		inner = strings.TrimSuffix(strings.TrimPrefix(text, "[image: "), "]")
	default:
		open := strings.Index(text, " (")
		inner = strings.TrimSuffix(text[open+2:], ").]")
	}
	parts := labelSize.FindStringSubmatch(inner)
	if parts == nil {
		return fmt.Errorf("the %s marker %q names no size", m.kind, cut(text))
	}
	shown, size := parts[1], parts[2]
	if mt, ok := mediaTypeOf(block); ok {
		if m.kind == "stored-image" {
			shown = placeholderMention(mt)
			m.text = d.placeholderOn(text, mt)
		} else {
			shown = refhost.Label(mt)
		}
	}
	m.mentions = mention(nil, shown)
	n, err := d.bytes(size, false, block, text)
	m.bytes = &n
	return err
}

// placeholderOn returns text, the reference's stored image placeholder of
// media type m, as the tables of the deriver's Unicode version show it:
// m's label lower-cased on those tables in place of SPEC's. A text that
// does not start with the placeholder SPEC's tables give is kept as it is.
func (d *deriver) placeholderOn(text, m string) string {
	if d.unicode == estext.SpecUnicode {
		return text
	}
	own := "[image: " + refhost.Label(estext.LowerCaseIn(refhost.Trim(m), estext.SpecUnicode)) + ", "
	later := "[image: " + refhost.Label(estext.LowerCaseIn(refhost.Trim(m), d.unicode)) + ", "
	if rest, ok := strings.CutPrefix(text, own); ok {
		return later + rest
	}
	return text
}

// placeholderMention returns what a stored image placeholder must name of
// its media type m: m trimmed and lower-cased, without the controls and
// bidi marks a label drops (SPEC 3, revision 3), up to its first other
// format character, non-ASCII letter with case or character whose
// properties differ between the Unicode versions the suite knows
// (estext.UnicodeDiffers), and at most the 119 UTF-16 units a bounded
// label keeps before its "…". What follows (ECMAScript's lower-casing of
// "İ" or a final sigma, a later version's lower-casing, the bound's "…")
// is the reference profile's wording, as the corpus writes it; a U+FFFD
// in place of a lone surrogate is not (SPEC 9).
func placeholderMention(m string) string {
	var b strings.Builder
	units := 0
	for _, r := range refhost.Trim(gen.WellFormed(m)) {
		switch {
		case spec.HiddenInLabel(r):
			continue
		case estext.IsFormat(r), estext.UnicodeDiffers(r):
			return b.String()
		case r < utf8.RuneSelf:
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
		case unicode.ToLower(r) != r || unicode.ToUpper(r) != r:
			return b.String()
		}
		if units += utf16.RuneLen(r); units > spec.LabelMax-1 {
			return b.String()
		}
		b.WriteRune(r)
	}
	return b.String()
}

// mediaTypeOf returns the media type of the blob or data a block holds.
func mediaTypeOf(block *esjson.Value) (string, bool) {
	if block == nil || block.Kind() != esjson.Object {
		return "", false
	}
	holder := *block
	if r, ok := holder.Get("resource"); ok && typeOf(holder) == "resource" && r.Kind() == esjson.Object {
		holder = r
	}
	m, ok := holder.Get("mimeType")
	if !ok || m.Kind() != esjson.String {
		return "", false
	}
	return wtf8(m), true
}

// stubMarker reads a reference's stub: "[Reference ref_N: name, mime, size
// claimed]", each part there only when present and valid.
func (d *deriver) stubMarker(m *markerInfo, text string, block *esjson.Value) error {
	parts := stub.FindStringSubmatch(text)
	if parts == nil {
		return fmt.Errorf("the reference stub %q is malformed", cut(text))
	}
	body := parts[1]
	if loc := stubSize.FindStringSubmatchIndex(body); loc != nil {
		n, err := d.bytes(body[loc[2]:loc[3]], true, block, text)
		if err != nil {
			return err
		}
		m.bytes = &n
		body = body[:loc[0]]
	}
	if block != nil && typeOf(*block) == "resource" {
		if name, ok := validField(block.Get("name")); ok {
			m.mentions = mention(m.mentions, refhost.Label(name))
		}
		if mt, ok := validField(block.Get("mimeType")); ok {
			m.mentions = mention(m.mentions, refhost.Label(mt))
		}
		return nil
	}
	for _, p := range strings.Split(body, ", ") {
		m.mentions = mention(m.mentions, p)
	}
	return nil
}

// bytes returns the byte count a marker showing size names: the block's
// own size when it shows so, else the first size in the input that does
// (a reference's claimed size for a stub, a blob's or data's for the
// others, before any other).
func (d *deriver) bytes(size string, claimed bool, block *esjson.Value, text string) (int64, error) {
	var own []sized
	if block != nil && block.Kind() == esjson.Object {
		own = ownSizes(*block)
	}
	for _, pass := range [][]sized{own, d.sizes} {
		for _, s := range pass {
			if s.claimed == claimed && refhost.Size(s.n) == size {
				return s.n, nil
			}
		}
	}
	for _, s := range d.sizes {
		if refhost.Size(s.n) == size {
			return s.n, nil
		}
	}
	return 0, fmt.Errorf("the marker %q shows the size %s, and nothing in the input has that size (blob, data or valid sizeBytes)", cut(text), size)
}
