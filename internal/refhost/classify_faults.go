package refhost

import (
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in classify.go's clauses. Each clause there consults
// its helper here once, first: faultyX returns what X shows as under the
// fault planted, and ok, when that fault changes X's answer for its input;
// otherwise the rule answers. A helper may call the clauses it is not the
// helper of: no other fault is planted then, so they answer by the rule.

// faultyText: classifyText's faults.
func (h host) faultyText(v esjson.Value) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	if h.fault == fault.NonStringTextStringified { // shows String(text)
		t, _ := v.Get("text")
		if _, ok := t.Str(); !ok {
			return Shown{Kind: ShowsText, Source: FromText, Text: esjson.Marshal(t)}, true
		}
	}
	return Shown{}, false
}

// faultyMedia: classifyMedia's faults.
func (h host) faultyMedia(v esjson.Value, typ, data string) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	switch h.fault {
	case fault.InlineURIClaimIgnored: // only a disposition claims
		if !v.Has("disposition") {
			return h.inlineMedia(v, typ, data), true
		}
	case fault.InlineNeverClaimsNothing: // withheld, yet its uri is not claimed
		if _, hasURI := v.GetString("uri"); hasURI || v.Has("disposition") {
			return marker(FromMedia, spec.MarkerWithheld, spec.WithheldText), true
		}
	}
	return Shown{}, false
}

// faultyWrittenURI: hasWrittenURI's faults.
func (h host) faultyWrittenURI(v esjson.Value) (has, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.InlineClaimLastURIOnly: // JSON.parse's uri alone counts
		uri, _ := v.GetString("uri")
		return uri != "", true
	case fault.InlineEmptyURIClaims: // any string uri claims, "" too (revision 3's reading)
		_, isString := v.GetString("uri")
		return isString, true
	}
	return false, false
}

// faultyInlineMedia: inlineMedia's faults.
func (h host) faultyInlineMedia(v esjson.Value, typ, data string) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	m, _ := v.GetString("mimeType")
	mSent, _ := v.GetStringWTF8("mimeType")
	switch h.fault {
	case fault.InlineEmptyDataBeforeType: // data "" reads as no data before the media type is looked at
		if data == "" {
			return inlineShown(typ, data, m, mSent), true
		}
	case fault.InlineNoMediaTypeShown: // no media type goes on to the type test, and fails it
		if m == "" {
			return marker(FromMedia, spec.MarkerUnsupportedType, h.UnsupportedTypeText(mSent, data)), true
		}
	case fault.InlineMediaTypeUnchecked: // any media type shows natively, as revision 2 had it
		if m != "" {
			return inlineShown(typ, data, m, mSent), true
		}
	case fault.InlineAudioTypeUnchecked: // the same, for audio only
		if typ == "audio" && m != "" {
			return inlineShown(typ, data, m, mSent), true
		}
	}
	return Shown{}, false
}

// faultyResource: classifyResource's faults.
func (h host) faultyResource(v esjson.Value) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	switch h.fault {
	case fault.ResourceRecordWinsOverOwnURI: // an embedded resource's record before a uri of its own
		if _, _, ok := resourceRecord(v); ok {
			return h.classifyResourceRecord(v), true
		}
	case fault.NonStringTopURIFallsThrough: // a non-string uri of its own is no uri
		if uri, ok := v.Get("uri"); ok && h.hasOwnURI(uri) && uri.Kind() != esjson.String {
			return h.classifyResourceRecord(v), true
		}
	}
	return Shown{}, false
}

// faultyReference: classifyReference's faults.
func (h host) faultyReference(v esjson.Value, uri string) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	switch h.fault {
	case fault.URILengthInCodePoints: // the bound counted in code points, not UTF-16 units
		return referenceShown(h.readReference(v, uri), utf8.RuneCountInString(uri) > URIMax), true
	case fault.LongURIIsAReference: // no bound
		return referenceShown(h.readReference(v, uri), false), true
	case fault.LongURIClaimsNothing: // a uri too long shows the no-link line and claims nothing
		if estext.UTF16Len(uri) > URIMax {
			return marker(FromResource, spec.MarkerNoLink, spec.NoLinkText), true
		}
	case fault.ReferenceNeverHidesOnlyItself: // a reference's "never" claims nothing
		if estext.UTF16Len(uri) <= URIMax {
			return Shown{Kind: ShowsReference, Source: FromResource, ref: h.readReference(v, uri)}, true
		}
	}
	return Shown{}, false
}

// faultyOwnURI: hasOwnURI's faults.
func (h host) faultyOwnURI(uri esjson.Value) (own, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.TopURINullIsOwn:
		if uri.IsNull() {
			return true, true
		}
	case fault.TopURIEmptyIsOwn:
		if isEmptyString(uri) {
			return true, true
		}
	}
	return false, false
}

// faultyResourceRecord: classifyResourceRecord's faults.
func (h host) faultyResourceRecord(v esjson.Value) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	r, uri, isEmbedded := resourceRecord(v)
	switch h.fault {
	case fault.NonObjectResourceIsUnreadable: // a resource member not an object is unreadable, not no-link
		if v.Has("resource") && r.Kind() != esjson.Object {
			return marker(FromResource, spec.MarkerUnreadable, spec.UnreadableText), true
		}
	case fault.ResourceWithoutURIIsEmbedded: // R needs no string uri
		if !isEmbedded && r.Kind() == esjson.Object {
			return h.embeddedWithoutURI(v, r), true
		}
	case fault.EmbeddedShowsNoLink: // an embedded resource shows the no-link line
		return marker(FromResource, spec.MarkerNoLink, spec.NoLinkText), true
	case fault.EmptyResourceURIIsNoLink: // R.uri "" does not count
		if isEmbedded && uri == "" {
			return marker(FromResource, spec.MarkerNoLink, spec.NoLinkText), true
		}
	case fault.ClaimsIgnoreEmbeddedNever: // its "never" claims nothing
		// The same-uri rule (SPEC 6) would hide what the claim hides: the
		// fault drops the resource's uri from both.
		if isEmbedded && uri != "" && (h.neverAt(v) || h.neverAt(r)) {
			return h.embeddedWithoutURI(v, r), true
		}
	}
	return Shown{}, false
}

