package refhost

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
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
	// mimeSent is MimeType as sent, lone surrogates kept (esjson's
	// StrWTF8), for the label a marker makes of it (SPEC 3).
	mimeSent string
	// embeddedURI is an embedded resource's uri (R.uri), which no
	// reference of the same input may show (SPEC 6).
	embeddedURI string
	ref         reference // for ShowsReference
}

// EmbeddedURI returns an embedded resource's uri (R.uri), which no
// reference of the same input may show (SPEC 6); "" for any other block.
func (s Shown) EmbeddedURI() string { return s.embeddedURI }

// ReferenceURI returns an MCPL reference's uri; "" for any other block.
func (s Shown) ReferenceURI() string { return s.ref.uri }

// SameURI reports whether a and b are one uri as SPEC 6 has it: equal once
// every %XX escape is decoded and ASCII letters are lower-cased.
func SameURI(a, b string) bool { return a == b || sameURIKey(a) == sameURIKey(b) }

// URIMax is the longest top-level uri, in UTF-16 code units, that makes an
// MCPL reference; a longer one fails RFC-005's schema (SPEC 6).
const URIMax = estext.URIMax

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
		if fault.On(fault.NonStringTextStringified) {
			t, _ := v.Get("text")
			if s, ok := t.Str(); ok {
				return Shown{Kind: ShowsText, Source: FromText, Text: s}
			}
			return Shown{Kind: ShowsText, Source: FromText, Text: esjson.Marshal(t)} // String(text)
		}
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
	typSent, _ := v.GetStringWTF8("type")
	return marker(FromOther, MarkerUnsupportedBlock, UnsupportedBlockText(typSent))
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
		if isNever(disposition) && uri != "" && !fault.On(fault.InlineNeverClaimsNothing) {
			s.Never = uri
		}
		return s
	}
	m, _ := v.GetString("mimeType")
	if m == "" && !fault.On(fault.InlineNoMediaTypeShown) {
		return marker(FromMedia, MarkerNoMediaType, NoMediaTypeText)
	}
	kind := ShowsImage
	if typ == "audio" {
		kind = ShowsAudio
	}
	mSent, _ := v.GetStringWTF8("mimeType")
	if !hasTopType(m, typ) && !inlineTypeUnchecked(typ) { // SPEC 2.1, inline media type
		return marker(FromMedia, MarkerUnsupportedType, UnsupportedTypeText(mSent, data))
	}
	return Shown{Kind: kind, Source: FromMedia, Data: data, MimeType: m, mimeSent: mSent}
}

// inlineTypeUnchecked reports whether a fault shows an inline block of
// type typ natively whatever its media type, as revision 2 did.
func inlineTypeUnchecked(typ string) bool {
	return fault.On(fault.InlineMediaTypeUnchecked) || (typ == "audio" && fault.On(fault.InlineAudioTypeUnchecked))
}

