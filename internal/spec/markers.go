package spec

// Marker ids name each marker of SPEC section 3, and the few the reference
// adds for blocks SPEC does not cover. Vectors carry them in the "marker"
// member of a text block expectation.
const (
	MarkerNoLink           = "no-link"
	MarkerWithheld         = "withheld"
	MarkerUnsupportedType  = "unsupported-type"
	MarkerNoMediaType      = "no-media-type"
	MarkerUnreadable       = "unreadable"
	MarkerToolResultAudio  = "tool-result-audio"
	MarkerSystemImage      = "system-image"
	MarkerSystemAudio      = "system-audio"
	MarkerImageNoData      = "image-no-data"
	MarkerAudioNoData      = "audio-no-data"
	MarkerStoredImage      = "stored-image"
	MarkerReferenceLine    = "reference-line"
	MarkerReferenceStub    = "reference-stub"
	MarkerNonStringText    = "non-string-text"
	MarkerUnsupportedBlock = "unsupported-block"
)

// The fixed marker texts of SPEC section 3.
const (
	NoLinkText      = "[Reference not shown: it arrived without a link.]"
	WithheldText    = "[inline content withheld: nonconformant bulk disposition on inline data]"
	NoMediaTypeText = "[Resource not shown: its data arrived without a media type.]"
	UnreadableText  = "[Resource not shown: its contents arrived as neither text nor data, or as both.]"
	SystemImageText = "[image block not shown: the system prompt carries text only.]"
	SystemAudioText = "[audio block not shown: the system prompt carries text only.]"
	ImageNoDataText = "[Image: no data]"
	AudioNoDataText = "[Audio: no data]"
)

// The fixed start and end of the markers that name a media type and a size
// (SPEC 3): "<start><label>, <size><end>" (the stored image placeholder
// ends with StoredImageEnd instead of NamedEnd).
const (
	UnsupportedTypeStart = "[Resource not shown: this host can't display its data ("
	ToolResultAudioStart = "[Audio not shown: this host's tool results carry only text and images ("
	NamedEnd             = ").]"
	StoredImageStart     = "[image: "
	StoredImageEnd       = "]"
)

// NonStringTextText stands for a text block whose text is not a string. SPEC
// does not word it (section 7 only counts such a block as nothing to see);
// this is the reference's wording.
const NonStringTextText = "[Text not shown: it arrived as something other than text.]"

// The reference profile's words for an MCPL reference (SPEC 6): its stub
// starts with StubPrefix and the host's id number, its line with
// LinePrefix and the uri.
const (
	StubPrefix = "[Reference ref_"
	LinePrefix = "[Reference: "
)
