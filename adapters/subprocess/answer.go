package subprocess

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// readAnswer reads the answer to the observe request h.seq on lane. restart
// reports a protocol error: the host's output can no longer be trusted to
// line up with the requests (bytes that are not UTF-8, not JSON, another
// seq, an observation over the bound), so it must be restarted. An answer
// that is well-formed JSON text with the right seq but a wrong observation
// (of the wrong shape, holding a lone surrogate escape) or a host error
// costs the observation and keeps the host.
func (h *host) readAnswer(lane adapters.Lane, l []byte) (obs adapters.Observation, restart bool, err error) {
	// Before decoding: a decoder would turn bytes that are not UTF-8 into
	// U+FFFD, and the host's ill-formed text would pass unseen.
	if at, bad := invalidUTF8(l); bad != "" {
		return obs, true, fmt.Errorf("the answer is not well-formed UTF-8: at byte %d: %s", at, bad)
	}
	// Before decoding, which holds every block and value in memory at
	// once, several times over.
	if n := countBlocks(l); n > h.opt.MaxBlocks {
		return obs, true, fmt.Errorf("observation too large: %d blocks, the bound is %s", n, thousands(h.opt.MaxBlocks))
	}
	if n := countValues(l); n > h.opt.MaxValues {
		return obs, true, fmt.Errorf("observation too large: %d JSON values in the answer, the bound is %s", n, thousands(h.opt.MaxValues))
	}
	// Before decoding: a decoder would turn a lone surrogate into U+FFFD.
	if at := esjson.FindLoneSurrogate(l); at >= 0 {
		return obs, false, fmt.Errorf("the answer holds ill-formed text (a lone surrogate escape at byte %d: %s)",
			at, quoteLine(l[at:min(len(l), at+12)]))
	}
	members, err := esjson.ParseObjectRaw(l)
	if err != nil {
		return obs, true, fmt.Errorf("the answer is not JSON (%v): %s", err, quoteLine(l))
	}
	answer := map[string][]byte{}
	for _, m := range members {
		answer[m.Name] = m.Raw
	}
	msg, hasError := answer["error"]
	seq, hasSeq := answer["seq"]
	switch {
	case !hasSeq && hasError:
		return obs, false, errors.New("host error: " + stringOf(msg))
	case !hasSeq:
		return obs, true, fmt.Errorf("the answer has no seq, want %d: %s", h.seq, quoteLine(l))
	case string(seq) != strconv.Itoa(h.seq):
		return obs, true, fmt.Errorf("the answer has seq %s, want %d", seq, h.seq)
	case hasError:
		return obs, false, errors.New("host error: " + stringOf(msg))
	}
	raw, ok := answer["observation"]
	if !ok {
		return obs, false, fmt.Errorf("the answer holds neither an observation nor an error: %s", quoteLine(l))
	}
	v, _ := esjson.Parse(raw) // valid: ParseObjectRaw checked the whole line
	if err := h.schemas.validate(lane, v); err != nil {
		return obs, false, err
	}
	return decodeObservation(v), false, nil
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

// decodeObservation reads an observation that matched its lane's schema.
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

// laneSchemas holds the protocol schema's observation schema of each lane.
type laneSchemas struct {
	byLane map[adapters.Lane]*jsonschema.Schema
}

func compileLaneSchemas() (*laneSchemas, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	if err := c.AddResource(adapters.ProtocolSchemaURL, bytes.NewReader(adapters.ProtocolSchema)); err != nil {
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
	return s, nil
}

// validate checks an observation against its lane's schema and says where
// it differs.
func (s *laneSchemas) validate(lane adapters.Lane, v esjson.Value) error {
	err := s.byLane[lane].Validate(v.Any())
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if errors.As(err, &ve) {
		leaf := ve
		for len(leaf.Causes) > 0 {
			leaf = leaf.Causes[0]
		}
		where := leaf.InstanceLocation
		if where == "" {
			where = "/"
		}
		return fmt.Errorf("the observation does not match the protocol schema for %s: at %s: %s: %s",
			lane, where, leaf.Message, quoteLine(esjson.Append(nil, v)))
	}
	return fmt.Errorf("the observation does not match the protocol schema for %s: %v", lane, err)
}
