// Package fault names the faults the mutation run plants in the reference
// host, each weakening one rule of SPEC the way a real host gets it wrong.
// The suite must catch every one (rfc005 mutate).
//
// Faults exist only in a build with the tag "mutate": elsewhere Enabled is
// false, so the compiler drops every planted branch and the normal host
// pays nothing for them.
//
//	go run -tags mutate ./cmd/rfc005 mutate
//
// How the reference consults them. A fault is a value, never a state of
// the process: refhost.New(f) returns the reference host with f planted
// (refhost.ObserveWith and ObserveParsedWith observe with it), and any
// number of hosts, each with its own fault or none, may run at once. The
// reading of SPEC a fault weakens is refhost's host type, which carries
// the one fault planted; the faults of one SPEC clause are one switch on
// it, each case one named deviation. Each clause method of the reference
// therefore reads as its rule and consults its deviations once, first, in
// a helper faultyX in the file beside it (classify.go's in
// classify_faults.go, and so on):
//
//	if s, ok := h.faultyContents(r); ok {
//		return s
//	}
//	// the rule, and nothing else
//
// (A few that build a value, such as readReference and newResult, hand it
// to their helper last instead, which adjusts it.) A helper starts with
// "if !Enabled { return …, false }", so in the normal build it inlines to
// nothing. A case may call the other clauses: with its fault planted they
// answer by their rules. The answers no fault weakens are internal/spec's,
// which consults none; the judge reads no fault at all. Every fault's
// verdicts on the whole corpus (internal/testkit/verdictdump) were
// byte-identical across the move from a process-wide fault to a value.
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
	MediaTypeUnicodeCase
	MediaTypeDoubleSlash
	LabelSurrogatesNotRejoined
	PlaceholderLowerCasedByGo
	SizeRoundsHalfEven
	SizeNegativeNotClamped
	LongURIIsAReference
	LongURIClaimsNothing
	ReferenceFieldsUnbounded
	SizeBytesAcceptsTwoTo53
	StubClaimedAfterEveryPart
	ReferenceLineWithoutScheme
	ReferenceSchemeCaseSensitive
	ReferenceCredentialOnlyInAuthority
	ReferenceLineAllowsBackslash
	ReferenceLineAllowsWhitespace
	ReferenceLineAllowsControls
	ReferenceIgnoresEmbeddedURI
	SameURIExact
	SameURICaseSensitive
	SameURIKeepsEscapes
	ClaimsWalkTopLevelOnly
	// Faults for the references family (SPEC 6) go here.
	ReferenceLineOnlyNeverStubs
	ReferenceIDsSkipLines
	ReferenceIDsCountUnshown
	ReferenceNeverHidesOnlyItself
	InlineNeverClaimsNothing
	ResourceRecordWinsOverOwnURI
	ScriptViewIgnoresClaims
	StubPartsNotLabelled
	URILengthInCodePoints
	// (end of the references faults)
	// Faults for the other rules go here.
	NonObjectResourceIsUnreadable
	EmptyResourceURIIsNoLink
	EmptyTextIsUnreadable
	NonStringCountsAsPresent
	ImageMediaTypeNormalized
	AudioBlobUnsupported
	MarkerNamesTheURI
	LabelDropsParameters
	PlaceholderTrimmedByGo
	SizeCountsEveryPadding
	EmptyAudioNativeOnPush
	EmptyAudioNoDataInToolResult
	ScriptMarkerAsString
	JSONTextLeavesControlsRaw
	InlineMediaAtDepthKept
	ReferenceAtDepthKept
	ScriptKeepsReferenceRecord
	ScriptRewritesInlineBlocks
	ToolResultDropsBlankText
	LabelKeepsLoneSurrogates
	WholeDataKeepsLoneSurrogate
	NonStringTextStringified
	UnknownBlockDropped
	InlineNoMediaTypeShown
	DuplicateMembersFirstValue
	NumberOutputThroughInt64
	ReferenceLineAllowsFormat
	ReferenceLineAllowsZeroWidth
	ClaimsByURINeedData
	ClaimsOnlyOnBlocks
	ClaimedObjectKeptInData
	ClaimedObjectKeptInScript
	ClaimsSkipOverwritten
	OverwrittenDispositionIgnored
	OverwrittenURIIgnored
	ResourceLinkClaimsNothing
	SameURILowerBeforeDecode
	SameURIDecodesTwice
	FinalSigmaUnicode14
	InfinityClamped
	InlineMediaTypeUnchecked
	InlineAudioTypeUnchecked
	PlaceholderTypeNotLabelled
	DepthUnrecognisedImageMarked
	ContentArraySkipsNonBlocks
	DepthBoundTooLow
	ClaimedBlockKeptInScript
	ScriptMarksInlineOfWrongType
	StubKeepsEmptyPart
	InjectionDropsNonStringText
	// Revision 4's faults.
	HiddenURIObjectKept
	HiddenURIOnlyEmbedded
	HiddenURILastMemberOnly
	HiddenURIBlockAsString
	SameURISurrogateAsReplacement
	SameURILatin1Escapes
	InlineClaimLastURIOnly
	InlineEmptyURIClaims
	WholeDataBlockAsJSONString
	ScriptKeepsBlockWhole
	OverwrittenResourceClaimWithholds
	SurrogateURIShowsLine
	HiddenURIStringScrubbed
	JSONTextEscapesNonASCII
	NonBlockElementDropped
	UnknownBlockTypeNotLabelled
	InlineEmptyDataBeforeType
	RenderAcceptsReference
	// (end of the other faults)
	numFaults
)

