package htmlreport

import (
	"context"
	"encoding/xml"
	stdhtml "html"
	"regexp"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/adapters/inprocess"
	"github.com/rfc005-lanes/rfc005-lanes/runner"
	"github.com/rfc005-lanes/rfc005-lanes/vectors"
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
	corpus, err := vectors.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	sel := runner.Selection{Cases: []string{"text/*", "image/*"}}
	var out [][]byte
	for _, h := range []adapters.Host{inprocess.New(), shows{inprocess.New()}} {
		data, err := runner.Run(context.Background(), h, corpus, sel).JSON()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

// TestPageStructure checks the page without a browser: both hosts, the
// lane columns, a row per case, a symbol in every answered cell, failing
// cells opening to their diff and SPEC clauses, the filters, and nothing
// fetched from anywhere.
func TestPageStructure(t *testing.T) {
	page, err := Render(reports(t))
	if err != nil {
		t.Fatal(err)
	}
	html := stdhtml.UnescapeString(string(page))
	for _, want := range []string{
		"<h2>rfc005-reference 0.1.0</h2>", "<h2>broken-host 9</h2>",
		`<select id="f-family">`, `<select id="f-lane">`, `<select id="f-verdict">`,
		`<th scope="row">text/plain</th>`, `<th scope="row">image/png-blob</th>`,
		`<td id="text-plain--push--h1-broken-host" class="v-fail`,
		"text/plain on push, host broken-host: fail\nSPEC 2.1 text",
		"mismatch (-want +got):",
		`<svg xmlns="http://www.w3.org/2000/svg"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	for _, lane := range Lanes {
		if !strings.Contains(html, `colspan="2" data-lane="`+lane+`">`+lane+`</th>`) {
			t.Errorf("no column for lane %s", lane)
		}
	}
	// Every answered cell carries its symbol and its word, not colour alone.
	cells := regexp.MustCompile(`<td id="[^"]+" class="v-(pass|fail|wording|error|skip)[^"]*" data-lane="[^"]+">(.*?)</td>`).FindAllStringSubmatch(html, -1)
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

func TestRenderRejectsOtherJSON(t *testing.T) {
	if _, err := Render([][]byte{[]byte(`{"results":[]}`)}); err == nil || !strings.Contains(err.Error(), "names no host") {
		t.Errorf("error %v", err)
	}
	if _, err := Render([][]byte{[]byte(`not json`)}); err == nil {
		t.Error("no error for a file that is not JSON")
	}
}
