package htmlreport

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// causeView is one cause of a host's failures and errors, in its list at
// the top of the page: a button that filters the grid to the rows where
// the host's results have it.
type causeView struct {
	key      string // the cause's Key in the report
	gates    int    // its results that fail the gate
	Index    string // among the host's causes: the button's and its cells' data-c
	Words    string
	Class    string
	Count    int
	Excused  bool   // in a baselined run, a cause whose gating results the baseline all excuses
	Known    bool   // in a baselined run, a cause of known leaks and no result that fails the gate
	About    string // its gating results: "3 gating", "3 gating, 2 excused by the baseline", "2 excused", "2 known leaks"
	Lanes    string // "push, channel"
	Examples []exampleView
}

// causeGroup is a list of causes under its heading.
type causeGroup struct {
	Title   string
	Excused bool // the causes the baseline excuses
	Known   bool // the causes of known leaks
	Causes  []causeView
}

// exampleView is a result of a cause, a link that opens its cell.
type exampleView struct {
	Text string // "text/plain on push"
	Cell string // its cell's id
}

// causeViews returns the host's causes as the page lists them, what fails
// the gate first, and maps each cause's key to its index, for the cells.
// Of a run gated on a baseline, they are three lists: the causes of what
// fails the gate (a gating result the baseline does not excuse: a new
// failure, or a security failure it does not list with a link), those of
// known leaks (security failures it lists with a link: excused, and
// still leaking), those of results that gate nothing (SHOULD failures),
// and those the baseline excuses, each list under a heading; of a run
// without one, one list, in that order. The
// causes of what fails the gate come by how many of their results fail
// it, most first; others keep the report's order, most results first.
func causeViews(h hostView, slugs caseSlugs) ([]causeGroup, map[string]int) {
	gates, excused, known, named := map[string]int{}, map[string]int{}, map[string]int{}, map[string]bool{}
	for _, r := range h.File.Results {
		named[r.Cause] = true
		switch {
		case r.Tracked != "":
			known[r.Cause]++
		case r.Excused:
			excused[r.Cause]++
		case r.Gating:
			gates[r.Cause]++
		}
	}
	baselined := h.File.Gate != nil && h.File.Gate.Baseline
	var lists [4][]causeView // what gates, known leaks, what gates nothing, what the baseline excuses
	seen := map[string]bool{}
	for _, c := range h.File.Causes {
		if seen[c.Key] || c.Key == "" {
			continue
		}
		seen[c.Key] = true
		words := c.Words
		if words == "" {
			words = c.Key
		}
		g, e := gates[c.Key], excused[c.Key]
		if !named[c.Key] { // no result names it: the report's count
			g = c.Gating
		}
		v := causeView{key: c.Key, gates: g, Words: words, Class: c.Class, Count: c.Count, Lanes: strings.Join(c.Lanes, ", ")}
		v.About = fmt.Sprintf("%d gating", g)
		if k := known[c.Key]; k > 0 {
			v.About += ", " + plural(k, "known leak", "known leaks")
		}
		if e > 0 {
			v.About += fmt.Sprintf(", %d excused by the baseline", e)
		}
		for _, ex := range c.Examples {
			v.Examples = append(v.Examples, exampleView{Text: ex.Case + " on " + ex.Lane, Cell: cellID(slugs, ex.Case, ex.Lane, h)})
		}
		switch {
		case g > 0:
			lists[0] = append(lists[0], v)
		case known[c.Key] > 0 && baselined:
			v.Known = true
			lists[1] = append(lists[1], v)
		case e > 0 && baselined:
			v.Excused, v.About = true, fmt.Sprintf("%d excused", e)
			lists[3] = append(lists[3], v)
		default:
			lists[2] = append(lists[2], v)
		}
	}
	slices.SortStableFunc(lists[0], func(a, b causeView) int { return b.gates - a.gates })
	index := map[string]int{}
	for i := range lists {
		for j := range lists[i] {
			index[lists[i][j].key] = len(index)
			lists[i][j].Index = strconv.Itoa(index[lists[i][j].key])
		}
	}
	var out []causeGroup
	if !baselined {
		all := slices.Concat(lists[0], lists[1], lists[2], lists[3])
		if len(all) > 0 {
			out = append(out, causeGroup{Title: "causes of its failures and errors", Causes: all})
		}
	} else {
		titles := [4]string{
			"what fails the gate: %s of failures the baseline does not excuse",
			"known leaks: %s of security failures the baseline lists with the issue tracking each: excused, and still leaking",
			"what gates nothing: %s of SHOULD failures the baseline does not list",
			"excused by the baseline: %s of known failures, which do not fail the gate",
		}
		for i, l := range lists {
			if len(l) > 0 {
				out = append(out, causeGroup{Title: fmt.Sprintf(titles[i], plural(len(l), "cause", "causes")), Known: i == 1, Excused: i == 3, Causes: l})
			}
		}
	}
	return out, index
}

// plural says n things: "1 cause", "2 causes".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
