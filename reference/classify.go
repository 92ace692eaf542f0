package reference

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/reference/fault"
)

// Kind says what a block shows as, whatever the lane.
type Kind uint8

// The kinds a block shows as.
const (
	// ShowsNothing: the value is not a block (not an object with a string
	// type). Lanes never see one in a content array; at depth it stays data.
	ShowsNothing Kind = iota
	// ShowsText: a text block, or an embedded resource's text.
	ShowsText
	// ShowsImage: an inline image, or an embedded image blob.
	ShowsImage
	// ShowsAudio: inline audio, or an embedded audio blob.
	ShowsAudio
	// ShowsMarker: a fixed marker in place of the block (Shown.Marker names it).
	ShowsMarker
	// ShowsReference: an MCPL reference, whose line or stub depends on the
	// result's claims and the reference's place in it.
	ShowsReference
)

// Source says which kind of block was classified.
type Source uint8

// The sources of a classified block.
const (
	FromOther    Source = iota // not a block, or a block of another type
	FromText                   // {"type":"text"}
	FromMedia                  // {"type":"image"|"audio"} with string data
	FromResource               // {"type":"resource"}
)

// Shown is what one block shows as: the single answer every lane reads.
type Shown struct {
	Kind     Kind
	Source   Source
	Embedded bool   // an embedded resource (SPEC 2, rule 2)
	Marker   string // marker id, for ShowsMarker
	Text     string // the text, or the marker's text
	Data     string // base64 data of an image or audio
	MimeType string // media type of an image or audio, as sent
	// Never is the uri this block marks never in its result's claims
	// (SPEC section 6), or "".
	Never string
	ref   reference // for ShowsReference
}

// IsBlock reports whether v is a block: a JSON object with a string type
// (SPEC section 1).
func IsBlock(v esjson.Value) bool {
	_, ok := v.GetString("type")
	return ok
}

// Classify tells what the JSON value v shows as when it is a block. It is
// the one place that decides what a resource block, an embedded resource,
// an inline image or a text block is (SPEC section 2); every lane asks it.
func Classify(v esjson.Value) Shown {
	typ, ok := v.GetString("type")
	if !ok {
		return Shown{}
	}
	switch typ {
	case "text":
		if text, ok := v.GetString("text"); ok {
			return Shown{Kind: ShowsText, Source: FromText, Text: text}
		}
		return marker(FromText, MarkerNonStringText, NonStringTextText)
	case "image", "audio":
		if data, ok := v.GetString("data"); ok {
			return classifyMedia(v, typ, data)
		}
	case "resource":
		return classifyResource(v)
	}
	return marker(FromOther, MarkerUnsupportedBlock, UnsupportedBlockText(typ))
}

func marker(src Source, id, text string) Shown {
	return Shown{Kind: ShowsMarker, Source: src, Marker: id, Text: text}
}

// classifyMedia classifies an inline image or audio block with string data.
func classifyMedia(v esjson.Value, typ, data string) Shown {
	uri, hasURI := v.GetString("uri")
	if fault.On(fault.InlineURIClaimIgnored) {
		hasURI = false
	}
	disposition, hasDisposition := v.Get("disposition")
	if hasDisposition || hasURI { // SPEC section 8: inline data with a claim
		s := marker(FromMedia, MarkerWithheld, WithheldText)
		if isNever(disposition) && uri != "" {
			s.Never = uri
		}
		return s
	}
	m, _ := v.GetString("mimeType")
	if m == "" {
		return marker(FromMedia, MarkerNoMediaType, NoMediaTypeText)
	}
	kind := ShowsImage
	if typ == "audio" {
		kind = ShowsAudio
	}
	return Shown{Kind: kind, Source: FromMedia, Data: data, MimeType: m}
}

// classifyResource applies SPEC section 2 to a block of type "resource".
func classifyResource(v esjson.Value) Shown {
	if uri, ok := v.Get("uri"); ok && hasOwnURI(uri) {
		s, isString := uri.Str()
		if !isString && !fault.On(fault.NonStringTopURIFallsThrough) { // a uri of its own that fails RFC-005's schema
			return marker(FromResource, MarkerNoLink, NoLinkText)
		}
		if !isString {
			return classifyResourceRecord(v)
		}
		ref := readReference(v, s)
		sh := Shown{Kind: ShowsReference, Source: FromResource, ref: ref}
		if ref.never {
			sh.Never = s
		}
		return sh
	}
	return classifyResourceRecord(v)
}

// hasOwnURI reports whether a top-level uri is a uri of its own: present,
// not null and not "".
func hasOwnURI(uri esjson.Value) bool {
	switch {
	case fault.On(fault.TopURINullIsOwn) && uri.IsNull():
		return true
	case fault.On(fault.TopURIEmptyIsOwn) && isEmptyString(uri):
		return true
	}
	return !uri.IsNull() && !isEmptyString(uri)
}

