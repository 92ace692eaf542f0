// Package coverage tells which rules of SPEC the corpus pins, and by which
// cases: each rule of sections 2 to 9 by the clause a case cites in its
// "spec", each marker of section 3 by the cases that expect it, and each
// cell of section 4's table by the cases whose embedded resource shows as
// that row on that lane.
//
//	report := coverage.Of(corpus)
//	fmt.Print(report)          // the tables
//	missing := report.Missing() // what no case pins
package coverage

// Rules lists the clauses of SPEC sections 2 and 5 to 9 that a case must
// cite, as it writes them in "spec". Section 3's markers and section 4's
// cells are derived from what the cases expect.
var Rules = []Rule{
	{"SPEC 2 uri of its own", "a top-level uri makes an MCPL reference"},
	{"SPEC 2 non-string uri", "a non-string top-level uri gives the no-link line"},
	{"SPEC 2 uri null or empty", "a top-level uri of null or \"\" is none of its own"},
	{"SPEC 2 no string uri", "a resource with no string uri gives the no-link line"},
	{"SPEC 2 non-object resource", "a resource that is not an object gives the no-link line"},
	{"SPEC 2 empty resource uri", "an empty string uri under resource still makes an embedded resource"},
	{"SPEC 2.1 disposition on block", "any disposition on the block withholds"},
	{"SPEC 2.1 disposition on resource", "any disposition on the resource withholds"},
	{"SPEC 2.1 text", "a string text shows as text"},
	{"SPEC 2.1 image", "an image blob shows as an image, its media type as sent"},
	{"SPEC 2.1 audio", "an audio blob shows as audio"},
	{"SPEC 2.1 media type case", "the media type matches in any case, with parameters"},
	{"SPEC 2.1 no media type", "a blob with no non-empty string media type"},
	{"SPEC 2.1 unsupported type", "a blob of another type, a bare image or an empty subtype"},
	{"SPEC 2.1 both or neither", "text and blob both, or neither: unreadable"},
	{"SPEC 2.1 uri never shown", "the uri shows on no lane, in no form"},
	{"SPEC 3 label", "a media type label: controls and bidi marks removed, bounded, well formed"},
	{"SPEC 3 size", "the size of a blob, from its length and padding"},
	{"SPEC 5 content array", "a content array's blocks; the stored copy joined by newlines"},
	{"SPEC 5 whole data", "an embedded resource as the whole data is one text"},
	{"SPEC 5 depth", "an embedded resource at depth is the text its stored copy shows"},
	{"SPEC 5 member order", "structured data keeps its member order, written as JSON.stringify writes it"},
	{"SPEC 5 script view", "a script gets the block the contents make, at any depth"},
	{"SPEC 5 script idempotent", "a view given again is the same view"},
	{"SPEC 5 guard", "a withheld embedded resource keeps nothing in the guard's stub"},
	{"SPEC 5 never refused", "tool results are never refused; blank text shows as blank text"},
	{"SPEC 6 reference line", "an MCPL reference shows its line or its stub"},
	{"SPEC 6 never claims", "an embedded never marks a link of the same result"},
	{"SPEC 6 claims at depth", "the claims walk covers the whole result and the script view"},
	{"SPEC 6 only never counts", "ref, other values and an empty uri mark nothing"},
	{"SPEC 6 claims stop at embedded", "a never inside an embedded resource marks nothing"},
	{"SPEC 7 visibly empty", "blank content is refused on push and channel, nothing on render"},
	{"SPEC 7 ecmascript whitespace", "trim uses ECMAScript's whitespace: U+FEFF is, U+0085 is not"},
	{"SPEC 8 inline data claim", "inline image or audio with a disposition or a uri is withheld"},
	{"SPEC 9 well formed text", "a lone surrogate in a text becomes U+FFFD"},
	{"SPEC 9 well formed media type", "a lone surrogate in a media type becomes U+FFFD in its marker"},
	{"SPEC 9 well formed whole data", "a lone surrogate in the whole data's text becomes U+FFFD"},
	{"SPEC 4 render", "a render result is shown, refused or nothing"},
	{"SPEC 4 system position", "the system position carries text only"},
}

// Rule is one clause a case cites.
type Rule struct {
	Clause string // as a case writes it in "spec"
	About  string
}

// Markers lists the markers of SPEC section 3 by the ids vectors give them.
var Markers = []string{
	"no-link", "withheld", "unsupported-type", "no-media-type", "unreadable",
	"tool-result-audio", "system-image", "system-audio", "image-no-data",
	"audio-no-data", "stored-image",
}

// Rows are the rows of SPEC section 4's table: what an embedded resource
// shows as.
var Rows = []string{"text", "image", "image, blob \"\"", "audio", "audio, blob \"\"", "withheld", "any other marker"}
