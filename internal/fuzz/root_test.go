package fuzz

import (
	"errors"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// TestRootOfDataAsItCameAndErrorLanes pins two of rootOf's rules: a host
// that shows structured data exactly as it came makes one root whatever
// leaked from it (a claimed uri, a resource's uri), and not the root of a
// host that walks the data and leaks the same kind of uri; and one wrong
// answer refused on two lanes, whose error names the lane, is one root.
func TestRootOfDataAsItCameAndErrorLanes(t *testing.T) {
	t.Parallel()
	leakOn := func(input, shown string) differential.Finding {
		c := &vectors.Case{ID: "fuzz/x", Input: []byte(input), Level: "must", Hidden: []string{"memo://a/1"},
			Expect: map[adapters.Lane]vectors.Expectation{adapters.ToolResultLive: {}}}
		res := compare.Check(c, adapters.ToolResultLive, adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock(shown)}}, nil)
		return differential.Finding{Who: differential.WhoHost, Lane: adapters.ToolResultLive, Input: adapters.Input(input), Result: res,
			Got: adapters.Observation{Blocks: []adapters.Block{adapters.TextBlock(shown)}}}
	}
	claimed := `{"data":{"uri":"memo://a/1","disposition":"never"}}`
	embedded := `{"data":{"r":{"type":"resource","resource":{"uri":"memo://a/1","text":"t"}}}}`
	walked := `{"data":{"x":[1],"f":{"uri":"memo://a/1","disposition":"never"}}}`
	asCame1 := rootOf(leakOn(claimed, `{"uri":"memo://a/1","disposition":"never"}`))
	asCame2 := rootOf(leakOn(embedded, `{"r":{"type":"resource","resource":{"uri":"memo://a/1","text":"t"}}}`))
	walkedRoot := rootOf(leakOn(walked, `{"x":"[1]","f":{"uri":"memo://a/1","disposition":"never"}}`))
	if asCame1 != asCame2 {
		t.Errorf("two data shown as they came make two roots:\n%q\n%q", asCame1, asCame2)
	}
	if walkedRoot == asCame1 {
		t.Errorf("data walked and shown with a leak has the root of data shown as it came: %q", walkedRoot)
	}
	errOn := func(lane adapters.Lane) differential.Finding {
		c := &vectors.Case{ID: "fuzz/x", Input: []byte(`{"content":[]}`), Level: "must"}
		err := errors.New("the observation does not match the protocol schema for " + string(lane) + ": at /blocks/0: missing properties: \"mimeType\"")
		return differential.Finding{Who: differential.WhoHost, Lane: lane, Result: compare.Check(c, lane, adapters.Observation{}, err)}
	}
	if a, b := rootOf(errOn(adapters.Push)), rootOf(errOn(adapters.Channel)); a != b {
		t.Errorf("one refused answer on two lanes makes two roots:\n%q\n%q", a, b)
	}
}
