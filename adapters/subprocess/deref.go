package subprocess

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/rawanswer"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
)

var _ adapters.Dereferencer = (*host)(nil)

// Operations lists the operations the host's hello declared.
func (h *host) Operations() []adapters.Operation { return slices.Clone(h.ops) }

// Fetch sends one fetch request (adapters/PROTOCOL.md, "Fetch and
// registry") and reads its answer, as Observe does an observation: its
// views are checked by the lane's schema, the rest by the fetch result's.
func (h *host) Fetch(ctx context.Context, req adapters.FetchRequest) (adapters.FetchAnswer, error) {
	var ans adapters.FetchAnswer
	err := h.operation(ctx, adapters.OpFetch, req.Input, func(b []byte) []byte {
		b = append(b, `,"lane":"`...)
		b = append(b, req.Lane...)
		b = append(b, '"')
		b = appendConnection(b, req.Connection)
		b = append(b, `,"maxBytes":`...)
		b = strconv.AppendInt(b, req.MaxBytes, 10)
		b = append(b, `,"dir":`...)
		return esjson.AppendString(b, req.Dir)
	}, func(l []byte) (restart bool, err error) {
		ans, restart, err = h.readFetch(req.Lane, l)
		return restart, err
	})
	return ans, err
}

// Registry sends one registry request and reads its answer.
func (h *host) Registry(ctx context.Context, req adapters.RegistryRequest) (adapters.RegistryAnswer, error) {
	var ans adapters.RegistryAnswer
	err := h.operation(ctx, adapters.OpRegistry, req.Input, func(b []byte) []byte {
		b = appendConnection(b, req.Connection)
		b = append(b, `,"registrations":`...)
		return strconv.AppendInt(b, int64(req.Registrations), 10)
	}, func(l []byte) (restart bool, err error) {
		a, restart, err := h.screen(l, string(adapters.OpRegistry))
		if err == nil {
			err = decodeResult(h.schemas.registry, string(adapters.OpRegistry), a.result, &ans)
		}
		return restart, err
	})
	return ans, err
}

// operation sends one request of op, a declared operation, for input:
// members appends the request's members after "input", and read reads
// the answer line. Its error keeps for the leak search only what a model
// sees of the answer (shownOf).
func (h *host) operation(ctx context.Context, op adapters.Operation, input adapters.Input, members func([]byte) []byte, read func(l []byte) (restart bool, err error)) error {
	return h.session(ctx, func() bool { return true }, func(ctx context.Context) error {
		if !slices.Contains(h.ops, op) {
			return fmt.Errorf("the host's hello does not declare the operation %s", op)
		}
		input := oneLine(input)
		l, p, err := h.exchange(ctx, func(b []byte) []byte {
			b = append(b, `{"op":"`...)
			b = append(b, op...)
			b = append(b, `","seq":`...)
			b = strconv.AppendInt(b, int64(h.seq), 10)
			b = append(b, `,"input":`...)
			b = append(b, input...)
			return append(members(b), "}\n"...)
		})
		if err != nil {
			return err
		}
		restart, err := read(l)
		return shownOf(string(op), h.answerFailed(p, l, restart, err), l)
	})
}

// readFetch reads the answer line l to a fetch request on lane.
// restart reports a protocol error (screen).
func (h *host) readFetch(lane adapters.Lane, l []byte) (ans adapters.FetchAnswer, restart bool, err error) {
	a, restart, err := h.screen(l, "fetch")
	if err != nil {
		return ans, restart, err
	}
	var wire struct {
		Before, After json.RawMessage
		Records       []adapters.FetchRecord
		Saves         []adapters.Save
		Outcome       adapters.FetchOutcome
	}
	if err := decodeResult(h.schemas.fetch, "fetch", a.result, &wire); err != nil {
		return ans, false, err
	}
	for _, view := range []struct {
		raw  json.RawMessage
		into *adapters.Observation
		name string
	}{{wire.Before, &ans.Before, "before"}, {wire.After, &ans.After, "after"}} {
		v, _ := esjson.Parse(view.raw)
		if err := h.schemas.validate(lane, v); err != nil {
			return ans, false, fmt.Errorf("the fetch's %s: %w", view.name, err)
		}
		*view.into = decodeObservation(v)
	}
	ans.Records, ans.Saves, ans.Outcome = wire.Records, wire.Saves, wire.Outcome
	return ans, false, nil
}

