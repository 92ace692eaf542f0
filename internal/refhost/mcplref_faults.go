package refhost

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in mcplref.go's rules for MCPL references (SPEC 6).
// Each rule there consults its helper here once: first, where faultyX's
// answer, when ok, replaces X's; last, for readReference, whose reading
// faultyReading adjusts.

// faultyReading: readReference's faults, applied to the reading r.
func (h host) faultyReading(v esjson.Value, r reference) reference {
	if !fault.Enabled {
		return r
	}
	switch h.fault {
	case fault.ReferenceLineOnlyNeverStubs: // only "never" makes a stub: "inline", null, "Ref" show the line
		if v.Has("disposition") {
			r.mayShow = !r.never
		}
	case fault.SizeBytesAcceptsTwoTo53: // 2^53 is valid
		if n, ok := v.Get("sizeBytes"); ok && spec.SizeAtMost(n, 1<<53) {
			r.size = int64(n.Number())
		}
	}
	return r
}

// faultyStubField: stubField's faults.
func (h host) faultyStubField(v esjson.Value, name string) (string, bool) {
	if !fault.Enabled {
		return "", false
	}
	if h.fault == fault.ReferenceFieldsUnbounded { // a string of any length is valid
		if f, ok := v.Get(name); ok && f.Kind() == esjson.String {
			sent, _ := v.GetStringWTF8(name)
			return sent, true
		}
	}
	return "", false
}

// faultyShowsLine: showsLine's faults.
func (r reference) faultyShowsLine(res *result) (shows, ok bool) {
	h := r.h
	if !fault.Enabled {
		return false, false
	}
	key := h.sameURIKey(r.uri)
	switch h.fault {
	case fault.ReferenceIgnoresClaims: // the result's claims hide no line
		return r.mayShow && !res.embedded[key] && h.lineMayShow(r.uri), true
	case fault.ReferenceIgnoresEmbeddedURI: // an embedded resource's uri hides no line
		return r.mayShow && !res.never[key] && h.lineMayShow(r.uri), true
	}
	return false, false
}

// faultyStubParts: stubParts' faults.
func (r reference) faultyStubParts() ([]string, bool) {
	h := r.h
	if !fault.Enabled {
		return nil, false
	}
	var parts []string
	switch h.fault {
	case fault.StubPartsNotLabelled: // the parts as sent, only made well formed
		for _, part := range []string{r.name, r.mimeType} {
			if part := h.WellFormedWTF8(part); part != "" {
				parts = append(parts, part)
			}
		}
	case fault.StubKeepsEmptyPart: // a label of nothing but controls is a part
		parts = []string{h.Label(r.name), h.Label(r.mimeType)}
	case fault.StubClaimedAfterEveryPart: // with no size, "claimed" follows the last part
		if r.size >= 0 {
			return nil, false
		}
		for _, part := range []string{r.name, r.mimeType} {
			if label := h.Label(part); label != "" {
				parts = append(parts, label)
			}
		}
		if len(parts) > 0 {
			parts[len(parts)-1] += " claimed"
		}
		return parts, true
	default:
		return nil, false
	}
	if r.size >= 0 {
		parts = append(parts, h.Size(r.size)+" claimed")
	}
	return parts, true
}

// faultyLineMayShow: lineMayShow's faults.
func (h host) faultyLineMayShow(uri string) (may, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	scheme, hasScheme := uriScheme(uri)
	switch h.fault {
	case fault.ReferenceLineWithoutScheme: // no scheme needed
		return !h.isFetchable(scheme) && !strings.ContainsFunc(uri, h.barredInLine), true
	case fault.ReferenceCredentialCheckOff: // any character may show
		return hasScheme && !h.isFetchable(scheme), true
	case fault.ReferenceCredentialOnlyInAuthority: // the check before revision 2
		return hasScheme && !h.isFetchable(scheme) && !authorityHasUserinfo(uri) && !strings.ContainsAny(uri, "?#"), true
	case fault.SurrogateURIShowsLine: // the uri read well formed: a lone surrogate is U+FFFD, and the line shows that
		w := h.WellFormedWTF8(uri)
		return hasScheme && !h.isFetchable(scheme) && !strings.ContainsFunc(w, h.barredInLine), true
	}
	return false, false
}

