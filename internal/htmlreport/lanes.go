package htmlreport

import (
	"slices"
	"strings"
)

// selectedLanes returns the lanes f's run selected, in Lanes order: all
// of them for a report that does not record its selection.
func selectedLanes(f *File) []string {
	if f.Coverage == nil || len(f.Coverage.LanesSelected) == 0 {
		return Lanes
	}
	var out []string
	for _, l := range Lanes {
		if slices.Contains(f.Coverage.LanesSelected, l) {
			out = append(out, l)
		}
	}
	return out
}

// pageLanes returns the page's columns: the lanes some host's run
// selected, in Lanes order. A lane no run selected is left out, rather
// than shown as a column of empty cells.
func pageLanes(hosts []hostView) []string {
	var out []string
	for _, l := range Lanes {
		for _, h := range hosts {
			if h.Selects(l) {
				out = append(out, l)
				break
			}
		}
	}
	return out
}

// Selects reports whether the host's run selected the lane.
func (h hostView) Selects(lane string) bool { return slices.Contains(h.selected, lane) }

// NotSelected names the lanes the host's run left out, for its card:
// "tool-result/live, render, guard"; "" when it selected them all.
func (h hostView) NotSelected() string {
	var out []string
	for _, l := range Lanes {
		if !h.Selects(l) {
			out = append(out, l)
		}
	}
	return strings.Join(out, ", ")
}
