package compare

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/diff"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/estext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// shown is one block as a lane shows it and the diffs print it: the
// protocol's block.
type shown = adapters.Block

// expected is one expected block with what its normative check allows.
type expected struct {
	shown
	marker *markerWant
	// pattern, for texts joined on the live lane, is the regular
	// expression that matches any wording of the markers in the run
	// (compiled only when a text is not the reference's own); markers[i]
	// is the marker of its group i+1.
	pattern string
	markers []markerWant
	// json, for structured data's JSON text, is compared as a value.
	json *esjson.Value
	// parts, for texts joined, are the blocks joined.
	parts []expected
}

func compareBlocksLane(lane adapters.Lane, want vectors.Expectation, obs adapters.Observation, fs *findings, tx *texts) (norm, exact string) {
	w := outcome{Refused: want.Refused}
	g := outcome{Refused: obs.Refused}
	if want.Refused != "" || obs.Refused != "" || obs.Blocks == nil {
		wantBlocks := expectedOf(want.Blocks, tx)
		first := firstWant(wantBlocks)
		switch {
		case want.Refused != "" && obs.Refused == "":
			fs.add(placeOf(emptyClauses).at(kindEmpty, "shown"), ClassKind, "SPEC 7 refuses visibly empty content (refused %q); the host showed it", want.Refused)
		case want.Refused == "" && obs.Refused != "":
			fs.add(placeOf(emptyClauses).at(first, refusedKind(obs.Refused)), ClassKind, "the content is something to see; the host refused it (%q)", obs.Refused)
		case want.Refused != obs.Refused:
			fs.add(placeOf(emptyClauses).at(kindEmpty, refusedKind(obs.Refused)), ClassContent, "refused %q, want %q", obs.Refused, want.Refused)
		case obs.Blocks == nil && want.Refused == "":
			fs.add(lanePlace(lane).at(first, kindNothing), ClassKind, "the observation has no blocks")
			g.asSent = &obs
		}
		w.Blocks, g.Blocks = shownOf(wantBlocks), gotOf(obs.Blocks)
		return diffOutcome(w, g, w, g)
	}
	return compareBlocks(lane, w, g, want.Blocks, obs.Blocks, fs, tx)
}

// firstWant is the kind SPEC shows first among blocks, or "nothing".
func firstWant(blocks []expected) string {
	if len(blocks) == 0 {
		return kindNothing
	}
	return wantKind(blocks[0])
}

// refusedKind is the kind of a refusal: "empty" for visibly empty content,
// "refused" for any other reason.
func refusedKind(reason string) string {
	if reason == adapters.RefusedEmpty {
		return kindEmpty
	}
	return "refused"
}

// renderKind is the kind of a render outcome; for "shown", first is the
// kind of the first block shown.
func renderKind(render, first string) string {
	switch render {
	case adapters.RenderNothing:
		return kindEmpty
	case adapters.RenderRefused:
		return "refused"
	case adapters.RenderShown:
		return first
	case "":
		return kindNothing
	}
	return "other-render"
}

func compareRender(want vectors.Expectation, obs adapters.Observation, fs *findings, tx *texts) (norm, exact string) {
	w := outcome{Render: want.Render}
	g := outcome{Render: obs.Render, Refused: obs.Refused}
	if want.Render != adapters.RenderShown || obs.Render != adapters.RenderShown {
		wantBlocks := expectedOf(want.Blocks, tx)
		if want.Render != obs.Render || obs.Refused != "" {
			p := place{clause: clauseRender}
			if want.Render == adapters.RenderNothing || obs.Render == adapters.RenderNothing {
				p = placeOf(append(emptyClauses[:len(emptyClauses):len(emptyClauses)], clauseRender))
			}
			got := renderKind(obs.Render, "shown")
			if obs.Refused != "" {
				got = refusedKind(obs.Refused)
			}
			fs.add(p.at(renderKind(want.Render, firstWant(wantBlocks)), got), ClassKind, "render %q, want %q", obs.Render, want.Render)
		}
		w.Blocks, g.Blocks = shownOf(wantBlocks), gotOf(obs.Blocks)
		return diffOutcome(w, g, w, g)
	}
	return compareBlocks(adapters.Render, w, g, want.Blocks, obs.Blocks, fs, tx)
}

