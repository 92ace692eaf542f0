package fuzz

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/pool"
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

// TestGroupsAreCauses pins that failures are grouped by their root cause,
// what the host did wrong, and not by their neighbours or by what SPEC
// shows there: an embedded text shown as the no-link line beside a text
// block and beside an inline image, and an embedded image shown so beside
// the same text block, are one group (the host reads every embedded
// resource as a block with no link), whose example is one of those blocks
// alone, still failing with that root (not shrunk to an empty text, which
// fails otherwise: it may come out as the least embedded resource, one
// with neither text nor blob), and whose title names it.
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
	if a, b := causeOf(findings[0].Finding), causeOf(findings[2].Finding); a == b {
		t.Fatalf("the embedded text and image fail with one cause %q: the test shows nothing", a.Key())
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
	if len(groups) != 1 {
		t.Fatalf("%d group(s), want 1 (an embedded resource shown as the no-link line):\n%s", len(groups), strings.Join(heads, "\n"))
	}
	g := groups[0]
	if g.Cause.Got != "marker:no-link" || g.Count != 3 || g.First != 0 || g.Root != rootOf(findings[2].Finding) {
		t.Errorf("%s: cause %q, root %q, %d finding(s), first %d; want the no-link marker, 3, 0", headline(g), g.Cause.Key(), g.Root, g.Count, g.First)
	}
	if got := causeOf(g.Example); got != g.Cause {
		t.Errorf("%s: the example %s fails with cause %q, not the group's", headline(g), g.Example.Input, got.Key())
	}
	if want := []string{"text", "image"}; !slices.Equal(g.Seen, want) {
		t.Errorf("%s: seen where SPEC shows %q, want %q", headline(g), g.Seen, want)
	}
	if n := Blocks(g.Example.Input); n != 1 || strings.Contains(string(g.Example.Input), `"type":"text"`) || strings.Contains(string(g.Example.Input), `"type":"image"`) {
		t.Errorf("%s: the example is %s, want the failing block alone", headline(g), g.Example.Input)
	}
	if !strings.HasPrefix(g.Vector.Title, "An embedded resource ") || !strings.Contains(g.Vector.Title, " on push: ") || !strings.Contains(g.Vector.Title, "the no-link marker") {
		t.Errorf("the vector's title is %q, want an embedded resource on push shown as the no-link marker", g.Vector.Title)
	}
}
