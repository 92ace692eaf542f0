package fetchfixture

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"
	"unicode/utf8"
)

// ParseResponse reads a case's response member in MCPL's format:
// bodyBase64 (standard base64 with its padding), contentType (a string),
// gzip and redirect (booleans) and stream (an object of chunks, chunkBytes
// and intervalMs, each an integer written without fraction or exponent).
// Absent, empty or null raw is the zero Response. It is strict: an unknown
// or repeated member, a null or a value of the wrong type, bad base64, or a
// value beyond the bounds of Validate is an error that names the member.
func ParseResponse(raw []byte) (Response, error) {
	var r Response
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return r, nil
	}
	members, err := objectMembers(raw, "response")
	if err != nil {
		return Response{}, err
	}
	for _, m := range members {
		where := "response." + m.name
		switch m.name {
		case "bodyBase64":
			var s string
			if s, err = stringValue(m.value, where); err == nil {
				r.Body, err = base64.StdEncoding.Strict().DecodeString(s)
				if err != nil {
					err = fmt.Errorf("%s: not standard padded base64: %v", where, err)
				}
			}
		case "contentType":
			r.ContentType, err = stringValue(m.value, where)
		case "gzip":
			r.Gzip, err = boolValue(m.value, where)
		case "redirect":
			r.Redirect, err = boolValue(m.value, where)
		case "stream":
			r.Stream, err = parseStream(m.value)
		case "hops":
			var n int64
			n, err = intValue(m.value, where, 0, MaxHops)
			r.Hops = int(n)
		case "contentEncoding":
			r.Coding, err = stringValue(m.value, where)
		default:
			err = fmt.Errorf("%s: unknown member", where)
		}
		if err != nil {
			return Response{}, err
		}
	}
	if err := r.Validate(); err != nil {
		return Response{}, err
	}
	return r, nil
}

func parseStream(raw json.RawMessage) (*Stream, error) {
	members, err := objectMembers(raw, "response.stream")
	if err != nil {
		return nil, err
	}
	var s Stream
	seen := map[string]bool{}
	for _, m := range members {
		where := "response.stream." + m.name
		var n int64
		switch m.name {
		case "chunks":
			n, err = intValue(m.value, where, 1, MaxChunks)
			s.Chunks = int(n)
		case "chunkBytes":
			n, err = intValue(m.value, where, 1, MaxChunkBytes)
			s.ChunkBytes = int(n)
		case "intervalMs":
			n, err = intValue(m.value, where, 0, MaxInterval.Milliseconds())
			s.Interval = time.Duration(n) * time.Millisecond
		default:
			err = fmt.Errorf("%s: unknown member", where)
		}
		if err != nil {
			return nil, err
		}
		seen[m.name] = true
	}
	for _, name := range []string{"chunks", "chunkBytes", "intervalMs"} {
		if !seen[name] {
			return nil, fmt.Errorf("response.stream.%s: missing", name)
		}
	}
	return &s, nil
}

type member struct {
	name  string
	value json.RawMessage
}

// objectMembers returns the members of the JSON object raw in their order,
// refusing anything else, a repeated name, and text after the object.
func objectMembers(raw []byte, where string) ([]member, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := d.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("%s: want an object", where)
	}
	var out []member
	seen := map[string]bool{}
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", where, err)
		}
		name, _ := tok.(string)
		var value json.RawMessage
		if err := d.Decode(&value); err != nil {
			return nil, fmt.Errorf("%s.%s: %v", where, name, err)
		}
		if seen[name] {
			return nil, fmt.Errorf("%s.%s: repeated member", where, name)
		}
		seen[name] = true
		out = append(out, member{name, value})
	}
	if _, err := d.Token(); err != nil {
		return nil, fmt.Errorf("%s: %v", where, err)
	}
	if _, err := d.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: text after the object", where)
	}
	return out, nil
}

func stringValue(raw json.RawMessage, where string) (string, error) {
	var s string
	if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return "", fmt.Errorf("%s: want a string, got %s", where, quote(raw))
	}
	return s, nil
}

func boolValue(raw json.RawMessage, where string) (bool, error) {
	switch string(raw) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("%s: want true or false, got %s", where, quote(raw))
}

func intValue(raw json.RawMessage, where string, lo, hi int64) (int64, error) {
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s: want an integer from %d to %d, got %s", where, lo, hi, quote(raw))
	}
	return n, nil
}

// quote cuts a value a case wrote to a length an error can carry.
func quote(raw json.RawMessage) string {
	if utf8.RuneCount(raw) > 40 {
		return fmt.Sprintf("%.40s…", raw)
	}
	return string(raw)
}
