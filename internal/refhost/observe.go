package refhost

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"sync"

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
// "data" to a lane that takes content only, or gives "content" that is not
// an array. An element of "content" may be any JSON value: a content lane
// shows one that is not a block as the unsupported-block marker naming its
// JSON type (README unknown block), and a lane that takes data reads the
// array as its data (SPEC 5).
func Observe(lane adapters.Lane, input []byte) (adapters.Observation, error) {
	return host{}.Observe(lane, input)
}

// Observe is the package's Observe with h's fault planted.
func (h host) Observe(lane adapters.Lane, input []byte) (adapters.Observation, error) {
	root, err := ParseInput(input)
	if err != nil {
		return adapters.Observation{}, fmt.Errorf("input: %w", err)
	}
	return h.ObserveParsed(lane, input, root)
}

// ObserveParsed is Observe for an input whose JSON text parsed already:
// root must be what ParseInput(input) or esjson.Parse(input) returns. Neither
// is changed.
func (h host) ObserveParsed(lane adapters.Lane, input []byte, root esjson.Value) (adapters.Observation, error) {
	if first, ok := h.faultyRoot(input); ok {
		root = first
	}
	return h.ObserveValue(lane, root)
}

// ParseInput reads an input's JSON text as Observe does, before it shows it
// on a lane. An input is shown on many lanes, each asked for on its own:
// the last few inputs read are remembered (see parsedInputs), so each is
// read once. The value must not be changed.
func ParseInput(input []byte) (esjson.Value, error) {
	_, root, err := ParseInputText(input)
	return root, err
}

// ParseInputText is ParseInput, with the copy of input the value was read
// from: a caller that keeps the input's text (a judge knowing an input
// again) keeps that one, not a copy of its own.
func ParseInputText(input []byte) (text string, root esjson.Value, err error) {
	p, ok := parsedInputs.Find(func(p *parsedInput) bool { return p.text == string(input) })
	if !ok {
		p = &parsedInput{}
		p.text, p.root, p.err = esjson.ParseCopy(input) // one copy, its strings parts of it
		parsedInputs.Add(p)
	}
	return p.text, p.root, p.err
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

// ObserveValue is Observe for an input already parsed. An input is shown
// on each of its lanes, and on each more than once (by a judge as the
// reference, by the reference as the host, for the leaks SPEC itself
// shows): the observations of the last few inputs, the same objects in
// memory (esjson.Value.SameObject; what ParseInput returns), are
// remembered, and each is given as a copy of its own.
func ObserveValue(lane adapters.Lane, input esjson.Value) (adapters.Observation, error) {
	return host{}.ObserveValue(lane, input)
}

// ObserveValue is the package's ObserveValue with h's fault planted.
func (h host) ObserveValue(lane adapters.Lane, input esjson.Value) (adapters.Observation, error) {
	planted := h.fault
	in, ok := observedInputs.Find(func(o *observedInput) bool { return o.fault == planted && o.root.SameObject(input) })
	if !ok {
		if input.Kind() != esjson.Object || len(input.Members()) == 0 {
			return h.observeValue(lane, input)
		}
		in = &observedInput{root: input, fault: planted, lanes: map[adapters.Lane]observed{}}
		observedInputs.Add(in)
	}
	in.mu.Lock()
	o, ok := in.lanes[lane]
	in.mu.Unlock()
	if !ok {
		o.obs, o.err = h.observeValue(lane, input)
		in.mu.Lock()
		in.lanes[lane] = o
		in.mu.Unlock()
	}
	return copyObservation(o.obs), o.err
}

// observedInputs holds the observations of the inputs ObserveValue showed
// last. It holds few, so memory stays bounded however many inputs a
// process shows.
var observedInputs = memo.NewRecent[*observedInput](4)

// observedInput is an input's observations, by lane, with the fault
// planted when they were made (a mutation run plants one after another).
// root keeps the input alive, so that no other value takes its place in
// memory.
type observedInput struct {
	root  esjson.Value
	fault fault.ID
	mu    sync.Mutex
	lanes map[adapters.Lane]observed
}

type observed struct {
	obs adapters.Observation
	err error
}

// copyObservation returns a copy of o that shares nothing a caller may
// change with it.
func copyObservation(o adapters.Observation) adapters.Observation {
	o.Blocks = slices.Clone(o.Blocks)
	if o.Text != nil {
		t := *o.Text
		o.Text = &t
	}
	o.View = bytes.Clone(o.View)
	o.Kept = bytes.Clone(o.Kept)
	return o
}

// observeValue shows input on lane, as ObserveValue does, every time.
func (h host) observeValue(lane adapters.Lane, input esjson.Value) (adapters.Observation, error) {
	if err := h.faultyDepth(input); err != nil {
		return adapters.Observation{}, err
	}
	data, content, err := h.splitInput(lane, input)
	if err != nil {
		return adapters.Observation{}, err
	}
	switch lane {
	case adapters.ToolResultLive:
		return adapters.Observation{Blocks: h.toolResultLive(data)}, nil
	case adapters.ToolResultStored:
		text := h.toolResultStored(data)
		return adapters.Observation{Text: &text}, nil
	case adapters.Script:
		return adapters.Observation{View: esjson.Encode(h.scriptView(data))}, nil
	case adapters.Guard:
		return adapters.Observation{Kept: esjson.Encode(h.guardKept(data))}, nil
	case adapters.Push, adapters.Channel:
		return h.pushLike(content), nil
	case adapters.InjectionUser:
		return h.injectionUser(content), nil
	case adapters.InjectionSystem:
		return h.injectionSystem(content), nil
	case adapters.Render:
		return h.render(content), nil
	}
	return adapters.Observation{Unsupported: true}, nil
}

// splitInput reads {"content": [...]} or {"data": any}. For a lane that takes
// data, the array given as "content" is its data, a content array or not;
// the content lanes get its elements, whatever their JSON types.
func (h host) splitInput(lane adapters.Lane, input esjson.Value) (data esjson.Value, content []esjson.Value, err error) {
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
		return data, nil, fmt.Errorf("input.content is a JSON %s: want an array", c.Kind())
	}
	return c, h.contentElements(c), nil
}

// contentElements returns the elements a content lane shows of the array c:
// every one, a value that is not a block included (README unknown block,
// revision 4: it shows the unsupported-block marker naming its JSON type).
func (h host) contentElements(c esjson.Value) []esjson.Value {
	if items, ok := h.faultyContentElements(c); ok {
		return items
	}
	return c.Items()
}
