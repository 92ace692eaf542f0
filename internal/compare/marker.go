package compare

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"

	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/memo"
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
	// copyText says the marker is a tool result's copy, whose text is the
	// marker itself, never the JSON text of a string holding it (SPEC 5,
	// whole data, revision 4).
	copyText bool
}

// profileForms recognise each marker's reference-profile wording, so that
// one marker's words standing where another belongs is a wrong kind,
// whatever a host's own wording is. The fixed texts are the reference's
// own (package reference, SPEC section 3); the others are matched by the
// shape the reference gives them around their label and size.
var profileForms = map[string]*regexp.Regexp{
	spec.MarkerNoLink:          exactly(spec.NoLinkText),
	spec.MarkerWithheld:        exactly(spec.WithheldText),
	spec.MarkerNoMediaType:     exactly(spec.NoMediaTypeText),
	spec.MarkerUnreadable:      exactly(spec.UnreadableText),
	spec.MarkerSystemImage:     exactly(spec.SystemImageText),
	spec.MarkerSystemAudio:     exactly(spec.SystemAudioText),
	spec.MarkerImageNoData:     exactly(spec.ImageNoDataText),
	spec.MarkerAudioNoData:     exactly(spec.AudioNoDataText),
	spec.MarkerUnsupportedType: around(spec.UnsupportedTypeStart, spec.NamedEnd),
	spec.MarkerToolResultAudio: around(spec.ToolResultAudioStart, spec.NamedEnd),
	spec.MarkerStoredImage:     around(spec.StoredImageStart, spec.StoredImageEnd),
	spec.MarkerReferenceLine:   around(spec.LinePrefix, "]"),
	spec.MarkerReferenceStub:   regexp.MustCompile(`^\[Reference ref_[0-9]+(: .*)?\]$`),
}

func exactly(s string) *regexp.Regexp { return regexp.MustCompile("^" + regexp.QuoteMeta(s) + "$") }

// around matches one line between start and end.
func around(start, end string) *regexp.Regexp {
	return regexp.MustCompile("^" + regexp.QuoteMeta(start) + ".*" + regexp.QuoteMeta(end) + "$")
}

// kindWords are what a marker of each kind must say, in any words, for it
// to stand for that kind and not for arbitrary text: one of these words,
// ASCII case aside. They are deliberately broad (a host's own wording
// passes), and SPEC's reference wording has each, but none is a word any
// marker says of itself: "block" is in "[unrecognized content block]",
// which says nothing of a claim. The markers that name a type or size
// carry those as the vector's mentions instead.
var kindWords = map[string]*regexp.Regexp{
	spec.MarkerWithheld:      regexp.MustCompile(`(?i)withh[eo]ld|held|hold|disposition|not shown|hidden|redact|omit|suppress`),
	spec.MarkerNoLink:        regexp.MustCompile(`(?i)link|uri|url|reference|address`),
	spec.MarkerNoMediaType:   regexp.MustCompile(`(?i)type|mime`),
	spec.MarkerUnreadable:    regexp.MustCompile(`(?i)neither|both|read|contents|invalid|malformed`),
	spec.MarkerReferenceLine: regexp.MustCompile(`(?i)ref|link|uri|url`),
	spec.MarkerReferenceStub: regexp.MustCompile(`(?i)ref|link|uri|url`),
}

// mayStandFor lists, for a marker, the other markers whose wording may
// stand in its place: SPEC 6 makes the uri line a MAY, so a stub may
// always stand where the line is expected.
var mayStandFor = map[string][]string{spec.MarkerReferenceLine: {spec.MarkerReferenceStub}}

// ProfileKind returns the id of the marker whose reference-profile wording
// s is (trimmed), such as "withheld" or "unsupported-type", or "".
func ProfileKind(s string) string {
	s = estext.Trim(s)
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return "" // every form is one bracketed text: a long text is no marker at once
	}
	for _, f := range profileShapes {
		if f.match(s) {
			return f.kind
		}
	}
	return ""
}

