package compare

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// encoding is one way a hidden string could be shown.
type encoding struct {
	name   string
	encode func(string) string
}

// encodings are the forms a hidden string is looked for in: as itself,
// escaped inside a JSON string, percent-encoded (as a query or a path
// writes it) and base64-encoded (standard and URL alphabets, padded or not).
var encodings = []encoding{
	{"raw", func(s string) string { return s }},
	{"JSON-escaped", func(s string) string { b := esjson.AppendString(nil, s); return string(b[1 : len(b)-1]) }},
	{"percent-encoded", url.QueryEscape},
	{"percent-encoded", url.PathEscape},
	{"base64-encoded", b64(base64.StdEncoding)},
	{"base64-encoded", b64(base64.RawStdEncoding)},
	{"base64-encoded", b64(base64.URLEncoding)},
	{"base64-encoded", b64(base64.RawURLEncoding)},
}

func b64(enc *base64.Encoding) func(string) string {
	return func(s string) string { return enc.EncodeToString([]byte(s)) }
}

// findHidden looks for each hidden string, in each encoding, in every
// string the observation holds and in its JSON text, and says which it
// found, or returns "".
func findHidden(hidden []string, obs adapters.Observation) string {
	if len(hidden) == 0 {
		return ""
	}
	text, _ := obs.MarshalJSON()
	haystacks := append(observedStrings(obs), string(text))
	for _, h := range hidden {
		for _, enc := range encodings {
			form := enc.encode(h)
			if form == "" || (enc.name != "raw" && form == h) {
				continue
			}
			for _, hay := range haystacks {
				if strings.Contains(hay, form) {
					return fmt.Sprintf("shows the hidden string %q (%s)", h, enc.name)
				}
			}
		}
	}
	return ""
}

// observedStrings returns every string an observation holds, decoded.
func observedStrings(obs adapters.Observation) []string {
	var out []string
	for _, b := range obs.Blocks {
		out = append(out, b.Text, b.Data, b.MimeType)
	}
	if obs.Text != nil {
		out = append(out, *obs.Text)
	}
	for _, raw := range [][]byte{obs.View, obs.Kept} {
		if v, err := esjson.Parse(raw); err == nil {
			out = appendStrings(out, v)
		}
	}
	return out
}

func appendStrings(out []string, v esjson.Value) []string {
	if s, ok := v.Str(); ok {
		return append(out, s)
	}
	for _, item := range v.Items() {
		out = appendStrings(out, item)
	}
	for _, m := range v.Members() {
		out = appendStrings(append(out, m.Name), m.Value)
	}
	return out
}
