package refhost

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/memo"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
)

// Name and Version identify the reference host in its hello.
const (
	Name    = "rfc005-reference"
	Version = "0.1.0"
)

// Observe shows input, the raw JSON text of a case's input, on lane as the
// reference host does. It reports an error when the input is not valid JSON,
// nests too deeply, holds neither or both of "content" and "data", gives
// "data" to a lane that takes content only, or gives "content" that is not a
// content array.
func Observe(lane adapters.Lane, input []byte) (adapters.Observation, error) {
	root, err := ParseInput(input)
	if err != nil {
		return adapters.Observation{}, fmt.Errorf("input: %w", err)
	}
	return ObserveParsed(lane, input, root)
}

// ObserveParsed is Observe for an input whose JSON text parsed already:
// root must be what ParseInput(input) or esjson.Parse(input) returns. Neither
// is changed.
func ObserveParsed(lane adapters.Lane, input []byte, root esjson.Value) (adapters.Observation, error) {
	if fault.On(fault.DuplicateMembersFirstValue) {
		r := firstValueReader{d: json.NewDecoder(bytes.NewReader(input))}
		if first := r.read(); r.dup {
			root = first
		}
	}
	return ObserveValue(lane, root)
}

// ParseInput reads an input's JSON text as Observe does, before it shows it
// on a lane. An input is shown on many lanes, each asked for on its own:
// the last few inputs read are remembered (see parsedInputs), so each is
// read once. The value must not be changed.
func ParseInput(input []byte) (esjson.Value, error) {
	p, ok := parsedInputs.Find(func(p *parsedInput) bool { return p.text == string(input) })
	if !ok {
		p = &parsedInput{}
		p.text, p.root, p.err = esjson.ParseCopy(input) // one copy, its strings parts of it
		parsedInputs.Add(p)
	}
	return p.root, p.err
}

// parsedInputs holds the inputs ParseInput read last, each with a copy of
// its text. It holds few, so memory stays bounded however many inputs a
// process shows.
var parsedInputs = memo.NewRecent[*parsedInput](4)

type parsedInput struct {
	text string
	root esjson.Value
	err  error
}

// firstValueReader reads JSON already known to be valid, keeping the first
// value of a member name given twice, as a reader that stops at the first
// match does (for the fault that reads so; README: JSON.parse keeps the
// last). dup tells whether it met such a name.
type firstValueReader struct {
	d   *json.Decoder
	dup bool
}

func (r *firstValueReader) read() esjson.Value {
	r.d.UseNumber()
	t, _ := r.d.Token()
	switch t := t.(type) {
	case json.Delim:
		var items []esjson.Value
		var members []esjson.Member
		seen := map[string]bool{}
		for r.d.More() {
			if t == '[' {
				items = append(items, r.read())
				continue
			}
			name, _ := r.d.Token()
			v := r.read()
			s, _ := name.(string)
			if seen[s] {
				r.dup = true
				continue
			}
			seen[s] = true
			members = append(members, esjson.Member{Name: s, Value: v})
		}
		r.d.Token() // the closing ] or }
		if t == '[' {
			return esjson.ArrayValue(items)
		}
		return esjson.ObjectValue(members)
	case string:
		return esjson.StringValue(t)
	case json.Number:
		f, _ := t.Float64()
		return esjson.NumberValue(f)
	case bool:
		return esjson.BoolValue(t)
	}
	return esjson.NullValue()
}

// ObserveValue is Observe for an input already parsed.
func ObserveValue(lane adapters.Lane, input esjson.Value) (adapters.Observation, error) {
	if fault.On(fault.DepthBoundTooLow) && nestedDeeper(input, 1000) {
		return adapters.Observation{}, errors.New("input nested too deeply")
	}
	data, content, err := splitInput(lane, input)
	if err != nil {
		return adapters.Observation{}, err
	}
	switch lane {
	case adapters.ToolResultLive:
		return adapters.Observation{Blocks: toolResultLive(data)}, nil
	case adapters.ToolResultStored:
		text := toolResultStored(data)
		return adapters.Observation{Text: &text}, nil
	case adapters.Script:
		return adapters.Observation{View: esjson.Encode(scriptView(data))}, nil
	case adapters.Guard:
		return adapters.Observation{Kept: esjson.Encode(guardKept(data))}, nil
	case adapters.Push, adapters.Channel:
		return pushLike(content), nil
	case adapters.InjectionUser:
		return injectionUser(content), nil
	case adapters.InjectionSystem:
		return injectionSystem(content), nil
	case adapters.Render:
		return render(content), nil
	}
	return adapters.Observation{Unsupported: true}, nil
}

// nestedDeeper reports whether v nests more than n arrays and objects (for
// the fault that refuses deep input, as a recursive host does).
func nestedDeeper(v esjson.Value, n int) bool {
	if n < 0 {
		return true
	}
	for _, item := range v.Items() {
		if nestedDeeper(item, n-1) {
			return true
		}
	}
	for _, m := range v.Members() {
		if nestedDeeper(m.Value, n-1) {
			return true
		}
	}
	return false
}

// splitInput reads {"content": [...]} or {"data": any}. For a lane that takes
// data, a content array is its data too.
func splitInput(lane adapters.Lane, input esjson.Value) (data esjson.Value, content []esjson.Value, err error) {
	if input.Kind() != esjson.Object {
		return data, nil, fmt.Errorf("input is a JSON %s: want an object holding \"content\" or \"data\"", input.Kind())
	}
	for _, m := range input.Members() {
		if m.Name != "content" && m.Name != "data" {
			return data, nil, fmt.Errorf("input holds %q: an input holds only \"content\" or \"data\"", m.Name)
		}
	}
	c, hasContent := input.Get("content")
	d, hasData := input.Get("data")
	switch {
	case hasContent && hasData:
		return data, nil, errors.New(`input holds both "content" and "data": give one`)
	case hasData:
		if !lane.TakesData() {
			return data, nil, fmt.Errorf("input holds \"data\", which lane %s does not take: give \"content\"", lane)
		}
		return d, nil, nil
	case !hasContent:
		return data, nil, errors.New(`input holds neither "content" nor "data"`)
	}
	if c.Kind() != esjson.Array {
		return data, nil, fmt.Errorf("input.content is a JSON %s: want an array of blocks", c.Kind())
	}
	for i, b := range c.Items() {
		if !IsBlock(b) {
			return data, nil, fmt.Errorf("input.content[%d] is not a block: want an object with a string \"type\"", i)
		}
	}
	return c, c.Items(), nil
}
