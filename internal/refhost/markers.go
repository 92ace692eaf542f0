package refhost

// Marker ids name each marker of SPEC section 3, and the few this reference
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

// NonStringTextText stands for a text block whose text is not a string. SPEC
// does not word it (section 7 only counts such a block as nothing to see);
// this is the reference's wording.
const NonStringTextText = "[Text not shown: it arrived as something other than text.]"

// UnsupportedTypeText returns the marker for a blob of a type no lane shows.
func UnsupportedTypeText(mimeType, blob string) string {
	return host{}.UnsupportedTypeText(mimeType, blob)
}

// UnsupportedTypeText is the package's UnsupportedTypeText with h's fault planted.
func (h host) UnsupportedTypeText(mimeType, blob string) string {
	return "[Resource not shown: this host can't display its data (" +
		h.typeLabel(mimeType) + ", " + h.Size(h.DecodedSize(blob)) + ").]"
}

// ToolResultAudioText returns the marker a tool result shows for audio.
func ToolResultAudioText(mimeType, data string) string {
	return host{}.ToolResultAudioText(mimeType, data)
}

// ToolResultAudioText is the package's ToolResultAudioText with h's fault planted.
func (h host) ToolResultAudioText(mimeType, data string) string {
	return "[Audio not shown: this host's tool results carry only text and images (" +
		h.typeLabel(mimeType) + ", " + h.Size(h.DecodedSize(data)) + ").]"
}

// typeLabel is a media type's label in a marker (SPEC 3): the type as sent,
// parameters and all.
func (h host) typeLabel(mimeType string) string {
	if label, ok := h.faultyTypeLabel(mimeType); ok {
		return label
	}
	return h.Label(mimeType)
}

// StoredImageText returns an image's placeholder in a tool result's stored
// copy: its media type (as sent, WTF-8) trimmed and lower-cased as
// ECMAScript's trim and toLowerCase do (LowerCase), then made a label
// (Label: controls and bidi marks removed, bounded, well formed), and its
// size (SPEC 3, stored image placeholder).
func StoredImageText(mimeType, data string) string {
	return host{}.StoredImageText(mimeType, data)
}

// StoredImageText is the package's StoredImageText with h's fault planted.
func (h host) StoredImageText(mimeType, data string) string {
	return "[image: " + h.placeholderType(mimeType) + ", " + h.Size(h.DecodedSize(data)) + "]"
}

// placeholderType is the media type as the stored image placeholder names
// it: trimmed, lower-cased, then a label.
func (h host) placeholderType(mimeType string) string {
	if label, ok := h.faultyPlaceholderType(mimeType); ok {
		return label
	}
	return h.Label(h.LowerCase(h.Trim(mimeType)))
}

// UnsupportedBlockText returns the marker for a block whose type no lane of
// this host shows (or an image or audio block whose data is not a string),
// naming that type as a label (SPEC 3), or for an element of a content
// array that is not a block, naming its JSON type (README unknown block).
// SPEC does not word it; this is the reference's wording.
func UnsupportedBlockText(blockType string) string {
	return host{}.UnsupportedBlockText(blockType)
}

// UnsupportedBlockText is the package's UnsupportedBlockText with h's fault planted.
func (h host) UnsupportedBlockText(blockType string) string {
	if text, ok := h.faultyUnsupportedBlockText(blockType); ok {
		return text
	}
	return "[Block not shown: this host can't display it (" + h.Label(blockType) + ").]"
}
