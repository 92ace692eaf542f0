package refhost

import (
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// toolResultLive returns the live copy of a tool result whose data is data
// (SPEC section 5): a content array block by block, anything else as the one
// text its stored copy shows.
func (h host) toolResultLive(data esjson.Value) []adapters.Block {
	r := h.newResult(data)
	if content, ok := h.contentArray(data); ok {
		live := make([]adapters.Block, 0, len(content))
		for _, b := range content {
			live = append(live, r.liveBlock(h.Classify(b)))
		}
		return live
	}
	return []adapters.Block{adapters.TextBlock(r.wholeText(data))}
}

// toolResultStored returns the stored copy of a tool result whose data is
// data: a content array's texts joined by newlines, or the one text.
func (h host) toolResultStored(data esjson.Value) string {
	r := h.newResult(data)
	if content, ok := h.contentArray(data); ok {
		texts := make([]string, 0, len(content))
		for _, b := range content {
			texts = append(texts, r.storedText(h.Classify(b)))
		}
		return h.joinStored(texts)
	}
	return r.wholeText(data)
}

// joinStored joins a content array's stored texts by newlines.
func (h host) joinStored(texts []string) string {
	if text, ok := h.faultyJoinStored(texts); ok {
		return text
	}
	return strings.Join(texts, "\n")
}

// wholeText is the one text of data that is not a content array. When the
// whole data is an object that section 5 replaces by a text at depth (an
// embedded resource, an MCPL reference's line or stub, a resource block
// with no link, an inline image or audio block's placeholder, marker or
// withheld line, an object withheld for a claim or a hidden uri), it is
// that text itself, not its JSON string (SPEC 5, whole data, revision 4);
// otherwise it is the data's JSON text with every such object in it
// replaced.
func (r *result) wholeText(data esjson.Value) string {
	h := r.h
	if text, ok := r.faultyWholeText(data); ok {
		return text
	}
	sh := h.Classify(data)
	if sh.Source == FromResource || sh.Source == FromMedia {
		return r.storedText(sh)
	}
	if r.withheldHere(data, sh) {
		return spec.WithheldText
	}
	return string(esjson.Encode(r.storedValue(data)))
}

// storedValue returns v with every resource block, and every inline image or
// audio block, replaced by the text its stored copy shows, and every other
// object that claims its uri by the withheld notice (SPEC 5, claimed
// object). The walk never descends into a block it replaces, an embedded
// resource included.
func (r *result) storedValue(v esjson.Value) esjson.Value {
	h := r.h
	if stored, ok := r.faultyStoredValue(v); ok {
		return stored
	}
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = r.storedValue(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		sh := h.Classify(v)
		if sh.Source == FromResource || sh.Source == FromMedia {
			return esjson.StringValue(r.storedText(sh))
		}
		if r.withheldHere(v, sh) {
			return esjson.StringValue(spec.WithheldText)
		}
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			members[i] = esjson.Member{Name: m.Name, Value: r.storedValue(m.Value)}
		}
		return esjson.ObjectValue(members)
	}
	return v
}

// contentArray reports whether data is a content array: an array whose every
// element is a block (an object with a string type). An empty array is one.
func (h host) contentArray(data esjson.Value) ([]esjson.Value, bool) {
	if content, isArray, ok := h.faultyContentArray(data); ok {
		return content, isArray
	}
	if data.Kind() != esjson.Array {
		return nil, false
	}
	for _, item := range data.Items() {
		if !spec.IsBlock(item) {
			return nil, false
		}
	}
	return data.Items(), true
}
