// Package fault names the faults the mutation run plants in the reference
// host, each weakening one rule of SPEC the way a real host gets it wrong.
// The suite must catch every one (rfc005 mutate).
//
// Faults exist only in a build with the tag "mutate": elsewhere On is a
// constant false, so the compiler drops every planted branch and the normal
// host pays nothing for them.
//
//	go run -tags mutate ./cmd/rfc005 mutate
package fault

// ID names one fault; None is the sound host.
type ID int

// Fault describes one planted fault.
type Fault struct {
	ID   ID
	Name string // a short id, as the mutation table prints it
	Rule string // the SPEC clause it weakens
	// WordingOnly marks a fault that changes only the reference profile's
	// wording: a wording verdict kills it. Any other fault must be killed
	// by a normative check.
	WordingOnly bool
}

// The faults.
const (
	None ID = iota
	DispositionOnlyOnBlock
	DispositionOnlyOnResource
	DispositionOnlyWhenTruthy
	MediaTypeCaseSensitive
	MediaTypeEmptySubtype
	MediaTypePrefixOnly
	NoMediaTypeAsUnsupported
	TextWinsOverBlob
	EmbeddedShowsNoLink
	TopURIEmptyIsOwn
	TopURINullIsOwn
	NonStringTopURIFallsThrough
	ResourceWithoutURIIsEmbedded
	URIShownInStoredAtDepth
	WholeDataAsJSON
	ClaimsWalkDescendsIntoEmbedded
	ClaimsIgnoreEmbeddedNever
	RefCountedAsNever
	ReferenceIgnoresClaims
	ReferenceShowsHTTPS
	ReferenceCredentialCheckOff
	InlineURIClaimIgnored
	U0085IsWhitespace
	UFEFFIsNotWhitespace
	LoneSurrogateKept
	ImageNativeAtSystem
	AudioNativeAtSystem
	AudioNativeInToolResult
	ImageAsPlaceholderLive
	EmptyImageNativeOnPush
	EmptyImageMarkerInScript
	AudioMarkerOnPush
	ScriptCarriesRecord
	ScriptNotIdempotent
	GuardKeepsText
	RenderAcceptsMarker
	RenderAcceptsEmptyImage
	BlankEmbeddedTextIsSomething
	NonStringTextIsSomething
	PushNeverRefuses
	RenderRefusesNothing
	SizeIgnoresPadding
	SizeKBFloors
	LabelKeepsBidi
	LabelKeepsControls
	LabelUnbounded
	PlaceholderNotLowerCased
	StoredJoinedWithoutNewline
	MemberOrderLost
	numFaults
)

