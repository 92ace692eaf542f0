package differential

import (
	"context"
	"slices"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/esjson"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
)

// Shrink returns a minimal input that still shows finding f (the same who,
// lane and check class), trying at most budget candidate inputs. It drops
// array items and object members, lifts a nested value into its parent's
// place, and shortens strings, keeping each change that still fails, until
// none does. Hidden strings are read afresh from each candidate
// (gen.Hidden), so a shrunk input hides what SPEC hides of it.
func (j Judge) Shrink(ctx context.Context, f Finding, budget int) Finding {
	root, err := esjson.ParseRaw(f.Input)
	if err != nil {
		return f
	}
	best := f
	tried, from := 0, 0
	for tried < budget && ctx.Err() == nil {
		// Candidates before from failed on a larger input: try them again
		// only when nothing after them succeeds.
		cs := candidates(root)
		found := -1
		for pass := 0; pass < 2 && found < 0; pass++ {
			lo, hi := from, len(cs)
			if pass == 1 {
				if from == 0 {
					break
				}
				lo, hi = 0, min(from, len(cs))
			}
			for k := lo; k < hi && tried < budget && ctx.Err() == nil; k++ {
				tried++
				next := with(root, cs[k].at.path(), cs[k].fn)
				input := adapters.Input(esjson.EncodeRaw(next))
				if g, ok := j.reproduces(ctx, f, input); ok {
					root, best, found = next, g, k
					break
				}
			}
		}
		if found < 0 {
			break
		}
		from = found
	}
	return best
}

// A node is a value of the input being shrunk and the way to it: its
// container's node and its index there (of an array item or an object
// member). Nodes share their ancestors, so a deep input's nodes cost its
// size, where a path kept for each value would cost its depth squared.
type node struct {
	v      esjson.Value
	parent *node
	index  int
	// made counts the nodes made of the value's items or members so far:
	// the next one's index.
	made int
}

// path returns the indexes from the root to n, outermost first.
func (n *node) path() []int {
	var p []int
	for ; n.parent != nil; n = n.parent {
		p = append(p, n.index)
	}
	slices.Reverse(p)
	return p
}

// with returns root with the value at p replaced by fn of it, copying only
// the containers on the way. It builds a new value, so it recurses by
// hand: esjson.Walk visits values and makes none.
func with(root esjson.Value, p []int, fn func(esjson.Value) esjson.Value) esjson.Value {
	if len(p) == 0 {
		return fn(root)
	}
	i := p[0]
	if root.Kind() == esjson.Array {
		items := append([]esjson.Value(nil), root.Items()...)
		items[i] = with(items[i], p[1:], fn)
		return esjson.ArrayValue(items)
	}
	members := append([]esjson.Member(nil), root.Written()...)
	members[i].Value = with(members[i].Value, p[1:], fn)
	return esjson.RawObjectValue(members)
}

// A candidate is an input one step smaller than root: root with the value
// at path at replaced by fn of it. It is made (with) only when tried: a
// deep input has thousands, each a copy of the containers on its way.
type candidate struct {
	at *node
	fn func(esjson.Value) esjson.Value
}

// candidates returns the inputs one step smaller than root, the biggest
// steps first: halves of arrays dropped, items and members dropped, nested
// values lifted, strings shortened. The input object's own member stays.
func candidates(root esjson.Value) []candidate {
	var nodes []*node
	esjson.WalkWritten(root, (*node)(nil), func(v esjson.Value, _ esjson.Place, parent *node) (*node, bool) {
		n := &node{v: v, parent: parent}
		if parent != nil {
			n.index = parent.made // WalkWritten visits a value's items and members in order
			parent.made++
		}
		nodes = append(nodes, n)
		return n, true
	})

	var out []candidate
	// Halves of arrays.
	for _, p := range nodes {
		if v := p.v; v.Kind() == esjson.Array && len(v.Items()) >= 4 {
			n := len(v.Items()) / 2
			out = append(out,
				candidate{p, func(v esjson.Value) esjson.Value { return gen.Arr(v.Items()[n:]...) }},
				candidate{p, func(v esjson.Value) esjson.Value { return gen.Arr(v.Items()[:n]...) }})
		}
	}
	// Single items and members.
	for _, p := range nodes {
		v := p.v
		switch {
		case v.Kind() == esjson.Array:
			for i := range v.Items() {
				out = append(out, candidate{p, func(v esjson.Value) esjson.Value {
					return gen.Arr(append(append([]esjson.Value(nil), v.Items()[:i]...), v.Items()[i+1:]...)...)
				}})
			}
		case v.Kind() == esjson.Object && p.parent != nil:
			for i := range v.Written() {
				out = append(out, candidate{p, func(v esjson.Value) esjson.Value {
					return gen.Obj(append(append([]esjson.Member(nil), v.Written()[:i]...), v.Written()[i+1:]...)...)
				}})
			}
		}
	}
	// Lift a nested value into its container's place (not the input object).
	for _, p := range nodes {
		if p.parent == nil {
			continue
		}
		v := p.v
		var children []esjson.Value
		switch v.Kind() {
		case esjson.Array:
			children = v.Items()
		case esjson.Object:
			for _, m := range v.Written() {
				children = append(children, m.Value)
			}
		}
		for _, c := range children {
			if c.Kind() == esjson.Array || c.Kind() == esjson.Object {
				out = append(out, candidate{p, func(esjson.Value) esjson.Value { return c }})
			}
		}
	}
	// Shorter strings, member names included.
	for _, p := range nodes {
		v := p.v
		if text, ok := v.StrWTF8(); ok {
			for _, s := range shorter(text) {
				out = append(out, candidate{p, func(esjson.Value) esjson.Value { return gen.Str(s) }})
			}
		}
		if v.Kind() == esjson.Object && p.parent != nil {
			for i, m := range v.Written() {
				for _, s := range shorter(m.Name) {
					out = append(out, candidate{p, func(v esjson.Value) esjson.Value {
						ms := append([]esjson.Member(nil), v.Written()...)
						ms[i].Name = s
						return gen.Obj(ms...)
					}})
				}
			}
		}
	}
	return out
}

// shorter returns shorter forms of s (WTF-8): empty, each half, and for a
// short string, each one with a character left out.
func shorter(s string) []string {
	if s == "" {
		return nil
	}
	u := gen.Units(s)
	out := []string{""}
	if len(u) >= 2 {
		n := len(u) / 2
		out = append(out, gen.FromUnits(u[:n]), gen.FromUnits(u[n:]))
	}
	if len(u) >= 4 {
		n := len(u) / 4
		out = append(out, gen.FromUnits(u[:len(u)-n]), gen.FromUnits(u[n:]))
	}
	if len(u) <= 16 && len(u) >= 2 {
		for i := range u {
			out = append(out, gen.FromUnits(append(append([]rune(nil), u[:i]...), u[i+1:]...)))
		}
	}
	return out
}
