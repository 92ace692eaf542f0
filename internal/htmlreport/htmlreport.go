// Package htmlreport renders one or more JSON reports (runner's
// report.schema.json) as one self-contained HTML page: hosts side by side,
// each with its gate's verdict and the causes of its failures, a grid of
// cases by lanes with a cell per host, verdicts readable without colour (a
// symbol in every cell), filters by family, lane, host, verdict and cause,
// and every failing cell opening to its diff, its failed checks with their
// SPEC clauses, and its section in the spec book. Each report has a label
// of its own (Labels): one host run three times is three columns. No
// network, no external script or font. It also draws each host's badge as
// SVG.
//
//	page, err := htmlreport.Render([][]byte{referenceJSON, legacyJSON})
package htmlreport

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html/template"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/internal/reporttext"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// File is a JSON report as runner writes it.
type File = reportfile.File

// Result is one verdict of a JSON report.
type Result = reportfile.Result

// Check is one failed check of a result.
type Check = reportfile.Check

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
	// The host refused input that is not valid MCP: neither a pass nor a
	// failure, and not scored.
	"rejected": {"⊘", "rejected"},
}

// outOfScope is the symbol and word of a case out of scope, a skip apart.
var outOfScope = struct{ Symbol, Word string }{"∅", "out of scope"}

//go:embed page.html.tmpl
var pageTemplate string

var page = template.Must(template.New("page").Funcs(template.FuncMap{
	"percent":   reporttext.Percent,
	"badge":     func(h hostView) template.HTML { return template.HTML(LabelBadge(h.File, h.Label)) },
	"notServed": notServed,
	"gateMark":  gateMark,
	"gateClass": gateClass,
	"gateWords": gateWords,
	"profile":   profileNote,
}).Parse(pageTemplate))

// profileNote says what a report of a profile other than the full one
// scored ("mcp profile: the cases whose input is valid MCP …"), and ""
// for the full profile (or a report from before profiles).
func profileNote(f *File) string {
	if f.Profile == "" || f.Profile == string(runner.ProfileFull) {
		return ""
	}
	return f.Profile + " profile: " + runner.Profile(f.Profile).Scope() + "; not a score of every case on every lane"
}

// hostView is one host's column of the page.
type hostView struct {
	Index    int
	File     *File
	Label    string       // one of Labels: its column's header, filter and badge
	ID       string       // a slug of Label for element ids, unique with Index
	Heading  string       // the label, with the host's version when it is the host's name
	Identity string       // the host's name and version, when the heading is another label
	Causes   []causeGroup // the report's causes, what fails the gate first
	Scope    []scopeView  // the report's cases out of scope, by reason
	Stale    []staleView  // the baseline's entries that no longer fail
	Known    []knownView  // the known leaks: security failures the baseline lists with a link
	stale    map[string]bool
	selected []string // the lanes its run selected (selectedLanes)
}

// cellView is one host's answer for one case on one lane.
type cellView struct {
	ID      string
	Verdict string
	Symbol  string
	Word    string
	Title   string // what the cell says beyond its column, "fail, excused by the baseline: myhost on push"; "" for a title the page derives
	Open    bool   // a cell that opens to its diff
	Right   bool   // in the right half of the grid: its diff opens leftwards
	Start   bool   // its lane's first column: a rule at its left
	Excused bool   // a failure the run's baseline excuses
	Stale   bool   // a stale baseline entry: listed as a known failure, and not failing
	Tracked string // a known leak: the link of the issue tracking it
	// Unselected marks a cell of a lane its host's run did not select,
	// on a page where another run did.
	Unselected bool
	Cause      string        // the index of its cause among its host's, for the filter; "" for none
	Body       template.HTML // what the cell opens to, before the link to the spec book
	Link       string        // the case's section in the spec book
	Vector     vectorRef     // for one of RFC-005's vectors, its number, linked instead of Link
	Rest       template.HTML // what the cell opens to, after the link: cellBodyHTML's, each check's clause a link into SPEC.md
	// OutOfScope marks the skip of a case out of scope: listed, never
	// observed.
	OutOfScope bool
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
	Vector   vectorRef // the case and its RFC-005 vector number, 0 for none
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
	return RenderFiles(files)
}

