package htmlreport

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	stdhtml "html"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/testkit/testcorpus"
	"github.com/rfc005-lanes/rfc005-lanes/reference"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
)

// shows drops the text of every text block on push: a host with failures,
// for a page with something to open.
type shows struct{ adapters.Host }

func (h shows) Identity() adapters.Identity {
	return adapters.Identity{Name: "broken-host", Version: "9"}
}

func (h shows) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	obs, err := h.Host.Observe(ctx, lane, in)
	if lane == adapters.Push {
		for i := range obs.Blocks {
			obs.Blocks[i].Text = "(dropped)"
		}
	}
	return obs, err
}

// reports returns the JSON reports of the reference and of a broken host
// on the text and image families.
func reports(t *testing.T) [][]byte {
	t.Helper()
	corpus := testcorpus.Builtin(t)
	sel := runner.Selection{Cases: []string{"text/*", "image/*"}}
	var out [][]byte
	for _, h := range []adapters.Host{reference.New(), shows{reference.New()}} {
		data, err := jsonReport(runner.Run(context.Background(), h, corpus, sel))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

// TestPageStructure checks the page without a browser: both hosts with
// their gates and the broken one's causes, the columns of the lanes
// selected, a row per case, a symbol in every answered cell, failing
// cells opening to their diff, SPEC clauses and spec book section, the
// filters, and nothing fetched from anywhere.
func TestPageStructure(t *testing.T) {
	t.Parallel()
	data := reports(t)
	page, err := Render(data)
	if err != nil {
		t.Fatal(err)
	}
	files, err := Files(data)
	if err != nil {
		t.Fatal(err)
	}
	html := stdhtml.UnescapeString(string(page))
	pageHolds(t, html,
		"<h2>rfc005-reference 0.1.0</h2>", "<h2>broken-host 9</h2>",
		`<select id="f-family">`, `<select id="f-lane">`, `<select id="f-verdict">`,
		`<th scope="row">text/plain</th>`, `<th scope="row">image/png-blob</th>`,
		`<td id="text-plain--push--h1-broken-host" class="v-fail`,
		"text/plain on push, host broken-host: fail\nSPEC 2.1 text",
		"mismatch (-want +got):",
		`<svg xmlns="http://www.w3.org/2000/svg"`,
		`<select id="f-host"><option value="">all</option><option value="0">rfc005-reference</option><option value="1">broken-host</option></select>`,
		`spec book: <a href="docs/text.md#text-plain">docs/text.md#text-plain</a>`,
		`<button type="button" class="cause" data-h="1" data-c="0" aria-pressed="false">`,
		`<p class="gate pass">`+checkMark+`gate passed: `, `<p class="gate fail">`+crossMark+`gate failed: `,
	)
	for _, lane := range files[0].Coverage.LanesSelected { // the lanes the text and image cases observe
		if !strings.Contains(html, `colspan="2" data-lane="`+lane+`">`+lane+`</th>`) {
			t.Errorf("no column for lane %s", lane)
		}
	}
	// Every answered cell carries its symbol and its word, not colour alone.
	cells := regexp.MustCompile(`<td (?:id="[^"]+" )?class="v-(pass|fail|wording|error|skip)[^"]*"[^>]*>(.*?)</td>`).FindAllStringSubmatch(html, -1)
	if len(cells) == 0 {
		t.Fatal("no answered cell")
	}
	for _, c := range cells {
		v := verdicts[c[1]]
		if !strings.Contains(c[2], v.Symbol) || !strings.Contains(c[2], `<span class="sr"> `+v.Word+`</span>`) {
			t.Errorf("a %s cell shows no symbol and word: %s", c[1], c[2])
		}
		if (c[1] == "fail") != strings.Contains(c[2], `<pre class="diff">`) && c[1] != "wording" {
			t.Errorf("a %s cell: %s", c[1], c[2])
		}
	}
	// Self-contained: nothing to fetch.
	for _, bad := range []string{"<link", "<script src", "@import", "url(", "<img", "<iframe", "https://"} {
		if strings.Contains(html, bad) {
			t.Errorf("the page refers to something outside itself: %q", bad)
		}
	}
}

func TestBadge(t *testing.T) {
	t.Parallel()
	for score, colour := range map[float64]string{1: "#2e7d32", 0.9: "#ef6c00", 0.38: "#c62828"} {
		svg := Badge("my <host>", score)
		if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
			t.Errorf("badge %.2f is not well-formed XML: %v\n%s", score, err, svg)
		}
		if !strings.Contains(svg, colour) || !strings.Contains(svg, "my &lt;host&gt;") {
			t.Errorf("badge %.2f: %s", score, svg)
		}
	}
	if b := Badge("h", 0.9999); !strings.Contains(b, "normative 99.9%") {
		t.Errorf("a score just under 100%% must not read 100%%: %s", b)
	}
	if b := Badge("h", 1); !strings.Contains(b, "normative 100%") {
		t.Errorf("a full score: %s", b)
	}
}

// TestCoverageBadge pins that a badge says how many lanes its score covers
// when the host served fewer than the run selected, and is then never
// green.
func TestCoverageBadge(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name             string
		score            float64
		served, selected int
		value, colour    string
	}{
		{"every_lane", 1, 9, 9, "normative 100%<", "#2e7d32"},
		{"one_lane_of_nine", 1, 1, 9, "normative 100% · 1/9 lanes", "#ef6c00"},
		{"one_lane_of_nine_failing", 0.5, 1, 9, "normative 50.0% · 1/9 lanes", "#c62828"},
		{"no_lane", 0, 0, 9, "normative 0.0% · 0/9 lanes", "#c62828"},
		{"unknown", 1, 0, 0, "normative 100%<", "#2e7d32"},
	}
	for _, tt := range tests {
		svg := CoverageBadge("h", tt.score, tt.served, tt.selected)
		if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
			t.Errorf("%s: not well-formed XML: %v", tt.name, err)
		}
		if !strings.Contains(svg, tt.value) || !strings.Contains(svg, tt.colour) {
			t.Errorf("%s: want %q in %s: %s", tt.name, tt.value, tt.colour, svg)
		}
	}
	if Badge("h", 1) != CoverageBadge("h", 1, 9, 9) {
		t.Error("Badge differs from a full-coverage CoverageBadge")
	}
}

