package subprocess

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/schemacheck"
)

// Why an answer is read as it is, and the tests that show it: its bytes
// checked before decoding (UTF-8, bounds, lone surrogates), its members
// read as the decoder keeps them (escaped names, a name written twice),
// and which failures restart the host: TestReadAnswer,
// TestReadAnswerAsBefore, FuzzReadAnswer; its observation checked by the
// lane's schema: TestObservationSchema, and decoded as written:
// TestDecodeObservation; a rejection is an answer:
// TestRejectionIsAnAnswer.

// readAnswer reads the answer to the observe request h.seq on lane. restart
// reports a protocol error: the host's output can no longer be trusted to
// line up with the requests (bytes that are not UTF-8, not JSON, another
// seq, an observation over the bound whose seq is not the request's), so
// it must be restarted. An answer
// that is well-formed JSON text with the right seq but a wrong observation
// (of the wrong shape, holding a lone surrogate escape) or a host error
// costs the observation and keeps the host.
func (h *host) readAnswer(lane adapters.Lane, l []byte) (obs adapters.Observation, restart bool, err error) {
	a, restart, err := h.screen(l, "observation")
	if err != nil {
		return obs, restart, err
	}
	v, _ := esjson.Parse(a.result) // valid: VisitObject checked the whole line
	if err := h.schemas.validate(lane, v); err != nil {
		return obs, false, err
	}
	return decodeObservation(v), false, nil
}

// screen reads an answer line to the request h.seq whose result is the
// member named result ("observation", "fetch", "registry"), as readAnswer
// says: everything but the result's own shape, which the caller checks.
// An error answer, a rejection, or an answer without the result is an
// error; restart reports a protocol error.
func (h *host) screen(l []byte, result string) (a answer, restart bool, err error) {
	// Before decoding: a decoder would turn bytes that are not UTF-8 into
	// U+FFFD, and the host's ill-formed text would pass unseen.
	if at, bad := invalidUTF8(l); bad != "" {
		return a, true, fmt.Errorf("the answer is not well-formed UTF-8: at byte %d: %s", at, bad)
	}
	// Before decoding, which holds every block and value in memory at
	// once, several times over; counted only when the line is long enough
	// to pass the bound.
	if mostBlocks(l) > h.opt.MaxBlocks {
		if n := countBlocks(l); n > h.opt.MaxBlocks {
			return a, h.outOfStep(l), fmt.Errorf("observation too large: %d blocks, the bound is %s", n, reporttext.Thousands(h.opt.MaxBlocks))
		}
	}
	if mostValues(l) > h.opt.MaxValues {
		if n := countValues(l); n > h.opt.MaxValues {
			return a, h.outOfStep(l), fmt.Errorf("observation too large: %d JSON values in the answer, the bound is %s", n, reporttext.Thousands(h.opt.MaxValues))
		}
	}
	// Before decoding: a decoder would turn a lone surrogate into U+FFFD.
	// Only an escape is one.
	if bytes.IndexByte(l, '\\') >= 0 {
		if at := esjson.FindLoneSurrogate(l); at >= 0 {
			return a, false, fmt.Errorf("the answer holds ill-formed text (a lone surrogate escape at byte %d: %s)",
				at, quoteLine(l[at:min(len(l), at+12)]))
		}
	}
	a.want = result
	if err := esjson.VisitObject(l, a.set); err != nil {
		return a, true, fmt.Errorf("the answer is not JSON (%v): %s", err, quoteLine(l))
	}
	switch {
	case a.seq == nil && a.err != nil:
		return a, false, errors.New("host error: " + stringOf(a.err))
	case a.seq == nil:
		return a, true, fmt.Errorf("the answer has no seq, want %d: %s", h.seq, quoteLine(l))
	case !isSeq(a.seq, h.seq):
		return a, true, fmt.Errorf("the answer has seq %s, want %d", a.seq, h.seq)
	case a.rej != nil && (a.err != nil || a.result != nil):
		return a, false, fmt.Errorf("the answer holds a rejection and an %s: answer one of them: %s", otherThanRejection(a), quoteLine(l))
	case a.err != nil:
		return a, false, errors.New("host error: " + stringOf(a.err))
	case a.rej != nil:
		return a, false, rejection(a.rej, l)
	case a.result == nil && result == "observation":
		return a, false, fmt.Errorf("the answer holds neither an observation, an error nor a rejection: %s", quoteLine(l))
	case a.result == nil:
		return a, false, fmt.Errorf("the answer to %s holds neither %q nor an error: %s", result, result, quoteLine(l))
	}
	return a, false, nil
}