// compareBlocks compares block lists; on the live lane adjacent text
// blocks are compared joined by "\n" (SPEC 4: hosts differ in whether they
// merge text blocks). The join decides whether the live copy passes, never
// what fails: where the host sent as many blocks as SPEC shows and the
// joined texts differ, the checks are those of the blocks as the host sent
// them, each at its own block's level, clause and cause words (a right
// text beside a wrong block is not blamed for it, and a marker joined with
// the next text makes no check of a text's clause).
func compareBlocks(lane adapters.Lane, w, g outcome, wantBlocks []vectors.Block, gotBlocks []adapters.Block, fs *findings, tx *texts) (norm, exact string) {
	if lane != adapters.ToolResultLive {
		return compareBlocksAs(lane, false, w, g, wantBlocks, gotBlocks, fs, tx)
	}
	var joined findings
	norm, exact = compareBlocksAs(lane, true, w, g, wantBlocks, gotBlocks, &joined, tx)
	if norm != "" && len(wantBlocks) == len(gotBlocks) {
		var asSent findings
		if n, e := compareBlocksAs(lane, false, w, g, wantBlocks, gotBlocks, &asSent, tx); asSent.normative() {
			joined, norm, exact = asSent, n, e
		}
	}
	for _, n := range joined {
		fs.addNote(n)
	}
	return norm, exact
}

// compareBlocksAs is compareBlocks with adjacent texts joined or not.
func compareBlocksAs(lane adapters.Lane, join bool, w, g outcome, wantBlocks []vectors.Block, gotBlocks []adapters.Block, fs *findings, tx *texts) (norm, exact string) {
	exactW, exactG := w, g
	want, got := expectedOf(wantBlocks, tx), gotOf(gotBlocks)
	if lane == adapters.ToolResultLive {
		for _, e := range want {
			if e.marker != nil {
				e.marker.copyText = true
			}
		}
	}
	exactW.Blocks, exactG.Blocks = shownOf(want), got
	var parts []int // how many of the host's text blocks each got block joins
	if join {
		want = joinTexts(want)
		got, parts = joinGot(got)
	}
	content := contentTexts(want)
	if len(want) != len(got) {
		what := fmt.Sprintf("shows %d block(s) (%s) where SPEC shows %d (%s)", len(exactG.Blocks), kindsOf(exactG.Blocks), len(exactW.Blocks), kindsOf(exactW.Blocks))
		if len(got) != len(exactG.Blocks) || len(want) != len(exactW.Blocks) {
			what += fmt.Sprintf("; with adjacent texts joined by \"\\n\", as the suite compares the live copy (SPEC 4), %d where SPEC shows %d", len(got), len(want))
		}
		at := lanePlace(lane).at(countKinds(lane, want, got, expectedOf(wantBlocks, tx), exactG.Blocks))
		fs.addNote(note{Finding{Class: ClassKind, What: what, Clause: at.clause}, at, "", "", len(want) == 1})
	}
	gotNorm := make([]shown, len(got))
	copy(gotNorm, got)
	joined := false
	sent := sentBlocks(exactG.Blocks, parts)
	for i := range min(len(want), len(got)) {
		before := len(*fs)
		if want[i].judge(got[i], sent[i], content, fs) {
			gotNorm[i] = want[i].shown
		}
		if parts != nil && parts[i] > 1 {
			joined = true
			(*fs)[before:].joinedBySuite(parts[i])
		}
	}
	w.Blocks, g.Blocks = shownOf(want), gotNorm
	norm, exact = diffOutcome(w, g, exactW, exactG)
	if norm != "" && joined {
		// The evidence is the blocks as the host sent them, the suite's
		// join named as such (docs/ARCHITECTURE.md, "What the gate promises (revision 3)").
		norm = diff.Of(capped(exactW).doc(), capped(withJoinNote(exactG)).doc())
	}
	return norm, exact
}

