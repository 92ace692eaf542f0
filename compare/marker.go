package compare

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// markerWant is what a marker expectation asks of the text that stands for
// it: normatively, one non-blank line that is not repeated, not another
// marker's wording, carrying no content SPEC does not show there, and
// naming its mentions (ASCII case aside) and its size by meaning; exactly,
// the reference profile's text.
type markerWant struct {
	kind     string   // the marker id: "withheld", "unsupported-type", …
	text     string   // the reference profile's wording
	mentions []string // what it must name
	bytes    *int64   // the size it must name, by meaning
}

// profileForms recognise each marker's reference-profile wording, so that
// one marker's words standing where another belongs is a wrong kind,
// whatever a host's own wording is. The fixed texts are the reference's
// own (package reference, SPEC section 3); the others are matched by the
// shape the reference gives them around their label and size.
var profileForms = map[string]*regexp.Regexp{
	reference.MarkerNoLink:          exactly(reference.NoLinkText),
	reference.MarkerWithheld:        exactly(reference.WithheldText),
	reference.MarkerNoMediaType:     exactly(reference.NoMediaTypeText),
	reference.MarkerUnreadable:      exactly(reference.UnreadableText),
	reference.MarkerSystemImage:     exactly(reference.SystemImageText),
	reference.MarkerSystemAudio:     exactly(reference.SystemAudioText),
	reference.MarkerImageNoData:     exactly(reference.ImageNoDataText),
	reference.MarkerAudioNoData:     exactly(reference.AudioNoDataText),
	reference.MarkerUnsupportedType: regexp.MustCompile(`^\[Resource not shown: this host can't display its data \(.*\)\.\]$`),
	reference.MarkerToolResultAudio: regexp.MustCompile(`^\[Audio not shown: this host's tool results carry only text and images \(.*\)\.\]$`),
	reference.MarkerStoredImage:     regexp.MustCompile(`^\[image: .*\]$`),
	reference.MarkerReferenceLine:   regexp.MustCompile(`^\[Reference: .*\]$`),
	reference.MarkerReferenceStub:   regexp.MustCompile(`^\[Reference ref_[0-9]+(: .*)?\]$`),
}

func exactly(s string) *regexp.Regexp { return regexp.MustCompile("^" + regexp.QuoteMeta(s) + "$") }

// kindWords are what a marker of each kind must say, in any words, for it
// to stand for that kind and not for arbitrary text: one of these words,
// ASCII case aside. They are deliberately broad (a host's own wording
// passes), and SPEC's reference wording has each. The markers that name a
// type or size carry those as the vector's mentions instead.
var kindWords = map[string]*regexp.Regexp{
	reference.MarkerWithheld:      regexp.MustCompile(`(?i)withh[eo]ld|held|hold|disposition|not shown|hidden|redact|omit|suppress|block`),
	reference.MarkerNoLink:        regexp.MustCompile(`(?i)link|uri|url|reference|address`),
	reference.MarkerNoMediaType:   regexp.MustCompile(`(?i)type|mime`),
	reference.MarkerUnreadable:    regexp.MustCompile(`(?i)neither|both|read|contents|invalid|malformed`),
	reference.MarkerReferenceLine: regexp.MustCompile(`(?i)ref|link|uri|url`),
	reference.MarkerReferenceStub: regexp.MustCompile(`(?i)ref|link|uri|url`),
}

// mayStandFor lists, for a marker, the other markers whose wording may
// stand in its place: SPEC 6 makes the uri line a MAY, so a stub may
// always stand where the line is expected.
var mayStandFor = map[string][]string{reference.MarkerReferenceLine: {reference.MarkerReferenceStub}}

// ProfileKind returns the id of the marker whose reference-profile wording
// s is (trimmed), such as "withheld" or "unsupported-type", or "".
func ProfileKind(s string) string {
	s = trimES(s)
	for kind, re := range profileForms {
		if re.MatchString(s) {
			return kind
		}
	}
	return ""
}

// check judges got, the text standing for the marker, adding each failed
// check to fs.
func (m markerWant) check(got string, fs *findings) {
	t := trimES(got)
	if t == "" {
		fs.add(ClassKind, "the %s marker must be one non-blank text, got %s", m.kind, quoteShort(got))
		return
	}
	if strings.ContainsAny(t, "\n\r\u2028\u2029") {
		fs.add(ClassKind, "the %s marker is one line, got %d lines (text joined into it): %s", m.kind, lineCount(t), quoteShort(got))
	} else if repeated(t) {
		fs.add(ClassKind, "the %s marker must appear once, got it repeated: %s", m.kind, quoteShort(got))
	}
	if k := ProfileKind(t); k != "" && k != m.kind && !allowedStandIn(m.kind, k) {
		fs.add(ClassKind, "the %s marker is expected here, got the %s marker's words %s", m.kind, k, quoteShort(got))
	}
	if re := kindWords[m.kind]; re != nil && !re.MatchString(got) {
		fs.add(ClassMention, "the %s marker must say what it stands for (in any words matching %s), got %s", m.kind, re, quoteShort(got))
	}
	for _, mention := range m.mentions {
		if !strings.Contains(strings.ToLower(got), strings.ToLower(mention)) {
			fs.add(ClassMention, "the %s marker must name %q, got %s", m.kind, mention, quoteShort(got))
		}
	}
	if m.bytes != nil && !namesSize(got, *m.bytes) {
		fs.add(ClassMention, "the %s marker must name the size %s (as %s or in KB, MB or GB rounded half up), got %s",
			m.kind, sizeWords(*m.bytes), sizeWords(*m.bytes), quoteShort(got))
	}
	if got != m.text {
		fs.add(ClassProfile, "the reference profile words the %s marker %q", m.kind, m.text)
	}
}

func allowedStandIn(want, got string) bool {
	for _, k := range mayStandFor[want] {
		if k == got {
			return true
		}
	}
	return false
}

// repeated reports whether s, its runs of white space folded, is one piece
// written two or more times, with or without white space between.
func repeated(s string) bool {
	s = strings.Join(strings.FieldsFunc(s, isESSpace), " ")
	return periodic(s) || periodic(s+" ")
}

func periodic(s string) bool {
	if len(s) < 2 {
		return false
	}
	i := strings.Index((s + s)[1:], s)
	return i >= 0 && i+1 < len(s)
}

func lineCount(s string) int {
	return len(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' || r == 0x2028 || r == 0x2029 }))
}

// isESSpace reports whether r is white space to ECMAScript's trim
// (WhiteSpace and LineTerminator). Go's unicode.IsSpace differs: it counts
// U+0085 and not U+FEFF. The judge keeps its own copy rather than reading
// the reference host's.
func isESSpace(r rune) bool {
	switch r {
	case '\t', '\v', '\f', ' ', 0xA0, 0xFEFF, '\n', '\r', 0x2028, 0x2029:
		return true
	}
	return r > 0xFF && unicode.Is(unicode.Zs, r)
}

func trimES(s string) string { return strings.TrimFunc(s, isESSpace) }

// quoteShort quotes s for a message, shortened when long.
func quoteShort(s string) string {
	const most = 120
	r := []rune(s)
	if len(r) > most {
		return strings.TrimSuffix(strconv.Quote(string(r[:most])), `"`) + `…"`
	}
	return strconv.Quote(s)
}
