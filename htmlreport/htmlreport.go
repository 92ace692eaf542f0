// Package htmlreport renders one or more JSON reports (runner's
// report.schema.json) as one self-contained HTML page: hosts side by side,
// a grid of cases by lanes with a cell per host, verdicts readable without
// colour (a symbol in every cell), filters by family, lane and verdict, and
// every failing cell opening to its diff and SPEC clauses. No network, no
// external script or font. It also draws each host's badge as SVG.
//
//	page, err := htmlreport.Render([][]byte{referenceJSON, legacyJSON})
package htmlreport

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"math"
	"sort"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// File is a JSON report as runner writes it.
type File = runner.ReportFile

// Result is one verdict of a JSON report.
type Result = runner.ReportResult

// Lanes is the column order: SPEC section 1's.
var Lanes = []string{"tool-result/live", "tool-result/stored", "script", "push", "channel",
	"injection/user", "injection/system", "render", "guard"}

// Symbols and words for each verdict: the page never relies on colour.
var verdicts = map[string]struct{ Symbol, Word string }{
	"pass":    {"✓", "pass"},
	"wording": {"≈", "wording"},
	"fail":    {"✗", "fail"},
	"error":   {"!", "error"},
	"skip":    {"–", "skipped"},
}

//go:embed page.html.tmpl
var pageTemplate string

var page = template.Must(template.New("page").Funcs(template.FuncMap{
	"percent":   func(f float64) string { return fmt.Sprintf("%.1f%%", 100*f) },
	"badge":     func(f *File) template.HTML { return template.HTML(FileBadge(f)) },
	"notServed": notServed,
}).Parse(pageTemplate))

// hostView is one host's column of the page.
type hostView struct {
	Index int
	File  *File
	ID    string // a slug for element ids
}

// cellView is one host's answer for one case on one lane.
type cellView struct {
	ID      string
	Host    string
	Verdict string
	Symbol  string
	Word    string
	Open    bool // a cell that opens to its diff
	Right   bool // in the right half of the grid: its diff opens leftwards
	Result  Result
	Body    string // what the cell opens to
}

type laneView struct {
	Lane  string
	Cells []cellView // one per host; Verdict "" where the case expects nothing of the lane
}

type rowView struct {
	Case     string
	Family   string
	Level    string
	Security bool
	Verdicts string // every verdict in the row, for the filter
	Lanes    []laneView
}

type pageView struct {
	Hosts    []hostView
	Lanes    []string
	Families []string
	Rows     []rowView
	Verdicts []string
}

// Files decodes JSON reports.
func Files(reports [][]byte) ([]*File, error) {
	var files []*File
	for i, data := range reports {
		f := new(File)
		if err := json.Unmarshal(data, f); err != nil {
			return nil, fmt.Errorf("report %d is not a JSON report: %v", i+1, err)
		}
		if f.Host.Name == "" {
			return nil, fmt.Errorf("report %d names no host: is it an rfc005 run --json report?", i+1)
		}
		files = append(files, f)
	}
	return files, nil
}

// Render returns the HTML page for the JSON reports given, in order.
func Render(reports [][]byte) ([]byte, error) {
	files, err := Files(reports)
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		printable(f)
	}
	var view pageView
	view.Lanes = Lanes
	view.Verdicts = []string{"pass", "wording", "fail", "error", "skip"}
	byCase := map[string]map[string]map[int]Result{} // case → lane → host → result
	rowMeta := map[string]Result{}
	var order []string
	for i, f := range files {
		view.Hosts = append(view.Hosts, hostView{Index: i, File: f, ID: fmt.Sprintf("h%d-%s", i, slug(f.Host.Name))})
		for _, r := range f.Results {
			if byCase[r.Case] == nil {
				byCase[r.Case] = map[string]map[int]Result{}
				rowMeta[r.Case] = r
				order = append(order, r.Case)
			}
			if byCase[r.Case][r.Lane] == nil {
				byCase[r.Case][r.Lane] = map[int]Result{}
			}
			byCase[r.Case][r.Lane][i] = r
		}
	}
	families := map[string]bool{}
	half := len(Lanes) / 2
	for _, id := range order {
		meta := rowMeta[id]
		families[meta.Family] = true
		row := rowView{Case: id, Family: meta.Family, Level: meta.Level, Security: meta.Security}
		seen := map[string]bool{}
		for li, lane := range Lanes {
			lv := laneView{Lane: lane}
			for _, h := range view.Hosts {
				c := cellView{Host: h.File.Host.Name, ID: slug(id) + "--" + slug(lane) + "--" + h.ID, Right: li >= half}
				if r, ok := byCase[id][lane][h.Index]; ok {
					v := verdicts[r.Verdict]
					c.Verdict, c.Symbol, c.Word, c.Result = r.Verdict, v.Symbol, v.Word, r
					c.Open = r.Verdict == "fail" || r.Verdict == "wording" || r.Verdict == "error"
					c.Body = cellBody(r, h.File.Host.Name)
					seen[r.Verdict] = true
				}
				lv.Cells = append(lv.Cells, c)
			}
			row.Lanes = append(row.Lanes, lv)
		}
		for _, v := range view.Verdicts {
			if seen[v] {
				row.Verdicts += v + " "
			}
		}
		view.Rows = append(view.Rows, row)
	}
	for f := range families {
		view.Families = append(view.Families, f)
	}
	sort.Strings(view.Families)
	var b bytes.Buffer
	if err := page.Execute(&b, view); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// cellBody is what a failing cell opens to: the verdict, the SPEC clauses
