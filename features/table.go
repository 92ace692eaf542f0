package features

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

// Rows returns a case's lane table: one row per block a lane shows (or per
// outcome, stored text, view or kept value), lanes in the order of
// adapters.AllLanes. Texts are written as JSON strings with every
// invisible character escaped, and cut when long, so a person can read
// them; the vector is the authority on the whole value.
func Rows(c *vectors.Case) [][]string {
	var rows [][]string
	for _, lane := range c.Lanes() {
		rows = append(rows, laneRows(lane, c.Expect[lane])...)
	}
	return rows
}

func laneRows(lane adapters.Lane, e vectors.Expectation) [][]string {
	l := string(lane)
	row := func(shows, text, media string, mentions []string, bytes *int64) []string {
		return []string{l, shows, text, media, mentionList(mentions, bytes)}
	}
	switch {
	case e.Refused != "":
		return [][]string{row("refused", Quote(e.Refused), "", nil, nil)}
	case e.Render != "":
		rows := [][]string{row(e.Render, "", "", nil, nil)}
		if e.Render == adapters.RenderShown {
			rows = append(rows, blockRows(l, e.Blocks)...)
		}
		return rows
	case e.View != nil:
		return [][]string{row("view", compactJSON(e.View), "", nil, nil)}
	case e.Kept != nil:
		return [][]string{row("kept", compactJSON(e.Kept), "", nil, nil)}
	case e.JSON != nil:
		return [][]string{row("json", compactJSON(e.JSON), "", nil, nil)}
	case e.Text != nil:
		return [][]string{row(textShows(e.Marker), Quote(*e.Text), "", e.Mentions, e.Bytes)}
	case e.Parts != nil:
		return blockRows(l, e.Parts)
	}
	if len(e.Blocks) == 0 {
		return [][]string{row("no blocks", "", "", nil, nil)}
	}
	return blockRows(l, e.Blocks)
}

func blockRows(lane string, blocks []vectors.Block) [][]string {
	rows := make([][]string, 0, len(blocks))
	for _, b := range blocks {
		switch b.Type {
		case "text":
			if b.JSON != nil {
				rows = append(rows, []string{lane, "json", compactJSON(b.JSON), "", ""})
				continue
			}
			rows = append(rows, []string{lane, textShows(b.Marker), Quote(b.Text), "", mentionList(b.Mentions, b.Bytes)})
		default:
			rows = append(rows, []string{lane, b.Type, Quote(b.Data), Quote(b.MimeType), ""})
		}
	}
	return rows
}

func textShows(marker string) string {
	if marker != "" {
		return "marker " + marker
	}
	return "text"
}

// mentionList writes what a marker must mention: its mentions, quoted, and
// then the byte count it must name as a size ("size 3072 B"), which any
// size format naming that count satisfies.
func mentionList(mentions []string, bytes *int64) string {
	q := make([]string, 0, len(mentions)+1)
	for _, m := range mentions {
		q = append(q, Quote(m))
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
	cut := s
	if n > cellMax {
		cut = string([]rune(s)[:cellMax-40])
	}
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range cut {
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
	if n > cellMax {
		fmt.Fprintf(&b, "… (%d characters)", n)
	}
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