// countKinds returns the kinds SPEC and the host show where a block count
// differs: at the first block that differs (firstKinds). On the live lane,
// where the count is of texts joined, a host that sent as many blocks as
// SPEC shows is read block by block as it sent them, at the first block
// whose kind differs: an image shown as a marker's text beside a text is
// the image's failure, not a change of the text it was joined to.
func countKinds(lane adapters.Lane, joinedWant []expected, joinedGot []shown, want []expected, got []shown) (w, g string) {
	if lane == adapters.ToolResultLive && len(want) == len(got) {
		content := contentTexts(want)
		for i := range want {
			if want[i].shown == got[i] {
				continue
			}
			if w, g := wantKind(want[i]), gotKind(got[i], content); w != g {
				return w, g
			}
		}
	}
	return firstKinds(joinedWant, joinedGot)
}

// sentBlocks returns, for each block of a lane's blocks joined as
// joinGot joins them (parts, nil for none), the host's blocks it stands
// for.
func sentBlocks(blocks []shown, parts []int) [][]shown {
	if parts == nil {
		out := make([][]shown, len(blocks))
		for i := range blocks {
			out[i] = blocks[i : i+1]
		}
		return out
	}
	out := make([][]shown, len(parts))
	at := 0
	for i, n := range parts {
		out[i] = blocks[at : at+n]
		at += n
	}
	return out
}

// joinedBySuite rewords the findings of a text the suite joined from n of
// the host's text blocks (the live copy's comparison, SPEC 4): a marker
// with more lines in it stands beside more text blocks, which the host
// did not join into it.
func (fs findings) joinedBySuite(n int) {
	for i, f := range fs {
		if f.at.got != "marker-with-text" {
			continue
		}
		kind := strings.TrimPrefix(f.at.want, "marker:")
		fs[i].at.got = "text-beside-marker"
		fs[i].What = fmt.Sprintf("the %s marker stands alone where SPEC shows it; the host sent it with more text blocks beside it (%d text blocks, which the suite compares joined by \"\\n\", as SPEC 4 compares the live copy)", kind, n)
	}
}

// withJoinNote returns o with a note after each run of adjacent text
// blocks, saying the suite compares them joined.
func withJoinNote(o outcome) outcome {
	var blocks []shown
	run := 0
	flush := func() {
		if run > 1 {
			blocks = append(blocks, shown{Type: diff.NoteType, Text: fmt.Sprintf("the suite's join: the %d text blocks above are compared joined by \"\\n\" (SPEC 4, the live copy)", run)})
		}
		run = 0
	}
	for _, b := range o.Blocks {
		if b.Type == "text" {
			run++
		} else {
			flush()
		}
		blocks = append(blocks, b)
	}
	flush()
	o.Blocks = blocks
	return o
}

func kindsOf(blocks []shown) string {
	kinds := make([]string, len(blocks))
	for i, b := range blocks {
		kinds[i] = b.Type
	}
	return strings.Join(kinds, ", ")
}

// diffOutcome returns the normative diff of w and g and the exact diff of
// exactW and exactG.
func diffOutcome(w, g, exactW, exactG outcome) (norm, exact string) {
	w, g, exactW, exactG = capped(w), capped(g), capped(exactW), capped(exactG)
	if !w.equal(g) {
		return diff.Of(w.doc(), g.doc()), ""
	}
	if !exactW.equal(exactG) {
		return "", diff.Of(exactW.doc(), exactG.doc())
	}
	return "", ""
}