// and the diff or the reason.
func cellBody(r Result, host string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s on %s, host %s: %s", r.Case, r.Lane, host, r.Verdict)
	if r.Leak {
		b.WriteString(" (a hidden string was shown)")
	} else if r.Security {
		b.WriteString(" (a security case)")
	}
	if r.Level == "should" {
		b.WriteString(" (SHOULD: does not gate)")
	}
	fmt.Fprintf(&b, "\n%s\n", strings.Join(r.Spec, "; "))
	if r.Reason != "" {
		fmt.Fprintf(&b, "\n%s\n", r.Reason)
	}
	if r.Diff != "" {
		kind := "mismatch"
		if r.Verdict == "wording" {
			kind = "wording differs from the reference profile"
		}
		fmt.Fprintf(&b, "\n%s (-want +got):\n%s", kind, r.Diff)
	}
	return b.String()
}

// printable makes every string of f that a host controls (its name,
// version and command, each result's reason, diff and checks) fit to show:
// runner.Printable, newlines and tabs kept in the reason and diff, so no
// control character (an ESC sequence, NUL) or bidi control reaches the
// page. html/template escapes HTML's specials.
func printable(f *File) {
	f.Host.Name = runner.Printable(f.Host.Name)
	f.Host.Version = runner.Printable(f.Host.Version)
	f.Host.Command = runner.Printable(f.Host.Command)
	for i := range f.Results {
		r := &f.Results[i]
		r.Case, r.Family, r.Lane = runner.Printable(r.Case), runner.Printable(r.Family), runner.Printable(r.Lane)
		r.Reason, r.Diff = runner.PrintableText(r.Reason), runner.PrintableText(r.Diff)
		for j := range r.Checks {
			r.Checks[j].What = runner.Printable(r.Checks[j].What)
		}
		for j := range r.Spec {
			r.Spec[j] = runner.Printable(r.Spec[j])
		}
	}
}

func slug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case 'a' <= r && r <= 'z', '0' <= r && r <= '9':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	return b.String()
}

// Badge returns an SVG badge: the host's name and its normative score,
// green at 100%, amber from 80%, red below. It is the badge of a run that
// served every lane it selected; CoverageBadge draws one that may not have.
func Badge(name string, score float64) string { return CoverageBadge(name, score, 0, 0) }

// CoverageBadge returns an SVG badge of the host's normative score and,
// when the host served fewer lanes than the run selected, the lanes it
// covers: "normative 100% · 1/9 lanes". Such a badge is never green: at
// best amber, red below 80%. lanesServed and lanesSelected of 0 and 0
// mean the coverage is not known (an older report) and draw no coverage.
// The name is made runner.Printable and escaped.
func CoverageBadge(name string, score float64, lanesServed, lanesSelected int) string {
	label := runner.Printable(name) // SVG is XML: no control characters
	value := "normative 100%"
	if score < 1 { // never round a failing host up to 100%
		value = fmt.Sprintf("normative %.1f%%", math.Floor(1000*score)/10)
	}
	partial := lanesServed < lanesSelected
	if partial {
		value += fmt.Sprintf(" · %d/%d lanes", lanesServed, lanesSelected)
	}
	colour := "#2e7d32"
	switch {
	case score < 0.8:
		colour = "#c62828"
	case score < 1 || partial:
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

// FileBadge returns the badge of a JSON report: its host's normative score
// and, when it served fewer lanes than it selected, its coverage.
func FileBadge(f *File) string {
	served, selected := 0, 0
	if f.Coverage != nil {
		served, selected = len(f.Coverage.LanesServed), len(f.Coverage.LanesSelected)
	}
	return CoverageBadge(f.Host.Name, f.Summary.NormativeScore, served, selected)
}

// notServed names the lanes a report's run selected and its host did not
// serve, for its host's card: "not served: render, guard (their 120
// observations are skipped and score nothing)", or "" when there are none
// or the report does not record them.
func notServed(f *File) string {
	c := f.Coverage
	if c == nil || len(c.LanesMissing) == 0 {
		return ""
	}
	return fmt.Sprintf("not served: %s (their %d observations are skipped and score nothing)",
		strings.Join(c.LanesMissing, ", "), c.ObservationsSelected-c.ObservationsScored)
}

func esc(s string) string { return template.HTMLEscapeString(s) }
