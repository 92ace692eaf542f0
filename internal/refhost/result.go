package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// result is one input being shown on one lane: the uris its claims mark
// never, the uris of its embedded resources, and the ids its MCPL
// references take in the order the lane shows them. Both sets of uris hold
// sameURI keys.
type result struct {
	never    map[string]bool
	embedded map[string]bool
	refs     int
	// everyRef holds the uri of every reference of the input, at any
	// depth, in document order: only for the fault that numbers them all.
	everyRef []string
}

// newResult reads the claims, and the embedded resources' uris, of the
// whole input root (SPEC section 6).
func newResult(root esjson.Value) *result {
	r := &result{never: map[string]bool{}, embedded: map[string]bool{}}
	r.collectClaims(root, true)
	if fault.On(fault.ReferenceIDsCountUnshown) {
		r.everyRef = everyReference(root, nil)
	}
	return r
}

// everyReference appends the uri of every MCPL reference in v, at any
// depth and inside any block, in document order (for the fault that
// numbers references the lane does not show).
func everyReference(v esjson.Value, uris []string) []string {
	switch v.Kind() {
	case esjson.Array:
		for _, item := range v.Items() {
			uris = everyReference(item, uris)
		}
	case esjson.Object:
		if sh := Classify(v); sh.Kind == ShowsReference {
			uris = append(uris, sh.ref.uri)
		}
		for _, m := range v.Members() {
			uris = everyReference(m.Value, uris)
		}
	}
	return uris
}

// collectClaims walks v at any depth, never into an embedded resource, and
// records every uri a block there marks never, and every embedded
// resource's uri.
func (r *result) collectClaims(v esjson.Value, top bool) {
	switch v.Kind() {
	case esjson.Array:
		if fault.On(fault.ClaimsWalkTopLevelOnly) && !top {
			return
		}
		for _, item := range v.Items() {
			r.collectClaims(item, false)
		}
	case esjson.Object:
		sh := Classify(v)
		for _, u := range ownClaims(v, sh) {
			r.never[sameURIKey(u)] = true
		}
		if sh.Embedded {
			if sh.embeddedURI != "" {
				r.embedded[sameURIKey(sh.embeddedURI)] = true
			}
			for _, u := range writtenResourceURIs(v) { // the team's T-1: every resource object written
				r.embedded[sameURIKey(u)] = true
			}
			if !fault.On(fault.ClaimsWalkDescendsIntoEmbedded) {
				return
			}
		}
		if fault.On(fault.ClaimsWalkTopLevelOnly) {
			return
		}
		for _, m := range v.Members() {
			r.collectClaims(m.Value, false)
		}
		if !fault.On(fault.ClaimsSkipOverwritten) {
			for _, m := range v.Overwritten() { // what JSON.parse forgets claims too
				r.collectClaims(m.Value, false)
			}
		}
	}
}

// referenceText returns the next reference's line or stub.
func (r *result) referenceText(sh Shown) string {
	if fault.On(fault.ReferenceIDsSkipLines) && sh.ref.showsLine(r) {
		return sh.ref.text(0, r)
	}
	r.refs++
	if fault.On(fault.ReferenceIDsCountUnshown) {
		// The id is the reference's place among all of them.
		for i := r.refs - 1; i < len(r.everyRef); i++ {
			if r.everyRef[i] == sh.ref.uri {
				r.refs = i + 1
				break
			}
		}
	}
	return sh.ref.text(r.refs, r)
}

// sentMimeType is the media type a label is made of: as sent, lone
// surrogates kept.
func (sh Shown) sentMimeType() string {
	if sh.mimeSent != "" {
		return sh.mimeSent
	}
	return sh.MimeType
}

// storedText is what a block shows as in a tool result's stored copy, and as
// text anywhere a lane shows it as text: its text, an image's placeholder,
// the tool result's audio marker, a reference's line or stub, or a marker.
func (r *result) storedText(sh Shown) string {
	switch sh.Kind {
	case ShowsImage:
		if sh.Data == "" {
			return ImageNoDataText
		}
		return StoredImageText(sh.sentMimeType(), sh.Data)
	case ShowsAudio:
		if sh.Data == "" && fault.On(fault.EmptyAudioNoDataInToolResult) {
			return AudioNoDataText
		}
		return ToolResultAudioText(sh.sentMimeType(), sh.Data)
	case ShowsReference:
		return r.referenceText(sh)
	}
	return WellFormed(sh.Text)
}

