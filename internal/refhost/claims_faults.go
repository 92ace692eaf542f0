package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in claims.go's rules for the never-claims of a result
// (SPEC 6). Each rule there consults its helper here once: faultyX's
// answer, when ok, replaces X's.

// faultyOverwrittenClaims: overwrittenClaims' faults.
func (h host) faultyOverwrittenClaims() ([]string, bool) {
	if fault.Enabled && h.fault == fault.ClaimsSkipOverwritten { // what JSON.parse forgets claims nothing
		return nil, true
	}
	return nil, false
}

// faultyClaimsByURI: claimsByURI's faults, each of which claims less.
func (h host) faultyClaimsByURI(v esjson.Value) (claims, ok bool) {
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.ClaimsByURINeedData: // only the blocks revision 2 named claim
		return false, true
	case fault.ClaimsOnlyOnBlocks: // an object in data that is no block claims nothing
		if !spec.IsBlock(v) {
			return false, true
		}
	case fault.ResourceLinkClaimsNothing:
		if t, _ := v.GetString("type"); t == "resource_link" {
			return false, true
		}
	}
	return false, false
}

// faultyOverwrittenRead: overwrittenRead's faults, each skipping the
// overwritten members of one name.
func (h host) faultyOverwrittenRead(v esjson.Value) ([]esjson.Member, bool) {
	if !fault.Enabled {
		return nil, false
	}
	skip := ""
	switch h.fault {
	case fault.OverwrittenURIIgnored:
		skip = "uri"
	case fault.OverwrittenDispositionIgnored:
		skip = "disposition"
	default:
		return nil, false
	}
	var read []esjson.Member
	for _, m := range v.Overwritten() {
		if m.Name != skip {
			read = append(read, m)
		}
	}
	return read, true
}

// faultyCarriesHiddenURI: carriesHiddenURI's faults.
func (r *result) faultyCarriesHiddenURI(v esjson.Value, sh Shown) (carries, ok bool) {
	h := r.h
	if !fault.Enabled {
		return false, false
	}
	switch h.fault {
	case fault.HiddenURIObjectKept: // an object that does not claim is kept, whatever uri it carries
		return false, true
	case fault.HiddenURIOnlyEmbedded: // only an embedded resource's uri counts, not a claimed one
		uri, isString := v.GetStringWTF8("uri")
		return isString && sh.Source != FromResource && sh.Source != FromMedia && r.embedded[h.sameURIKey(uri)], true
	case fault.HiddenURILastMemberOnly: // JSON.parse's uri alone counts
		uri, isString := v.GetStringWTF8("uri")
		key := h.sameURIKey(uri)
		return isString && uri != "" && sh.Source != FromResource && sh.Source != FromMedia && (r.never[key] || r.embedded[key]), true
	}
	return false, false
}
