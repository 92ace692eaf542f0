package fuzz

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"

	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/longrun"
)

// TestWrittenHiddenListsValidate fuzzes hosts that leak uris (the
// gallery's and one that shows every uri of its input) and checks each
// vector the run writes as rfc005 validate does: its hidden list names
// every uri SPEC shows on none of its lanes (compare.MissingHidden) and
// nothing SPEC does not withhold (compare.NotWithheld). A shrunk input
// holds short uris (6 and 7 characters: "file:/") that the generator's
// hidden list leaves to the leak check, which validate wants listed. Each
// vector replays: it fails the host with its group's root cause and
// passes the reference. Seed 1's runs are galleryRun's, which TestGallery
// reads too; -tags long adds seeds 2 and 3.
func TestWrittenHiddenListsValidate(t *testing.T) {
	t.Parallel()
	hosts := map[string]wronghost.Host{
		"leaks-every-uri": {Name: "leaks-every-uri", New: func() adapters.Host { return leaksEveryURI{reference.New()} }},
	}
	for _, h := range wronghost.Gallery() {
		if h.Leaks {
			hosts[h.Name] = h
		}
	}
	schema, err := fsRead(vectors.BuiltinFS(), vectors.SchemaFile)
	if err != nil {
		t.Fatal(err)
	}
	for name, h := range hosts {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			seeds := []int64{1}
			if longrun.Enabled {
				seeds = append(seeds, 2, 3) // two seeds more, with -tags long
			}
			for _, seed := range seeds {
				var r Report
				if seed == 1 {
					r = galleryRun(t, h) // TestGallery reads the same run
				} else {
					var err error
					r, err = Run(context.Background(), Options{Seed: seed, Count: galleryInputs, Jobs: 2, Start: starting(h.New), PerCause: 1, Shrink: 500})
					if err != nil {
						t.Fatal(err)
					}
				}
				data, ok, err := File(r)
				if err != nil {
					t.Fatal(err)
				}
				if !ok {
					continue
				}
				corpus, problems := vectors.Load(fstest.MapFS{"fuzz.json": {Data: data}, vectors.SchemaFile: {Data: schema}}, "fuzz")
				if len(problems) > 0 {
					t.Fatalf("seed %d: the vectors do not load: %v", seed, problems)
				}
				for _, c := range corpus.Cases {
					if miss := compare.MissingHidden(c); len(miss) > 0 {
						t.Errorf("seed %d: %s: the hidden list %q lacks %q, which SPEC shows on none of %v\ninput %s", seed, c.ID, c.Hidden, miss, c.Lanes(), c.Input)
					}
					for _, u := range compare.NotWithheld(c) {
						t.Errorf("seed %d: %s: the hidden list names %q (%s), which SPEC does not withhold", seed, c.ID, u.Hidden, u.What)
					}
				}
				for _, g := range r.Groups {
					if g.Vector.ID != "" && g.Cause.Class != differential.ClassError {
						replay(t, r, g, h.New())
					}
				}
			}
		})
	}
}

// leaksEveryURI shows what the reference shows, then every string of a
// member "uri" anywhere in its input, as sent.
type leaksEveryURI struct{ adapters.Host }

func (h leaksEveryURI) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if err != nil {
		return obs, err
	}
	root, err := esjson.ParseRaw(in)
	if err != nil {
		return obs, nil
	}
	var uris []string
	esjson.WalkWritten(root, struct{}{}, func(v esjson.Value, at esjson.Place, _ struct{}) (struct{}, bool) {
		if s, ok := v.Str(); ok && at.Member() && at.Name == "uri" && s != "" {
			uris = append(uris, s)
		}
		return struct{}{}, true
	})
	if len(uris) == 0 {
		return obs, nil
	}
	shown := "(sources: " + strings.Join(uris, " ") + ")"
	switch {
	case obs.Blocks != nil:
		obs.Blocks = append(obs.Blocks, adapters.TextBlock(shown))
	case obs.Text != nil:
		t := *obs.Text + "\n" + shown
		obs.Text = &t
	case obs.View != nil:
		obs.View = []byte(`{"view":` + string(obs.View) + `,"sources":` + string(esjson.AppendString(nil, shown)) + `}`)
	}
	return obs, nil
}
