package htmlreport

// staleNote is what a stale entry's cell says after its verdict.
const staleNote = "stale baseline entry: the baseline lists this as a known failure, and it passes now: remove it from the baseline"

// staleView is a baseline entry that no longer fails, on its host's card:
// a link that opens its cell, or, for an entry the page has no cell of,
// its words alone.
type staleView struct {
	Text string // "text/plain on push"
	Cell string // its cell's id; "" when the page has no cell of it
}

// staleKey keys a case on a lane.
func staleKey(c, lane string) string { return c + "\x00" + lane }

// staleSet returns the report's stale baseline entries, by staleKey.
func staleSet(f *File) map[string]bool {
	if f.Gate == nil || len(f.Gate.Stale) == 0 {
		return nil
	}
	out := map[string]bool{}
	for _, s := range f.Gate.Stale {
		out[staleKey(s.Case, s.Lane)] = true
	}
	return out
}

// staleViews returns the report's stale baseline entries for its host's
// card; has says whether the page has a cell of a case on a lane.
func staleViews(h hostView, slugs caseSlugs, has func(c, lane string) bool) []staleView {
	if h.File.Gate == nil {
		return nil
	}
	var out []staleView
	for _, s := range h.File.Gate.Stale {
		v := staleView{Text: s.Case + " on " + s.Lane}
		if has(s.Case, s.Lane) {
			v.Cell = cellID(slugs, s.Case, s.Lane, h)
		}
		out = append(out, v)
	}
	return out
}