// judge reports whether got passes the normative checks of e, adding each
// check it fails to fs: the same block, or for a marker a text block that
// is one marker naming its mentions. sent are the host's blocks got stands
// for (more than one where the suite joined texts of the live copy), for
// the words of a failure; content is the texts SPEC shows as content among
// the blocks, for its kinds.
func (e expected) judge(got shown, sent []shown, content []string, fs *findings) bool {
	if got == e.shown {
		return true
	}
	before := len(*fs)
	p := wantPlace(e)
	if got.Type != e.Type {
		w := wantKind(e)
		if e.parts != nil { // texts the suite joined: the first is where the host's block stands
			p, w = wantPlace(e.parts[0]), wantKind(e.parts[0])
		}
		p = p.at(w, gotKind(got, content))
		switch {
		case e.marker != nil && e.marker.kind == spec.MarkerWithheld:
			fs.add(p, ClassWithheld, "SPEC withholds this block (a withheld marker), the host showed %s", describeSent(got, sent))
		case e.marker != nil:
			n := note{Finding{Class: ClassKind, What: fmt.Sprintf("the %s marker (a text block) belongs here, the host showed %s", e.marker.kind, describeSent(got, sent)), Clause: p.clause}, p, "", got.Data, false}
			fs.addNote(n)
		default:
			fs.add(p, ClassKind, "%s belongs here, the host showed %s", describe(e.shown), describeSent(got, sent))
		}
		return false
	}
	if got.Type != "text" {
		if got.Data != e.Data {
			fs.add(p.at(e.Type, "other-data"), ClassContent, "the %s's data differs (%d characters, want %d)", got.Type, len(got.Data), len(e.Data))
		}
		if got.MimeType != e.MimeType {
			fs.add(p.at(e.Type, "other-media-type"), ClassContent, "the %s's media type is %q, want %q as sent", got.Type, got.MimeType, e.MimeType)
		}
		return false
	}
	switch {
	case e.json != nil:
		v, err := parseShown(got.Text, nil)
		if err != nil {
			notJSON(p, got, sent, content, err, fs)
			return false
		}
		norm, _ := compareValues(*e.json, v, storedMarker, fs, jsonAt{place: p, text: got.Text})
		return norm == ""
	case e.pattern != "":
		m := regexp.MustCompile(e.pattern).FindStringSubmatch(got.Text)
		if m == nil {
			e.contentDiffers(got, sent, content, fs)
			return false
		}
		for i, mw := range e.markers {
			mw.check(m[i+1], fs)
		}
	case e.marker != nil:
		e.marker.check(got.Text, fs)
	default:
		e.contentDiffers(got, sent, content, fs)
		return false
	}
	for _, f := range (*fs)[before:] {
		if f.Class != ClassProfile {
			return false
		}
	}
	return true
}

// notJSON adds the finding for a text that is not structured data's JSON
// text (err says why), as the host sent it: texts the suite joined are
// blocks where SPEC shows one (SPEC 5), and a marker of the host's own
// where the JSON text belongs is a wrong kind, whether it stands alone or
// beside other texts; other text is content.
func notJSON(p place, got shown, sent []shown, content []string, err error, fs *findings) {
	g := textKind(got.Text, content)
	for _, b := range sent {
		if k := textKind(b.Text, content); isMarkerKind(k) {
			g = k
			break
		}
	}
	class := ClassContent
	if isMarkerKind(g) {
		class = ClassKind
	}
	switch {
	case len(sent) > 1:
		fs.add(p.at(kindJSON, g), class, "SPEC shows structured data's JSON text as one text block; the host sent %s", describeSent(got, sent))
	case isMarkerKind(g):
		fs.add(p.at(kindJSON, g), class, "structured data's JSON text belongs here; the host showed a marker in its own words %s", quoteShort(got.Text))
	default:
		fs.add(p.at(kindJSON, g), class, "structured data's text is not JSON: %v", err)
	}
}

