package vectors

import (
	"maps"
	"path"
	"slices"
	"strings"
)

// clone returns a copy of c that shares nothing a caller may change with
// c: its files, cases, their slices and maps are copies. (An RFC vector,
// which no caller changes, is shared.)
func (c *Corpus) clone() *Corpus {
	out := &Corpus{Unread: slices.Clone(c.Unread), Digest: c.Digest, byID: make(map[string]*Case, len(c.byID))}
	copied := make(map[*Case]*Case, len(c.Cases))
	for _, cs := range c.Cases {
		n := cs.clone()
		copied[cs] = n
		out.Cases = append(out.Cases, n)
		out.byID[n.ID] = n
	}
	for _, f := range c.Files {
		nf := *f
		nf.Cases = make([]*Case, len(f.Cases))
		for i, cs := range f.Cases {
			nf.Cases[i] = copied[cs]
		}
		out.Files = append(out.Files, &nf)
	}
	return out
}

// clone returns a copy of c whose slices and map are its own.
func (c *Case) clone() *Case {
	n := *c
	n.Spec = slices.Clone(c.Spec)
	n.Tags = slices.Clone(c.Tags)
	n.Input = slices.Clone(c.Input)
	n.RawInput = slices.Clone(c.RawInput)
	n.Hidden = slices.Clone(c.Hidden)
	if c.Expect != nil {
		n.Expect = maps.Clone(c.Expect)
		for l, e := range n.Expect {
			n.Expect[l] = e.clone()
		}
	}
	return &n
}

// clone returns a copy of e whose slices are its own.
func (e Expectation) clone() Expectation {
	e.Blocks = cloneBlocks(e.Blocks)
	e.Parts = cloneBlocks(e.Parts)
	e.Mentions = slices.Clone(e.Mentions)
	e.JSON = slices.Clone(e.JSON)
	e.View = slices.Clone(e.View)
	e.Kept = slices.Clone(e.Kept)
	if e.Later != nil {
		later := make([]LaneReading, len(e.Later))
		for i, r := range e.Later {
			later[i] = LaneReading{Versions: slices.Clone(r.Versions), Expect: r.Expect.clone()}
		}
		e.Later = later
	}
	return e
}

func cloneBlocks(bs []Block) []Block {
	if bs == nil {
		return nil
	}
	out := make([]Block, len(bs))
	for i, b := range bs {
		b.Mentions = slices.Clone(b.Mentions)
		b.JSON = slices.Clone(b.JSON)
		out[i] = b
	}
	return out
}

// rename makes the paths of c's cases, read from a directory shown as
// from, those of the same files shown as to.
func (c *Corpus) rename(from, to string) {
	for _, cs := range c.Cases {
		if rest, ok := strings.CutPrefix(cs.Path, from+"/"); ok {
			cs.Path = path.Join(to, rest)
		}
	}
}
