package refhost

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// reference holds what an MCPL reference's line or stub needs (SPEC 6).
type reference struct {
	h        host // the reading that read it, with its fault
	uri      string
	mayShow  bool   // disposition absent or "ref"
	never    bool   // disposition "never"
	name     string // as sent (WTF-8), or "" when absent or not valid
	mimeType string // as sent (WTF-8), or "" when absent or not valid
	size     int64  // -1 when absent or not valid
}

// readReference reads the MCPL reference v, whose uri is uri (SPEC 6): it
// may show its line when its disposition is absent or "ref", and claims its
// uri when it is "never"; its name, mimeType and sizeBytes count when
// valid. The faults planted in the reading adjust it last (mcplref_faults.go).
func (h host) readReference(v esjson.Value, uri string) reference {
	r := reference{h: h, uri: uri, mayShow: true, size: -1}
	if d, ok := v.Get("disposition"); ok {
		s, _ := d.Str()
		r.mayShow, r.never = s == "ref", h.isNever(d)
	}
	r.name = h.stubField(v, "name")
	r.mimeType = h.stubField(v, "mimeType")
	if n, ok := v.Get("sizeBytes"); ok && spec.ValidSizeBytes(n) {
		r.size = int64(n.Number())
	}
	return h.faultyReading(v, r)
}

// stubField returns v's member name as sent when it is a valid name or
// mimeType of a reference (spec.ValidField), else "".
func (h host) stubField(v esjson.Value, name string) string {
	if sent, ok := h.faultyStubField(v, name); ok {
		return sent
	}
	if f, ok := v.Get(name); !ok || !spec.ValidField(f) {
		return ""
	}
	sent, _ := v.GetStringWTF8(name)
	return sent
}

// ReferenceLineText returns the reference profile's line for an MCPL
// reference whose uri may be shown.
func ReferenceLineText(uri string) string {
	return host{}.ReferenceLineText(uri)
}

// ReferenceLineText is the package's ReferenceLineText with h's fault planted.
func (h host) ReferenceLineText(uri string) string {
	return spec.LinePrefix + h.WellFormed(uri) + "]"
}

// showsLine reports whether the reference shows its line in the result res
// (its claims and its embedded resources' uris), not its stub.
func (r reference) showsLine(res *result) bool {
	h := r.h
	if shows, ok := r.faultyShowsLine(res); ok {
		return shows
	}
	key := h.sameURIKey(r.uri)
	return r.mayShow && !res.never[key] && !res.embedded[key] && h.lineMayShow(r.uri)
}

// text returns the reference's line, or its stub with the id given, in the
// result res.
func (r reference) text(id int, res *result) string {
	h := r.h
	if r.showsLine(res) {
		return h.ReferenceLineText(r.uri)
	}
	stub := spec.StubPrefix + strconv.Itoa(id)
	if parts := r.stubParts(); len(parts) > 0 {
		stub += ": " + strings.Join(parts, ", ")
	}
	return stub + "]"
}

// stubParts returns the parts of the reference's stub: the labels of its
// name and mimeType (a label of nothing but controls is no part), then its
// size claimed.
func (r reference) stubParts() []string {
	h := r.h
	if parts, ok := r.faultyStubParts(); ok {
		return parts
	}
	var parts []string
	for _, part := range []string{r.name, r.mimeType} {
		if label := h.Label(part); label != "" {
			parts = append(parts, label)
		}
	}
	if r.size >= 0 {
		parts = append(parts, h.Size(r.size)+" claimed")
	}
	return parts
}

// lineMayShow reports whether a reference's uri may show in its line, read
// on the uri as a string with no URL parser (SPEC 6, fail closed): it needs
// a scheme that is neither http nor https (so the host cannot fetch it), and
// none of "@", "?", "#", a backslash, ECMAScript whitespace or a C0 or C1
// control (DEL included) anywhere (so it cannot carry a credential). The
// uri is read as sent (WTF-8): one holding a lone surrogate shows its stub,
// since a line, which is well formed, could not show it as it is (SPEC 6,
// revision 4, by the team).
func (h host) lineMayShow(uri string) bool {
	if may, ok := h.faultyLineMayShow(uri); ok {
		return may
	}
	scheme, ok := uriScheme(uri)
	return ok && !h.isFetchable(scheme) && utf8.ValidString(uri) && !strings.ContainsFunc(uri, h.barredInLine)
}

// barredInLine reports whether a reference's uri holding c may not show in
// its line: "@", "?", "#", a backslash, ECMAScript whitespace, a control
// (spec.IsControl) or a format character (isFormat).
func (h host) barredInLine(c rune) bool {
	if barred, ok := h.faultyBarredInLine(c); ok {
		return barred
	}
	return c == '@' || c == '?' || c == '#' || c == '\\' || h.IsWhitespace(c) || spec.IsControl(c) || h.isFormat(c)
}

// isFetchable reports whether a scheme is one the host could fetch: http or
// https, ASCII case aside.
func (h host) isFetchable(scheme string) bool {
	if fetchable, ok := h.faultyFetchable(scheme); ok {
		return fetchable
	}
	return strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https")
}

// isFormat reports whether r is an invisible format character (Unicode
// 15.0 category Cf: the soft hyphen, zero-width characters, bidi marks and
// overrides, U+FEFF, tags …), which a reference line must not hold: a
// right-to-left override spoofs what the model reads (SPEC 6, revision 3).
func (h host) isFormat(r rune) bool {
	if format, ok := h.faultyFormat(r); ok {
		return format
	}
	return estext.IsFormat(r)
}

// uriScheme returns uri's scheme (RFC 3986: ALPHA *( ALPHA / DIGIT / "+" /
// "-" / "." ) before a colon), if it has one.
func uriScheme(uri string) (string, bool) {
	for i := 0; i < len(uri); i++ {
		c := uri[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return uri[:i], true
		default:
			return "", false
		}
	}
	return "", false
}

// sameURIKey returns the key under which two uris are the same (SPEC 6):
// every %XX escape (two hex digits, either case) decoded to its byte, once,
// and then ASCII letters lower-cased. Decoding before lower-casing makes
// "%53" the same as "s", the reading that hides more (fail closed); an
// escape's digits are read in either case anyway. A "%" not followed by two
// hex digits stays as it is. The key is a byte string, not always UTF-8:
// "%C3%A9" is the same as "é". The uri is read as sent (WTF-8), so a lone
// surrogate is its three WTF-8 bytes: "\ud800" is "%ED%A0%80", and neither
// is "\ud801" or U+FFFD (SPEC 6, revision 4).
func (h host) sameURIKey(uri string) string {
	if key, ok := h.faultySameURIKey(uri); ok {
		return key
	}
	return spec.SameURIKey(uri)
}
