package serve

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// exchange serves the reference for the request lines and returns the
// answer lines.
func exchange(t *testing.T, requests ...string) []string {
	t.Helper()
	var out bytes.Buffer
	in := strings.NewReader(strings.Join(requests, "\n") + "\n")
	if err := Serve(context.Background(), in, &out, reference.New()); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

const hello = `{"op":"hello","protocol":1,"host":{"name":"rfc005-reference","version":"0.1.0"},` +
	`"lanes":["tool-result/live","tool-result/stored","script","push","channel","injection/user","injection/system","render","guard"],` +
	`"operations":["fetch","registry"]}`

func TestServe(t *testing.T) {
	tests := []struct {
		name     string
		requests []string
		want     []string
	}{
		{"readme_exchange", []string{
			`{"op":"hello","protocol":1}`,
			`{"op":"observe","seq":1,"lane":"push","input":{"content":[{"type":"resource","resource":{"uri":"memo://n","mimeType":"text/markdown","text":"# notes"}}]}}`,
			`{"op":"bye"}`,
			`{"op":"observe","seq":2,"lane":"push","input":{"content":[]}}`, // after bye: never read
		}, []string{hello, `{"seq":1,"observation":{"blocks":[{"type":"text","text":"# notes"}]}}`}},
		{"not_json_with_a_readable_seq", []string{`{"op":"observe","seq":7,"lane":`, `{"op":"bye"}`},
			[]string{`{"seq":7,"error":"line 1: not valid JSON at byte 31: unexpected end of input"}`}},
		{"not_json_with_a_seq_of_leading_zeros", []string{`{"op":"observe","seq":007,`, `{"op":"bye"}`},
			[]string{`{"error":"line 1: not valid JSON at byte 23: unexpected '0' in an object: want , or }"}`}}, // 007 is no number
		{"not_json_without_a_seq", []string{`hello?`, `{"op":"bye"}`},
			[]string{`{"error":"line 1: not valid JSON at byte 0: unexpected 'h': want an object"}`}},
		{"unknown_op_then_keeps_serving", []string{`{"op":"frobnicate","seq":3}`,
			`{"op":"observe","seq":4,"lane":"render","input":{"content":[]}}`},
			[]string{`{"seq":3,"error":"line 1: unknown op \"frobnicate\": this host serves hello, observe, fetch, registry and bye"}`,
				`{"seq":4,"observation":{"render":"nothing"}}`}},
		{"other_protocol_version", []string{`{"op":"hello","protocol":2}`},
			[]string{`{"error":"line 1: hello asks for protocol 2; this host speaks protocol 1"}`}},
		{"unknown_lane", []string{`{"op":"observe","seq":5,"lane":"sidebar","input":{"content":[]}}`},
			[]string{`{"seq":5,"error":"line 1: unknown lane id \"sidebar\": the lanes are [tool-result/live tool-result/stored script push channel injection/user injection/system render guard]"}`}},
		{"bad_input_is_an_error_answer", []string{`{"op":"observe","seq":6,"lane":"push","input":{"data":1}}`},
			[]string{`{"seq":6,"error":"input holds \"data\", which lane push does not take: give \"content\""}`}},
		{"missing_seq", []string{`{"op":"observe","lane":"push","input":{"content":[]}}`},
			[]string{`{"error":"line 1: observe needs a numeric seq"}`}},
		{"missing_input", []string{`{"op":"observe","seq":8,"lane":"push"}`},
			[]string{`{"seq":8,"error":"line 1: observe needs an input"}`}},
		{"blank_lines_and_crlf_ignored", []string{"", "  ", `{"op":"observe","seq":9,"lane":"script","input":{"data":{"b":1,"a":"<"}}}` + "\r"},
			[]string{`{"seq":9,"observation":{"view":{"b":1,"a":"<"}}}`}},
		{"end_of_input_without_bye", []string{`{"op":"hello","protocol":1}`}, []string{hello}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := exchange(t, tt.requests...); !cmp.Equal(tt.want, got) {
				t.Errorf("mismatch (-want +got):\n%s", cmp.Diff(tt.want, got))
			}
		})
	}
}

// TestServeInputBytesReachTheHost pins that an observe's input reaches the
// host as the bytes of the request, never decoded and re-encoded.
func TestServeInputBytesReachTheHost(t *testing.T) {
	h := &recordingHost{Host: reference.New()}
	raw := `{"content":[{"type":"text","text":"\uD800 \u00e9"}]}`
	in := strings.NewReader(`{"op":"observe","seq":1,"lane":"push","input":` + raw + "}\n")
	if err := Serve(context.Background(), in, &bytes.Buffer{}, h); err != nil {
		t.Fatal(err)
	}
	if h.got != raw {
		t.Errorf("the host got %s, want the raw bytes %s", h.got, raw)
	}
}

