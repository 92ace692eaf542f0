package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// result is one input being shown on one lane: the uris its claims mark
// never, the uris of its embedded resources, and the ids its MCPL
// references take in the order the lane shows them. Both sets of uris hold
// sameURI keys.
type result struct {
	h        host // the reading, with its fault
	never    map[string]bool
	embedded map[string]bool
	refs     int
	// everyRef holds the uri of every reference of the input, at any
	// depth, in document order: only for the fault that numbers them all.
	everyRef []string
}

// newResult reads the claims, and the embedded resources' uris, of the
// whole input root (SPEC section 6).
func (h host) newResult(root esjson.Value) *result {
	r := &result{h: h, never: map[string]bool{}, embedded: map[string]bool{}}
	r.collectClaims(root, true)
	return h.faultyResult(r, root)
}

// collectClaims walks v at any depth, never into an embedded resource, and
// records every uri a block there marks never, and every embedded
// resource's uri. top says v is the input's root.
func (r *result) collectClaims(v esjson.Value, top bool) {
	h := r.h
	if r.faultyCollectClaims(v, top) {
		return
	}
	switch v.Kind() {
	case esjson.Array:
		for _, item := range v.Items() {
			r.collectClaims(item, false)
		}
	case esjson.Object:
		sh := h.Classify(v)
		r.readClaims(v, sh)
		if sh.Embedded {
			return
		}
		for _, m := range v.Members() {
			r.collectClaims(m.Value, false)
		}
		for _, m := range v.Overwritten() { // what JSON.parse forgets claims too
			r.collectClaims(m.Value, false)
		}
	}
}

// readClaims records the uris the object v, which Classify said is sh,
// marks never, and its uris as an embedded resource: every resource object
// written (the team's T-1).
func (r *result) readClaims(v esjson.Value, sh Shown) {
	h := r.h
	for _, u := range h.ownClaims(v, sh) {
		r.never[h.sameURIKey(u)] = true
	}
	if !sh.Embedded {
		return
	}
	if sh.embeddedURI != "" {
		r.embedded[h.sameURIKey(sh.embeddedURI)] = true
	}
	for _, u := range writtenResourceURIs(v) {
		r.embedded[h.sameURIKey(u)] = true
	}
}

// referenceText returns the next reference's line or stub: the references
// a lane shows take ids 1, 2, … in the order it shows them.
func (r *result) referenceText(sh Shown) string {
	if text, ok := r.faultyReferenceText(sh); ok {
		return text
	}
	r.refs++
	return sh.ref.text(r.refs, r)
}

// sentMimeType is the media type a label is made of: as sent, lone
// surrogates kept.
func (s Shown) sentMimeType() string {
	if s.mimeSent != "" {
		return s.mimeSent
	}
	return s.MimeType
}

// storedText is what a block shows as in a tool result's stored copy, and as
// text anywhere a lane shows it as text: its text, an image's placeholder,
// the tool result's audio marker, a reference's line or stub, or a marker.
func (r *result) storedText(sh Shown) string {
	h := r.h
	if text, ok := r.faultyStoredText(sh); ok {
		return text
	}
	switch sh.Kind {
	case ShowsImage:
		if sh.Data == "" {
			return spec.ImageNoDataText
		}
		return h.StoredImageText(sh.sentMimeType(), sh.Data)
	case ShowsAudio:
		return h.ToolResultAudioText(sh.sentMimeType(), sh.Data)
	case ShowsReference:
		return r.referenceText(sh)
	}
	return h.WellFormed(sh.Text)
}

// liveBlock is what a block of a tool result's content shows as in its live
// copy: text and images only, an image with data as itself.
func (r *result) liveBlock(sh Shown) adapters.Block {
	if b, ok := r.faultyLiveBlock(sh); ok {
		return b
	}
	if sh.Kind == ShowsImage && sh.Data != "" {
		return mediaBlock("image", sh)
	}
	return adapters.TextBlock(r.storedText(sh))
}

// contentBlock is what a block shows as on the push, channel and user
// injection lanes, and in a render result that is shown.
func (r *result) contentBlock(sh Shown) adapters.Block {
	if b, ok := r.faultyContentBlock(sh); ok {
		return b
	}
	switch sh.Kind {
	case ShowsImage:
		if sh.Data == "" {
			return adapters.TextBlock(spec.ImageNoDataText)
		}
		return mediaBlock("image", sh)
	case ShowsAudio:
		if sh.Data == "" {
			return adapters.TextBlock(spec.AudioNoDataText)
		}
		return mediaBlock("audio", sh)
	}
	return adapters.TextBlock(r.storedText(sh))
}

// systemBlock is what a block shows as at the system position: text only.
func (r *result) systemBlock(sh Shown) adapters.Block {
	if b, ok := r.faultySystemBlock(sh); ok {
		return b
	}
	switch sh.Kind {
	case ShowsImage:
		return adapters.TextBlock(spec.SystemImageText)
	case ShowsAudio:
		return adapters.TextBlock(spec.SystemAudioText)
	}
	return r.contentBlock(sh)
}

// scriptBlock is the block a script gets in place of a resource block, or of
// inline data with a claim: an image or audio block as inline data reaches a
// script (empty data included), and anything else as a text block.
func (r *result) scriptBlock(sh Shown) esjson.Value {
	if v, ok := r.faultyScriptBlock(sh); ok {
		return v
	}
	if sh.Kind == ShowsImage || sh.Kind == ShowsAudio {
		return esjson.ObjectValue(mediaMembers(sh))
	}
	return textBlockValue(r.storedText(sh))
}

// mediaMembers are the members of an image or audio block as inline data
// reaches a script.
func mediaMembers(sh Shown) []esjson.Member {
	typ := "image"
	if sh.Kind == ShowsAudio {
		typ = "audio"
	}
	return []esjson.Member{
		{Name: "type", Value: esjson.StringValue(typ)},
		{Name: "data", Value: esjson.StringValue(sh.Data)},
		{Name: "mimeType", Value: esjson.StringValue(sh.MimeType)},
	}
}

func textBlockValue(text string) esjson.Value {
	return esjson.ObjectValue([]esjson.Member{
		{Name: "type", Value: esjson.StringValue("text")},
		{Name: "text", Value: esjson.StringValue(text)},
	})
}

func mediaBlock(typ string, sh Shown) adapters.Block {
	return adapters.Block{Type: typ, Data: sh.Data, MimeType: sh.MimeType}
}

// showsAsItself reports whether a render result may carry the block: text,
// or an image or audio with data. Markers, placeholders and references make
// a render result refused.
func (h host) showsAsItself(sh Shown) bool {
	if shows, ok := h.faultyShowsAsItself(sh); ok {
		return shows
	}
	switch sh.Kind {
	case ShowsText:
		return true
	case ShowsImage, ShowsAudio:
		return sh.Data != ""
	}
	return false
}

// isNothingToSee reports whether a block adds nothing visible (SPEC section
// 7): blank text, or a text block whose text is not a string.
func (h host) isNothingToSee(sh Shown) bool {
	if nothing, ok := h.faultyNothingToSee(sh); ok {
		return nothing
	}
	return (sh.Kind == ShowsText && h.IsBlank(sh.Text)) || sh.Marker == spec.MarkerNonStringText
}
