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
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// Serve reads requests from in and writes answers to out until bye or the
// end of in. It returns an error only when reading or writing fails.
func Serve(ctx context.Context, in io.Reader, out io.Writer, h adapters.Host) error {
	r := bufio.NewReaderSize(in, 1<<16)
	w := bufio.NewWriterSize(out, 1<<16)
	s := server{h: h, lanes: map[adapters.Lane]bool{}}
	for _, l := range h.Lanes() {
		s.lanes[l] = true
	}
	var answer []byte // one buffer for every answer
	for n := 1; ; n++ {
		line, err := readLine(r)
		if line = trimSpace(line); len(line) > 0 {
			var bye bool
			answer, bye = s.handle(ctx, n, line, answer[:0])
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

// readLine reads a line with its newline, as ReadBytes does, but as r's own
// buffer when it fits there: it is good until the next read.
func readLine(r *bufio.Reader) ([]byte, error) {
	line, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return line, err
	}
	long := bytes.Clone(line)
	for errors.Is(err, bufio.ErrBufferFull) {
		line, err = r.ReadSlice('\n')
		long = append(long, line...)
	}
	return long, err
}

type server struct {
	h     adapters.Host
	lanes map[adapters.Lane]bool
}

// request holds the members of a request line a server reads, as written.
type request struct {
	op, seq, lane, input, protocol []byte
	hasInput                       bool
	// connection, maxBytes, dir and registrations are a fetch's or a
	// registry's (operation.go).
	connection, maxBytes, dir, registrations []byte
}

// set keeps a member of the request line, by its quoted name: the last of
// a name written twice.
func (r *request) set(quoted, raw []byte) {
	switch string(esjson.Name(quoted)) {
	case "op":
		r.op = raw
	case "seq":
		r.seq = raw
	case "lane":
		r.lane = raw
	case "input":
		r.input, r.hasInput = raw, true
	case "protocol":
		r.protocol = raw
	case "connection":
		r.connection = raw
	case "maxBytes":
		r.maxBytes = raw
	case "dir":
		r.dir = raw
	case "registrations":
		r.registrations = raw
	}
}

// handle appends the answer to one request line to dst; bye reports the
// end of the session.
func (s *server) handle(ctx context.Context, n int, line, dst []byte) (answer []byte, bye bool) {
	var req request
	if err := esjson.VisitObject(line, req.set); err != nil {
		return appendError(dst, seqFromGarbage(line), fmt.Sprintf("line %d: %v", n, err)), false
	}
	op := stringOf(req.op)
	switch op {
	case "hello":
		return s.hello(n, req, dst), false
	case "observe":
		return s.observe(ctx, n, req, dst), false
	case "fetch", "registry":
		if d, ok := s.h.(adapters.Dereferencer); ok && slices.Contains(d.Operations(), adapters.Operation(op)) {
			return s.operation(ctx, d, n, op, req, dst), false
		}
	case "bye":
		return dst, true
	}
	return appendError(dst, req.seq, fmt.Sprintf("line %d: unknown op %q: this host serves hello, observe%s and bye", n, op, s.operationWords())), false
}

func (s *server) hello(n int, req request, dst []byte) []byte {
	if v := string(req.protocol); v != strconv.Itoa(adapters.ProtocolVersion) {
		return appendError(dst, nil, fmt.Sprintf("line %d: hello asks for protocol %s; this host speaks protocol %d",
			n, orMissing(v), adapters.ProtocolVersion))
	}
	id := s.h.Identity()
	lanes := make([]esjson.Value, 0, len(s.lanes))
	for _, l := range s.h.Lanes() {
		lanes = append(lanes, esjson.StringValue(string(l)))
	}
	members := []esjson.Member{
		{Name: "op", Value: esjson.StringValue("hello")},
		{Name: "protocol", Value: esjson.NumberValue(adapters.ProtocolVersion)},
		{Name: "host", Value: esjson.ObjectValue([]esjson.Member{
			{Name: "name", Value: esjson.StringValue(id.Name)},
			{Name: "version", Value: esjson.StringValue(id.Version)},
		})},
		{Name: "lanes", Value: esjson.ArrayValue(lanes)},
	}
	if d, ok := s.h.(adapters.Dereferencer); ok && len(d.Operations()) > 0 {
		var ops []esjson.Value
		for _, op := range d.Operations() {
			ops = append(ops, esjson.StringValue(string(op)))
		}
		members = append(members, esjson.Member{Name: "operations", Value: esjson.ArrayValue(ops)})
	}
	return esjson.Append(dst, esjson.ObjectValue(members))
}

func (s *server) observe(ctx context.Context, n int, req request, dst []byte) []byte {
	seq := normalSeq(req.seq)
	if seq == nil {
		return appendError(dst, nil, fmt.Sprintf("line %d: observe needs a numeric seq", n))
	}
	lane := adapters.Lane(stringOf(req.lane))
	served := s.lanes[lane]
	if !served {
		var err error
		if lane, err = adapters.ParseLane(string(lane)); err != nil {
			return appendError(dst, seq, fmt.Sprintf("line %d: %v", n, err))
		}
	}
	if !req.hasInput {
		return appendError(dst, seq, fmt.Sprintf("line %d: observe needs an input", n))
	}
	obs := adapters.Observation{Unsupported: true}
	if served {
		var err error
		if obs, err = s.h.Observe(ctx, lane, adapters.Input(req.input)); err != nil {
			return appendError(dst, seq, err.Error())
		}
	}
	start := len(dst)
	dst = append(dst, `{"seq":`...)
	dst = append(dst, seq...)
	dst = append(dst, `,"observation":`...)
	dst, err := obs.AppendJSON(dst)
	if err != nil {
		return appendError(dst[:start], seq, fmt.Sprintf("writing the observation: %v", err))
	}
	return append(dst, '}')
}

// appendError appends {"seq":…,"error":…} to dst, without seq when it is
// unknown.
func appendError(dst, seq []byte, msg string) []byte {
	dst = append(dst, '{')
	if seq = normalSeq(seq); seq != nil {
		dst = append(dst, `"seq":`...)
		dst = append(dst, seq...)
		dst = append(dst, ',')
	}
	dst = append(dst, `"error":`...)
	dst = esjson.AppendString(dst, msg)
	return append(dst, '}')
}

// normalSeq returns a seq's JSON text as JSON.stringify writes the number,
// or nil when raw is not a number. A small integer, as a seq should be, is
// its own text.
func normalSeq(raw []byte) []byte {
	if isSmallInteger(raw) {
		return raw
	}
	v, err := esjson.Parse(raw)
	if err != nil || v.Kind() != esjson.Number {
		return nil
	}
	return esjson.AppendNumber(nil, v.Number())
}

// isSmallInteger reports whether raw is 0, or a positive integer of at
// most 15 digits without a leading zero: a number JSON.stringify writes as
// raw. (A seq found in garbage may have leading zeros.)
func isSmallInteger(raw []byte) bool {
	if len(raw) == 0 || len(raw) > 15 || raw[0] == '0' && len(raw) > 1 {
		return false
	}
	for _, c := range raw {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

var seqPattern = regexp.MustCompile(`"seq"\s*:\s*(-?[0-9]+)`)

// seqFromGarbage finds a seq in a line that is not valid JSON, if it can.
func seqFromGarbage(line []byte) []byte {
	if m := seqPattern.FindSubmatch(line); m != nil {
		return m[1]
	}
	return nil
}

// stringOf returns the string a member's raw value holds, or "" when it
// holds another kind, or nothing.
func stringOf(raw []byte) string {
	if len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' && bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
		return string(raw[1 : len(raw)-1])
	}
	v, err := esjson.Parse(raw)
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
