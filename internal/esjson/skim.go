package esjson

// The scanner of fast_scan.go, for what is read of a document before it
// is decoded, or instead of decoding it (the subprocess adapter's bounds
// on an answer, and its check of an observation): these functions read
// JSON text without decoding it or allocating, and accept exactly what
// the parser accepts, saying only whether they do.

// ScanObject reads data, one JSON document that must be an object, and
// calls visit with each of its members, as VisitObject does: the name
// quoted as written (NameOf and NameIs read it) and the value as written,
// in their order, a name written twice twice. It reports whether data is
// a document ParseObjectRaw accepts; on one it refuses it returns false,
// having visited some members or none, without saying why: unlike
// VisitObject it never falls back on the parser, so it decodes nothing,
// whatever data holds.
func ScanObject(data []byte, visit func(name, raw []byte)) bool {
	return visitObject(data, visit)
}

// ScanArray is ScanObject for a document that must be an array: it calls
// visit with each item as written, in their order, and reports whether
// data is a document ParseArrayRaw accepts.
func ScanArray(data []byte, visit func(raw []byte)) bool {
	return scanDocument(data, false, func(_, raw []byte) { visit(raw) })
}

// StringEnd returns where the JSON string whose opening quote is at
// data[i] ends, just after its closing quote, and false when the parser
// would refuse it there: it ends before its closing quote, or holds a
// control character or an escape JSON does not have.
func StringEnd(data []byte, i int) (int, bool) {
	if i >= len(data) || data[i] != '"' {
		return 0, false
	}
	return scanString(data, i)
}

// SpaceEnd returns where the whitespace JSON allows between tokens, from
// data[i] on, ends: the index of the first other byte, or len(data).
func SpaceEnd(data []byte, i int) int { return skipSpaceAt(data, i) }
