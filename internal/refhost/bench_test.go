package refhost

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// tenBlocks is a content array of ten blocks of every kind a lane meets.
var tenBlocks = content(
	text("Here is the report you asked for."),
	embedded(`"mimeType":"text/markdown","text":"# Report\n\n- one\n- two\n- three"`),
	embedded(`"mimeType":"image/png","blob":"`+strings.Repeat(pngBlob, 64)+`"`),
	embedded(`"mimeType":"audio/wav","blob":"`+strings.Repeat(wavBlob, 64)+`"`),
	embedded(`"mimeType":"application/pdf","blob":"`+strings.Repeat("AAAA", 256)+`"`),
	embeddedWith(`"disposition":"never"`, `"text":"withheld"`),
	`{"type":"resource","uri":"memo://notes/today","name":"today"}`,
	`{"type":"resource","uri":"https://example.com/x?sig=1","mimeType":"text/html","sizeBytes":2048}`,
	`{"type":"image","data":"`+strings.Repeat(pngBlob, 32)+`","mimeType":"image/jpeg"}`,
	text("That is all."),
)

// BenchmarkTenBlocks observes a ten-block content array on each lane. Read
// it beside BenchmarkTenBlocksUnmarshal, which only decodes the same bytes.
func BenchmarkTenBlocks(b *testing.B) {
	in := []byte(tenBlocks)
	for _, lane := range adapters.AllLanes() {
		b.Run(strings.ReplaceAll(string(lane), "/", "_"), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if _, err := Observe(lane, in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkTenBlocksUnmarshal is encoding/json decoding the same ten-block
// input into any: the floor a JSON-reading host cannot go below.
func BenchmarkTenBlocksUnmarshal(b *testing.B) {
	in := []byte(tenBlocks)
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		var v any
		if err := json.Unmarshal(in, &v); err != nil {
			b.Fatal(err)
		}
	}
}

// benchSizes runs one sub-benchmark per size; equal MB/s across the sizes
// shows cost linear in input size.
func benchSizes(b *testing.B, lanes []adapters.Lane, sizes []int, input func(n int) []byte) {
	for _, n := range sizes {
		in := input(n)
		for _, lane := range lanes {
			b.Run(strings.ReplaceAll(string(lane), "/", "_")+"/"+strconv.Itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				for b.Loop() {
					if _, err := Observe(lane, in); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkText observes an embedded text of 256 KiB, 512 KiB and 1 MiB.
func BenchmarkText(b *testing.B) {
	benchSizes(b, []adapters.Lane{adapters.Push, adapters.ToolResultStored}, []int{256 << 10, 512 << 10, 1 << 20},
		func(n int) []byte {
			return []byte(content(embedded(`"mimeType":"text/plain","text":"` + strings.Repeat("lorem ipsum ", n/12) + `"`)))
		})
}

// BenchmarkBlob observes an embedded image blob of 4, 8 and 16 MiB.
func BenchmarkBlob(b *testing.B) {
	benchSizes(b, []adapters.Lane{adapters.Push, adapters.ToolResultStored}, []int{4 << 20, 8 << 20, 16 << 20},
		func(n int) []byte {
			return []byte(content(embedded(`"mimeType":"image/png","blob":"` + strings.Repeat("A", n) + `"`)))
		})
}

// BenchmarkDeep observes structured data 2,500, 5,000 and 10,000 levels
// deep, with an embedded resource at the bottom.
func BenchmarkDeep(b *testing.B) {
	benchSizes(b, []adapters.Lane{adapters.ToolResultStored, adapters.Script}, []int{2500, 5000, 10_000},
		func(n int) []byte { return deepData(n, embedded(`"text":"bottom"`)) })
}