// contentDiffers adds the finding for a text that is not the content
// expected: another marker's words where content belongs is a wrong kind.
// Its words name no marker's profile wording: a marker among the texts
// joined is said by its kind, in any words.
func (e expected) contentDiffers(got shown, sent []shown, content []string, fs *findings) {
	p := wantPlace(e).at(kindText, textKind(got.Text, content))
	if e.parts != nil && strings.ReplaceAll(e.Text, "\n", "") == strings.ReplaceAll(got.Text, "\n", "") {
		// Every part is there, joined otherwise: the join itself fails
		// (SPEC 5: a content array's texts joined by "\n").
		fs.add(place{clause: clauseContent}.at(kindText, kindOtherText), ClassContent, "the blocks' texts are joined by \"\\n\", got %s", quoteShort(got.Text))
		return
	}
	if e.parts != nil {
		// The suite's join makes no check of its own: the check is the
		// part's whose line differs, at its level and clause.
		w, g, i := lineKinds(e.parts, got.Text)
		if i >= 0 {
			p = wantPlace(e.parts[i])
		}
		p = p.at(w, g)
		if i >= 0 && e.parts[i].marker != nil {
			fs.add(p, ClassKind, "the %s marker belongs among the lines of this text, adjacent text blocks joined by \"\\n\"; the host's %s lacks it", e.parts[i].marker.kind, quoteShort(got.Text))
			if j := lostBeside(e.parts, i, got.Text); j >= 0 {
				// The marker is not all the host left out: the part lost
				// beside it fails at its own level and clause, a marker's
				// as a marker's (kind), a text's as content.
				lost := wantPlace(e.parts[j]).at(wantKind(e.parts[j]), textKind(got.Text, content))
				if m := e.parts[j].marker; m != nil {
					fs.add(lost, ClassKind, "the %s marker belongs among the lines of this text too; the host's %s lacks it", m.kind, quoteShort(got.Text))
				} else {
					fs.add(lost, ClassContent, "the texts joined by \"\\n\" must be %s; got %s", partsWords(e.parts), gotTexts(got, sent))
				}
			}
			return
		}
	}
	if k := ProfileKind(got.Text); k != "" && ProfileKind(e.Text) == "" {
		fs.add(p, ClassKind, "content belongs here, the host showed the %s marker's words %s", k, quoteShort(got.Text))
		return
	}
	if e.parts == nil && textKind(got.Text, content) == "marker" && !looksLikeMarker(estext.Trim(e.Text)) {
		// A marker in the host's own words, read from its shape: one
		// bracketed line the content does not hold.
		fs.add(p, ClassKind, "content belongs here, the host showed a marker in its own words %s", quoteShort(got.Text))
		return
	}
	if e.marker == nil && e.json == nil && hasMarker(e.parts) {
		fs.add(p, ClassContent, "the texts joined by \"\\n\" must be %s; got %s", partsWords(e.parts), gotTexts(got, sent))
		return
	}
	fs.add(p, ClassContent, "the text must be %s exactly, got %s", quoteShort(e.Text), gotTexts(got, sent))
}

// lostBeside returns the first part of the texts joined, other than part
// i, that the host's text got cannot hold: a content part one of whose
// lines got lacks, a marker none of whose kind's words got says, or, when
// got has fewer lines than the other parts, the first other part; -1 when
// every other part may be there.
func lostBeside(parts []expected, i int, got string) int {
	gotLines := strings.Split(got, "\n")
	wantLines := 0
	for j, p := range parts {
		if j == i {
			continue
		}
		lines := strings.Split(p.Text, "\n")
		wantLines += len(lines)
		if p.marker != nil {
			if re := kindWords[p.marker.kind]; re != nil && !re.MatchString(got) {
				return j // no line says what this marker must
			}
			continue
		}
		if p.json != nil {
			continue
		}
		for _, l := range lines {
			if !slices.Contains(gotLines, l) {
				return j
			}
		}
	}
	if len(gotLines) < wantLines {
		for j := range parts {
			if j != i {
				return j
			}
		}
	}
	return -1
}

// hasMarker reports whether any of parts is a marker.
func hasMarker(parts []expected) bool {
	for _, b := range parts {
		if b.marker != nil {
			return true
		}
	}
	return false
}

// partsWords says what the texts joined of parts must be, for a message:
// each content text quoted, to match exactly, and each marker by its
// kind, in any words; an MCPL reference's line, a MAY (SPEC 6), as its
// line or its stub.
func partsWords(parts []expected) string {
	words := make([]string, len(parts))
	for i, b := range parts {
		switch {
		case b.marker != nil && b.marker.kind == spec.MarkerReferenceLine:
			words[i] = "an MCPL reference's line or its stub, in any words"
		case b.marker != nil:
			words[i] = "the " + b.marker.kind + " marker, in any words"
		case b.json != nil:
			words[i] = "structured data's JSON text"
		default:
			words[i] = quoteShort(b.Text) + " exactly"
		}
	}
	return strings.Join(words, ", then ")
}

