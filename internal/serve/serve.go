// Package serve serves a host over version 1 of the adapter protocol: one
// JSON object per line in (hello, observe, bye), one per line out. It is how
// `rfc005 host` puts the reference host on stdin and stdout.
//
// A line that is not valid JSON, or names an unknown op, gets an error
// answer (with its seq when one can be read) and serving goes on; only bye or
// the end of input stops it.
package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Serve reads requests from in and writes answers to out until bye or the
// end of in. It returns an error only when reading or writing fails.
func Serve(ctx context.Context, in io.Reader, out io.Writer, h adapters.Host) error {
	r := bufio.NewReaderSize(in, 1<<16)
	w := bufio.NewWriter(out)
	s := server{h: h, lanes: map[adapters.Lane]bool{}}
	for _, l := range h.Lanes() {
		s.lanes[l] = true
	}
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if len(trimSpace(line)) > 0 {
			answer, bye := s.handle(ctx, n, trimSpace(line))
			if bye {
				return w.Flush()
			}
			w.Write(answer)
			w.WriteByte('\n')
			if ferr := w.Flush(); ferr != nil {
				return fmt.Errorf("writing the answer to line %d: %w", n, ferr)
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading line %d: %w", n, err)
		}
	}
}

type server struct {
	h     adapters.Host
	lanes map[adapters.Lane]bool
}

// handle answers one request line; bye reports the end of the session.
func (s *server) handle(ctx context.Context, n int, line []byte) (answer []byte, bye bool) {
	members, err := esjson.ParseObjectRaw(line)
	if err != nil {
		return errorAnswer(seqFromGarbage(line), fmt.Sprintf("line %d: %v", n, err)), false
	}
	req := map[string][]byte{}
	for _, m := range members {
		req[m.Name] = m.Raw
	}
	op := stringMember(req, "op")
	switch op {
	case "hello":
		return s.hello(n, req), false
	case "observe":
		return s.observe(ctx, n, req), false
	case "bye":
		return nil, true
	}
	return errorAnswer(req["seq"], fmt.Sprintf("line %d: unknown op %q: this host serves hello, observe and bye", n, op)), false
}

func (s *server) hello(n int, req map[string][]byte) []byte {
	if v := string(req["protocol"]); v != strconv.Itoa(adapters.ProtocolVersion) {
		return errorAnswer(nil, fmt.Sprintf("line %d: hello asks for protocol %s; this host speaks protocol %d",
			n, orMissing(v), adapters.ProtocolVersion))
	}
	id := s.h.Identity()
	lanes := make([]esjson.Value, 0, len(s.lanes))
	for _, l := range s.h.Lanes() {
		lanes = append(lanes, esjson.StringValue(string(l)))
	}
	return esjson.Append(nil, esjson.ObjectValue([]esjson.Member{
		{Name: "op", Value: esjson.StringValue("hello")},
		{Name: "protocol", Value: esjson.NumberValue(adapters.ProtocolVersion)},
		{Name: "host", Value: esjson.ObjectValue([]esjson.Member{
			{Name: "name", Value: esjson.StringValue(id.Name)},
			{Name: "version", Value: esjson.StringValue(id.Version)},
		})},
		{Name: "lanes", Value: esjson.ArrayValue(lanes)},
	}))
}

func (s *server) observe(ctx context.Context, n int, req map[string][]byte) []byte {
	seq := normalSeq(req["seq"])
	if seq == nil {
		return errorAnswer(nil, fmt.Sprintf("line %d: observe needs a numeric seq", n))
	}
	lane, err := adapters.ParseLane(stringMember(req, "lane"))
	if err != nil {
		return errorAnswer(seq, fmt.Sprintf("line %d: %v", n, err))
	}
	input, ok := req["input"]
	if !ok {
		return errorAnswer(seq, fmt.Sprintf("line %d: observe needs an input", n))
	}
	obs := adapters.Observation{Unsupported: true}
	if s.lanes[lane] {
		if obs, err = s.h.Observe(ctx, lane, adapters.Input(input)); err != nil {
			return errorAnswer(seq, err.Error())
		}
	}
	b, err := obs.MarshalJSON()
	if err != nil {
		return errorAnswer(seq, fmt.Sprintf("writing the observation: %v", err))
	}
	out := append([]byte(`{"seq":`), seq...)
	out = append(out, `,"observation":`...)
	out = append(out, b...)
	return append(out, '}')
}

// errorAnswer returns {"seq":…,"error":…}, without seq when it is unknown.
func errorAnswer(seq []byte, msg string) []byte {
	out := []byte{'{'}
	if seq = normalSeq(seq); seq != nil {
		out = append(out, `"seq":`...)
		out = append(out, seq...)
		out = append(out, ',')
	}
	out = append(out, `"error":`...)
	out = esjson.AppendString(out, msg)
	return append(out, '}')
}

// normalSeq returns a seq's JSON text as JSON.stringify writes the number,
// or nil when raw is not a number.
func normalSeq(raw []byte) []byte {
	v, err := esjson.Parse(raw)
	if err != nil || v.Kind() != esjson.Number {
		return nil
	}
	return esjson.AppendNumber(nil, v.Number())
}

var seqPattern = regexp.MustCompile(`"seq"\s*:\s*(-?[0-9]+)`)

// seqFromGarbage finds a seq in a line that is not valid JSON, if it can.
func seqFromGarbage(line []byte) []byte {
	if m := seqPattern.FindSubmatch(line); m != nil {
		return m[1]
	}
	return nil
}

func stringMember(req map[string][]byte, name string) string {
	v, err := esjson.Parse(req[name])
	if err != nil {
		return ""
	}
	s, _ := v.Str()
	return s
}

func orMissing(v string) string {
	if v == "" {
		return "none"
	}
	return v
}

// trimSpace removes JSON whitespace, the line's newline among it, from both
// ends of a line.
func trimSpace(b []byte) []byte { return bytes.Trim(b, " \t\r\n") }