// All lists every fault, in the order the mutation table prints them.
var All = []Fault{
	{DispositionOnlyOnBlock, "disposition-only-on-block", "SPEC 2.1 disposition on resource", false},
	{DispositionOnlyOnResource, "disposition-only-on-resource", "SPEC 2.1 disposition on block", false},
	{DispositionOnlyWhenTruthy, "disposition-only-when-truthy", "SPEC 2.1 disposition (null, false, \"\", 0 withhold)", false},
	{MediaTypeCaseSensitive, "media-type-case-sensitive", "SPEC 2.1 media type case", false},
	{MediaTypeEmptySubtype, "media-type-accepts-empty-subtype", "SPEC 2.1 unsupported type (image/)", false},
	{MediaTypePrefixOnly, "media-type-prefix-only", "SPEC 2.1 unsupported type (imagery/png)", false},
	// Another marker's reference wording where one belongs is a wrong kind
	// (compare's profile forms), so this is caught normatively.
	{NoMediaTypeAsUnsupported, "no-media-type-as-unsupported", "SPEC 2.1 no media type", false},
	{TextWinsOverBlob, "text-wins-over-blob", "SPEC 2.1 both or neither", false},
	{EmbeddedShowsNoLink, "embedded-shows-no-link", "SPEC 2 (the behaviour before the change)", false},
	{TopURIEmptyIsOwn, "top-uri-empty-is-own", "SPEC 2 uri null or empty", false},
	{TopURINullIsOwn, "top-uri-null-is-own", "SPEC 2 uri null or empty", false},
	{NonStringTopURIFallsThrough, "non-string-top-uri-falls-through", "SPEC 2 non-string uri", false},
	{ResourceWithoutURIIsEmbedded, "resource-without-uri-is-embedded", "SPEC 2 no string uri", false},
	{URIShownInStoredAtDepth, "uri-shown-in-stored-at-depth", "SPEC 5 depth", false},
	{WholeDataAsJSON, "whole-data-as-json", "SPEC 5 whole data", false},
	// A claim that marks too much only turns a uri line into a stub, and the
	// line is a MAY (SPEC 6): only the profile's wording can tell.
	{ClaimsWalkDescendsIntoEmbedded, "claims-walk-descends-into-embedded", "SPEC 6 claims stop at embedded", true},
	{ClaimsIgnoreEmbeddedNever, "claims-ignore-embedded-never", "SPEC 6 never claims", false},
	{RefCountedAsNever, "ref-counted-as-never", "SPEC 6 only never counts", true},
	{ReferenceIgnoresClaims, "reference-ignores-claims", "SPEC 6 never claims", false},
	{ReferenceShowsHTTPS, "reference-shows-https-uri", "SPEC 6 reference line", false},
	{ReferenceCredentialCheckOff, "reference-credential-check-off", "SPEC 6 reference line", false},
	{InlineURIClaimIgnored, "inline-uri-claim-ignored", "SPEC 8 inline data claim", false},
	{U0085IsWhitespace, "u0085-is-whitespace", "SPEC 7 ecmascript whitespace", false},
	{UFEFFIsNotWhitespace, "ufeff-is-not-whitespace", "SPEC 7 ecmascript whitespace", false},
	{LoneSurrogateKept, "lone-surrogate-kept", "SPEC 9 well formed text", false},
	{ImageNativeAtSystem, "image-native-at-system", "SPEC 4 system position", false},
	{AudioNativeAtSystem, "audio-native-at-system", "SPEC 4 system position", false},
	{AudioNativeInToolResult, "audio-native-in-tool-result", "SPEC 4 audio", false},
	{ImageAsPlaceholderLive, "image-as-placeholder-in-live-copy", "SPEC 4 image", false},
	{EmptyImageNativeOnPush, "empty-image-native-on-push", "SPEC 4 image, blob \"\"", false},
	{EmptyImageMarkerInScript, "empty-image-marker-in-script", "SPEC 4 image, blob \"\" (script)", false},
	{AudioMarkerOnPush, "audio-marker-on-push", "SPEC 4 audio", false},
	{ScriptCarriesRecord, "script-carries-resource-record", "SPEC 5 script view", false},
	{ScriptNotIdempotent, "script-view-not-idempotent", "SPEC 5 script idempotent", false},
	{GuardKeepsText, "guard-keeps-the-text", "SPEC 5 guard", false},
	{RenderAcceptsMarker, "render-accepts-a-marker", "SPEC 4 render", false},
	{RenderAcceptsEmptyImage, "render-accepts-an-empty-image", "SPEC 4 render", false},
	{BlankEmbeddedTextIsSomething, "blank-embedded-text-is-something", "SPEC 7 visibly empty", false},
	{NonStringTextIsSomething, "non-string-text-is-something", "SPEC 7 visibly empty", false},
	{PushNeverRefuses, "push-never-refuses", "SPEC 7 visibly empty", false},
	{RenderRefusesNothing, "render-refuses-empty-content", "SPEC 7 visibly empty (render)", false},
	{SizeIgnoresPadding, "size-ignores-padding", "SPEC 3 size", false},
	{SizeKBFloors, "size-kb-floors", "SPEC 3 size", false},
	{LabelKeepsBidi, "label-keeps-bidi-marks", "SPEC 3 label", false},
	{LabelKeepsControls, "label-keeps-controls", "SPEC 3 label", false},
	{LabelUnbounded, "label-unbounded", "SPEC 3 label", false},
	// Mentions are matched ASCII case aside: the lower-casing is the
	// profile's wording (SPEC 3).
	{PlaceholderNotLowerCased, "placeholder-not-lower-cased", "SPEC 3 stored image placeholder", true},
	{StoredJoinedWithoutNewline, "stored-copy-joined-without-newline", "SPEC 5 content array", false},
	{MemberOrderLost, "member-order-lost", "SPEC 5 member order", true},
}

// Count is the number of faults.
const Count = int(numFaults) - 1