type recordingHost struct {
	adapters.Host
	got string
}

func (h *recordingHost) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	h.got = string(input)
	return h.Host.Observe(ctx, lane, input)
}

// TestServeReadsRequestsAsJSON pins that requests are read as JSON, not
// as bytes: escapes in names and values, a name written twice, a seq
// written otherwise, a line longer than the reader's buffer, and answers
// of any length one after the other.
func TestServeReadsRequestsAsJSON(t *testing.T) {
	long := strings.Repeat("x", 100_000)
	tests := []struct {
		name    string
		request string
		want    string
	}{
		{"escaped_op_and_lane", `{"\u006fp":"obs\u0065rve","seq":1,"lane":"p\u0075sh","input":{"content":[]}}`,
			`{"seq":1,"observation":{"refused":"empty"}}`},
		{"op_twice_the_last_counts", `{"op":"hello","seq":2,"lane":"push","input":{"content":[]},"op":"observe"}`,
			`{"seq":2,"observation":{"refused":"empty"}}`},
		{"seq_as_a_fraction", `{"op":"observe","seq":3.0,"lane":"render","input":{"content":[]}}`,
			`{"seq":3,"observation":{"render":"nothing"}}`},
		{"seq_with_an_exponent", `{"op":"observe","seq":1e2,"lane":"render","input":{"content":[]}}`,
			`{"seq":100,"observation":{"render":"nothing"}}`},
		{"seq_negative_zero", `{"op":"observe","seq":-0,"lane":"render","input":{"content":[]}}`,
			`{"seq":0,"observation":{"render":"nothing"}}`},
		{"seq_of_15_digits", `{"op":"observe","seq":999999999999999,"lane":"render","input":{"content":[]}}`,
			`{"seq":999999999999999,"observation":{"render":"nothing"}}`},
		{"seq_of_17_digits", `{"op":"observe","seq":12345678901234567,"lane":"render","input":{"content":[]}}`,
			`{"seq":12345678901234568,"observation":{"render":"nothing"}}`},
		{"seq_as_a_string", `{"op":"observe","seq":"4","lane":"render","input":{"content":[]}}`,
			`{"error":"line 1: observe needs a numeric seq"}`},
		{"lane_as_a_number", `{"op":"observe","seq":5,"lane":5,"input":{"content":[]}}`,
			`{"seq":5,"error":"line 1: unknown lane id \"\": the lanes are [tool-result/live tool-result/stored script push channel injection/user injection/system render guard]"}`},
		{"op_not_utf8", "{\"op\":\"hello\xff\",\"seq\":6}",
			"{\"seq\":6,\"error\":\"line 1: unknown op \\\"hello\uFFFD\\\": this host serves hello, observe, fetch, registry and bye\"}"},
		{"line_longer_than_the_buffer", `{"op":"observe","seq":7,"lane":"script","input":{"data":"` + long + `"}}`,
			`{"seq":7,"observation":{"view":"` + long + `"}}`},
	}
	var requests, want []string
	for _, tt := range tests {
		got := exchange(t, tt.request)
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("%s: %.200q, want %.200q", tt.name, got, tt.want)
		}
		requests, want = append(requests, tt.request), append(want, tt.want)
	}
	// All in one session: an answer shorter than the one before is whole.
	got := exchange(t, requests...)
	for i := range want {
		want[i] = strings.Replace(want[i], "line 1:", "line "+strconv.Itoa(i+1)+":", 1)
	}
	if !cmp.Equal(want, got) {
		t.Errorf("one session: mismatch (-want +got):\n%.2000s", cmp.Diff(want, got))
	}
}

// TestServeLaneNotServed pins the answer on a lane the host lacks.
func TestServeLaneNotServed(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader(`{"op":"observe","seq":1,"lane":"guard","input":{"data":1}}` + "\n")
	if err := Serve(context.Background(), in, &out, pushOnly{reference.New()}); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), `{"seq":1,"observation":{"unsupported":true}}`+"\n"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// pushOnly is a host serving the push lane only.
type pushOnly struct{ adapters.Host }

func (pushOnly) Lanes() []adapters.Lane { return []adapters.Lane{adapters.Push} }

// TestServeObservationNotWritten pins the answer when the host's
// observation cannot be written: an error, and nothing of the observation.
func TestServeObservationNotWritten(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader(`{"op":"observe","seq":1,"lane":"push","input":{"content":[]}}` + "\n")
	if err := Serve(context.Background(), in, &out, videoHost{reference.New()}); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), `{"seq":1,"error":"writing the observation: block of unknown type \"video\""}`+"\n"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// videoHost shows a block of a type no observation has.
type videoHost struct{ adapters.Host }

func (videoHost) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	return adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock("t"), {Type: "video"}}}, nil
}
