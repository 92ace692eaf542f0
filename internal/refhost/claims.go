package refhost

import (
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Claims returns the uris the JSON object v marks never by itself (SPEC 6),
// whatever it sits in: none for any other value. Every object the claims
// walk reaches counts, a block of any type or an object in data, and it
// claims its non-empty string uri when its disposition is "never", with or
// without data; an embedded resource claims its resource's uri. Members are
// read as written, a duplicate a later one overwrote included, so that
// what a sender wrote claims even where JSON.parse forgets it (fail
// closed).
//
// The uris are well formed (a lone surrogate is U+FFFD), as a host shows
// them; the claims walk itself reads them as sent (SPEC 6, same uri).
func Claims(v esjson.Value) []string {
	return host{}.Claims(v)
}

// Claims is the package's Claims with h's fault planted.
func (h host) Claims(v esjson.Value) []string {
	if v.Kind() != esjson.Object {
		return nil
	}
	uris := h.ownClaims(v, h.Classify(v))
	for i, u := range uris {
		uris[i] = h.WellFormedWTF8(u)
	}
	return uris
}

// ClaimsAsSent is Claims with each uri as sent: a lone surrogate stays
// its WTF-8 bytes, which JSON.stringify writes as a \uXXXX escape.
func ClaimsAsSent(v esjson.Value) []string {
	return host{}.ClaimsAsSent(v)
}

// ClaimsAsSent is the package's ClaimsAsSent with h's fault planted.
func (h host) ClaimsAsSent(v esjson.Value) []string {
	if v.Kind() != esjson.Object {
		return nil
	}
	return h.ownClaims(v, h.Classify(v))
}

// ownClaims is Claims for an object v that Classify said is sh.
func (h host) ownClaims(v esjson.Value, sh Shown) []string {
	var uris []string
	if sh.Never != "" { // the blocks revision 2 named: references, inline data, embedded resources
		uris = append(uris, sh.Never)
	}
	if h.claimsByURI(v, sh) {
		uris = append(uris, h.neverURIs(v, false)...)
	}
	if len(v.Overwritten()) > 0 || sh.Embedded {
		uris = append(uris, h.overwrittenClaims(v, sh.Embedded)...)
	}
	return uris
}

// overwrittenClaims returns the uris the object v claims with members a
// later duplicate overwrote: its own, and, when it is an embedded
// resource, those of every resource object it was written with.
func (h host) overwrittenClaims(v esjson.Value, embedded bool) []string {
	if uris, ok := h.faultyOverwrittenClaims(); ok {
		return uris
	}
	var uris []string
	if len(v.Overwritten()) > 0 {
		uris = h.neverURIs(v, true)
	}
	if embedded && resourceOverwritten(v) {
		uris = append(uris, h.embeddedNeverURIs(v)...)
	}
	return uris
}

// claimsByURI reports whether v claims by its own uri and disposition
// (revision 3): every object but the blocks whose claims Classify reads
// already (resource blocks and inline data).
func (h host) claimsByURI(v esjson.Value, sh Shown) bool {
	if claims, ok := h.faultyClaimsByURI(v); ok {
		return claims
	}
	return sh.Source != FromResource && sh.Source != FromMedia
}

// neverURIs returns v's non-empty string uris when its disposition is
// "never". With written, it reads every member as written, the ones a
// later duplicate overwrote included: any "never" claims every uri.
func (h host) neverURIs(v esjson.Value, written bool) []string {
	var uris []string
	never := false
	read := func(members []esjson.Member) {
		for _, m := range members {
			switch m.Name {
			case "uri":
				if s, ok := m.Value.StrWTF8(); ok && s != "" {
					uris = append(uris, s)
				}
			case "disposition":
				never = never || h.isNever(m.Value)
			}
		}
	}
	if written {
		read(h.overwrittenRead(v))
	}
	read(v.Members())
	if !never {
		return nil
	}
	return uris
}

// overwrittenRead returns the members of v a later duplicate overwrote
// that neverURIs reads: every one.
func (h host) overwrittenRead(v esjson.Value) []esjson.Member {
	if members, ok := h.faultyOverwrittenRead(v); ok {
		return members
	}
	return v.Overwritten()
}

// embeddedNeverURIs returns, for an embedded resource v with members
// overwritten, the uri of every resource object it was written with whose
// claim (a "never" on the block or on that resource) any written
// disposition makes; and, when a "never" on a resource object claims, the
// block's own written uris too, fail closed: the embedded resource's
// disposition is never, wherever it is written (SPEC 6, revision 4).
func (h host) embeddedNeverURIs(v esjson.Value) []string {
	blockNever := false
	for _, m := range v.Written() {
		if m.Name == "disposition" && h.isNever(m.Value) {
			blockNever = true
		}
	}
	var uris []string
	anyNever := blockNever
	for _, m := range v.Written() {
		if m.Name != "resource" || m.Value.Kind() != esjson.Object {
			continue
		}
		never := blockNever
		var rURIs []string
		for _, rm := range m.Value.Written() {
			switch rm.Name {
			case "disposition":
				never = never || h.isNever(rm.Value)
			case "uri":
				if s, ok := rm.Value.StrWTF8(); ok && s != "" {
					rURIs = append(rURIs, s)
				}
			}
		}
		if never {
			uris = append(uris, rURIs...)
		}
		anyNever = anyNever || never
	}
	if anyNever && !blockNever { // a never on R claims the block's own written uris too (R4-6)
		for _, m := range v.Written() {
			if s, ok := m.Value.StrWTF8(); ok && m.Name == "uri" && s != "" {
				uris = append(uris, s)
			}
		}
	}
	return uris
}

// resourceOverwritten reports whether an embedded resource v, or a
// resource object it was written with, has a member a later duplicate
// overwrote.
func resourceOverwritten(v esjson.Value) bool {
	if len(v.Overwritten()) > 0 {
		return true
	}
	r, _ := v.Get("resource")
	return len(r.Overwritten()) > 0
}

// withheldHere reports whether structured data shows the object v, which
// Classify said is sh and which no rule of section 5 replaces by its own
// text, as the withheld marker's text: it claims its uri (SPEC 5, claimed
// object), or it carries a uri the result hides (SPEC 5, hidden uri
// object).
func (r *result) withheldHere(v esjson.Value, sh Shown) bool {
	h := r.h
	return h.claimsHere(v, sh) || r.carriesHiddenURI(v, sh)
}

// carriesHiddenURI reports whether the object v, which Classify said is sh,
// was written with a uri member (an overwritten one included) whose value
// is a non-empty string that is the same uri (SPEC 6) as one the result
// hides: an embedded resource's, or one its claims mark never. Resource
// blocks and inline data have rules of their own and never count here
// (SPEC 5, hidden uri object, revision 4).
func (r *result) carriesHiddenURI(v esjson.Value, sh Shown) bool {
	h := r.h
	if carries, ok := r.faultyCarriesHiddenURI(v, sh); ok {
		return carries
	}
	if sh.Source == FromResource || sh.Source == FromMedia || len(r.never) == 0 && len(r.embedded) == 0 {
		return false
	}
	for _, m := range v.Written() {
		if m.Name != "uri" {
			continue
		}
		if s, ok := m.Value.StrWTF8(); ok && s != "" {
			if key := h.sameURIKey(s); r.never[key] || r.embedded[key] {
				return true
			}
		}
	}
	return false
}

// claimsHere reports whether v, an object section 5 does not replace,
// claims its uri, so that structured data shows the withheld marker in
// its place (SPEC 5, revision 3).
func (h host) claimsHere(v esjson.Value, sh Shown) bool {
	return sh.Source != FromResource && sh.Source != FromMedia && len(h.ownClaims(v, sh)) > 0
}

// writtenResourceURIs returns, for an embedded resource v with members
// overwritten, the non-empty string uris of every resource object it was
// written with, as written: the same-uri rule of SPEC 6 reads the claims
// walk's embedded resources, and that walk reads every written member, so
// a reference to a uri JSON.parse forgot still shows its stub.
func writtenResourceURIs(v esjson.Value) []string {
	if !resourceOverwritten(v) {
		return nil
	}
	var uris []string
	for _, m := range v.Written() {
		if m.Name != "resource" || m.Value.Kind() != esjson.Object {
			continue
		}
		for _, rm := range m.Value.Written() {
			if s, ok := rm.Value.StrWTF8(); ok && rm.Name == "uri" && s != "" {
				uris = append(uris, s)
			}
		}
	}
	return uris
}