// decodeObservation decodes an observation its lane's schema accepts.
//
// The schema itself checks it: a check written by hand, reading the text
// without building a value, was some 100 times faster an answer
// (BenchmarkAnswerCheck) but made whole runs no faster (rfc005 run against
// rfc005 host and the Python example: within 3.5% of the CPU, the wall
// time within the noise), for 260 lines and a test holding it to the
// schema.
func decodeObservation(v esjson.Value) adapters.Observation {
	var o adapters.Observation
	if u, ok := v.Get("unsupported"); ok && u.Bool() {
		o.Unsupported = true
		return o
	}
	if blocks, ok := v.Get("blocks"); ok {
		o.Blocks = make([]adapters.Block, 0, len(blocks.Items()))
		for _, b := range blocks.Items() {
			var block adapters.Block
			block.Type, _ = b.GetString("type")
			block.Text, _ = b.GetString("text")
			block.Data, _ = b.GetString("data")
			block.MimeType, _ = b.GetString("mimeType")
			o.Blocks = append(o.Blocks, block)
		}
	}
	o.Refused, _ = v.GetString("refused")
	o.Render, _ = v.GetString("render")
	if text, ok := v.GetString("text"); ok {
		o.Text = &text
	}
	if view, ok := v.Get("view"); ok {
		o.View = esjson.Append(nil, view)
	}
	if kept, ok := v.Get("kept"); ok {
		o.Kept = esjson.Append(nil, kept)
	}
	return o
}

// outOfStep reports whether the answer line l, over a bound and not to be
// decoded, leaves the host out of step with the requests: unless l, read
// to its end, is a JSON object whose seq (the last, as decoding keeps) is
// the request's, the next line might answer this request, not the next.
// An answer in step costs its observation only; the host is kept.
func (h *host) outOfStep(l []byte) bool {
	seq := lastMember(l, "seq") // linear, any depth, and decodes nothing
	return seq == nil || !isSeq(seq, h.seq)
}

// answer holds the members of an answer line readAnswer reads, as
// written, nil when missing (a value as written is never empty).
type answer struct {
	want                  string // the result's member name: "observation", "fetch", "registry"
	seq, err, result, rej []byte
}

// set keeps a member of the answer line, by its quoted name: the last of a
// name written twice.
func (a *answer) set(quoted, raw []byte) {
	switch string(esjson.Name(quoted)) {
	case "seq":
		a.seq = raw
	case "error":
		a.err = raw
	case a.want:
		a.result = raw
	case "rejected":
		a.rej = raw
	}
}

// isSeq reports whether raw is the JSON text strconv.Itoa(seq) writes.
func isSeq(raw []byte, seq int) bool {
	var buf [20]byte
	return string(raw) == string(strconv.AppendInt(buf[:0], int64(seq), 10))
}

func stringOf(raw []byte) string {
	v, err := esjson.Parse(raw)
	if err != nil {
		return string(raw)
	}
	if s, ok := v.Str(); ok {
		return s
	}
	return string(raw)
}

// laneSchemas holds the protocol schema's observation schema of each lane.
type laneSchemas struct {
	byLane map[adapters.Lane]*jsonschema.Schema
	// fetch and registry are the schemas of the results of those
	// operations (their views are checked by their lane's).
	fetch, registry *jsonschema.Schema
}

func compileLaneSchemas() (*laneSchemas, error) {
	c, err := schemacheck.Compiler(adapters.ProtocolSchemaURL, adapters.ProtocolSchema)
	if err != nil {
		return nil, fmt.Errorf("the protocol schema: %w", err)
	}
	s := &laneSchemas{byLane: map[adapters.Lane]*jsonschema.Schema{}}
	for _, lane := range adapters.AllLanes() {
		name := "observation-" + strings.ReplaceAll(string(lane), "/", "-")
		sch, err := c.Compile(adapters.ProtocolSchemaURL + "#/$defs/" + name)
		if err != nil {
			return nil, fmt.Errorf("the protocol schema's %s: %w", name, err)
		}
		s.byLane[lane] = sch
	}
	for name, into := range map[string]**jsonschema.Schema{"fetchResult": &s.fetch, "registryResult": &s.registry} {
		if *into, err = c.Compile(adapters.ProtocolSchemaURL + "#/$defs/" + name); err != nil {
			return nil, fmt.Errorf("the protocol schema's %s: %w", name, err)
		}
	}
	return s, nil
}

// validate checks an observation against its lane's schema and says where
// it differs.
func (s *laneSchemas) validate(lane adapters.Lane, v esjson.Value) error {
	err := s.byLane[lane].Validate(v.Any())
	if err == nil {
		return nil
	}
	if leaves := schemacheck.Leaves(err); leaves != nil {
		leaf := leaves[0]
		where := leaf.Pointer
		if where == "" {
			where = "/"
		}
		return fmt.Errorf("the observation does not match the protocol schema for %s: at %s: %s: %s",
			lane, where, leaf.Message, quoteLine(esjson.Append(nil, v)))
	}
	return fmt.Errorf("the observation does not match the protocol schema for %s: %v", lane, err)
}