// TestPageStatesCoverage pins that each host's card says the lanes and
// observations its score covers, and names the lanes it did not serve.
func TestPageStatesCoverage(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	sel := runner.Selection{Cases: []string{"text/*"}}
	full, err := jsonReport(runner.Run(context.Background(), reference.New(), corpus, sel))
	if err != nil {
		t.Fatal(err)
	}
	partial, err := jsonReport(runner.Run(context.Background(), pushOnly{reference.New()}, corpus, sel))
	if err != nil {
		t.Fatal(err)
	}
	files, err := Files([][]byte{full, partial})
	if err != nil {
		t.Fatal(err)
	}
	page, err := Render([][]byte{full, partial})
	if err != nil {
		t.Fatal(err)
	}
	html := stdhtml.UnescapeString(string(page))
	fc, pc := files[0].Coverage, files[1].Coverage
	n := len(pc.LanesSelected)
	pageHolds(t, html,
		"normative 100.0% "+fc.String()+" · wording",
		"normative 100.0% "+pc.String()+" · wording",
		fmt.Sprintf("normative 100%% · 1/%d lanes", n),
		"not served: "+strings.Join(pc.LanesMissing, ", "),
	)
	if len(fc.LanesMissing) != 0 || len(pc.LanesServed) != 1 || n < 2 {
		t.Errorf("coverage %+v and %+v", fc, pc)
	}
}

// pushOnly is the reference declaring push alone: every other lane answers
// {"unsupported":true}.
type pushOnly struct{ adapters.Host }

func (pushOnly) Lanes() []adapters.Lane { return []adapters.Lane{adapters.Push} }

func (h pushOnly) Observe(ctx context.Context, lane adapters.Lane, in adapters.Input) (adapters.Observation, error) {
	if lane != adapters.Push {
		return adapters.Observation{Unsupported: true}, nil
	}
	return h.Host.Observe(ctx, lane, in)
}

func TestRenderRejectsOtherJSON(t *testing.T) {
	t.Parallel()
	if _, err := Render([][]byte{[]byte(`{"results":[]}`)}); err == nil || !strings.Contains(err.Error(), "names no host") {
		t.Errorf("error %v", err)
	}
	if _, err := Render([][]byte{[]byte(`not json`)}); err == nil {
		t.Error("no error for a file that is not JSON")
	}
}

// TestPageStatesIncomplete pins that a run stopped early says so on the
// page, with how far it got.
func TestPageStatesIncomplete(t *testing.T) {
	t.Parallel()
	corpus := testcorpus.Builtin(t)
	r := runner.Run(context.Background(), reference.New(), corpus, runner.Selection{Cases: []string{"text/*"}})
	r.Incomplete = &runner.Incomplete{Reason: "interrupted by SIGINT", Observed: len(r.Results), Selected: len(r.Results) + 7}
	page := renderEach(t, 1, func(int) ([]byte, error) { return jsonReport(r) })
	pageHolds(t, stdhtml.UnescapeString(page), fmt.Sprintf("INCOMPLETE: %d of %d observations (interrupted by SIGINT)", len(r.Results), len(r.Results)+7))
}

// jsonReport returns r's JSON report, as rfc005 run --json writes it.
func jsonReport(r runner.Report) ([]byte, error) {
	var b bytes.Buffer
	err := r.Write(&b, runner.FormatJSON)
	return b.Bytes(), err
}
