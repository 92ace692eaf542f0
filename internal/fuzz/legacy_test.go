package fuzz

import "testing"

// legacyDeviation is one place where the Node legacy example
// (adapters/examples/node/legacy-host.mjs) departs from SPEC: one mistake
// of its code, as its author would count it, with the clause it breaks.
type legacyDeviation struct {
	code   string // where in the example's code
	clause string // the SPEC clause it breaks
	what   string
	// profile is set for a deviation only the reference profile's wording
	// shows (a stub where SPEC may show the line, a stub's separators):
	// fuzz reports no profile failure, so it cannot make a group.
	profile bool
}

// legacyDeviations are the Node legacy example's deviations from SPEC,
// read from its code. The first eight are what its header says it does on
// purpose: it is a host from before the change SPEC describes, and reads
// every embedded resource as a resource block with no link. The others are
// rules of SPEC's revisions 3 and 4 its code predates.
var legacyDeviations = []legacyDeviation{
	{"classifyResource", "SPEC 2 embedded resource", "an embedded resource shows the no-link line on every content lane and in both tool-result copies, at any depth in data, whatever it holds", false},
	{"viewValue", "SPEC 5 script view", "a script gets a text block holding the no-link line, not the block the resource's contents make", false},
	{"isVisiblyEmpty", "SPEC 7 visibly empty", "an embedded resource with blank text is something to see: push and channel do not refuse it", false},
	{"render", "SPEC 4 render", "a render holding an embedded resource is refused, even one that shows as text or an image", false},
	{"guardKept", "SPEC 5 guard", "the guard keeps the no-link line of a result whose data is an embedded resource", false},
	{"collectClaims", "SPEC 6 never claims", `an embedded resource's disposition "never" marks nothing, so a reference to its uri shows it`, false},
	{"referenceText", "SPEC 6 embedded same uri", "a reference with an embedded resource's uri shows its line", false},
	{"collectClaims", "SPEC 6 claims stop at embedded", `the claims walk goes into an embedded resource: a "never" in its _meta stubs a reference SPEC may show`, true},

	{"wholeText", "SPEC 5 whole data", "a block that is the whole data is stored as a quoted JSON string, not its text (revision 4)", false},
	{"observe", "README unknown block", "a content element that is not a block is an error, not the unknown-block marker naming its JSON type (revision 4)", false},
	{"classifyMedia", "SPEC 2.1 inline media type", "an inline image or audio block of another media type shows as itself (revision 3)", false},
	{"classifyMedia", "SPEC 8 inline data claim", `a uri "" beside inline data withholds it; only a non-empty uri claims`, false},
	{"JSON.parse", "SPEC 6 claims every member", "claims read only the last of a duplicated member: a uri written before a null one claims nothing", false},
	{"classify", "SPEC 6 claims by uri", `only references and inline data claim: another object with a uri and disposition "never" marks nothing`, false},
	{"storedValue", "SPEC 5 claimed object", "an object in data that claims its uri, or carries a hidden one, stays as it came, not the withheld marker's text", false},
	{"Result.never", "SPEC 6 same uri", "uris are compared as written, not with %XX decoded once and ASCII letters lower-cased", false},
	{"fetchable", "SPEC 6 reference line scheme", "a uri with no scheme shows its line", false},
	{"mayCarryCredential", "SPEC 6 reference line credential", "a backslash, whitespace, a control or an @ outside the authority does not refuse the line", false},
	{"mayCarryCredential", "SPEC 6 reference line format", "a format character (Cf) or a lone surrogate does not refuse the line", false},
	{"readReference", "SPEC 6 uri too long", "a uri over 4,096 units is still a reference", false},
	{"readReference", "SPEC 6 field rules", "a name or media type over 255 units is kept, and a sizeBytes of 2^53 is valid", false},
	{"referenceText", "SPEC 6 stub parts", "a stub part whose label comes out empty is not left out", true},
	{"storedImageText", "SPEC 3 stored image placeholder", "the placeholder's media type is trimmed and lower-cased, not made a label (revision 3)", false},
	{"wellFormedDeep", "SPEC 6 claims every member", "member names are made well formed after JSON.parse has kept them apart, so names that become one keep the wrong value", false},
	{"viewValue", "SPEC 5 depth bound", "the script view recurses once per level and overflows the stack before 10,000 levels", false},
}

// legacyNormative counts the deviations fuzz can see: those not of the
// reference profile's wording only.
func legacyNormative() int {
	n := 0
	for _, d := range legacyDeviations {
		if !d.profile {
			n++
		}
	}
	return n
}

// TestLegacyBound pins the legacy example's group bound to its list of
// deviations: legacyMaxGroups is at most one and a half times the
// deviations fuzz can see.
func TestLegacyBound(t *testing.T) {
	if n := legacyNormative(); legacyMaxGroups*2 > n*3 {
		t.Errorf("legacyMaxGroups is %d, over 1.5 × the %d deviations fuzz can see", legacyMaxGroups, n)
	}
}