// profileShapes are profileForms read without regular expressions, for
// ProfileKind, which reads every text a lane shows (TestProfileShapes holds
// the two to each other): a fixed text, or a fixed start and end with no
// line break between (what ".*" matches).
var profileShapes = []profileShape{
	{kind: spec.MarkerNoLink, text: spec.NoLinkText},
	{kind: spec.MarkerWithheld, text: spec.WithheldText},
	{kind: spec.MarkerNoMediaType, text: spec.NoMediaTypeText},
	{kind: spec.MarkerUnreadable, text: spec.UnreadableText},
	{kind: spec.MarkerSystemImage, text: spec.SystemImageText},
	{kind: spec.MarkerSystemAudio, text: spec.SystemAudioText},
	{kind: spec.MarkerImageNoData, text: spec.ImageNoDataText},
	{kind: spec.MarkerAudioNoData, text: spec.AudioNoDataText},
	{kind: spec.MarkerUnsupportedType, start: spec.UnsupportedTypeStart, end: spec.NamedEnd},
	{kind: spec.MarkerToolResultAudio, start: spec.ToolResultAudioStart, end: spec.NamedEnd},
	{kind: spec.MarkerStoredImage, start: spec.StoredImageStart, end: spec.StoredImageEnd},
	{kind: spec.MarkerReferenceLine, start: spec.LinePrefix, end: "]"},
	{kind: spec.MarkerReferenceStub, start: spec.StubPrefix, end: "]", stub: true},
}

// A profileShape is one marker's profile form: its whole text, or its
// start and end with one line between; for the reference stub, the start
// is followed by a number, then the end or ": " and a line and the end.
type profileShape struct {
	kind       string
	text       string
	start, end string
	stub       bool
}

func (f profileShape) match(s string) bool {
	if f.text != "" {
		return s == f.text
	}
	if len(s) < len(f.start)+len(f.end) || !strings.HasPrefix(s, f.start) || !strings.HasSuffix(s, f.end) {
		return false
	}
	middle := s[len(f.start) : len(s)-len(f.end)]
	if f.stub {
		digits := 0
		for digits < len(middle) && '0' <= middle[digits] && middle[digits] <= '9' {
			digits++
		}
		if digits == 0 {
			return false
		}
		if middle = middle[digits:]; middle == "" {
			return true
		}
		if !strings.HasPrefix(middle, ": ") {
			return false
		}
		middle = middle[2:]
	}
	return !strings.Contains(middle, "\n")
}

// check judges got, the text standing for the marker, adding each failed
// check to fs. What it finds of a short text is remembered (see checked):
// the same marker stands on many lanes of an input, and in many inputs.
func (m markerWant) check(got string, fs *findings) {
	if len(got) > maxChecked || len(m.text) > maxChecked {
		m.checkAfresh(got, fs)
		return
	}
	k := checkKey{kind: m.kind, text: m.text, got: got, copyText: m.copyText}
	for _, mention := range m.mentions {
		k.mentions += strconv.Itoa(len(mention)) + ":" + mention // each told apart
	}
	if m.bytes != nil {
		k.bytes, k.hasBytes = *m.bytes, true
	}
	found, ok := checked.Get(k)
	if !ok {
		var mine findings
		m.checkAfresh(got, &mine)
		found = mine
		checked.Put(k, found)
	}
	for _, f := range found {
		fs.addNote(f)
	}
}

// checked remembers what check found, by marker and text.
var checked = memo.NewMap[checkKey, findings](maxCheckedKeys)

// The longest text whose check is remembered, and the most remembered:
// past them, the memory starts afresh.
const (
	maxChecked     = 512
	maxCheckedKeys = 4096
)

type checkKey struct {
	kind, text, mentions, got string
	bytes                     int64
	hasBytes, copyText        bool
}

