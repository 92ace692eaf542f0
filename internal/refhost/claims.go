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
func Claims(v esjson.Value) []string {
	if v.Kind() != esjson.Object {
		return nil
	}
	return ownClaims(v, Classify(v))
}

// ownClaims is Claims for an object v that Classify said is sh.
func ownClaims(v esjson.Value, sh Shown) []string {
	var uris []string
	if sh.Never != "" { // the blocks revision 2 named: references, inline data, embedded resources
		uris = append(uris, sh.Never)
	}
	if claimsByURI(v, sh) {
		uris = append(uris, neverURIs(v, false)...)
	}
	if len(v.Overwritten()) > 0 || sh.Embedded {
		uris = append(uris, overwrittenClaims(v, sh.Embedded)...)
	}
	return uris
}

// overwrittenClaims returns the uris the object v claims with members a
// later duplicate overwrote: its own, and, when it is an embedded
// resource, those of every resource object it was written with.
func overwrittenClaims(v esjson.Value, embedded bool) []string {
	if uris, ok := faultyOverwrittenClaims(); ok {
		return uris
	}
	var uris []string
	if len(v.Overwritten()) > 0 {
		uris = neverURIs(v, true)
	}
	if embedded && resourceOverwritten(v) {
		uris = append(uris, embeddedNeverURIs(v)...)
	}
	return uris
}

// claimsByURI reports whether v claims by its own uri and disposition
// (revision 3): every object but the blocks whose claims Classify reads
// already (resource blocks and inline data).
func claimsByURI(v esjson.Value, sh Shown) bool {
	if claims, ok := faultyClaimsByURI(v); ok {
		return claims
	}
	return sh.Source != FromResource && sh.Source != FromMedia
}

// neverURIs returns v's non-empty string uris when its disposition is
// "never". With written, it reads every member as written, the ones a
// later duplicate overwrote included: any "never" claims every uri.
func neverURIs(v esjson.Value, written bool) []string {
	var uris []string
	never := false
	read := func(members []esjson.Member) {
		for _, m := range members {
			switch m.Name {
			case "uri":
				if s, ok := m.Value.Str(); ok && s != "" {
					uris = append(uris, s)
				}
			case "disposition":
				never = never || isNever(m.Value)
			}
		}
	}
	if written {
		read(overwrittenRead(v))
	}
	read(v.Members())
	if !never {
		return nil
	}
	return uris
}

// overwrittenRead returns the members of v a later duplicate overwrote
// that neverURIs reads: every one.
func overwrittenRead(v esjson.Value) []esjson.Member {
	if members, ok := faultyOverwrittenRead(v); ok {
		return members
	}
	return v.Overwritten()
}

// embeddedNeverURIs returns, for an embedded resource v with members
// overwritten, the uri of every resource object it was written with whose
// claim (a "never" on the block or on that resource) any written
// disposition makes.
func embeddedNeverURIs(v esjson.Value) []string {
	blockNever := false
	for _, m := range v.Written() {
		if m.Name == "disposition" && isNever(m.Value) {
			blockNever = true
		}
	}
	var uris []string
	for _, m := range v.Written() {
		if m.Name != "resource" || m.Value.Kind() != esjson.Object {
			continue
		}
		never := blockNever
		var rURIs []string
		for _, rm := range m.Value.Written() {
			switch rm.Name {
			case "disposition":
				never = never || isNever(rm.Value)
			case "uri":
				if s, ok := rm.Value.Str(); ok && s != "" {
					rURIs = append(rURIs, s)
				}
			}
		}
		if never {
			uris = append(uris, rURIs...)
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

// claimsHere reports whether v, an object section 5 does not replace,
// claims its uri, so that structured data shows the withheld marker in
// its place (SPEC 5, revision 3).
func claimsHere(v esjson.Value, sh Shown) bool {
	return sh.Source != FromResource && sh.Source != FromMedia && len(ownClaims(v, sh)) > 0
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
			if s, ok := rm.Value.Str(); ok && rm.Name == "uri" && s != "" {
				uris = append(uris, s)
			}
		}
	}
	return uris
}
