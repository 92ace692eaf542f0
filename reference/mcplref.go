package reference

import (
	"math"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/reference/fault"
)

// reference holds what an MCPL reference's line or stub needs (SPEC 6).
type reference struct {
	uri      string
	mayShow  bool // disposition absent or "ref"
	never    bool // disposition "never"
	name     string
	mimeType string
	size     int64 // -1 when absent or not a valid size
}

func readReference(v esjson.Value, uri string) reference {
	r := reference{uri: uri, size: -1}
	if d, ok := v.Get("disposition"); ok {
		s, _ := d.Str()
		r.mayShow = s == "ref"
		r.never = isNever(d)
	} else {
		r.mayShow = true
	}
	r.name, _ = v.GetString("name")
	r.mimeType, _ = v.GetString("mimeType")
	if n, ok := v.Get("sizeBytes"); ok && n.Kind() == esjson.Number {
		f := n.Number()
		if f >= 0 && f == math.Trunc(f) && f <= 1<<53 {
			r.size = int64(f)
		}
	}
	return r
}

// ReferenceLineText returns the reference profile's line for an MCPL
// reference whose uri may be shown.
func ReferenceLineText(uri string) string {
	return "[Reference: " + WellFormed(uri) + "]"
}

// text returns the reference's line, or its stub with the id given, for a
// result whose claims are never.
func (r reference) text(id int, never map[string]bool) string {
	if r.mayShow && (!never[r.uri] || fault.On(fault.ReferenceIgnoresClaims)) && !fetchable(r.uri) && !mayCarryCredential(r.uri) {
		return ReferenceLineText(r.uri)
	}
	var parts []string
	for _, part := range []string{r.name, r.mimeType} {
		if label := Label(part); label != "" { // a label of nothing but controls is no part
			parts = append(parts, label)
		}
	}
	if r.size >= 0 {
		parts = append(parts, Size(r.size)+" claimed")
	}
	stub := "[Reference ref_" + strconv.Itoa(id)
	if len(parts) > 0 {
		stub += ": " + strings.Join(parts, ", ")
	}
	return stub + "]"
}

// fetchable reports whether the host could fetch uri: its scheme is http or
// https, in any case.
func fetchable(uri string) bool {
	scheme, ok := uriScheme(uri)
	if fault.On(fault.ReferenceShowsHTTPS) {
		return ok && scheme == "http"
	}
	return ok && (strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https"))
}

// mayCarryCredential reports whether uri has userinfo, a query or a
// fragment, any of which can carry a credential (RFC-005 section 5).
func mayCarryCredential(uri string) bool {
	if fault.On(fault.ReferenceCredentialCheckOff) {
		return false
	}
	if strings.ContainsAny(uri, "?#") {
		return true
	}
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
