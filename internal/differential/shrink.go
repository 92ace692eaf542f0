package differential

import (
	"context"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/gen"
)

// Shrink returns a minimal input that still shows finding f (the same who,
// lane and check class), trying at most budget candidate inputs. It drops
// array items and object members, lifts a nested value into its parent's
// place, and shortens strings, keeping each change that still fails, until
// none does. Hidden strings are read afresh from each candidate
// (gen.Hidden), so a shrunk input hides what SPEC hides of it.
func (j Judge) Shrink(ctx context.Context, f Finding, budget int) Finding {
	root, err := gen.Parse(f.Input)
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
				input := adapters.Input(cs[k].JSON())
				if g, ok := j.reproduces(ctx, f, input); ok {
					root, best, found = cs[k], g, k
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

// A path locates a value: the index of an array item or object member at
// each level.
type path []int

func at(v gen.Value, p path) gen.Value {
	for _, i := range p {
		if v.Kind == gen.Array {
			v = v.Items[i]
		} else {
			v = v.Members[i].Value
		}
	}
	return v
}

// with returns root with the value at p replaced by fn of it, copying only
// the containers on the way.
func with(root gen.Value, p path, fn func(gen.Value) gen.Value) gen.Value {
	if len(p) == 0 {
		return fn(root)
	}
	out := root
	i := p[0]
	if root.Kind == gen.Array {
		out.Items = append([]gen.Value(nil), root.Items...)
		out.Items[i] = with(root.Items[i], p[1:], fn)
	} else {
		out.Members = append([]gen.Member(nil), root.Members...)
		out.Members[i].Value = with(root.Members[i].Value, p[1:], fn)
	}
	return out
}

// candidates returns the inputs one step smaller than root, the biggest
// steps first: halves of arrays dropped, items and members dropped, nested
// values lifted, strings shortened. The input object's own member stays.
func candidates(root gen.Value) []gen.Value {
	var paths []path
	var walk func(v gen.Value, p path)
	walk = func(v gen.Value, p path) {
		paths = append(paths, p)
		switch v.Kind {
		case gen.Array:
			for i, item := range v.Items {
				walk(item, append(p[:len(p):len(p)], i))
			}
		case gen.Object:
			for i, m := range v.Members {
				walk(m.Value, append(p[:len(p):len(p)], i))
			}
		}
	}
	walk(root, nil)

	var out []gen.Value
	// Halves of arrays.
	for _, p := range paths {
		if v := at(root, p); v.Kind == gen.Array && len(v.Items) >= 4 {
			n := len(v.Items) / 2
			out = append(out,
				with(root, p, func(v gen.Value) gen.Value { return gen.Arr(v.Items[n:]...) }),
				with(root, p, func(v gen.Value) gen.Value { return gen.Arr(v.Items[:n]...) }))
		}
	}
	// Single items and members.
	for _, p := range paths {
		v := at(root, p)
		switch {
		case v.Kind == gen.Array:
			for i := range v.Items {
				out = append(out, with(root, p, func(v gen.Value) gen.Value {
					return gen.Arr(append(append([]gen.Value(nil), v.Items[:i]...), v.Items[i+1:]...)...)
				}))
			}
		case v.Kind == gen.Object && len(p) > 0:
			for i := range v.Members {
				out = append(out, with(root, p, func(v gen.Value) gen.Value {
					return gen.Obj(append(append([]gen.Member(nil), v.Members[:i]...), v.Members[i+1:]...)...)
				}))
			}
		}
	}
	// Lift a nested value into its container's place (not the input object).
	for _, p := range paths {
		if len(p) == 0 {
			continue
		}
		v := at(root, p)
		var children []gen.Value
		switch v.Kind {
		case gen.Array:
			children = v.Items
		case gen.Object:
			for _, m := range v.Members {
				children = append(children, m.Value)
			}
		}
		for _, c := range children {
			if c.Kind == gen.Array || c.Kind == gen.Object {
				out = append(out, with(root, p, func(gen.Value) gen.Value { return c }))
			}
		}
	}
	// Shorter strings, member names included.
	for _, p := range paths {
		v := at(root, p)
		if v.Kind == gen.String {
			for _, s := range shorter(v.Text) {
				out = append(out, with(root, p, func(gen.Value) gen.Value { return gen.Str(s) }))
			}
		}
		if v.Kind == gen.Object && len(p) > 0 {
			for i, m := range v.Members {
				for _, s := range shorter(m.Name) {
					out = append(out, with(root, p, func(v gen.Value) gen.Value {
						ms := append([]gen.Member(nil), v.Members...)
						ms[i].Name = s
						return gen.Obj(ms...)
					}))
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
