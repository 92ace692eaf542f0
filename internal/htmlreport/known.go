package htmlreport

// knownView is a known leak on its host's card: a link that opens its
// cell (or, for one the page has no cell of, its words alone), and the
// link of the issue tracking it.
type knownView struct {
	Text string // "text/plain on push"
	Cell string // its cell's id; "" when the page has no cell of it
	Link string // the issue tracking it
}

// knownViews returns the report's known leaks for its host's card; has
// says whether the page has a cell of a case on a lane.
func knownViews(h hostView, slugs caseSlugs, has func(c, lane string) bool) []knownView {
	if h.File.Gate == nil {
		return nil
	}
	var out []knownView
	for _, k := range h.File.Gate.KnownLeaks {
		v := knownView{Text: k.Case + " on " + k.Lane, Link: k.Link}
		if has(k.Case, k.Lane) {
			v.Cell = cellID(slugs, k.Case, k.Lane, h)
		}
		out = append(out, v)
	}
	return out
}
