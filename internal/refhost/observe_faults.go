package refhost

import (
	"bytes"
	"encoding/json"
	"errors"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/refhost/fault"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// The faults planted in observe.go's reading of an input (README duplicate
// members, SPEC 5 depth bound, README unknown block).

// faultyRoot: ObserveParsed's faults; the input's root as the fault reads
// it, when it reads it otherwise.
func (h host) faultyRoot(input []byte) (esjson.Value, bool) {
	if fault.Enabled && h.fault == fault.DuplicateMembersFirstValue {
		r := firstValueReader{d: json.NewDecoder(bytes.NewReader(input))}
		if first := r.read(); r.dup {
			return first, true
		}
	}
	return esjson.Value{}, false
}

// faultyDepth: ObserveValue's faults; the error the fault refuses input
// with.
func (h host) faultyDepth(input esjson.Value) error {
	if fault.Enabled && h.fault == fault.DepthBoundTooLow && nestedDeeper(input, 1000) {
		return errors.New("input nested too deeply")
	}
	return nil
}

// faultyContentElements: contentElements' faults; the elements the content
// lanes show under the fault.
func (h host) faultyContentElements(c esjson.Value) ([]esjson.Value, bool) {
	if fault.Enabled && h.fault == fault.NonBlockElementDropped { // content.filter(isBlock)
		var blocks []esjson.Value
		for _, item := range c.Items() {
			if spec.IsBlock(item) {
				blocks = append(blocks, item)
			}
		}
		return blocks, true
	}
	return nil, false
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

// nestedDeeper reports whether v nests more than n arrays and objects (for
// the fault that refuses deep input, as a recursive host does).
func nestedDeeper(v esjson.Value, n int) bool {
	deeper := false
	esjson.Walk(v, struct{}{}, func(_ esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		deeper = deeper || at.Depth > n
		return struct{}{}, !deeper
	})
	return deeper
}
