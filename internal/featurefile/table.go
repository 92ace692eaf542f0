package featurefile

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Header is the first row of every scenario's lane table.
var Header = []string{"lane", "shows", "text or data", "media type", "must mention"}

// Rows returns a case's lane table as a person reads it in the spec book:
// Table's rows, with every long text cut (Quote) and its length after.
func Rows(c *vectors.Case) [][]string { return rowsOf(c, short) }

// Table returns a case's lane table as its scenario writes it: one row per
// block a lane shows (or per outcome, stored text, view or kept value),
// lanes in the order of adapters.AllLanes. It is whole: nothing the case
// expects is left out or cut. Texts are written as Literal
// writes them (JSON strings with every invisible character escaped, a long
// repeat as "unit" × count), JSON values on one line with a long repeated
// string as the vectors' {"$repeat": unit, "count": n}.
func Table(c *vectors.Case) [][]string { return rowsOf(c, whole) }

// notation is how a table writes texts and JSON values: short (cut, for
// reading) or whole (lossless, for the feature files).
type notation struct {
	text func(string) string
	json func(json.RawMessage) string
}

var (
	short = notation{text: Quote, json: compactJSON}
	whole = notation{text: Literal, json: wholeJSON}
)

func rowsOf(c *vectors.Case, n notation) [][]string {
	var rows [][]string
	for _, lane := range c.Lanes() {
		rows = append(rows, laneRows(lane, c.Expect[lane], n)...)
	}
	return rows
}

// readingTable returns a Unicode reading's lane table as its scenario
// writes it, as Table writes a case's: the rows of each lane the reading
// shows otherwise.
func readingTable(r vectors.UnicodeReading) [][]string { return readingRows(r, whole) }

// ReadingRows is readingTable as a person reads it in the spec book, as
// Rows is Table.
func ReadingRows(r vectors.UnicodeReading) [][]string { return readingRows(r, short) }

func readingRows(r vectors.UnicodeReading, n notation) [][]string {
	var rows [][]string
	for _, lane := range adapters.AllLanes() {
		if e, ok := r.Expect[lane]; ok {
			rows = append(rows, laneRows(lane, e, n)...)
		}
	}
	return rows
}

// UnicodeWords writes Unicode versions as a reader says them: "17.0",
// "16.0 or 17.0", "15.1, 16.0 or 17.0".
func UnicodeWords(versions []string) string {
	if len(versions) < 2 {
		return strings.Join(versions, "")
	}
	return strings.Join(versions[:len(versions)-1], ", ") + " or " + versions[len(versions)-1]
}

func laneRows(lane adapters.Lane, e vectors.Expectation, n notation) [][]string {
	l := string(lane)
	row := func(shows, text, media string, mentions []string, bytes *int64) []string {
		return []string{l, shows, text, media, mentionList(mentions, bytes, n)}
	}
	switch {
	case e.Refused != "":
		return [][]string{row("refused", n.text(e.Refused), "", nil, nil)}
	case e.Render != "":
		rows := [][]string{row(e.Render, "", "", nil, nil)}
		if e.Render == adapters.RenderShown {
			rows = append(rows, blockRows(l, e.Blocks, n)...)
		}
		return rows
	case e.View != nil:
		return [][]string{row("view", n.json(e.View), "", nil, nil)}
	case e.Kept != nil:
		return [][]string{row("kept", n.json(e.Kept), "", nil, nil)}
	case e.JSON != nil:
		return [][]string{row("json", n.json(e.JSON), "", nil, nil)}
	case e.Text != nil:
		return [][]string{row(textShows(e.Marker), n.text(*e.Text), "", e.Mentions, e.Bytes)}
	case e.Parts != nil:
		return blockRows(l, e.Parts, n)
	}
	if len(e.Blocks) == 0 {
		return [][]string{row(noBlocks, "", "", nil, nil)}
	}
	return blockRows(l, e.Blocks, n)
}

// noBlocks is what a lane that shows no block at all shows.
const noBlocks = "no blocks"

func blockRows(lane string, blocks []vectors.Block, n notation) [][]string {
	rows := make([][]string, 0, len(blocks))
	for _, b := range blocks {
		switch b.Type {
		case "text":
			if b.JSON != nil {
				rows = append(rows, []string{lane, "json", n.json(b.JSON), "", ""})
				continue
			}
			rows = append(rows, []string{lane, textShows(b.Marker), n.text(b.Text), "", mentionList(b.Mentions, b.Bytes, n)})
		default:
			rows = append(rows, []string{lane, b.Type, n.text(b.Data), n.text(b.MimeType), ""})
		}
	}
	return rows
}

func textShows(marker string) string {
	if marker != "" {
		return markerShows + marker
	}
	return "text"
}

// markerShows starts the shows cell of a marker: "marker <kind>".
const markerShows = "marker "

// mentionList writes what a marker must mention: its mentions, quoted, and
// then the byte count it must name as a size ("size 3072 B"), which any
// size format naming that count satisfies.
func mentionList(mentions []string, bytes *int64, n notation) string {
	q := make([]string, 0, len(mentions)+1)
	for _, m := range mentions {
		q = append(q, n.text(m))
	}
	if bytes != nil {
		q = append(q, fmt.Sprintf("size %d B", *bytes))
	}
	return strings.Join(q, ", ")
}

// cellMax is the longest text a table cell shows whole, in characters.
const cellMax = 160

// Quote writes s as a JSON string in which every character that is not
// visible (controls, format characters, whitespace other than the space,
// U+FFFD) is escaped, so blank and invisible texts can be read; a long s is
// cut, with its length after.
func Quote(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= cellMax {
		return quoteRunes([]rune(s))
	}
	return quoteRunes([]rune(s)[:cellMax-40]) + fmt.Sprintf("… (%d characters)", n)
}

// quoteRunes writes rs as a JSON string in which every character that is
// not visible is escaped, as Quote does.
func quoteRunes(rs []rune) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range rs {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == ' ':
			b.WriteByte(' ')
		case r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) || unicode.Is(unicode.Zs, r) || r == 0xFEFF:
			if r > 0xFFFF {
				fmt.Fprintf(&b, `\u{%x}`, r)
			} else {
				fmt.Fprintf(&b, `\u%04x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// compactJSON writes an expected JSON value on one line, as JSON.stringify
// would, cut when long.
func compactJSON(raw json.RawMessage) string {
	v, err := esjson.Parse(raw)
	if err != nil {
		return "not JSON: " + err.Error()
	}
	s := esjson.Marshal(v)
	if n := utf8.RuneCountInString(s); n > cellMax*2 {
		return string([]rune(s)[:cellMax*2-40]) + fmt.Sprintf("… (%d characters)", n)
	}
	return s
}

// escapeCell escapes a cell for a Gherkin table: a backslash, a pipe and a
// newline.
func escapeCell(s string) string {
	return strings.NewReplacer(`\`, `\\`, `|`, `\|`, "\n", `\n`).Replace(s)
}
