package differential

import (
	"context"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// leakyHost is the reference host, except that every lane showing blocks
// adds a text naming each embedded resource's uri.
type leakyHost struct{ adapters.Host }

func (h leakyHost) Observe(ctx context.Context, lane adapters.Lane, input adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, input)
	if err != nil || obs.Blocks == nil {
		return obs, err
	}
	v, err := esjson.ParseRaw(input)
	if err != nil {
		return obs, err
	}
	esjson.WalkWritten(v, struct{}{}, func(v esjson.Value, _ esjson.Place, _ struct{}) (struct{}, bool) {
		if r, ok := v.Get("resource"); ok && gen.IsEmbedded(v) {
			u, _ := r.GetStringWTF8("uri")
			obs.Blocks = append(obs.Blocks, adapters.TextBlock("see "+u))
		}
		return struct{}{}, true
	})
	return obs, nil
}

// TestShrinkFindsTheMinimalInput plants a leak in a host and checks that
// the differential run finds it in generated inputs and shrinks the first
// to an embedded resource with nothing but its uri, as the same leak.
func TestShrinkFindsTheMinimalInput(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	j := Judge{Host: leakyHost{reference.New()}}
	var findings []Finding
	for _, c := range gen.Generate(3, 200) {
		if !strings.HasPrefix(string(c.Input), `{"content"`) || !strings.Contains(string(c.Input), `"resource":{`) || len(c.Input) < 500 {
			continue
		}
		findings = append(findings, j.Check(ctx, adapters.Push, c.Input, c.Hidden)...)
		if len(findings) > 0 {
			break
		}
	}
	if len(findings) == 0 {
		t.Fatal("no generated input shows the planted leak on push")
	}
	f := findings[0]
	if f.Who != WhoHost || f.Class != compare.ClassLeak {
		t.Fatalf("the planted leak is found as %s", f.Key())
	}
	shrunk := j.Shrink(ctx, f, 2000)
	t.Logf("shrunk from %d to %d bytes:\n%s", len(f.Input), len(shrunk.Input), shrunk)
	if shrunk.Who != WhoHost || shrunk.Class != compare.ClassLeak || shrunk.Lane != adapters.Push {
		t.Errorf("the shrunk finding is %s, want host push leak", shrunk.Key())
	}
	v, err := esjson.ParseRaw(shrunk.Input)
	if err != nil {
		t.Fatal(err)
	}
	content, _ := v.Get("content")
	if len(content.Items()) != 1 || !gen.IsEmbedded(content.Items()[0]) || len(content.Items()[0].Written()) != 2 || len(shrunk.Input) > 90 {
		t.Errorf("not minimal: %s", shrunk.Input)
	}

	groups := j.Summarize(ctx, findings, 2, 500)
	if len(groups) == 0 || groups[0].Who != WhoHost || groups[0].Count != len(findings) {
		t.Errorf("Summarize gives %v", groups)
	}
}
