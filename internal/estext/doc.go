// Package estext holds the text primitives SPEC's rules are written in, read
// as an ECMAScript host reads them, once for the whole suite: whitespace and
// trim as String.prototype.trim has them, lengths in UTF-16 code units,
// strings as WTF-8 (a lone surrogate kept as the three bytes ED A0–BF 80–BF),
// Unicode 15.0's format characters (Cf) and default-ignorable ones, %XX
// decoding and ASCII lower-casing, and the limit SPEC counts in those units
// (URIMax); and the
// Unicode versions the suite knows, 15.0 (SPEC's) through 17.0: toLowerCase
// on each one's tables (LowerCaseIn), and what differs from 15.0 in each
// (LaterUnicode, generated from the Unicode data into unicode_tables.go by
// TestUnicodeTables).
//
// The reference host (internal/refhost), the judge (internal/compare) and
// the input generator's independent oracle (internal/gen) each read SPEC's
// rules in their own code, but through these primitives, so that a rule's
// words ("whitespace", "length", "same uri") mean one thing everywhere:
//
//	estext.Trim("\u00a0 memo \ufeff")      // "memo"
//	estext.UTF16Len("😀")                  // 2
//	estext.LowerASCII(estext.PercentDecode("Memo%3A%2F%2Fx")) // "memo://x"
package estext

// URIMax is the longest top-level uri, in UTF-16 code units (UTF16Len),
// that is a reference: a longer one fails RFC-005's schema (SPEC 6).
const URIMax = 4096
