package esjson_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
)

// benchDoc is a ~100 KB document shaped like a tool result: an object whose
// content is many records of names, prose with escapes and non-ASCII text,
// numbers of every shape, booleans, nulls and small nested objects.
var benchDoc = sync.OnceValue(func() []byte {
	s := splitmix64(42)
	words := []string{"lane", "observe", "tool", "result", "höst", "naïve", "日本", "data", "view", "kept", "<b>", "&amp;", "\\n", "\\\"q\\\"", "\\u00e9", "😀"}
	sentence := func(n int) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = words[s.next()%uint64(len(words))]
		}
		return strings.Join(parts, " ")
	}
	var b strings.Builder
	b.WriteString(`{"jsonrpc":"2.0","id":17,"result":{"isError":false,"content":[`)
	for i := 0; b.Len() < 100_000; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"type":"text","id":%d,"name":"record-%04d","text":"%s","score":%g,"ratio":%de-%d,"active":%t,"owner":null,`+
			`"tags":["%s","%s"],"where":{"lat":%.6f,"lon":%.6f,"city":"%s"},"counts":[%d,%d,%d]}`,
			i, i, sentence(12), float64(s.next()%1_000_000)/1000, s.next()%1000, s.next()%12, s.next()%2 == 0,
			words[s.next()%4], words[s.next()%4], float64(s.next()%180_000_000)/1e6-90, float64(s.next()%360_000_000)/1e6-180,
			sentence(2), s.next()%100, s.next()%10_000, s.next()%1_000_000)
	}
	b.WriteString(`]}}`)
	return []byte(b.String())
})

func BenchmarkParse(b *testing.B) { benchParse(b, esjson.Parse) }

func BenchmarkAppend(b *testing.B) { benchAppend(b, esjson.Parse, esjson.Append) }

// BenchmarkParseRaw reads the same document in raw mode (number texts,
// every member), for comparison with BenchmarkParse.
func BenchmarkParseRaw(b *testing.B) { benchParse(b, esjson.ParseRaw) }

// BenchmarkAppendRaw writes it back in raw mode, for comparison with
// BenchmarkAppend.
func BenchmarkAppendRaw(b *testing.B) { benchAppend(b, esjson.ParseRaw, esjson.AppendRaw) }

// benchParse measures parse reading the benchmark document.
func benchParse(b *testing.B, parse func([]byte) (esjson.Value, error)) {
	doc := benchDoc()
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parse(doc); err != nil {
			b.Fatal(err)
		}
	}
}

// benchAppend measures write writing the benchmark document, as parse
// read it, into a buffer it reuses.
func benchAppend(b *testing.B, parse func([]byte) (esjson.Value, error), write func([]byte, esjson.Value) []byte) {
	doc := benchDoc()
	v, err := parse(doc)
	if err != nil {
		b.Fatal(err)
	}
	buf := write(nil, v)
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		buf = write(buf[:0], v)
	}
}

// BenchmarkEncodingJSONUnmarshal reads the same bytes with encoding/json
// into an any, for comparison with BenchmarkParse.
func BenchmarkEncodingJSONUnmarshal(b *testing.B) {
	doc := benchDoc()
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		var v any
		if err := json.Unmarshal(doc, &v); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBenchDocIsValid keeps the benchmark document honest: about 100 KB and
// JSON that both readers accept.
func TestBenchDocIsValid(t *testing.T) {
	t.Parallel()
	doc := benchDoc()
	if n := len(doc); n < 100_000 || n > 110_000 {
		t.Errorf("benchmark document is %d bytes, want about 100 KB", n)
	}
	if _, err := esjson.Parse(doc); err != nil {
		t.Errorf("Parse: %v", err)
	}
	if !json.Valid(doc) {
		t.Errorf("encoding/json calls the benchmark document invalid")
	}
}

// BenchmarkParseObjectRawWide reads objects of 10,000, 20,000 and 40,000
// members: equal MB/s across the sizes shows the cost linear in members.
func BenchmarkParseObjectRawWide(b *testing.B) {
	for _, n := range []int{10_000, 20_000, 40_000} {
		var doc strings.Builder
		doc.WriteByte('{')
		for i := range n {
			if i > 0 {
				doc.WriteByte(',')
			}
			fmt.Fprintf(&doc, `"k%d":%d`, i, i)
		}
		doc.WriteByte('}')
		in := []byte(doc.String())
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if _, err := esjson.ParseObjectRaw(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
