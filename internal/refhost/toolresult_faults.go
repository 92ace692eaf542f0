package refhost

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in toolresult.go's rules for tool results (SPEC 5).
// Each rule there consults its helper here once, first: faultyX's answer,
// when ok, replaces X's.

// faultyJoinStored: joinStored's faults.
func (h host) faultyJoinStored(texts []string) (string, bool) {
	if fault.Enabled && h.fault == fault.StoredJoinedWithoutNewline {
		return strings.Join(texts, ""), true
	}
	return "", false
}

// faultyWholeText: wholeText's faults.
func (r *result) faultyWholeText(data esjson.Value) (string, bool) {
	h := r.h
	if !fault.Enabled {
		return "", false
	}
	sh := h.Classify(data)
	switch h.fault {
	case fault.WholeDataAsJSON: // an embedded resource as the whole data as JSON text too
		return string(esjson.Encode(r.storedValue(data))), true
	case fault.JSONTextEscapesNonASCII: // every character past ASCII written as a \uXXXX escape, as Python's json.dumps does
		if !sh.Embedded && sh.Source != FromResource && sh.Source != FromMedia && !r.withheldHere(data, sh) {
			return escapeNonASCII(string(esjson.Encode(r.storedValue(data)))), true
		}
	case fault.WholeDataBlockAsJSONString: // only an embedded resource is its text; any other block is its JSON string (revision 3's letter)
		if !sh.Embedded {
			return string(esjson.Encode(r.storedValue(data))), true
		}
	case fault.WholeDataKeepsLoneSurrogate:
		if sh.Embedded {
			return strings.ReplaceAll(r.storedText(sh), "\uFFFD", `\ud800`), true
		}
	case fault.JSONTextLeavesControlsRaw:
		if !sh.Embedded {
			text := string(esjson.Encode(r.storedValue(data)))
			for c := range rune(0x20) { // escaped only as \u00xx: \n and the like stay
				text = strings.ReplaceAll(text, fmt.Sprintf(`\u%04x`, c), string(c))
			}
			return text, true
		}
	}
	return "", false
}

// faultyStoredValue: storedValue's faults.
func (r *result) faultyStoredValue(v esjson.Value) (esjson.Value, bool) {
	h := r.h
	if !fault.Enabled {
		return esjson.Value{}, false
	}
	f := h.fault
	if f == fault.HiddenURIStringScrubbed && r.spellsHiddenURI(v) {
		return esjson.StringValue(spec.WithheldText), true
	}
	if v.Kind() != esjson.Object {
		switch n := v.Number(); {
		case f == fault.InfinityClamped && math.IsInf(n, 0):
			return esjson.NumberValue(math.Copysign(math.MaxFloat64, n)), true
		case f == fault.NumberOutputThroughInt64 && v.Kind() == esjson.Number && n == math.Trunc(n):
			return esjson.NumberValue(float64(int64(n))), true // out of int64's range, this overflows
		}
		return esjson.Value{}, false
	}
	sh := h.Classify(v)
	replaced := sh.Source == FromResource || sh.Source == FromMedia
	switch f {
	case fault.URIShownInStoredAtDepth: // an embedded resource kept at depth, its uri and all
		if sh.Embedded {
			return esjson.ObjectValue(r.storedMembers(v)), true
		}
	case fault.InlineMediaAtDepthKept:
		if sh.Source == FromMedia {
			return esjson.ObjectValue(r.storedMembers(v)), true
		}
	case fault.ReferenceAtDepthKept:
		if sh.Kind == ShowsReference {
			return esjson.ObjectValue(r.storedMembers(v)), true
		}
	case fault.ClaimedObjectKeptInData: // an object that claims its uri kept
		if !replaced {
			return esjson.ObjectValue(r.storedMembers(v)), true
		}
	case fault.DepthUnrecognisedImageMarked: // a block of a type no lane shows as its marker
		if sh.Marker == spec.MarkerUnsupportedBlock && !h.claimsHere(v, sh) {
			return esjson.StringValue(sh.Text), true
		}
	case fault.MemberOrderLost: // members sorted by name
		if !replaced && !h.claimsHere(v, sh) {
			members := r.storedMembers(v)
			slices.SortFunc(members, func(a, b esjson.Member) int { return strings.Compare(a.Name, b.Name) })
			return esjson.ObjectValue(members), true
		}
	}
	return esjson.Value{}, false
}

// storedMembers returns the object v's members, in order, each value as
// storedValue has it: storedValue's walk of an object it keeps.
func (r *result) storedMembers(v esjson.Value) []esjson.Member {
	members := make([]esjson.Member, len(v.Members()))
	for i, m := range v.Members() {
		members[i] = esjson.Member{Name: m.Name, Value: r.storedValue(m.Value)}
	}
	return members
}

// faultyContentArray: contentArray's faults, with whether data is one.
func (h host) faultyContentArray(data esjson.Value) (content []esjson.Value, isArray, ok bool) {
	if !fault.Enabled {
		return nil, false, false
	}
	if data.Kind() != esjson.Array {
		return nil, false, false
	}
	switch h.fault {
	case fault.ContentArraySkipsNonBlocks: // the blocks of any array, when it has one
		var blocks []esjson.Value
		for _, item := range data.Items() {
			if spec.IsBlock(item) {
				blocks = append(blocks, item)
			}
		}
		return blocks, len(blocks) > 0 || len(data.Items()) == 0, true
	case fault.ToolResultDropsBlankText: // a host that filters out empty content
		var kept []esjson.Value
		for _, item := range data.Items() {
			if !spec.IsBlock(item) {
				return nil, false, true
			}
			if sh := h.Classify(item); sh.Kind != ShowsText || !h.IsBlank(sh.Text) {
				kept = append(kept, item)
			}
		}
		return kept, true, true
	}
	return nil, false, false
}

// spellsHiddenURI reports whether v is a string that is the same uri as
// one the result hides: what the fault that scrubs the server's own
// strings replaces (SPEC 5, strings stay strings).
func (r *result) spellsHiddenURI(v esjson.Value) bool {
	h := r.h
	s, ok := v.StrWTF8()
	if !ok || s == "" {
		return false
	}
	key := h.sameURIKey(s)
	return r.never[key] || r.embedded[key]
}

// escapeNonASCII writes every character of a JSON text past ASCII as
// \uXXXX escapes (a pair for one past U+FFFF), in lower-case hex.
func escapeNonASCII(text string) string {
	var b strings.Builder
	for _, r := range text {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		for _, u := range utf16.Encode([]rune{r}) {
			fmt.Fprintf(&b, `\u%04x`, u)
		}
	}
	return b.String()
}