// classifyResource applies SPEC section 2 to a block of type "resource".
func classifyResource(v esjson.Value) Shown {
	if fault.On(fault.ResourceRecordWinsOverOwnURI) {
		if r, ok := v.Get("resource"); ok && r.Kind() == esjson.Object {
			if _, ok := r.GetString("uri"); ok {
				return classifyResourceRecord(v)
			}
		}
	}
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
		uriLen := estext.UTF16Len(s)
		if fault.On(fault.URILengthInCodePoints) {
			uriLen = utf8.RuneCountInString(s)
		}
		if uriLen > URIMax && !fault.On(fault.LongURIIsAReference) {
			// Not a reference at all (it fails RFC-005's schema), so it
			// takes no id; yet it still claims (SPEC 6).
			sh = marker(FromResource, MarkerNoLink, NoLinkText)
			if fault.On(fault.LongURIClaimsNothing) {
				return sh
			}
		}
		if ref.never && !(fault.On(fault.ReferenceNeverHidesOnlyItself) && sh.Kind == ShowsReference) {
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
	if ok && r.Kind() != esjson.Object && fault.On(fault.NonObjectResourceIsUnreadable) {
		return marker(FromResource, MarkerUnreadable, UnreadableText)
	}
	if !ok || r.Kind() != esjson.Object {
		return marker(FromResource, MarkerNoLink, NoLinkText)
	}
	uri, ok := r.GetString("uri")
	if !ok && !fault.On(fault.ResourceWithoutURIIsEmbedded) {
		return marker(FromResource, MarkerNoLink, NoLinkText)
	}
	if fault.On(fault.EmbeddedShowsNoLink) || (uri == "" && fault.On(fault.EmptyResourceURIIsNoLink)) {
		return marker(FromResource, MarkerNoLink, NoLinkText)
	}
	s := classifyEmbedded(v, r)
	s.Source, s.Embedded, s.embeddedURI = FromResource, true, uri
	if uri != "" && (neverAt(v) || neverAt(r)) {
		s.Never = uri
		if fault.On(fault.ClaimsIgnoreEmbeddedNever) {
			// The same-uri rule (SPEC 6) would hide what the claim hides:
			// the fault drops the resource's uri from both.
			s.Never, s.embeddedURI = "", ""
		}
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
	if fault.On(fault.EmptyTextIsUnreadable) && text == "" {
		isText = false // a falsy test: "" reads as no text
	}
	if fault.On(fault.NonStringCountsAsPresent) {
		isText, isBlob = r.Has("text"), r.Has("blob")
	}
	switch {
	case isText == isBlob:
		return Shown{Kind: ShowsMarker, Marker: MarkerUnreadable, Text: UnreadableText}
	case isText:
		return Shown{Kind: ShowsText, Text: text}
	}
	m, _ := r.GetString("mimeType")
	mSent, _ := r.GetStringWTF8("mimeType")
	switch {
	case m == "" && !fault.On(fault.NoMediaTypeAsUnsupported):
		return Shown{Kind: ShowsMarker, Marker: MarkerNoMediaType, Text: NoMediaTypeText}
	case hasTopType(m, "image"):
		if fault.On(fault.ImageMediaTypeNormalized) {
			m = strings.ToLower(Trim(m))
		}
		return Shown{Kind: ShowsImage, Data: blob, MimeType: m, mimeSent: mSent}
	case hasTopType(m, "audio") && !fault.On(fault.AudioBlobUnsupported):
		return Shown{Kind: ShowsAudio, Data: blob, MimeType: m, mimeSent: mSent}
	}
	words := UnsupportedTypeText(mSent, blob)
	if fault.On(fault.MarkerNamesTheURI) {
		uri, _ := r.GetString("uri")
		words = strings.Replace(words, "(", "("+uri+", ", 1)
	}
	return Shown{Kind: ShowsMarker, Marker: MarkerUnsupportedType, Text: words}
}

// hasTopType reports whether m matches ^top/[^/] ignoring ASCII case only,
// as ECMAScript's /^(image|audio)\/[^/]/i does: "Image/PNG" and
// "image/png; x=y" qualify; "image", "image/", "imagery/png", "image//png"
// and look-alikes such as "ımage/png" (dotless ı, which upper-cases to I)
// do not.
func hasTopType(m, top string) bool {
	switch {
	case fault.On(fault.MediaTypePrefixOnly):
		return len(m) >= len(top) && strings.EqualFold(m[:len(top)], top)
	case fault.On(fault.MediaTypeEmptySubtype) && len(m) == len(top)+1:
		return strings.EqualFold(m, top+"/")
	case fault.On(fault.MediaTypeUnicodeCase):
		m = strings.ToUpper(m) // ı and ſ upper-case to ASCII I and S
		return strings.HasPrefix(m, strings.ToUpper(top)+"/") && !strings.HasPrefix(m, strings.ToUpper(top)+"//") && len(m) > len(top)+1
	}
	if len(m) < len(top)+2 || m[len(top)] != '/' || (m[len(top)+1] == '/' && !fault.On(fault.MediaTypeDoubleSlash)) {
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
