package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in result.go's rules. Each rule there consults its
// helper here once, first: faultyX's answer, when ok, replaces X's.

// faultyResult: newResult's faults, applied to the result r of root.
func (h host) faultyResult(r *result, root esjson.Value) *result {
	if fault.Enabled && h.fault == fault.ReferenceIDsCountUnshown {
		r.everyRef = h.everyReference(root, nil)
	}
	return r
}

// everyReference appends the uri of every MCPL reference in v, at any
// depth and inside any block, in document order (for the fault that
// numbers references the lane does not show).
func (h host) everyReference(v esjson.Value, uris []string) []string {
	esjson.Walk(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if v.Kind() != esjson.Object {
			return struct{}{}, true
		}
		if sh := h.Classify(v); sh.Kind == ShowsReference {
			uris = append(uris, sh.ref.uri)
		}
		return struct{}{}, true
	})
	return uris
}

// faultyCollectClaims: collectClaims' faults; true when the fault walked v.
func (r *result) faultyCollectClaims(v esjson.Value, top bool) bool {
	h := r.h
	if !fault.Enabled {
		return false
	}
	switch h.fault {
	case fault.ClaimsWalkTopLevelOnly: // the root and a root array's items only
		switch v.Kind() {
		case esjson.Array:
			if top {
				for _, item := range v.Items() {
					r.collectClaims(item, false)
				}
			}
			return true
		case esjson.Object:
			r.readClaims(v, h.Classify(v))
			return true
		}
	case fault.ClaimsWalkDescendsIntoEmbedded: // into an embedded resource too
		if v.Kind() == esjson.Object {
			r.readClaims(v, h.Classify(v))
			for _, m := range v.Members() {
				r.collectClaims(m.Value, false)
			}
			for _, m := range v.Overwritten() {
				r.collectClaims(m.Value, false)
			}
			return true
		}
	case fault.ClaimsSkipOverwritten: // not into the members overwritten
		if v.Kind() == esjson.Object {
			sh := h.Classify(v)
			r.readClaims(v, sh)
			if !sh.Embedded {
				for _, m := range v.Members() {
					r.collectClaims(m.Value, false)
				}
			}
			return true
		}
	}
	return false
}

// faultyReferenceText: referenceText's faults.
func (r *result) faultyReferenceText(sh Shown) (string, bool) {
	h := r.h
	if !fault.Enabled {
		return "", false
	}
	switch h.fault {
	case fault.ReferenceIDsSkipLines: // a line takes no id
		if sh.ref.showsLine(r) {
			return sh.ref.text(0, r), true
		}
	case fault.ReferenceIDsCountUnshown: // the id is the reference's place among all of them
		r.refs++
		for i := r.refs - 1; i < len(r.everyRef); i++ {
			if r.everyRef[i] == sh.ref.uri {
				r.refs = i + 1
				break
			}
		}
		return sh.ref.text(r.refs, r), true
	}
	return "", false
}

// faultyStoredText: storedText's faults.
func (r *result) faultyStoredText(sh Shown) (string, bool) {
	h := r.h
	if !fault.Enabled {
		return "", false
	}
	if h.fault == fault.EmptyAudioNoDataInToolResult && sh.Kind == ShowsAudio && sh.Data == "" {
		return spec.AudioNoDataText, true // the push lane's text, not the tool result's marker
	}
	return "", false
}

// faultyLiveBlock: liveBlock's faults.
func (r *result) faultyLiveBlock(sh Shown) (adapters.Block, bool) {
	h := r.h
	if !fault.Enabled {
		return adapters.Block{}, false
	}
	switch h.fault {
	case fault.ImageAsPlaceholderLive: // an image as its stored placeholder
		if sh.Kind == ShowsImage {
			return adapters.TextBlock(r.storedText(sh)), true
		}
	case fault.AudioNativeInToolResult:
		if sh.Kind == ShowsAudio {
			return mediaBlock("audio", sh), true
		}
	}
	return adapters.Block{}, false
}

// faultyContentBlock: contentBlock's faults.
func (r *result) faultyContentBlock(sh Shown) (adapters.Block, bool) {
	h := r.h
	if !fault.Enabled {
		return adapters.Block{}, false
	}
	switch h.fault {
	case fault.EmptyImageNativeOnPush: // an image with no data still as an image
		if sh.Kind == ShowsImage {
			return mediaBlock("image", sh), true
		}
	case fault.EmptyAudioNativeOnPush: // audio with no data still as audio
		if sh.Kind == ShowsAudio {
			return mediaBlock("audio", sh), true
		}
	case fault.AudioMarkerOnPush: // audio as the tool result's marker
		if sh.Kind == ShowsAudio && sh.Data != "" {
			return adapters.TextBlock(h.ToolResultAudioText(sh.sentMimeType(), sh.Data)), true
		}
	}
	return adapters.Block{}, false
}

// faultySystemBlock: systemBlock's faults, each showing one kind natively.
func (r *result) faultySystemBlock(sh Shown) (adapters.Block, bool) {
	h := r.h
	if !fault.Enabled {
		return adapters.Block{}, false
	}
	switch h.fault {
	case fault.ImageNativeAtSystem:
		if sh.Kind == ShowsImage {
			return r.contentBlock(sh), true
		}
	case fault.AudioNativeAtSystem:
		if sh.Kind == ShowsAudio {
			return r.contentBlock(sh), true
		}
	}
	return adapters.Block{}, false
}

// faultyScriptBlock: scriptBlock's faults.
func (r *result) faultyScriptBlock(sh Shown) (esjson.Value, bool) {
	h := r.h
	if !fault.Enabled {
		return esjson.Value{}, false
	}
	switch h.fault {
	case fault.EmptyImageMarkerInScript: // an image with no data as its marker
		if sh.Kind == ShowsImage && sh.Data == "" {
			return textBlockValue(spec.ImageNoDataText), true
		}
	case fault.ScriptNotIdempotent: // an image or audio block with a uri, which a view of the view replaces
		if sh.Kind == ShowsImage || sh.Kind == ShowsAudio {
			return esjson.ObjectValue(append(mediaMembers(sh), esjson.Member{Name: "uri", Value: esjson.StringValue("")})), true
		}
	case fault.ScriptMarkerAsString: // an embedded resource's marker as a string, not a text block
		if sh.Embedded && sh.Kind == ShowsMarker {
			return esjson.StringValue(r.storedText(sh)), true
		}
	}
	return esjson.Value{}, false
}

// faultyShowsAsItself: showsAsItself's faults.
func (h host) faultyShowsAsItself(sh Shown) (shows, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.RenderAcceptsEmptyImage:
		if sh.Kind == ShowsImage || sh.Kind == ShowsAudio {
			return true, true
		}
	case fault.RenderAcceptsReference: // a reference's line or stub reads as the block itself
		if sh.Kind == ShowsReference {
			return true, true
		}
	case fault.RenderAcceptsMarker: // markers, placeholders and references too
		if sh.Kind != ShowsText && sh.Kind != ShowsImage && sh.Kind != ShowsAudio {
			return true, true
		}
	}
	return false, false
}

// faultyNothingToSee: isNothingToSee's faults.
func (h host) faultyNothingToSee(sh Shown) (nothing, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.BlankEmbeddedTextIsSomething: // an embedded resource's blank text counts
		if sh.Embedded {
			return false, true
		}
	case fault.NonStringTextIsSomething:
		if sh.Marker == spec.MarkerNonStringText {
			return false, true
		}
	}
	return false, false
}
