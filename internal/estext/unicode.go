package estext

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// SpecUnicode is the Unicode version SPEC reads characters in (SPEC 1,
// unicode version): the reference host's, and the one whose reading every
// vector's expectation writes. Go's unicode tables are this version's
// (TestUnicodeTables holds them to it).
const SpecUnicode = "15.0"

// UnicodeChanges lists the code points whose properties SPEC reads differ
// between Unicode 15.0 and a later version: the full lower-case mapping
// toLowerCase uses (SPEC 3 lower-casing), Cased and Case_Ignorable (the
// final-sigma rule), general category Cf (SPEC 6 reference line format),
// general category Zs (ECMAScript's whitespace, SPEC 7) and White_Space.
// Each property list holds the code points that have it in one version
// and not in the other, as ranges.
type UnicodeChanges struct {
	Version       string // "15.1", "16.0", "17.0"
	Lower         []LowerChange
	Cased         []RuneRange
	CaseIgnorable []RuneRange
	Format        []RuneRange
	Zs            []RuneRange
	WhiteSpace    []RuneRange
}

// LowerChange is a code point whose full lower-case mapping differs: From
// in Unicode 15.0, To in the later version.
type LowerChange struct {
	R        rune
	From, To string
}

// RuneRange is the code points Lo through Hi.
type RuneRange struct{ Lo, Hi rune }

// unicodeDigest is the SHA-256 digests of one version's tables, as
// unicode_tables.go records them from the version's data package (pkg):
// its code points of Cf, Zs, White_Space, Cased and Case_Ignorable, and
// its full lower-case mappings. Tests hold Go's tables to them.
type unicodeDigest struct {
	pkg                                                 string
	format, zs, whiteSpace, cased, caseIgnorable, lower string
}

// UnicodeVersions returns the Unicode versions the suite knows, SPEC's
// first: a host on any of them passes the MUST gate (SPEC revision 4,
// R4-12).
func UnicodeVersions() []string {
	out := []string{SpecUnicode}
	for _, ch := range unicodeLater {
		out = append(out, ch.Version)
	}
	return out
}

// LaterUnicode returns what differs from Unicode 15.0 in each later
// version the suite knows, oldest first (generated from the Unicode data:
// unicode_tables.go).
func LaterUnicode() []UnicodeChanges { return slices.Clone(unicodeLater) }

// KnownUnicode reports whether version is one UnicodeVersions lists.
func KnownUnicode(version string) bool { return slices.Contains(UnicodeVersions(), version) }

// UnicodeDiffers reports whether any property SPEC reads of r differs
// between Unicode 15.0 and a later version the suite knows: a text holding
// r may be read two ways.
func UnicodeDiffers(r rune) bool {
	d := differing()
	return r >= d.lowest && inRanges(r, d.ranges)
}

// StringDiffers reports whether s holds a character UnicodeDiffers
// reports. It skips the bytes below the first such character without
// decoding them, so an ASCII text of megabytes costs one pass.
func StringDiffers(s string) bool {
	d := differing()
	for i := 0; i < len(s); {
		if c := s[i]; rune(c) < d.lowest && c < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r >= d.lowest && inRanges(r, d.ranges) {
			return true
		}
		i += n
	}
	return false
}

// differingSet is every code point UnicodeDiffers reports, as sorted,
// disjoint ranges, and the lowest of them.
type differingSet struct {
	ranges []RuneRange
	lowest rune
}

// differing is the union of every later version's changes, made once: one
// search per character instead of one per property and version.
var differing = sync.OnceValue(func() differingSet {
	var all []RuneRange
	for _, ch := range unicodeLater {
		for _, l := range ch.Lower {
			all = append(all, RuneRange{l.R, l.R})
		}
		for _, rs := range [][]RuneRange{ch.Cased, ch.CaseIgnorable, ch.Format, ch.Zs, ch.WhiteSpace} {
			all = append(all, rs...)
		}
	}
	slices.SortFunc(all, func(a, b RuneRange) int { return int(a.Lo - b.Lo) })
	var merged []RuneRange
	for _, g := range all {
		if n := len(merged); n > 0 && g.Lo <= merged[n-1].Hi+1 {
			merged[n-1].Hi = max(merged[n-1].Hi, g.Hi)
			continue
		}
		merged = append(merged, g)
	}
	d := differingSet{ranges: merged, lowest: unicode.MaxRune + 1}
	if len(merged) > 0 {
		d.lowest = merged[0].Lo
	}
	return d
})

// changesFor returns the changes of version, nil for SPEC's own; it panics
// on a version the suite does not know, which is a caller's bug.
func changesFor(version string) *UnicodeChanges {
	if version == SpecUnicode {
		return nil
	}
	for i := range unicodeLater {
		if unicodeLater[i].Version == version {
			return &unicodeLater[i]
		}
	}
	panic(fmt.Sprintf("estext: Unicode %q is no version the suite knows (%s)", version, strings.Join(UnicodeVersions(), ", ")))
}

