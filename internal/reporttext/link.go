package reporttext

import "strings"

// ResolveLink returns link resolved against base: a link relative to the
// repository's root ("SPEC.md#clause-spec-2-1-text",
// "docs/text.md#text-plain") becomes base+link; an absolute link (RFC-005's
// list of vectors), or any link when base is "", is returned as it is.
func ResolveLink(base, link string) string {
	if base == "" || link == "" || strings.Contains(link, "://") {
		return link
	}
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	return base + link
}
