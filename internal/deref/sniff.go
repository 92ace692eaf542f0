package deref

import (
	"bytes"
	"mime"
)

// signatures are the leading octets that say what a payload is, whatever
// it was claimed or served as (RFC-005 section 7, item 4, and vector 13).
var signatures = []struct {
	at     int
	prefix string
	media  string
}{
	{8, "WAVE", "audio/wav"}, // after "RIFF" and a length
	{8, "WEBP", "image/webp"},
	{0, "OggS", "audio/ogg"},
	{0, "fLaC", "audio/flac"},
	{0, "\x89PNG\r\n\x1a\n", "image/png"},
	{0, "\xff\xd8\xff", "image/jpeg"},
	{0, "GIF87a", "image/gif"},
	{0, "GIF89a", "image/gif"},
	{0, "%PDF-", "application/pdf"},
}

// sniffLen is how many leading octets sniffing reads.
const sniffLen = 16

// sniff returns the media type the leading octets head say, or "".
func sniff(head []byte) string {
	for _, s := range signatures {
		if s.at == 8 && !bytes.HasPrefix(head, []byte("RIFF")) {
			continue
		}
		if len(head) >= s.at+len(s.prefix) && string(head[s.at:s.at+len(s.prefix)]) == s.prefix {
			return s.media
		}
	}
	return ""
}

// observedType returns the media type a fetch records for its octets, in
// this order: what the leading octets say (sniff); else the served
// Content-Type, when it parses; else application/octet-stream. The claimed
// mimeType is never used: the record's verified fields come from what was
// observed, never from testimony (RFC-005 section 6.2).
func observedType(head []byte, served string) string {
	if t := sniff(head); t != "" {
		return t
	}
	if t, _, err := mime.ParseMediaType(served); err == nil {
		return t
	}
	return "application/octet-stream"
}

// extensions are the file extensions of the media types a fetch names
// files for; any other type is saved as ".bin".
var extensions = map[string]string{
	"audio/wav": "wav", "audio/x-wav": "wav", "audio/wave": "wav", "audio/ogg": "ogg",
	"audio/flac": "flac", "audio/mpeg": "mp3", "image/png": "png", "image/jpeg": "jpg",
	"image/gif": "gif", "image/webp": "webp", "application/pdf": "pdf",
	"text/plain": "txt", "text/markdown": "md", "text/csv": "csv", "application/json": "json",
}

// extension returns the file extension, without its dot, for media type t.
func extension(t string) string {
	if e, ok := extensions[t]; ok {
		return e
	}
	return "bin"
}