// lower returns the change of r's lower-case mapping, or nil.
func (ch *UnicodeChanges) lower(r rune) *LowerChange {
	i, found := slices.BinarySearchFunc(ch.Lower, r, func(c LowerChange, r rune) int { return int(c.R - r) })
	if !found {
		return nil
	}
	return &ch.Lower[i]
}

// inRanges reports whether r is in one of rs, sorted.
func inRanges(r rune, rs []RuneRange) bool {
	_, found := slices.BinarySearchFunc(rs, r, func(g RuneRange, r rune) int {
		switch {
		case g.Hi < r:
			return -1
		case g.Lo > r:
			return 1
		}
		return 0
	})
	return found
}

// LowerCaseIn returns s lower-cased as ECMAScript's
// String.prototype.toLowerCase does on version's tables (one of
// UnicodeVersions): each character's full lower-case mapping without a
// locale (U+0130 İ becomes "i" and U+0307), and Σ as ς where it ends a
// word (Final_Sigma), else σ. A byte that is not UTF-8 (a lone
// surrogate's WTF-8) is kept as it is.
func LowerCaseIn(s, version string) string {
	ch := changesFor(version)
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteByte(s[i])
		case r == 'Σ' && finalSigma(s, i, ch):
			b.WriteRune('ς')
		default:
			b.WriteString(lowerRune(r, ch))
		}
		i += size
	}
	return b.String()
}

// lowerRune is r's full lower-case mapping on the tables ch changes.
func lowerRune(r rune, ch *UnicodeChanges) string {
	if ch != nil {
		if c := ch.lower(r); c != nil {
			return c.To
		}
	}
	if r == 0x130 { // SpecialCasing's one unconditional mapping that is no simple one
		return "i\u0307"
	}
	return string(unicode.ToLower(r))
}

// finalSigma reports whether the Σ at s[i] is in Unicode's Final_Sigma
// context on the tables ch changes (FinalSigma).
func finalSigma(s string, i int, ch *UnicodeChanges) bool {
	return FinalSigma(s, i, func(r rune) bool { return isCaseIgnorable(r, ch) }, func(r rune) bool { return isCased(r, ch) })
}

// FinalSigma reports whether the Σ at s[i] is in Unicode's Final_Sigma
// context (Table 3-17), as ignorable and cased read Case_Ignorable and
// Cased: after a cased character and any case-ignorable ones, and not
// before any case-ignorable ones and a cased one. Like ICU (which
// ECMAScript engines use) and CPython, it skips every case-ignorable
// character before asking whether the next one is cased, so a character
// that is both (U+0345, say) counts as case-ignorable.
func FinalSigma(s string, i int, ignorable, cased func(rune) bool) bool {
	before := false
	for j := i; j > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:j])
		j -= size
		if !ignorable(r) {
			before = cased(r)
			break
		}
	}
	if !before {
		return false
	}
	for j := i + len("Σ"); j < len(s); {
		r, size := utf8.DecodeRuneInString(s[j:])
		j += size
		if !ignorable(r) {
			return !cased(r)
		}
	}
	return true
}

// isCased reports whether r has Unicode's Cased property (Lowercase,
// Uppercase or Lt) on the tables ch changes (nil: Unicode 15.0's).
func isCased(r rune, ch *UnicodeChanges) bool {
	cased := unicode.In(r, unicode.Ll, unicode.Lu, unicode.Lt, unicode.Other_Lowercase, unicode.Other_Uppercase)
	return cased != (ch != nil && inRanges(r, ch.Cased))
}

// isCaseIgnorable reports whether r has Unicode's Case_Ignorable property
// on the tables ch changes (nil: Unicode 15.0's): category Mn, Me, Cf, Lm
// or Sk, or Word_Break MidLetter, MidNumLet or Single_Quote.
func isCaseIgnorable(r rune, ch *UnicodeChanges) bool {
	ignorable := slices.Contains(wordBreakMid, r) || unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
	return ignorable != (ch != nil && inRanges(r, ch.CaseIgnorable))
}

// wordBreakMid are the characters of Word_Break MidLetter, MidNumLet and
// Single_Quote in Unicode 15.0's WordBreakProperty.txt, which Go's unicode
// package does not carry (a later version's changes to Case_Ignorable are
// in its UnicodeChanges).
var wordBreakMid = []rune{
	'\'',                                                // Single_Quote
	'.', 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E, // MidNumLet
	':', 0x00B7, 0x0387, 0x055F, 0x05F4, 0x2027, 0xFE13, 0xFE55, 0xFF1A, // MidLetter
}
