package fuzz

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/differential"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/wronghost"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
)

// starting returns a Start that makes hosts with mk.
func starting(mk func() adapters.Host) func(context.Context) (adapters.Host, error) {
	return func(context.Context) (adapters.Host, error) { return mk(), nil }
}

func fuzzWith(t *testing.T, mk func() adapters.Host, count int) Report {
	t.Helper()
	r, err := Run(context.Background(), Options{Seed: 1, Count: count, Jobs: 2, Start: starting(mk), PerCause: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Inputs != count {
		t.Fatalf("judged %d inputs, want %d", r.Inputs, count)
	}
	return r
}

// TestReferenceFindsNothing judges the reference against itself: any
// group is a bug of the suite (derive, compare or the reference).
func TestReferenceFindsNothing(t *testing.T) {
	t.Parallel()
	r := fuzzWith(t, func() adapters.Host { return reference.New() }, 300)
	if r.Failed() {
		var b strings.Builder
		WriteSummary(&b, r, true)
		t.Fatalf("the reference fails its own expectations:\n%s", b.String())
	}
	if r.Observations < r.Inputs*3 {
		t.Errorf("%d observations for %d inputs: too few lanes judged", r.Observations, r.Inputs)
	}
}

// TestGallery fuzzes each wrong host of the gallery and each right but
// different one: a wrong host must show at least one group of the class
// it gets wrong, each shrunk to a few blocks, whose vector loads and
// fails the host and passes the reference; a right one must show none.
func TestGallery(t *testing.T) {
	t.Parallel()
	classes := map[string]compare.Class{
		"error-everywhere":       differential.ClassError,
		"unsupported-everywhere": differential.ClassError,
		"empty-markers":          compare.ClassKind,
		"repeated-markers":       compare.ClassKind,
		"uri-upper-cased":        compare.ClassLeak,
		"uri-percent-encoded":    compare.ClassLeak,
		"uri-query-token":        compare.ClassLeak,
		"withholds-everything":   compare.ClassKind,
	}
	for _, h := range wronghost.Gallery() {
		t.Run(h.Name, func(t *testing.T) {
			r := galleryRun(t, h)
			want, wrong := classes[h.Name]
			switch {
			case h.Name == "one-lane":
				if len(r.Missing) != 8 || len(r.Groups) != 0 || !r.Failed() {
					t.Errorf("want 8 lanes missing, no group, a failed run: missing %v, %d groups", r.Missing, len(r.Groups))
				}
				return
			case !wrong && h.Gates:
				t.Fatalf("no class listed for wrong host %s", h.Name)
			case !wrong:
				if r.Failed() {
					var b strings.Builder
					WriteSummary(&b, r, true)
					t.Fatalf("a right host fails:\n%s", b.String())
				}
				return
			}
			g, ok := firstOf(r, want)
			if !ok {
				t.Fatalf("no %s group in %d group(s): %v", want, len(r.Groups), causes(r))
			}
			if n := Blocks(g.Example.Input); n > 3 {
				t.Errorf("the %s example keeps %d blocks: %s", want, n, g.Example.Input)
			}
			if want != differential.ClassError {
				replay(t, r, g, h.New())
			}
		})
	}
}

func firstOf(r Report, class compare.Class) (Group, bool) {
	for _, g := range r.Groups {
		if g.Cause.Class == class {
			return g, true
		}
	}
	return Group{}, false
}

func causes(r Report) []string {
	var out []string
	for _, g := range r.Groups {
		out = append(out, headline(g))
	}
	return out
}

// replay loads the run's vector file and checks that the group's vector
// fails the host with the group's root cause (rootOf, from the cause
// rfc005 run computes) on each of its lanes, and passes the reference.
func replay(t *testing.T, r Report, g Group, h adapters.Host) {
	t.Helper()
	data, ok, err := File(r)
	if err != nil || !ok {
		t.Fatalf("File: %v, %v", ok, err)
	}
	if !IsFile(bytes.NewReader(data)) {
		t.Errorf("IsFile does not know File's own file: %.100s", data)
	}
	schema, err := fsRead(vectors.BuiltinFS(), vectors.SchemaFile)
	if err != nil {
		t.Fatal(err)
	}
	corpus, problems := vectors.Load(fstest.MapFS{"fuzz.json": {Data: data}, vectors.SchemaFile: {Data: schema}}, "fuzz")
	if len(problems) > 0 {
		t.Fatalf("the vectors do not load: %v", problems)
	}
	c, ok := corpus.Case(g.Vector.ID)
	if !ok {
		t.Fatalf("no case %s in the file", g.Vector.ID)
	}
	ref := reference.New()
	ctx := context.Background()
	for _, lane := range g.Lanes {
		obs, err := h.Observe(ctx, lane, c.Input)
		res := compare.Check(c, lane, obs, err)
		if got := rootOf(differential.Finding{Who: g.Who, Result: res, Input: c.Input, Got: obs}); got != g.Root {
			t.Errorf("%s on %s: the host fails its own vector with root %q, want %q:\n%s", c.ID, lane, got, g.Root, res)
		}
		obs, err = ref.Observe(ctx, lane, c.Input)
		if res := compare.Check(c, lane, obs, err); res.Verdict != compare.Pass {
			t.Errorf("%s on %s: the reference fails it:\n%s", c.ID, lane, res)
		}
	}
}

// TestScriptViewIdempotent pins SPEC 5's idempotence check with a host
// that is right on every generated input but reads its own markers, given
// back in a view, as resources with neither text nor blob: only giving a
// view back shows it.
func TestScriptViewIdempotent(t *testing.T) {
	t.Parallel()
	r := fuzzWith(t, func() adapters.Host { return rereads{reference.New()} }, 300)
	if len(r.Groups) == 0 {
		t.Fatal("no group: the idempotence check does not see a host that rereads its own markers")
	}
	for _, g := range r.Groups {
		if !g.Again || !slices.Equal(g.Lanes, []adapters.Lane{adapters.Script}) {
			t.Errorf("a group other than the idempotence check's: %s (again %t)", headline(g), g.Again)
		}
		if !slices.Contains(g.Vector.Spec, "SPEC 5 script idempotent") {
			t.Errorf("vector %s cites %v, want SPEC 5 script idempotent", g.Vector.ID, g.Vector.Spec)
		}
	}
}

// rereads shows a script the reference's view, except that a text block
// of the data holding an unsupported-type marker is read as a resource
// with neither text nor blob.
type rereads struct{ adapters.Host }

func (h rereads) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if lane != adapters.Script {
		return h.Host.Observe(ctx, lane, in)
	}
	root, err := esjson.ParseRaw(in)
	if err != nil {
		return adapters.Observation{}, err
	}
	return h.Host.Observe(ctx, lane, adapters.Input(esjson.EncodeRaw(reread(root))))
}

// reread returns v with each text block showing the unsupported-type
// marker read as an embedded resource again. It builds a new value, so it
// recurses by hand: esjson.Walk visits values and makes none.
func reread(v esjson.Value) esjson.Value {
	if t, _ := v.GetStringWTF8("type"); t == "text" && v.Kind() == esjson.Object {
		if s, _ := v.GetStringWTF8("text"); strings.HasPrefix(s, "[Resource not shown: this host can't display") {
			return gen.Obj(gen.M("type", gen.Str("resource")), gen.M("resource", gen.Obj(gen.M("uri", gen.Str("memo://again")))))
		}
	}
	switch v.Kind() {
	case esjson.Array:
		var items []esjson.Value
		for _, x := range v.Items() {
			items = append(items, reread(x))
		}
		return esjson.ArrayValue(items)
	case esjson.Object:
		var members []esjson.Member
		for _, m := range v.Written() {
			members = append(members, gen.M(m.Name, reread(m.Value)))
		}
		return esjson.RawObjectValue(members)
	}
	return v
}

// TestHostErrors pins the protocol invariant: a host that cannot observe
// some input is a group of its own, caused by an error.
func TestHostErrors(t *testing.T) {
	t.Parallel()
	r := fuzzWith(t, func() adapters.Host { return failsOnAudio{reference.New()} }, 200)
	g, ok := firstOf(r, differential.ClassError)
	if !ok {
		t.Fatalf("no error group: %v", causes(r))
	}
	if g.Cause.Got != "no answer within Ns" || !strings.Contains(strings.ToLower(string(g.Example.Input)), "audio") {
		t.Errorf("the error group's cause is %+v, its input %s", g.Cause, g.Example.Input)
	}
	for _, g := range r.Groups {
		if g.Cause.Class != differential.ClassError {
			t.Errorf("a group other than an error: %s", headline(g))
		}
	}
}

type failsOnAudio struct{ adapters.Host }

func (h failsOnAudio) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if strings.Contains(strings.ToLower(string(in)), "audio") {
		return adapters.Observation{}, errors.New("no answer within 5s")
	}
	return h.Host.Observe(ctx, lane, in)
}

