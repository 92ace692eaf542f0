package fuzz

import (
	"context"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
	"github.com/rfc005-lanes/rfc005-lanes/internal/compare"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
)

// outdated shows what the reference shows, except that it reads every
// embedded resource as a resource block with no link, as a host from
// before the change SPEC describes does: the no-link line in its place.
type outdated struct{ adapters.Host }

func (h outdated) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	root, err := esjson.ParseRaw(in)
	if err != nil {
		return adapters.Observation{}, err
	}
	return h.Host.Observe(ctx, lane, adapters.Input(esjson.EncodeRaw(unlinked(root))))
}

func unlinked(v esjson.Value) esjson.Value {
	if gen.IsEmbedded(v) {
		return gen.Obj(gen.M("type", gen.Str("resource")))
	}
	switch v.Kind() {
	case esjson.Array:
		var items []esjson.Value
		for _, x := range v.Items() {
			items = append(items, unlinked(x))
		}
		return gen.Arr(items...)
	case esjson.Object:
		var members []esjson.Member
		for _, m := range v.Written() {
			members = append(members, gen.M(m.Name, unlinked(m.Value)))
		}
		return gen.Obj(members...)
	}
	return v
}

// TestGroupsAreCauses pins that failures are grouped by the cause of the
// block that fails, as rfc005 run computes it, and not by their
// neighbours: an embedded text shown as the no-link line beside a text
// block and beside an inline image is one group, whose example is that
// block alone, still failing with that cause (not shrunk to an empty text,
// which fails otherwise), and whose title names it; an embedded image
// shown so, beside the same text block, is another.
func TestGroupsAreCauses(t *testing.T) {
	t.Parallel()
	const (
		embeddedText  = `{"type":"resource","resource":{"uri":"memo://notes/1","text":"the notes"}}`
		embeddedImage = `{"type":"resource","resource":{"uri":"memo://chart/2","mimeType":"image/png","blob":"iVBORw0KGgo="}}`
		textBlock     = `{"type":"text","text":"hello"}`
		inlineImage   = `{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}`
	)
	inputs := []string{
		`{"content":[` + embeddedText + `,` + textBlock + `]}`,
		`{"content":[` + inlineImage + `,` + embeddedText + `]}`,
		`{"content":[` + textBlock + `,` + embeddedImage + `]}`,
	}
	ctx := context.Background()
	h := outdated{reference.New()}
	j := judge{host: h, lanes: []adapters.Lane{adapters.Push}}
	var findings []found
	for i, in := range inputs {
		input := adapters.Input(in)
		hidden, err := gen.Hidden(input)
		if err != nil {
			t.Fatal(err)
		}
		res, err := j.input(ctx, "input", gen.Case{Input: input, Hidden: hidden, Lanes: []adapters.Lane{adapters.Push}})
		if err != nil || len(res.findings) != 1 {
			t.Fatalf("%s: %d finding(s), %v; want one", in, len(res.findings), err)
		}
		f := res.findings[0]
		f.index, f.seedAt = i, -1
		findings = append(findings, f)
	}
	hosts, err := pool.New(h)
	if err != nil {
		t.Fatal(err)
	}
	defer hosts.Close()
	groups := group(ctx, defaults(Options{}), hosts, findings)
	var heads []string
	for _, g := range groups {
		heads = append(heads, headline(g))
	}
	if len(groups) != 2 {
		t.Fatalf("%d group(s), want 2 (the embedded text, the embedded image):\n%s", len(groups), strings.Join(heads, "\n"))
	}
	for _, tc := range []struct {
		want, block, cause string
		count, first       int
	}{
		{"text", "An embedded resource with text", "text content shows as the no-link marker instead of its text", 2, 0},
		{"image", "An embedded resource with a blob of", "an image shows as the no-link marker instead of an image block", 1, 2},
	} {
		var g *Group
		for i := range groups {
			if groups[i].Cause.Want == tc.want {
				g = &groups[i]
			}
		}
		if g == nil {
			t.Errorf("no group where SPEC shows %s:\n%s", tc.want, strings.Join(heads, "\n"))
			continue
		}
		want := compare.Cause{Class: compare.ClassKind, Want: tc.want, Got: "marker:no-link"}
		if g.Cause != want || g.Count != tc.count || g.First != tc.first {
			t.Errorf("%s: cause %q, %d finding(s), first %d; want %q, %d, %d", headline(*g), g.Cause.Key(), g.Count, g.First, want.Key(), tc.count, tc.first)
		}
		if got := causeOf(g.Example); got != g.Cause {
			t.Errorf("%s: the example %s fails with cause %q: shrinking must keep the cause", headline(*g), g.Example.Input, got.Key())
		}
		if n := Blocks(g.Example.Input); n != 1 || strings.Contains(string(g.Example.Input), `"type":"text"`) || strings.Contains(string(g.Example.Input), `"type":"image"`) {
			t.Errorf("%s: the example is %s, want the failing block alone", headline(*g), g.Example.Input)
		}
		if !strings.HasPrefix(g.Vector.Title, tc.block) || !strings.Contains(g.Vector.Title, " on push: "+tc.cause+" (kind check)") {
			t.Errorf("the vector's title is %q, want %q …: %s (kind check)", g.Vector.Title, tc.block, tc.cause)
		}
	}
}
