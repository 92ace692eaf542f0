package htmlreport

import (
	stdhtml "html"
	"regexp"
	"strings"
	"testing"
)

// TestCausesLeadWithWhatGates pins the causes panel of a run gated on a
// baseline: the causes of what fails the gate (new failures, unexcusable
// ones) first, under a heading that says so, then the causes the baseline
// excuses, marked as such, however many results each holds; each button
// filters to its own cells.
func TestCausesLeadWithWhatGates(t *testing.T) {
	t.Parallel()
	f := sample() // its first cause, two results, all excused below; its second, one new error
	f.Results[0].Excused = true
	page := render(t, f)
	html := stdhtml.UnescapeString(page)
	panel := html[strings.Index(html, `<div class="causes">`):]
	panel = panel[:strings.Index(panel, "</div>")]
	want := regexp.MustCompile(`(?s)^<div class="causes">\s*` +
		`<h3>what fails the gate: 1 cause of failures the baseline does not excuse</h3>\s*<ol>\s*` +
		`<li><button type="button" class="cause" data-h="0" data-c="0" aria-pressed="false"><span class="n">1</span> the host exited</button>\s*` +
		`<span class="about">error · 1 gating · on channel · e\.g\. [^\n]*</span></li>\s*</ol>\s*` +
		`<h3>excused by the baseline: 1 cause of known failures, which do not fail the gate</h3>\s*<ol class="excused">\s*` +
		`<li><button type="button" class="cause" data-h="0" data-c="1" aria-pressed="false"><span class="n">2</span> an unsupported type's marker does not name it</button>\s*` +
		`<span class="about">excused by the baseline · mention · 2 excused · on push · e\.g\. [^\n]*</span></li>\s*</ol>\s*$`)
	if !want.MatchString(panel) {
		t.Errorf("the causes panel:\n%s", panel)
	}
	for id, c := range map[string]string{
		"text-plain--channel--h0-sample-host":  `data-c="0"`,
		"text-plain--push--h0-sample-host":     `data-c="1"`,
		"image-png-blob--push--h0-sample-host": `data-c="1"`,
	} {
		got := cell(t, page, id)
		if tag := got[:strings.IndexByte(got, '>')]; !strings.Contains(tag, c) {
			t.Errorf("cell %s: want %q: %s", id, c, tag)
		}
	}
}

// TestCausesWithoutBaseline pins the panel of a run without a baseline:
// one list, the causes that gate first, by how many of their results
// gate, then a cause of SHOULD failures alone, which gates nothing,
// whatever its count.
func TestCausesWithoutBaseline(t *testing.T) {
	t.Parallel()
	f := sample()
	f.Gate.Baseline, f.Gate.Excused = false, 0
	f.Results[2].Excused = false
	f.Causes[1].Count = 5 // the error's cause, larger than the marker's but with one gating result to its two
	f.Causes = append(f.Causes, f.Causes[0])
	f.Causes[0].Key, f.Causes[0].Words, f.Causes[0].Count, f.Causes[0].Gating = "should", "a SHOULD failure", 9, 0
	f.Causes[0].Examples = nil
	html := stdhtml.UnescapeString(render(t, f))
	order := regexp.MustCompile(`<span class="n">\d+</span> ([^<]*)</button>`).FindAllStringSubmatch(html, -1)
	var got []string
	for _, m := range order {
		got = append(got, m[1])
	}
	if strings.Join(got, "|") != "an unsupported type's marker does not name it|the host exited|a SHOULD failure" {
		t.Errorf("the causes in order: %q", got)
	}
	if strings.Count(html, "<h3>causes of its failures and errors</h3>") != 1 || strings.Contains(html, `<ol class="excused">`) {
		t.Errorf("a run without a baseline lists its causes otherwise")
	}
}
