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

// unlinks shows what the reference shows, except that it reads each
// embedded resource whose resource unlink picks as a resource block with
// no link: the no-link line in its place.
type unlinks struct {
	adapters.Host
	unlink func(resource esjson.Value) bool
}

// outdated reads every embedded resource as a resource block with no link,
// as a host from before the change SPEC describes does.
func outdated(h adapters.Host) unlinks {
	return unlinks{h, func(esjson.Value) bool { return true }}
}

// imagesUnlinked reads each embedded resource with a blob of image/png as
// a resource block with no link: the no-link line where SPEC shows an
// image, in whatever way each lane shows one.
func imagesUnlinked(h adapters.Host) unlinks {
	return unlinks{h, func(r esjson.Value) bool {
		mt, _ := r.GetString("mimeType")
		return mt == "image/png" && r.Has("blob")
	}}
}

func (h unlinks) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	root, err := esjson.ParseRaw(in)
	if err != nil {
		return adapters.Observation{}, err
	}
	return h.Host.Observe(ctx, lane, adapters.Input(esjson.EncodeRaw(h.unlinked(root))))
}

// unlinked returns v with each embedded resource unlink picks replaced by
// a resource block with no link. It builds a new value, so it recurses by
// hand: esjson.Walk visits values and makes none.
func (h unlinks) unlinked(v esjson.Value) esjson.Value {
	if r, _ := v.Get("resource"); gen.IsEmbedded(v) && h.unlink(r) {
		return gen.Obj(gen.M("type", gen.Str("resource")))
	}
	switch v.Kind() {
	case esjson.Array:
		var items []esjson.Value
		for _, x := range v.Items() {
			items = append(items, h.unlinked(x))
		}
		return gen.Arr(items...)
	case esjson.Object:
		var members []esjson.Member
		for _, m := range v.Written() {
			members = append(members, gen.M(m.Name, h.unlinked(m.Value)))
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
	h := outdated(reference.New())
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

// TestGroupTitleTrueOfEachLane pins that a group's line and its vector's
// title say of each lane what its example shows there: one root cause (an
// embedded image shown as the no-link line) on tool-result/live, where
// SPEC shows an image block, and on injection/system, where SPEC shows the
// system position's image line, is one group, and neither its line nor
// its title says the system position's words (those of the lane seen
// most, its example's) of tool-result/live.
func TestGroupTitleTrueOfEachLane(t *testing.T) {
	t.Parallel()
	input := adapters.Input(`{"content":[{"type":"resource","resource":{"uri":"memo://chart/2","mimeType":"image/png","blob":"iVBORw0KGgo="}}]}`)
	lanes := []adapters.Lane{adapters.ToolResultLive, adapters.InjectionSystem}
	ctx := context.Background()
	h := imagesUnlinked(reference.New())
	hidden, err := gen.Hidden(input)
	if err != nil {
		t.Fatal(err)
	}
	res, err := judge{host: h, lanes: lanes}.input(ctx, "input", gen.Case{Input: input, Hidden: hidden, Lanes: lanes})
	if err != nil || len(res.findings) != 2 {
		t.Fatalf("%d finding(s), %v; want one on each of %v", len(res.findings), err, lanes)
	}
	var findings []found
	for i, f := range res.findings {
		f.index, f.seedAt = i, -1
		findings = append(findings, f)
	}
	// A second image seen on injection/system alone: the lane of the most
	// findings, whose words the example's cause says.
	other := adapters.Input(strings.Replace(string(input), "chart/2", "chart/3", 1))
	system := []adapters.Lane{adapters.InjectionSystem}
	res, err = judge{host: h, lanes: system}.input(ctx, "input", gen.Case{Input: other, Hidden: []string{"memo://chart/3"}, Lanes: system})
	if err != nil || len(res.findings) != 1 {
		t.Fatalf("%d finding(s), %v; want one on injection/system", len(res.findings), err)
	}
	res.findings[0].index, res.findings[0].seedAt = 2, -1
	findings = append(findings, res.findings[0])
	if a, b := causeOf(findings[0].Finding), causeOf(findings[1].Finding); a.String() == b.String() || rootOf(findings[0].Finding) != rootOf(findings[1].Finding) {
		t.Fatalf("the lanes' causes are %q and %q, roots %q and %q: want one root in two lanes' words", a, b, rootOf(findings[0].Finding), rootOf(findings[1].Finding))
	}
	hosts, err := pool.New(h)
	if err != nil {
		t.Fatal(err)
	}
	defer hosts.Close()
	groups := group(ctx, defaults(Options{}), hosts, findings)
	if len(groups) != 1 || !slices.Equal(groups[0].Lanes, lanes) || groups[0].Example.Lane != adapters.InjectionSystem {
		var heads []string
		for _, g := range groups {
			heads = append(heads, headline(g))
		}
		t.Fatalf("%d group(s), want one on %v whose example is of injection/system:\n%s", len(groups), lanes, strings.Join(heads, "\n"))
	}
	g := groups[0]
	// Each lane's words stand between its name and the next lane's.
	for _, said := range []string{headline(g), g.Vector.Title} {
		_, after, _ := strings.Cut(said, "tool-result/live")
		live, system, ok := strings.Cut(after, "injection/system")
		if !ok {
			t.Errorf("%q does not name tool-result/live, then injection/system", said)
			continue
		}
		if strings.Contains(live, "system position") || !strings.Contains(live, "image") {
			t.Errorf("%q: the words of tool-result/live are %q, want its own (an image, not at the system position)", said, live)
		}
		if !strings.Contains(system, "an image at the system position") {
			t.Errorf("%q: the words of injection/system are %q, want its own (an image at the system position)", said, system)
		}
	}
	// The vector cites each lane's clause, not only its example lane's:
	// the system position's, and an image's for tool-result/live.
	live := slices.ContainsFunc(g.Vector.Spec, func(c string) bool { return strings.Contains(c, "image") })
	if !slices.Contains(g.Vector.Spec, "SPEC 4 system position") || !live {
		t.Errorf("the vector cites %q, want SPEC 4 system position and an image's clause (each lane's failed checks' clauses)", g.Vector.Spec)
	}
}
