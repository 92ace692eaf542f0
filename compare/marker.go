package compare

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
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
// whatever a host's own wording is.
var profileForms = map[string]*regexp.Regexp{
	"no-link":           exactly("[Reference not shown: it arrived without a link.]"),
	"withheld":          exactly("[inline content withheld: nonconformant bulk disposition on inline data]"),
	"no-media-type":     exactly("[Resource not shown: its data arrived without a media type.]"),
	"unreadable":        exactly("[Resource not shown: its contents arrived as neither text nor data, or as both.]"),
	"system-image":      exactly("[image block not shown: the system prompt carries text only.]"),
	"system-audio":      exactly("[audio block not shown: the system prompt carries text only.]"),
	"image-no-data":     exactly("[Image: no data]"),
	"audio-no-data":     exactly("[Audio: no data]"),
	"unsupported-type":  regexp.MustCompile(`^\[Resource not shown: this host can't display its data \(.*\)\.\]$`),
	"tool-result-audio": regexp.MustCompile(`^\[Audio not shown: this host's tool results carry only text and images \(.*\)\.\]$`),
	"stored-image":      regexp.MustCompile(`^\[image: .*\]$`),
	"reference-line":    regexp.MustCompile(`^\[Reference: .*\]$`),
	"reference-stub":    regexp.MustCompile(`^\[Reference ref_[0-9]+(: .*)?\]$`),
}

func exactly(s string) *regexp.Regexp { return regexp.MustCompile("^" + regexp.QuoteMeta(s) + "$") }

// kindWords are what a marker of each kind must say, in any words, for it
// to stand for that kind and not for arbitrary text: one of these words,
// ASCII case aside. They are deliberately broad (a host's own wording
// passes), and SPEC's reference wording has each. The markers that name a
// type or size carry those as the vector's mentions instead.
var kindWords = map[string]*regexp.Regexp{
	"withheld":       regexp.MustCompile(`(?i)withh[eo]ld|held|hold|disposition|not shown|hidden|redact|omit|suppress|block`),
	"no-link":        regexp.MustCompile(`(?i)link|uri|url|reference|address`),
	"no-media-type":  regexp.MustCompile(`(?i)type|mime`),
	"unreadable":     regexp.MustCompile(`(?i)neither|both|read|contents|invalid|malformed`),
	"reference-line": regexp.MustCompile(`(?i)ref|link|uri|url`),
	"reference-stub": regexp.MustCompile(`(?i)ref|link|uri|url`),
}

// mayStandFor lists, for a marker, the other markers whose wording may
// stand in its place: SPEC 6 makes the uri line a MAY, so a stub may
// always stand where the line is expected.
var mayStandFor = map[string][]string{"reference-line": {"reference-stub"}}

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