// liveBlock is what a block of a tool result's content shows as in its live
// copy: text and images only.
func (r *result) liveBlock(sh Shown) adapters.Block {
	if sh.Kind == ShowsImage && sh.Data != "" && !fault.On(fault.ImageAsPlaceholderLive) {
		return mediaBlock("image", sh)
	}
	if sh.Kind == ShowsAudio && fault.On(fault.AudioNativeInToolResult) {
		return mediaBlock("audio", sh)
	}
	return adapters.TextBlock(r.storedText(sh))
}

// contentBlock is what a block shows as on the push, channel and user
// injection lanes, and in a render result that is shown.
func (r *result) contentBlock(sh Shown) adapters.Block {
	switch sh.Kind {
	case ShowsImage:
		if sh.Data == "" && !fault.On(fault.EmptyImageNativeOnPush) {
			return adapters.TextBlock(ImageNoDataText)
		}
		return mediaBlock("image", sh)
	case ShowsAudio:
		if sh.Data == "" && !fault.On(fault.EmptyAudioNativeOnPush) {
			return adapters.TextBlock(AudioNoDataText)
		}
		if fault.On(fault.AudioMarkerOnPush) {
			return adapters.TextBlock(ToolResultAudioText(sh.sentMimeType(), sh.Data))
		}
		return mediaBlock("audio", sh)
	}
	return adapters.TextBlock(r.storedText(sh))
}

// systemBlock is what a block shows as at the system position: text only.
func (r *result) systemBlock(sh Shown) adapters.Block {
	switch {
	case sh.Kind == ShowsImage && !fault.On(fault.ImageNativeAtSystem):
		return adapters.TextBlock(SystemImageText)
	case sh.Kind == ShowsAudio && !fault.On(fault.AudioNativeAtSystem):
		return adapters.TextBlock(SystemAudioText)
	}
	return r.contentBlock(sh)
}

// scriptBlock is the block a script gets in place of a resource block, or of
// inline data with a claim: an image or audio block as inline data reaches a
// script (empty data included), and anything else as a text block.
func (r *result) scriptBlock(sh Shown) esjson.Value {
	if fault.On(fault.EmptyImageMarkerInScript) && sh.Kind == ShowsImage && sh.Data == "" {
		return textBlockValue(ImageNoDataText)
	}
	switch sh.Kind {
	case ShowsImage, ShowsAudio:
		typ := "image"
		if sh.Kind == ShowsAudio {
			typ = "audio"
		}
		members := []esjson.Member{
			{Name: "type", Value: esjson.StringValue(typ)},
			{Name: "data", Value: esjson.StringValue(sh.Data)},
			{Name: "mimeType", Value: esjson.StringValue(sh.MimeType)},
		}
		if fault.On(fault.ScriptNotIdempotent) {
			members = append(members, esjson.Member{Name: "uri", Value: esjson.StringValue("")})
		}
		return esjson.ObjectValue(members)
	}
	if fault.On(fault.ScriptMarkerAsString) && sh.Embedded && sh.Kind == ShowsMarker {
		return esjson.StringValue(r.storedText(sh))
	}
	return textBlockValue(r.storedText(sh))
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
func showsAsItself(sh Shown) bool {
	switch sh.Kind {
	case ShowsText:
		return true
	case ShowsImage, ShowsAudio:
		return sh.Data != "" || fault.On(fault.RenderAcceptsEmptyImage)
	}
	return fault.On(fault.RenderAcceptsMarker)
}

// isNothingToSee reports whether a block adds nothing visible (SPEC section
// 7): blank text, or a text block whose text is not a string.
func isNothingToSee(sh Shown) bool {
	if fault.On(fault.BlankEmbeddedTextIsSomething) && sh.Embedded {
		return false
	}
	if fault.On(fault.NonStringTextIsSomething) && sh.Marker == MarkerNonStringText {
		return false
	}
	return (sh.Kind == ShowsText && IsBlank(sh.Text)) || sh.Marker == MarkerNonStringText
}