// authorityHasUserinfo reports whether uri has an "@" in an authority after
// "//": the check the reference made before SPEC revision 2, kept for the
// fault that restores it (ftp:user:pw@h passes it).
func authorityHasUserinfo(uri string) bool {
	rest := uri
	if scheme, ok := uriScheme(uri); ok {
		rest = uri[len(scheme)+1:]
	}
	authority, ok := strings.CutPrefix(rest, "//")
	if !ok {
		return false
	}
	if end := strings.IndexAny(authority, "/?#"); end >= 0 {
		authority = authority[:end]
	}
	return strings.Contains(authority, "@")
}

// faultyBarredInLine: barredInLine's faults, each of which lets one kind of
// character through (a character of two kinds stays barred by the other).
func (h host) faultyBarredInLine(c rune) (barred, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.ReferenceLineAllowsBackslash:
		if c == '\\' {
			return false, true
		}
	case fault.ReferenceLineAllowsWhitespace:
		if h.IsWhitespace(c) {
			return spec.IsControl(c) || h.isFormat(c), true
		}
	case fault.ReferenceLineAllowsControls:
		if spec.IsControl(c) {
			return h.IsWhitespace(c) || h.isFormat(c), true
		}
	}
	return false, false
}

// faultyFetchable: isFetchable's faults.
func (h host) faultyFetchable(scheme string) (fetchable, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.ReferenceShowsHTTPS: // only http is fetchable
		return strings.EqualFold(scheme, "http"), true
	case fault.ReferenceSchemeCaseSensitive: // "HTTP" is not
		return scheme == "http" || scheme == "https", true
	}
	return false, false
}

// faultyFormat: isFormat's faults.
func (h host) faultyFormat(r rune) (format, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.ReferenceLineAllowsFormat: // no format character is barred
		return false, true
	case fault.ReferenceLineAllowsZeroWidth: // only the marks a label drops
		return spec.IsBidiMark(r), true
	}
	return false, false
}

// faultySameURIKey: sameURIKey's faults.
func (h host) faultySameURIKey(uri string) (string, bool) {
	if !fault.Enabled {
		return "", false
	}
	switch h.fault {
	case fault.SameURIExact:
		return uri, true
	case fault.SameURILowerBeforeDecode:
		return estext.PercentDecode(estext.LowerASCII(uri)), true
	case fault.SameURIDecodesTwice:
		return estext.LowerASCII(estext.PercentDecode(estext.PercentDecode(uri))), true
	case fault.SameURIKeepsEscapes:
		return estext.LowerASCII(uri), true
	case fault.SameURICaseSensitive:
		return estext.PercentDecode(uri), true
	case fault.SameURISurrogateAsReplacement: // a lone surrogate read as U+FFFD (revision 3's reading)
		return estext.LowerASCII(estext.PercentDecode(h.WellFormedWTF8(uri))), true
	case fault.SameURILatin1Escapes: // each escape decoded to the character of its code, not to an octet
		return estext.LowerASCII(latin1Decode(uri)), true
	}
	return "", false
}

// latin1Decode decodes every %XX escape of uri to the character whose code
// is XX, written in UTF-8: "%E9" is "é" and "%C3%A9" is "Ã©", as a host
// that decodes escapes into a string of characters has them.
func latin1Decode(uri string) string {
	var b strings.Builder
	for i := 0; i < len(uri); i++ {
		if uri[i] == '%' && i+2 < len(uri) {
			hi, ok1 := estext.HexDigit(uri[i+1])
			lo, ok2 := estext.HexDigit(uri[i+2])
			if ok1 && ok2 {
				b.WriteRune(rune(hi<<4 | lo))
				i += 2
				continue
			}
		}
		b.WriteByte(uri[i])
	}
	return b.String()
}