// All lists every fault, in the order the mutation table prints them.
var All = []Fault{
	{DispositionOnlyOnBlock, "disposition-only-on-block", "SPEC 2.1 disposition on resource", false},
	{DispositionOnlyOnResource, "disposition-only-on-resource", "SPEC 2.1 disposition on block", false},
	{DispositionOnlyWhenTruthy, "disposition-only-when-truthy", "SPEC 2.1 disposition any value", false},
	{MediaTypeCaseSensitive, "media-type-case-sensitive", "SPEC 2.1 media type case", false},
	{MediaTypeEmptySubtype, "media-type-accepts-empty-subtype", "SPEC 2.1 unsupported type", false},
	{MediaTypePrefixOnly, "media-type-prefix-only", "SPEC 2.1 unsupported type", false},
	// Another marker's reference wording where one belongs is a wrong kind
	// (compare's profile forms), so this is caught normatively.
	{NoMediaTypeAsUnsupported, "no-media-type-as-unsupported", "SPEC 2.1 no media type", false},
	{TextWinsOverBlob, "text-wins-over-blob", "SPEC 2.1 both or neither", false},
	{EmbeddedShowsNoLink, "embedded-shows-no-link", "SPEC 2 embedded resource", false},
	{TopURIEmptyIsOwn, "top-uri-empty-is-own", "SPEC 2 uri null or empty", false},
	{TopURINullIsOwn, "top-uri-null-is-own", "SPEC 2 uri null or empty", false},
	{NonStringTopURIFallsThrough, "non-string-top-uri-falls-through", "SPEC 2 non-string uri", false},
	{ResourceWithoutURIIsEmbedded, "resource-without-uri-is-embedded", "SPEC 2 no string uri", false},
	{URIShownInStoredAtDepth, "uri-shown-in-stored-at-depth", "SPEC 5 depth", false},
	{WholeDataAsJSON, "whole-data-as-json", "SPEC 5 whole data", false},
	// A claim that marks too much only turns a uri line into a stub, and the
	// line is a MAY (SPEC 6): only the profile's wording can tell.
	{ClaimsWalkDescendsIntoEmbedded, "claims-walk-descends-into-embedded", "SPEC 6 claims stop at embedded", true},
	// Since SPEC revision 2 the same-uri rule hides whatever an embedded
	// resource's never hides, so this fault drops the resource's uri too.
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
	{EmptyImageMarkerInScript, "empty-image-marker-in-script", "SPEC 4 image, blob \"\"", false},
	{AudioMarkerOnPush, "audio-marker-on-push", "SPEC 4 audio", false},
	{ScriptCarriesRecord, "script-carries-resource-record", "SPEC 5 script view", false},
	{ScriptNotIdempotent, "script-view-not-idempotent", "SPEC 5 script idempotent", false},
	{GuardKeepsText, "guard-keeps-the-text", "SPEC 5 guard", false},
	{RenderAcceptsMarker, "render-accepts-a-marker", "SPEC 4 render", false},
	{RenderAcceptsEmptyImage, "render-accepts-an-empty-image", "SPEC 4 render", false},
	{BlankEmbeddedTextIsSomething, "blank-embedded-text-is-something", "SPEC 7 visibly empty", false},
	{NonStringTextIsSomething, "non-string-text-is-something", "SPEC 7 non-string text", false},
	{PushNeverRefuses, "push-never-refuses", "SPEC 7 visibly empty", false},
	{RenderRefusesNothing, "render-refuses-empty-content", "SPEC 7 visibly empty", false},
	{SizeIgnoresPadding, "size-ignores-padding", "SPEC 3 size", false},
	{SizeKBFloors, "size-kb-floors", "SPEC 3 size", false},
	{LabelKeepsBidi, "label-keeps-bidi-marks", "SPEC 3 label bidi", false},
	{LabelKeepsControls, "label-keeps-controls", "SPEC 3 label controls", false},
	{LabelUnbounded, "label-unbounded", "SPEC 3 label bound", false},
	// Mentions are matched ASCII case aside: the lower-casing is the
	// profile's wording (SPEC 3).
	{PlaceholderNotLowerCased, "placeholder-not-lower-cased", "SPEC 3 stored image placeholder", true},
	{StoredJoinedWithoutNewline, "stored-copy-joined-without-newline", "SPEC 5 content array", false},
	{MemberOrderLost, "member-order-lost", "SPEC 5 member order", true},
	// SPEC revision 2.
	{MediaTypeUnicodeCase, "media-type-unicode-case", "SPEC 2.1 media type ascii only", false},
	{MediaTypeDoubleSlash, "media-type-accepts-double-slash", "SPEC 2.1 unsupported type", false},
	// The label is a marker's mention of the type, which is normative.
	{LabelSurrogatesNotRejoined, "label-surrogates-not-rejoined", "SPEC 3 label surrogates", false},
	{PlaceholderLowerCasedByGo, "placeholder-lower-cased-by-go", "SPEC 3 lower-casing", true},
	// A size a marker names is checked by meaning, rounded half up.
	{SizeRoundsHalfEven, "size-rounds-half-even", "SPEC 3 size rounding", false},
	{SizeNegativeNotClamped, "size-negative-not-clamped", "SPEC 3 size padding", false},
	// A reference's words where the no-link line belongs are a wrong kind.
	{LongURIIsAReference, "long-uri-is-a-reference", "SPEC 6 uri too long", false},
	// The claims faults below let a uri line show where a stub is due: a
	// stub may stand for a line, not the reverse, so they are normative.
	{LongURIClaimsNothing, "long-uri-claims-nothing", "SPEC 6 too-long uri claims", false},
	// A stub's parts are the profile's wording.
	{ReferenceFieldsUnbounded, "reference-fields-unbounded", "SPEC 6 field rules", true},
	{SizeBytesAcceptsTwoTo53, "size-bytes-accepts-2^53", "SPEC 6 field rules", true},
	{StubClaimedAfterEveryPart, "stub-claimed-after-a-bare-name", "SPEC 6 reference stub", true},
	{ReferenceLineWithoutScheme, "reference-line-without-scheme", "SPEC 6 reference line scheme", false},
	{ReferenceSchemeCaseSensitive, "reference-scheme-case-sensitive", "SPEC 6 reference line scheme", false},
	{ReferenceCredentialOnlyInAuthority, "reference-credential-only-in-authority", "SPEC 6 reference line credential", false},
	{ReferenceLineAllowsBackslash, "reference-line-allows-backslash", "SPEC 6 reference line credential", false},
	{ReferenceLineAllowsWhitespace, "reference-line-allows-whitespace", "SPEC 6 reference line credential", false},
	{ReferenceLineAllowsControls, "reference-line-allows-controls", "SPEC 6 reference line credential", false},
	{ReferenceIgnoresEmbeddedURI, "reference-ignores-embedded-same-uri", "SPEC 6 embedded same uri", false},
	{SameURIExact, "same-uri-exact", "SPEC 6 same uri", false},
	{SameURICaseSensitive, "same-uri-case-sensitive", "SPEC 6 same uri", false},
	{SameURIKeepsEscapes, "same-uri-keeps-escapes", "SPEC 6 same uri", false},
	{ClaimsWalkTopLevelOnly, "claims-walk-top-level-only", "SPEC 6 claims at depth", false},
	// The references family's faults (SPEC 6).
	// A host that reads a reference's disposition only for "never" shows
	// the line for "inline", null or "Ref": a line where a stub is due.
	{ReferenceLineOnlyNeverStubs, "reference-line-only-never-stubs", "SPEC 6 reference line disposition", false},
	// An id is the stub's wording: nothing normative reads it.
	{ReferenceIDsSkipLines, "reference-ids-skip-lines", "SPEC 6 reference ids", true},
	{ReferenceIDsCountUnshown, "reference-ids-count-unshown", "SPEC 6 reference ids", true},
	{ReferenceNeverHidesOnlyItself, "reference-never-hides-only-itself", "SPEC 6 reference never claims", false},
	{InlineNeverClaimsNothing, "inline-never-claims-nothing", "SPEC 6 inline never claims", false},
	{ResourceRecordWinsOverOwnURI, "resource-record-wins-over-own-uri", "SPEC 2 uri of its own", false},
	{ScriptViewIgnoresClaims, "script-view-ignores-claims", "SPEC 6 claims at depth", false},
	// A stub's name and media type are mentions, checked normatively.
	{StubPartsNotLabelled, "stub-parts-not-labelled", "SPEC 6 reference stub", false},
	{URILengthInCodePoints, "uri-length-in-code-points", "SPEC 6 uri too long", false},
	// (end of the references faults' entries)
	// The other rules' faults.
	{NonObjectResourceIsUnreadable, "non-object-resource-is-unreadable", "SPEC 2 non-object resource", false},
	{EmptyResourceURIIsNoLink, "empty-resource-uri-is-no-link", "SPEC 2 empty resource uri", false},
	{EmptyTextIsUnreadable, "empty-text-is-unreadable", "SPEC 2.1 text", false},
	{NonStringCountsAsPresent, "non-string-text-or-blob-counts", "SPEC 2.1 non-string text or blob", false},
	{ImageMediaTypeNormalized, "image-media-type-normalized", "SPEC 2.1 image", false},
	{AudioBlobUnsupported, "audio-blob-unsupported", "SPEC 2.1 audio", false},
	{MarkerNamesTheURI, "marker-names-the-uri", "SPEC 2.1 uri never shown", false},
	// The label is a marker's mention of the type, which is normative.
	{LabelDropsParameters, "label-drops-parameters", "SPEC 3 label", false},
	// The placeholder's trimming is the profile's wording (SPEC 3): its
	// mention is the type's ASCII core.
	{PlaceholderTrimmedByGo, "placeholder-trimmed-by-go", "SPEC 3 trimming", true},
	{SizeCountsEveryPadding, "size-counts-every-padding", "SPEC 3 size padding", false},
	{EmptyAudioNativeOnPush, "empty-audio-native-on-push", "SPEC 4 audio, blob \"\"", false},
	{EmptyAudioNoDataInToolResult, "empty-audio-no-data-in-tool-result", "SPEC 4 audio, blob \"\"", false},
	{ScriptMarkerAsString, "script-marker-as-a-string", "SPEC 4 markers", false},
	{JSONTextLeavesControlsRaw, "json-text-leaves-controls-raw", "SPEC 5 json text", false},
	{InlineMediaAtDepthKept, "inline-media-at-depth-kept", "SPEC 5 depth references", false},
	{ReferenceAtDepthKept, "reference-at-depth-kept", "SPEC 5 depth references", false},
	{ScriptKeepsReferenceRecord, "script-keeps-reference-record", "SPEC 5 script references", false},
	{ScriptRewritesInlineBlocks, "script-rewrites-inline-blocks", "SPEC 5 script keeps other blocks", false},
	{ToolResultDropsBlankText, "tool-result-drops-blank-text", "SPEC 5 never refused", false},
	{LabelKeepsLoneSurrogates, "label-keeps-lone-surrogates", "SPEC 9 well formed media type", false},
	{WholeDataKeepsLoneSurrogate, "whole-data-keeps-lone-surrogate", "SPEC 9 well formed whole data", false},
	{NonStringTextStringified, "non-string-text-stringified", "README non-string text", false},
	{UnknownBlockDropped, "unknown-block-dropped", "README unknown block", false},
	{InlineNoMediaTypeShown, "inline-no-media-type-shown", "README inline no media type", false},
	{DuplicateMembersFirstValue, "duplicate-members-first-value", "README duplicate members", false},
	{NumberOutputThroughInt64, "number-output-through-int64", "README number output", false},
	{ReferenceLineAllowsFormat, "reference-line-allows-format", "SPEC 6 reference line format", false},
	{ReferenceLineAllowsZeroWidth, "reference-line-allows-zero-width", "SPEC 6 reference line format", false},
	{ClaimsByURINeedData, "claims-by-uri-need-data", "SPEC 6 claims by uri", false},
	{ClaimsOnlyOnBlocks, "claims-only-on-blocks", "SPEC 6 claims by uri", false},
	{ClaimedObjectKeptInData, "claimed-object-kept-in-data", "SPEC 5 claimed object", false},
	{ClaimedObjectKeptInScript, "claimed-object-kept-in-script", "SPEC 5 claimed object", false},
	{ClaimsSkipOverwritten, "claims-skip-overwritten", "SPEC 6 claims every member", false},
	{OverwrittenDispositionIgnored, "overwritten-disposition-ignored", "SPEC 6 claims every member", false},
	{OverwrittenURIIgnored, "overwritten-uri-ignored", "SPEC 6 claims overwritten members", false},
	{ResourceLinkClaimsNothing, "resource-link-claims-nothing", "SPEC 6 claims by uri", false},
	{SameURILowerBeforeDecode, "same-uri-lower-before-decode", "SPEC 6 same uri", false},
	// Decoding twice only makes more uris the same, so it only turns a
	// line into a stub (a MAY): only the profile's wording can tell.
	{SameURIDecodesTwice, "same-uri-decodes-twice", "SPEC 6 same uri", true},
	{FinalSigmaUnicode14, "final-sigma-unicode-14", "SPEC 1 unicode version", true},
	{InfinityClamped, "infinity-clamped", "SPEC 1 numbers", false},
	{InlineMediaTypeUnchecked, "inline-media-type-unchecked", "SPEC 2.1 inline media type", false},
	{InlineAudioTypeUnchecked, "inline-audio-type-unchecked", "SPEC 2.1 inline media type", false},
	{PlaceholderTypeNotLabelled, "placeholder-type-not-labelled", "SPEC 3 stored image placeholder", true},
	{DepthUnrecognisedImageMarked, "depth-unrecognised-image-marked", "SPEC 5 depth recognised", false},
	{ContentArraySkipsNonBlocks, "content-array-skips-non-blocks", "SPEC 5 content array", false},
	{DepthBoundTooLow, "depth-bound-too-low", "SPEC 5 depth bound", false},
	{ClaimedBlockKeptInScript, "claimed-block-kept-in-script", "SPEC 5 claimed object in script", false},
	{ScriptMarksInlineOfWrongType, "script-marks-inline-of-wrong-type", "SPEC 5 script keeps inline type", false},
	// The stub's parts are the profile's wording; its mentions still show.
	{StubKeepsEmptyPart, "stub-keeps-empty-part", "SPEC 6 stub parts", true},
	{InjectionDropsNonStringText, "injection-drops-non-string-text", "SPEC 7 non-string text unrefused", false},
	// Revision 4's faults.
	{HiddenURIObjectKept, "hidden-uri-object-kept", "SPEC 5 hidden uri object", false},
	{HiddenURIOnlyEmbedded, "hidden-uri-only-embedded", "SPEC 5 hidden uri object", false},
	{HiddenURILastMemberOnly, "hidden-uri-last-member-only", "SPEC 5 hidden uri object", false},
	{HiddenURIBlockAsString, "hidden-uri-block-as-string", "SPEC 5 hidden uri object", false},
	{SameURISurrogateAsReplacement, "same-uri-surrogate-as-replacement", "SPEC 6 same uri", false},
	{SameURILatin1Escapes, "same-uri-latin1-escapes", "SPEC 6 same uri", false},
	{InlineClaimLastURIOnly, "inline-claim-last-uri-only", "SPEC 8 inline data claim", false},
	{InlineEmptyURIClaims, "inline-empty-uri-claims", "SPEC 8 inline data claim", false},
	{WholeDataBlockAsJSONString, "whole-data-block-as-json-string", "SPEC 5 whole data", false},
	{ScriptKeepsBlockWhole, "script-keeps-block-whole", "SPEC 5 script view", false},
	{OverwrittenResourceClaimWithholds, "overwritten-resource-claim-withholds", "SPEC 6 claims overwritten members", false},
	{SurrogateURIShowsLine, "surrogate-uri-shows-line", "SPEC 6 same uri", false},
	// A host that scrubs a server's own string spelling a hidden uri changes content.
	{HiddenURIStringScrubbed, "hidden-uri-string-scrubbed", "SPEC 5 strings stay strings", false},
	// The same value in other escapes: only the SHOULD of the text's form tells.
	{JSONTextEscapesNonASCII, "json-text-escapes-non-ascii", "SPEC 5 json text form", false},
	// Revision 4 (R4-8): a content lane that filters its array down to
	// blocks shows nothing for a string, a number or null, and refuses
	// such an element alone as visibly empty.
	{NonBlockElementDropped, "non-block-element-dropped", "README unknown block", false},
	// The marker's mention of the type is normative: a control or a type
	// left unbounded hides the label it must name.
	{UnknownBlockTypeNotLabelled, "unknown-block-type-not-labelled", "README unknown block", false},
	// Revision 4 (R4-4): data "" read before the media type shows a no-data
	// marker where the unsupported-type or no-media-type marker belongs.
	{InlineEmptyDataBeforeType, "inline-empty-data-before-type", "SPEC 2.1 inline media type", false},
	// Revision 4 (R4-5): render reads a reference's line or stub as the
	// block shown as itself.
	{RenderAcceptsReference, "render-accepts-a-reference", "SPEC 4 render", false},
	// (end of the other faults' entries)
}

// Count is the number of faults.
const Count = int(numFaults) - 1
