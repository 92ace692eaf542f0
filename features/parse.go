package features

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// ParseTable reads a scenario's lane table (its rows of cells, Header
// first, as Table writes them) into what each lane must show; on a
// problem it returns the row at fault. It is Table's inverse: a lane's
// rows are read by the lane's kind of expectation (SPEC section 1):
//
//   - render: its first row says "shown", "refused" or "nothing"; after
//     "shown", a row per block;
//   - push, channel: "refused" and the reason, or a row per block;
//   - tool-result/stored: one "text" or "marker <kind>" row is its text,
//     two or more are a content array's parts, "json" is structured
//     data's JSON text;
//   - script: "view" and its JSON; guard: "kept" and its JSON;
//   - the others: a row per block, or "no blocks".
//
// A block row shows "text", "marker <kind>" (its text the reference
// profile's wording, must mention its mentions and "size N B"), "json"
// (a text block holding JSON) or a block type with its data and media
// type.
func ParseTable(rows [][]string) (map[adapters.Lane]vectors.Expectation, int, error) {
	if len(rows) == 0 || !equalRows(rows[0], Header) {
		return nil, 0, fmt.Errorf("the lane table's first row must be %s", tableRow(Header))
	}
	type laneRows struct {
		first int
		rows  [][]string
	}
	byLane := map[adapters.Lane]*laneRows{}
	var order []adapters.Lane
	for i, row := range rows[1:] {
		i++
		if len(row) != len(Header) {
			return nil, i, fmt.Errorf("the row %s has %d cells, want %d (%s)", tableRow(row), len(row), len(Header), tableRow(Header))
		}
		lane, err := adapters.ParseLane(row[0])
		if err != nil {
			return nil, i, err
		}
		lr, ok := byLane[lane]
		if !ok {
			lr = &laneRows{first: i}
			byLane[lane] = lr
			order = append(order, lane)
		} else if lr.first+len(lr.rows) != i {
			return nil, i, fmt.Errorf("the rows of lane %s are not together: keep each lane's rows in one run", lane)
		}
		lr.rows = append(lr.rows, row)
	}
	expect := map[adapters.Lane]vectors.Expectation{}
	for _, lane := range order {
		lr := byLane[lane]
		e, at, err := parseLane(lane, lr.rows)
		if err != nil {
			return nil, lr.first + at, fmt.Errorf("lane %s: %v", lane, err)
		}
		expect[lane] = e
	}
	return expect, 0, nil
}

func parseLane(lane adapters.Lane, rows [][]string) (vectors.Expectation, int, error) {
	var e vectors.Expectation
	shows := rows[0][1]
	only := func() (int, error) {
		if len(rows) > 1 {
			return 1, fmt.Errorf("a %q row is the lane's only row", shows)
		}
		for j, what := range map[int]string{3: "media type", 4: "must mention"} {
			if rows[0][j] != "" {
				return 0, fmt.Errorf("a %q row has no %s", shows, what)
			}
		}
		return 0, nil
	}
	var err error
	switch {
	case lane == adapters.Render:
		switch shows {
		case adapters.RenderShown, adapters.RenderRefused, adapters.RenderNothing:
		default:
			return e, 0, fmt.Errorf("the render lane's first row shows %q; want %s, %s or %s", shows, adapters.RenderShown, adapters.RenderRefused, adapters.RenderNothing)
		}
		if rows[0][2] != "" || rows[0][3] != "" || rows[0][4] != "" {
			return e, 0, fmt.Errorf("the render lane's %q row has no text, media type or mention", shows)
		}
		e.Render = shows
		if shows != adapters.RenderShown {
			if len(rows) > 1 {
				return e, 1, fmt.Errorf("the render lane shows no block when it is %s", shows)
			}
			return e, 0, nil
		}
		if len(rows) > 1 {
			e.Blocks, err = parseBlocks(rows[1:])
			if err != nil {
				return e, 1 + blockAt(err), err
			}
		}
		return e, 0, nil
	case shows == "refused":
		if at, err := only(); err != nil {
			return e, at, err
		}
		e.Refused, err = ParseLiteral(rows[0][2])
		if err == nil && e.Refused == "" {
			err = fmt.Errorf("a refusal gives its reason")
		}
		return e, 0, err
	case shows == "view" || shows == "kept" || (shows == "json" && lane == adapters.ToolResultStored):
		if at, err := only(); err != nil {
			return e, at, err
		}
		raw, err := ParseJSON(rows[0][2])
		switch shows {
		case "view":
			e.View = raw
		case "kept":
			e.Kept = raw
		default:
			e.JSON = raw
		}
		return e, 0, err
	case shows == noBlocks:
		if at, err := only(); err != nil {
			return e, at, err
		}
		if rows[0][2] != "" {
			return e, 0, fmt.Errorf("a %q row has no text", shows)
		}
		e.Blocks = []vectors.Block{}
		return e, 0, nil
	}
	blocks, err := parseBlocks(rows)
	if err != nil {
		return e, blockAt(err), err
	}
	if lane != adapters.ToolResultStored {
		e.Blocks = blocks
		return e, 0, nil
	}
	if len(blocks) > 1 {
		e.Parts = blocks
		return e, 0, nil
	}
	b := blocks[0]
	if b.Type != "text" || b.JSON != nil {
		return e, 0, fmt.Errorf("the stored copy is one text, a content array's texts, or JSON; not %q", shows)
	}
	e.Text, e.Marker, e.Mentions, e.Bytes = &b.Text, b.Marker, b.Mentions, b.Bytes
	return e, 0, nil
}

