package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// scriptView returns what a script gets when it reads a tool result whose
// data is data (SPEC sections 4 and 5): the same structure, with every
// resource block replaced by the block its contents make (a text block
// holding a marker, a reference's line or the no-link line where they make
// none) and inline data with a claim by the withheld notice. It never holds
// an embedded resource's uri or record, and it is idempotent: the view of a
// view is the view.
func (h host) scriptView(data esjson.Value) esjson.Value {
	if view, ok := h.faultyScriptView(data); ok {
		return view
	}
	return h.newResult(data).viewValue(data)
}

// viewValue is v as the script view has it in the result r: every resource
// block, and inline data with a claim, replaced by scriptBlock's block;
// every other object that claims its uri, or carries a uri the result
// hides, by the withheld notice (SPEC 5, claimed object and hidden uri
// object), a block of a content array that carries such a uri by a text
// block holding it; the rest as it came, objects inside a block it keeps
// replaced as anywhere else (SPEC 5, script view, revision 4).
func (r *result) viewValue(v esjson.Value) esjson.Value {
	h := r.h
	if view, ok := r.faultyViewValue(v); ok {
		return view
	}
	switch v.Kind() {
	case esjson.Array:
		content := isContentArray(v.Items())
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			if content && r.hiddenURIBlock(item) {
				items[i] = textBlockValue(spec.WithheldText)
				continue
			}
			items[i] = r.viewValue(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		sh := h.Classify(v)
		if replacedInView(sh) {
			return r.scriptBlock(sh)
		}
		if r.withheldHere(v, sh) {
			return esjson.StringValue(spec.WithheldText)
		}
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			members[i] = esjson.Member{Name: m.Name, Value: r.viewValue(m.Value)}
		}
		return esjson.ObjectValue(members)
	}
	return v
}

// isContentArray reports whether items, an array's, are all blocks (SPEC
// 1's content array), wherever the array sits.
func isContentArray(items []esjson.Value) bool {
	for _, item := range items {
		if !spec.IsBlock(item) {
			return false
		}
	}
	return true
}

// hiddenURIBlock reports whether a block of a content array is one the
// script view replaces by a text block holding the withheld marker: a
// block no other rule replaces, not withheld for a claim of its own, that
// carries a uri the result hides (SPEC 5, hidden uri object, revision 4).
// One withheld for its own claim is the withheld marker's text as a string
// (SPEC 5, claimed object in script).
func (r *result) hiddenURIBlock(v esjson.Value) bool {
	h := r.h
	if hidden, ok := r.faultyHiddenURIBlock(v); ok {
		return hidden
	}
	sh := h.Classify(v)
	return !replacedInView(sh) && !h.claimsHere(v, sh) && r.carriesHiddenURI(v, sh)
}

// replacedInView reports whether the script view replaces a block: a
// resource block, or inline data with a claim.
func replacedInView(sh Shown) bool {
	return sh.Source == FromResource || (sh.Source == FromMedia && sh.Marker == spec.MarkerWithheld)
}

// guardKept returns what the tool-result guard's stub keeps of a result it
// withholds. SPEC section 5 pins one case, the only one the suite observes:
// data that is an embedded resource keeps nothing (null), since any field of
// it is its body or its uri. What a guard keeps of other data is outside
// SPEC's rules; the reference keeps the script view, which carries no
// embedded resource's uri and honours the result's claims.
func (h host) guardKept(data esjson.Value) esjson.Value {
	if kept, ok := h.faultyGuardKept(data); ok {
		return kept
	}
	if h.Classify(data).Embedded {
		return esjson.NullValue()
	}
	return h.scriptView(data)
}
