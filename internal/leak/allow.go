package leak

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
)

// An Allowance says, for one lane, how often and in how many places
// SPEC's own answer there shows each hidden string a judge found (not one
// the case lists): a text block's text and a data string stay as they
// came, uri and all (SPEC 5, strings stay strings), so SPEC itself may
// show a string it hides elsewhere. A host's observation that shows such
// a string, in any form, no more often and in no more places (distinct
// strings of the observation) than that shows no more than SPEC does: no
// leak. More often, or in more places, is one.
type Allowance struct {
	most []tally // by target; zero where SPEC's answer does not show it
	// free marks, by target, those the lane does not hide at all (a
	// reference's uri its lines show there): they may show any number of
	// times.
	free []bool
}

// A tally is how often a target shows in an observation, in any form, and
// in how many of its strings (a run of text blocks that holds it across
// two of them counting as one more).
type tally struct{ times, places int }

// Allowances returns, for each lane of shown (what SPEC shows there: the
// reference host's observations), the Allowance of the targets of hs that
// are hidden strings of spec (those a judge found), for On. The strings
// of spec that free names for a lane are not hidden there at all (the
// judge knows why: a reference's line shows its uri), and may show there
// any number of times, in any form. A lane where SPEC shows none is left
// out.
func (hs *Set) Allowances(spec []string, shown map[adapters.Lane]adapters.Observation, free map[adapters.Lane][]string) map[adapters.Lane]*Allowance {
	if len(spec) == 0 {
		return nil
	}
	fromSpec := make([]bool, len(hs.targets))
	anySpec := false
	for i, t := range hs.targets {
		whole := t.s
		if t.part != "" {
			whole = t.uri
		}
		fromSpec[i] = slices.Contains(spec, whole)
		anySpec = anySpec || fromSpec[i]
	}
	if !anySpec {
		return nil
	}
	out := map[adapters.Lane]*Allowance{}
	for lane, obs := range shown {
		hays := Haystacks(obs, Strings(obs, nil))
		hit := make([]bool, len(hs.targets))
		anyHit := false
		for _, st := range stages {
			hs.each(st, hays, func(m match) {
				if t := m.ref.t; fromSpec[t] {
					hit[t], anyHit = true, true
				}
			})
		}
		if !anyHit {
			continue
		}
		a := &Allowance{most: make([]tally, len(hs.targets)), free: make([]bool, len(hs.targets))}
		for t, h := range hit {
			if !h {
				continue
			}
			a.most[t] = hs.tally(t, hays)
			whole := hs.targets[t].s
			if hs.targets[t].part != "" {
				whole = hs.targets[t].uri
			}
			a.free[t] = slices.Contains(free[lane], whole)
		}
		out[lane] = a
	}
	return out
}

// On returns hs as searched on a lane whose Allowance is a (one lane's
// value of Allowances); a nil a is hs.
func (hs *Set) On(a *Allowance) *Set {
	if a == nil {
		return hs
	}
	view := *hs
	view.allow = a
	return &view
}

// excuses says which targets an observation shows within its lane's
// Allowance, counting each at most once.
type excuses struct {
	hs      *Set
	hays    []*Haystack
	tallies map[int]tally
}

func (hs *Set) excuses(hays []*Haystack) *excuses { return &excuses{hs: hs, hays: hays} }

// allowed returns how often and where the lane may show target t.
func (ex *excuses) allowed(t int) tally {
	if ex.hs.allow == nil {
		return tally{}
	}
	return ex.hs.allow.most[t]
}

// shows returns how often and where the observation shows target t.
func (ex *excuses) shows(t int) tally {
	got, ok := ex.tallies[t]
	if !ok {
		if ex.tallies == nil {
			ex.tallies = map[int]tally{}
		}
		got = ex.hs.tally(t, ex.hays)
		ex.tallies[t] = got
	}
	return got
}

// excused reports whether the observation shows target t within what
// the lane may show of it. A target found where no string of the
// observation holds it is never excused.
func (ex *excuses) excused(t int) bool {
	if a := ex.hs.allow; a != nil && a.free[t] {
		return true
	}
	most := ex.allowed(t)
	if most.times == 0 {
		return false
	}
	got := ex.shows(t)
	return got.times > 0 && got.times <= most.times && got.places <= most.places
}

// better reports whether m names better than best what an observation
// shows: the form the package prefers (the first in its order), except
// that of a target SPEC's own answer shows, a match showing it as it came
// is SPEC's own (a server's string stays as it came), so any other match
// of it says better what the host added.
func (ex *excuses) better(m, best match) bool {
	if mo, bo := ex.asSPECShows(m), ex.asSPECShows(best); mo != bo {
		return bo
	}
	return m.ref.ord < best.ref.ord
}