// gotTexts quotes got, the text the host showed, for a message: the host's
// own blocks when the suite joined them (sent).
func gotTexts(got shown, sent []shown) string {
	if len(sent) <= 1 {
		return quoteShort(got.Text)
	}
	return describeSent(got, sent)
}

func describe(b shown) string {
	switch b.Type {
	case "text":
		return "a text block " + quoteShort(b.Text)
	case "image", "audio":
		return "an " + b.Type + " block (" + b.MimeType + ")"
	}
	return "a " + b.Type + " block"
}

// describeSent describes got, as the host sent it: the blocks of sent
// one by one where the suite joined them.
func describeSent(got shown, sent []shown) string {
	if len(sent) <= 1 {
		return describe(got)
	}
	quoted := make([]string, len(sent))
	for i, b := range sent {
		quoted[i] = quoteShort(b.Text)
	}
	return fmt.Sprintf("%d text blocks %s (which the suite compares joined by \"\\n\", as SPEC 4 compares the live copy)", len(sent), strings.Join(quoted, ", "))
}

func expectedOf(blocks []vectors.Block, tx *texts) []expected {
	out := make([]expected, len(blocks))
	for i, b := range blocks {
		out[i] = expected{shown: shown{Type: b.Type, Text: b.Text, Data: b.Data, MimeType: b.MimeType}}
		if b.IsMarker() {
			out[i].marker = &markerWant{kind: b.Marker, text: b.Text, mentions: b.Mentions, bytes: b.Bytes}
		}
		if b.JSON != nil {
			v, err := tx.parse(b.JSON)
			if err != nil {
				out[i].Text = "the vector's json is not JSON: " + err.Error()
				continue
			}
			out[i].json = &v
			out[i].Text = esjson.Marshal(replaceMarkers(v, storedMarker))
		}
	}
	return out
}

func shownOf(blocks []expected) []shown {
	out := make([]shown, len(blocks))
	for i, b := range blocks {
		out[i] = b.shown
	}
	return out
}

// gotOf returns a copy of the blocks a host sent, an empty list (not nil)
// for none.
func gotOf(blocks []adapters.Block) []shown {
	out := make([]shown, len(blocks))
	copy(out, blocks)
	return out
}

// joinTexts merges each run of adjacent expected text blocks into one,
// joined by "\n"; a run holding a marker gets a pattern that any wording of
// the marker matches.
func joinTexts(blocks []expected) []expected {
	var out []expected
	for i := 0; i < len(blocks); {
		if blocks[i].Type != "text" {
			out = append(out, blocks[i])
			i++
			continue
		}
		j := i
		for j < len(blocks) && blocks[j].Type == "text" {
			j++
		}
		out = append(out, joinRun(blocks[i:j]))
		i = j
	}
	return out
}

func joinRun(run []expected) expected {
	if len(run) == 1 {
		return run[0]
	}
	texts := make([]string, len(run))
	pattern := "(?s)^"
	var markers []markerWant
	for i, b := range run {
		texts[i] = b.Text
		if i > 0 {
			pattern += `\n`
		}
		if b.marker != nil {
			pattern += "(.*?)"
			markers = append(markers, *b.marker)
		} else {
			pattern += regexp.QuoteMeta(b.Text)
		}
	}
	e := expected{shown: shown{Type: "text", Text: strings.Join(texts, "\n")}, parts: run}
	if markers != nil {
		e.pattern, e.markers = pattern+"$", markers
	}
	return e
}

// joinGot merges each run of adjacent text blocks a host sent into one,
// joined by "\n", and says how many blocks each block it returns stands
// for (1 for a block as sent).
func joinGot(blocks []shown) ([]shown, []int) {
	var out []shown
	var parts []int
	for i := 0; i < len(blocks); {
		if blocks[i].Type != "text" {
			out = append(out, blocks[i])
			parts = append(parts, 1)
			i++
			continue
		}
		j := i + 1
		for j < len(blocks) && blocks[j].Type == "text" {
			j++
		}
		texts := make([]string, j-i)
		for k := range texts {
			texts[k] = blocks[i+k].Text
		}
		out = append(out, shown{Type: "text", Text: strings.Join(texts, "\n")})
		parts = append(parts, j-i)
		i = j
	}
	return out, parts
}
