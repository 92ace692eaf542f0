package htmlreport

import (
	"strconv"
	"strings"
)

// causeView is one cause of a host's failures and errors, in its list at
// the top of the page: a button that filters the grid to the rows where
// the host's results have it.
type causeView struct {
	Index    string // among the host's causes: the button's and its cells' data-c
	Words    string
	Class    string
	Count    int
	Gating   int
	Lanes    string // "push, channel"
	Examples []exampleView
}

// exampleView is a result of a cause, a link that opens its cell.
type exampleView struct {
	Text string // "text/plain on push"
	Cell string // its cell's id
}

// causeViews returns the host's causes as the page lists them, and maps
// each cause's key to its index, for the cells.
func causeViews(h hostView, slugs caseSlugs) ([]causeView, map[string]int) {
	index := map[string]int{}
	var out []causeView
	for _, c := range h.File.Causes {
		if _, dup := index[c.Key]; dup || c.Key == "" {
			continue
		}
		index[c.Key] = len(out)
		words := c.Words
		if words == "" {
			words = c.Key
		}
		v := causeView{Index: strconv.Itoa(len(out)), Words: words, Class: c.Class, Count: c.Count,
			Gating: c.Gating, Lanes: strings.Join(c.Lanes, ", ")}
		for _, ex := range c.Examples {
			v.Examples = append(v.Examples, exampleView{Text: ex.Case + " on " + ex.Lane, Cell: cellID(slugs, ex.Case, ex.Lane, h)})
		}
		out = append(out, v)
	}
	return out, index
}