// added returns m, or, when m shows a target as SPEC's own answer does
// (asSPECShows) and the text m was found in holds it again in other
// letters, that later match: what the host added, not the server's own
// string (a search reports each form where it is first found).
func (ex *excuses) added(m match) match {
	if !ex.asSPECShows(m) || m.ref.f.exact {
		return m
	}
	folded, needle := m.x.fold(), m.x.fold()[m.i:m.i+m.n]
	for i := m.i + 1; ; {
		j := strings.Index(folded[i:], needle)
		if j < 0 {
			return m
		}
		next := m
		next.i = i + j
		if !ex.asSPECShows(next) {
			return next
		}
		i += j + 1
	}
}

// asSPECShows reports whether m shows a target SPEC's own answer on the
// lane shows too, exactly as it was sent.
func (ex *excuses) asSPECShows(m match) bool {
	r := m.ref
	return ex.allowed(r.t).times > 0 && m.shown() == r.of
}

// beyond says, for a target the lane may show, how far beyond that the
// observation shows it; "" for a target the lane may not show.
func (ex *excuses) beyond(t int) string {
	most := ex.allowed(t)
	if most.times == 0 {
		return ""
	}
	got := ex.shows(t)
	return fmt.Sprintf("%s in %s, where SPEC's own answer on this lane shows it %s in %s",
		count(got.times, "time"), count(got.places, "place"), count(most.times, "time"), count(most.places, "place"))
}

// count says n things.
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// tally counts where the haystacks show target t: in each string (the
// JSON text itself when no string is known), each run of text blocks
// counting only what runs across two of them.
func (hs *Set) tally(t int, hays []*Haystack) tally {
	strs := slices.ContainsFunc(hays, func(h *Haystack) bool { return h.kind == hayString || h.kind == hayCopy })
	var tl tally
	for _, h := range hays {
		n := 0
		switch {
		case h.kind == hayRun:
			for _, o := range hs.occurrences(t, h) {
				if crosses(o, h.bounds) {
					n++
				}
			}
		case h.kind == hayString, h.kind == hayCopy, !strs:
			n = len(hs.occurrences(t, h))
		}
		if n > 0 {
			tl.times += n * (1 + h.more)
			tl.places += 1 + h.more
		}
	}
	return tl
}

// crosses reports whether the range o runs across one of bounds.
func crosses(o [2]int, bounds []int) bool {
	for _, b := range bounds {
		if o[0] < b && b < o[1] {
			return true
		}
	}
	return false
}

// occurrences returns where haystack h shows target t, in any form (its
// derived text's too, for a long target), as ranges of h's text, those
// that overlap merged.
func (hs *Set) occurrences(t int, h *Haystack) [][2]int {
	text := h.whole()
	var out [][2]int
	forms := hs.targets[t].forms
	if hs.targets[t].lazy != nil {
		forms = hs.lazyForms(t, false, len(text)).forms
	}
	for _, f := range forms {
		hay := text
		if !f.exact {
			hay = h.fold()
		}
		out = appendAll(out, hay, f.text, nil)
	}
	if hs.targets[t].long {
		if d := h.derivedText(); d != nil {
			for _, f := range hs.derivedForms(t, len(d.text)) {
				hay := d.text
				if !f.exact {
					hay = d.hay.fold()
				}
				out = appendAll(out, hay, f.text, d)
			}
		}
	}
	return mergeRanges(out)
}

// derivedForms returns the forms of long target t's derived reading, those
// of a lazy target at most most bytes long.
func (hs *Set) derivedForms(t, most int) []form {
	if hs.targets[t].lazy != nil {
		return hs.lazyForms(t, true, most).forms
	}
	var forms []form
	for _, r := range hs.derivedNeedles().refs {
		if r.t == t {
			forms = append(forms, r.f)
		}
	}
	return forms
}

// appendAll appends where needle is in hay, every place, mapped back
// through d when hay is a derived text.
func appendAll(out [][2]int, hay, needle string, d *derived) [][2]int {
	for i := 0; ; {
		j := strings.Index(hay[i:], needle)
		if j < 0 {
			return out
		}
		from, to := i+j, i+j+len(needle)
		if d != nil {
			from, to = d.origin(from, to)
		}
		out = append(out, [2]int{from, to})
		i += j + 1
	}
}

// mergeRanges sorts ranges and merges those that overlap.
func mergeRanges(rs [][2]int) [][2]int {
	if len(rs) < 2 {
		return rs
	}
	slices.SortFunc(rs, func(a, b [2]int) int { return a[0] - b[0] })
	out := rs[:1]
	for _, r := range rs[1:] {
		if last := &out[len(out)-1]; r[0] < last[1] {
			last[1] = max(last[1], r[1])
			continue
		}
		out = append(out, r)
	}
	return out
}
