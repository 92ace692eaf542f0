package spec

import "github.com/rfc005-lanes/rfc005-lanes/internal/estext"

// SameURI reports whether a and b are one uri as SPEC 6 has it: equal once
// every %XX escape is decoded and ASCII letters are lower-cased
// (SameURIKey).
func SameURI(a, b string) bool { return a == b || SameURIKey(a) == SameURIKey(b) }

// SameURIKey is what the same-uri rule compares of uri: %XX decoded first,
// then ASCII letters lower-cased (where SPEC revision 2 left the order
// open, the reference decides).
func SameURIKey(uri string) string { return estext.LowerASCII(estext.PercentDecode(uri)) }