// embeddedWithoutURI is the block v, whose resource object is r, shown as an
// embedded resource with no uri: it claims none, and no reference of the
// input shares it.
func (h host) embeddedWithoutURI(v, r esjson.Value) Shown {
	s := h.classifyEmbedded(v, r)
	s.Source, s.Embedded = FromResource, true
	return s
}

// faultyContents: embeddedContents' faults.
func (h host) faultyContents(r esjson.Value) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	text, isText := r.GetString("text")
	blob, isBlob := r.GetString("blob")
	switch h.fault {
	case fault.TextWinsOverBlob: // a string text shows, a blob or not
		if isText {
			return Shown{Kind: ShowsText, Text: text}, true
		}
	case fault.EmptyTextIsUnreadable: // a falsy test: "" reads as no text
		if isText && text == "" {
			if isBlob {
				return h.embeddedBlob(r, blob), true
			}
			return Shown{Kind: ShowsMarker, Marker: spec.MarkerUnreadable, Text: spec.UnreadableText}, true
		}
	case fault.NonStringCountsAsPresent: // a text or blob of any value is present
		switch isText := r.Has("text"); {
		case isText == r.Has("blob"):
			return Shown{Kind: ShowsMarker, Marker: spec.MarkerUnreadable, Text: spec.UnreadableText}, true
		case isText:
			return Shown{Kind: ShowsText, Text: text}, true
		}
		return h.embeddedBlob(r, blob), true
	}
	return Shown{}, false
}

// faultyBlob: embeddedBlob's faults.
func (h host) faultyBlob(r esjson.Value, blob string) (Shown, bool) {
	if !fault.Enabled {
		return Shown{}, false
	}
	m, _ := r.GetString("mimeType")
	mSent, _ := r.GetStringWTF8("mimeType")
	switch h.fault {
	case fault.NoMediaTypeAsUnsupported: // no media type goes on to the type test, and fails it
		if m == "" {
			return h.unsupportedBlob(mSent, blob), true
		}
	case fault.ImageMediaTypeNormalized: // an image's media type trimmed and lower-cased
		if h.hasTopType(m, "image") {
			return Shown{Kind: ShowsImage, Data: blob, MimeType: strings.ToLower(h.Trim(m)), mimeSent: mSent}, true
		}
	case fault.AudioBlobUnsupported: // only images show
		if h.hasTopType(m, "audio") {
			return h.unsupportedBlob(mSent, blob), true
		}
	case fault.MarkerNamesTheURI: // the unsupported-type marker names R.uri
		if m != "" && !h.hasTopType(m, "image") && !h.hasTopType(m, "audio") {
			uri, _ := r.GetString("uri")
			s := h.unsupportedBlob(mSent, blob)
			s.Text = strings.Replace(s.Text, "(", "("+uri+", ", 1)
			return s, true
		}
	}
	return Shown{}, false
}

// faultyTopType: hasTopType's faults.
func (h host) faultyTopType(m, top string) (has, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	n := len(top)
	switch h.fault {
	case fault.MediaTypePrefixOnly: // "image" and "imagery/png" qualify
		return len(m) >= n && strings.EqualFold(m[:n], top), true
	case fault.MediaTypeEmptySubtype: // "image/" qualifies
		if len(m) == n+1 {
			return strings.EqualFold(m, top+"/"), true
		}
	case fault.MediaTypeUnicodeCase: // Unicode case: ı and ſ upper-case to ASCII I and S
		m, top := strings.ToUpper(m), strings.ToUpper(top)
		return strings.HasPrefix(m, top+"/") && !strings.HasPrefix(m, top+"//") && len(m) > n+1, true
	case fault.MediaTypeDoubleSlash: // "image//png" qualifies
		return len(m) >= n+2 && m[n] == '/' && equalFoldASCII(m[:n], top), true
	case fault.MediaTypeCaseSensitive: // "Image/PNG" does not qualify
		return len(m) >= n+2 && m[n] == '/' && m[n+1] != '/' && m[:n] == top, true
	}
	return false, false
}

// faultyNever: isNever's faults.
func (h host) faultyNever(v esjson.Value) (never, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	if h.fault == fault.RefCountedAsNever {
		if s, _ := v.Str(); s == "ref" {
			return true, true
		}
	}
	return false, false
}

// faultyDisposition: claimsDisposition's faults.
func (h host) faultyDisposition(v, r esjson.Value) (claims, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.DispositionOnlyOnBlock:
		return v.Has("disposition"), true
	case fault.DispositionOnlyOnResource:
		return r.Has("disposition"), true
	case fault.DispositionOnlyWhenTruthy:
		return truthy(v, "disposition") || truthy(r, "disposition"), true
	case fault.OverwrittenResourceClaimWithholds: // a disposition on any resource written withholds the one shown
		for _, m := range v.Written() {
			if m.Name == "resource" && m.Value.Has("disposition") {
				return true, true
			}
		}
	}
	return false, false
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