// checkAfresh is check, worked out.
func (m markerWant) checkAfresh(got string, fs *findings) {
	p := markerPlace(m.kind)
	at := func(gotKind string) place { return p.at(p.want, gotKind) }
	t := estext.Trim(got)
	if t == "" {
		fs.add(at("blank"), ClassKind, "the %s marker must be one non-blank text, got %s", m.kind, quoteShort(got))
		return
	}
	if m.copyText && isJSONString(t) {
		fs.add(place{clause: clauseWholeData}.at(p.want, "json-string"), ClassKind,
			"the %s marker is a tool result's copy itself, not the JSON text of a string holding it, got %s", m.kind, quoteShort(got))
	}
	// A marker is a marker only when its words say what it stands for:
	// "[]", "[unrecognized content block]" or a block's JSON text is
	// text, and the marker is missing, not merely short of a word or
	// joined with other lines. The words are read outside the uris the
	// text quotes: a uri's path saying "held" makes no withheld marker.
	other := ProfileKind(t)
	if other == m.kind || allowedStandIn(m.kind, other) {
		other = ""
	}
	switch {
	case isJSONStructure(t):
		fs.add(at(kindOtherText), ClassKind, "the %s marker belongs here; the host showed JSON text (an object or array), so it is text, not the marker: %s",
			m.kind, quoteShort(got))
		m.checkProfile(got, fs)
		return
	case other == "" && !m.says(withoutURIs(t)):
		fs.add(at(kindOtherText), ClassKind, "the %s marker belongs here; the host showed a text that says nothing that would make it that marker (any of: %s), so it is text, not the marker: %s",
			m.kind, m.needs(), quoteShort(got))
		m.checkProfile(got, fs)
		return
	}
	if strings.ContainsAny(t, "\n\r") || separatedLines(withoutMentions(t, m.mentions)) {
		fs.add(at("marker-with-text"), ClassKind, "the %s marker is one line, got %d lines (text joined into it): %s", m.kind, lineCount(t), quoteShort(got))
	} else if repeated(t) {
		fs.add(at("repeated-marker"), ClassKind, "the %s marker must appear once, got it repeated: %s", m.kind, quoteShort(got))
	}
	if other != "" {
		fs.add(at("marker:"+other), ClassKind, "the %s marker is expected here, got the %s marker's words %s", m.kind, other, quoteShort(got))
	}
	if re := kindWords[m.kind]; re != nil && !re.MatchString(got) {
		fs.add(at("marker-without-meaning"), ClassMention, "the %s marker must say what it stands for (in any words matching %s), got %s", m.kind, re, quoteShort(got))
	}
	for _, mention := range m.mentions {
		if !strings.Contains(strings.ToLower(got), strings.ToLower(mention)) {
			what, clauses := mentionOf(m.kind, mention)
			mp := place{clause: p.clause, prefer: append(clauses, p.prefer...)}
			fs.add(mp.at(p.want, "marker-without-"+strings.ReplaceAll(what, " ", "-")), ClassMention, "the %s marker must name the %s %s, got %s",
				m.kind, what, mentionWords(mention), quoteShort(got))
		}
	}
	if m.bytes != nil && !namesSize(got, *m.bytes) {
		sp := place{clause: p.clause, prefer: append(append([]string{}, sizeClauses...), p.prefer...)}
		fs.add(sp.at(p.want, "marker-without-size"), ClassMention, "the %s marker must name the size %s (in bytes, or in KB, MB or GB rounded half up), got %s",
			m.kind, sizeWords(*m.bytes), quoteShort(got))
	}
	m.checkProfile(got, fs)
}

// uriToken is a uri a text quotes: a scheme, "://" and what follows up
// to white space or a closing bracket.
var uriToken = regexp.MustCompile(`(?i)[a-z][a-z0-9+.-]*://[^\s\])}>"']*`)

// withoutURIs returns t with each uri it quotes taken out.
func withoutURIs(t string) string {
	if !strings.Contains(t, "://") {
		return t
	}
	return uriToken.ReplaceAllString(t, " ")
}

// isJSONStructure reports whether the trimmed text t is a JSON object or
// array.
func isJSONStructure(t string) bool {
	if t == "" || (t[0] != '{' && t[0] != '[') {
		return false
	}
	return isJSONText(t)
}

// checkProfile adds the reference profile's check of got to fs.
func (m markerWant) checkProfile(got string, fs *findings) {
	if got != m.text {
		fs.add(profilePlace().at(markerPlace(m.kind).want, "marker"), ClassProfile, "the reference profile words the %s marker %q", m.kind, m.text)
	}
}

