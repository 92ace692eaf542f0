package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in script.go's rules for the script view and the
// guard (SPEC 5). Each rule there consults its helper here once, first:
// faultyX's answer, when ok, replaces X's.

// faultyScriptView: scriptView's faults.
func (h host) faultyScriptView(data esjson.Value) (esjson.Value, bool) {
	if !fault.Enabled {
		return esjson.Value{}, false
	}
	switch h.fault {
	case fault.ScriptViewIgnoresClaims: // the view reads no claim
		r := h.newResult(data)
		r.never = map[string]bool{}
		return r.viewValue(data), true
	case fault.ClaimedBlockKeptInScript: // a content array's block that claims its uri kept whole, claim and all
		if data.Kind() == esjson.Array {
			r := h.newResult(data)
			items := make([]esjson.Value, len(data.Items()))
			for i, item := range data.Items() {
				items[i] = r.viewValue(item)
				if sh := h.Classify(item); h.claimsHere(item, sh) {
					items[i] = item
				}
			}
			return esjson.ArrayValue(items), true
		}
	}
	return esjson.Value{}, false
}

// faultyViewValue: viewValue's faults.
func (r *result) faultyViewValue(v esjson.Value) (esjson.Value, bool) {
	h := r.h
	if !fault.Enabled {
		return esjson.Value{}, false
	}
	if h.fault == fault.HiddenURIStringScrubbed && r.spellsHiddenURI(v) {
		return esjson.StringValue(spec.WithheldText), true
	}
	if v.Kind() != esjson.Object {
		return esjson.Value{}, false
	}
	sh := h.Classify(v)
	switch h.fault {
	case fault.ScriptCarriesRecord: // an embedded resource kept, its record and all
		if sh.Embedded {
			return esjson.ObjectValue(r.viewMembers(v)), true
		}
	case fault.ScriptKeepsReferenceRecord: // an MCPL reference kept as it came
		if sh.Kind == ShowsReference {
			return esjson.ObjectValue(r.viewMembers(v)), true
		}
	case fault.ScriptRewritesInlineBlocks: // inline data shown as itself replaced too
		if sh.Source == FromMedia && (sh.Kind == ShowsImage || sh.Kind == ShowsAudio) {
			return r.scriptBlock(sh), true
		}
	case fault.ScriptMarksInlineOfWrongType: // inline data of the wrong type as its marker
		if sh.Source == FromMedia && sh.Marker == spec.MarkerUnsupportedType {
			return r.scriptBlock(sh), true
		}
	case fault.ClaimedObjectKeptInScript: // an object that claims its uri kept
		if !replacedInView(sh) {
			return esjson.ObjectValue(r.viewMembers(v)), true
		}
	case fault.ScriptKeepsBlockWhole: // a block kept as it came is kept whole, what it holds unread
		if spec.IsBlock(v) && !replacedInView(sh) && !r.withheldHere(v, sh) {
			return v, true
		}
	}
	return esjson.Value{}, false
}

// faultyGuardKept: guardKept's faults.
func (h host) faultyGuardKept(data esjson.Value) (esjson.Value, bool) {
	if fault.Enabled && h.fault == fault.GuardKeepsText { // an embedded resource as the whole data keeps its view
		return h.scriptView(data), true
	}
	return esjson.Value{}, false
}

// viewMembers returns the object v's members, in order, each value as
// viewValue has it: viewValue's walk of an object it keeps.
func (r *result) viewMembers(v esjson.Value) []esjson.Member {
	members := make([]esjson.Member, len(v.Members()))
	for i, m := range v.Members() {
		members[i] = esjson.Member{Name: m.Name, Value: r.viewValue(m.Value)}
	}
	return members
}

// faultyHiddenURIBlock: hiddenURIBlock's faults.
func (r *result) faultyHiddenURIBlock(esjson.Value) (hidden, ok bool) {
	h := r.h
	if fault.Enabled && h.fault == fault.HiddenURIBlockAsString { // such a block is a string, as data has it
		return false, true
	}
	return false, false
}