// decodeResult checks an operation's result against its schema, then
// decodes it into v.
func decodeResult(s *jsonschema.Schema, op string, raw []byte, v any) error {
	parsed, err := esjson.Parse(raw)
	if err != nil {
		return err
	}
	if err := s.Validate(parsed.Any()); err != nil {
		if leaves := schemacheck.Leaves(err); leaves != nil {
			where := leaves[0].Pointer
			if where == "" {
				where = "/"
			}
			// The result is not quoted: beside a view it holds what no model
			// sees (a save's bytes, a record's uri), which the leak search
			// of an error must not read as shown.
			return fmt.Errorf("the %s result does not match the protocol schema: at %s: %s", op, where, leaves[0].Message)
		}
		return fmt.Errorf("the %s result does not match the protocol schema: %v", op, err)
	}
	return json.Unmarshal(raw, v)
}

// shownOf returns err, the error of an operation op's answer line l,
// keeping for the leak search only what a model could see of the answer:
// a fetch's views before and after, nothing of a registry's (its record's
// uri is the host's private copy, which the protocol asks for). A line that
// is not JSON, or whose result is not an object, is kept whole: any byte
// of it may be shown.
func shownOf(op string, err error, l []byte) error {
	var kept *rawanswer.Error
	if !errors.As(err, &kept) || kept != err {
		return err
	}
	v, perr := esjson.Parse(l)
	if perr != nil {
		return err
	}
	result, ok := v.Get(op)
	if !ok || result.Kind() != esjson.Object {
		return err
	}
	var views []byte
	for _, name := range []string{"before", "after"} {
		if view, ok := result.Get(name); ok && op == string(adapters.OpFetch) {
			views = append(esjson.Append(views, view), '\n')
		}
	}
	return rawanswer.With(kept.Err, views)
}

// appendConnection appends a request's "connection" member.
func appendConnection(b []byte, c adapters.Connection) []byte {
	b = append(b, `,"connection":{"origin":`...)
	b = esjson.AppendString(b, c.Origin)
	b = append(b, `,"token":`...)
	b = esjson.AppendString(b, c.Token)
	return append(b, '}')
}

// oneLine returns input on one line: the protocol is one line a request.
func oneLine(input adapters.Input) adapters.Input {
	if bytes.ContainsAny(input, "\r\n") {
		return esjson.Compact(input)
	}
	return input
}

// readOperations reads the operations a hello answer l declares: none when
// it has no "operations" member.
func readOperations(l []byte) ([]adapters.Operation, error) {
	v, err := esjson.Parse(l)
	if err != nil {
		return nil, err
	}
	list, ok := v.Get("operations")
	if !ok {
		return nil, nil
	}
	if list.Kind() != esjson.Array {
		return nil, errors.New(`the host's hello has an "operations" member that is not an array`)
	}
	var ops []adapters.Operation
	for _, item := range list.Items() {
		s, _ := item.Str()
		switch op := adapters.Operation(s); op {
		case adapters.OpFetch, adapters.OpRegistry:
			if !slices.Contains(ops, op) {
				ops = append(ops, op)
			}
		default:
			name := string(esjson.Append(nil, item))
			if _, isString := item.Str(); isString {
				name = reporttext.QuoteCut(s)
			}
			return nil, fmt.Errorf(`the host's hello declares the operation %s: the operations are "fetch" and "registry"`, name)
		}
	}
	return ops, nil
}
