package compare

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// minContent is the length (once trimmed) from which an input's text or
// data is looked for where the expectation does not show it: shorter
// strings turn up by chance in any marker's words.
const minContent = 8

// contentOf returns the content of an input, parsed: every string of a
// "text", "blob" or "data" member at any depth, at least minContent
// characters once trimmed.
func contentOf(v esjson.Value) []string {
	var out []string
	eachString(v, contentNames, func(s string) {
		if runesAtLeast(estext.Trim(s), minContent) {
			out = append(out, s)
		}
	})
	return out
}

// runesAtLeast reports whether s holds n characters or more, without
// counting a long string: a character is at most 4 bytes.
func runesAtLeast(s string, n int) bool {
	return len(s) >= 4*n || utf8.RuneCountInString(s) >= n
}

// expectedStrings returns every string an expectation shows: content
// texts and data, markers' profile wording, and the strings of expected
// JSON values.
func expectedStrings(want vectors.Expectation, tx *texts) []string {
	var out []string
	addBlocks := func(blocks []vectors.Block) {
		for _, b := range blocks {
			out = append(out, b.Text, b.Data)
			out = appendRawStrings(out, b.JSON, tx)
		}
	}
	addBlocks(want.Blocks)
	addBlocks(want.Parts)
	if want.Text != nil {
		out = append(out, *want.Text)
	}
	for _, raw := range [][]byte{want.JSON, want.View, want.Kept} {
		out = appendRawStrings(out, raw, tx)
	}
	return out
}

func appendRawStrings(out []string, raw []byte, tx *texts) []string {
	if raw == nil {
		return out
	}
	v, err := tx.parse(raw)
	if err != nil {
		return out
	}
	return leak.AppendStrings(out, v)
}

// checkUnshown adds a finding for each string of the case's hidden list
// that SPEC does not withhold (prepared.listed) and the observation shows,
// and for each piece of the input's content (see
// contentOf) that the expectation does not show but the observation does:
// content where a marker belongs, beside it, or joined into it. Content a
// claim or disposition withholds (SPEC 2.1, 8) that reaches the model is
// withheld content; any other is a wrong kind, at the marker SPEC shows
// for its own block.
func checkUnshown(lane adapters.Lane, p *prepared, want vectors.Expectation, observed []string, fs *findings, tx *texts) {
	for _, s := range p.listed {
		if containedIn(s, observed) {
			fs.add(unshownPlace(lane, p.markerFor(s, want, tx), want, tx), ClassKind,
				"shows %s, which the case's hidden list names though SPEC does not withhold it: a string of content, not a secret (rfc005 validate asks to leave it out of the list)", quoteShort(s))
		}
	}
	if len(p.content) == 0 {
		return
	}
	shown := expectedStrings(want, tx)
	for _, c := range p.content {
		if containedIn(c, shown) || !containedIn(c, observed) {
			continue
		}
		if p.in.withheldBody(c) {
			fs.add(markerPlace(spec.MarkerWithheld).at("marker:"+spec.MarkerWithheld, "content"), ClassWithheld,
				"shows content SPEC withholds here (a claim or disposition withholds it): %s", leak.Mask(c))
			continue
		}
		at := unshownPlace(lane, p.markerFor(c, want, tx), want, tx)
		fs.addNote(note{Finding{Class: ClassKind, What: "shows content where SPEC shows a marker or nothing: " + leak.Mask(c), Clause: at.clause}, at, "", c, false})
	}
}

// markerFor returns the id of the marker SPEC shows, on the lane want is
// of, for the block whose content holds s: the marker the block always
// shows as (markerOf), else the one want shows in the block's place, an
// element of the input's content array being at its own index on a lane
// that shows one block for each (an image at the system position shows
// its system line there, whatever its neighbours show); "" when neither
// says.
func (p *prepared) markerFor(s string, want vectors.Expectation, tx *texts) string {
	if k := p.in.markerOf(s); k != "" {
		return k
	}
	if !p.in.contentArray {
		// Structured data: an image or audio block in it stands as its
		// stored-copy text on every lane (SPEC 5 depth references).
		for _, m := range p.in.media {
			if strings.Contains(m.data, s) {
				return m.marker
			}
		}
	}
	i := slices.IndexFunc(p.tops, func(content []string) bool { return containedIn(s, content) })
	if i < 0 {
		return ""
	}
	for _, blocks := range [][]vectors.Block{want.Blocks, want.Parts} {
		if len(blocks) == len(p.tops) {
			return blocks[i].Marker
		}
	}
	return ""
}

// topContents returns, for each element of the input's content array,
// the strings of its content (contentNames); nil when the input has none.
func topContents(input esjson.Value) [][]string {
	content, _ := input.Get("content")
	var out [][]string
	for _, item := range content.Items() {
		var strs []string
		eachString(item, contentNames, func(s string) { strs = append(strs, s) })
		out = append(out, strs)
	}
	return out
}

// unshownPlace is the place of content shown where SPEC does not show it:
// where SPEC refuses the whole render, the refusal's; else the marker
// SPEC shows for its own block (kind), else the first marker SPEC shows on
// the lane, else the lane's.
func unshownPlace(lane adapters.Lane, kind string, want vectors.Expectation, tx *texts) place {
	if kind == "" {
		kind = firstMarker(want, tx)
	}
	switch {
	case want.Render == adapters.RenderRefused:
		return lanePlace(lane).at("refused", "content") // ownClauses names the block that refuses it
	case kind == "" && (want.Refused != "" || want.Render == adapters.RenderNothing):
		return placeOf(emptyClauses).at(kindEmpty, "content")
	case kind == "":
		return lanePlace(lane).at(kindNothing, "content")
	}
	return markerPlace(kind).at("marker:"+kind, "content")
}

// firstMarker returns the id of the first marker an expectation shows, or
// "".
func firstMarker(want vectors.Expectation, tx *texts) string {
	if want.Marker != "" {
		return want.Marker
	}
	for _, blocks := range [][]vectors.Block{want.Blocks, want.Parts} {
		for _, b := range blocks {
			if b.Marker != "" {
				return b.Marker
			}
			if k := jsonFirstMarker(b.JSON, tx); k != "" {
				return k
			}
		}
	}
	for _, raw := range [][]byte{want.JSON, want.View, want.Kept} {
		if k := jsonFirstMarker(raw, tx); k != "" {
			return k
		}
	}
	return ""
}

// jsonFirstMarker returns the id of the first marker in an expected JSON
// value, or "".
func jsonFirstMarker(raw []byte, tx *texts) string {
	if raw == nil {
		return ""
	}
	v, err := tx.parse(raw)
	if err != nil {
		return ""
	}
	first := ""
	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if first != "" {
			return struct{}{}, false
		}
		id, ok := markerID(v)
		if ok {
			first = id // a marker's value is not looked into
		}
		return struct{}{}, !ok
	})
	return first
}

// markerID returns the id v names as a marker, its "$marker", else its
// "marker", and whether it names one.
func markerID(v esjson.Value) (string, bool) {
	if k, ok := v.GetString("$marker"); ok {
		return k, true
	}
	return v.GetString("marker")
}

func containedIn(s string, in []string) bool {
	for _, x := range in {
		if len(x) >= len(s) && strings.Contains(x, s) {
			return true
		}
	}
	return false
}