// says reports whether the trimmed text t says anything a marker of its
// kind must say: one of its kind's words, one of its mentions or its size.
// A marker that must say nothing of these is said by any text that is no
// JSON text and has a letter in it.
func (m markerWant) says(t string) bool {
	re := kindWords[m.kind]
	if re == nil && len(m.mentions) == 0 && m.bytes == nil {
		return !isJSONText(t) && strings.IndexFunc(t, unicode.IsLetter) >= 0
	}
	if re != nil && re.MatchString(t) {
		return true
	}
	for _, mention := range m.mentions {
		if mention != "" && strings.Contains(strings.ToLower(t), strings.ToLower(mention)) {
			return true
		}
	}
	return m.bytes != nil && namesSize(t, *m.bytes)
}

// needs lists, for a message, what says looks for: any one of them makes a
// text a marker of m's kind (the rest are then mention checks).
func (m markerWant) needs() string {
	var parts []string
	if re := kindWords[m.kind]; re != nil {
		parts = append(parts, "words matching "+re.String())
	}
	for _, mention := range m.mentions {
		what, _ := mentionOf(m.kind, mention)
		parts = append(parts, "the "+what+" "+mentionWords(mention))
	}
	if m.bytes != nil {
		parts = append(parts, "the size "+sizeWords(*m.bytes))
	}
	if len(parts) == 0 {
		return "a word"
	}
	return strings.Join(parts, ", ")
}

// isJSONString reports whether t is the JSON text of a string: quoted,
// escaped, and nothing after its closing quote.
func isJSONString(t string) bool {
	if len(t) < 2 || t[0] != '"' || t[len(t)-1] != '"' {
		return false
	}
	v, err := esjson.ParseString(t)
	return err == nil && v.Kind() == esjson.String
}

// mentionOf says what a mention of a marker of kind is ("media type",
// "name" or "word"), and the clauses that have the marker name it.
func mentionOf(kind, mention string) (what string, clauses []string) {
	switch {
	case kind == spec.MarkerReferenceStub && !strings.Contains(mention, "/"):
		return "name", []string{"SPEC 6 field rules"}
	case kind == spec.MarkerUnsupportedType || kind == spec.MarkerToolResultAudio ||
		kind == spec.MarkerStoredImage || strings.Contains(mention, "/"):
		return "media type", append([]string{}, labelClauses...)
	}
	return "word", nil
}

// mentionWords writes a mention for a message: as it is when that reads
// plainly, else quoted.
func mentionWords(s string) string {
	if q := strconv.Quote(s); q == `"`+s+`"` && s != "" && !strings.ContainsAny(s, " ,") {
		return s
	}
	return quoteShort(s)
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
	s = strings.Join(strings.FieldsFunc(s, estext.IsWhitespace), " ")
	return periodic(s) || periodic(s+" ")
}

func periodic(s string) bool {
	if len(s) < 2 {
		return false
	}
	i := strings.Index((s + s)[1:], s)
	return i >= 0 && i+1 < len(s)
}

// withoutMentions returns t with each of mentions taken out.
func withoutMentions(t string, mentions []string) string {
	for _, m := range mentions {
		if m != "" {
			t = strings.ReplaceAll(t, m, "")
		}
	}
	return t
}

// separatedLines reports whether U+2028 or U+2029 part t (a marker, its
// mentions taken out) into lines of their own. A label keeps both (SPEC 3
// removes controls and bidi marks only), so inside one bracketed marker
// they are a media type's or a name's: no text joined into it.
func separatedLines(t string) bool {
	if !strings.ContainsAny(t, "\u2028\u2029") {
		return false
	}
	if !strings.HasPrefix(t, "[") || !strings.HasSuffix(t, "]") {
		return true
	}
	for _, sep := range []string{"\u2028", "\u2029"} {
		if strings.Contains(t, "]"+sep) || strings.Contains(t, sep+"[") {
			return true
		}
	}
	return false
}

func lineCount(s string) int {
	return len(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' || r == 0x2028 || r == 0x2029 }))
}

// quoteShort quotes s for a message, shortened when long.
func quoteShort(s string) string {
	const most = 120
	if utf8.RuneCountInString(s) > most {
		// The first most characters, as []rune(s)[:most] has them.
		end := 0
		for range most {
			_, size := utf8.DecodeRuneInString(s[end:])
			end += size
		}
		return strings.TrimSuffix(strconv.Quote(string([]rune(s[:end]))), `"`) + `…"`
	}
	return strconv.Quote(s)
}
