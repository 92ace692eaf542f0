package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// operation answers a fetch or registry request (adapters/PROTOCOL.md,
// "Fetch and registry") through d.
func (s *server) operation(ctx context.Context, d adapters.Dereferencer, n int, op string, req request, dst []byte) []byte {
	seq := normalSeq(req.seq)
	if seq == nil {
		return appendError(dst, nil, fmt.Sprintf("line %d: %s needs a numeric seq", n, op))
	}
	if !req.hasInput {
		return appendError(dst, seq, fmt.Sprintf("line %d: %s needs an input", n, op))
	}
	var conn adapters.Connection
	if err := json.Unmarshal(req.connection, &conn); err != nil {
		return appendError(dst, seq, fmt.Sprintf("line %d: %s needs a connection {origin, token}: %v", n, op, err))
	}
	var result any
	if op == string(adapters.OpFetch) {
		r := adapters.FetchRequest{Lane: adapters.Lane(stringOf(req.lane)), Input: adapters.Input(req.input), Connection: conn, Dir: stringOf(req.dir)}
		if _, err := adapters.ParseLane(string(r.Lane)); err != nil {
			return appendError(dst, seq, fmt.Sprintf("line %d: %v", n, err))
		}
		if err := json.Unmarshal(req.maxBytes, &r.MaxBytes); err != nil {
			return appendError(dst, seq, fmt.Sprintf("line %d: fetch needs maxBytes, a whole number: %v", n, err))
		}
		ans, err := d.Fetch(ctx, r)
		if err != nil {
			return appendError(dst, seq, err.Error())
		}
		result = fetchJSON(ans)
	} else {
		r := adapters.RegistryRequest{Input: adapters.Input(req.input), Connection: conn}
		if err := json.Unmarshal(req.registrations, &r.Registrations); err != nil {
			return appendError(dst, seq, fmt.Sprintf("line %d: registry needs registrations, a whole number: %v", n, err))
		}
		ans, err := d.Registry(ctx, r)
		if err != nil {
			return appendError(dst, seq, err.Error())
		}
		result = ans
	}
	text, err := json.Marshal(result)
	if err != nil {
		return appendError(dst, seq, fmt.Sprintf("writing the %s result: %v", op, err))
	}
	dst = append(dst, `{"seq":`...)
	dst = append(dst, seq...)
	dst = append(dst, `,"`+op+`":`...)
	dst = append(dst, text...)
	return append(dst, '}')
}

// fetchJSON is a fetch answer as the protocol writes it.
func fetchJSON(ans adapters.FetchAnswer) any {
	saves := ans.Saves
	if saves == nil {
		saves = []adapters.Save{}
	}
	records := ans.Records
	if records == nil {
		records = []adapters.FetchRecord{}
	}
	return struct {
		Before  adapters.Observation   `json:"before"`
		After   adapters.Observation   `json:"after"`
		Records []adapters.FetchRecord `json:"records"`
		Saves   []adapters.Save        `json:"saves"`
		Outcome adapters.FetchOutcome  `json:"outcome"`
	}{ans.Before, ans.After, records, saves, ans.Outcome}
}

// operationWords names the operations the served host performs, for an
// error that lists what it serves.
func (s *server) operationWords() string {
	d, ok := s.h.(adapters.Dereferencer)
	if !ok {
		return ""
	}
	var words []string
	for _, op := range d.Operations() {
		words = append(words, string(op))
	}
	if len(words) == 0 {
		return ""
	}
	return ", " + strings.Join(words, ", ")
}
