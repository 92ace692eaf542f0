package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// scriptView returns what a script gets when it reads a tool result whose
// data is data (SPEC sections 4 and 5): the same structure, with every
// resource block replaced by the block its contents make (a text block
// holding a marker, a reference's line or the no-link line where they make
// none) and inline data with a claim by the withheld notice. It never holds
// an embedded resource's uri or record, and it is idempotent: the view of a
// view is the view.
func scriptView(data esjson.Value) esjson.Value {
	r := newResult(data)
	if fault.On(fault.ScriptViewIgnoresClaims) {
		r.never = map[string]bool{}
	}
	if fault.On(fault.ClaimedBlockKeptInScript) && data.Kind() == esjson.Array {
		items := make([]esjson.Value, len(data.Items()))
		for i, item := range data.Items() {
			items[i] = r.viewValue(item)
			if sh := Classify(item); claimsHere(item, sh) {
				items[i] = item // a content array's block kept whole, claim and all
			}
		}
		return esjson.ArrayValue(items)
	}
	return r.viewValue(data)
}

func (r *result) viewValue(v esjson.Value) esjson.Value {
	switch v.Kind() {
	case esjson.Array:
		items := make([]esjson.Value, len(v.Items()))
		for i, item := range v.Items() {
			items[i] = r.viewValue(item)
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		sh := Classify(v)
		if (sh.Source == FromResource && !(sh.Embedded && fault.On(fault.ScriptCarriesRecord)) &&
			!(sh.Kind == ShowsReference && fault.On(fault.ScriptKeepsReferenceRecord))) ||
			(sh.Source == FromMedia && sh.Marker == MarkerWithheld) ||
			(sh.Source == FromMedia && (sh.Kind == ShowsImage || sh.Kind == ShowsAudio) && fault.On(fault.ScriptRewritesInlineBlocks)) ||
			(sh.Source == FromMedia && sh.Marker == MarkerUnsupportedType && fault.On(fault.ScriptMarksInlineOfWrongType)) {
			return r.scriptBlock(sh)
		}
		if claimsHere(v, sh) && !fault.On(fault.ClaimedObjectKeptInScript) {
			return esjson.StringValue(WithheldText) // its uri is claimed: SPEC 5, claimed object
		}
		members := make([]esjson.Member, len(v.Members()))
		for i, m := range v.Members() {
			members[i] = esjson.Member{Name: m.Name, Value: r.viewValue(m.Value)}
		}
		return esjson.ObjectValue(members)
	}
	return v
}

// guardKept returns what the tool-result guard's stub keeps of a result it
// withholds. SPEC section 5 pins one case, the only one the suite observes:
// data that is an embedded resource keeps nothing (null), since any field of
// it is its body or its uri. What a guard keeps of other data is outside
// SPEC's rules; the reference keeps the script view, which carries no
// embedded resource's uri and honours the result's claims.
func guardKept(data esjson.Value) esjson.Value {
	if Classify(data).Embedded && !fault.On(fault.GuardKeepsText) {
		return esjson.NullValue()
	}
	return scriptView(data)
}
