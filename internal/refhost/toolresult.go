package refhost

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// toolResultLive returns the live copy of a tool result whose data is data
// (SPEC section 5): a content array block by block, anything else as the one
// text its stored copy shows.
func toolResultLive(data esjson.Value) []adapters.Block {
	r := newResult(data)
	if content, ok := contentArray(data); ok {
		live := make([]adapters.Block, 0, len(content))
		for _, b := range content {
			sh := Classify(b)
			if droppedAsBlank(sh) {
				continue
			}
			live = append(live, r.liveBlock(sh))
		}
		return live
	}
	return []adapters.Block{adapters.TextBlock(r.wholeText(data))}
}

// toolResultStored returns the stored copy of a tool result whose data is
// data: a content array's texts joined by newlines, or the one text.
func toolResultStored(data esjson.Value) string {
	r := newResult(data)
	if content, ok := contentArray(data); ok {
		texts := make([]string, 0, len(content))
		for _, b := range content {
			sh := Classify(b)
			if droppedAsBlank(sh) {
				continue
			}
			texts = append(texts, r.storedText(sh))
		}
		if fault.On(fault.StoredJoinedWithoutNewline) {
			return strings.Join(texts, "")
		}
		return strings.Join(texts, "\n")
	}
	return r.wholeText(data)
}

// wholeText is the one text of data that is not a content array: the text an
// embedded resource's stored copy shows when it is the whole data, and
// otherwise the data's JSON text with every block in it replaced.
func (r *result) wholeText(data esjson.Value) string {
	if sh := Classify(data); sh.Embedded && !fault.On(fault.WholeDataAsJSON) {
		if fault.On(fault.WholeDataKeepsLoneSurrogate) {
			return strings.ReplaceAll(r.storedText(sh), "\uFFFD", `\ud800`)
		}
		return r.storedText(sh)
	}
	text := string(esjson.Encode(r.storedValue(data)))
	if fault.On(fault.JSONTextLeavesControlsRaw) {
		for c := range rune(0x20) { // escaped only as \u00xx: \n and the like stay
			text = strings.ReplaceAll(text, fmt.Sprintf(`\u%04x`, c), string(c))
		}
	}
	return text
}

// droppedAsBlank reports whether a fault drops a blank text from a tool
// result, as a host that filters out empty content does.
func droppedAsBlank(sh Shown) bool {
	return fault.On(fault.ToolResultDropsBlankText) && sh.Kind == ShowsText && IsBlank(sh.Text)
}

// keptAtDepth reports whether a fault keeps a block at depth as it came.
func keptAtDepth(sh Shown) bool {
	return (sh.Source == FromMedia && fault.On(fault.InlineMediaAtDepthKept)) ||
		(sh.Kind == ShowsReference && fault.On(fault.ReferenceAtDepthKept))
}

// storedValue returns v with every resource block, and every inline image or
// audio block, replaced by the text its stored copy shows. The walk never
// descends into a block it replaces, an embedded resource included.
func (r *result) storedValue(v esjson.Value) esjson.Value {
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = r.storedValue(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		sh := Classify(v)
		if (sh.Source == FromResource || sh.Source == FromMedia) && !(sh.Embedded && fault.On(fault.URIShownInStoredAtDepth)) && !keptAtDepth(sh) {
			return esjson.StringValue(r.storedText(sh))
		}
		if claimsHere(v, sh) && !fault.On(fault.ClaimedObjectKeptInData) {
			return esjson.StringValue(WithheldText) // its uri is claimed: SPEC 5, claimed object
		}
		if fault.On(fault.DepthUnrecognisedImageMarked) && sh.Marker == MarkerUnsupportedBlock {
			return esjson.StringValue(sh.Text)
		}
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			members[i] = esjson.Member{Name: m.Name, Value: r.storedValue(m.Value)}
		}
		if fault.On(fault.MemberOrderLost) {
			slices.SortFunc(members, func(a, b esjson.Member) int { return strings.Compare(a.Name, b.Name) })
		}
		return esjson.ObjectValue(members)
	}
	if fault.On(fault.InfinityClamped) && math.IsInf(v.Number(), 0) {
		return esjson.NumberValue(math.Copysign(math.MaxFloat64, v.Number()))
	}
	if fault.On(fault.NumberOutputThroughInt64) && v.Kind() == esjson.Number && v.Number() == math.Trunc(v.Number()) {
		return esjson.NumberValue(float64(int64(v.Number()))) // out of int64's range, this overflows
	}
	return v
}

// contentArray reports whether data is a content array: an array whose every
// element is a block (an object with a string type). An empty array is one.
func contentArray(data esjson.Value) ([]esjson.Value, bool) {
	if data.Kind() != esjson.Array {
		return nil, false
	}
	if fault.On(fault.ContentArraySkipsNonBlocks) {
		var blocks []esjson.Value
		for _, item := range data.Items() {
			if IsBlock(item) {
				blocks = append(blocks, item)
			}
		}
		return blocks, len(blocks) > 0 || len(data.Items()) == 0
	}
	for _, item := range data.Items() {
		if !IsBlock(item) {
			return nil, false
		}
	}
	return data.Items(), true
}
