package fuzz

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// erring errs on every observation.
type erring struct{ adapters.Host }

func (erring) Observe(context.Context, adapters.Lane, adapters.Input) (adapters.Observation, error) {
	return adapters.Observation{}, errors.New("no answer")
}

// TestMentionsClearOfReferenceURIs pins that a vector whose marker must
// name a media type holding, by chance, the one-letter uri of a reference
// of its input ("audio/o" holds "u") is one the run command's loader
// (vectors.LoadAll) accepts: the mention keeps its longest part without
// the uri ("dio/o").
func TestMentionsClearOfReferenceURIs(t *testing.T) {
	t.Parallel()
	input := adapters.Input(`{"content":[{"type":"resource","uri":"u"},{"type":"audio","data":"QUJD","mimeType":"audio/o"}]}`)
	hidden, err := gen.Hidden(input)
	if err != nil {
		t.Fatal(err)
	}
	lane := adapters.ToolResultStored
	fs := differential.Judge{Host: erring{reference.New()}}.Check(context.Background(), lane, input, hidden)
	if len(fs) != 1 {
		t.Fatalf("%d finding(s), want the host's error", len(fs))
	}
	g := Group{Who: fs[0].Who, Lanes: []adapters.Lane{lane}, Cause: causeOf(fs[0]), Example: fs[0],
		Expect: map[adapters.Lane]vectors.Expectation{lane: fs[0].Want}, First: 0, seedAt: -1}
	if !slices.ContainsFunc(g.Expect[lane].Parts, func(b vectors.Block) bool { return slices.Contains(b.Mentions, "audio/o") }) {
		t.Fatalf("the expectation does not have a marker name audio/o: %+v", g.Expect[lane])
	}
	g.Vector = vectorOf(g)
	data, ok, err := File(Report{Seed: 1, Groups: []Group{g}})
	if err != nil || !ok {
		t.Fatalf("File: %t, %v", ok, err)
	}
	corpus := loadWritten(t, data)
	c := corpus.Cases[0]
	if !strings.Contains(string(data), `"dio/o"`) {
		t.Errorf("the vector's mentions do not keep dio/o:\n%s", data)
	}
	obs, err := reference.New().Observe(context.Background(), lane, c.Input)
	if err != nil || obs.Text == nil || !strings.Contains(*obs.Text, "audio/o") {
		t.Fatalf("the reference does not name audio/o: %v", err)
	}
}