// classifyResourceRecord applies SPEC 2, rules 2 and 3, to a resource
// block with no uri of its own.
func classifyResourceRecord(v esjson.Value) Shown {
	r, ok := v.Get("resource")
	if !ok || r.Kind() != esjson.Object {
		return marker(FromResource, MarkerNoLink, NoLinkText)
	}
	uri, ok := r.GetString("uri")
	if !ok && !fault.On(fault.ResourceWithoutURIIsEmbedded) {
		return marker(FromResource, MarkerNoLink, NoLinkText)
	}
	if fault.On(fault.EmbeddedShowsNoLink) {
		return marker(FromResource, MarkerNoLink, NoLinkText)
	}
	s := classifyEmbedded(v, r)
	s.Source, s.Embedded = FromResource, true
	if uri != "" && (neverAt(v) || neverAt(r)) && !fault.On(fault.ClaimsIgnoreEmbeddedNever) {
		s.Never = uri
	}
	return s
}

// classifyEmbedded applies SPEC section 2.1 to an embedded resource whose
// resource object is r.
func classifyEmbedded(v, r esjson.Value) Shown {
	if claimsDisposition(v, r) {
		return Shown{Kind: ShowsMarker, Marker: MarkerWithheld, Text: WithheldText}
	}
	text, isText := r.GetString("text")
	blob, isBlob := r.GetString("blob")
	if fault.On(fault.TextWinsOverBlob) && isText {
		isBlob = false
	}
	switch {
	case isText == isBlob:
		return Shown{Kind: ShowsMarker, Marker: MarkerUnreadable, Text: UnreadableText}
	case isText:
		return Shown{Kind: ShowsText, Text: text}
	}
	m, _ := r.GetString("mimeType")
	switch {
	case m == "" && !fault.On(fault.NoMediaTypeAsUnsupported):
		return Shown{Kind: ShowsMarker, Marker: MarkerNoMediaType, Text: NoMediaTypeText}
	case hasTopType(m, "image"):
		return Shown{Kind: ShowsImage, Data: blob, MimeType: m}
	case hasTopType(m, "audio"):
		return Shown{Kind: ShowsAudio, Data: blob, MimeType: m}
	}
	return Shown{Kind: ShowsMarker, Marker: MarkerUnsupportedType, Text: UnsupportedTypeText(m, blob)}
}

// hasTopType reports whether m matches ^top/[^/] ignoring ASCII case, as
// ECMAScript's /^(image|audio)\/[^/]/i does: "Image/PNG" and
// "image/png; x=y" qualify, "image", "image/" and "imagery/png" do not.
func hasTopType(m, top string) bool {
	switch {
	case fault.On(fault.MediaTypePrefixOnly):
		return len(m) >= len(top) && strings.EqualFold(m[:len(top)], top)
	case fault.On(fault.MediaTypeEmptySubtype) && len(m) == len(top)+1:
		return strings.EqualFold(m, top+"/")
	}
	if len(m) < len(top)+2 || m[len(top)] != '/' || m[len(top)+1] == '/' {
		return false
	}
	for i := range len(top) {
		c := m[i]
		if 'A' <= c && c <= 'Z' && !fault.On(fault.MediaTypeCaseSensitive) {
			c += 'a' - 'A'
		}
		if c != top[i] {
			return false
		}
	}
	return true
}

func isEmptyString(v esjson.Value) bool {
	s, ok := v.Str()
	return ok && s == ""
}

func isNever(v esjson.Value) bool {
	s, ok := v.Str()
	if fault.On(fault.RefCountedAsNever) && s == "ref" {
		return true
	}
	return ok && s == "never"
}

// claimsDisposition reports whether an embedded resource claims a
// disposition: a disposition member, with any value, on the block or on R.
func claimsDisposition(v, r esjson.Value) bool {
	switch {
	case fault.On(fault.DispositionOnlyOnBlock):
		return v.Has("disposition")
	case fault.On(fault.DispositionOnlyOnResource):
		return r.Has("disposition")
	case fault.On(fault.DispositionOnlyWhenTruthy):
		return truthy(v, "disposition") || truthy(r, "disposition")
	}
	return v.Has("disposition") || r.Has("disposition")
}

// truthy reports whether v's member name is present and truthy to
// ECMAScript (for the fault that reads a disposition only when truthy).
func truthy(v esjson.Value, name string) bool {
	m, ok := v.Get(name)
	if !ok {
		return false
	}
	switch m.Kind() {
	case esjson.Null:
		return false
	case esjson.Bool:
		return m.Bool()
	case esjson.Number:
		return m.Number() != 0
	case esjson.String:
		s, _ := m.Str()
		return s != ""
	}
	return true
}

// neverAt reports whether v's disposition is "never".
func neverAt(v esjson.Value) bool {
	d, ok := v.Get("disposition")
	return ok && isNever(d)
}