// TestShrinkKeepsTheCause pins that shrinking keeps the root cause, what
// the host shows wrong, not only the lane and class: a host that withholds
// every embedded resource shows an embedded text as the withheld marker,
// and its failures make one group, seen where SPEC shows text among
// others, whose example still shows the withheld marker where SPEC shows
// something else: a smaller input the host gets right, or fails otherwise,
// is not taken.
func TestShrinkKeepsTheCause(t *testing.T) {
	t.Parallel()
	i := slices.IndexFunc(wronghost.Gallery(), func(h wronghost.Host) bool { return h.Name == "withholds-everything" })
	if i < 0 {
		t.Fatal("no withholds-everything host in the gallery")
	}
	mk := wronghost.Gallery()[i].New
	r, err := Run(context.Background(), Options{Seed: 1, Count: 150, Lanes: []adapters.Lane{adapters.Push},
		Start: starting(mk), PerCause: 1})
	if err != nil {
		t.Fatal(err)
	}
	text := false
	for _, g := range r.Groups {
		if got := rootOf(g.Example); got != g.Root {
			t.Errorf("%s: the example %s fails with root %q, want %q", headline(g), g.Example.Input, got, g.Root)
		}
		if !slices.Contains(g.Seen, "text") {
			continue
		}
		text = true
		if g.Cause.Got != "marker:withheld" || g.Cause.Want == g.Cause.Got {
			t.Errorf("%s: the example shows %q where SPEC shows %q, want the withheld marker where SPEC shows another thing", headline(g), g.Cause.Got, g.Cause.Want)
		}
	}
	if !text {
		t.Errorf("no group seen where SPEC shows text: %v", causes(r))
	}
}
