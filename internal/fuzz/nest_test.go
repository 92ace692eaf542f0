package fuzz

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestDeepVectorsReplay pins that a vector whose input and expectations
// nest deeper than a vector file may (SPEC 5 depth bound: 10,000 levels
// of data, below the file's own) is written in the compact nesting form,
// and that the run command's loader (vectors.LoadAll) reads it back to the
// same input, which the reference passes and the host fails: nesting of
// one repeated unit and nesting of no repeated unit alike.
func TestDeepVectorsReplay(t *testing.T) {
	t.Parallel()
	const bottom = `{"type":"resource","resource":{"uri":"memo://deep/1","text":"at the bottom"}}`
	// nested wraps v in n arrays and objects, an object every third level:
	// text with no unit that repeats.
	nested := func(n int, v string) string {
		var open, close strings.Builder
		for i := range n {
			if i%3 == 0 {
				open.WriteString(`{"k":`)
			} else {
				open.WriteString(`[`)
			}
		}
		for i := n - 1; i >= 0; i-- {
			if i%3 == 0 {
				close.WriteString(`}`)
			} else {
				close.WriteString(`]`)
			}
		}
		return open.String() + v + close.String()
	}
	for _, tc := range []struct {
		name  string
		input func() string
	}{
		{"one unit", func() string {
			return `{"data":` + strings.Repeat(`[`, 9999) + bottom + strings.Repeat(`]`, 9999) + `}`
		}},
		{"no unit", func() string { return `{"data":` + nested(9999, bottom) + `}` }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			input := adapters.Input(tc.input())
			if !esjson.Valid(input) {
				t.Fatal("the test's input is not JSON")
			}
			hidden, err := gen.Hidden(input)
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			h := outdated(reference.New())
			lanes := []adapters.Lane{adapters.ToolResultStored, adapters.Script}
			res, err := judge{host: h, lanes: lanes}.input(ctx, "deep", gen.Case{Input: input, Hidden: hidden, Lanes: lanes})
			if err != nil || len(res.findings) == 0 {
				t.Fatalf("%d finding(s), %v; want the host to fail", len(res.findings), err)
			}
			hosts, err := pool.New(h)
			if err != nil {
				t.Fatal(err)
			}
			defer hosts.Close()
			r := Report{Seed: 1, Groups: group(ctx, defaults(Options{Shrink: 1}), hosts, res.findings)}
			data, ok, err := File(r)
			if err != nil || !ok {
				t.Fatalf("File: %t, %v", ok, err)
			}
			if n := esjson.Nesting(data); n > vectors.MaxDepth {
				t.Fatalf("the file nests %d levels", n)
			}
			if !IsFile(bytes.NewReader(data)) {
				t.Errorf("IsFile does not know a file File compacted: %.100s", data)
			}
			if !bytes.Contains(data, []byte(`"$nest"`)) {
				t.Error("the file holds no $nest")
			}
			corpus := loadWritten(t, data)
			for _, c := range corpus.Cases {
				if string(c.Input) != string(input) {
					t.Errorf("%s: the input reads back otherwise (%d bytes, want %d)", c.ID, len(c.Input), len(input))
				}
				for _, lane := range c.Lanes() {
					obs, err := reference.New().Observe(ctx, lane, c.Input)
					if res := compare.Check(c, lane, obs, err); res.Verdict != compare.Pass {
						t.Errorf("%s on %s: the reference fails it:\n%s", c.ID, lane, res)
					}
					obs, err = h.Observe(ctx, lane, c.Input)
					if res := compare.Check(c, lane, obs, err); res.Verdict == compare.Pass {
						t.Errorf("%s on %s: the host passes it", c.ID, lane)
					}
				}
			}
		})
	}
}
