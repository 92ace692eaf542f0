package fetchfixture

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParseResponseReads(t *testing.T) {
	for _, tc := range []struct {
		name, raw string
		want      Response
	}{
		{"absent", "", Response{}},
		{"null", " null ", Response{}},
		{"empty", "{}", Response{}},
		{"body and type", `{"bodyBase64":"UklGRg==","contentType":"audio/wav"}`,
			Response{Body: []byte("RIFF"), ContentType: "audio/wav"}},
		{"gzip", `{"bodyBase64":"eHh4","gzip":true}`, Response{Body: []byte("xxx"), Gzip: true}},
		{"redirect", `{"redirect":true}`, Response{Redirect: true}},
		{"false flags", `{"redirect":false,"gzip":false}`, Response{}},
		{"stream", `{"stream":{"chunks":64,"chunkBytes":32,"intervalMs":8}}`,
			Response{Stream: &Stream{Chunks: 64, ChunkBytes: 32, Interval: 8 * time.Millisecond}}},
		{"stream with a type", `{"contentType":"audio/wav","stream":{"intervalMs":0,"chunks":1,"chunkBytes":1}}`,
			Response{ContentType: "audio/wav", Stream: &Stream{Chunks: 1, ChunkBytes: 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseResponse([]byte(tc.raw))
			if err != nil {
				t.Fatalf("ParseResponse(%s): %v", tc.raw, err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("ParseResponse(%s) = %+v, want %+v", tc.raw, got, tc.want)
			}
		})
	}
}

func TestParseResponseRefuses(t *testing.T) {
	stream := func(members string) string { return `{"stream":{` + members + `}}` }
	for _, tc := range []struct {
		name, raw, want string
	}{
		{"not an object", `[1]`, "response: want an object"},
		{"text after", `{} {}`, "response: text after the object"},
		{"unknown member", `{"bodyBase64":"","status":404}`, "response.status: unknown member"},
		{"repeated member", `{"gzip":true,"gzip":false}`, "response.gzip: repeated member"},
		{"body a number", `{"bodyBase64":12}`, "response.bodyBase64: want a string"},
		{"body null", `{"bodyBase64":null}`, "response.bodyBase64: want a string"},
		{"body unpadded", `{"bodyBase64":"UklGRg"}`, "response.bodyBase64: not standard padded base64"},
		{"body url-safe", `{"bodyBase64":"-_-_"}`, "response.bodyBase64: not standard padded base64"},
		{"type a bool", `{"contentType":true}`, "response.contentType: want a string"},
		{"type with a newline", `{"contentType":"audio/wav\nX-Evil: 1"}`, "response.contentType: control character 0x0a"},
		{"gzip a string", `{"gzip":"yes"}`, "response.gzip: want true or false"},
		{"redirect null", `{"redirect":null}`, "response.redirect: want true or false"},
		{"redirect with a body", `{"redirect":true,"bodyBase64":"eA=="}`, "response.redirect: a redirect carries no body"},
		{"stream with gzip", `{"gzip":true,"stream":{"chunks":1,"chunkBytes":1,"intervalMs":0}}`, "response.stream: a stream carries no bodyBase64 or gzip"},
		{"stream not an object", `{"stream":64}`, "response.stream: want an object"},
		{"stream unknown member", stream(`"chunks":1,"chunkBytes":1,"intervalMs":0,"jitter":1`), "response.stream.jitter: unknown member"},
		{"stream missing interval", stream(`"chunks":1,"chunkBytes":1`), "response.stream.intervalMs: missing"},
		{"chunks negative", stream(`"chunks":-1,"chunkBytes":1,"intervalMs":0`), "response.stream.chunks: want an integer from 1 to 65536, got -1"},
		{"chunks zero", stream(`"chunks":0,"chunkBytes":1,"intervalMs":0`), "response.stream.chunks: want an integer from 1"},
		{"chunks fraction", stream(`"chunks":3.5,"chunkBytes":1,"intervalMs":0`), "response.stream.chunks: want an integer"},
		{"chunks exponent", stream(`"chunks":1e2,"chunkBytes":1,"intervalMs":0`), "response.stream.chunks: want an integer"},
		{"chunks a string", stream(`"chunks":"8","chunkBytes":1,"intervalMs":0`), "response.stream.chunks: want an integer"},
		{"chunks absurd", stream(`"chunks":9007199254740993,"chunkBytes":1,"intervalMs":0`), "response.stream.chunks: want an integer"},
		{"chunk bytes absurd", stream(`"chunks":1,"chunkBytes":1048577,"intervalMs":0`), "response.stream.chunkBytes: want an integer from 1 to 1048576"},
		{"interval negative", stream(`"chunks":1,"chunkBytes":1,"intervalMs":-8`), "response.stream.intervalMs: want an integer from 0 to 10000"},
		{"interval absurd", stream(`"chunks":1,"chunkBytes":1,"intervalMs":10001`), "response.stream.intervalMs: want an integer from 0 to 10000"},
		{"stream over the bound", stream(`"chunks":65536,"chunkBytes":1048576,"intervalMs":0`), "response.stream: 65536 chunks of 1048576 bytes is over the bound"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseResponse([]byte(tc.raw))
			if err == nil {
				t.Fatalf("ParseResponse(%.60s) = %+v, want an error", tc.raw, got)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ParseResponse(%.60s): error %q, want it to contain %q", tc.raw, err, tc.want)
			}
		})
	}
}

func TestStartRefusesWhatParseRefuses(t *testing.T) {
	for name, r := range map[string]Response{
		"body over the bound":  {Body: make([]byte, MaxBodyBytes+1)},
		"redirect with a type": {Redirect: true, ContentType: "audio/wav"},
		"empty chunks":         {Stream: &Stream{Chunks: 1, ChunkBytes: 0}},
		"negative interval":    {Stream: &Stream{Chunks: 1, ChunkBytes: 1, Interval: -time.Millisecond}},
	} {
		if fx, err := Start(r); err == nil {
			fx.Close()
			t.Errorf("Start served a response with %s, want an error", name)
		}
	}
}

func TestParseResponseCutsAValueInItsError(t *testing.T) {
	_, err := ParseResponse([]byte(`{"contentType":["` + strings.Repeat("é", 100) + `"]}`))
	if err == nil || !strings.HasSuffix(err.Error(), `got ["`+strings.Repeat("é", 38)+"…") {
		t.Errorf("error %q, want the value cut after 40 characters", err)
	}
}
