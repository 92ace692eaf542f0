package htmlreport

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// Badge returns an SVG badge: the host's name and its normative score,
// green at 100%, amber from 80%, red below. It is the badge of a run that
// served every lane it selected; CoverageBadge draws one that may not have.
func Badge(name string, score float64) string { return CoverageBadge(name, score, 0, 0) }

// CoverageBadge returns an SVG badge of the host's normative score and,
// when the host served fewer lanes than the run selected, the lanes it
// covers: "normative 100% · 1/9 lanes". Such a badge is never green: at
// best amber, red below 80%. lanesServed and lanesSelected of 0 and 0
// mean the coverage is not known (an older report) and draw no coverage.
// The name is made reporttext.Printable and escaped.
func CoverageBadge(name string, score float64, lanesServed, lanesSelected int) string {
	return GateBadge(name, score, lanesServed, lanesSelected, 0)
}

// GateBadge returns CoverageBadge's badge led by the known leaks the
// run's baseline excuses, when there are any: "12 known leaks · normative
// 100%". Such a badge is never green either: at best amber, red below
// 80%.
func GateBadge(name string, score float64, lanesServed, lanesSelected, knownLeaks int) string {
	label := reporttext.Printable(name) // SVG is XML: no control characters
	value := "normative 100%"
	if score < 1 { // never round a failing host up to 100%
		value = "normative " + reporttext.Percent(score)
	}
	partial := lanesServed < lanesSelected
	if partial {
		value += fmt.Sprintf(" · %d/%d lanes", lanesServed, lanesSelected)
	}
	switch {
	case knownLeaks == 1:
		value = "1 known leak · " + value
	case knownLeaks > 1:
		value = fmt.Sprintf("%d known leaks · %s", knownLeaks, value)
	}
	colour := "#2e7d32"
	switch {
	case score < 0.8:
		colour = "#c62828"
	case score < 1 || partial || knownLeaks > 0:
		colour = "#ef6c00"
	}
	lw, vw := 7*len([]rune(label))+12, 7*len([]rune(value))+12
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="20" role="img" aria-label="%s: %s">`, lw+vw, esc(label), esc(value))
	fmt.Fprintf(&b, `<title>%s: %s</title>`, esc(label), esc(value))
	fmt.Fprintf(&b, `<rect width="%d" height="20" fill="#555"/><rect x="%d" width="%d" height="20" fill="%s"/>`, lw, lw, vw, colour)
	fmt.Fprintf(&b, `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">`)
	fmt.Fprintf(&b, `<text x="6" y="14">%s</text><text x="%d" y="14">%s</text></g></svg>`, esc(label), lw+6, esc(value))
	return b.String()
}

// LabelBadge returns the badge of a JSON report labelled label: for
// several reports, each with its own of Labels, so that three runs of one
// host give three badges told apart. A report of a profile other than the
// full one says it in the label (ProfileLabel).
func LabelBadge(f *File, label string) string {
	served, selected := 0, 0
	if f.Coverage != nil {
		served, selected = len(f.Coverage.LanesServed), len(f.Coverage.LanesSelected)
	}
	known := 0
	if f.Gate != nil {
		known = len(f.Gate.KnownLeaks)
	}
	return GateBadge(ProfileLabel(label, f.Profile), f.Summary.NormativeScore, served, selected, known)
}

// ProfileLabel returns a badge's label for a run of profile (a JSON
// report's "profile": "", "full" or "mcp"): label for the full profile,
// and "label · mcp profile" for another, so that the score of a part of
// the suite never reads as the score of all of it.
func ProfileLabel(label, profile string) string {
	if profile == "" || profile == string(runner.ProfileFull) {
		return label
	}
	return label + " · " + profile + " profile"
}

func esc(s string) string { return template.HTMLEscapeString(s) }