// RenderFiles returns the HTML page for the reports files (Files), in
// order. It makes every string of the files printable first: what is
// worked out of them as they were (Labels, LabelBadge) is worked out
// before.
func RenderFiles(files []*File) ([]byte, error) {
	for _, f := range files {
		printable(f)
	}
	var view pageView
	view.Verdicts = []string{"pass", "wording", "fail", "error", "skip", "rejected"}
	byCase := map[string]map[string]map[int]Result{} // case → lane → host → result
	rowMeta := map[string]Result{}
	var order []string
	for i, label := range Labels(files) {
		f := files[i]
		h := hostView{Index: i, File: f, Label: label, ID: fmt.Sprintf("h%d-%s", i, slug(label)), Heading: label}
		if label == f.Host.Name {
			h.Heading = strings.TrimSpace(f.Host.Name + " " + f.Host.Version)
		} else {
			h.Identity = strings.TrimSpace(f.Host.Name + " " + f.Host.Version)
		}
		h.Scope = scopeViews(f)
		h.stale = staleSet(f)
		h.selected = selectedLanes(f)
		view.Hosts = append(view.Hosts, h)
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
	view.Lanes = pageLanes(view.Hosts)
	ids := slices.Clone(order)
	for _, f := range files {
		for _, c := range f.Causes {
			for _, ex := range c.Examples {
				ids = append(ids, ex.Case)
			}
		}
	}
	slugs := newCaseSlugs(ids)
	causes := make([]map[string]int, len(view.Hosts)) // per host: cause key → index
	for i := range view.Hosts {
		view.Hosts[i].Causes, causes[i] = causeViews(view.Hosts[i], slugs)
		has := func(c, lane string) bool {
			_, ok := byCase[c][lane][i]
			return ok
		}
		view.Hosts[i].Stale = staleViews(view.Hosts[i], slugs, has)
		view.Hosts[i].Known = knownViews(view.Hosts[i], slugs, has)
	}
	families := map[string]bool{}
	half := len(view.Lanes) / 2
	for _, id := range order {
		meta := rowMeta[id]
		families[meta.Family] = true
		row := rowView{Case: id, Family: meta.Family, Level: meta.Level, Security: meta.Security, Vector: vectorRef{Case: id, Vector: meta.Vector}}
		for li, lane := range view.Lanes {
			lv := laneView{Lane: lane}
			for _, h := range view.Hosts {
				c := cellView{ID: cellID(slugs, id, lane, h), Right: li >= half, Start: h.Index == 0}
				if r, ok := byCase[id][lane][h.Index]; ok {
					fillCell(&c, r, h, causes[h.Index])
				} else if !h.Selects(lane) {
					c.Unselected = true
				}
				lv.Cells = append(lv.Cells, c)
			}
			row.Lanes = append(row.Lanes, lv)
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

// Class is the cell's class attribute: its verdict's, out of scope,
// its lane's rule, the side its diff opens to, its baseline's stripes and
// its stale entry's outline, or a lane its host's run did not select;
// "" for an empty cell in a lane's middle.
func (c cellView) Class() string {
	var cls []string
	if c.Verdict != "" {
		cls = append(cls, "v-"+c.Verdict)
	}
	if c.OutOfScope {
		cls = append(cls, "out-of-scope")
	}
	if c.Start {
		cls = append(cls, "lane-start")
	}
	if c.Right && c.Open {
		cls = append(cls, "right")
	}
	if c.Excused {
		cls = append(cls, "excused")
	}
	if c.Stale {
		cls = append(cls, "stale")
	}
	if c.Tracked != "" {
		cls = append(cls, "known")
	}
	if c.Unselected {
		cls = append(cls, "unselected")
	}
	return strings.Join(cls, " ")
}

// cellID is the element id of a host's cell for a case on a lane: a link
// to the page ending in "#open=" and the id opens the cell.
func cellID(slugs caseSlugs, id, lane string, h hostView) string {
	return slugs.of(id) + "--" + slug(lane) + "--" + h.ID
}

// caseSlugs maps each case id of a page to the slug its cells' ids begin
// with: slug(id), unless another id of the page has that slug too
// ("a/b-c" and "a/b.c"), when each of them gets its slug and 8 hex digits
// of its SHA-256, so that no two cells share an element id.
type caseSlugs map[string]string

func newCaseSlugs(ids []string) caseSlugs {
	bySlug := map[string][]string{}
	for _, id := range ids {
		s := slug(id)
		if !slices.Contains(bySlug[s], id) {
			bySlug[s] = append(bySlug[s], id)
		}
	}
	out := caseSlugs{}
	for s, group := range bySlug {
		for _, id := range group {
			out[id] = s
			if len(group) > 1 {
				sum := sha256.Sum256([]byte(id))
				out[id] = s + "-" + hex.EncodeToString(sum[:4])
			}
		}
	}
	return out
}

// of returns id's slug: the one the page gives it, else slug(id).
func (s caseSlugs) of(id string) string {
	if v, ok := s[id]; ok {
		return v
	}
	return slug(id)
}

// fillCell fills a cell with the host's result r; causes maps the host's
// cause keys to their index.
func fillCell(c *cellView, r Result, h hostView, causes map[string]int) {
	v := verdicts[r.Verdict]
	if r.OutOfScope {
		v = outOfScope
		c.OutOfScope = true
	}
	c.Verdict, c.Symbol, c.Word = r.Verdict, v.Symbol, v.Word
	c.Open = r.Verdict == "fail" || r.Verdict == "wording" || r.Verdict == "error" || r.Verdict == "rejected"
	c.Excused = r.Excused
	c.Stale = h.stale[staleKey(r.Case, r.Lane)]
	c.Tracked = r.Tracked
	c.Open = c.Open || c.Stale
	word := v.Word
	if r.Excused {
		word += ", excused by the baseline"
	}
	if c.Stale {
		word += ", a stale baseline entry"
	}
	if c.Tracked != "" {
		word += ", a known leak tracked at " + c.Tracked
	}
	if r.Excused || c.Stale || c.Tracked != "" {
		c.Title = word + ": " + h.Label + " on " + r.Lane
	}
	if r.OutOfScope {
		c.Title = word + " (" + reporttext.Printable(r.Reason) + "), never observed: " + h.Label + " on " + r.Lane
	}
	if i, ok := causes[r.Cause]; ok && r.Cause != "" {
		c.Cause = strconv.Itoa(i)
	}
	if c.Open {
		c.Body, c.Rest = cellBodyHTML(r, h)
		if r.Vector > 0 {
			c.Vector = vectorRef{Case: r.Case, Vector: r.Vector}
		} else {
			c.Link = reporttext.ResolveLink(bookURL(h.File), r.Link)
		}
	}
}

// printable makes every string of f that a host controls (its name,
// version, command and label, each result's reason, diff and checks, the
// causes, the gate's line and its known leaks) fit to show: reporttext.Printable, newlines and
// tabs kept in the reason and diff, so no control character (an ESC
// sequence, NUL) or bidi control reaches the page. html/template escapes
// HTML's specials, and a link that is not a plain URL.
func printable(f *File) {
	p := reporttext.Printable
	f.Host.Name, f.Host.Version, f.Host.Command, f.Host.Label = p(f.Host.Name), p(f.Host.Version), p(f.Host.Command), p(f.Host.Label)
	if f.Gate != nil {
		f.Gate.Line = p(f.Gate.Line)
		for i := range f.Gate.KnownLeaks {
			k := &f.Gate.KnownLeaks[i]
			k.Case, k.Lane, k.Link = p(k.Case), p(k.Lane), p(k.Link)
		}
	}
	for i := range f.Causes {
		c := &f.Causes[i]
		c.Key, c.Words, c.Class = p(c.Key), p(c.Words), p(c.Class)
		for j := range c.Lanes {
			c.Lanes[j] = p(c.Lanes[j])
		}
		for j := range c.Examples {
			c.Examples[j].Case, c.Examples[j].Lane = p(c.Examples[j].Case), p(c.Examples[j].Lane)
		}
	}
	for i := range f.OutOfScope {
		g := &f.OutOfScope[i]
		g.Reason = p(g.Reason)
		for j := range g.Cases {
			g.Cases[j].Case, g.Cases[j].Link = p(g.Cases[j].Case), p(g.Cases[j].Link)
		}
	}
	for i := range f.Results {
		r := &f.Results[i]
		r.Case, r.Family, r.Lane = p(r.Case), p(r.Family), p(r.Lane)
		r.Reason, r.Diff = reporttext.PrintableText(r.Reason), reporttext.PrintableText(r.Diff)
		r.Cause, r.Link, r.Tracked = p(r.Cause), p(r.Link), p(r.Tracked)
		for j := range r.Checks {
			ch := &r.Checks[j]
			ch.Class, ch.What, ch.Clause, ch.Level = p(ch.Class), p(ch.What), p(ch.Clause), p(ch.Level)
		}
		for j := range r.Spec {
			r.Spec[j] = p(r.Spec[j])
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
