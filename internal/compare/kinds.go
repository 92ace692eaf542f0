package compare

import (
	"strings"
	"unicode"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
)

// The kinds a Cause names, the same on every lane: what SPEC shows at a
// place and what the host shows there.
//
// SPEC shows "text" (content, as it came), "image", "audio",
// "marker:<id>" (a marker, by its id in package reference), "json"
// (structured data's text), "empty" (visibly empty content: refused on push
// and channel, nothing on render), "refused" (the render check refuses),
// "kept-nothing" (the guard keeps nothing), "nothing" (no block at all), or
// within structured data a "number", "boolean", "null", "object" or
// "array".
//
// A host shows one of those, or "other-text" (a text that is neither the
// content SPEC shows nor a marker), "blank" (a blank text), "marker" (a
// one-line bracketed text in no wording of the reference's),
// "other-data" and "other-media-type" (an image or audio block whose data or
// media type differs), "other-number" and the like (another value of the
// kind SPEC shows, in structured data), "content" (the input's content where SPEC withholds
// or replaces it), "shown" (content shown where SPEC refuses it),
// "repeated-marker", "marker-with-text" (a marker with lines joined into
// it), "marker-without-<what>" (a marker that does not name its "size",
// "media-type", "name", "word" or "meaning"), "extra-member" and
// "block-with-other-members" (in structured data), or "kept" (a guard
// that keeps something).
const (
	kindText    = "text"
	kindNothing = "nothing"
	kindEmpty   = "empty"
	kindJSON    = "json"
	// kindOtherText is a text that is neither the content SPEC shows nor
	// a marker: a bracketed line that says nothing a marker of the kind
	// expected says is one too.
	kindOtherText = "other-text"
)

// wantKind is the kind SPEC shows as the expected block e.
func wantKind(e expected) string {
	switch {
	case e.marker != nil:
		return "marker:" + e.marker.kind
	case e.json != nil:
		return kindJSON
	}
	return e.Type
}

// gotKind is the kind a host shows as the block b, content being the texts
// SPEC shows as content there.
func gotKind(b shown, content []string) string {
	if b.Type == "text" {
		return textKind(b.Text, content)
	}
	return b.Type
}

// textKind is the kind a host shows as the text s: content SPEC shows
// (one of content), a blank, a marker of the reference's wording, another
// one-line bracketed text (a marker in the host's words), or other text.
func textKind(s string, content []string) string {
	for _, c := range content {
		if s == c {
			return kindText
		}
	}
	t := estext.Trim(s)
	if t == "" {
		return "blank"
	}
	if k := ProfileKind(t); k != "" {
		return "marker:" + k
	}
	if looksLikeMarker(t) {
		return "marker"
	}
	return kindOtherText
}

// looksLikeMarker reports whether the trimmed text t is one bracketed line
// whose words could say what it stands for: not a JSON text ("[]",
// "[1,2]") and not brackets around no letter ("[ ]", "[…]"), which are
// text, judged as content. A host's generic line ("[unrecognized content
// block]") still says that it stands for a block it does not show: a
// marker, though of no kind SPEC names (markerWant.says).
func looksLikeMarker(t string) bool {
	if !strings.HasPrefix(t, "[") || !strings.HasSuffix(t, "]") || strings.ContainsAny(t, "\n\r\u2028\u2029") {
		return false
	}
	return strings.IndexFunc(t, unicode.IsLetter) >= 0 && !isJSONText(t)
}

// isJSONText reports whether t is a JSON text: "[]", "{}", "\"\"", "[1]".
func isJSONText(t string) bool {
	_, err := esjson.ParseString(t)
	return err == nil
}

// contentTexts returns the texts SPEC shows as content among blocks.
func contentTexts(blocks []expected) []string {
	var out []string
	for _, b := range blocks {
		if b.Type == "text" && b.marker == nil && b.json == nil {
			out = append(out, b.Text)
		}
	}
	return out
}

// firstKinds returns the kinds at the first place where want and got
// differ, read position by position: SPEC's kind and the host's, "nothing"
// past the end of either.
func firstKinds(want []expected, got []shown) (w, g string) {
	content := contentTexts(want)
	for i := range max(len(want), len(got)) {
		if i < len(want) && i < len(got) && want[i].shown == got[i] {
			continue
		}
		w, g = kindNothing, kindNothing
		if i < len(want) {
			w = wantKind(want[i])
		}
		if i < len(got) {
			g = gotKind(got[i], content)
		}
		return w, g
	}
	return "", ""
}

// valueKind is the kind SPEC shows as the expected value v (form finds its
// markers).
func valueKind(v esjson.Value, form markerForm) string {
	if _, m, ok := form(v); ok {
		return "marker:" + m.kind
	}
	switch v.Kind() {
	case esjson.String:
		return kindText
	case esjson.Object:
		if t, ok := v.GetString("type"); ok {
			return t
		}
	}
	return v.Kind().String()
}

// gotValueKind is the kind a host shows as the value v where SPEC shows
// want: a string, or a text block, read as textKind reads a text.
func gotValueKind(v, want esjson.Value) string {
	var content []string
	if s, ok := want.Str(); ok {
		content = []string{s}
	} else if t, ok := want.GetString("text"); ok {
		content = []string{t}
	}
	switch v.Kind() {
	case esjson.String:
		s, _ := v.Str()
		return textKind(s, content)
	case esjson.Object:
		typ, ok := v.GetString("type")
		if !ok {
			return "object"
		}
		if t, isText := v.GetString("text"); typ == "text" && isText {
			return textKind(t, content)
		}
		return typ
	}
	return v.Kind().String()
}

// lineKinds returns the kinds at the first line where a text joined of
// parts and got differ, line by line: a content line differs unless the
// same, a marker's line where got shows content or other text. part is
// the index of the part that line is of, -1 past the last.
func lineKinds(parts []expected, got string) (w, g string, part int) {
	type line struct {
		text string
		part int
	}
	var want []line
	var content []string
	for i, p := range parts {
		for _, l := range strings.Split(p.Text, "\n") {
			want = append(want, line{l, i})
			if p.marker == nil && p.json == nil {
				content = append(content, l)
			}
		}
	}
	gotLines := strings.Split(got, "\n")
	for i := range max(len(want), len(gotLines)) {
		w, g = kindNothing, kindNothing
		if i < len(gotLines) {
			g = textKind(gotLines[i], content)
		}
		if i >= len(want) {
			return w, g, -1
		}
		p := parts[want[i].part]
		w = wantKind(p)
		if i >= len(gotLines) {
			return w, g, want[i].part
		}
		switch {
		case p.marker == nil && want[i].text != gotLines[i]:
			return w, g, want[i].part
		case p.marker != nil && (g == kindText || g == kindOtherText || g == "blank"):
			return w, g, want[i].part
		}
	}
	return kindText, textKind(got, content), -1
}
