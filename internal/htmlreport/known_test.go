package htmlreport

import (
	stdhtml "html"
	"strings"
	"testing"

	"github.com/rfc005-lanes/rfc005-lanes/internal/reportfile"
)

const tracker = "https://github.com/you/host/issues/7"

// knownSample is sample() passing its gate with text/plain on push a
// known leak and the error excused.
func knownSample() reportfile.File {
	f := sample()
	f.Gate = &reportfile.Gate{Pass: true, Line: "⚠️ 1 known leak · gate passed: nothing new fails; 2 known failures excused by the baseline", Baseline: true,
		Excused: 2, Stale: []reportfile.Stale{}, MissingLanes: []string{}, LostLanes: []string{},
		KnownLeaks: []reportfile.KnownLeak{{Case: "text/plain", Lane: "push", Link: tracker}}}
	f.Results[0].Tracked = tracker
	f.Results[0].Unexcusable = true
	f.Results[1].Excused = true
	return f
}

// TestKnownLeaksOnThePage pins how the page shows a run that passes with
// known leaks: an amber mark (no emoji) before the line that leads with
// them, the known leaks listed on the host's card with their links,
// their causes in a list of their own before the excused ones, their
// cells outlined and saying where they are tracked, and a badge that
// leads with them and is not green.
func TestKnownLeaksOnThePage(t *testing.T) {
	t.Parallel()
	page := render(t, knownSample())
	html := stdhtml.UnescapeString(page)
	pageHolds(t, html,
		`<p class="gate known">`+knownMark+`1 known leak · gate passed: nothing new fails; 2 known failures excused by the baseline</p>`,
		"<h3>known leaks: 1, security failures the baseline lists with the issue tracking each: excused, and still leaking</h3>",
		`<li><span class="case"><a href="#open=text-plain--push--h0-sample-host">text/plain on push</a></span>, tracked at <a href="`+tracker+`">`+tracker+`</a></li>`,
		`aria-label="sample-host: 1 known leak · normative 25.0%"`,
	)
	known := strings.Index(html, "<h3>known leaks: 1 cause of security failures")
	excused := strings.Index(html, "<h3>excused by the baseline: ")
	if known < 0 || excused < 0 || known > excused || strings.Contains(html, "<h3>what fails the gate") {
		t.Errorf("the causes panel: known leaks at %d, excused at %d; want both, the known leaks first, and nothing that fails the gate", known, excused)
	}
	c := stdhtml.UnescapeString(cell(t, page, "text-plain--push--h0-sample-host"))
	holds(t, "the known leak's cell", c, ` known"`, `title="fail, a known leak tracked at `+tracker+`: sample-host on push"`, `, a known leak, tracked at `+tracker+`</span>`)
	if r, at := emoji(page); r != 0 {
		t.Errorf("the page needs an emoji font for %q: %s", r, page[max(0, at-80):min(len(page), at+80)])
	}
}

// TestGateBadgeLeadsWithKnownLeaks: the badge of a run with known leaks
// says how many first, and is amber even at 100%.
func TestGateBadgeLeadsWithKnownLeaks(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		known         int
		score         float64
		value, colour string
	}{
		{0, 1, "normative 100%", "#2e7d32"},
		{1, 1, "1 known leak · normative 100%", "#ef6c00"},
		{12, 0.9, "12 known leaks · normative 90.0%", "#ef6c00"},
		{12, 0.5, "12 known leaks · normative 50.0%", "#c62828"},
	} {
		b := GateBadge("h", tt.score, 9, 9, tt.known)
		if !strings.Contains(b, `aria-label="h: `+tt.value+`"`) || !strings.Contains(b, `fill="`+tt.colour+`"`) {
			t.Errorf("%d known leaks at %v: %s\nwant %q in %s", tt.known, tt.score, b, tt.value, tt.colour)
		}
	}
}
