package compare

import (
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/leak"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The leak check: every case's hidden strings, and the uris SPEC hides
// (spechidden.go), are searched for by internal/leak on every lane and in
// the bytes of an answer the protocol refuses; this file names what
// leaked and the clause that hides it, and masks what a report would
// print of it.

// leakInAnswer searches raw, the bytes a host wrote for an answer that
// is an error (malformed, erroring, over the bounds), for the case's
// hidden strings, before any protocol check has a say: a leak there is a
// leak, never an excusable error. The error stays the verdict; r gains
// the leak finding.
func leakInAnswer(r *Result, p *prepared, raw []byte) {
	if p.hidden.Empty() {
		return
	}
	hays := leak.RawHaystacks(raw)
	hit, found := p.hiddenOn(r.Lane).Find(hays)
	if !found {
		return
	}
	r.Leak = true
	var fs findings
	fs.add(p.leakPlace(hit), ClassLeak, "the answer, which the protocol refuses, %s", p.leakReason(hit))
	r.Findings = fs.list(nil)
	r.Cause = fs.cause()
	// The reason's own secrets are masked already (maskReason); the forms
	// the raw answer shows are masked too, should the reason quote them.
	r.Reason = Excerpt(leak.MaskText(r.Reason, p.hiddenOn(r.Lane).Shown(hays)), MaxReason)
}

// maskReason returns an error's reason with every hidden string of the
// case it quotes, in any form the leak search finds, replaced by its
// mask: a host's error, its stderr or the schema's explanation may quote
// the input, and a reason is printed in every report and on the terminal.
// An error is no model context, so this is no leak: only what is printed.
func maskReason(p *prepared, lane adapters.Lane, reason string) string {
	if p.hidden.Empty() {
		return reason
	}
	needles := p.hiddenOn(lane).Shown([]*leak.Haystack{leak.TextHaystack(reason)})
	if len(needles) == 0 {
		return reason
	}
	return leak.MaskText(reason, needles)
}

// leakPlace is the place of the leak check that found hit: what the
// hidden string is in the input and the clause that hides it.
func (p *prepared) leakPlace(hit leak.Hit) place {
	at, known := p.leaks[hit.Hidden]
	if !known {
		at = place{want: leakHidden, clause: clauseNeverShown}
	}
	return at.at(at.want, p.in.how(hit))
}

// leakReason is hit's reason, with how it was shown as how says.
func (p *prepared) leakReason(hit leak.Hit) string {
	if how := p.in.how(hit); how != hit.How {
		if r, ok := strings.CutSuffix(hit.Reason, " "+hit.How); ok {
			return r + " " + how
		}
	}
	return hit.Reason
}

// how says how hit's hidden string was shown: a uri's escaped text (a
// lone surrogate as a \uXXXX escape) shown as sent is the uri shown
// JSON-escaped.
func (in *inputParts) how(hit leak.Hit) string {
	if in == nil || hit.How != leak.FormAsSent {
		return hit.How
	}
	for _, e := range in.escaped {
		if e.text == hit.Hidden {
			return leak.FormJSONEscaped
		}
	}
	return hit.How
}

// maskWords masks every secret in the words of fs, the checks of an
// observation that shows one. Where the checks of the same observation
// with its secrets masked (again, the leak check aside) are the same
// checks, their words are taken: a check that quotes a shortened text
// could otherwise print the start of a secret the cut left unmatched.
func maskWords(fs, again findings, needles []leak.Needle) {
	rest := fs
	if len(rest) > 0 && rest[0].Class == ClassLeak {
		rest = rest[1:]
	}
	aligned := len(rest) == len(again)
	for i := range again {
		aligned = aligned && again[i].Class == rest[i].Class
	}
	if aligned {
		for i := range rest {
			rest[i].What = again[i].What
		}
	}
	for i := range fs {
		fs[i].What = leak.MaskText(fs[i].What, needles)
	}
}

// What a hidden string is in a case's input, as a leak's Cause names it
// (its Want): an embedded resource's uri, a uri the result claims never,
// an MCPL reference's uri, the body of content SPEC withholds, other
// content, a part of a resource record, or none of these.
const (
	leakResourceURI  = "resource-uri"
	leakClaimURI     = "claim-uri"
	leakReferenceURI = "reference-uri"
	leakWithheldBody = "withheld-body"
	leakContent      = "content"
	leakRecord       = "record"
	leakHidden       = "hidden-string"
)

// leakClauses are the clauses a leak of a string no rule below names may
// cite, most specific first.
var leakClauses = []string{"SPEC 5 guard", "SPEC 2 uri of its own", "SPEC 2 non-object resource", "SPEC 2 no string uri",
	"SPEC 2 non-string uri", "SPEC 6 claims stop at embedded", clauseNeverShown}

// claimClauses are the clauses a leak of a claimed uri may cite.
var claimClauses = []string{"SPEC 6 claims at depth", clauseSameURI, "SPEC 6 too-long uri claims"}

// clauseSameURI is SPEC 6's rule of when two uris are the same.
const clauseSameURI = "SPEC 6 same uri"

// hiddenWhat returns, for each hidden string of a case, the place of its
// leak check: what it is in the input (the place's want) and the clause
// that hides it.
func hiddenWhat(in *inputParts, hidden []string) map[string]place {
	if len(hidden) == 0 {
		return nil
	}
	out := make(map[string]place, len(hidden))
	for _, h := range hidden {
		out[h] = in.what(h)
	}
	return out
}

// what finds the place of a leak of h.
func (in *inputParts) what(h string) place {
	for _, e := range in.escaped {
		if e.text == h {
			return in.what(e.uri)
		}
	}
	for _, u := range in.embedded {
		if u == h {
			return place{want: leakResourceURI, clause: clauseNeverShown}
		}
	}
	for _, c := range in.claims {
		if c.s == h {
			// The uri claimed itself: no rule of sameness made it one.
			return place{want: leakClaimURI, clause: c.clause, prefer: slices.DeleteFunc(slices.Clone(claimClauses), func(c string) bool { return c == clauseSameURI })}
		}
		if spec.SameURI(c.s, h) {
			return place{want: leakClaimURI, clause: c.clause, prefer: claimClauses}
		}
	}
	for _, u := range in.embedded {
		if spec.SameURI(u, h) {
			return place{want: leakResourceURI, clause: "SPEC 6 embedded same uri"}
		}
	}
	for _, u := range in.references {
		if u == h {
			return placeOf(markerClauses[spec.MarkerReferenceLine]).at(leakReferenceURI, "")
		}
	}
	for _, b := range in.withheld {
		if strings.Contains(b.s, h) {
			return place{want: leakWithheldBody, clause: b.clause, prefer: []string{"SPEC 2.1 disposition any value"}}
		}
	}
	for _, m := range in.markers {
		if m.clause != "" && slices.ContainsFunc(m.uris, func(u string) bool { return strings.Contains(u, h) }) {
			// A uri inside a block that shows the no-link marker: the
			// rule that makes it that marker hides it.
			return place{want: leakResourceURI, clause: m.clause}
		}
	}
	for _, s := range in.strings {
		if !strings.Contains(s.s, h) {
			continue
		}
		switch s.name {
		case "uri":
			return placeOf(leakClauses).at(leakResourceURI, "")
		case "text", "blob", "data":
			return placeOf(leakClauses).at(leakContent, "")
		}
		return placeOf(leakClauses).at(leakRecord, "")
	}
	return place{want: leakHidden, clause: clauseNeverShown}
}
