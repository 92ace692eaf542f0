package subprocess

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/mutatebytes"
)

// TestReadAnswer pins how readAnswer reads an answer line as JSON: names
// escaped or written twice, the seq as written, an error beside an
// observation, and which failures restart the host.
func TestReadAnswer(t *testing.T) {
	t.Parallel()
	h := &host{opt: Options{}.withDefaults(), seq: 12}
	var err error
	if h.schemas, err = compileLaneSchemas(); err != nil {
		t.Fatal(err)
	}
	empty := adapters.Observation{Blocks: []adapters.Block{}}
	tests := []struct {
		name    string
		line    string
		want    adapters.Observation
		restart bool
		err     string
	}{
		{"plain", `{"seq":12,"observation":{"blocks":[]}}`, empty, false, ""},
		{"spaced", ` { "seq" : 12 , "observation" : { "blocks" : [ ] } } `, empty, false, ""},
		{"escaped_names", `{"s\u0065q":12,"\u006fbservation":{"blocks":[]}}`, empty, false, ""},
		{"observation_twice_the_last_counts", `{"seq":12,"observation":{"blocks":"x"},"observation":{"blocks":[]}}`, empty, false, ""},
		{"seq_twice_the_last_counts", `{"seq":11,"observation":{"blocks":[]},"seq":12}`, empty, false, ""},
		{"seq_written_otherwise", `{"seq":12.0,"observation":{"blocks":[]}}`, adapters.Observation{}, true, "the answer has seq 12.0, want 12"},
		{"seq_as_a_string", `{"seq":"12","observation":{"blocks":[]}}`, adapters.Observation{}, true, `the answer has seq "12", want 12`},
		{"no_seq", `{"observation":{"blocks":[]}}`, adapters.Observation{}, true, `the answer has no seq, want 12: "{\"observation\":{\"blocks\":[]}}"`},
		{"error", `{"seq":12,"error":"no"}`, adapters.Observation{}, false, "host error: no"},
		{"error_without_seq", `{"error":"no"}`, adapters.Observation{}, false, "host error: no"},
		{"error_beside_an_observation", `{"seq":12,"observation":{"blocks":[]},"error":"no"}`, adapters.Observation{}, false, "host error: no"},
		{"neither", `{"seq":12}`, adapters.Observation{}, false, `the answer holds neither an observation, an error nor a rejection: "{\"seq\":12}"`},
		{"rejected", `{"seq":12,"rejected":"content[0].resource: Required"}`, adapters.Observation{}, false, "the host rejected the input: content[0].resource: Required"},
		{"rejected_escaped", `{"seq":12,"rejected":"uri: \u0022x\u0022"}`, adapters.Observation{}, false, `the host rejected the input: uri: "x"`},
		{"rejected_without_seq", `{"rejected":"no"}`, adapters.Observation{}, true, `the answer has no seq, want 12: "{\"rejected\":\"no\"}"`},
		{"rejected_empty", `{"seq":12,"rejected":""}`, adapters.Observation{}, false,
			`the answer's "rejected" is not a reason: want a string that says why the input is not valid MCP, got "\"\"": "{\"seq\":12,\"rejected\":\"\"}"`},
		{"rejected_blank", `{"seq":12,"rejected":" \n"}`, adapters.Observation{}, false,
			`the answer's "rejected" is not a reason: want a string that says why the input is not valid MCP, got "\" \\n\"": "{\"seq\":12,\"rejected\":\" \\n\"}"`},
		{"rejected_not_a_string", `{"seq":12,"rejected":true}`, adapters.Observation{}, false,
			`the answer's "rejected" is not a reason: want a string that says why the input is not valid MCP, got "true": "{\"seq\":12,\"rejected\":true}"`},
		{"rejected_beside_an_observation", `{"seq":12,"observation":{"blocks":[]},"rejected":"no"}`, adapters.Observation{}, false,
			`the answer holds a rejection and an observation: answer one of them: "{\"seq\":12,\"observation\":{\"blocks\":[]},\"rejected\":\"no\"}"`},
		{"rejected_beside_an_error", `{"seq":12,"error":"e","rejected":"no"}`, adapters.Observation{}, false,
			`the answer holds a rejection and an error: answer one of them: "{\"seq\":12,\"error\":\"e\",\"rejected\":\"no\"}"`},
		{"not_an_object", `[12]`, adapters.Observation{}, true, `the answer is not JSON (not valid JSON at byte 0: unexpected '[': want an object): "[12]"`},
		{"wrong_shape", `{"seq":12,"observation":{"blocks":{}}}`, adapters.Observation{}, false,
			`the observation does not match the protocol schema for push: at /blocks: got object, want array: "{\"blocks\":{}}"`},
	}
	for _, tt := range tests {
		obs, restart, err := h.readAnswer(adapters.Push, []byte(tt.line))
		if got := errString(err); got != tt.err || restart != tt.restart {
			t.Errorf("%s: error %q, restart %t; want %q, %t", tt.name, got, restart, tt.err, tt.restart)
		}
		if diff := cmp.Diff(tt.want, obs); diff != "" {
			t.Errorf("%s: mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// readAnswerBefore is readAnswer as it was before it read the members
// with the scanner, the oracle of TestReadAnswerAsBefore: every answer
// decoded into a map, its observation into a tree of values, checked by
// the protocol schema. It decodes an observation with readAnswer's own
// decodeObservation, which TestDecodeObservation checks.
func (h *host) readAnswerBefore(lane adapters.Lane, l []byte) (obs adapters.Observation, restart bool, err error) {
	if at, bad := invalidUTF8(l); bad != "" {
		return obs, true, fmt.Errorf("the answer is not well-formed UTF-8: at byte %d: %s", at, bad)
	}
	// Over a bound, the answer costs its observation only when it is in
	// step: a JSON object whose last seq is the request's.
	outOfStep := func() bool {
		members, err := esjson.ParseObjectRaw(l)
		if err != nil {
			return true
		}
		var seq []byte
		for _, m := range members {
			if m.Name == "seq" {
				seq = m.Raw
			}
		}
		return seq == nil || !isSeq(seq, h.seq)
	}
	if n := countBlocks(l); n > h.opt.MaxBlocks {
		return obs, outOfStep(), fmt.Errorf("observation too large: %d blocks, the bound is %s", n, reporttext.Thousands(h.opt.MaxBlocks))
	}
	if n := countValues(l); n > h.opt.MaxValues {
		return obs, outOfStep(), fmt.Errorf("observation too large: %d JSON values in the answer, the bound is %s", n, reporttext.Thousands(h.opt.MaxValues))
	}
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
	why, hasRejection := answer["rejected"]
	raw, ok := answer["observation"]
	switch {
	case !hasSeq && hasError:
		return obs, false, errors.New("host error: " + stringOf(msg))
	case !hasSeq:
		return obs, true, fmt.Errorf("the answer has no seq, want %d: %s", h.seq, quoteLine(l))
	case string(seq) != strconv.Itoa(h.seq):
		return obs, true, fmt.Errorf("the answer has seq %s, want %d", seq, h.seq)
	case hasRejection && hasError:
		return obs, false, fmt.Errorf("the answer holds a rejection and an error: answer one of them: %s", quoteLine(l))
	case hasRejection && ok:
		return obs, false, fmt.Errorf("the answer holds a rejection and an observation: answer one of them: %s", quoteLine(l))
	case hasError:
		return obs, false, errors.New("host error: " + stringOf(msg))
	case hasRejection:
		return obs, false, rejection(why, l)
	case !ok:
		return obs, false, fmt.Errorf("the answer holds neither an observation, an error nor a rejection: %s", quoteLine(l))
	}
	v, _ := esjson.Parse(raw)
	if err := h.schemas.validate(lane, v); err != nil {
		return obs, false, err
	}
	return decodeObservation(v), false, nil
}

// answerHost is a host waiting for the answer to seq 3, with small bounds
// so that short lines reach them.
func answerHost(t testing.TB) *host {
	h := &host{opt: Options{MaxBlocks: 4, MaxValues: 40}.withDefaults(), seq: 3}
	var err error
	if h.schemas, err = compileLaneSchemas(); err != nil {
		t.Fatal(err)
	}
	return h
}

// wantReadAsBefore checks that readAnswer reads line on lane as
// readAnswerBefore does: the same observation, restart and error.
func wantReadAsBefore(t *testing.T, h *host, lane adapters.Lane, line []byte) {
	t.Helper()
	wantObs, wantRestart, wantErr := h.readAnswerBefore(lane, line)
	obs, restart, err := h.readAnswer(lane, line)
	if e, w := schemaSays(err), schemaSays(wantErr); e != w || restart != wantRestart {
		t.Errorf("%s on %s: error %q, restart %t; before: %q, %t", short(line), lane, errString(err), restart, errString(wantErr), wantRestart)
	}
	if diff := cmp.Diff(wantObs, obs); diff != "" {
		t.Errorf("%s on %s: mismatch (-before +now):\n%s", short(line), lane, diff)
	}
}

// schemaSays returns an error's text, but only its first words when the
// protocol schema explains it: where the schema has more than one thing to
// say, which it says first changes from run to run (it walks maps).
func schemaSays(err error) string {
	s := errString(err)
	if before, _, ok := strings.Cut(s, ": at /"); ok && strings.HasPrefix(s, "the observation does not match the protocol schema for ") {
		return before
	}
	return s
}

func short(line []byte) string {
	if len(line) > 300 {
		return strconv.Quote(string(line[:300])) + "…"
	}
	return strconv.Quote(string(line))
}

// answerLines are answer lines of every kind: each hand-written and random
// observation (checkCases, randomObservation) in answers right and
// wrong, and each line mutated once.
func answerLines() [][]byte {
	observations := []string{`{"blocks":[1,2,3,4,5]}`, `{"view":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40]}`}
	for _, tc := range checkCases() {
		observations = append(observations, tc.json)
	}
	rng := rand.New(rand.NewPCG(11, 2026))
	for range 300 {
		observations = append(observations, respell(rng, randomObservation(rng)))
	}
	var lines [][]byte
	for _, o := range observations {
		for _, l := range []string{
			`{"seq":3,"observation":` + o + `}`,
			` { "observation" : ` + o + ` , "seq" : 3 } `,
			`{"seq":3,"observation":` + o + `,"error":"e"}`,
			`{"s\u0065q":2,"observation":` + o + `}`,
			`{"seq":3.0,"observation":` + o + `}`,
			`{"seq":2,"observation":` + o + `,"seq":3}`,
			`{"seq":3,"observation":` + o,
			`{"seq":3,"observation":` + o + `,"rejected":"r"}`,
		} {
			lines = append(lines, []byte(l))
		}
	}
	for _, l := range []string{`{"seq":3,"rejected":"no"}`, `{"rejected":"no","seq":3}`, `{"seq":3,"rejected":""}`,
		`{"seq":3,"rejected":["no"]}`, `{"seq":3,"rejected":"no","error":"e"}`, `{"seq":2,"rejected":"no"}`} {
		lines = append(lines, []byte(l))
	}
	for _, l := range lines {
		lines = append(lines, mutateLine(rng, l))
	}
	return lines
}

// mutateLine changes line in one to three places: a byte deleted, doubled,
// or replaced by one of JSON's own, or by one that is not UTF-8.
func mutateLine(rng *rand.Rand, line []byte) []byte {
	return mutatebytes.Mutate(rng, line, "{}[]:,\"\\ 0123456789-.etrufalsn\x00\xff\xed\xa0u")
}

// TestReadAnswerAsBefore holds readAnswer to readAnswerBefore: on
// thousands of answer lines, right and wrong, on every lane, the same
// observation or the same error, and the same restart.
func TestReadAnswerAsBefore(t *testing.T) {
	t.Parallel()
	h := answerHost(t)
	lines := answerLines()
	for _, l := range lines {
		for _, lane := range adapters.AllLanes() {
			wantReadAsBefore(t, h, lane, l)
		}
	}
	t.Logf("%d answer lines on %d lanes", len(lines), len(adapters.AllLanes()))
}

// FuzzReadAnswer holds readAnswer to readAnswerBefore on any line.
func FuzzReadAnswer(f *testing.F) {
	for _, l := range [][]byte{
		[]byte(`{"seq":3,"observation":{"blocks":[{"type":"text","text":"# notes"}]}}`),
		[]byte(`{"seq":3,"observation":{"render":"shown","blocks":[]}}`),
		[]byte(`{"seq":3,"observation":{"view":{"a":[1,"\u00e9"]}}}`),
		[]byte(`{"seq":3,"error":"no"}`),
		[]byte(`{"seq":3,"rejected":"no"}`),
	} {
		f.Add(l)
	}
	h := answerHost(f)
	f.Fuzz(func(t *testing.T, line []byte) {
		for _, lane := range adapters.AllLanes() {
			wantReadAsBefore(t, h, lane, line)
		}
	})
}
