package htmlreport

import (
	stdhtml "html"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// Two causes of sample's results.
const (
	mentionKey = "mention: marker:unsupported → marker"
	exitKey    = "error: observation → the host exited"
)

// sample is a small report with what the page shows beside the grid: a
// gate, causes, checks with their clauses, a link into the spec book and
// a failure the baseline excuses.
func sample() reportfile.File {
	return reportfile.File{
		Format:  reportfile.Format,
		Suite:   reportfile.Suite{Name: "rfc005-lanes", Version: runner.Version},
		Host:    reportfile.Host{Name: "sample-host", Version: "1"},
		Vectors: reportfile.Vectors{Digest: "sha256:" + strings.Repeat("0", 64), Cases: 2},
		Summary: reportfile.Summary{Observations: 4, Pass: 1, Fail: 2, Error: 1, NormativeScore: 0.25},
		Gate: &reportfile.Gate{Exit: 1, Line: "❌ 1 new gating failure, 1 excused by the baseline", Baseline: true,
			New: 1, Excused: 1, Stale: []reportfile.Stale{}, MissingLanes: []string{}, LostLanes: []string{}},
		Causes: []reportfile.Cause{
			{Key: mentionKey, Words: "an unsupported type's marker does not name it", Class: "mention", Count: 2, Gating: 2,
				Lanes: []string{"push"}, Examples: []reportfile.Example{{Case: "text/plain", Lane: "push"}, {Case: "image/png-blob", Lane: "push"}}},
			{Key: exitKey, Words: "the host exited", Class: "error", Count: 1, Gating: 1,
				Lanes: []string{"channel"}, Examples: []reportfile.Example{{Case: "text/plain", Lane: "channel"}}},
		},
		Results: []reportfile.Result{
			{Case: "text/plain", Family: "text", Lane: "push", Verdict: "fail", Level: "must", Gating: true,
				Spec: []string{"SPEC 2.1 text"}, Reason: "mention: the marker must name the size 3,072 bytes",
				Checks: []reportfile.Check{{Class: "mention", What: "the marker must name the size 3,072 bytes", Clause: "SPEC 2.1 unsupported type", Level: "must"}},
				Diff:   "-want\n+got\n", Cause: mentionKey, Link: "docs/text.md#text-plain"},
			{Case: "text/plain", Family: "text", Lane: "channel", Verdict: "error", Level: "must", Gating: true,
				Spec: []string{"SPEC 2.1 text"}, Reason: "the host exited (exit status 2)", Cause: exitKey, Link: "docs/text.md#text-plain"},
			{Case: "image/png-blob", Family: "image", Lane: "push", Verdict: "fail", Level: "should", Gating: true, Excused: true,
				Spec: []string{"SPEC 2.1 image"}, Reason: "kind: an image is expected here",
				Checks: []reportfile.Check{{Class: "kind", What: "an image is expected here", Level: "should"}},
				Cause:  mentionKey, Link: "docs/image.md#image-png-blob"},
			{Case: "image/png-blob", Family: "image", Lane: "channel", Verdict: "pass", Level: "should", Spec: []string{"SPEC 2.1 image"}},
		},
	}
}

// TestCausesPanel pins each host's list of causes: one button a cause,
// with its count, its results' lanes and examples that open their cells,
// and each failing cell marked with its cause for the filter.
func TestCausesPanel(t *testing.T) {
	t.Parallel()
	second := sample()
	second.Host.Name = "other-host"
	second.Causes = second.Causes[1:]
	page := render(t, sample(), second)
	html := stdhtml.UnescapeString(page)
	pageHolds(t, html,
		`<button type="button" class="cause" data-h="0" data-c="0" aria-pressed="false"><span class="n">2</span> an unsupported type's marker does not name it</button>`,
		`<button type="button" class="cause" data-h="0" data-c="1" aria-pressed="false"><span class="n">1</span> the host exited</button>`,
		`<button type="button" class="cause" data-h="1" data-c="0" aria-pressed="false"><span class="n">1</span> the host exited</button>`,
		"mention · 1 gating, 1 excused by the baseline · on push · e.g. ",
		`<a href="#open=text-plain--push--h0-sample-host">text/plain on push</a>`,
		`<a href="#open=image-png-blob--push--h0-sample-host">image/png-blob on push</a>`,
		`<p id="cause-status" role="status" aria-live="polite"></p>`,
	)
	for id, c := range map[string]string{
		"text-plain--push--h0-sample-host":     `data-c="0"`,
		"text-plain--channel--h0-sample-host":  `data-c="1"`,
		"image-png-blob--push--h0-sample-host": `data-c="0"`,
		"text-plain--channel--h1-other-host":   `data-c="0"`,
		"text-plain--push--h1-other-host":      "", // a cause its report does not list
	} {
		got := cell(t, page, id)
		tag := got[:strings.IndexByte(got, '>')]
		if c == "" && strings.Contains(tag, "data-c=") || c != "" && !strings.Contains(tag, c) {
			t.Errorf("cell %s: want %q: %s", id, c, tag)
		}
	}
	if n := len(regexp.MustCompile(`<td [^>]*data-c=`).FindAllString(page, -1)); n != 4 {
		t.Errorf("%d cells have a cause, want 4", n)
	}
}

// TestFailingCellBody pins what a failing cell opens to: each check with
// its class, clause and level, a link to the case's section in the spec
// book, its cause, and whether the baseline excuses it; and the gate's
// line under the host's heading.
func TestFailingCellBody(t *testing.T) {
	t.Parallel()
	page := render(t, sample())
	html := stdhtml.UnescapeString(page)
	if !strings.Contains(html, "<h2>sample-host 1</h2>\n    <p class=\"gate fail\">"+crossMark+"gate failed: 1 new gating failure, 1 excused by the baseline</p>") {
		t.Errorf("no gate line under the heading")
	}
	first := stdhtml.UnescapeString(cell(t, page, "text-plain--push--h0-sample-host"))
	holds(t, "the cell", first,
		"text/plain on push, host sample-host: fail\nSPEC 2.1 text\nspec book: ",
		`<a href="docs/text.md#text-plain">docs/text.md#text-plain</a>`,
		"\ncause: an unsupported type's marker does not name it\n",
		"\nmention: the marker must name the size 3,072 bytes (<a href=\"SPEC.md#clause-spec-2-1-unsupported-type\">SPEC 2.1 unsupported type</a>, MUST)\n",
		"\nmismatch (-want +got):\n-want\n+got\n",
	)
	if strings.Contains(first, "excused") || strings.Count(first, "the marker must name") != 1 {
		t.Errorf("the cell says too much:\n%s", first)
	}
	excused := stdhtml.UnescapeString(cell(t, page, "image-png-blob--push--h0-sample-host"))
	holds(t, "the excused cell", excused,
		`class="v-fail lane-start excused"`, "fail, excused by the baseline: sample-host on push", `<span class="sr"> fail, excused</span>`,
		"(SHOULD: does not gate)\nSPEC 2.1 image\nspec book: ", `<a href="docs/image.md#image-png-blob">`,
		"\nexcused by the baseline\n", "\nkind: an image is expected here (SHOULD)\n",
	)
	errCell := stdhtml.UnescapeString(cell(t, page, "text-plain--channel--h0-sample-host"))
	holds(t, "the error cell", errCell, "\ncause: the host exited\n\nthe host exited (exit status 2)")
}

// TestOlderReportsRender pins that a report written before causes, gates,
// clauses and links renders as before, without them.
func TestOlderReportsRender(t *testing.T) {
	t.Parallel()
	old := sample()
	old.Gate, old.Causes = nil, nil
	for i := range old.Results {
		r := &old.Results[i]
		r.Cause, r.Link, r.Excused = "", "", false
		for j := range r.Checks {
			r.Checks[j].Clause, r.Checks[j].Level = "", ""
		}
	}
	page := render(t, old)
	for _, bad := range []string{`class="cause"`, "data-c=", "spec book", ` excused"`, "excused by the baseline\n", `class="gate"`, "cause: "} {
		if strings.Contains(page, bad) {
			t.Errorf("an older report's page holds %q", bad)
		}
	}
	html := stdhtml.UnescapeString(cell(t, page, "text-plain--push--h0-sample-host"))
	holds(t, "the cell of an older report", html, "\nmention: the marker must name the size 3,072 bytes (MUST)\n")
}

// TestElementIDsUnique renders a report whose case ids differ only in
// punctuation ("text/a-b", "text/a.b"): every element id of the page is
// its own, and each cause example links to its own case's cell.
func TestElementIDsUnique(t *testing.T) {
	t.Parallel()
	f := sample()
	var more []reportfile.Result
	for _, id := range []string{"text/a-b", "text/a.b", "text/a/b"} {
		r := f.Results[0]
		r.Case = id
		more = append(more, r)
	}
	f.Results = append(f.Results, more...)
	f.Causes[0].Examples = append(f.Causes[0].Examples, reportfile.Example{Case: "text/a.b", Lane: f.Results[0].Lane})
	page := render(t, f)
	seen := map[string]bool{}
	for _, m := range regexp.MustCompile(` id="([^"]*)"`).FindAllStringSubmatch(page, -1) {
		if seen[m[1]] {
			t.Errorf("two elements have the id %q", m[1])
		}
		seen[m[1]] = true
	}
	want := "text-a-b-" // a digest follows: the three ids share the slug text-a-b
	n := 0
	for id := range seen {
		if strings.HasPrefix(id, want) && strings.HasSuffix(id, "--"+slug(f.Results[0].Lane)+"--h0-sample-host") {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d cells of the three cases whose ids share a slug, want 3", n)
	}
	example := regexp.MustCompile(`href="#open=(text-a-b-[0-9a-f]{8}--[^"]*)">text/a\.b on`).FindStringSubmatch(page)
	if example == nil {
		t.Fatal("the example of text/a.b links to no cell of its own")
	}
	cell(t, page, example[1]) // fails t when no cell has that id
}
