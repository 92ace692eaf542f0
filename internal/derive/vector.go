package derive

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// Vector is one case as File writes it (the members of vectors/schema.json's
// case).
type Vector struct {
	ID       string // family/name
	Title    string
	Spec     []string
	Level    string // vectors.LevelMust when empty
	Security bool
	Tags     []string
	Input    adapters.Input // written as its raw bytes: lone-surrogate escapes stay escapes
	Hidden   []string
	Expect   map[adapters.Lane]vectors.Expectation // each with its Unicode readings, written as the case's "unicode"
}

// File returns a vector file of one family holding cases, which
// vectors.Load reads back (json.Marshal cannot write an Expectation: it
// drops an empty text or data the schema requires, and writes members the
// lane does not have). A case whose expectations carry Unicode readings is
// written with them, citing SPEC 1 unicode version.
func File(family, title string, cases []Vector) ([]byte, error) {
	var b []byte
	b = append(b, `{"format":`...)
	b = esjson.AppendString(b, vectors.Format)
	b = append(b, `,"family":`...)
	b = esjson.AppendString(b, family)
	b = append(b, `,"title":`...)
	b = esjson.AppendString(b, title)
	b = append(b, `,"cases":[`...)
	for i, c := range cases {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = appendCase(b, c); err != nil {
			return nil, fmt.Errorf("case %s: %w", c.ID, err)
		}
	}
	return append(b, "]}\n"...), nil
}

func appendCase(b []byte, c Vector) ([]byte, error) {
	level := c.Level
	if level == "" {
		level = vectors.LevelMust
	}
	b = append(b, `{"id":`...)
	b = esjson.AppendString(b, c.ID)
	b = append(b, `,"title":`...)
	b = esjson.AppendString(b, c.Title)
	readings := (&vectors.Case{Expect: c.Expect}).Unicode()
	spec := c.Spec
	if len(readings) > 0 && !slices.Contains(spec, vectors.ClauseUnicodeVersion) {
		spec = append(slices.Clone(spec), vectors.ClauseUnicodeVersion) // the clause its readings pin
	}
	b = append(b, `,"spec":`...)
	b = appendStrings(b, spec)
	b = append(b, `,"level":`...)
	b = esjson.AppendString(b, level)
	b = append(b, `,"security":`...)
	b = strconv.AppendBool(b, c.Security)
	b = append(b, `,"tags":`...)
	b = appendStrings(b, c.Tags)
	b = append(b, `,"input":`...)
	if !esjson.Valid(c.Input) {
		return nil, fmt.Errorf("the input is not JSON")
	}
	b = append(b, bytes.TrimSpace(c.Input)...)
	if c.Hidden != nil {
		b = append(b, `,"hidden":`...)
		b = appendStrings(b, c.Hidden)
	}
	b = append(b, `,"expect":`...)
	b, err := appendExpect(b, c.Expect)
	if err != nil {
		return nil, err
	}
	if len(readings) > 0 {
		b = append(b, `,"unicode":[`...)
		for i, r := range readings {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"versions":`...)
			b = appendStrings(b, r.Versions)
			b = append(b, `,"expect":`...)
			if b, err = appendExpect(b, r.Expect); err != nil {
				return nil, fmt.Errorf("unicode %s: %w", strings.Join(r.Versions, ", "), err)
			}
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// appendExpect appends the expectations of lanes as a vector's "expect"
// writes them, lanes in the order of adapters.AllLanes.
func appendExpect(b []byte, expect map[adapters.Lane]vectors.Expectation) ([]byte, error) {
	b = append(b, '{')
	n := 0
	for _, lane := range adapters.AllLanes() {
		e, ok := expect[lane]
		if !ok {
			continue
		}
		if n > 0 {
			b = append(b, ',')
		}
		n++
		b = esjson.AppendString(b, string(lane))
		b = append(b, ':')
		var err error
		if b, err = AppendExpectation(b, lane, e); err != nil {
			return nil, fmt.Errorf("%s: %w", lane, err)
		}
	}
	return append(b, '}'), nil
}

func appendStrings(b []byte, list []string) []byte {
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = esjson.AppendString(b, s)
	}
	return append(b, ']')
}

// AppendExpectation appends e as schema.json writes the expectation of lane:
// only the members the lane has.
func AppendExpectation(b []byte, lane adapters.Lane, e vectors.Expectation) ([]byte, error) {
	var err error
	switch lane {
	case adapters.ToolResultStored:
		switch {
		case e.Text != nil:
			b = append(b, `{"text":`...)
			b = esjson.AppendString(b, *e.Text)
			b = appendMarker(b, e.Marker, e.Mentions, e.Bytes)
			b = append(b, '}')
		case e.Parts != nil:
			b = append(b, `{"parts":`...)
			if b, err = appendBlocks(b, e.Parts); err != nil {
				return nil, err
			}
			b = append(b, '}')
		case e.JSON != nil:
			b = append(b, `{"json":`...)
			b = append(b, e.JSON...)
			b = append(b, '}')
		default:
			return nil, fmt.Errorf("the stored expectation has no text, parts or json")
		}
	case adapters.Script:
		b = append(b, `{"view":`...)
		b = append(b, e.View...)
		b = append(b, '}')
	case adapters.Guard:
		b = append(b, `{"kept":`...)
		b = append(b, e.Kept...)
		b = append(b, '}')
	case adapters.Render:
		b = append(b, `{"render":`...)
		b = esjson.AppendString(b, e.Render)
		if e.Render == adapters.RenderShown {
			b = append(b, `,"blocks":`...)
			if b, err = appendBlocks(b, e.Blocks); err != nil {
				return nil, err
			}
		}
		b = append(b, '}')
	default:
		if e.Refused != "" {
			b = append(b, `{"refused":`...)
			b = esjson.AppendString(b, e.Refused)
			return append(b, '}'), nil
		}
		b = append(b, `{"blocks":`...)
		if b, err = appendBlocks(b, e.Blocks); err != nil {
			return nil, err
		}
		b = append(b, '}')
	}
	return b, nil
}

func appendBlocks(b []byte, blocks []vectors.Block) ([]byte, error) {
	b = append(b, '[')
	for i, x := range blocks {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"type":`...)
		b = esjson.AppendString(b, x.Type)
		switch {
		case x.Type == "text" && x.JSON != nil:
			b = append(b, `,"json":`...)
			b = append(b, x.JSON...)
		case x.Type == "text":
			b = append(b, `,"text":`...)
			b = esjson.AppendString(b, x.Text)
			b = appendMarker(b, x.Marker, x.Mentions, x.Bytes)
		case x.Type == "image" || x.Type == "audio":
			b = append(b, `,"data":`...)
			b = esjson.AppendString(b, x.Data)
			b = append(b, `,"mimeType":`...)
			b = esjson.AppendString(b, x.MimeType)
		default:
			return nil, fmt.Errorf("a block of unknown type %q", x.Type)
		}
		b = append(b, '}')
	}
	return append(b, ']'), nil
}

func appendMarker(b []byte, marker string, mentions []string, n *int64) []byte {
	if marker == "" {
		return b
	}
	b = append(b, `,"marker":`...)
	b = esjson.AppendString(b, marker)
	if len(mentions) > 0 {
		b = append(b, `,"mentions":`...)
		b = appendStrings(b, mentions)
	}
	if n != nil {
		b = append(b, `,"bytes":`...)
		b = strconv.AppendInt(b, *n, 10)
	}
	return b
}