// rowError is a problem with the block at row.
type rowError struct {
	row int
	err error
}

func (e *rowError) Error() string { return e.err.Error() }

func blockAt(err error) int {
	if re, ok := err.(*rowError); ok {
		return re.row
	}
	return 0
}

func parseBlocks(rows [][]string) ([]vectors.Block, error) {
	blocks := make([]vectors.Block, 0, len(rows))
	for i, row := range rows {
		b, err := parseBlock(row)
		if err != nil {
			return nil, &rowError{i, err}
		}
		blocks = append(blocks, b)
	}
	return blocks, nil
}

func parseBlock(row []string) (vectors.Block, error) {
	shows, text, media, mentions := row[1], row[2], row[3], row[4]
	b := vectors.Block{Type: "text"}
	var err error
	switch {
	case shows == "json":
		if media != "" || mentions != "" {
			return b, fmt.Errorf("a json block has no media type or mention")
		}
		b.JSON, err = ParseJSON(text)
		return b, err
	case shows == "text" || strings.HasPrefix(shows, markerShows):
		b.Marker = strings.TrimPrefix(shows, markerShows)
		if shows == "text" {
			b.Marker = ""
		} else if b.Marker == "" || strings.ContainsAny(b.Marker, " \t") {
			return b, fmt.Errorf("a marker row shows %q: want \"marker <kind>\"", shows)
		}
		if media != "" {
			return b, fmt.Errorf("a text block has no media type")
		}
		if b.Text, err = ParseLiteral(text); err != nil {
			return b, err
		}
		b.Mentions, b.Bytes, err = parseMentions(mentions)
		return b, err
	case shows == "" || strings.ContainsAny(shows, " \t\""):
		return b, fmt.Errorf("the row shows %q: want text, marker <kind>, json or a block type", shows)
	}
	if mentions != "" {
		return b, fmt.Errorf("a %s block has no mention", shows)
	}
	b.Type = shows
	if b.Data, err = ParseLiteral(text); err != nil {
		return b, err
	}
	if media != "" {
		b.MimeType, err = ParseLiteral(media)
	}
	return b, err
}

// parseMentions reads a "must mention" cell: literals, and last "size N
// B", separated by commas.
func parseMentions(cell string) ([]string, *int64, error) {
	var mentions []string
	var bytes *int64
	p := &literalParser{s: cell}
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			break
		}
		if bytes != nil {
			return nil, nil, fmt.Errorf("the size comes last in %s", cut(cell))
		}
		if rest := p.s[p.i:]; strings.HasPrefix(rest, "size ") {
			end := strings.IndexByte(rest, ',')
			if end < 0 {
				end = len(rest)
			}
			num, ok := strings.CutSuffix(strings.TrimSpace(rest[len("size "):end]), " B")
			n, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
			if !ok || err != nil || n < 0 {
				return nil, nil, fmt.Errorf("want \"size N B\", not %q", strings.TrimSpace(rest[:end]))
			}
			bytes = &n
			p.i += end
		} else {
			m, err := p.expr()
			if err != nil {
				return nil, nil, fmt.Errorf("%v in the mentions %s", err, cut(cell))
			}
			mentions = append(mentions, m)
		}
		p.skipSpace()
		if p.i < len(p.s) {
			if p.s[p.i] != ',' {
				return nil, nil, fmt.Errorf("unexpected %q in the mentions %s", cut(p.s[p.i:]), cut(cell))
			}
			p.i++
		}
	}
	return mentions, bytes, nil
}

// ParseHidden reads a scenario's hidden table: the header "hidden", then a
// literal a row. On a problem it returns the row at fault.
func ParseHidden(rows [][]string) ([]string, int, error) {
	if len(rows) == 0 || !equalRows(rows[0], []string{hiddenHeader}) {
		return nil, 0, fmt.Errorf("the hidden table's first row must be | %s |", hiddenHeader)
	}
	var hidden []string
	for i, row := range rows[1:] {
		if len(row) != 1 {
			return nil, i + 1, fmt.Errorf("a hidden row has one cell, not %d", len(row))
		}
		h, err := ParseLiteral(row[0])
		if err != nil {
			return nil, i + 1, err
		}
		hidden = append(hidden, h)
	}
	return hidden, 0, nil
}

// hiddenHeader heads a scenario's hidden table.
const hiddenHeader = "hidden"

// ParseInput reads a scenario's docstring: the input as the vector writes
// it, {"$repeat"} and all. It returns the input a host is given (repeats
// expanded, on one line, every escape as written) and the text as written.
func ParseInput(content string) (adapters.Input, []byte, error) {
	raw := []byte(strings.TrimSpace(content))
	if err := esjson.CheckDepth(raw, vectors.MaxDepth); err != nil {
		return nil, nil, fmt.Errorf("the input: %v", err)
	}
	expanded, err := esjson.ExpandRepeats(raw)
	if err != nil {
		return nil, nil, fmt.Errorf("the input is not JSON: %v", err)
	}
	v, err := esjson.Parse(expanded)
	if err != nil {
		return nil, nil, fmt.Errorf("the input is not JSON: %v", err)
	}
	if v.Kind() != esjson.Object {
		return nil, nil, fmt.Errorf("the input is a JSON %s; want an object holding \"content\" or \"data\"", v.Kind())
	}
	return adapters.Input(esjson.Compact(expanded)), raw, nil
}
