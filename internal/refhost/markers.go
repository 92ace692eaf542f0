package refhost

import "github.com/rfc005-lanes/rfc005-lanes/internal/spec"

// UnsupportedTypeText returns the marker for a blob of a type no lane shows.
func (h host) UnsupportedTypeText(mimeType, blob string) string {
	return spec.UnsupportedTypeStart + h.typeLabel(mimeType) + ", " + h.Size(h.decodedSize(blob)) + spec.NamedEnd
}

// ToolResultAudioText returns the marker a tool result shows for audio.
func (h host) ToolResultAudioText(mimeType, data string) string {
	return spec.ToolResultAudioStart + h.typeLabel(mimeType) + ", " + h.Size(h.decodedSize(data)) + spec.NamedEnd
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
func (h host) StoredImageText(mimeType, data string) string {
	return spec.StoredImageStart + h.placeholderType(mimeType) + ", " + h.Size(h.decodedSize(data)) + spec.StoredImageEnd
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
func (h host) UnsupportedBlockText(blockType string) string {
	label, ok := h.faultyBlockLabel(blockType)
	if !ok {
		label = h.Label(blockType)
	}
	return "[Block not shown: this host can't display it (" + label + ").]"
}
